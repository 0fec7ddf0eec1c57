import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorDetail, WordlistMessage, type WordlistDto } from '@playwords/common';
import { wordlists, wordlistSelections } from '../../db/schema';
import { basicTeacher } from '../../test/factories';
import { defaultPictureOf } from '../pictures/service';
import { Browser, startTestApp, type TestContext } from '../../test/harness';

let ctx: TestContext;
let ann: { id: number };
let annBrowser: Browser;
let kim: { id: number };
let kimBrowser: Browser;

beforeAll(async () => {
  ctx = await startTestApp();
  ({ browser: annBrowser, ...ann } = await basicTeacher(ctx, { username: 'ann_teacher', logIn: true }));
  ({ browser: kimBrowser, ...kim } = await basicTeacher(ctx, { username: 'kim_teacher', logIn: true }));
});
afterAll(async () => ctx.close());

const db = () => ctx.database.db;
const stored = async (id: number) => (await db().select().from(wordlists).where(eq(wordlists.id, id)))[0];
const selectionOf = async (userId: number) =>
  (await db().select().from(wordlistSelections).where(eq(wordlistSelections.userId, userId)))[0]?.wordlistId ?? null;
const ownCount = async (userId: number) =>
  (await db().select().from(wordlists).where(eq(wordlists.ownerId, userId))).length;
const del = (browser: Browser, url: string) => browser.request({ method: 'DELETE', url });

async function create(browser: Browser, body: Record<string, unknown>): Promise<WordlistDto> {
  const res = await browser.post('/api/wordlists/', body);
  expect(res.statusCode).toBe(201);
  return res.json();
}

