import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ImageDto } from '@playwords/common';
import { jsonResponse, mockFetch } from '../../../test/fetch-mock';
import { makeUser } from '../../../test/fixtures';
import { LAZY, renderApp } from '../../../test/render-app';
import { answerPage, makeWordlist, WL } from '../../../test/wordlists';

const MY_CHARACTERS = 'GET /api/images/characters/mine/?limit=50&offset=0';
const SEARCH_CHARACTERS = 'POST /api/images/characters/search/?limit=50&offset=0';

/** One of her images, as GET …/mine/ answers it. */
const drawing: ImageDto = {
  id: 42,
  type: 'characters',
  name: 'Red apple drawing',
  image: '/media/images/42.png',
  thumbnail: '/media/thumbnails/42.png',
  color: 'ran',
  power: [],
  tags: [],
  is_private: true,
  is_banned: false,
  likes: 0,
  created_on: '2024-03-01T10:00:00.000Z',
  created_by: { id: 7, username: 'miss_lee', display_name: 'Miss Lee' },
};

async function openCreateForm() {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'CREATE NEW WORDLIST' }, LAZY));
  const form = within(screen.getByRole('region', { name: 'Create a new wordlist' }));
  await user.type(form.getByRole('textbox', { name: 'Theme' }), 'Snack time');
  await user.click(form.getByRole('textbox', { name: 'Words' }));
  await user.paste('apple banana "school bus"');
  return { user, form };
}

/** Waits for the dictionary: the tile of `word` shows its picture. */
async function findTile(scope: ReturnType<typeof within>, word: string) {
  return scope.findByRole('button', { name: `Picture for ${word}: change` }, LAZY);
}

