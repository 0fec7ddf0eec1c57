import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ImageMessage, type UserDto } from '@playwords/common';
import { jsonResponse, mockFetch, networkFailure } from '../../test/fetch-mock';
import { makeUser } from '../../test/fixtures';
import { LAZY, renderApp } from '../../test/render-app';
import { i18n } from '../../lib/i18n';
// Loaded up front, so the lazy route resolves within findBy's wait even on a busy machine.
import './my-images-page';
import { answerImages, emptyImageLists, IMG, makeImage, manyImages, OFFICIAL_AUTHOR } from './test-data';

const ME = 'GET /api/users/me/';
const pro = (overrides: Partial<UserDto> = {}) =>
  makeUser({ current_plan_type: 'PRO', has_active_plan: true, ...overrides });

const robot = makeImage({
  id: 3,
  name: 'Robot',
  color: 'blu',
  tags: ['robot', 'metal man'],
  likes: 4,
  power: [{ id: 30, name: 'Laser', image: '/media/laser.png', thumbnail: '/media/laser-t.png' }],
});
const cat = makeImage({ id: 4, name: 'Cat', likes: 1 });

function meIn(queryClient: { getQueryData: (key: readonly unknown[]) => unknown }) {
  return queryClient.getQueryData(['me']) as UserDto;
}

async function openDetail(name: string | RegExp) {
  const user = userEvent.setup({ delay: null });
  await user.click(await screen.findByRole('button', { name }));
  const dialog = within(await screen.findByRole('dialog'));
  return { user, dialog };
}