describe('POST /api/wordlists/', () => {
  it('creates a private list with normalised words, answers 201 and selects it', async () => {
    const res = await annBrowser.post('/api/wordlists/', {
      theme: '  Farm  Animals ',
      words: ['Cow', 'PIG', 'cow', 'baby goat', ' '],
      is_private: true,
    });
    expect(res.statusCode).toBe(201);
    const list = res.json();
    expect(list).toEqual({
      id: expect.any(Number),
      theme: 'Farm Animals',
      words: ['cow', 'pig', 'baby goat'],
      // Each word's picture from the dictionary (nothing chosen, nothing stored).
      pictures: ['cow', 'pig', 'baby goat'].map((word) => {
        const name = defaultPictureOf(word)!;
        return { ref: `emoji:${name}`, url: `/pictures/${name}.png` };
      }),
      is_private: true,
      likes: 0,
      created_by: { id: ann.id, username: 'ann_teacher', display_name: '' },
      is_banned: false,
      has_been_published: false,
    });
    expect(await stored(list.id)).toMatchObject({
      ownerId: ann.id,
      words: ['cow', 'pig', 'baby goat'],
      wordPictures: {},
      likes: 0,
    });
    expect(await selectionOf(ann.id)).toBe(list.id);
    const me = (await annBrowser.get('/api/users/me/')).json();
    expect(me.selected_wordlist).toBe(list.id);
    expect(me.favourite_wordlists).toContain(list.id);
  });

  it('defaults to private when is_private is left out, and takes the words as one text from a form', async () => {
    const res = await annBrowser.request({
      method: 'POST',
      url: '/api/wordlists/',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'theme=Colours&words=red%2C%20blue%20%22light%20blue%22',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ theme: 'Colours', words: ['red', 'blue', 'light blue'], is_private: true });
  });

  it('refuses empty words and a missing theme with the texts of core §5, creating nothing', async () => {
    const before = await ownCount(ann.id);
    const res = await annBrowser.post('/api/wordlists/', { words: [], is_private: true });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      theme: ['Please give your wordlist a theme or name.'],
      words: ['Enter at least one word.'],
      codes: { theme: ['wordlists.themeRequired'], words: ['wordlists.wordsRequired'] },
    });
    const blank = await annBrowser.post('/api/wordlists/', { theme: ' ', words: [' ', ''] });
    expect(blank.json()).toEqual({
      theme: ['Please give your wordlist a theme or name.'],
      words: ['Enter at least one word.'],
      codes: { theme: ['wordlists.themeRequired'], words: ['wordlists.wordsRequired'] },
    });
    expect(await ownCount(ann.id)).toBe(before);
  });

  it('keeps the limits: 201 entries, a 51-character word, a 101-character theme', async () => {
    const before = await ownCount(ann.id);
    const words = Array.from({ length: 201 }, (_, i) => `w${i}`);
    const tooMany = await annBrowser.post('/api/wordlists/', { theme: 'Big', words });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json()).toEqual({
      words: [WordlistMessage.tooManyWords],
      codes: { words: ['wordlists.tooManyWords'] },
    });
    const tooLong = await annBrowser.post('/api/wordlists/', { theme: 'Long', words: ['a'.repeat(51)] });
    expect(tooLong.json()).toEqual({
      words: [WordlistMessage.wordTooLong],
      codes: { words: ['wordlists.wordTooLong'] },
    });
    const longTheme = await annBrowser.post('/api/wordlists/', { theme: 't'.repeat(101), words: ['a'] });
    expect(longTheme.json()).toEqual({
      theme: ['Ensure this field has no more than 100 characters.'],
      codes: { theme: ['wordlists.themeTooLong'] },
    });
    expect(await ownCount(ann.id)).toBe(before);
    // Exactly at the limits is fine.
    const full = await create(annBrowser, { theme: 't'.repeat(100), words: words.slice(0, 200) });
    expect(full.words).toHaveLength(200);
    await del(annBrowser, `/api/wordlists/${full.id}/`);
  });

  it('answers words and themes as JSON text: <script> comes back verbatim', async () => {
    const res = await annBrowser.post('/api/wordlists/', {
      theme: '<b>Tags</b>',
      words: ['<script>alert(1)</script>', '"quoted"'],
    });
    expect(res.statusCode).toBe(201);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.body).toContain('"<script>alert(1)</script>"');
    expect(res.json()).toMatchObject({ theme: '<b>Tags</b>', words: ['<script>alert(1)</script>', '"quoted"'] });
    await del(annBrowser, `/api/wordlists/${res.json().id}/`);
  });

  it('cannot be given likes, an owner, a ban or a published flag', async () => {
    const list = await create(annBrowser, {
      theme: 'Sneaky',
      words: ['x'],
      likes: 99,
      created_by: kim.id,
      owner_id: kim.id,
      is_banned: true,
      has_been_published: true,
    });
    expect(list).toMatchObject({ likes: 0, created_by: { id: ann.id }, is_banned: false, has_been_published: false });
    await del(annBrowser, `/api/wordlists/${list.id}/`);
  });

  it('needs a session and the CSRF token', async () => {
    const anonymous = await new Browser(ctx.app, '10.50.0.9').post('/api/wordlists/', { theme: 'A', words: ['a'] });
    expect(anonymous.statusCode).toBe(403);
    expect(anonymous.json()).toEqual({ detail: ErrorDetail.notAuthenticated, codes: { detail: ['notAuthenticated'] } });
    const noToken = await annBrowser.post('/api/wordlists/', { theme: 'A', words: ['a'] }, { csrf: false });
    expect(noToken.statusCode).toBe(403);
    expect(noToken.json()).toEqual({ detail: ErrorDetail.csrfMissing, codes: { detail: ['csrfMissing'] } });
  });
});

