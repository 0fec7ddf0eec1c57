import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OFFICIAL_USER_ID, PictureMessage, WordlistMessage, type WordlistDto } from '@playwords/common';
import { images, wordlists } from '../../db/schema';
import { basicTeacher } from '../../test/factories';
import { startTestApp, type Browser, type TestContext } from '../../test/harness';
import { defaultPictureOf } from '../pictures/service';

let ctx: TestContext;
let ann: { id: number };
let annBrowser: Browser;
let kim: { id: number };
let kimBrowser: Browser;
/** Ann's own private image, Kim's private one, Kim's public one and an official one. */
const image = { annPrivate: 0, kimPrivate: 0, kimPublic: 0, official: 0 };
let officialUrl = '';

const db = () => ctx.database.db;

async function insertImage(ownerId: number, key: string, isPrivate: boolean): Promise<number> {
  const now = ctx.clock.now();
  const [row] = await db()
    .insert(images)
    .values({
      type: 'backgrounds',
      ownerId,
      name: key,
      imageKey: `${key}.png`,
      thumbnailKey: `${key}-t.png`,
      tags: [],
      searchText: key,
      isPrivate,
      createdOn: now,
      updatedAt: now,
    })
    .returning({ id: images.id });
  return row!.id;
}

beforeAll(async () => {
  ctx = await startTestApp();
  ({ browser: annBrowser, ...ann } = await basicTeacher(ctx, { username: 'ann_pictures', logIn: true }));
  ({ browser: kimBrowser, ...kim } = await basicTeacher(ctx, { username: 'kim_pictures', logIn: true }));
  image.annPrivate = await insertImage(ann.id, 'ann-private', true);
  image.kimPrivate = await insertImage(kim.id, 'kim-private', true);
  image.kimPublic = await insertImage(kim.id, 'kim-public', false);
  const [official] = await db()
    .select({ id: images.id, key: images.imageKey })
    .from(images)
    .where(and(eq(images.ownerId, OFFICIAL_USER_ID), eq(images.isPrivate, false)))
    .limit(1);
  image.official = official!.id;
  officialUrl = `/media/${official!.key}`;
});
afterAll(async () => ctx.close());

/** The picture the dictionary gives a word, as the API answers it. */
function emoji(name: string) {
  return { ref: `emoji:${name}`, url: `/pictures/${name}.png` };
}
const byDefault = (word: string) => emoji(defaultPictureOf(word)!);

const row = async (id: number) => (await db().select().from(wordlists).where(eq(wordlists.id, id)))[0]!;
const ownCount = async (userId: number) =>
  (await db().select().from(wordlists).where(eq(wordlists.ownerId, userId))).length;
const patch = (browser: Browser, id: number, body: Record<string, unknown>) =>
  browser.request({ method: 'PATCH', url: `/api/wordlists/${id}/`, payload: body });

