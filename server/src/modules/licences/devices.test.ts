import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ErrorDetail } from '@playwords/common';
import { rateCounters, sessions, users } from '../../db/schema';
import { countLiveSessions } from '../users/service';
import { basicTeacher } from '../../test/factories';
import { Browser, startTestApp, TEACHER, type TestContext } from '../../test/harness';
import { mintKeys } from './service';

// The device limit follows the plan: Premium allows 3, and when Premium ends the surplus sessions end,
// oldest first, on the next request (no timer).
let ctx: TestContext;
beforeAll(async () => {
  ctx = await startTestApp();
});
afterAll(async () => ctx.close());

const T0 = Date.parse('2026-01-15T10:00:00.000Z');
const DAY = 86_400_000;

let count = 0;
let userId: number;
let username: string;
beforeEach(async () => {
  ctx.clock.set(new Date(T0));
  await ctx.database.db.delete(rateCounters);
  count += 1;
  ({ id: userId, username } = await basicTeacher(ctx));
});

/** Logs in on `n` devices, one after another (the first is the oldest session). */
async function devices(n: number): Promise<Browser[]> {
  const list: Browser[] = [];
  for (let i = 0; i < n; i++) {
    const b = new Browser(ctx.app, `10.50.${count}.${i}`);
    expect((await b.logIn(username, TEACHER.password)).statusCode).toBe(200);
    ctx.clock.advance(1000);
    list.push(b);
  }
  return list;
}
const live = () => countLiveSessions(ctx.database.db, userId, ctx.clock.now());
const me = (b: Browser) => b.get('/api/users/me/');
const userRow = async () => (await ctx.database.db.select().from(users).where(eq(users.id, userId)))[0]!;

// Sessions last a week like the trial, so the devices sign in a day after the trial starts.
let TRIAL_END = 0;
/** Starts a Premium trial from a device of its own and notes when it ends. */
async function startPremiumTrial(): Promise<Browser> {
  const [starter] = await devices(1);
  const res = await starter!.post('/api/payments/start-trial/', { type: 'PREMIUM' });
  expect(res.statusCode).toBe(201);
  TRIAL_END = Date.parse(res.json().time_activated) + 7 * DAY;
  return starter!;
}

describe('device limit and the plan', () => {
  it('a Premium trial lets 3 devices in; when it ends, the oldest two sessions end on the next request', async () => {
    const starter = await startPremiumTrial();
    ctx.clock.advance(DAY);
    const [first, second, third] = await devices(3);
    expect(await live()).toBe(3);
    expect((await me(starter)).statusCode).toBe(403);
    for (const b of [first!, second!, third!]) expect((await me(b)).json().max_sessions_allowed).toBe(3);
    // A fourth device ends the oldest, as on any plan.
    const [fourth] = await devices(1);
    expect((await me(first!)).statusCode).toBe(403);
    expect(await live()).toBe(3);

    // One second before the trial's end nothing changes.
    ctx.clock.set(new Date(TRIAL_END - 1000));
    expect((await me(second!)).json()).toMatchObject({ current_plan_type: 'PRE', max_sessions_allowed: 3 });
    expect(await live()).toBe(3);

    ctx.clock.set(new Date(TRIAL_END));
    const res = await me(fourth!);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      current_plan_type: null,
      has_active_plan: false,
      max_sessions_allowed: 1,
      used_premium_plan_trial: true,
    });
    expect(await live()).toBe(1);
    for (const b of [second!, third!]) {
      const gone = await me(b);
      expect(gone.statusCode).toBe(403);
      expect(gone.json()).toEqual({ detail: ErrorDetail.notAuthenticated, codes: { detail: ['notAuthenticated'] } });
    }
    expect(await userRow()).toMatchObject({ planType: null, planValidUntil: null });
  });

  it('the first request after the end may come from an old device: it is then signed out itself', async () => {
    await startPremiumTrial();
    ctx.clock.advance(DAY);
    const [oldest, , newest] = await devices(3);
    ctx.clock.set(new Date(TRIAL_END + 5000));
    const res = await me(oldest!);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ detail: ErrorDetail.notAuthenticated, codes: { detail: ['notAuthenticated'] } });
    expect(await live()).toBe(1);
    expect((await me(newest!)).json()).toMatchObject({ max_sessions_allowed: 1, current_plan_type: null });
  });

  it('a login after the end uses the plan as it is now: the new device is the only one left', async () => {
    await startPremiumTrial();
    ctx.clock.advance(DAY);
    const others = await devices(3);
    ctx.clock.set(new Date(TRIAL_END + DAY / 2));
    // No request came in meanwhile: the cache still says Premium until the login looks.
    expect((await userRow()).planType).toBe('PRE');
    const [late] = await devices(1);
    expect(await live()).toBe(1);
    expect((await me(late!)).json()).toMatchObject({ max_sessions_allowed: 1, current_plan_type: null });
    for (const b of others) expect((await me(b)).statusCode).toBe(403);
  });

  it('a change that lowers the limit keeps the acting device; the limit comes back when Premium resumes', async () => {
    const db = ctx.database.db;
    const [premiumKey] = await mintKeys(db, { type: 'PRE', days: 30, count: 1 }, ctx.clock.now());
    const [first] = await devices(1);
    expect((await first!.post(`/api/licenses/${premiumKey}/activate/`)).statusCode).toBe(200);
    const [second, third] = await devices(2);
    expect(await live()).toBe(3);
    // The oldest device starts a Pro trial, which pauses Premium: the limit drops to 1 at once, and the device
    // that acted is the one that stays.
    expect((await first!.post('/api/payments/start-trial/', { type: 'PRO' })).statusCode).toBe(201);
    expect(await live()).toBe(1);
    expect((await me(first!)).json()).toMatchObject({ current_plan_type: 'PRO', max_sessions_allowed: 1 });
    for (const b of [second!, third!]) expect((await me(b)).statusCode).toBe(403);
    // The trial ends, Premium resumes: 3 devices again.
    ctx.clock.advance(7 * DAY);
    await first!.logIn(username, TEACHER.password);
    expect((await me(first!)).json()).toMatchObject({ current_plan_type: 'PRE', max_sessions_allowed: 3 });
    await devices(2);
    expect(await live()).toBe(3);
    expect(await ctx.database.db.select().from(sessions).where(eq(sessions.userId, userId))).toHaveLength(3);
  });
});
