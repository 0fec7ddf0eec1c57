import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ClassMessage, type ClassDto, type LessonPlanDto } from '@playwords/common';
import { jsonResponse, mockFetch, type MockHandler } from '../../test/fetch-mock';
import { makeUser } from '../../test/fixtures';
import { LAZY, renderApp } from '../../test/render-app';
import { answerPage, makeWordlist, manyWordlists, WL } from '../../test/wordlists';

const LESSONS = 'GET /api/lessons/';
const CLASSES = 'GET /api/classes/';
const CREATE = 'POST /api/lessons/';
const patchOf = (id: number) => `PATCH /api/lessons/${id}/`;
const deleteOf = (id: number) => `DELETE /api/lessons/${id}/`;

const STAMP = '2026-11-20T09:00:00.000Z';

function makeClass(id: number, name: string): ClassDto {
  return {
    id,
    name,
    teams: [{ id: 'a', name: 'Lions', colour: 'red', shape: 'circle', pupils: [] }],
    lesson_started_at: STAMP,
    scores_reset_at: null,
    created_at: STAMP,
    updated_at: STAMP,
  };
}

function makePlan(overrides: Partial<LessonPlanDto> = {}): LessonPlanDto {
  return {
    id: 3,
    name: 'Week 1',
    class_id: 9,
    wordlist_id: 1,
    games: ['oneatatime', 'wordsearch', 'fighters'],
    created_at: STAMP,
    updated_at: STAMP,
    ...overrides,
  };
}

const animals = makeWordlist({ id: 1, theme: 'Animals' });
const colours = makeWordlist({ id: 2, theme: 'Colours' });
const k2 = makeClass(9, 'K2 Blue');
const k3 = makeClass(10, 'K3 Red');
const pro = makeUser({ current_plan_type: 'PRO', has_active_plan: true });

function mockPage(plans: LessonPlanDto[], extra: Record<string, MockHandler> = {}) {
  return mockFetch({
    [LESSONS]: () => jsonResponse(200, plans),
    [CLASSES]: () => jsonResponse(200, [k2, k3]),
    [WL.mine()]: answerPage([animals, colours]),
    ...extra,
  });
}

async function findCard(name: string) {
  return within(await screen.findByRole('article', { name }, LAZY));
}

async function openNewDialog() {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'New lesson plan' }, LAZY));
  const dialog = within(await screen.findByRole('dialog', { name: 'New lesson plan' }));
  return { user, dialog };
}

/** The plan's game rows in the dialog, by their text. */
function gameRows(dialog: ReturnType<typeof within>) {
  const list = dialog.queryByRole('list', { name: 'Games, in order' });
  return list
    ? within(list)
        .getAllByRole('listitem')
        .map((row) => row.textContent?.replace(/[↑↓✕]/g, ''))
    : [];
}

async function addGame(user: ReturnType<typeof userEvent.setup>, dialog: ReturnType<typeof within>, name: string) {
  await user.selectOptions(dialog.getByRole('combobox', { name: 'Add a game' }), name);
  await user.click(dialog.getByRole('button', { name: 'Add' }));
}