async function create(browser: Browser, body: Record<string, unknown>): Promise<WordlistDto> {
  const res = await browser.post('/api/wordlists/', body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

/** A 400 on `pictures` with this text and its code. */
function refusal(message: string) {
  const code = Object.entries(PictureMessage).find(([, text]) => text === message)![0];
  return { pictures: [message], codes: { pictures: [`pictures.${code}`] } };
}

describe('a list with pictures', () => {
  it('is created with a picture per word, stores only what differs from the dictionary, and answers them', async () => {
    const res = await annBrowser.post('/api/wordlists/', {
      theme: 'Fruit',
      words: ['Apple', 'cat', 'zzqq', 'sun', 'banana'],
      pictures: ['emoji:green-apple', null, `image:${image.annPrivate}`, `image:${image.official}`, 'emoji:banana'],
    });
    expect(res.statusCode, res.body).toBe(201);
    const list: WordlistDto = res.json();
    expect(list.words).toEqual(['apple', 'cat', 'zzqq', 'sun', 'banana']);
    expect(list.pictures).toEqual([
      emoji('green-apple'),
      null,
      { ref: `image:${image.annPrivate}`, url: '/media/ann-private.png' },
      { ref: `image:${image.official}`, url: officialUrl },
      emoji('banana'),
    ]);
    // banana is the dictionary's own first choice: nothing to store for it.
    expect(defaultPictureOf('banana')).toBe('banana');
    expect((await row(list.id)).wordPictures).toEqual({
      apple: 'emoji:green-apple',
      cat: null,
      zzqq: `image:${image.annPrivate}`,
      sun: `image:${image.official}`,
    });

    const read = await annBrowser.get(`/api/wordlists/${list.id}/`);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual(list);
  });

  it('gives every word she left alone the dictionary’s first picture, and none to a word it lacks', async () => {
    const list = await create(annBrowser, { theme: 'Plain', words: ['apple', 'dog', 'zzqq'] });
    expect(list.pictures).toEqual([emoji('red-apple'), byDefault('dog'), null]);
    expect((await row(list.id)).wordPictures).toEqual({});
  });

  it('keeps the pictures of the words that stay when a PATCH sends words alone', async () => {
    const list = await create(annBrowser, {
      theme: 'Keep',
      words: ['apple', 'cat', 'zzqq'],
      pictures: ['emoji:green-apple', null, `image:${image.annPrivate}`],
    });
    const res = await patch(annBrowser, list.id, { words: ['cat', 'dog', 'apple'] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().pictures).toEqual([null, byDefault('dog'), emoji('green-apple')]);
    expect((await row(list.id)).wordPictures).toEqual({ cat: null, apple: 'emoji:green-apple' });
  });

  it('changes pictures alone (a change, not "nothing changed"); the same pictures again change nothing', async () => {
    const list = await create(annBrowser, { theme: 'Only pictures', words: ['apple', 'dog'] });
    const res = await patch(annBrowser, list.id, { pictures: [null, `image:${image.kimPublic}`] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      theme: 'Only pictures',
      words: ['apple', 'dog'],
      pictures: [null, { ref: `image:${image.kimPublic}`, url: '/media/kim-public.png' }],
    });
    expect((await row(list.id)).wordPictures).toEqual({ apple: null, dog: `image:${image.kimPublic}` });

    const before = await row(list.id);
    const same = await patch(annBrowser, list.id, { pictures: [null, `image:${image.kimPublic}`] });
    expect(same.statusCode).toBe(400);
    expect(same.json()).toEqual({
      non_field_errors: [WordlistMessage.nothingChanged],
      codes: { non_field_errors: ['wordlists.nothingChanged'] },
    });
    expect(await row(list.id)).toEqual(before);

    // Back to the dictionary's own picture: the entry goes, and null stays null.
    const back = await patch(annBrowser, list.id, { pictures: [null, byDefault('dog').ref] });
    expect(back.json().pictures).toEqual([null, byDefault('dog')]);
    expect((await row(list.id)).wordPictures).toEqual({ apple: null });
  });

  it('takes words and pictures together, parallel to the words once normalised', async () => {
    const list = await create(annBrowser, { theme: 'Both', words: ['apple'] });
    const res = await patch(annBrowser, list.id, {
      words: ['Dog', 'dog', 'Sun'],
      pictures: ['emoji:dog', 'emoji:sun-with-face'],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ words: ['dog', 'sun'], pictures: [emoji('dog'), emoji('sun-with-face')] });
  });

  it('shows no picture for an image that is gone, or that its owner made private', async () => {
    const gone = await insertImage(ann.id, 'soon-gone', true);
    const kimsSoonPrivate = await insertImage(kim.id, 'kim-soon-private', false);
    const list = await create(annBrowser, {
      theme: 'Vanishing',
      words: ['apple', 'dog'],
      pictures: [`image:${gone}`, `image:${kimsSoonPrivate}`],
    });
    expect(list.pictures.map((p) => p?.url)).toEqual(['/media/soon-gone.png', '/media/kim-soon-private.png']);
    await db().delete(images).where(eq(images.id, gone));
    await db().update(images).set({ isPrivate: true }).where(eq(images.id, kimsSoonPrivate));
    expect((await annBrowser.get(`/api/wordlists/${list.id}/`)).json().pictures).toEqual([null, null]);
  });

  it('answers pictures on every page of lists: her own, search, the public collection and the starter lists', async () => {
    const mine = await create(annBrowser, {
      theme: 'Paged',
      words: ['apple', 'cat', 'dog'],
      pictures: [`image:${image.annPrivate}`, null, `image:${image.official}`],
    });
    const expected = [
      { ref: `image:${image.annPrivate}`, url: '/media/ann-private.png' },
      null,
      { ref: `image:${image.official}`, url: officialUrl },
    ];
    const own = (await annBrowser.get('/api/wordlists/?limit=100')).json();
    expect(own.results.find((l: WordlistDto) => l.id === mine.id).pictures).toEqual(expected);
    const search = (await annBrowser.post('/api/wordlists/search/', { query: 'paged' })).json();
    expect(search.results.map((l: WordlistDto) => l.pictures)).toEqual([expected]);
    // Public search reads its page as JSON in one statement: the stored map comes through it too. Her private
    // upload stays hers: other teachers see no picture there (never her file's address).
    await db().update(wordlists).set({ isPrivate: false, hasBeenPublished: true }).where(eq(wordlists.id, mine.id));
    const asOthersSeeIt = [null, null, expected[2]];
    const found = (await kimBrowser.post('/api/wordlists/search/', { query: 'paged', public: true })).json();
    expect(found.results.map((l: WordlistDto) => [l.id, l.pictures])).toEqual([[mine.id, asOthersSeeIt]]);
    expect((await kimBrowser.get(`/api/wordlists/${mine.id}/`)).json().pictures).toEqual(asOthersSeeIt);
    const saved = await kimBrowser.post(`/api/wordlists/${mine.id}/favourite/`, {});
    expect(saved.json().pictures).toEqual(asOthersSeeIt);
    expect(saved.body).not.toContain('ann-private');
    expect((await annBrowser.get(`/api/wordlists/${mine.id}/`)).json().pictures).toEqual(expected);
    // The starter lists store nothing: every word has the dictionary's picture, or none.
    const starters = (await annBrowser.post('/api/wordlists/search/?limit=100', { public: true })).json();
    const official = (starters.results as WordlistDto[]).filter((l) => l.created_by.id === OFFICIAL_USER_ID);
    expect(official.length).toBeGreaterThan(0);
    for (const list of official) {
      expect(list.pictures).toHaveLength(list.words.length);
      list.words.forEach((word, i) => {
        const name = defaultPictureOf(word);
        expect(list.pictures[i]).toEqual(name === null ? null : emoji(name));
      });
    }
  });
});

describe('pictures that are refused (400 on `pictures`, nothing written)', () => {
  let list: WordlistDto;
  beforeAll(async () => {
    list = await create(annBrowser, {
      theme: 'Guarded',
      words: ['apple', 'cat'],
      pictures: ['emoji:green-apple', null],
    });
  });

  const cases: Array<[string, unknown, string]> = [
    ['not a list', 'emoji:cat', PictureMessage.notAList],
    ['an object', { 0: 'emoji:cat' }, PictureMessage.notAList],
    ['null', null, PictureMessage.notAList],
    ['an item that is not text', ['emoji:cat', 5], PictureMessage.notAList],
    ['one too few', ['emoji:cat'], PictureMessage.wrongLength],
    ['one too many', ['emoji:cat', null, null], PictureMessage.wrongLength],
    ['10 000 items', Array(10_000).fill(null), PictureMessage.wrongLength],
    ['a malformed reference', ['emoji:Red Apple', null], PictureMessage.unknown],
    ['another kind', ['picture:1', null], PictureMessage.unknown],
    ['image 0', ['image:0', null], PictureMessage.unknown],
    ['a 5 000-character reference', [`emoji:${'a'.repeat(4994)}`, null], PictureMessage.unknown],
    ['an emoji the dictionary lacks', ['emoji:not-an-emoji', null], PictureMessage.unknown],
    ['an image that does not exist', ['image:2147483647', null], PictureMessage.unknown],
  ];

  it.each(cases)('refuses %s on PATCH', async (_name, pictures, message) => {
    const before = await row(list.id);
    const res = await patch(annBrowser, list.id, { theme: 'Changed', pictures });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(refusal(message));
    expect(await row(list.id)).toEqual(before);
  });

  it.each(cases)('refuses %s on create', async (_name, pictures, message) => {
    const before = await ownCount(ann.id);
    const res = await annBrowser.post('/api/wordlists/', { theme: 'New', words: ['apple', 'cat'], pictures });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(refusal(message));
    expect(await ownCount(ann.id)).toBe(before);
  });

  it('refuses someone else’s private image, on create and on PATCH, but takes her public one', async () => {
    const before = await row(list.id);
    const count = await ownCount(ann.id);
    const foreign = [`image:${image.kimPrivate}`, null];
    const patched = await patch(annBrowser, list.id, { pictures: foreign });
    expect(patched.json()).toEqual(refusal(PictureMessage.unknown));
    const created = await annBrowser.post('/api/wordlists/', {
      theme: 'New',
      words: ['apple', 'cat'],
      pictures: foreign,
    });
    expect(created.json()).toEqual(refusal(PictureMessage.unknown));
    expect(await row(list.id)).toEqual(before);
    expect(await ownCount(ann.id)).toBe(count);
    // Kim may use her own private image.
    const kims = await create(kimBrowser, { theme: 'Kim', words: ['apple'], pictures: [`image:${image.kimPrivate}`] });
    expect(kims.pictures).toEqual([{ ref: `image:${image.kimPrivate}`, url: '/media/kim-private.png' }]);
  });

  it('checks the length against the list’s own words when a PATCH sends no words, and the new ones when it does', async () => {
    const before = await row(list.id);
    const three = await patch(annBrowser, list.id, { words: ['apple', 'cat', 'dog'], pictures: [null, null] });
    expect(three.json()).toEqual(refusal(PictureMessage.wrongLength));
    expect(await row(list.id)).toEqual(before);
    const ok = await patch(annBrowser, list.id, { words: ['apple', 'cat', 'dog'], pictures: [null, null, null] });
    expect(ok.statusCode, ok.body).toBe(200);
    expect((await row(list.id)).wordPictures).toEqual({ apple: null, cat: null, dog: null });
  });

  it('never touches another teacher’s list: 404 before any picture is looked at', async () => {
    const before = await row(list.id);
    const res = await patch(kimBrowser, list.id, { pictures: [`image:${image.kimPrivate}`, null] });
    expect(res.statusCode).toBe(404);
    expect(await row(list.id)).toEqual(before);
  });
});
