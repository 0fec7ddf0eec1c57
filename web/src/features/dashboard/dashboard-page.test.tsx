import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { selectedWordlistKey, type UserDto } from '@playwords/common';
import { jsonResponse, mockFetch } from '../../test/fetch-mock';
import { makeUser } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';
import { answerPage, makeWordlist, WL } from '../../test/wordlists';

const animals = makeWordlist({
  id: 1,
  theme: 'Animals',
  words: ['cat', 'dog', 'bird', 'fish', 'cow', 'pig', 'hen', 'duck', 'goat', 'horse'],
});
const colours = makeWordlist({ id: 2, theme: 'Colours', words: ['red', 'blue'] });
const saved = makeWordlist({
  id: 9,
  theme: 'Fruit',
  words: ['apple'],
  created_by: { id: 21, username: 'playwords', display_name: '' },
});

async function panel() {
  return within(await screen.findByRole('region', { name: 'Your word lists' }));
}

describe('dashboard word-list panel', () => {
  it('shows the selected list with a few of its words, and a link to My Wordlists', async () => {
    mockFetch({ [WL.mine()]: answerPage([animals, colours]) });
    renderApp('/', { user: makeUser({ selected_wordlist: 1 }) });

    const selected = within(await (await panel()).findByTestId('selected-wordlist'));
    expect(selected.getByText('Animals')).toBeInTheDocument();
    expect(selected.getByText('cat, dog, bird, fish, cow, pig, hen, duck … and 2 more')).toBeInTheDocument();
    expect((await panel()).getByRole('link', { name: 'Manage My Wordlists' })).toHaveAttribute('href', '/my-wordlists');
    expect((await panel()).getByRole('link', { name: 'My Classes' })).toHaveAttribute('href', '/classes');
    expect((await panel()).getByRole('link', { name: 'Lesson Plans' })).toHaveAttribute('href', '/lessons');
    expect(screen.queryByText('You have no wordlists yet!')).not.toBeInTheDocument();
  });

  it('switches lists among her own and saved ones, saving the choice on the server', async () => {
    const { callsTo } = mockFetch({
      [WL.mine()]: answerPage([animals, colours, saved]),
      [WL.select(9)]: () => jsonResponse(200, {}),
    });
    const { queryClient } = renderApp('/', { user: makeUser({ selected_wordlist: 1 }) });
    const box = await (await panel()).findByRole('combobox', { name: 'Switch wordlist' });
    expect(
      within(box)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Animals', 'Colours', 'Fruit']);

    await userEvent.setup().selectOptions(box, 'Fruit');

    expect(await (await panel()).findByText('apple')).toBeInTheDocument();
    await waitFor(() => expect(callsTo(WL.select(9))).toHaveLength(1));
    expect((queryClient.getQueryData(['me']) as UserDto).selected_wordlist).toBe(9);
  });

  it("keeps the choice on a Premium teacher's device, with 'select on all devices'", async () => {
    const { callsTo } = mockFetch({
      [WL.mine()]: answerPage([animals, colours]),
      [WL.select(2)]: () => jsonResponse(200, {}),
    });
    renderApp('/', { user: makeUser({ max_sessions_allowed: 3, selected_wordlist: 1 }) });
    const user = userEvent.setup();

    await user.selectOptions(await (await panel()).findByRole('combobox', { name: 'Switch wordlist' }), 'Colours');

    expect(localStorage.getItem(selectedWordlistKey(7))).toBe('2');
    expect(callsTo(WL.select(2))).toHaveLength(0);
    await user.click((await panel()).getByRole('button', { name: 'select on all devices' }));
    await waitFor(() => expect(callsTo(WL.select(2))).toHaveLength(1));
  });

  it('asks her to choose when no list is selected', async () => {
    mockFetch({ [WL.mine()]: answerPage([animals]) });
    renderApp('/', { user: makeUser({ selected_wordlist: null }) });

    expect(await (await panel()).findByText('No wordlist is selected yet: choose one below.')).toBeInTheDocument();
    expect((await panel()).getByRole('combobox', { name: 'Switch wordlist' })).toHaveValue('');
  });

  it('prompts a teacher with no lists to create some, with a button to My Wordlists', async () => {
    mockFetch({ [WL.mine()]: answerPage([]) });
    renderApp('/', { user: makeUser() });

    const banner = within(await screen.findByRole('region', { name: 'Create your first wordlist' }));
    expect(banner.getByText('You have no wordlists yet!')).toBeInTheDocument();
    expect(banner.getByRole('link', { name: 'Create Your Wordlists' })).toHaveAttribute('href', '/my-wordlists');
    expect(screen.queryByText('Pick a word list, then pick a game!')).not.toBeInTheDocument();
    expect((await panel()).getByRole('link', { name: 'Create A Wordlist' })).toHaveAttribute('href', '/my-wordlists');
  });

  it('keeps the usual banner and the games panel when she has lists', async () => {
    mockFetch({ [WL.mine()]: answerPage([animals]) });
    renderApp('/', { user: makeUser({ selected_wordlist: 1 }) });

    await (await panel()).findByTestId('selected-wordlist');
    expect(screen.getByText('Pick a word list, then pick a game!')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Create your first wordlist' })).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Games' })).toBeInTheDocument();
  });

  it('asks a user without a valid e-mail to activate it, without loading lists', async () => {
    const { callsTo } = mockFetch({});
    renderApp('/', { user: makeUser({ has_valid_email: false }) });

    expect(await (await panel()).findByRole('link', { name: 'Activate your e-mail' })).toHaveAttribute(
      'href',
      '/activate/reminder',
    );
    expect(callsTo(WL.mine())).toHaveLength(0);
    expect(screen.queryByRole('region', { name: 'Create your first wordlist' })).not.toBeInTheDocument();
  });
});
