import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { selectedWordlistKey, StorageKey, type UserDto } from '@playwords/common';
import { jsonResponse, mockFetch, networkFailure } from '../../test/fetch-mock';
import { makeUser } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';
import { answerPage, makeWordlist, manyWordlists, WL } from '../../test/wordlists';

const ME = 'GET /api/users/me/';
const animals = makeWordlist({ id: 1, theme: 'Animals', words: ['cat', 'dog', 'ice cream'] });
const colours = makeWordlist({ id: 2, theme: 'Colours', words: ['red', 'blue'], likes: 1 });

function card(theme: string) {
  return within(screen.getByRole('article', { name: theme }));
}

async function findCard(theme: string) {
  return within(await screen.findByRole('article', { name: theme }));
}

function meIn(queryClient: { getQueryData: (key: readonly unknown[]) => unknown }) {
  return queryClient.getQueryData(['me']) as UserDto;
}

describe('my wordlists page', () => {
  it('shows the title, the way to public lists, the selected list and her lists with theme, words and likes', async () => {
    mockFetch({ [WL.mine()]: answerPage([animals, colours]) });
    renderApp('/my-wordlists', { user: makeUser({ selected_wordlist: 2 }) });

    expect(await screen.findByRole('heading', { level: 1, name: 'Manage Your Wordlists Here!' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Manage Your Wordlists Here! | PlayWords'));
    expect(screen.getByRole('link', { name: 'Find Public Wordlists' })).toHaveAttribute('href', '/public-wordlists');
    await screen.findByRole('article', { name: 'Animals' });
    expect(card('Animals').getByText('cat, dog, ice cream')).toBeInTheDocument();
    expect(card('Animals').getByText('0 likes')).toBeInTheDocument();
    expect(card('Colours').getByText('1 like')).toBeInTheDocument();
    const selected = within(screen.getByRole('region', { name: 'Selected wordlist' }));
    expect(selected.getByText('Colours')).toBeInTheDocument();
    expect(selected.getByText('red, blue')).toBeInTheDocument();
    expect(card('Colours').getByRole('button', { name: 'Selected' })).toBeDisabled();
    expect(card('Animals').getByRole('button', { name: 'Select' })).toBeEnabled();
  });

  it('says so when she has no lists', async () => {
    mockFetch({ [WL.mine()]: answerPage([]) });
    renderApp('/my-wordlists', { user: makeUser() });

    expect(await screen.findByText('You have no wordlists. Create one above!')).toBeInTheDocument();
  });

  describe('LOAD MORE', () => {
    it('shows while fewer lists are loaded than the count, adds 50, then goes away', async () => {
      const { callsTo } = mockFetch({
        [WL.mine(0)]: answerPage(manyWordlists(50, 1), 60),
        [WL.mine(50)]: answerPage(manyWordlists(10, 51), 60),
      });
      renderApp('/my-wordlists', { user: makeUser() });

      await screen.findByRole('article', { name: 'List 50' });
      expect(screen.getAllByRole('article')).toHaveLength(50);
      await userEvent.setup().click(screen.getByRole('button', { name: 'LOAD MORE' }));

      await screen.findByRole('article', { name: 'List 60' });
      expect(screen.getAllByRole('article')).toHaveLength(60);
      expect(callsTo(WL.mine(50))).toHaveLength(1);
      expect(screen.queryByRole('button', { name: 'LOAD MORE' })).not.toBeInTheDocument();
    });

    it('is not shown when everything is loaded', async () => {
      mockFetch({ [WL.mine()]: answerPage(manyWordlists(50, 1), 50) });
      renderApp('/my-wordlists', { user: makeUser() });

      await screen.findByRole('article', { name: 'List 50' });
      expect(screen.queryByRole('button', { name: 'LOAD MORE' })).not.toBeInTheDocument();
    });
  });

  describe('search', () => {
    it('searches her own lists, says when nothing is found, and a blank search shows the plain list', async () => {
      const { callsTo } = mockFetch({
        [WL.mine()]: answerPage([animals, colours]),
        [WL.search()]: (request) =>
          jsonResponse(
            200,
            (request.body as { query: string }).query === 'red'
              ? { count: 1, next: null, previous: null, results: [colours] }
              : { count: 0, next: null, previous: null, results: [] },
          ),
      });
      renderApp('/my-wordlists', { user: makeUser() });
      const user = userEvent.setup();
      await screen.findByRole('article', { name: 'Animals' });
      const box = screen.getByRole('textbox', { name: 'Search Your Wordlists' });

      await user.type(box, ' red {Enter}');
      await waitFor(() => expect(screen.queryByRole('article', { name: 'Animals' })).not.toBeInTheDocument());
      expect(screen.getByRole('article', { name: 'Colours' })).toBeInTheDocument();
      expect(callsTo(WL.search())[0]!.body).toEqual({ query: 'red', public: false });

      await user.clear(box);
      await user.type(box, 'zebra{Enter}');
      expect(await screen.findByText('Nothing found.')).toBeInTheDocument();

      await user.clear(box);
      await user.type(box, '   {Enter}');
      expect(await screen.findByRole('article', { name: 'Animals' })).toBeInTheDocument();
      expect(callsTo(WL.search())).toHaveLength(2);
    });
  });

  describe('edit dialog', () => {
    async function openEdit(theme = 'Animals') {
      const user = userEvent.setup();
      await user.click((await findCard(theme)).getByRole('button', { name: 'Edit' }));
      const dialog = within(await screen.findByRole('dialog', { name: 'Edit Wordlist' }));
      return { user, dialog };
    }

    it('opens with the theme and the words, phrases in quotes', async () => {
      mockFetch({ [WL.mine()]: answerPage([animals]) });
      renderApp('/my-wordlists', { user: makeUser() });
      const { dialog } = await openEdit();

      expect(dialog.getByRole('textbox', { name: 'Theme' })).toHaveValue('Animals');
      expect(dialog.getByRole('textbox', { name: 'Words' })).toHaveValue('cat, dog, "ice cream"');
      expect(dialog.getByText('3 words')).toBeInTheDocument();
    });

    it("says 'You haven't changed anything.' when nothing changed, and sends nothing", async () => {
      const { callsTo } = mockFetch({ [WL.mine()]: answerPage([animals]) });
      renderApp('/my-wordlists', { user: makeUser() });
      const { user, dialog } = await openEdit();

      // Case and repeats are not changes: the words save as they are.
      await user.type(dialog.getByRole('textbox', { name: 'Words' }), ' CAT');
      await user.click(dialog.getByRole('button', { name: 'Save Changes' }));

      expect(dialog.getByRole('alert')).toHaveTextContent("You haven't changed anything.");
      expect(callsTo(WL.patch(1))).toHaveLength(0);
    });

    it("asks for a theme ('Please add a name or a theme.') and a word ('Enter at least one word.')", async () => {
      const { callsTo } = mockFetch({ [WL.mine()]: answerPage([animals]) });
      renderApp('/my-wordlists', { user: makeUser() });
      const { user, dialog } = await openEdit();

      await user.clear(dialog.getByRole('textbox', { name: 'Theme' }));
      await user.clear(dialog.getByRole('textbox', { name: 'Words' }));
      await user.click(dialog.getByRole('button', { name: 'Save Changes' }));

      expect(dialog.getByRole('textbox', { name: 'Theme' })).toHaveAccessibleDescription(
        'Please add a name or a theme.',
      );
      expect(dialog.getByText('Enter at least one word.')).toBeInTheDocument();
      expect(dialog.queryByText("You haven't changed anything.")).not.toBeInTheDocument();
      expect(callsTo(WL.patch(1))).toHaveLength(0);
    });

    it('saves the changes and shows them on the card', async () => {
      const updated = { ...animals, theme: 'Pets', words: ['cat', 'dog', 'fish'] };
      const { callsTo } = mockFetch({
        [WL.mine()]: answerPage([animals]),
        [WL.patch(1)]: () => jsonResponse(200, updated),
      });
      renderApp('/my-wordlists', { user: makeUser() });
      const { user, dialog } = await openEdit();

      await user.clear(dialog.getByRole('textbox', { name: 'Theme' }));
      await user.type(dialog.getByRole('textbox', { name: 'Theme' }), 'Pets');
      await user.clear(dialog.getByRole('textbox', { name: 'Words' }));
      await user.type(dialog.getByRole('textbox', { name: 'Words' }), 'Cat, dog fish');
      await user.click(dialog.getByRole('button', { name: 'Save Changes' }));

      expect(await screen.findByRole('article', { name: 'Pets' })).toHaveTextContent('cat, dog, fish');
      // The words she kept keep their pictures (none here); the new one gets the dictionary's first.
      expect(callsTo(WL.patch(1))[0]!.body).toEqual({
        theme: 'Pets',
        words: ['cat', 'dog', 'fish'],
        pictures: [null, null, 'emoji:fish'],
      });
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    });

    it("shows the server's messages under their fields and the others in a list", async () => {
      mockFetch({
        [WL.mine()]: answerPage([animals]),
        [WL.patch(1)]: () =>
          jsonResponse(400, {
            theme: ['Please add a name or a theme.'],
            words: ['Enter at least one word.'],
            non_field_errors: ["You haven't changed anything."],
          }),
      });
      renderApp('/my-wordlists', { user: makeUser() });
      const { user, dialog } = await openEdit();

      await user.type(dialog.getByRole('textbox', { name: 'Words' }), ' fish');
      await user.click(dialog.getByRole('button', { name: 'Save Changes' }));

      expect(await dialog.findByRole('alert')).toHaveTextContent("You haven't changed anything.");
      expect(dialog.getByRole('textbox', { name: 'Theme' })).toHaveAccessibleDescription(
        'Please add a name or a theme.',
      );
      expect(dialog.getByRole('textbox', { name: 'Words' })).toHaveAccessibleDescription(/Enter at least one word\./);
    });

    it('clears the theme or words error when she changes that field, and only that one', async () => {
      mockFetch({
        [WL.mine()]: answerPage([animals]),
        [WL.patch(1)]: () =>
          jsonResponse(400, { theme: ['Please add a name or a theme.'], words: ['Enter at least one word.'] }),
      });
      renderApp('/my-wordlists', { user: makeUser() });
      const { user, dialog } = await openEdit();
      const theme = dialog.getByRole('textbox', { name: 'Theme' });
      const words = dialog.getByRole('textbox', { name: 'Words' });

      await user.type(words, ' fish');
      await user.click(dialog.getByRole('button', { name: 'Save Changes' }));
      await waitFor(() => expect(theme).toHaveAccessibleDescription('Please add a name or a theme.'));

      await user.type(theme, '!');
      expect(theme).toHaveAccessibleDescription('');
      expect(theme).not.toHaveAttribute('aria-invalid');
      expect(words).toHaveAccessibleDescription(/Enter at least one word\./);
      await user.type(words, ' eel');
      expect(words).not.toHaveAccessibleDescription(/Enter at least one word\./);
      expect(words).not.toHaveAttribute('aria-invalid');
    });

    it('says when the servers could not be reached', async () => {
      mockFetch({ [WL.mine()]: answerPage([animals]), [WL.patch(1)]: networkFailure });
      renderApp('/my-wordlists', { user: makeUser() });
      const { user, dialog } = await openEdit();

      await user.type(dialog.getByRole('textbox', { name: 'Words' }), ' fish');
      await user.click(dialog.getByRole('button', { name: 'Save Changes' }));

      expect(await dialog.findByRole('alert')).toHaveTextContent(
        'Unable to contact the servers. Check your internet connection or try again later.',
      );
    });
  });

  describe('publish', () => {
    it("reads 'Publish', then 'Published' after success, and then does nothing", async () => {
      const { callsTo } = mockFetch({
        [WL.mine()]: answerPage([animals]),
        [WL.publish(1)]: () => jsonResponse(200, { ...animals, has_been_published: true, is_private: false }),
      });
      renderApp('/my-wordlists', { user: makeUser({ current_plan_type: 'PRO', has_active_plan: true }) });
      const user = userEvent.setup();

      await user.click(await (await findCard('Animals')).findByRole('button', { name: 'Publish' }));

      const published = await (await findCard('Animals')).findByRole('button', { name: 'Published' });
      expect(published).toBeDisabled();
      await user.click(published).catch(() => undefined);
      expect(callsTo(WL.publish(1))).toHaveLength(1);
    });

    it('shows Published for a list published before, and no button at all for a banned list', async () => {
      mockFetch({
        [WL.mine()]: answerPage([
          { ...animals, has_been_published: true },
          { ...colours, is_banned: true, has_been_published: true },
        ]),
      });
      renderApp('/my-wordlists', { user: makeUser() });

      expect(await (await findCard('Animals')).findByRole('button', { name: 'Published' })).toBeDisabled();
      expect(card('Colours').queryByRole('button', { name: /Publish/ })).not.toBeInTheDocument();
      expect(card('Colours').getByRole('button', { name: 'Select' })).toBeInTheDocument();
    });

    it('tells a Basic teacher why she cannot publish, with a link to the plans', async () => {
      const why =
        'Sharing word lists is part of Pro and Premium. Start a free trial on the Pricing page to share this list.';
      mockFetch({
        [WL.mine()]: answerPage([animals]),
        [WL.publish(1)]: () => jsonResponse(403, { detail: why }),
      });
      renderApp('/my-wordlists', { user: makeUser({ current_plan_type: null }) });

      await userEvent.setup().click(await (await findCard('Animals')).findByRole('button', { name: 'Publish' }));

      expect(await (await findCard('Animals')).findByRole('alert')).toHaveTextContent(why);
      expect(card('Animals').getByRole('link', { name: 'See plans and free trials' })).toHaveAttribute(
        'href',
        '/plans',
      );
      expect(card('Animals').getByRole('button', { name: 'Publish' })).toBeEnabled();
    });

    it('shows the reason without the plans link when the e-mail is not verified', async () => {
      const why =
        'Please validate your e-mail address before sharing word lists: use the link in the activation e-mail we sent you, or ask for a new one on the activation page.';
      mockFetch({
        [WL.mine()]: answerPage([animals]),
        [WL.publish(1)]: () => jsonResponse(403, { detail: why }),
      });
      renderApp('/my-wordlists', { user: makeUser({ current_plan_type: null }) });

      await userEvent.setup().click(await (await findCard('Animals')).findByRole('button', { name: 'Publish' }));

      expect(await (await findCard('Animals')).findByRole('alert')).toHaveTextContent(why);
      expect(card('Animals').queryByRole('link', { name: 'See plans and free trials' })).not.toBeInTheDocument();
    });
  });

  describe('delete', () => {
    it('asks with the words first; cancelling keeps the list', async () => {
      const { callsTo } = mockFetch({ [WL.mine()]: answerPage([animals, colours]) });
      renderApp('/my-wordlists', { user: makeUser() });
      const user = userEvent.setup();

      await user.click(await (await findCard('Animals')).findByRole('button', { name: 'Delete' }));

      const dialog = within(await screen.findByRole('dialog'));
      expect(dialog.getByText(/Are you sure you want to delete this wordlist:/)).toHaveTextContent(
        'Are you sure you want to delete this wordlist: cat, dog, ice cream',
      );
      await user.click(dialog.getByRole('button', { name: 'Cancel' }));
      expect(screen.getByRole('article', { name: 'Animals' })).toBeInTheDocument();
      expect(callsTo(WL.remove(1))).toHaveLength(0);
    });

    async function deleteList(theme: string) {
      const user = userEvent.setup();
      await user.click(await (await findCard(theme)).findByRole('button', { name: 'Delete' }));
      await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
      await waitFor(() => expect(screen.queryByRole('article', { name: theme })).not.toBeInTheDocument());
    }

    const selectedPanel = () => within(screen.getByRole('region', { name: 'Selected wordlist' }));

    it('deleting the selected list selects the one the server chose instead: her most recent other list', async () => {
      const { callsTo } = mockFetch({
        [WL.mine()]: answerPage([animals, colours]),
        [WL.remove(1)]: () => new Response(null, { status: 204 }),
        // The server moved her selection with the delete.
        [ME]: () => jsonResponse(200, makeUser({ selected_wordlist: 2 })),
      });
      const { queryClient } = renderApp('/my-wordlists', { user: makeUser({ selected_wordlist: 1 }) });
      expect(await selectedPanel().findByText('Animals')).toBeInTheDocument();

      await deleteList('Animals');

      expect(callsTo(WL.remove(1))).toHaveLength(1);
      await waitFor(() => expect(meIn(queryClient).selected_wordlist).toBe(2));
      expect(selectedPanel().getByText('Colours')).toBeInTheDocument();
      expect(card('Colours').getByRole('button', { name: 'Selected' })).toBeDisabled();
    });

    it('on a device keeping its own selection, falls back to the account selection; nothing is asked otherwise', async () => {
      localStorage.setItem(selectedWordlistKey(7), '1');
      const { callsTo } = mockFetch({
        [WL.mine()]: answerPage([animals, colours]),
        [WL.remove(1)]: () => new Response(null, { status: 204 }),
      });
      const { queryClient } = renderApp('/my-wordlists', {
        user: makeUser({ max_sessions_allowed: 3, selected_wordlist: 2 }),
      });
      expect(await selectedPanel().findByText('Animals')).toBeInTheDocument();

      await deleteList('Animals');

      expect(localStorage.getItem(selectedWordlistKey(7))).toBeNull();
      expect(meIn(queryClient).selected_wordlist).toBe(2);
      expect(selectedPanel().getByText('Colours')).toBeInTheDocument();
      expect(callsTo(ME)).toHaveLength(0);
    });

    it('shows nothing selected when the new selection cannot be read', async () => {
      mockFetch({
        [WL.mine()]: answerPage([animals, colours]),
        [WL.remove(1)]: () => new Response(null, { status: 204 }),
        [ME]: networkFailure,
      });
      const { queryClient } = renderApp('/my-wordlists', { user: makeUser({ selected_wordlist: 1 }) });

      await deleteList('Animals');

      await waitFor(() => expect(meIn(queryClient).selected_wordlist).toBeNull());
      expect(selectedPanel().getByText('No wordlist is selected yet. Select one below, or create one!')).toBeVisible();
      // Still on the page: a failed read is not a lost session.
      expect(screen.getByTestId('location')).toHaveTextContent('/my-wordlists');
    });

    it("says 'Something went wrong, please refresh.' when the delete got no response", async () => {
      mockFetch({ [WL.mine()]: answerPage([animals]), [WL.remove(1)]: networkFailure });
      renderApp('/my-wordlists', { user: makeUser() });
      const user = userEvent.setup();

      await user.click(await (await findCard('Animals')).findByRole('button', { name: 'Delete' }));
      await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));

      expect(await (await findCard('Animals')).findByRole('alert')).toHaveTextContent(
        'Something went wrong, please refresh.',
      );
    });

    it('offers Select but no Edit, Publish or Delete on a list someone else made', async () => {
      const saved = makeWordlist({
        id: 9,
        theme: 'Fruit',
        created_by: { id: 21, username: 'playwords', display_name: '' },
        has_been_published: true,
        is_private: false,
      });
      mockFetch({ [WL.mine()]: answerPage([saved]) });
      renderApp('/my-wordlists', { user: makeUser() });

      expect(await (await findCard('Fruit')).findByRole('button', { name: 'Select' })).toBeInTheDocument();
      expect(card('Fruit').queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
      expect(card('Fruit').queryByRole('button', { name: /Publish/ })).not.toBeInTheDocument();
      expect(card('Fruit').queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
      expect(card('Fruit').getByText(/by playwords/)).toBeInTheDocument();
    });
  });

  describe('selection', () => {
    it('saves the selection on the server when the user has one device (errors ignored)', async () => {
      const { callsTo } = mockFetch({
        [WL.mine()]: answerPage([animals, colours]),
        [WL.select(2)]: () => jsonResponse(500, { detail: 'Server error.' }),
      });
      const { queryClient } = renderApp('/my-wordlists', { user: makeUser({ selected_wordlist: 1 }) });

      await userEvent.setup().click(await (await findCard('Colours')).findByRole('button', { name: 'Select' }));

      expect(await (await findCard('Colours')).findByRole('button', { name: 'Selected' })).toBeDisabled();
      await waitFor(() => expect(callsTo(WL.select(2))).toHaveLength(1));
      expect(meIn(queryClient).selected_wordlist).toBe(2);
      expect(localStorage.getItem(selectedWordlistKey(7))).toBeNull();
      expect(screen.queryByRole('button', { name: 'select on all devices' })).not.toBeInTheDocument();
    });

    it('saves on the server too when "always save across devices" is on, even with three devices', async () => {
      const { callsTo } = mockFetch({
        [WL.mine()]: answerPage([animals, colours]),
        [WL.select(2)]: () => jsonResponse(200, {}),
      });
      renderApp('/my-wordlists', {
        user: makeUser({ max_sessions_allowed: 3, always_save_wordlist_across_devices: true, selected_wordlist: 1 }),
      });

      await userEvent.setup().click(await (await findCard('Colours')).findByRole('button', { name: 'Select' }));

      await waitFor(() => expect(callsTo(WL.select(2))).toHaveLength(1));
      expect(localStorage.getItem(selectedWordlistKey(7))).toBeNull();
    });

    it("keeps a Premium teacher's selection on the device, and offers 'select on all devices'", async () => {
      const { callsTo } = mockFetch({
        [WL.mine()]: answerPage([animals, colours]),
        [WL.select(2)]: () => jsonResponse(200, {}),
      });
      const { queryClient } = renderApp('/my-wordlists', {
        user: makeUser({ max_sessions_allowed: 3, selected_wordlist: 1 }),
      });
      const user = userEvent.setup();
      expect(await (await findCard('Animals')).findByRole('button', { name: 'Selected' })).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'select on all devices' })).not.toBeInTheDocument();

      await user.click(card('Colours').getByRole('button', { name: 'Select' }));

      expect(card('Colours').getByRole('button', { name: 'Selected' })).toBeDisabled();
      expect(localStorage.getItem(selectedWordlistKey(7))).toBe('2');
      expect(callsTo(WL.select(2))).toHaveLength(0);
      expect(meIn(queryClient).selected_wordlist).toBe(1);

      await user.click(screen.getByRole('button', { name: 'select on all devices' }));

      await waitFor(() => expect(callsTo(WL.select(2))).toHaveLength(1));
      expect(meIn(queryClient).selected_wordlist).toBe(2);
      await waitFor(() =>
        expect(screen.queryByRole('button', { name: 'select on all devices' })).not.toBeInTheDocument(),
      );
    });

    it("uses the device's earlier selection over the server's", async () => {
      localStorage.setItem(selectedWordlistKey(7), '2');
      mockFetch({ [WL.mine()]: answerPage([animals, colours]) });
      renderApp('/my-wordlists', { user: makeUser({ max_sessions_allowed: 3, selected_wordlist: 1 }) });

      expect(await (await findCard('Colours')).findByRole('button', { name: 'Selected' })).toBeInTheDocument();
      expect(card('Animals').getByRole('button', { name: 'Select' })).toBeEnabled();
      expect(screen.getByRole('button', { name: 'select on all devices' })).toBeInTheDocument();
    });
  });

  describe('access', () => {
    it('restores the session of a visitor', async () => {
      mockFetch({ [ME]: () => jsonResponse(200, makeUser()), [WL.mine()]: answerPage([animals]) });
      renderApp('/my-wordlists');

      expect(await screen.findByRole('article', { name: 'Animals' })).toBeInTheDocument();
    });

    it('sends a visitor without a session to /login and forgets remember-me', async () => {
      localStorage.setItem(StorageKey.rememberMe, 'true');
      const { callsTo } = mockFetch({ [ME]: () => jsonResponse(403, { detail: 'Not authenticated.' }) });
      renderApp('/my-wordlists');

      await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/login'));
      expect(localStorage.getItem(StorageKey.rememberMe)).toBeNull();
      expect(callsTo(WL.mine())).toHaveLength(0);
    });

    it('sends a user without a valid e-mail to /activate/reminder', async () => {
      const { callsTo } = mockFetch({});
      renderApp('/my-wordlists', { user: makeUser({ has_valid_email: false }) });

      await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/activate/reminder'));
      expect(callsTo(WL.mine())).toHaveLength(0);
    });

    it('points the header links My Wordlists and My Images at /activate/reminder without a valid e-mail', async () => {
      mockFetch({});
      renderApp('/news', { user: makeUser({ has_valid_email: false }) });
      await screen.findByRole('heading', { name: 'News' });

      const nav = within(screen.getByRole('navigation', { name: 'Main' }));
      expect(nav.getByRole('link', { name: 'My Wordlists' })).toHaveAttribute('href', '/activate/reminder');
      expect(nav.getByRole('link', { name: 'My Images' })).toHaveAttribute('href', '/activate/reminder');
      expect(nav.getByRole('link', { name: 'News' })).toHaveAttribute('href', '/news');
    });
  });
});
