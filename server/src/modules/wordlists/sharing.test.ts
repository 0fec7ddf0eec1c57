import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorDetail, ModerationMessage, OFFICIAL_USER_ID, WordlistMessage, type WordlistDto } from '@playwords/common';
import { users, wordlistFavourites, wordlists } from '../../db/schema';
import { basicTeacher, operator, proTeacher, type SignedInMember } from '../../test/factories';
import { type Browser, startTestApp, type TestContext } from '../../test/harness';

let ctx: TestContext;
/** Pro and verified; Basic and verified; Pro but not verified; a superuser (Basic); a third teacher. */
const who = {} as Record<'pro' | 'basic' | 'unverified' | 'admin' | 'kim', SignedInMember>;

beforeAll(async () => {
  ctx = await startTestApp();
  who.pro = await proTeacher(ctx, { logIn: true });
  who.basic = await basicTeacher(ctx, { logIn: true });
  who.unverified = await proTeacher(ctx, { username: 'unverified_teacher', verified: false, logIn: true });
  who.admin = await operator(ctx, { logIn: true });
  who.kim = await basicTeacher(ctx, { username: 'kim_teacher', logIn: true });
});
afterAll(async () => ctx.close());

const db = () => ctx.database.db;
const stored = async (id: number) => (await db().select().from(wordlists).where(eq(wordlists.id, id)))[0];

async function create(browser: Browser, body: Record<string, unknown>): Promise<WordlistDto> {
  const res = await browser.post('/api/wordlists/', body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

async function search(browser: Browser, query: string, isPublic = true, paging = '') {
  const res = await browser.post(`/api/wordlists/search/${paging}`, { query, public: isPublic });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { count: number; next: string | null; results: WordlistDto[] };
}
const themes = (page: { results: WordlistDto[] }) => page.results.map((l) => l.theme);

describe('POST /api/wordlists/{id}/publish/', () => {
  it('publishes a Pro teacher’s list: 200, public and published', async () => {
    const list = await create(who.pro.browser, { theme: 'Publish Me', words: ['quokka'] });
    const res = await who.pro.browser.post(`/api/wordlists/${list.id}/publish/`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: list.id, is_private: false, has_been_published: true, is_banned: false });
    expect(await stored(list.id)).toMatchObject({ isPrivate: false, hasBeenPublished: true });

    // Once: a second publish answers the list and changes nothing.
    const before = await stored(list.id);
    const again = await who.pro.browser.post(`/api/wordlists/${list.id}/publish/`);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(res.json());
    expect(await stored(list.id)).toEqual(before);
  });

  it('refuses a Basic teacher with why and how to unlock it, and changes nothing', async () => {
    const list = await create(who.basic.browser, { theme: 'Basic List', words: ['kiwi'] });
    const res = await who.basic.browser.post(`/api/wordlists/${list.id}/publish/`);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      detail:
        'Sharing word lists is part of Pro and Premium. Start a free trial on the Pricing page to share this list.',
      codes: { detail: ['wordlists.publishNeedsPlanTrial'] },
    });
    expect(await stored(list.id)).toMatchObject({ isPrivate: true, hasBeenPublished: false });

    // With both trials used, she is sent to the plans instead.
    await db()
      .update(users)
      .set({ usedProPlanTrial: true, usedPremiumPlanTrial: true })
      .where(eq(users.id, who.basic.id));
    const later = await who.basic.browser.post(`/api/wordlists/${list.id}/publish/`);
    expect(later.json()).toEqual({
      detail: WordlistMessage.publishNeedsPlan,
      codes: { detail: ['wordlists.publishNeedsPlan'] },
    });
    await db()
      .update(users)
      .set({ usedProPlanTrial: false, usedPremiumPlanTrial: false })
      .where(eq(users.id, who.basic.id));
  });

  it('refuses a Pro teacher whose e-mail is not validated, telling her to validate it', async () => {
    const list = await create(who.unverified.browser, { theme: 'Unverified List', words: ['emu'] });
    const res = await who.unverified.browser.post(`/api/wordlists/${list.id}/publish/`);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      detail: WordlistMessage.publishNeedsEmail,
      codes: { detail: ['wordlists.publishNeedsEmail'] },
    });
    expect(res.json().detail).toMatch(/validate your e-mail/);
    expect(await stored(list.id)).toMatchObject({ isPrivate: true, hasBeenPublished: false });
  });

  it('answers 404 to a stranger, even a Pro one, and leaves the list private', async () => {
    const list = await create(who.basic.browser, { theme: 'Not Yours', words: ['wombat'] });
    const res = await who.pro.browser.post(`/api/wordlists/${list.id}/publish/`);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ detail: ErrorDetail.notFound, codes: { detail: ['notFound'] } });
    expect(await stored(list.id)).toMatchObject({ isPrivate: true, hasBeenPublished: false });
  });

  it("publishes at creation with is_private false ('Publish online for others to use') when she may", async () => {
    const list = await create(who.pro.browser, { theme: 'Born Public', words: ['platypus'], is_private: false });
    expect(list).toMatchObject({ is_private: false, has_been_published: true });
    const count = async () => (await db().select().from(wordlists).where(eq(wordlists.ownerId, who.basic.id))).length;
    const before = await count();
    const res = await who.basic.browser.post('/api/wordlists/', { theme: 'Nope', words: ['x'], is_private: false });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      detail: WordlistMessage.publishNeedsPlanTrial,
      codes: { detail: ['wordlists.publishNeedsPlanTrial'] },
    });
    expect(await count()).toBe(before);
  });
});