describe('GET /api/wordlists/ (own lists)', () => {
  let ids: number[] = [];
  let carol: Browser;

  beforeAll(async () => {
    carol = (await basicTeacher(ctx, { username: 'carol_t', logIn: true })).browser;
    ids = [];
    for (const theme of ['One', 'Two', 'Three', 'Four']) ids.push((await create(carol, { theme, words: [theme] })).id);
    // Likes ascending, then id: Three (0), Four (0) after One/Two once those have likes.
    await db().update(wordlists).set({ likes: 5 }).where(eq(wordlists.id, ids[0]!));
    await db().update(wordlists).set({ likes: 2 }).where(eq(wordlists.id, ids[1]!));
  });

  it('answers only her lists, likes ascending then id, paged', async () => {
    const res = await carol.get('/api/wordlists/');
    expect(res.statusCode).toBe(200);
    const page = res.json();
    expect(page.count).toBe(4);
    expect(page.next).toBeNull();
    expect(page.previous).toBeNull();
    expect(page.results.map((l: WordlistDto) => l.theme)).toEqual(['Three', 'Four', 'Two', 'One']);
    expect(page.results.every((l: WordlistDto) => l.created_by.username === 'carol_t')).toBe(true);
  });

  it('pages with limit and offset; an offset past the end answers no results with the count', async () => {
    const first = (await carol.get('/api/wordlists/?limit=2')).json();
    expect(first.results.map((l: WordlistDto) => l.theme)).toEqual(['Three', 'Four']);
    expect(first.next).toBe('http://localhost:3000/api/wordlists/?limit=2&offset=2');
    const past = await carol.get('/api/wordlists/?limit=2&offset=50');
    expect(past.statusCode).toBe(200);
    expect(past.json()).toMatchObject({ count: 4, next: null, results: [] });
  });

  it('clamps limit=1000 to 100 and refuses limit=-1', async () => {
    const clamped = (await carol.get('/api/wordlists/?limit=1000')).json();
    expect(clamped.results).toHaveLength(4);
    expect(clamped.next).toBeNull();
    // The clamp shows in the links of a longer list: 150 lists, limit=1000 → 100 results.
    await db()
      .insert(wordlists)
      .values(
        Array.from({ length: 146 }, (_, i) => ({
          ownerId: kim.id,
          theme: `Bulk ${i}`,
          words: ['w'],
          searchText: `bulk ${i}\nw`,
          createdAt: ctx.clock.now(),
          updatedAt: ctx.clock.now(),
        })),
      );
    const big = (await kimBrowser.get('/api/wordlists/?limit=1000')).json();
    expect(big.results).toHaveLength(100);
    expect(big.count).toBe(146);
    expect(big.next).toBe('http://localhost:3000/api/wordlists/?limit=100&offset=100');
    const bad = await carol.get('/api/wordlists/?limit=-1');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({
      limit: ['A valid non-negative integer is required.'],
      codes: { limit: ['fields.notANonNegativeInteger'] },
    });
    await db().delete(wordlists).where(eq(wordlists.ownerId, kim.id));
  });
});

describe('PATCH /api/wordlists/{id}/', () => {
  let list: WordlistDto;
  beforeAll(async () => {
    list = await create(annBrowser, { theme: 'Weather', words: ['sun', 'rain'] });
  });

  it('changes theme and words, normalised', async () => {
    const res = await annBrowser.patch(`/api/wordlists/${list.id}/`, {
      theme: 'The Weather',
      words: ['Sun', 'SNOW', 'sun'],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: list.id, theme: 'The Weather', words: ['sun', 'snow'] });
    expect(await stored(list.id)).toMatchObject({
      theme: 'The Weather',
      words: ['sun', 'snow'],
      searchText: 'the weather\nsun\nsnow',
    });
  });

  it("refuses an edit that changes nothing: You haven't changed anything.", async () => {
    for (const body of [{}, { theme: 'The Weather', words: ['SUN', 'snow'] }, { theme: 'The Weather' }]) {
      const res = await annBrowser.patch(`/api/wordlists/${list.id}/`, body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        non_field_errors: ["You haven't changed anything."],
        codes: { non_field_errors: ['wordlists.nothingChanged'] },
      });
    }
  });

  it('refuses a blank theme and empty words with the edit texts', async () => {
    const res = await annBrowser.patch(`/api/wordlists/${list.id}/`, { theme: '  ', words: [] });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      theme: ['Please add a name or a theme.'],
      words: ['Enter at least one word.'],
      codes: { theme: ['wordlists.themeBlank'], words: ['wordlists.wordsRequired'] },
    });
    expect(await stored(list.id)).toMatchObject({ theme: 'The Weather', words: ['sun', 'snow'] });
  });

  it('answers 404 to a stranger and changes nothing; the same for ids that are no list', async () => {
    const before = await stored(list.id);
    const res = await kimBrowser.patch(`/api/wordlists/${list.id}/`, { theme: 'Mine now', words: ['x'] });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ detail: ErrorDetail.notFound, codes: { detail: ['notFound'] } });
    expect(await stored(list.id)).toEqual(before);
    for (const id of ['999999', 'abc', '99999999999999999999']) {
      const missing = await annBrowser.patch(`/api/wordlists/${id}/`, { theme: 'X', words: ['x'] });
      expect(missing.statusCode).toBe(404);
    }
  });
});

