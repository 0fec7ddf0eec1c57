import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WordlistDto } from '@playwords/common';
import { wordlists } from '../../db/schema';
import { Browser, createTestAccount, startTestApp, type TestContext } from '../../test/harness';
import { PUBLIC_SEARCH_COUNT_CAP } from './repository';

// Public search counts at most PUBLIC_SEARCH_COUNT_CAP matches and orders a query matching more by walking the
// lists in order of likes: a different plan from the one smaller results take, so it gets its own checks.
let ctx: TestContext;
let browser: Browser;
const TOTAL = PUBLIC_SEARCH_COUNT_CAP + 150;
/** Likes of the i-th bulk list: many ties, so the order by id within equal likes is checked too. */
const likesOf = (i: number) => (i * 7919) % 37;

beforeAll(async () => {
  ctx = await startTestApp();
  const owner = await createTestAccount(ctx, {
    username: 'bulk_owner',
    password: 'Purple-Kangaroo-42',
    email: 'b@s.example',
  });
  await createTestAccount(ctx, { username: 'searcher', password: 'Purple-Kangaroo-42', email: 's@s.example' });
  browser = new Browser(ctx.app, '10.80.0.1');
  await browser.logIn('searcher', 'Purple-Kangaroo-42');
  const now = ctx.clock.now();
  const row = (i: number, word: string, isPrivate = false) => ({
    ownerId: owner.id,
    theme: `Bulk ${i}`,
    words: [word, 'filler'],
    searchText: `bulk ${i}\n${word}\nfiller`,
    isPrivate,
    hasBeenPublished: !isPrivate,
    likes: likesOf(i),
    createdAt: now,
    updatedAt: now,
  });
  await ctx.database.db.insert(wordlists).values(Array.from({ length: TOTAL }, (_, i) => row(i, 'commonword')));
  // A private list with the most likes of all must never show.
  await ctx.database.db.insert(wordlists).values({ ...row(TOTAL, 'commonword', true), likes: 1000 });
});
afterAll(async () => ctx.close());

/** The true order: likes descending, then id. */
async function expectedIds(): Promise<number[]> {
  const rows = await ctx.database.db.select().from(wordlists);
  return rows
    .filter((r) => r.words.includes('commonword') && !r.isPrivate)
    .sort((a, b) => b.likes - a.likes || a.id - b.id)
    .map((r) => r.id);
}

const search = async (query: string, paging = '') =>
  (await browser.post(`/api/wordlists/search/${paging}`, { query, public: true })).json() as {
    count: number;
    next: string | null;
    results: WordlistDto[];
  };

describe('public search of a common word', () => {
  it(`counts at most ${PUBLIC_SEARCH_COUNT_CAP} and still answers the most saved first, then by id`, async () => {
    const expected = await expectedIds();
    expect(expected).toHaveLength(TOTAL);
    const first = await search('COMMONWORD');
    expect(first.count).toBe(PUBLIC_SEARCH_COUNT_CAP);
    expect(first.results.map((l) => l.id)).toEqual(expected.slice(0, 50));
    expect(first.next).toBe('http://localhost:3000/api/wordlists/search/?limit=50&offset=50');
    const later = await search('commonword', '?limit=100&offset=900');
    expect(later.results.map((l) => l.id)).toEqual(expected.slice(900, 1000));
    expect(later.next).toBeNull();
  });

  it('counts exactly below the cap, with the same order', async () => {
    // 'bulk 1' is in the themes Bulk 1, Bulk 10–19, Bulk 100–199, Bulk 1000–1149: 1 + 10 + 100 + 150 = 261.
    const page = await search('bulk 1', '?limit=100&offset=200');
    expect(page.count).toBe(261);
    const rows = (await ctx.database.db.select().from(wordlists))
      .filter((r) => !r.isPrivate && r.theme.startsWith('Bulk 1'))
      .sort((a, b) => b.likes - a.likes || a.id - b.id);
    expect(page.results.map((l) => l.id)).toEqual(rows.slice(200, 300).map((r) => r.id));
  });

  it('answers a blank query from the whole collection in the same order', async () => {
    const page = await search('');
    expect(page.count).toBe(PUBLIC_SEARCH_COUNT_CAP);
    expect(page.results[0]!.likes).toBe(36);
  });
});
