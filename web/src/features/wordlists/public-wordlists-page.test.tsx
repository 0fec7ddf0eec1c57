import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { UserDto } from '@playwords/common';
import { jsonResponse, mockFetch } from '../../test/fetch-mock';
import { makeUser } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';
import { answerPage, makeWordlist, manyWordlists, WL, wordlistPage } from '../../test/wordlists';

const ME = 'GET /api/users/me/';
const official = makeWordlist({
  id: 3,
  theme: 'Farm Animals',
  words: ['cow', 'pig', 'sheep'],
  likes: 4,
  is_private: false,
  has_been_published: true,
  created_by: { id: 21, username: 'playwords', display_name: 'PlayWords' },
});
const byTom = makeWordlist({
  id: 4,
  theme: 'Zoo Animals',
  words: ['lion', 'tiger'],
  likes: 1,
  is_private: false,
  has_been_published: true,
  created_by: { id: 30, username: 'teacher_tom', display_name: '' },
});
const mine = makeWordlist({
  id: 5,
  theme: 'My Animals',
  words: ['cat', 'dog'],
  is_private: false,
  has_been_published: true,
  created_by: { id: 7, username: 'miss_lee', display_name: 'Miss Lee' },
});

function card(theme: string) {
  return within(screen.getByRole('article', { name: theme }));
}

async function search(text: string) {
  const user = userEvent.setup();
  const box = await screen.findByRole('textbox', { name: 'Search Your Wordlists' });
  await user.clear(box);
  await user.type(box, `${text}{Enter}`);
  return user;
}