describe('lesson plans page', () => {
  it('shows each plan with its class, list and games in order, and a Present link', async () => {
    mockPage([
      makePlan(),
      makePlan({ id: 4, name: 'Quiet day', class_id: null, wordlist_id: null, games: ['wordsearch'] }),
    ]);
    renderApp('/lessons', { user: pro });

    expect(await screen.findByRole('heading', { level: 1, name: 'Lesson Plans' }, LAZY)).toBeInTheDocument();
    const week = await findCard('Week 1');
    await waitFor(() => expect(week.getByText('K2 Blue')).toBeInTheDocument());
    expect(week.getByText('Animals')).toBeInTheDocument();
    const chips = within(week.getByRole('list', { name: 'Games' })).getAllByRole('listitem');
    expect(chips.map((chip) => chip.textContent)).toEqual(['1 One At A Time', '2 Word Search', '3 Fighters']);
    expect(week.getByRole('link', { name: 'Present Week 1' })).toHaveAttribute('href', '/lessons/3/present');

    const quiet = await findCard('Quiet day');
    expect(quiet.getByText('No class (no scoreboard)')).toBeInTheDocument();
    expect(quiet.getByText('The list selected when you play')).toBeInTheDocument();
  });

  it('names a public list that is not among hers by reading it', async () => {
    const { callsTo } = mockPage([makePlan({ wordlist_id: 77 })], {
      'GET /api/wordlists/77/': () => jsonResponse(200, makeWordlist({ id: 77, theme: 'Fruit (public)' })),
    });
    renderApp('/lessons', { user: pro });
    const card = await findCard('Week 1');
    await waitFor(() => expect(card.getByText('Fruit (public)')).toBeInTheDocument());
    expect(callsTo('GET /api/wordlists/77/')).toHaveLength(1);
  });

  it('says so when she has no plans, and offers to make one', async () => {
    mockPage([]);
    renderApp('/lessons', { user: pro });
    expect(await screen.findByRole('heading', { name: 'You have no lesson plans yet' }, LAZY)).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Make your first lesson plan' }));
    expect(await screen.findByRole('dialog', { name: 'New lesson plan' })).toBeInTheDocument();
  });

  it('shows a load failure with Try again', async () => {
    let fail = true;
    mockPage([], {
      [LESSONS]: () => (fail ? jsonResponse(500, {}) : jsonResponse(200, [makePlan()])),
    });
    renderApp('/lessons', { user: pro });
    expect(await screen.findByText('Your lesson plans could not be loaded.', undefined, LAZY)).toBeInTheDocument();
    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await findCard('Week 1')).toBeTruthy();
  });

  describe('the create dialog', () => {
    it('asks for a name and a game before sending anything', async () => {
      const { callsTo } = mockPage([]);
      renderApp('/lessons', { user: pro });
      const { user, dialog } = await openNewDialog();

      await user.type(dialog.getByRole('textbox', { name: 'Lesson name' }), '   ');
      await user.click(dialog.getByRole('button', { name: 'Create plan' }));
      expect(await dialog.findByText('Please give your lesson a name.')).toBeInTheDocument();
      expect(dialog.getByText('Add at least one game.')).toBeInTheDocument();
      expect(callsTo(CREATE)).toHaveLength(0);
    });

    it('creates a plan with her class, list and games in the order she set, and shows its card', async () => {
      const created = makePlan({
        id: 12,
        name: 'Week 2',
        class_id: 10,
        wordlist_id: 2,
        games: ['wordsearch', 'fighters'],
      });
      const { callsTo } = mockPage([], { [CREATE]: () => jsonResponse(201, created) });
      renderApp('/lessons', { user: pro });
      const { user, dialog } = await openNewDialog();

      await user.type(dialog.getByRole('textbox', { name: 'Lesson name' }), ' Week 2 ');
      await waitFor(() => expect(dialog.getByRole('option', { name: 'K3 Red' })).toBeInTheDocument());
      await user.selectOptions(dialog.getByRole('combobox', { name: /^Class/ }), 'K3 Red');
      await waitFor(() => expect(dialog.getByRole('option', { name: 'Colours' })).toBeInTheDocument());
      await user.selectOptions(dialog.getByRole('combobox', { name: 'Word list' }), 'Colours');
      await addGame(user, dialog, 'Fighters');
      await addGame(user, dialog, 'One At A Time');
      await addGame(user, dialog, 'Word Search');
      expect(gameRows(dialog)).toEqual(['1Fighters', '2One At A Time', '3Word Search']);

      // Word Search to the top (two moves up), One At A Time removed.
      await user.click(dialog.getByRole('button', { name: 'Move Word Search up' }));
      await user.click(dialog.getByRole('button', { name: 'Move Word Search up' }));
      expect(gameRows(dialog)).toEqual(['1Word Search', '2Fighters', '3One At A Time']);
      await user.click(dialog.getByRole('button', { name: 'Remove One At A Time' }));
      expect(gameRows(dialog)).toEqual(['1Word Search', '2Fighters']);

      await user.click(dialog.getByRole('button', { name: 'Create plan' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(callsTo(CREATE)[0]!.body).toEqual({
        name: 'Week 2',
        class_id: 10,
        wordlist_id: 2,
        games: ['wordsearch', 'fighters'],
      });
      const card = await findCard('Week 2');
      expect(card.getByText('K3 Red')).toBeInTheDocument();
      expect(card.getByText('Colours')).toBeInTheDocument();
    });

    it('moves a game with the keyboard, the focus staying on it', async () => {
      mockPage([]);
      renderApp('/lessons', { user: pro });
      const { user, dialog } = await openNewDialog();
      await addGame(user, dialog, 'Word Search');
      await addGame(user, dialog, 'Fighters');
      await addGame(user, dialog, 'Twister');

      dialog.getByRole('button', { name: 'Move Word Search down' }).focus();
      await user.keyboard('{Enter}');
      expect(gameRows(dialog)).toEqual(['1Fighters', '2Word Search', '3Twister']);
      expect(dialog.getByRole('button', { name: 'Move Word Search down' })).toHaveFocus();
      await user.keyboard(' ');
      expect(gameRows(dialog)).toEqual(['1Fighters', '2Twister', '3Word Search']);
      // At the bottom its down arrow is disabled: the up arrow has the focus.
      expect(dialog.getByRole('button', { name: 'Move Word Search down' })).toBeDisabled();
      expect(dialog.getByRole('button', { name: 'Move Word Search up' })).toHaveFocus();
    });

    it('offers only the games her plan can play, and at most 8', async () => {
      mockPage([]);
      renderApp('/lessons', { user: makeUser() });
      const { user, dialog } = await openNewDialog();
      const picker = dialog.getByRole('combobox', { name: 'Add a game' });
      const offered = within(picker)
        .getAllByRole('option')
        .map((option) => option.textContent);
      expect(offered).toContain('Word Search');
      expect(offered).toContain('Fighters Basic');
      expect(offered).not.toContain('Fighters');
      expect(offered).not.toContain('Space Fight');

      for (let i = 0; i < 8; i++) await addGame(user, dialog, 'Word Search');
      expect(gameRows(dialog)).toHaveLength(8);
      expect(dialog.getByRole('combobox', { name: 'Add a game' })).toBeDisabled();
      expect(dialog.getByText('A lesson has at most 8 games.')).toBeInTheDocument();
    });

    it('offers every one of her lists, page after page', async () => {
      const { callsTo } = mockPage([], {
        [WL.mine(0)]: answerPage(manyWordlists(50, 1), 60),
        [WL.mine(50)]: answerPage(manyWordlists(10, 51), 60),
      });
      renderApp('/lessons', { user: pro });
      const { dialog } = await openNewDialog();
      await waitFor(() => expect(dialog.getByRole('option', { name: 'List 60' })).toBeInTheDocument());
      expect(within(dialog.getByRole('combobox', { name: 'Word list' })).getAllByRole('option')).toHaveLength(61);
      expect(callsTo(WL.mine(50))).toHaveLength(1);
    });

    it('tells her where to make a class when she has none', async () => {
      mockPage([], { [CLASSES]: () => jsonResponse(200, []) });
      renderApp('/lessons', { user: pro });
      const { dialog } = await openNewDialog();
      expect(
        await dialog.findByText('You have no classes yet: make one on My Classes, then choose it here.'),
      ).toBeInTheDocument();
      expect(
        within(dialog.getByRole('combobox', { name: /^Class/ }))
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['No class (no scoreboard)']);
    });

    it("shows the server's refusal under its field", async () => {
      const { callsTo } = mockPage([], {
        [CREATE]: () =>
          jsonResponse(400, { class_id: [ClassMessage.classNotFound], codes: { class_id: ['classes.classNotFound'] } }),
      });
      renderApp('/lessons', { user: pro });
      const { user, dialog } = await openNewDialog();
      await user.type(dialog.getByRole('textbox', { name: 'Lesson name' }), 'Week 5');
      await waitFor(() => expect(dialog.getByRole('option', { name: 'K2 Blue' })).toBeInTheDocument());
      await user.selectOptions(dialog.getByRole('combobox', { name: /^Class/ }), 'K2 Blue');
      await addGame(user, dialog, 'Word Search');
      await user.click(dialog.getByRole('button', { name: 'Create plan' }));

      expect(await dialog.findByText('Class not found.')).toBeInTheDocument();
      expect(dialog.getByRole('combobox', { name: /^Class/ })).toHaveAttribute('aria-invalid', 'true');
      expect(callsTo(CREATE)).toHaveLength(1);
      expect(screen.getByRole('dialog', { name: 'New lesson plan' })).toBeInTheDocument();
    });
  });

  it('edits a plan: the dialog starts from it and sends the whole plan', async () => {
    const plan = makePlan();
    const { callsTo } = mockPage([plan], {
      [patchOf(3)]: (request) => jsonResponse(200, { ...plan, ...(request.body as object) }),
    });
    renderApp('/lessons', { user: pro });
    const user = userEvent.setup();
    await user.click((await findCard('Week 1')).getByRole('button', { name: 'Edit: Week 1' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit lesson plan' }));
    expect(dialog.getByRole('textbox', { name: 'Lesson name' })).toHaveValue('Week 1');
    expect(gameRows(dialog)).toEqual(['1One At A Time', '2Word Search', '3Fighters']);
    await waitFor(() => expect(dialog.getByRole('combobox', { name: /^Class/ })).toHaveValue('9'));

    await user.click(dialog.getByRole('button', { name: 'Move Fighters up' }));
    await user.clear(dialog.getByRole('textbox', { name: 'Lesson name' }));
    await user.type(dialog.getByRole('textbox', { name: 'Lesson name' }), 'Week 1 (again)');
    await user.click(dialog.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(callsTo(patchOf(3))).toHaveLength(1));
    expect(callsTo(patchOf(3))[0]!.body).toEqual({
      name: 'Week 1 (again)',
      class_id: 9,
      wordlist_id: 1,
      games: ['oneatatime', 'fighters', 'wordsearch'],
    });
    const card = await findCard('Week 1 (again)');
    const chips = within(card.getByRole('list', { name: 'Games' })).getAllByRole('listitem');
    expect(chips.map((chip) => chip.textContent)).toEqual(['1 One At A Time', '2 Fighters', '3 Word Search']);
  });

  it('deletes a plan after asking, and not when she cancels', async () => {
    const { callsTo } = mockPage([makePlan(), makePlan({ id: 4, name: 'Other' })], {
      [deleteOf(3)]: () => new Response(null, { status: 204 }),
    });
    renderApp('/lessons', { user: pro });
    const user = userEvent.setup();

    await user.click((await findCard('Week 1')).getByRole('button', { name: 'Delete: Week 1' }));
    let confirm = within(await screen.findByRole('dialog', { name: 'Delete Week 1?' }));
    await user.click(confirm.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(callsTo(deleteOf(3))).toHaveLength(0);

    await user.click((await findCard('Week 1')).getByRole('button', { name: 'Delete: Week 1' }));
    confirm = within(await screen.findByRole('dialog', { name: 'Delete Week 1?' }));
    await user.click(confirm.getByRole('button', { name: 'Delete plan' }));
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Week 1' })).not.toBeInTheDocument());
    expect(callsTo(deleteOf(3))).toHaveLength(1);
    expect(screen.getByRole('article', { name: 'Other' })).toBeInTheDocument();
  });

  it('keeps the plan and says why when deleting fails', async () => {
    mockPage([makePlan()], { [deleteOf(3)]: () => jsonResponse(404, { detail: 'Not found.' }) });
    renderApp('/lessons', { user: pro });
    const user = userEvent.setup();
    await user.click((await findCard('Week 1')).getByRole('button', { name: 'Delete: Week 1' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Delete Week 1?' })).getByRole('button', {
        name: 'Delete plan',
      }),
    );
    expect(await screen.findByText('The plan could not be deleted.')).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Week 1' })).toBeInTheDocument();
  });
});
