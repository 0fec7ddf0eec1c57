import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { selectedWordlistKey, WordlistMessage } from '@playwords/common';
import { jsonResponse, mockFetch, networkFailure, pending } from '../../test/fetch-mock';
import { makeUser } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';
import { answerPage, makeWordlist, WL } from '../../test/wordlists';

const existing = makeWordlist({ id: 1, theme: 'Colours', words: ['red', 'blue'] });
/** A teacher whose plan includes publishing. */
const proTeacher = makeUser({ current_plan_type: 'PRO', has_active_plan: true });
const PUBLISH = 'Publish online for others to use';

async function openForm() {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'CREATE NEW WORDLIST' }));
  const form = within(screen.getByRole('region', { name: 'Create a new wordlist' }));
  return { user, form };
}

/** Types into the words box; braces and brackets are literal text here. */
async function typeWords(user: ReturnType<typeof userEvent.setup>, box: HTMLElement, text: string) {
  await user.clear(box);
  await user.click(box);
  await user.paste(text);
}

describe('create wordlist form', () => {
  it('is toggled by CREATE NEW WORDLIST / CANCEL CREATE', async () => {
    mockFetch({ [WL.mine()]: answerPage([existing]) });
    renderApp('/my-wordlists', { user: makeUser() });
    const { user } = await openForm();

    expect(screen.getByRole('button', { name: 'CANCEL CREATE' })).toHaveAttribute('aria-expanded', 'true');
    await user.click(screen.getByRole('button', { name: 'CANCEL CREATE' }));

    expect(screen.queryByRole('region', { name: 'Create a new wordlist' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'CREATE NEW WORDLIST' })).toBeInTheDocument();
  });

  it.each([
    ['', '0 words'],
    ['cat', '1 word'],
    ['cat, dog, bird', '3 words'],
    ['cat,dog.bird', '3 words'],
    ['猫、犬。鳥', '3 words'],
    ['りんご，みかん．ぶどう', '3 words'],
    ['apple；banana　cherry', '3 words'],
    ['"ice cream", cake', '2 words'],
    ["'ice cream' cake", '2 words'],
    ['“teddy bear” ‘jack in the box’ 「お 茶」', '3 words'],
    ['cat cat Cat', '3 words'],
  ])('counts %j live as %s', async (text, count) => {
    mockFetch({ [WL.mine()]: answerPage([existing]) });
    renderApp('/my-wordlists', { user: makeUser() });
    const { user, form } = await openForm();

    await typeWords(user, form.getByRole('textbox', { name: 'Words' }), text);

    expect(form.getByTestId('word-count')).toHaveTextContent(new RegExp(`^${count}$`));
  });

  it('asks for a theme and a word before sending anything', async () => {
    const { callsTo } = mockFetch({ [WL.mine()]: answerPage([existing]) });
    renderApp('/my-wordlists', { user: makeUser() });
    const { user, form } = await openForm();

    await user.click(form.getByRole('button', { name: 'Create Wordlist' }));

    expect(form.getByRole('textbox', { name: 'Theme' })).toHaveAccessibleDescription(
      'Please give your wordlist a theme or name.',
    );
    expect(form.getByText('Enter at least one word.')).toBeInTheDocument();
    expect(callsTo(WL.create)).toHaveLength(0);

    // Separators and quotes alone are no words.
    await user.type(form.getByRole('textbox', { name: 'Theme' }), 'Farm');
    await typeWords(user, form.getByRole('textbox', { name: 'Words' }), ' , 。 "" ');
    await user.click(form.getByRole('button', { name: 'Create Wordlist' }));

    expect(form.queryByText('Please give your wordlist a theme or name.')).not.toBeInTheDocument();
    expect(form.getByText('Enter at least one word.')).toBeInTheDocument();
    expect(callsTo(WL.create)).toHaveLength(0);
  });

  it('clears the theme or words error when she changes that field, and only that one', async () => {
    mockFetch({ [WL.mine()]: answerPage([existing]) });
    renderApp('/my-wordlists', { user: makeUser() });
    const { user, form } = await openForm();
    const theme = form.getByRole('textbox', { name: 'Theme' });
    const words = form.getByRole('textbox', { name: 'Words' });

    await user.click(form.getByRole('button', { name: 'Create Wordlist' }));
    await user.type(theme, 'Farm');
    expect(theme).toHaveAccessibleDescription('');
    expect(theme).not.toHaveAttribute('aria-invalid');
    expect(form.getByText('Enter at least one word.')).toBeInTheDocument();
    await typeWords(user, words, 'cow');
    expect(form.queryByText('Enter at least one word.')).not.toBeInTheDocument();
    expect(words).not.toHaveAttribute('aria-invalid');
  });

  it.each([
    [false, true],
    [true, false],
  ])(
    'sends lowercased, de-duplicated words with is_private inverted (publish %s → is_private %s)',
    async (publish, isPrivate) => {
      const created = makeWordlist({ id: 55, theme: 'Farm', words: ['cow', 'pig', 'ice cream'] });
      const { callsTo } = mockFetch({
        [WL.mine()]: answerPage([existing]),
        [WL.create]: () => jsonResponse(201, created),
      });
      renderApp('/my-wordlists', { user: proTeacher });
      const { user, form } = await openForm();

      await user.type(form.getByRole('textbox', { name: 'Theme' }), '  Farm ');
      await typeWords(user, form.getByRole('textbox', { name: 'Words' }), 'Cow, PIG, cow "Ice Cream"');
      if (publish) await user.click(form.getByRole('checkbox', { name: 'Publish online for others to use' }));
      await user.click(form.getByRole('button', { name: 'Create Wordlist' }));

      await waitFor(() => expect(callsTo(WL.create)).toHaveLength(1));
      expect(callsTo(WL.create)[0]!.body).toEqual({
        theme: 'Farm',
        words: ['cow', 'pig', 'ice cream'],
        is_private: isPrivate,
        // Each word's picture: the dictionary's first, as she did not pick another.
        pictures: ['emoji:cow', 'emoji:pig', 'emoji:soft-ice-cream'],
      });
    },
  );

  it('offers the publish box only to a teacher who may publish; Basic is told where sharing comes from', async () => {
    const created = makeWordlist({ id: 55, theme: 'Farm', words: ['cow'] });
    const { callsTo } = mockFetch({
      [WL.mine()]: answerPage([existing]),
      [WL.create]: () => jsonResponse(201, created),
    });
    renderApp('/my-wordlists', { user: makeUser() });
    const { user, form } = await openForm();

    expect(form.queryByRole('checkbox', { name: PUBLISH })).not.toBeInTheDocument();
    expect(form.getByText(/Sharing lists with other teachers comes with Pro and Premium\./)).toBeInTheDocument();
    expect(form.getByRole('link', { name: 'See the plans' })).toHaveAttribute('href', '/plans');

    await user.type(form.getByRole('textbox', { name: 'Theme' }), 'Farm');
    await typeWords(user, form.getByRole('textbox', { name: 'Words' }), 'cow');
    await user.click(form.getByRole('button', { name: 'Create Wordlist' }));

    await waitFor(() => expect(callsTo(WL.create)).toHaveLength(1));
    expect(callsTo(WL.create)[0]!.body).toMatchObject({ is_private: true });
  });

  it.each([
    ['PRO', true],
    ['PRE', true],
    ['VIP', true],
    [null, false],
  ] as const)('with plan %s, shows the publish box: %s', async (plan, shown) => {
    mockFetch({ [WL.mine()]: answerPage([existing]) });
    renderApp('/my-wordlists', { user: makeUser({ current_plan_type: plan, has_active_plan: plan !== null }) });
    const { form } = await openForm();

    expect(form.queryAllByRole('checkbox', { name: PUBLISH })).toHaveLength(shown ? 1 : 0);
  });

  it('keeps her theme, words and choice with the reason when the server refuses the list', async () => {
    const { callsTo } = mockFetch({
      [WL.mine()]: answerPage([existing]),
      // Her plan ended since the page loaded: publishing is refused, and nothing was created.
      [WL.create]: () => jsonResponse(403, { detail: WordlistMessage.publishNeedsPlanTrial }),
    });
    const { queryClient } = renderApp('/my-wordlists', { user: proTeacher });
    const { user, form } = await openForm();

    await user.type(form.getByRole('textbox', { name: 'Theme' }), 'Farm');
    await typeWords(user, form.getByRole('textbox', { name: 'Words' }), 'cow, pig "ice cream"');
    await user.click(form.getByRole('checkbox', { name: PUBLISH }));
    await user.click(form.getByRole('button', { name: 'Create Wordlist' }));

    expect(await form.findByRole('alert')).toHaveTextContent(WordlistMessage.publishNeedsPlanTrial);
    expect(callsTo(WL.create)).toHaveLength(1);
    expect(form.getByRole('textbox', { name: 'Theme' })).toHaveValue('Farm');
    expect(form.getByRole('textbox', { name: 'Words' })).toHaveValue('cow, pig "ice cream"');
    expect(form.getByRole('checkbox', { name: PUBLISH })).toBeChecked();
    expect(form.getByTestId('word-count')).toHaveTextContent('3 words');
    expect(screen.queryByRole('article', { name: 'Farm' })).not.toBeInTheDocument();
    expect(queryClient.getQueryData<{ selected_wordlist: number | null }>(['me'])?.selected_wordlist).toBeNull();
  });

  it('on 201 appends the new list, selects it and closes the form', async () => {
    const created = makeWordlist({ id: 55, theme: 'Farm', words: ['cow', 'pig'] });
    mockFetch({
      [WL.mine()]: answerPage([existing]),
      [WL.create]: () => jsonResponse(201, created),
    });
    renderApp('/my-wordlists', { user: makeUser({ selected_wordlist: 1 }) });
    const { user, form } = await openForm();

    await user.type(form.getByRole('textbox', { name: 'Theme' }), 'Farm');
    await typeWords(user, form.getByRole('textbox', { name: 'Words' }), 'cow pig');
    await user.click(form.getByRole('button', { name: 'Create Wordlist' }));

    const card = await screen.findByRole('article', { name: 'Farm' });
    const cards = screen.getAllByRole('article').map((article) => article.getAttribute('aria-label'));
    expect(cards).toEqual(['Colours', 'Farm']);
    expect(within(card).getByRole('button', { name: 'Selected' })).toBeDisabled();
    expect(
      within(screen.getByRole('article', { name: 'Colours' })).getByRole('button', { name: 'Select' }),
    ).toBeEnabled();
    expect(within(screen.getByRole('region', { name: 'Selected wordlist' })).getByText('Farm')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Create a new wordlist' })).not.toBeInTheDocument();
  });

  it('on a device that keeps its own selection, a new list is selected on the device too', async () => {
    const created = makeWordlist({ id: 55, theme: 'Farm', words: ['cow'] });
    localStorage.setItem(selectedWordlistKey(7), '1');
    mockFetch({
      [WL.mine()]: answerPage([existing]),
      [WL.create]: () => jsonResponse(201, created),
    });
    renderApp('/my-wordlists', { user: makeUser({ max_sessions_allowed: 3, selected_wordlist: 1 }) });
    const { user, form } = await openForm();

    await user.type(form.getByRole('textbox', { name: 'Theme' }), 'Farm');
    await typeWords(user, form.getByRole('textbox', { name: 'Words' }), 'cow');
    await user.click(form.getByRole('button', { name: 'Create Wordlist' }));

    await screen.findByRole('article', { name: 'Farm' });
    expect(localStorage.getItem(selectedWordlistKey(7))).toBe('55');
    expect(screen.queryByRole('button', { name: 'select on all devices' })).not.toBeInTheDocument();
  });

  it('shows the server field errors under their fields', async () => {
    mockFetch({
      [WL.mine()]: answerPage([existing]),
      [WL.create]: () =>
        jsonResponse(400, {
          theme: ['Ensure this field has no more than 100 characters.'],
          words: ['Each word or phrase can have at most 50 characters.'],
        }),
    });
    renderApp('/my-wordlists', { user: makeUser() });
    const { user, form } = await openForm();

    await user.type(form.getByRole('textbox', { name: 'Theme' }), 'Farm');
    await typeWords(user, form.getByRole('textbox', { name: 'Words' }), 'cow');
    await user.click(form.getByRole('button', { name: 'Create Wordlist' }));

    expect(await form.findByText('Ensure this field has no more than 100 characters.')).toBeInTheDocument();
    expect(form.getByRole('textbox', { name: 'Theme' })).toHaveAttribute('aria-invalid', 'true');
    expect(form.getByRole('textbox', { name: 'Words' })).toHaveAccessibleDescription(
      /Each word or phrase can have at most 50 characters\./,
    );
  });

  it('says when the servers could not be reached, and keeps what she typed', async () => {
    mockFetch({ [WL.mine()]: answerPage([existing]), [WL.create]: networkFailure });
    renderApp('/my-wordlists', { user: makeUser() });
    const { user, form } = await openForm();

    await user.type(form.getByRole('textbox', { name: 'Theme' }), 'Farm');
    await typeWords(user, form.getByRole('textbox', { name: 'Words' }), 'cow');
    await user.click(form.getByRole('button', { name: 'Create Wordlist' }));

    expect(await form.findByRole('alert')).toHaveTextContent(
      'Unable to contact the servers. Check your internet connection or try again later.',
    );
    expect(form.getByRole('textbox', { name: 'Theme' })).toHaveValue('Farm');
  });

  it('sends once while the request is in flight', async () => {
    const { callsTo } = mockFetch({ [WL.mine()]: answerPage([existing]), [WL.create]: () => pending() });
    renderApp('/my-wordlists', { user: makeUser() });
    const { user, form } = await openForm();

    await user.type(form.getByRole('textbox', { name: 'Theme' }), 'Farm');
    await typeWords(user, form.getByRole('textbox', { name: 'Words' }), 'cow');
    await user.click(form.getByRole('button', { name: 'Create Wordlist' }));
    await user.click(form.getByRole('button', { name: 'Create Wordlist' }));

    await waitFor(() => expect(callsTo(WL.create)).toHaveLength(1));
  });
});
