import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildLicenceKey, ErrorDetail } from '@playwords/common';
import { licences, rateCounters, users } from '../../db/schema';
import { basicTeacher } from '../../test/factories';
import { Browser, startTestApp, type TestContext } from '../../test/harness';
import { mintKeys } from './service';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await startTestApp();
});
afterAll(async () => ctx.close());

const T0 = '2026-01-15T10:00:00.000Z';
const INVALID = {
  non_field_errors: ['This license key is not valid or has already been used.'],
  codes: { non_field_errors: ['licences.invalidKey'] },
};
const activate = (b: Browser, key: string) => b.post(`/api/licenses/${encodeURIComponent(key)}/activate/`);

/** A new signed-in Basic teacher with her own browser (own address unless one is given). */
const teacher = (ip?: string) => basicTeacher(ctx, { logIn: ip ?? true });

const mint = (n = 1, type: 'PRO' | 'PRE' | 'VIP' = 'PRO', days = 30) =>
  mintKeys(ctx.database.db, { type, days, count: n }, ctx.clock.now());
const licence = async (id: string) => (await ctx.database.db.select().from(licences).where(eq(licences.id, id)))[0];
const licencesOf = (userId: number) => ctx.database.db.select().from(licences).where(eq(licences.userId, userId));
const userRow = async (id: number) => (await ctx.database.db.select().from(users).where(eq(users.id, id)))[0]!;

beforeEach(async () => {
  ctx.clock.set(T0);
  await ctx.database.db.delete(rateCounters);
});