describe('POST /api/wordlists/search/', () => {
  const ids = {} as Record<string, number>;
  beforeAll(async () => {
    const make = async (key: string, browser: Browser, body: Record<string, unknown>, publish: boolean) => {
      const list = await create(browser, body);
      if (publish) expect((await browser.post(`/api/wordlists/${list.id}/publish/`)).statusCode).toBe(200);
      ids[key] = list.id;
    };
    await make('jungle', who.pro.browser, { theme: 'Jungle Safari', words: ['Gorilla', 'toucan', 'jaguar'] }, true);
    await make('rainforest', who.pro.browser, { theme: 'Rainforest', words: ['sloth', 'Gorilla', '100% fun'] }, true);
    await make('private', who.pro.browser, { theme: 'Secret Jungle', words: ['gorilla'] }, false);
    await make('banned', who.pro.browser, { theme: 'Banned Jungle', words: ['gorilla'] }, true);
    expect((await who.admin.browser.post(`/api/wordlists/${ids.banned}/unpublish/`)).statusCode).toBe(200);
    // Not private but never published (not reachable through the API, but the search must not rely on that).
    const [row] = await db()
      .insert(wordlists)
      .values({
        ownerId: who.pro.id,
        theme: 'Unpublished Jungle',
        words: ['gorilla'],
        searchText: 'unpublished jungle\ngorilla',
        isPrivate: false,
        hasBeenPublished: false,
        createdAt: ctx.clock.now(),
        updatedAt: ctx.clock.now(),
      })
      .returning();
    ids.unpublished = row!.id;
    await db().update(wordlists).set({ likes: 3 }).where(eq(wordlists.id, ids.rainforest!));
  });

  it('finds public lists of everyone by a word, ignoring case, most saved first', async () => {
    const page = await search(who.kim.browser, 'GORILLA');
    expect(themes(page)).toEqual(['Rainforest', 'Jungle Safari']);
    expect(page.count).toBe(2);
    expect(page.results[0]).toMatchObject({ likes: 3, created_by: { id: who.pro.id, username: 'pro_teacher' } });
  });

  it('excludes private, unpublished and banned lists', async () => {
    const found = (await search(who.kim.browser, 'jungle')).results.map((l) => l.id);
    expect(found).toEqual([ids.jungle]);
    expect(found).not.toContain(ids.private);
    expect(found).not.toContain(ids.unpublished);
    expect(found).not.toContain(ids.banned);
  });

  it('finds by any part of the theme or of a word, and the official lists too', async () => {
    expect(themes(await search(who.kim.browser, 'safar'))).toEqual(['Jungle Safari']);
    expect(themes(await search(who.kim.browser, 'ouca'))).toEqual(['Jungle Safari']);
    const colours = await search(who.kim.browser, 'Colours');
    expect(colours.results[0]).toMatchObject({ theme: 'Colours', created_by: { id: OFFICIAL_USER_ID } });
  });

  it('treats % and _ in the query as text', async () => {
    expect(themes(await search(who.kim.browser, '100%'))).toEqual(['Rainforest']);
    expect((await search(who.kim.browser, '%')).count).toBe(1);
    expect((await search(who.kim.browser, '_')).count).toBe(0);
  });

  it('searches only her own lists, private ones included, with public false', async () => {
    const mine = await search(who.pro.browser, 'jungle', false);
    expect(mine.results.map((l) => l.id).sort()).toEqual([ids.jungle, ids.private, ids.banned, ids.unpublished].sort());
    expect((await search(who.kim.browser, 'jungle', false)).count).toBe(0);
  });

  it('pages through the query string: limit clamped, offset past the end empty with the count, -1 refused', async () => {
    const first = await search(who.kim.browser, 'gorilla', true, '?limit=1');
    expect(themes(first)).toEqual(['Rainforest']);
    expect(first.next).toBe('http://localhost:3000/api/wordlists/search/?limit=1&offset=1');
    expect(themes(await search(who.kim.browser, 'gorilla', true, '?limit=1&offset=1'))).toEqual(['Jungle Safari']);
    const past = await search(who.kim.browser, 'gorilla', true, '?offset=10');
    expect(past).toMatchObject({ count: 2, next: null, results: [] });
    const all = await search(who.kim.browser, '', true, '?limit=1000');
    expect(all.results).toHaveLength(Math.min(all.count, 100));
    const bad = await who.kim.browser.post('/api/wordlists/search/?limit=-1', { query: 'x', public: true });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({
      limit: ['A valid non-negative integer is required.'],
      codes: { limit: ['fields.notANonNegativeInteger'] },
    });
  });

  it('matches every public list for a blank query and refuses a query over 100 characters', async () => {
    const all = await search(who.kim.browser, '   ');
    const publicCount = (await db().select().from(wordlists).where(eq(wordlists.isPrivate, false))).filter(
      (l) => l.hasBeenPublished && !l.isBanned,
    ).length;
    expect(all.count).toBe(publicCount);
    const long = await who.kim.browser.post('/api/wordlists/search/', { query: 'x'.repeat(101), public: true });
    expect(long.statusCode).toBe(400);
    expect(long.json()).toEqual({
      query: ['Ensure this field has no more than 100 characters.'],
      codes: { query: ['wordlists.themeTooLong'] },
    });
  });
});

