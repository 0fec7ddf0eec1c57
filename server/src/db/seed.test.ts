import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GAME_KEYS, OFFICIAL_USER_ID } from '@playwords/common';
import { games, users } from './schema';
import { seedDatabase } from './seed';
import { Browser, startTestApp, TEACHER, type TestContext } from '../test/harness';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await startTestApp();
});
afterAll(async () => ctx.close());

describe('seeding', () => {
  it('creates the official account with id 21, which cannot log in', async () => {
    const [official] = await ctx.database.db.select().from(users).where(eq(users.id, OFFICIAL_USER_ID));
    expect(official).toMatchObject({ id: 21, username: 'PlayWords', hasValidEmail: true, passwordHash: '!' });
  });

  it('stores the 22-entry catalogue with the flags of design/games.md', async () => {
    const rows = await ctx.database.db.select().from(games).orderBy(games.internalId);
    expect(rows).toHaveLength(22);
    expect(rows.map((g) => g.internalName)).toEqual(GAME_KEYS.slice(0, 22));
    expect(rows.filter((g) => !g.needsPro).map((g) => g.name)).toEqual([
      'Any Game',
      'Word Search',
      'Fighters Basic',
      'Alien Chase Basic',
    ]);
    expect(rows.filter((g) => g.needsPremium).map((g) => g.name)).toEqual(['Four In A Row', 'Space Fight']);
    expect(rows.find((g) => g.internalName === 'hangmanbattle')).toMatchObject({
      usesWords: true,
      usesBackgrounds: true,
      usesProjectiles: true,
      usesCharacters: true,
      usesMonsters: false,
    });
    expect(rows.find((g) => g.internalName === 'numberwheel')).toMatchObject({
      usesWords: false,
      usesBackgrounds: true,
    });
  });

  it('can run again at every start without duplicating anything, and new users get ids after 21', async () => {
    await seedDatabase(ctx.database.db, ctx.clock.now());
    expect(await ctx.database.db.select().from(games)).toHaveLength(22);
    const res = await new Browser(ctx.app).post('/api/users/', { ...TEACHER, accepted_terms_and_conditions: true });
    expect(res.statusCode).toBe(201);
    expect(res.json().id).toBe(22);
  });
});
