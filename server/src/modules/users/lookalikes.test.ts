import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { USERNAME_MIXED_SCRIPT_MESSAGE } from '@playwords/common';
import { users } from '../../db/schema';
import { seedDatabase } from '../../db/seed';
import { Browser, createTestAccount, startTestApp, type TestContext } from '../../test/harness';
import { DUPLICATE_USERNAME } from './service';
import { usernameSkeleton } from './username-skeleton';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await startTestApp();
  await createTestAccount(ctx, { username: 'admin', email: 'admin@school.example' });
  await createTestAccount(ctx, { username: 'bob', email: 'bob@school.example' });
  await createTestAccount(ctx, { username: 'coco', email: 'coco@school.example' });
});
afterAll(async () => ctx.close());

const PASSWORD = 'Blue-Elephant-77';
let signUps = 0;
/** A sign-up from an address of its own (the per-address limit stays out of the way). */
function signUp(username: string) {
  signUps += 1;
  const browser = new Browser(ctx.app, `10.7.${Math.floor(signUps / 200)}.${signUps % 200}`);
  return browser.post('/api/users/', {
    username,
    password: PASSWORD,
    email: `new${signUps}@school.example`,
    accepted_terms_and_conditions: true,
  });
}

async function usernamesLike(...names: string[]): Promise<string[]> {
  const rows = await ctx.database.db.select({ username: users.username }).from(users);
  return rows.map((r) => r.username).filter((name) => names.includes(name));
}

describe('look-alike usernames at sign-up', () => {
  it.each([
    ['ADMİN', 'a dotted capital I'],
    ['admın', 'a dotless i'],
    ['adrnin', '"rn" for "m"'],
    ['сосо', 'all Cyrillic letters'],
    ['ＡＤＭＩＮ', 'fullwidth letters'],
  ])('refuses %s (%s) beside an existing look-alike, creating nothing', async (name) => {
    const res = await signUp(name);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ username: [DUPLICATE_USERNAME], codes: { username: ['users.duplicateUsername'] } });
    expect(await usernamesLike(name.normalize('NFKC'))).toEqual([]);
  });

  it.each([
    ['аdmin', 'a Cyrillic а'],
    ['bоb', 'a Cyrillic о'],
    ['Αlice', 'a Greek Alpha'],
  ])('refuses %s (%s): a name mixing alphabets gets its own field message', async (name) => {
    const res = await signUp(name);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      username: [USERNAME_MIXED_SCRIPT_MESSAGE],
      codes: { username: ['users.usernameMixedScript'] },
    });
    expect(await usernamesLike(name)).toEqual([]);
  });

  it('accepts names that only resemble each other loosely, and names in one other alphabet', async () => {
    for (const name of ['admin2', 'bobby', 'Светлана', '田中たろう', 'kim김']) {
      const res = await signUp(name);
      expect(res.statusCode, name).toBe(201);
    }
  });

  it('stores the skeleton, and the database refuses a second row with the same one (racing sign-ups)', async () => {
    const [admin] = await ctx.database.db.select().from(users).where(eq(users.usernameKey, 'admin'));
    expect(admin?.usernameSkeleton).toBe(usernameSkeleton('admin'));
    expect(usernameSkeleton('admın')).toBe(admin?.usernameSkeleton);
    // What a sign-up that passed the check at the same moment as another would write: the unique index says no.
    const insert = ctx.database.db.insert(users).values({
      username: 'admın',
      usernameKey: 'admın',
      usernameSkeleton: usernameSkeleton('admın'),
      email: 'race@school.example',
      emailKey: 'race@school.example',
      passwordHash: admin!.passwordHash,
    });
    await expect(insert).rejects.toMatchObject({ cause: { code: '23505' } });
  });

  it('lets one of two parallel look-alike sign-ups win', async () => {
    const answers = await Promise.all(['quinn_m', 'quınn_m', 'QUİNN_rn', 'QUINN_M'].map(signUp));
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 400, 400, 400]);
    for (const loser of answers.filter((r) => r.statusCode === 400)) {
      expect(loser.json()).toEqual({
        username: [DUPLICATE_USERNAME],
        codes: { username: ['users.duplicateUsername'] },
      });
    }
  });
});

describe('accounts from before skeletons', () => {
  it('get their skeleton at start; of two existing look-alikes the older keeps it and both still log in', async () => {
    const older = await createTestAccount(ctx, { username: 'legacy_amy', email: 'amy@school.example' });
    const younger = await createTestAccount(ctx, { username: 'legacy_amz', email: 'amz@school.example' });
    // As the rows were before the migration: no skeleton, and a look-alike (Cyrillic а) the old rules let in.
    await ctx.database.db
      .update(users)
      .set({ username: 'legacy_аmy', usernameKey: 'legacy_аmy' })
      .where(eq(users.id, younger.id));
    await ctx.database.db
      .update(users)
      .set({ usernameSkeleton: null })
      .where(inArray(users.id, [older.id, younger.id]));

    await seedDatabase(ctx.database.db, ctx.clock.now());

    const rows = await ctx.database.db
      .select({ id: users.id, skeleton: users.usernameSkeleton })
      .from(users)
      .where(inArray(users.id, [older.id, younger.id]))
      .orderBy(users.id);
    expect(rows).toEqual([
      { id: older.id, skeleton: usernameSkeleton('legacy_amy') },
      { id: younger.id, skeleton: null },
    ]);
    // Login matches the exact key: each finds her own account by the name she types.
    for (const [name, id] of [
      ['legacy_amy', older.id],
      ['LEGACY_аMY', younger.id],
    ] as const) {
      const res = await new Browser(ctx.app, '10.8.0.1').logIn(name, 'Purple-Kangaroo-42');
      expect(res.statusCode, name).toBe(200);
      expect(res.json().id).toBe(id);
    }
    // A new look-alike of either is refused.
    expect((await signUp('legacy_arny')).json()).toEqual({
      username: [DUPLICATE_USERNAME],
      codes: { username: ['users.duplicateUsername'] },
    });
  });
});