describe('POST /api/wordlists/{id}/favourite/', () => {
  let list: WordlistDto;
  beforeAll(async () => {
    list = await create(who.pro.browser, { theme: 'Favourite Me', words: ['koala'], is_private: false });
  });

  it('saves a public list once: likes +1 and in favourite_wordlists; a second call changes nothing', async () => {
    const res = await who.kim.browser.post(`/api/wordlists/${list.id}/favourite/`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: list.id, theme: 'Favourite Me', likes: 1 });
    expect((await stored(list.id))!.likes).toBe(1);
    const again = await who.kim.browser.post(`/api/wordlists/${list.id}/favourite/`);
    expect(again.statusCode).toBe(200);
    expect(again.json().likes).toBe(1);
    expect((await stored(list.id))!.likes).toBe(1);
    const rows = await db().select().from(wordlistFavourites).where(eq(wordlistFavourites.wordlistId, list.id));
    expect(rows).toEqual([{ userId: who.kim.id, wordlistId: list.id, createdAt: ctx.clock.now() }]);
    const me = (await who.kim.browser.get('/api/users/me/')).json();
    expect(me.favourite_wordlists).toEqual([list.id]);
  });

  it('counts one like per teacher even when she clicks five times at once', async () => {
    await Promise.all(Array.from({ length: 5 }, () => who.basic.browser.post(`/api/wordlists/${list.id}/favourite/`)));
    expect((await stored(list.id))!.likes).toBe(2);
  });

  it('changes nothing for the owner, and answers 404 for a private list of someone else', async () => {
    const own = await who.pro.browser.post(`/api/wordlists/${list.id}/favourite/`);
    expect(own.statusCode).toBe(200);
    expect((await stored(list.id))!.likes).toBe(2);
    const hidden = await create(who.pro.browser, { theme: 'Private Fav', words: ['x'] });
    const res = await who.kim.browser.post(`/api/wordlists/${hidden.id}/favourite/`);
    expect(res.statusCode).toBe(404);
    expect((await stored(hidden.id))!.likes).toBe(0);
  });

  it('lets her select a saved public list; once its owner takes it back, /me no longer offers it', async () => {
    const sel = await who.kim.browser.post(`/api/wordlists/${list.id}/select/`);
    expect(sel.statusCode).toBe(200);
    expect((await who.kim.browser.get('/api/users/me/')).json()).toMatchObject({
      selected_wordlist: list.id,
      favourite_wordlists: [list.id],
    });
    const back = await who.pro.browser.post(`/api/wordlists/${list.id}/unpublish/`);
    expect(back.statusCode).toBe(200);
    expect(back.json()).toMatchObject({ is_private: true, has_been_published: false, is_banned: false });
    expect((await who.kim.browser.get('/api/users/me/')).json()).toMatchObject({
      selected_wordlist: null,
      favourite_wordlists: [],
    });
    expect((await who.kim.browser.post(`/api/wordlists/${list.id}/select/`)).statusCode).toBe(404);
    // She may publish it again; the saved copies and likes come back with it.
    expect((await who.pro.browser.post(`/api/wordlists/${list.id}/publish/`)).json()).toMatchObject({ likes: 2 });
    expect((await who.kim.browser.get('/api/users/me/')).json().favourite_wordlists).toEqual([list.id]);
  });

  it('lists a saved public list among her lists, until it stops being public', async () => {
    const mine = async () =>
      ((await who.kim.browser.get('/api/wordlists/')).json() as { results: WordlistDto[] }).results;
    expect((await mine()).map((l) => l.id)).toContain(list.id);
    // Her own search of her lists finds it too.
    expect(themes(await search(who.kim.browser, 'koala', false))).toContain('Favourite Me');
    await who.pro.browser.post(`/api/wordlists/${list.id}/unpublish/`);
    expect((await mine()).map((l) => l.id)).not.toContain(list.id);
    await who.pro.browser.post(`/api/wordlists/${list.id}/publish/`);
    expect((await mine()).map((l) => l.id)).toContain(list.id);
  });

  it('selects an official list without saving it', async () => {
    const colours = (await search(who.kim.browser, 'colours')).results[0]!;
    const res = await who.kim.browser.post(`/api/wordlists/${colours.id}/select/`);
    expect(res.statusCode).toBe(200);
    expect((await who.kim.browser.get('/api/users/me/')).json().selected_wordlist).toBe(colours.id);
  });
});