// Typing-heavy tests on a shared machine: more time than the 5 s default.
describe('my images page', { timeout: 20_000 }, () => {
  it('shows the title, GO BACK, the way to public images, four panels and her characters with names', async () => {
    mockFetch({ ...emptyImageLists(), [IMG.mine('characters')]: answerImages([robot, cat]) });
    renderApp('/my-images', { user: makeUser({ favourite_characters: [3] }) });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Manage Your Images Here!' }, LAZY),
    ).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Manage Your Images Here! | PlayWords'));
    expect(screen.getByRole('link', { name: 'Find Public Images' })).toHaveAttribute('href', '/public-images');
    expect(screen.getByRole('button', { name: 'GO BACK' })).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'CHARACTERS',
      'MONSTERS',
      'BACKGROUNDS',
      'PROJECTILES',
    ]);
    expect(screen.getByRole('heading', { level: 2, name: 'CHARACTERS' })).toBeInTheDocument();
    // Her favourite is marked; thumbnails have their size set.
    const favourite = await screen.findByRole('button', { name: 'Robot (favourite)' });
    expect(within(favourite).getByText('Robot')).toBeInTheDocument();
    expect(favourite.querySelector('img')).toHaveAttribute('width', '128');
    expect(favourite.querySelector('img')).toHaveAttribute('height', '128');
    expect(screen.getByRole('button', { name: 'Cat' })).toBeInTheDocument();
  });

  it('opens another panel from its tab, with its own list and empty text', async () => {
    const { callsTo } = mockFetch({
      ...emptyImageLists(),
      [IMG.mine('monsters')]: answerImages([makeImage({ id: 9, type: 'monsters', name: 'Ogre' })]),
    });
    renderApp('/my-images', { user: makeUser() });
    const user = userEvent.setup({ delay: null });

    expect(await screen.findByText('You have no characters yet. Find some in Public Images!')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'MONSTERS' }));
    expect(await screen.findByRole('button', { name: 'Ogre' })).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'BACKGROUNDS' }));
    expect(await screen.findByText('You have no backgrounds yet. Find some in Public Images!')).toBeInTheDocument();
    expect(callsTo(IMG.mine('monsters'))).toHaveLength(1);
  });

  it("offers the 'Add A New …' tile on paid plans only", async () => {
    mockFetch(emptyImageLists());
    const { unmount } = renderApp('/my-images', { user: pro() });
    const user = userEvent.setup({ delay: null });

    expect(await screen.findByRole('button', { name: 'Add A New Character' })).toBeInTheDocument();
    expect(await screen.findByText('You have no characters yet. Add your first one!')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'PROJECTILES' }));
    expect(await screen.findByRole('button', { name: 'Add A New Projectile' })).toBeInTheDocument();
    unmount();

    renderApp('/my-images', { user: makeUser({ current_plan_type: null }) });
    await screen.findByText('You have no characters yet. Find some in Public Images!');
    expect(screen.queryByRole('button', { name: /Add A New/ })).not.toBeInTheDocument();
  });

  it('names the games that use each type in the help dialog (from the catalogue, without Any Game)', async () => {
    mockFetch(emptyImageLists());
    renderApp('/my-images', { user: makeUser() });
    const user = userEvent.setup({ delay: null });

    await user.click(await screen.findByRole('button', { name: 'Which games use characters?' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Games that use characters' }));
    const games = dialog.getAllByRole('listitem').map((item) => item.textContent);
    expect(games).toContain('Fighters');
    expect(games).toContain('Character Wheel');
    expect(games).not.toContain('Word Search');
    expect(games).not.toContain('Any Game');
  });

  it('Load More shows while fewer are loaded than the count, adds 50, then goes away', async () => {
    const { callsTo } = mockFetch({
      ...emptyImageLists(),
      [IMG.mine('characters', 0)]: answerImages(manyImages(50, 1), 55),
      [IMG.mine('characters', 50)]: answerImages(manyImages(5, 51), 55),
    });
    renderApp('/my-images', { user: makeUser() });

    await screen.findByRole('button', { name: 'Pic 50' });
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Load More' }));
    await screen.findByRole('button', { name: 'Pic 55' });
    expect(callsTo(IMG.mine('characters', 50))).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Load More' })).not.toBeInTheDocument();
  });

  it('searches her own images by name and tag, says when nothing is found, and a blank search shows them all', async () => {
    const { callsTo } = mockFetch({
      ...emptyImageLists(),
      [IMG.mine('characters')]: answerImages([robot, cat]),
      [IMG.search('characters')]: (request) =>
        jsonResponse(200, {
          count: 0,
          next: null,
          previous: null,
          results: (request.body as { query: string }).query === 'metal' ? [robot] : [],
        }),
    });
    renderApp('/my-images', { user: makeUser() });
    const user = userEvent.setup({ delay: null });
    await screen.findByRole('button', { name: 'Cat' });
    const box = screen.getByRole('textbox', { name: 'Search Your Characters' });

    await user.type(box, ' metal {Enter}');
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Cat' })).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Robot' })).toBeInTheDocument();
    expect(callsTo(IMG.search('characters'))[0]!.body).toEqual({ query: 'metal', public: false });

    await user.clear(box);
    await user.type(box, 'zebra{Enter}');
    expect(await screen.findByText('Nothing found.')).toBeInTheDocument();

    await user.clear(box);
    await user.type(box, '{Enter}');
    expect(await screen.findByRole('button', { name: 'Cat' })).toBeInTheDocument();
  });

  describe('redirects', () => {
    it('asks the server who is signed in, and goes to /login when nobody is', async () => {
      const { callsTo } = mockFetch({ [ME]: () => jsonResponse(403, { detail: 'Not signed in.' }) });
      renderApp('/my-images');

      await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/login'));
      expect(callsTo(ME)).toHaveLength(1);
    });

    it('restores a session from the server and shows the page', async () => {
      mockFetch({ ...emptyImageLists(), [ME]: () => jsonResponse(200, makeUser()) });
      renderApp('/my-images');

      expect(await screen.findByRole('heading', { name: 'Manage Your Images Here!' })).toBeInTheDocument();
    });

    it('sends a user without a valid e-mail to /activate/reminder', async () => {
      mockFetch({ 'GET /api/users/me/': () => jsonResponse(200, makeUser({ has_valid_email: false })) });
      renderApp('/my-images', { user: makeUser({ has_valid_email: false }) });

      await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/activate/reminder'));
    });
  });

  describe('detail dialog', () => {
    it('shows name, picture, colour, powers, tags, submitter and downloads', async () => {
      mockFetch({ ...emptyImageLists(), [IMG.mine('characters')]: answerImages([robot]) });
      renderApp('/my-images', { user: pro({ favourite_characters: [3, 4] }) });
      const { dialog } = await openDetail('Robot (favourite)');

      expect(screen.getByRole('dialog', { name: 'Robot' })).toBeInTheDocument();
      expect(dialog.getByRole('img', { name: 'Robot' })).toHaveAttribute('src', '/media/images/characters-3.png');
      expect(dialog.getByText('blue')).toBeInTheDocument();
      expect(dialog.getByText('Laser')).toBeInTheDocument();
      expect(dialog.getByText('robot, metal man')).toBeInTheDocument();
      expect(dialog.getByText('Miss Lee')).toBeInTheDocument();
      expect(dialog.getByText('Downloads: 4')).toBeInTheDocument();
      expect(dialog.getByRole('button', { name: 'Edit' })).toBeInTheDocument();
      expect(dialog.getByRole('button', { name: 'Upload Online' })).toBeInTheDocument();
      expect(dialog.getByRole('button', { name: 'Delete' })).toBeInTheDocument();
      expect(dialog.queryByRole('button', { name: 'Refresh Thumbnail' })).not.toBeInTheDocument();
    });

    it('offers no Upload Online for her image an operator removed from the public collection, and says why', async () => {
      const banned = makeImage({ id: 6, name: 'Gremlin', is_banned: true });
      mockFetch({ ...emptyImageLists(), [IMG.mine('characters')]: answerImages([banned]) });
      renderApp('/my-images', { user: makeUser() });
      const { dialog } = await openDetail('Gremlin');

      expect(dialog.getByText(ImageMessage.publishBanned)).toBeInTheDocument();
      expect(dialog.queryByRole('button', { name: 'Upload Online' })).not.toBeInTheDocument();
      expect(dialog.getByRole('button', { name: 'Edit' })).toBeInTheDocument();
      expect(dialog.queryByRole('button', { name: 'Report this image' })).not.toBeInTheDocument();
    });

    it("shows the official account with the logo and no owner actions on others' images", async () => {
      const star = makeImage({ id: 5, name: 'Star', created_by: OFFICIAL_AUTHOR, is_private: false });
      mockFetch({ ...emptyImageLists(), [IMG.mine('characters')]: answerImages([star]) });
      renderApp('/my-images', { user: makeUser() });
      const { dialog } = await openDetail('Star');

      expect(dialog.getByRole('img', { name: 'PlayWords (official image)' })).toBeInTheDocument();
      expect(dialog.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
      expect(dialog.queryByRole('button', { name: 'Remove Upload' })).not.toBeInTheDocument();
      expect(dialog.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    });

    it('favourites and unfavourites, marking the tile and counting downloads', async () => {
      const { callsTo } = mockFetch({
        ...emptyImageLists(),
        [IMG.mine('characters')]: answerImages([robot, cat]),
        [IMG.favourite('characters', 4)]: () => jsonResponse(200, {}),
        [IMG.unfavourite('characters', 4)]: () => jsonResponse(200, {}),
      });
      const { queryClient } = renderApp('/my-images', { user: makeUser({ favourite_characters: [3] }) });
      const { user, dialog } = await openDetail('Cat');

      await user.click(dialog.getByRole('button', { name: 'Favourite' }));
      expect(await dialog.findByRole('button', { name: 'Unfavourite' })).toBeInTheDocument();
      expect(dialog.getByText('Downloads: 2')).toBeInTheDocument();
      expect(callsTo(IMG.favourite('characters', 4))).toHaveLength(1);
      expect(meIn(queryClient).favourite_characters).toEqual([3, 4]);
      expect(screen.getByRole('button', { name: 'Cat (favourite)', hidden: true })).toBeInTheDocument();

      await user.click(dialog.getByRole('button', { name: 'Unfavourite' }));
      expect(await dialog.findByRole('button', { name: 'Favourite' })).toBeInTheDocument();
      expect(callsTo(IMG.unfavourite('characters', 4))).toHaveLength(1);
      expect(meIn(queryClient).favourite_characters).toEqual([3]);
    });

    it('keeps the last favourite of a type: the hint, and no call', async () => {
      const { callsTo } = mockFetch({ ...emptyImageLists(), [IMG.mine('characters')]: answerImages([robot]) });
      const { queryClient } = renderApp('/my-images', { user: makeUser({ favourite_characters: [3] }) });
      const { user, dialog } = await openDetail('Robot (favourite)');

      await user.click(dialog.getByRole('button', { name: 'Unfavourite' }));
      expect(
        dialog.getByText('You must have at least one image favourited, you wont be able to unfavourite this last one.'),
      ).toBeInTheDocument();
      expect(callsTo(IMG.unfavourite('characters', 3))).toHaveLength(0);
      expect(meIn(queryClient).favourite_characters).toEqual([3]);
    });

    it('ignores a failed favourite silently', async () => {
      mockFetch({
        ...emptyImageLists(),
        [IMG.mine('characters')]: answerImages([cat]),
        [IMG.favourite('characters', 4)]: networkFailure,
      });
      const { queryClient } = renderApp('/my-images', { user: makeUser({ favourite_characters: [3] }) });
      const { user, dialog } = await openDetail('Cat');

      await user.click(dialog.getByRole('button', { name: 'Favourite' }));
      await waitFor(() => expect(dialog.getByRole('button', { name: 'Favourite' })).toBeEnabled());
      expect(dialog.queryByRole('alert')).not.toBeInTheDocument();
      expect(meIn(queryClient).favourite_characters).toEqual([3]);
    });

    it("Upload Online publishes, Remove Upload takes it back; no response says 'There is an issue, please refresh.'", async () => {
      let fail = false;
      const { callsTo } = mockFetch({
        ...emptyImageLists(),
        [IMG.mine('characters')]: answerImages([cat]),
        [IMG.patch('characters', 4)]: (request) => {
          if (fail) networkFailure();
          return jsonResponse(200, { ...cat, is_private: (request.body as { is_private: boolean }).is_private });
        },
      });
      renderApp('/my-images', { user: pro() });
      const { user, dialog } = await openDetail('Cat');

      await user.click(dialog.getByRole('button', { name: 'Upload Online' }));
      expect(await dialog.findByRole('button', { name: 'Remove Upload' })).toBeInTheDocument();
      expect(callsTo(IMG.patch('characters', 4))[0]!.body).toEqual({ is_private: false });

      fail = true;
      await user.click(dialog.getByRole('button', { name: 'Remove Upload' }));
      expect(await dialog.findByText('There is an issue, please refresh.')).toBeInTheDocument();
      expect(dialog.getByRole('button', { name: 'Remove Upload' })).toBeInTheDocument();
    });

    it('shows the server’s reason when publishing is refused', async () => {
      mockFetch({
        ...emptyImageLists(),
        [IMG.mine('characters')]: answerImages([cat]),
        [IMG.patch('characters', 4)]: () => jsonResponse(403, { detail: 'You do not have permission.' }),
      });
      renderApp('/my-images', { user: makeUser() });
      const { user, dialog } = await openDetail('Cat');

      await user.click(dialog.getByRole('button', { name: 'Upload Online' }));
      expect(await dialog.findByText('You do not have permission.')).toBeInTheDocument();
    });

    it("asks 'Are you sure you want to delete {name}?' and deletes only after yes", async () => {
      const { callsTo } = mockFetch({
        ...emptyImageLists(),
        [IMG.mine('characters')]: answerImages([robot, cat]),
        [IMG.remove('characters', 4)]: () => new Response(null, { status: 204 }),
      });
      const { queryClient } = renderApp('/my-images', { user: pro({ favourite_characters: [3, 4] }) });
      const { user, dialog } = await openDetail('Cat (favourite)');

      await user.click(dialog.getByRole('button', { name: 'Delete' }));
      const confirm = within(await screen.findByRole('dialog', { name: 'Delete this image?' }));
      expect(confirm.getByText('Are you sure you want to delete Cat?')).toBeInTheDocument();
      await user.click(confirm.getByRole('button', { name: 'Cancel' }));
      expect(callsTo(IMG.remove('characters', 4))).toHaveLength(0);

      await user.click(dialog.getByRole('button', { name: 'Delete' }));
      await user.click(
        within(await screen.findByRole('dialog', { name: 'Delete this image?' })).getByRole('button', {
          name: 'Delete',
        }),
      );
      await waitFor(() => expect(screen.queryByRole('button', { name: /^Cat/ })).not.toBeInTheDocument());
      expect(callsTo(IMG.remove('characters', 4))).toHaveLength(1);
      expect(meIn(queryClient).favourite_characters).toEqual([3]);
      expect(screen.getByRole('button', { name: 'Robot (favourite)' })).toBeInTheDocument();
    });

    it("says 'Something went wrong, please refresh.' when a delete gets no response", async () => {
      mockFetch({
        ...emptyImageLists(),
        [IMG.mine('characters')]: answerImages([cat]),
        [IMG.remove('characters', 4)]: networkFailure,
      });
      renderApp('/my-images', { user: pro() });
      const { user, dialog } = await openDetail('Cat');

      await user.click(dialog.getByRole('button', { name: 'Delete' }));
      await user.click(
        within(await screen.findByRole('dialog', { name: 'Delete this image?' })).getByRole('button', {
          name: 'Delete',
        }),
      );
      expect(await dialog.findByText('Something went wrong, please refresh.')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Cat', hidden: true })).toBeInTheDocument();
    });

    it('lets a superuser refresh a thumbnail', async () => {
      const { callsTo } = mockFetch({
        ...emptyImageLists(),
        [IMG.mine('characters')]: answerImages([cat]),
        [IMG.thumbnail('characters', 4)]: () => jsonResponse(200, cat),
      });
      renderApp('/my-images', { user: makeUser({ is_superuser: true }) });
      const { user, dialog } = await openDetail('Cat');

      await user.click(dialog.getByRole('button', { name: 'Refresh Thumbnail' }));
      expect(await dialog.findByText('Thumbnail refreshed.')).toBeInTheDocument();
      expect(callsTo(IMG.thumbnail('characters', 4))).toHaveLength(1);
      const tile = screen.getByRole('button', { name: 'Cat', hidden: true });
      expect(tile.querySelector('img')!.getAttribute('src')).toMatch(/^\/media\/thumbnails\/characters-4\.png\?v=\d+$/);
    });
  });

  describe('edit', () => {
    async function openEdit(image = robot, user = pro()) {
      const fetch = mockFetch({
        ...emptyImageLists(),
        [IMG.mine('characters')]: answerImages([image]),
        [IMG.public('projectiles')]: answerImages([
          makeImage({ id: 30, type: 'projectiles', name: 'Laser', is_private: false, likes: 3 }),
          makeImage({ id: 31, type: 'projectiles', name: 'Fireball', is_private: false, likes: 9 }),
        ]),
      });
      const rendered = renderApp('/my-images', { user });
      const opened = await openDetail(image.name);
      await opened.user.click(opened.dialog.getByRole('button', { name: 'Edit' }));
      return { ...fetch, ...rendered, ...opened };
    }

    it('says "You haven\'t made any changes." and sends nothing; Cancel Edit closes the form', async () => {
      const { user, dialog, callsTo } = await openEdit();

      expect(dialog.getByRole('textbox', { name: 'Name' })).toHaveValue('Robot');
      expect(dialog.getByRole('textbox', { name: 'Tags' })).toHaveValue('robot, "metal man"');
      expect(dialog.getByRole('combobox', { name: 'Colour' })).toHaveValue('blu');
      await user.click(dialog.getByRole('button', { name: 'Submit Edit' }));
      expect(dialog.getByText("You haven't made any changes.")).toBeInTheDocument();
      expect(callsTo(IMG.patch('characters', 3))).toHaveLength(0);

      await user.click(dialog.getByRole('button', { name: 'Cancel Edit' }));
      expect(dialog.queryByRole('textbox', { name: 'Name' })).not.toBeInTheDocument();
      expect(dialog.getByRole('button', { name: 'Edit' })).toBeInTheDocument();
    });

    it("says 'Name cannot be blank.' and checks the name's letters", async () => {
      const { user, dialog, callsTo } = await openEdit();
      const name = dialog.getByRole('textbox', { name: 'Name' });

      await user.clear(name);
      await user.type(name, '   ');
      await user.click(dialog.getByRole('button', { name: 'Submit Edit' }));
      expect(dialog.getByText('Name cannot be blank.')).toBeInTheDocument();

      await user.clear(name);
      await user.type(name, 'Robot!');
      await user.click(dialog.getByRole('button', { name: 'Submit Edit' }));
      expect(dialog.getByText('The name should only contain lettters, numbers, or spaces')).toBeInTheDocument();
      expect(callsTo(IMG.patch('characters', 3))).toHaveLength(0);
    });

    it('sends name, tags, colour and powers as multipart and shows the saved image', async () => {
      const { user, dialog, calls } = await openEdit();
      const saved = { ...robot, name: 'Big Robot', color: 'red' as const, tags: ['robot', 'tin'] };
      calls.length = 0;
      const { callsTo } = mockFetch({
        ...emptyImageLists(),
        [IMG.patch('characters', 3)]: () => jsonResponse(200, saved),
      });

      await user.clear(dialog.getByRole('textbox', { name: 'Name' }));
      await user.type(dialog.getByRole('textbox', { name: 'Name' }), 'Big  Robot');
      await user.selectOptions(dialog.getByRole('combobox', { name: 'Colour' }), 'red');
      await user.clear(dialog.getByRole('textbox', { name: 'Tags' }));
      await user.type(dialog.getByRole('textbox', { name: 'Tags' }), 'Robot tin robot');
      await user.click(dialog.getByRole('button', { name: 'Fireball' }));
      await user.click(dialog.getByRole('button', { name: 'Submit Edit' }));

      expect(await dialog.findByText('robot, tin')).toBeInTheDocument();
      const body = callsTo(IMG.patch('characters', 3))[0]!.body as FormData;
      expect(body).toBeInstanceOf(FormData);
      expect(body.get('name')).toBe('Big Robot');
      expect(body.get('tags')).toBe('robot,tin');
      expect(body.get('color')).toBe('red');
      expect(body.get('power')).toBe('30,31');
      expect(screen.getByRole('dialog', { name: 'Big Robot' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Big Robot', hidden: true })).toBeInTheDocument();
    });

    it('clears each field error when she changes that field', async () => {
      const { user, dialog } = await openEdit();
      mockFetch({
        ...emptyImageLists(),
        [IMG.patch('characters', 3)]: () =>
          jsonResponse(400, {
            name: ['That name is taken.'],
            color: ['Choose one of the colours in the list.'],
            power: ['Choose at most 5 powers.'],
            tags: ['Each tag can have at most 50 characters.'],
          }),
      });
      await user.type(dialog.getByRole('textbox', { name: 'Name' }), ' two');
      await user.click(dialog.getByRole('button', { name: 'Submit Edit' }));
      expect(await dialog.findByText('That name is taken.')).toBeInTheDocument();

      await user.type(dialog.getByRole('textbox', { name: 'Name' }), 's');
      expect(dialog.queryByText('That name is taken.')).not.toBeInTheDocument();
      expect(dialog.getByText('Choose one of the colours in the list.')).toBeInTheDocument();
      await user.selectOptions(dialog.getByRole('combobox', { name: 'Colour' }), 'red');
      expect(dialog.queryByText('Choose one of the colours in the list.')).not.toBeInTheDocument();
      await user.click(dialog.getByRole('button', { name: 'Fireball' }));
      expect(dialog.queryByText('Choose at most 5 powers.')).not.toBeInTheDocument();
      await user.type(dialog.getByRole('textbox', { name: 'Tags' }), ' tin');
      expect(dialog.queryByText('Tags: Each tag can have at most 50 characters.')).not.toBeInTheDocument();
    });

    it("shows server errors under their fields ('Tags: ' for tags) and the no-response text", async () => {
      const { user, dialog } = await openEdit();
      let answer: 'fields' | 'offline' = 'fields';
      mockFetch({
        ...emptyImageLists(),
        [IMG.patch('characters', 3)]: () => {
          if (answer === 'offline') networkFailure();
          return jsonResponse(400, { name: ['That name is taken.'], tags: [''], non_field_errors: ['Try later.'] });
        },
      });
      await user.type(dialog.getByRole('textbox', { name: 'Name' }), ' two');
      await user.click(dialog.getByRole('button', { name: 'Submit Edit' }));

      expect(await dialog.findByText('That name is taken.')).toBeInTheDocument();
      expect(dialog.getByText('Tags: Something went wrong. Please try again later.')).toBeInTheDocument();
      expect(dialog.getByText('Try later.')).toBeInTheDocument();

      answer = 'offline';
      await user.click(dialog.getByRole('button', { name: 'Submit Edit' }));
      expect(
        await dialog.findByText('Unable to contact the servers. Check your internet connection or try again later.'),
      ).toBeInTheDocument();
    });
  });

  it('reads in Chinese: title, tabs, tile, empty text, help and the detail dialog', async () => {
    await i18n.changeLanguage('zh-CN');
    mockFetch({ ...emptyImageLists(), [IMG.mine('characters')]: answerImages([robot]) });
    renderApp('/my-images', { user: pro({ language: 'zh-CN', favourite_characters: [3] }) });
    const user = userEvent.setup({ delay: null });

    expect(await screen.findByRole('heading', { level: 1, name: '在这里管理你的图片！' }, LAZY)).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('在这里管理你的图片！ | PlayWords'));
    expect(screen.getByRole('button', { name: '返回' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '查找公共图片' })).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['角色', '怪物', '背景', '发射物']);
    expect(screen.getByRole('button', { name: '添加新角色' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: '搜索你的角色' })).toHaveAttribute('placeholder', '名称或标签');

    await user.click(screen.getByRole('button', { name: '哪些游戏会用到角色？' }));
    const help = within(await screen.findByRole('dialog', { name: '会用到角色的游戏' }));
    expect(help.getByText('你收藏的角色会出现在这些游戏中：')).toBeInTheDocument();
    await user.click(help.getByRole('button', { name: '关闭' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(await screen.findByRole('button', { name: 'Robot（已收藏）' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Robot' }));
    expect(dialog.getByText('下载次数：4')).toBeInTheDocument();
    expect(dialog.getByText('蓝色')).toBeInTheDocument();
    expect(dialog.getByText('提交者')).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: '取消收藏' })).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: '上传到线上' })).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: '取消收藏' }));
    expect(await dialog.findByText(/最后这一张不能取消收藏/)).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: '编辑' }));
    await user.clear(dialog.getByRole('textbox', { name: '名称' }));
    await user.click(dialog.getByRole('button', { name: '提交修改' }));
    expect(await dialog.findByText('名称不能为空。')).toBeInTheDocument();
  });
});
