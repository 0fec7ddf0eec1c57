import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WordlistDto } from '@playwords/common';
import { users, wordlistPublicSearch, wordlists } from '../../db/schema';
import { operator, proTeacher, type SignedInMember } from '../../test/factories';
import { type Browser, startTestApp, type TestContext } from '../../test/harness';

// Public search reads `wordlist_public_search`, a copy of the public lists that only the triggers of migration 0007
// write. After every kind of change a list goes through, the copy must be exactly the public lists: same ids, likes
// and search text, nothing more.
let ctx: TestContext;
/** The official starter lists the seed publishes. */
let official = 0;
const who = {} as Record<'pro' | 'kim' | 'admin', SignedInMember>;

beforeAll(async () => {
  ctx = await startTestApp();
  who.pro = await proTeacher(ctx, { logIn: true });
  who.kim = await proTeacher(ctx, { username: 'kim_teacher', logIn: true });
  who.admin = await operator(ctx, { logIn: true });
  official = (await publicLists()).length;
});
afterAll(async () => ctx.close());

const db = () => ctx.database.db;
const byId = <T extends { id: number }>(rows: T[]) => rows.sort((a, b) => a.id - b.id);

/** What the copy should hold: every public list's id, likes and search text. */
async function publicLists() {
  const rows = await db().select().from(wordlists);
  return byId(
    rows
      .filter((r) => r.hasBeenPublished && !r.isPrivate && !r.isBanned)
      .map((r) => ({ id: r.id, likes: r.likes, searchText: r.searchText })),
  );
}

async function copy() {
  const rows = await db().select().from(wordlistPublicSearch);
  return byId(rows.map((r) => ({ id: r.wordlistId, likes: r.likes, searchText: r.searchText })));
}

/** Checks the copy against the lists, and that `count` lists besides the official ones are public. */
async function expectCopyInStep(count: number) {
  const expected = await publicLists();
  expect(expected).toHaveLength(official + count);
  expect(await copy()).toEqual(expected);
}

async function send(browser: Browser, method: 'POST' | 'PATCH' | 'DELETE', url: string, body?: object) {
  const res = await browser.request({ method, url, payload: body });
  expect(res.statusCode, res.body).toBeLessThan(300);
  return res.statusCode === 204 ? undefined : (res.json() as WordlistDto);
}

const search = async (query: string) =>
  (await who.kim.browser.post('/api/wordlists/search/', { query, public: true })).json() as {
    count: number;
    results: WordlistDto[];
  };

describe('the public search table', () => {
  it('follows publishing, editing, saving, making private, banning and deleting a list, and deleting its owner', async () => {
    const a = (await send(who.pro.browser, 'POST', '/api/wordlists/', {
      theme: 'Sea Creatures',
      words: ['zorblax', 'quibbet'],
      is_private: false,
    }))!;
    const b = (await send(who.pro.browser, 'POST', '/api/wordlists/', { theme: 'Draft', words: ['walrus'] }))!;
    await expectCopyInStep(1);
    expect((await search('orbla')).results.map((l) => l.id)).toEqual([a.id]);

    await send(who.pro.browser, 'POST', `/api/wordlists/${b.id}/publish/`);
    await expectCopyInStep(2);

    // New words are found, the old ones no longer.
    await send(who.pro.browser, 'PATCH', `/api/wordlists/${a.id}/`, { theme: 'Sea Creatures', words: ['flimwhistle'] });
    await expectCopyInStep(2);
    expect((await search('zorblax')).count).toBe(0);
    expect((await search('flimwhistle')).results.map((l) => l.id)).toEqual([a.id]);

    // Saving it raises its likes in the copy too, and so its place in the order.
    await send(who.kim.browser, 'POST', `/api/wordlists/${b.id}/favourite/`);
    await expectCopyInStep(2);
    await db().update(wordlists).set({ likes: 5 }).where(eq(wordlists.id, a.id));
    await expectCopyInStep(2);
    await db().update(wordlists).set({ likes: 1000 }).where(eq(wordlists.id, b.id));
    await expectCopyInStep(2);
    expect((await search('')).results.slice(0, 2).map((l) => [l.id, l.likes])).toEqual([
      [b.id, 1000],
      [a.id, 5],
    ]);

    await send(who.pro.browser, 'POST', `/api/wordlists/${b.id}/unpublish/`);
    await expectCopyInStep(1);
    await send(who.admin.browser, 'POST', `/api/wordlists/${a.id}/unpublish/`);
    await expectCopyInStep(0);
    expect((await search('flimwhistle')).count).toBe(0);

    // Published again, then deleted; then a published list goes with its owner.
    await send(who.pro.browser, 'POST', `/api/wordlists/${b.id}/publish/`);
    await expectCopyInStep(1);
    await send(who.pro.browser, 'DELETE', `/api/wordlists/${b.id}/`);
    await expectCopyInStep(0);
    await send(who.kim.browser, 'POST', '/api/wordlists/', { theme: 'Farm', words: ['goat'], is_private: false });
    await expectCopyInStep(1);
    await db().delete(users).where(eq(users.id, who.kim.id));
    await expectCopyInStep(0);
  });

  it('copies a bulk insert in one statement', async () => {
    const now = ctx.clock.now();
    const row = (i: number) => ({
      ownerId: who.pro.id,
      theme: `Bulk ${i}`,
      words: ['bulk'],
      searchText: `bulk ${i}\nbulk`,
      isPrivate: i % 3 === 0,
      hasBeenPublished: i % 3 !== 0,
      isBanned: i % 5 === 0,
      likes: i,
      createdAt: now,
      updatedAt: now,
    });
    await db()
      .insert(wordlists)
      .values(Array.from({ length: 30 }, (_, i) => row(i)));
    // 30 lists, minus the 10 private (i % 3 = 0) and the 4 more banned (i % 5 = 0 but not i % 3 = 0).
    await expectCopyInStep(16);
  });
});
