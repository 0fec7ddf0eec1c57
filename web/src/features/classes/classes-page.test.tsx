import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ClassMessage, type ClassDto } from '@playwords/common';
import { jsonResponse, mockFetch } from '../../test/fetch-mock';
import { makeUser } from '../../test/fixtures';
import { LAZY, renderApp } from '../../test/render-app';
import { answer, CL, makeClass, makeSummary, makeTeam } from './class-fixtures';

const k2 = makeClass();
const p3 = makeClass({
  id: 6,
  name: 'P3 Stars',
  teams: [makeTeam({ id: 'u1', name: 'Owls', colour: 'green', shape: 'star' })],
});

async function findCard(name: string) {
  return within(await screen.findByRole('article', { name }, LAZY));
}

describe('My Classes', () => {
  it('lists her classes with their teams, badges and all-time points', async () => {
    const { callsTo } = mockFetch({
      [CL.list]: answer([makeSummary(k2), makeSummary(p3, [{ team_id: 'u1', lesson: 0, all_time: 42 }])]),
    });
    renderApp('/classes', { user: makeUser() });

    expect(await screen.findByRole('heading', { level: 1, name: 'My Classes' }, LAZY)).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('My Classes | PlayWords'));
    const card = await findCard('K2 Blue');
    expect(card.getByRole('link', { name: 'K2 Blue' })).toHaveAttribute('href', '/classes/5');
    expect(card.getByText('2 teams')).toBeInTheDocument();
    const teams = card.getAllByRole('listitem');
    await waitFor(() => expect(teams[0]).toHaveTextContent('Lions10'));
    expect(teams[1]).toHaveTextContent('Tigers20');
    expect(within(teams[0]!).getByRole('img', { name: 'Red circle' })).toBeInTheDocument();
    expect(within(teams[1]!).getByRole('img', { name: 'Blue square' })).toBeInTheDocument();
    const other = await findCard('P3 Stars');
    expect(other.getByText('1 team')).toBeInTheDocument();
    await waitFor(() => expect(other.getByRole('listitem')).toHaveTextContent('Owls42'));
    expect(other.getByRole('img', { name: 'Green star' })).toBeInTheDocument();
    // One call for the list and every card's points: no scoreboard per class.
    expect(callsTo(CL.scoreboard(5))).toHaveLength(0);
    expect(callsTo(CL.scoreboard(6))).toHaveLength(0);
  });

  it('explains what a class is for when she has none, and says so when the list fails', async () => {
    mockFetch({ [CL.list]: answer([]) });
    const { unmount } = renderApp('/classes', { user: makeUser() });
    expect(await screen.findByRole('heading', { name: 'You have no classes yet' }, LAZY)).toBeInTheDocument();
    expect(screen.getByText(/every game you play with it adds to one scoreboard/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Make your first class' })).toBeInTheDocument();
    unmount();

    mockFetch({ [CL.list]: answer({ detail: 'Server error.' }, 500) });
    renderApp('/classes', { user: makeUser() });
    expect(await screen.findByText('Your classes could not be loaded.', {}, LAZY)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('creates a class: two teams to start with, her mistakes shown before sending, then the server’s, then saved', async () => {
    const created = makeClass({ id: 9, name: 'K1 Red' });
    let answerWith: () => Response = () => jsonResponse(400, { name: [ClassMessage.nameTooLong] });
    const { callsTo } = mockFetch({
      [CL.list]: answer([]),
      [CL.create]: () => answerWith(),
    });
    renderApp('/classes', { user: makeUser() });
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Make your first class' }, LAZY));
    const dialog = within(await screen.findByRole('dialog', { name: 'New class' }));
    expect(dialog.getByRole('group', { name: /Team 1/ })).toBeInTheDocument();
    const team1 = within(dialog.getByRole('group', { name: /Team 1/ }));
    const team2 = within(dialog.getByRole('group', { name: /Team 2/ }));
    expect(team1.getByLabelText('Team name')).toHaveValue('Red');
    expect(team1.getByRole('radio', { name: 'Red' })).toBeChecked();
    expect(team1.getByRole('radio', { name: 'Circle' })).toBeChecked();
    expect(team2.getByLabelText('Team name')).toHaveValue('Blue');
    expect(team2.getByRole('radio', { name: 'Blue' })).toBeChecked();
    expect(team2.getByRole('radio', { name: 'Square' })).toBeChecked();
    expect(team1.getAllByRole('radio')).toHaveLength(12);
    expect(dialog.getAllByText(/Only first names\. Nothing else about a child is kept\./)).toHaveLength(2);

    // Her own mistakes: no name, two teams called alike.
    await user.clear(team2.getByLabelText('Team name'));
    await user.type(team2.getByLabelText('Team name'), 'red ');
    await user.click(dialog.getByRole('button', { name: 'Create class' }));
    expect(dialog.getByLabelText('Class name')).toHaveAccessibleDescription(ClassMessage.nameRequired);
    expect(team2.getByLabelText('Team name')).toHaveAccessibleDescription(ClassMessage.teamNamesRepeated);
    expect(callsTo(CL.create)).toHaveLength(0);

    // Fixed; the server still refuses the name.
    await user.type(dialog.getByLabelText('Class name'), 'K1 Red');
    await user.clear(team2.getByLabelText('Team name'));
    await user.type(team2.getByLabelText('Team name'), 'Sharks');
    await user.click(team2.getByRole('radio', { name: 'Teal' }));
    await user.click(team2.getByRole('radio', { name: 'Star' }));
    await user.type(team2.getByLabelText(/first names/), 'Ann, Ben{Enter}Cara');
    await user.click(dialog.getByRole('button', { name: 'Create class' }));
    await waitFor(() =>
      expect(dialog.getByLabelText('Class name')).toHaveAccessibleDescription(ClassMessage.nameTooLong),
    );
    expect(callsTo(CL.create)).toHaveLength(1);

    answerWith = () => jsonResponse(201, created);
    await user.click(dialog.getByRole('button', { name: 'Create class' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(callsTo(CL.create)[1]!.body).toEqual({
      name: 'K1 Red',
      teams: [
        { name: 'Red', colour: 'red', shape: 'circle', pupils: [] },
        { name: 'Sharks', colour: 'teal', shape: 'star', pupils: ['Ann', 'Ben', 'Cara'] },
      ],
    });
    expect(await findCard('K1 Red')).toBeTruthy();
  });

  it('checks first names and the number of teams before sending', async () => {
    const { callsTo } = mockFetch({ [CL.list]: answer([]) });
    renderApp('/classes', { user: makeUser() });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Make your first class' }, LAZY));
    const dialog = within(await screen.findByRole('dialog', { name: 'New class' }));
    await user.type(dialog.getByLabelText('Class name'), 'K2');

    await user.click(dialog.getByRole('button', { name: 'Add a team' }));
    await user.click(dialog.getByRole('button', { name: 'Add a team' }));
    expect(dialog.queryByRole('button', { name: 'Add a team' })).toBeNull();
    const team3 = within(dialog.getByRole('group', { name: /Team 3/ }));
    expect(team3.getByLabelText('Team name')).toHaveValue('Yellow');
    expect(team3.getByRole('radio', { name: 'Triangle' })).toBeChecked();
    const team4 = within(dialog.getByRole('group', { name: /Team 4/ }));
    expect(team4.getByRole('radio', { name: 'Green' })).toBeChecked();
    await user.click(team4.getByRole('button', { name: 'Remove Green' }));
    expect(dialog.queryByRole('group', { name: /Team 4/ })).toBeNull();

    await user.click(team3.getByLabelText(/first names/));
    await user.paste(`Ann\n${'A'.repeat(31)}`);
    await user.click(dialog.getByRole('button', { name: 'Create class' }));
    expect(team3.getByLabelText(/first names/)).toHaveAccessibleDescription(
      expect.stringContaining(ClassMessage.pupilNameTooLong),
    );
    expect(callsTo(CL.create)).toHaveLength(0);
  });

  it('edits a class: its teams keep their ids, a new one has none, and the server’s team message shows', async () => {
    const saved: ClassDto = { ...k2, name: 'K2 Green' };
    let patchAnswer: () => Response = () => jsonResponse(400, { teams: [ClassMessage.badTeamId] });
    const { callsTo } = mockFetch({
      [CL.list]: answer([makeSummary(k2)]),
      [CL.patch(5)]: () => patchAnswer(),
    });
    renderApp('/classes', { user: makeUser() });
    const user = userEvent.setup();

    const card = await findCard('K2 Blue');
    await user.click(card.getByRole('button', { name: 'Edit: K2 Blue' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit class' }));
    expect(dialog.getByLabelText('Class name')).toHaveValue('K2 Blue');
    const team2 = within(dialog.getByRole('group', { name: /Team 2/ }));
    expect(team2.getByLabelText(/first names/)).toHaveValue('Ann\nBen');
    await user.clear(dialog.getByLabelText('Class name'));
    await user.type(dialog.getByLabelText('Class name'), 'K2 Green');
    await user.clear(within(dialog.getByRole('group', { name: /Team 1/ })).getByLabelText('Team name'));
    await user.type(within(dialog.getByRole('group', { name: /Team 1/ })).getByLabelText('Team name'), 'Pumas');
    await user.click(dialog.getByRole('button', { name: 'Add a team' }));
    await user.click(dialog.getByRole('button', { name: 'Save' }));

    expect(await dialog.findByText(ClassMessage.badTeamId)).toBeInTheDocument();
    patchAnswer = () => jsonResponse(200, saved);
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(callsTo(CL.patch(5))[1]!.body).toEqual({
      name: 'K2 Green',
      teams: [
        { id: 't1', name: 'Pumas', colour: 'red', shape: 'circle', pupils: [] },
        { id: 't2', name: 'Tigers', colour: 'blue', shape: 'square', pupils: ['Ann', 'Ben'] },
        { name: 'Yellow', colour: 'yellow', shape: 'triangle', pupils: [] },
      ],
    });
    expect(await findCard('K2 Green')).toBeTruthy();
  });

  it('deletes a class after she confirms', async () => {
    const { callsTo } = mockFetch({
      [CL.list]: answer([makeSummary(k2), makeSummary(p3)]),
      [CL.remove(6)]: () => new Response(null, { status: 204 }),
    });
    renderApp('/classes', { user: makeUser() });
    const user = userEvent.setup();

    await user.click((await findCard('P3 Stars')).getByRole('button', { name: 'Delete: P3 Stars' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Delete P3 Stars?' }));
    await user.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(callsTo(CL.remove(6))).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Delete: P3 Stars' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete class' }));
    await waitFor(() => expect(screen.queryByRole('article', { name: 'P3 Stars' })).not.toBeInTheDocument());
    expect(callsTo(CL.remove(6))).toHaveLength(1);
    expect(screen.getByRole('article', { name: 'K2 Blue' })).toBeInTheDocument();
  });
});