describe('DELETE of a public list others selected', () => {
  it('gives each teacher who selected it her own most recent list, or nothing when she has none', async () => {
    const shared = await create(who.pro.browser, { theme: 'Shared Zoo', words: ['okapi'], is_private: false });
    const kimsOwn = await create(who.kim.browser, { theme: 'Kim Own', words: ['k'] });
    // A teacher who never made a list of her own.
    const fresh = await basicTeacher(ctx, { username: 'newcomer', logIn: true });
    for (const teacher of [who.kim, fresh]) {
      expect((await teacher.browser.post(`/api/wordlists/${shared.id}/select/`)).statusCode).toBe(200);
    }
    // Her own selection moves too: the owner's newest other list.
    const ownersNewest = await create(who.pro.browser, { theme: 'Pro Newest', words: ['p'] });
    expect((await who.pro.browser.post(`/api/wordlists/${shared.id}/select/`)).statusCode).toBe(200);

    const res = await who.pro.browser.request({ method: 'DELETE', url: `/api/wordlists/${shared.id}/` });
    expect(res.statusCode).toBe(204);

    const selected = async (teacher: { browser: Browser }) =>
      (await teacher.browser.get('/api/users/me/')).json().selected_wordlist;
    expect(await selected(who.kim)).toBe(kimsOwn.id);
    expect(await selected(fresh)).toBeNull();
    expect(await selected(who.pro)).toBe(ownersNewest.id);
  });
});

describe('POST /api/wordlists/{id}/unpublish/ (removal from the public collection)', () => {
  it('lets a superuser ban someone else’s public list: hidden from search, never published again', async () => {
    const list = await create(who.pro.browser, { theme: 'Rude Words', words: ['meanie'], is_private: false });
    // Another teacher's 'remove from the public collection' is sent for review; the list stays public.
    const stranger = await who.kim.browser.post(`/api/wordlists/${list.id}/unpublish/`);
    expect(stranger.statusCode).toBe(200);
    expect(stranger.json()).toEqual({ sent_for_review: true, detail: ModerationMessage.sentForReview });
    expect(await stored(list.id)).toMatchObject({ isBanned: false, isPrivate: false });

    const res = await who.admin.browser.post(`/api/wordlists/${list.id}/unpublish/`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: list.id, is_banned: true });
    expect(await stored(list.id)).toMatchObject({ isBanned: true });
    expect((await search(who.kim.browser, 'meanie')).count).toBe(0);

    const again = await who.pro.browser.post(`/api/wordlists/${list.id}/publish/`);
    expect(again.statusCode).toBe(403);
    expect(again.json()).toEqual({
      detail: WordlistMessage.publishBanned,
      codes: { detail: ['wordlists.publishBanned'] },
    });
    // Still hers to play with.
    expect((await who.pro.browser.get(`/api/wordlists/${list.id}/`)).statusCode).toBe(200);
  });

  it('answers 404 for a private list of someone else, even to a superuser', async () => {
    const list = await create(who.basic.browser, { theme: 'Private Stuff', words: ['p'] });
    expect((await who.admin.browser.post(`/api/wordlists/${list.id}/unpublish/`)).statusCode).toBe(404);
    expect((await who.kim.browser.post(`/api/wordlists/${list.id}/unpublish/`)).statusCode).toBe(404);
    expect(await stored(list.id)).toMatchObject({ isBanned: false });
  });
});