describe('word pictures', () => {
  it("shows each typed word's picture, the dictionary's first, with the word as its text", async () => {
    mockFetch({ [WL.mine()]: answerPage([]) });
    renderApp('/my-wordlists', { user: makeUser() });
    const { form } = await openCreateForm();

    await findTile(form, 'apple');
    const pictures = within(form.getByRole('region', { name: 'Pictures' })).getAllByRole('img');
    expect(pictures.map((img) => [img.getAttribute('alt'), img.getAttribute('src')])).toEqual([
      ['apple', '/pictures/red-apple.png'],
      ['banana', '/pictures/banana.png'],
      ['school bus', '/pictures/bus.png'],
    ]);
  });

  it('saves a picture per word, another candidate where she picked one', async () => {
    const { callsTo } = mockFetch({
      [WL.mine()]: answerPage([]),
      [WL.create]: () => jsonResponse(201, makeWordlist({ id: 9, theme: 'Snack time' })),
    });
    renderApp('/my-wordlists', { user: makeUser() });
    const { user, form } = await openCreateForm();

    await user.click(await findTile(form, 'apple'));
    const picker = within(await screen.findByRole('dialog', { name: 'Picture for “apple”' }));
    expect(picker.getByRole('button', { name: 'Suggestion 1' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(picker.getByRole('button', { name: 'Suggestion 2' }));

    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Picture for “apple”' })).not.toBeInTheDocument());
    expect(within(form.getByRole('button', { name: 'Picture for apple: change' })).getByRole('img')).toHaveAttribute(
      'src',
      '/pictures/green-apple.png',
    );
    await user.click(form.getByRole('button', { name: 'Create Wordlist' }));

    await waitFor(() => expect(callsTo(WL.create)).toHaveLength(1));
    expect(callsTo(WL.create)[0]!.body).toEqual({
      theme: 'Snack time',
      words: ['apple', 'banana', 'school bus'],
      is_private: true,
      pictures: ['emoji:green-apple', 'emoji:banana', 'emoji:bus'],
    });
  });

  it("sends null for a word whose picture she removed, shown as a dashed 'No picture'", async () => {
    const { callsTo } = mockFetch({
      [WL.mine()]: answerPage([]),
      [WL.create]: () => jsonResponse(201, makeWordlist({ id: 9, theme: 'Snack time' })),
    });
    renderApp('/my-wordlists', { user: makeUser() });
    const { user, form } = await openCreateForm();

    await user.click(await findTile(form, 'banana'));
    const picker = within(await screen.findByRole('dialog', { name: 'Picture for “banana”' }));
    await user.click(picker.getByRole('button', { name: 'No picture' }));

    const tile = await form.findByRole('button', { name: 'No picture for banana: choose one' });
    expect(within(tile).queryByRole('img')).not.toBeInTheDocument();
    expect(tile).toHaveTextContent('No picture');
    await user.click(form.getByRole('button', { name: 'Create Wordlist' }));

    await waitFor(() => expect(callsTo(WL.create)).toHaveLength(1));
    expect(callsTo(WL.create)[0]!.body).toMatchObject({ pictures: ['emoji:red-apple', null, 'emoji:bus'] });
  });

  it('sends image:<id> for one of her own images', async () => {
    const { callsTo } = mockFetch({
      [WL.mine()]: answerPage([]),
      [MY_CHARACTERS]: () => jsonResponse(200, { count: 1, next: null, previous: null, results: [drawing] }),
      [WL.create]: () => jsonResponse(201, makeWordlist({ id: 9, theme: 'Snack time' })),
    });
    renderApp('/my-wordlists', { user: makeUser() });
    const { user, form } = await openCreateForm();

    await user.click(await findTile(form, 'apple'));
    const picker = within(await screen.findByRole('dialog', { name: 'Picture for “apple”' }));
    await user.click(picker.getByRole('tab', { name: 'My images' }));
    await user.click(await picker.findByRole('button', { name: 'Red apple drawing' }));

    const tile = await findTile(form, 'apple');
    expect(within(tile).getByRole('img', { name: 'apple' })).toHaveAttribute('src', '/media/thumbnails/42.png');
    await user.click(form.getByRole('button', { name: 'Create Wordlist' }));

    await waitFor(() => expect(callsTo(WL.create)).toHaveLength(1));
    expect(callsTo(WL.create)[0]!.body).toMatchObject({ pictures: ['image:42', 'emoji:banana', 'emoji:bus'] });
  });

  it("searches her images' names and tags; Enter there does not send the list", async () => {
    const { callsTo } = mockFetch({
      [WL.mine()]: answerPage([]),
      [MY_CHARACTERS]: () => jsonResponse(200, { count: 0, next: null, previous: null, results: [] }),
      [SEARCH_CHARACTERS]: () => jsonResponse(200, { count: 1, next: null, previous: null, results: [drawing] }),
    });
    renderApp('/my-wordlists', { user: makeUser() });
    const { user, form } = await openCreateForm();

    await user.click(await findTile(form, 'apple'));
    const picker = within(await screen.findByRole('dialog', { name: 'Picture for “apple”' }));
    await user.click(picker.getByRole('tab', { name: 'My images' }));
    expect(await picker.findByText('You have no images of this kind yet.')).toBeInTheDocument();
    await user.type(picker.getByRole('textbox', { name: 'Search your images' }), 'apple{Enter}');
    await user.click(await picker.findByRole('button', { name: 'Red apple drawing' }));

    expect(callsTo(SEARCH_CHARACTERS)[0]!.body).toEqual({ query: 'apple', public: false });
    expect(callsTo(WL.create)).toHaveLength(0);
    expect(within(await findTile(form, 'apple')).getByRole('img')).toHaveAttribute('src', '/media/thumbnails/42.png');
  });

  it('closes on Escape leaving the picture as it was', async () => {
    mockFetch({ [WL.mine()]: answerPage([]) });
    renderApp('/my-wordlists', { user: makeUser() });
    const { user, form } = await openCreateForm();

    await user.click(await findTile(form, 'apple'));
    await screen.findByRole('dialog', { name: 'Picture for “apple”' });
    await user.keyboard('{Escape}');

    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Picture for “apple”' })).not.toBeInTheDocument());
    expect(within(form.getByRole('button', { name: 'Picture for apple: change' })).getByRole('img')).toHaveAttribute(
      'src',
      '/pictures/red-apple.png',
    );
  });

  it('editing keeps the stored pictures (her image, a removed one) and gives a new word its default', async () => {
    const stored = makeWordlist({
      id: 3,
      theme: 'Fruit',
      words: ['apple', 'pear'],
      pictures: [{ ref: 'image:42', url: '/media/thumbnails/42.png' }, null],
    });
    const { callsTo } = mockFetch({
      [WL.mine()]: answerPage([stored]),
      [WL.patch(3)]: () => jsonResponse(200, stored),
    });
    renderApp('/my-wordlists', { user: makeUser() });
    const user = userEvent.setup();
    const card = within(await screen.findByRole('article', { name: 'Fruit' }, LAZY));
    expect(card.getByRole('img', { name: 'apple' })).toHaveAttribute('src', '/media/thumbnails/42.png');
    await user.click(card.getByRole('button', { name: 'Edit' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit Wordlist' }));

    expect(within(dialog.getByRole('button', { name: 'Picture for apple: change' })).getByRole('img')).toHaveAttribute(
      'src',
      '/media/thumbnails/42.png',
    );
    expect(dialog.getByRole('button', { name: 'No picture for pear: choose one' })).toBeInTheDocument();
    await user.type(dialog.getByRole('textbox', { name: 'Words' }), ', banana');
    await findTile(dialog, 'banana');
    await user.click(dialog.getByRole('button', { name: 'Save Changes' }));

    await waitFor(() => expect(callsTo(WL.patch(3))).toHaveLength(1));
    expect(callsTo(WL.patch(3))[0]!.body).toEqual({
      theme: 'Fruit',
      words: ['apple', 'pear', 'banana'],
      pictures: ['image:42', null, 'emoji:banana'],
    });
  });

  it('saves a changed picture alone as a change', async () => {
    const stored = makeWordlist({
      id: 3,
      theme: 'Fruit',
      words: ['apple'],
      pictures: [{ ref: 'emoji:red-apple', url: '/pictures/red-apple.png' }],
    });
    const { callsTo } = mockFetch({
      [WL.mine()]: answerPage([stored]),
      [WL.patch(3)]: () => jsonResponse(200, stored),
    });
    renderApp('/my-wordlists', { user: makeUser() });
    const user = userEvent.setup();
    await user.click(
      within(await screen.findByRole('article', { name: 'Fruit' }, LAZY)).getByRole('button', { name: 'Edit' }),
    );
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit Wordlist' }));

    await user.click(dialog.getByRole('button', { name: 'Picture for apple: change' }));
    const picker = within(await screen.findByRole('dialog', { name: 'Picture for “apple”' }));
    await user.click(await picker.findByRole('button', { name: 'Suggestion 2' }, LAZY));
    await user.click(dialog.getByRole('button', { name: 'Save Changes' }));

    await waitFor(() => expect(callsTo(WL.patch(3))).toHaveLength(1));
    expect(callsTo(WL.patch(3))[0]!.body).toEqual({
      theme: 'Fruit',
      words: ['apple'],
      pictures: ['emoji:green-apple'],
    });
  });
});
