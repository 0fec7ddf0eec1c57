import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { characterCount, normaliseWords, OFFICIAL_USER_ID } from '@playwords/common';
import { wordlists } from '../../db/schema';
import { seedDatabase } from '../../db/seed';
import { Browser, createTestAccount, startTestApp, type TestContext } from '../../test/harness';
import { STARTER_LISTS } from './starter-lists';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await startTestApp();
});
afterAll(async () => ctx.close());

const official = () => ctx.database.db.select().from(wordlists).where(eq(wordlists.ownerId, OFFICIAL_USER_ID));

describe('official starter lists', () => {
  it('are written well: at least 30 themes, 8–20 lowercase entries each, no repeats, within the limits', () => {
    expect(STARTER_LISTS.length).toBeGreaterThanOrEqual(30);
    expect(new Set(STARTER_LISTS.map((l) => l.theme)).size).toBe(STARTER_LISTS.length);
    for (const list of STARTER_LISTS) {
      expect(list.words.length, list.theme).toBeGreaterThanOrEqual(8);
      expect(list.words.length, list.theme).toBeLessThanOrEqual(20);
      expect(normaliseWords(list.words), list.theme).toEqual(list.words);
      expect(list.words.every((w) => characterCount(w) <= 50)).toBe(true);
    }
  });

  it('cover the kindergarten and primary themes of the issue', () => {
    const themes = STARTER_LISTS.map((l) => l.theme.toLowerCase()).join('|');
    for (const theme of [
      'animals',
      'colours',
      'numbers',
      'fruit',
      'food',
      'body',
      'family',
      'clothes',
      'weather',
      'school',
      'toys',
      'transport',
      'jobs',
      'feelings',
      'action',
      'house',
      'places',
      'sports',
      'nature',
      'shapes',
      'days',
      'months',
    ]) {
      expect(themes, theme).toContain(theme);
    }
  });

  it('are seeded at start: public, published, owned by the official account (id 21)', async () => {
    const rows = await official();
    expect(rows).toHaveLength(STARTER_LISTS.length);
    for (const row of rows) {
      expect(row).toMatchObject({ isPrivate: false, hasBeenPublished: true, isBanned: false, likes: 0 });
      expect(row.words.length).toBeGreaterThanOrEqual(8);
      expect(row.words.length).toBeLessThanOrEqual(20);
    }
    expect(rows.find((r) => r.theme === 'Animals')!.words.slice(0, 3)).toEqual(['cat', 'dog', 'cow']);
  });

  it('are seeded once however often the server starts, and words fixed in the code reach old installations', async () => {
    const [animals] = (await official()).filter((r) => r.theme === 'Animals');
    await ctx.database.db
      .update(wordlists)
      .set({ words: ['old'] })
      .where(eq(wordlists.id, animals!.id));
    await seedDatabase(ctx.database.db, ctx.clock.now());
    await Promise.all([seedDatabase(ctx.database.db, ctx.clock.now()), seedDatabase(ctx.database.db, ctx.clock.now())]);
    const rows = await official();
    expect(rows).toHaveLength(STARTER_LISTS.length);
    const fixed = rows.find((r) => r.id === animals!.id)!;
    expect(fixed.words).toEqual(STARTER_LISTS.find((l) => l.theme === 'Animals')!.words);
    expect(fixed.searchText).toContain('\ncat\n');
  });

  it('can be found and played by a new teacher at once', async () => {
    await createTestAccount(ctx, {
      username: 'new_teacher',
      password: 'Purple-Kangaroo-42',
      email: 'n@school.example',
    });
    const browser = new Browser(ctx.app, '10.70.0.1');
    await browser.logIn('new_teacher', 'Purple-Kangaroo-42');
    const res = await browser.post('/api/wordlists/search/?limit=100', { query: '', public: true });
    expect(res.json().count).toBe(STARTER_LISTS.length);
    const fruit = (await browser.post('/api/wordlists/search/', { query: 'fruit', public: true })).json().results;
    expect(fruit[0]).toMatchObject({
      theme: 'Fruit',
      created_by: { id: 21, username: 'PlayWords', display_name: 'PlayWords' },
      is_private: false,
      has_been_published: true,
    });
    expect((await browser.post(`/api/wordlists/${fruit[0].id}/select/`)).statusCode).toBe(200);
  });
});