describe('POST /api/licenses/{key}/activate/', () => {
  it('redeems a minted key: 200 with the licence, now owned and running; /me reports the plan', async () => {
    const { user, browser, username } = await teacher();
    const [key] = await mint(1, 'PRE', 90);
    ctx.clock.advance(60_000);
    const res = await activate(browser, key!);
    expect(res.statusCode).toBe(200);
    const at = new Date(Date.parse(T0) + 60_000).toISOString();
    expect(res.json()).toEqual({
      id: key,
      user_username: username,
      license_type: 'PRE',
      is_trial: false,
      date_purchased: at,
      is_active: true,
      is_expired: false,
      will_auto_renew: false,
      renew_time: null,
      time_activated: at,
      duration: 90,
      activate_this_plan_next: false,
      remaining_days: 90,
    });
    expect(await licence(key!)).toMatchObject({
      userId: user.id,
      redeemedAt: new Date(at),
      runStartedAt: new Date(at),
    });
    expect((await browser.get('/api/users/me/')).json()).toMatchObject({
      current_plan_type: 'PRE',
      has_active_plan: true,
      max_sessions_allowed: 3,
    });
  });

  it('normalises what was typed: lower case, spaces instead of dashes', async () => {
    const { user, browser } = await teacher();
    const [key] = await mint();
    const typed = key!.toLowerCase().replace(/-/g, ' ');
    const res = await activate(browser, typed);
    expect(res.statusCode).toBe(200);
    expect(res.json().id).toBe(key);
    expect((await licence(key!))?.userId).toBe(user.id);
  });

  it('refuses a key with a valid checksum that was never issued, and changes nothing', async () => {
    const { user, browser } = await teacher();
    const forged = buildLicenceKey(['FORGE', 'DKEYS', 'ABCDE', '12345']);
    const before = await userRow(user.id);
    const res = await activate(browser, forged);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(INVALID);
    expect(await licence(forged)).toBeUndefined();
    expect(await licencesOf(user.id)).toHaveLength(0);
    expect(await userRow(user.id)).toEqual(before);
  });

  it('refuses a bad checksum and a key of the wrong shape with the same answer', async () => {
    const { user, browser } = await teacher();
    const [key] = await mint();
    const typo = `${key!.slice(0, 28)}${key!.endsWith('A') ? 'B' : 'A'}`;
    for (const attempt of [typo, 'HELLO', 'x'.repeat(90)]) {
      const res = await activate(browser, attempt);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(INVALID);
    }
    // A path parameter over 100 characters never reaches the route (Fastify's limit).
    const huge = await activate(browser, 'x'.repeat(300));
    expect(huge.statusCode).toBe(414);
    expect(huge.json()).toEqual({ detail: expect.any(String), codes: { detail: [null] } });
    expect((await licence(key!))?.userId).toBeNull();
    expect(await licencesOf(user.id)).toHaveLength(0);
  });

  it('a used key is refused, to its owner and to anyone else; it stays with its owner', async () => {
    const first = await teacher();
    const second = await teacher();
    const [key] = await mint();
    expect((await activate(first.browser, key!)).statusCode).toBe(200);
    const stored = await licence(key!);
    for (const b of [first.browser, second.browser]) {
      const res = await activate(b, key!);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(INVALID);
    }
    expect(await licence(key!)).toEqual(stored);
    expect(await licencesOf(second.user.id)).toHaveLength(0);
  });

  it('two users racing for one key: exactly one wins, the other gets nothing', async () => {
    for (let round = 0; round < 3; round++) {
      const racers = await Promise.all([teacher(), teacher()]);
      const [key] = await mint();
      const results = await Promise.all(racers.map((r) => activate(r.browser, key!)));
      expect(results.map((r) => r.statusCode).sort()).toEqual([200, 400]);
      const winner = racers[results.findIndex((r) => r.statusCode === 200)]!;
      const loser = racers[results.findIndex((r) => r.statusCode === 400)]!;
      expect((await licence(key!))?.userId).toBe(winner.user.id);
      expect(await licencesOf(loser.user.id)).toHaveLength(0);
      expect((await userRow(loser.user.id)).planType).toBeNull();
    }
  });

  it('ten users racing for one key: exactly one wins', async () => {
    const racers = [];
    for (let i = 0; i < 10; i++) racers.push(await teacher());
    const [key] = await mint();
    const results = await Promise.all(racers.map((r) => activate(r.browser, key!)));
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(results.filter((r) => r.statusCode === 400)).toHaveLength(9);
  });

  it('a key redeemed while a plan runs starts at once and pauses that plan', async () => {
    const { browser } = await teacher();
    const [pro] = await mint(1, 'PRO', 30);
    const [vip] = await mint(1, 'VIP', 10);
    await activate(browser, pro!);
    ctx.clock.advance(5 * 86_400_000);
    const res = await activate(browser, vip!);
    expect(res.json()).toMatchObject({ license_type: 'VIP', is_active: true, remaining_days: 10 });
    expect((await browser.get(`/api/licenses/${pro}/`)).json()).toMatchObject({
      is_active: false,
      is_expired: false,
      activate_this_plan_next: true,
      remaining_days: 25,
    });
  });

  it('limits attempts per user: the 11th in an hour gets 429, even with a good key; successes do not count', async () => {
    const { user, browser, username, password } = await teacher();
    const forged = buildLicenceKey(['FORGE', 'DKEYS', 'ABCDE', '12345']);
    const good = await mint(3);
    for (let i = 0; i < 9; i++) expect((await activate(browser, forged)).statusCode).toBe(400);
    for (const key of good.slice(0, 2)) expect((await activate(browser, key)).statusCode).toBe(200);
    expect((await activate(browser, forged)).statusCode).toBe(400);
    ctx.clock.advance(10 * 60_000);
    const res = await activate(browser, good[2]!);
    expect(res.statusCode).toBe(429);
    expect(res.headers['retry-after']).toBe('3000');
    expect(res.json()).toEqual({
      detail: 'Request was throttled. Expected available in 3000 seconds.',
      codes: { detail: ['throttled'] },
    });
    expect((await licence(good[2]!))?.userId).toBeNull();
    expect(await licencesOf(user.id)).toHaveLength(2);
    ctx.clock.advance(50 * 60_000);
    await browser.logIn(username, password);
    expect((await activate(browser, good[2]!)).statusCode).toBe(200);
  });

  it('limits attempts per address across accounts: 30 an hour', async () => {
    const forged = buildLicenceKey(['FORGE', 'DKEYS', 'ABCDE', '12345']);
    const school = await Promise.all([1, 2, 3, 4].map(() => teacher('10.31.0.1')));
    let n = 0;
    for (const { browser } of school.slice(0, 3)) {
      for (let i = 0; i < 10; i++, n++) expect((await activate(browser, forged)).statusCode).toBe(400);
    }
    expect(n).toBe(30);
    const res = await activate(school[3]!.browser, forged);
    expect(res.statusCode).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    // Another address is not affected.
    const elsewhere = await teacher('10.31.0.2');
    expect((await activate(elsewhere.browser, forged)).statusCode).toBe(400);
  });

  it('answers 403 when signed out or without the CSRF token; the key stays unowned', async () => {
    const [key] = await mint();
    const signedOut = await activate(new Browser(ctx.app), key!);
    expect(signedOut.statusCode).toBe(403);
    expect(signedOut.json()).toEqual({ detail: ErrorDetail.notAuthenticated, codes: { detail: ['notAuthenticated'] } });
    const { browser } = await teacher();
    const noToken = await browser.post(`/api/licenses/${key}/activate/`, undefined, { csrf: false });
    expect(noToken.statusCode).toBe(403);
    expect(noToken.json()).toEqual({ detail: ErrorDetail.csrfMissing, codes: { detail: ['csrfMissing'] } });
    expect((await licence(key!))?.userId).toBeNull();
  });
});