describe('public wordlists page', () => {
  it('shows the title, the banner, the way back to My Wordlists and the search box', async () => {
    mockFetch({ [WL.search()]: answerPage([]) });
    renderApp('/public-wordlists', { user: makeUser() });

    expect(await screen.findByRole('heading', { level: 1, name: 'Public Wordlists' })).toBeInTheDocument();
    expect(screen.getByText('Find wordlists others have published!')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back To My Wordlists' })).toHaveAttribute('href', '/my-wordlists');
    expect(screen.getByRole('textbox', { name: 'Search Your Wordlists' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Public Wordlists | PlayWords'));
  });

  it('shows the public lists, most liked first as the server sends them, before she searches', async () => {
    const { callsTo } = mockFetch({ [WL.search()]: answerPage([official, byTom, mine]) });
    renderApp('/public-wordlists', { user: makeUser() });

    await screen.findByRole('article', { name: 'Farm Animals' });
    expect(callsTo(WL.search())[0]!.body).toEqual({ query: '', public: true });
    expect(screen.getAllByRole('article').map((a) => a.getAttribute('aria-label'))).toEqual([
      'Farm Animals',
      'Zoo Animals',
      'My Animals',
    ]);
    expect(screen.getByRole('heading', { name: 'Most liked first' })).toBeInTheDocument();
    expect(card('Farm Animals').getByRole('button', { name: 'Add To List' })).toBeEnabled();
  });

  it('offers LOAD MORE on the public lists before any search, 50 at a time', async () => {
    const { callsTo } = mockFetch({
      [WL.search(0)]: answerPage(manyWordlists(50, 100), 51),
      [WL.search(50)]: answerPage(manyWordlists(1, 150), 51),
    });
    renderApp('/public-wordlists', { user: makeUser() });

    await userEvent.setup().click(await screen.findByRole('button', { name: 'LOAD MORE' }));

    await screen.findByRole('article', { name: 'List 150' });
    expect(callsTo(WL.search(50))[0]!.body).toEqual({ query: '', public: true });
    expect(screen.getAllByRole('article')).toHaveLength(51);
    expect(screen.queryByRole('button', { name: 'LOAD MORE' })).not.toBeInTheDocument();
  });

  it('says so when nothing is published yet', async () => {
    mockFetch({ [WL.search()]: answerPage([]) });
    renderApp('/public-wordlists', { user: makeUser() });

    expect(await screen.findByText('No public wordlists yet.')).toBeInTheDocument();
  });

  it('ignores a blank search: the lists shown stay; Show all goes back to every public list', async () => {
    const { callsTo } = mockFetch({
      [WL.search()]: (request) =>
        jsonResponse(
          200,
          wordlistPage((request.body as { query: string }).query === 'zoo' ? [byTom] : [official, byTom]),
        ),
    });
    renderApp('/public-wordlists', { user: makeUser() });
    await screen.findByRole('article', { name: 'Farm Animals' });

    const user = await search('zoo');
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Farm Animals' })).not.toBeInTheDocument());
    await search('   ');
    await user.click(screen.getByRole('button', { name: 'Search' }));

    expect(callsTo(WL.search())).toHaveLength(2);
    expect(screen.getAllByRole('article').map((a) => a.getAttribute('aria-label'))).toEqual(['Zoo Animals']);

    await user.click(screen.getByRole('button', { name: 'Show all public wordlists' }));
    expect(await screen.findByRole('article', { name: 'Farm Animals' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show all public wordlists' })).not.toBeInTheDocument();
  });

  it("searches everyone's published lists and shows theme, words, author and likes", async () => {
    const { callsTo } = mockFetch({ [WL.search()]: answerPage([official, byTom]) });
    renderApp('/public-wordlists', { user: makeUser() });

    await search(' animals ');

    await screen.findByRole('article', { name: 'Farm Animals' });
    await waitFor(() => expect(callsTo(WL.search()).at(-1)!.body).toEqual({ query: 'animals', public: true }));
    expect(screen.getByRole('heading', { name: 'Lists with “animals”' })).toBeInTheDocument();
    expect(card('Farm Animals').getByText('cow, pig, sheep')).toBeInTheDocument();
    expect(card('Farm Animals').getByText(/4 likes/)).toBeInTheDocument();
    expect(card('Zoo Animals').getByText(/teacher_tom/)).toBeInTheDocument();
    expect(card('Zoo Animals').getByText(/1 like$/)).toBeInTheDocument();
  });

  it('shows the official account with the logo', async () => {
    mockFetch({ [WL.search()]: answerPage([official, byTom]) });
    renderApp('/public-wordlists', { user: makeUser() });

    await search('animals');

    const logo = (await screen.findByRole('article', { name: 'Farm Animals' })).querySelector('svg');
    expect(logo).not.toBeNull();
    expect(card('Farm Animals').getByRole('img', { name: 'PlayWords (official list)' })).toBeInTheDocument();
    expect(card('Zoo Animals').queryByRole('img')).not.toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Zoo Animals' }).querySelector('svg')).toBeNull();
  });

  it("says 'Nothing found.' when the search finds nothing", async () => {
    mockFetch({ [WL.search()]: answerPage([]) });
    renderApp('/public-wordlists', { user: makeUser() });

    await search('dinosaurs');

    expect(await screen.findByText('Nothing found.')).toBeInTheDocument();
  });

  it('offers LOAD MORE only while fewer lists are loaded than the count', async () => {
    const { callsTo } = mockFetch({
      [WL.search(0)]: answerPage(manyWordlists(50, 100), 51),
      [WL.search(50)]: answerPage(manyWordlists(1, 150), 51),
    });
    renderApp('/public-wordlists', { user: makeUser() });
    const user = await search('list');

    await user.click(await screen.findByRole('button', { name: 'LOAD MORE' }));

    await screen.findByRole('article', { name: 'List 150' });
    expect(callsTo(WL.search(50)).at(-1)!.body).toEqual({ query: 'list', public: true });
    expect(screen.getAllByRole('article')).toHaveLength(51);
    expect(screen.queryByRole('button', { name: 'LOAD MORE' })).not.toBeInTheDocument();
  });

  it("'Add To List' saves the list: 'Saved', and its like count one higher", async () => {
    const { callsTo } = mockFetch({
      [WL.search()]: answerPage([official]),
      [WL.favourite(3)]: () => jsonResponse(200, official),
    });
    const { queryClient } = renderApp('/public-wordlists', { user: makeUser() });
    const user = await search('farm');

    await user.click(
      await within(await screen.findByRole('article', { name: 'Farm Animals' })).findByRole('button', {
        name: 'Add To List',
      }),
    );

    expect(await card('Farm Animals').findByRole('button', { name: 'Saved' })).toBeDisabled();
    expect(card('Farm Animals').getByText(/5 likes/)).toBeInTheDocument();
    expect(callsTo(WL.favourite(3))).toHaveLength(1);
    expect((queryClient.getQueryData(['me']) as UserDto).favourite_wordlists).toEqual([3]);
  });

  it("shows 'Saved' for a list she saved before", async () => {
    mockFetch({ [WL.search()]: answerPage([official, byTom]) });
    renderApp('/public-wordlists', { user: makeUser({ favourite_wordlists: [3] }) });

    await search('animals');

    expect(
      await within(await screen.findByRole('article', { name: 'Farm Animals' })).findByRole('button', {
        name: 'Saved',
      }),
    ).toBeDisabled();
    expect(card('Zoo Animals').getByRole('button', { name: 'Add To List' })).toBeEnabled();
  });

  it('offers removal from the public collection to every teacher, and delete to the creator only', async () => {
    mockFetch({ [WL.search()]: answerPage([byTom, mine]) });
    renderApp('/public-wordlists', { user: makeUser() });

    await search('animals');

    await screen.findByRole('article', { name: 'My Animals' });
    expect(card('My Animals').getByRole('button', { name: 'remove from the public collection' })).toBeInTheDocument();
    expect(card('My Animals').getByRole('button', { name: 'Delete' })).toBeInTheDocument();
    expect(card('Zoo Animals').getByRole('button', { name: 'remove from the public collection' })).toBeInTheDocument();
    expect(card('Zoo Animals').queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
  });

  it("sends someone else's list for review with her note; the list stays and its card says 'Sent for review'", async () => {
    const { callsTo } = mockFetch({
      [WL.search()]: answerPage([byTom]),
      [WL.unpublish(4)]: () =>
        jsonResponse(200, {
          sent_for_review: true,
          detail: 'Thank you: it was sent to the PlayWords team for review.',
        }),
    });
    renderApp('/public-wordlists', { user: makeUser() });
    const user = await search('animals');

    await user.click(
      await within(await screen.findByRole('article', { name: 'Zoo Animals' })).findByRole('button', {
        name: 'remove from the public collection',
      }),
    );
    const dialog = within(await screen.findByRole('dialog', { name: 'Send this wordlist for review?' }));
    expect(dialog.getByText(/Ask the PlayWords team/)).toHaveTextContent(
      'Ask the PlayWords team to remove this wordlist from the public collection: lion, tiger',
    );
    await user.type(dialog.getByLabelText('Why? (optional)'), ' Not for children ');
    await user.click(dialog.getByRole('button', { name: 'Send for review' }));

    expect(await card('Zoo Animals').findByText('Sent for review')).toBeInTheDocument();
    expect(callsTo(WL.unpublish(4))[0]!.body).toEqual({ note: 'Not for children' });
    expect(
      card('Zoo Animals').queryByRole('button', { name: 'remove from the public collection' }),
    ).not.toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Zoo Animals' })).toBeInTheDocument();
  });

  it('lets a superuser remove any list from the public collection, after a confirmation with the words', async () => {
    const { callsTo } = mockFetch({
      [WL.search()]: answerPage([byTom, official]),
      [WL.unpublish(4)]: () => jsonResponse(200, {}),
    });
    renderApp('/public-wordlists', { user: makeUser({ is_superuser: true }) });
    const user = await search('animals');

    await user.click(
      await within(await screen.findByRole('article', { name: 'Zoo Animals' })).findByRole('button', {
        name: 'remove from the public collection',
      }),
    );
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByText(/Are you sure/)).toHaveTextContent(
      'Are you sure you want to remove this wordlist from the public collection: lion, tiger',
    );
    expect(card('Zoo Animals').queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Remove' }));

    await waitFor(() => expect(screen.queryByRole('article', { name: 'Zoo Animals' })).not.toBeInTheDocument());
    expect(callsTo(WL.unpublish(4))).toHaveLength(1);
    expect(screen.getByRole('article', { name: 'Farm Animals' })).toBeInTheDocument();
  });

  it('lets the creator delete her public list after a confirmation with the words', async () => {
    const { callsTo } = mockFetch({
      [WL.search()]: answerPage([mine]),
      [WL.remove(5)]: () => new Response(null, { status: 204 }),
    });
    renderApp('/public-wordlists', { user: makeUser() });
    const user = await search('animals');

    await user.click(
      await within(await screen.findByRole('article', { name: 'My Animals' })).findByRole('button', { name: 'Delete' }),
    );
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByText(/Are you sure/)).toHaveTextContent(
      'Are you sure you want to delete this wordlist: cat, dog',
    );
    await user.click(dialog.getByRole('button', { name: 'Delete' }));

    await waitFor(() => expect(screen.queryByRole('article', { name: 'My Animals' })).not.toBeInTheDocument());
    expect(callsTo(WL.remove(5))).toHaveLength(1);
  });

  it('sends a visitor without a session to /login', async () => {
    mockFetch({ [ME]: () => jsonResponse(403, { detail: 'Not authenticated.' }) });
    renderApp('/public-wordlists');

    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/login'));
  });

  it('sends a user without a valid e-mail to /activate/reminder', async () => {
    mockFetch({ [ME]: () => jsonResponse(200, makeUser({ has_valid_email: false })) });
    renderApp('/public-wordlists');

    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/activate/reminder'));
  });
});