describe('DELETE /api/wordlists/{id}/', () => {
  it("answers 404 to a stranger and keeps the list; the owner's delete answers 204", async () => {
    const list = await create(annBrowser, { theme: 'Doomed', words: ['bye'] });
    const stranger = await del(kimBrowser, `/api/wordlists/${list.id}/`);
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json()).toEqual({ detail: ErrorDetail.notFound, codes: { detail: ['notFound'] } });
    expect(await stored(list.id)).toBeDefined();
    expect(await selectionOf(ann.id)).toBe(list.id);

    const res = await del(annBrowser, `/api/wordlists/${list.id}/`);
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect(await stored(list.id)).toBeUndefined();
    const me = (await annBrowser.get('/api/users/me/')).json();
    expect(me.favourite_wordlists).not.toContain(list.id);
    expect((await del(annBrowser, `/api/wordlists/${list.id}/`)).statusCode).toBe(404);
  });

  it('selects her most recently created remaining list when she deletes the selected one', async () => {
    const older = await create(annBrowser, { theme: 'Older', words: ['a'] });
    const newer = await create(annBrowser, { theme: 'Newer', words: ['b'] });
    const selected = await create(annBrowser, { theme: 'Selected', words: ['c'] });
    // Edited, an older list is still older: creation decides, not the last change.
    expect((await annBrowser.patch(`/api/wordlists/${older.id}/`, { words: ['a', 'z'] })).statusCode).toBe(200);
    expect(await selectionOf(ann.id)).toBe(selected.id);

    expect((await del(annBrowser, `/api/wordlists/${selected.id}/`)).statusCode).toBe(204);

    expect(await selectionOf(ann.id)).toBe(newer.id);
    expect((await annBrowser.get('/api/users/me/')).json().selected_wordlist).toBe(newer.id);
  });

  it('keeps her selection when she deletes another list', async () => {
    const kept = await create(annBrowser, { theme: 'Kept', words: ['k'] });
    const other = await create(annBrowser, { theme: 'Other', words: ['o'] });
    expect((await annBrowser.post(`/api/wordlists/${kept.id}/select/`)).statusCode).toBe(200);

    expect((await del(annBrowser, `/api/wordlists/${other.id}/`)).statusCode).toBe(204);

    expect(await selectionOf(ann.id)).toBe(kept.id);
  });

  it('leaves nothing selected when she deletes her last list', async () => {
    const solo = await basicTeacher(ctx, { username: 'solo_teacher', logIn: true });
    const browser = solo.browser;
    const only = await create(browser, { theme: 'Only', words: ['o'] });

    expect((await del(browser, `/api/wordlists/${only.id}/`)).statusCode).toBe(204);

    expect(await selectionOf(solo.id)).toBeNull();
    expect((await browser.get('/api/users/me/')).json().selected_wordlist).toBeNull();
  });
});

describe('POST /api/wordlists/{id}/select/ and the user object', () => {
  it('selects her own list and reports it in /me', async () => {
    const a = await create(annBrowser, { theme: 'Select A', words: ['a'] });
    const b = await create(annBrowser, { theme: 'Select B', words: ['b'] });
    expect(await selectionOf(ann.id)).toBe(b.id);
    const res = await annBrowser.post(`/api/wordlists/${a.id}/select/`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: a.id, theme: 'Select A' });
    expect(await selectionOf(ann.id)).toBe(a.id);
    const me = (await annBrowser.get('/api/users/me/')).json();
    expect(me.selected_wordlist).toBe(a.id);
    const own = (await db().select({ id: wordlists.id }).from(wordlists).where(eq(wordlists.ownerId, ann.id)))
      .map((r) => r.id)
      .sort((x, y) => x - y);
    expect(me.favourite_wordlists).toEqual(own);
  });

  it("answers 404 for a stranger's private list and keeps her selection", async () => {
    const before = await selectionOf(kim.id);
    const hidden = await create(annBrowser, { theme: 'Hidden', words: ['h'] });
    const res = await kimBrowser.post(`/api/wordlists/${hidden.id}/select/`);
    expect(res.statusCode).toBe(404);
    expect(await selectionOf(kim.id)).toBe(before);
  });

  it('answers the list on GET /api/wordlists/{id}/ to its owner only while it is private', async () => {
    const list = await create(annBrowser, { theme: 'Readable', words: ['r'] });
    expect((await annBrowser.get(`/api/wordlists/${list.id}/`)).json()).toMatchObject({ id: list.id });
    expect((await kimBrowser.get(`/api/wordlists/${list.id}/`)).statusCode).toBe(404);
  });
});
