import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { isChecksumValidKey } from '@playwords/common';
import { licences, users } from '../../db/schema';
import { createTestAccount, startTestApp, type TestContext } from '../../test/harness';
import { grantLicence, listLicences, refreshPlanIfDue, startTrial, type Grant } from './service';

// Every rule of accounts §4, driven by the clock, against the stored rows.
let ctx: TestContext;
beforeAll(async () => {
  ctx = await startTestApp();
});
afterAll(async () => ctx.close());

const T0 = new Date('2026-01-15T10:00:00.000Z');
const DAY = 86_400_000;
const at = (days: number) => new Date(T0.getTime() + days * DAY);

let userId: number;
let count = 0;
beforeEach(async () => {
  ctx.clock.set(T0);
  count += 1;
  userId = (await createTestAccount(ctx, { username: `sched_${count}`, email: `s${count}@school.example` })).id;
});

const db = () => ctx.database.db;
const grant = (g: Partial<Grant> & Pick<Grant, 'type'>) =>
  grantLicence(db(), userId, { days: 30, isTrial: false, payment: 'SUB', ...g }, ctx.clock.now());
const goTo = (days: number) => ctx.clock.set(at(days));
const userRow = async () => (await db().select().from(users).where(eq(users.id, userId)))[0]!;
const stored = async (id: string) => (await db().select().from(licences).where(eq(licences.id, id)))[0]!;
/** The states as `GET /api/licenses/` computes them now, by id. */
async function states() {
  const views = await listLicences(db(), { id: userId, username: 'x' }, ctx.clock.now());
  return Object.fromEntries(views.map((v) => [v.licence.id, v.state]));
}
/** What a request does once the plan's instant has come: materialise and refresh the cache. */
async function refresh() {
  return refreshPlanIfDue(db(), await userRow(), ctx.clock.now());
}

describe('licence schedule (accounts §4)', () => {
  it('a granted licence starts at once and the plan cache says until when', async () => {
    const pro = await grant({ type: 'PRO' });
    expect(isChecksumValidKey(pro.licence.id)).toBe(true);
    expect(pro.state).toMatchObject({ isActive: true, remainingDays: 30, timeActivated: T0 });
    expect(await stored(pro.licence.id)).toMatchObject({
      userId,
      runStartedAt: T0,
      usedSeconds: 0,
      queueRank: null,
      endedAt: null,
      willAutoRenew: true,
      renewTime: at(30),
    });
    expect(await userRow()).toMatchObject({ planType: 'PRO', planValidUntil: at(30) });
  });

  it('remaining days round up, and the licence expires at the exact instant its time runs out', async () => {
    const pro = await grant({ type: 'PRO', payment: 'SINGLE' });
    const id = pro.licence.id;
    ctx.clock.set(new Date(T0.getTime() + 1));
    expect((await states())[id]!.remainingDays).toBe(30);
    goTo(1);
    expect((await states())[id]!.remainingDays).toBe(29);
    ctx.clock.set(new Date(at(29).getTime() + 1));
    expect((await states())[id]!.remainingDays).toBe(1);
    ctx.clock.set(new Date(at(30).getTime() - 1));
    expect((await states())[id]).toMatchObject({ isActive: true, isExpired: false, remainingDays: 1 });
    // Not yet due: the refresh writes nothing.
    const before = await userRow();
    expect(await refreshPlanIfDue(db(), before, ctx.clock.now())).toBe(before);
    goTo(30);
    expect((await states())[id]).toMatchObject({ isActive: false, isExpired: true, remainingDays: 0 });
    await refresh();
    expect(await stored(id)).toMatchObject({ runStartedAt: null, endedAt: at(30), usedSeconds: 30 * 86_400 });
    expect(await userRow()).toMatchObject({ planType: null, planValidUntil: null });
  });

  it('a subscription bought while a plan runs pauses it; it resumes with its remaining days when the new one ends', async () => {
    const pro = await grant({ type: 'PRO' });
    goTo(10);
    const premium = await grant({ type: 'PRE' });
    expect(await stored(pro.licence.id)).toMatchObject({
      runStartedAt: null,
      usedSeconds: 10 * 86_400,
      queueRank: 0,
      endedAt: null,
    });
    expect((await states())[pro.licence.id]).toMatchObject({
      isActive: false,
      isQueued: true,
      activateThisPlanNext: true,
      remainingDays: 20,
      // Paused, it still says when it was activated (it ran from T0 until Premium paused it).
      timeActivated: T0,
    });
    expect(await userRow()).toMatchObject({ planType: 'PRE', planValidUntil: at(40) });
    // Looked at an hour after Premium ended: Pro resumed at the end instant, with its 20 days.
    ctx.clock.set(new Date(at(40).getTime() + 3_600_000));
    expect((await states())[pro.licence.id]).toMatchObject({
      isActive: true,
      remainingDays: 20,
      timeActivated: at(30),
      activateThisPlanNext: false,
    });
    await refresh();
    expect(await stored(premium.licence.id)).toMatchObject({ endedAt: at(40), runStartedAt: null });
    expect(await stored(pro.licence.id)).toMatchObject({ runStartedAt: at(40), queueRank: null, endedAt: null });
    expect(await userRow()).toMatchObject({ planType: 'PRO', planValidUntil: at(60) });
    goTo(60);
    expect((await states())[pro.licence.id]).toMatchObject({ isExpired: true, remainingDays: 0 });
  });

  it('a one-time purchase of the running plan extends it: same licence, longer duration, later end', async () => {
    const pro = await grant({ type: 'PRO', payment: 'SINGLE' });
    goTo(5);
    const extended = await grant({ type: 'PRO', payment: 'SINGLE', days: 90 });
    expect(extended.licence.id).toBe(pro.licence.id);
    expect(extended.state).toMatchObject({ isActive: true, remainingDays: 115 });
    expect(await stored(pro.licence.id)).toMatchObject({ durationDays: 120, runStartedAt: T0, usedSeconds: 0 });
    expect(await db().select().from(licences).where(eq(licences.userId, userId))).toHaveLength(1);
    expect(await userRow()).toMatchObject({ planType: 'PRO', planValidUntil: at(120) });
  });

  it('a one-time purchase of another plan pauses the running one, like a subscription', async () => {
    const pro = await grant({ type: 'PRO', payment: 'SINGLE' });
    goTo(3);
    const premium = await grant({ type: 'PRE', payment: 'SINGLE', days: 90 });
    expect(premium.licence.id).not.toBe(pro.licence.id);
    expect(premium.licence.willAutoRenew).toBe(false);
    expect(await stored(pro.licence.id)).toMatchObject({ queueRank: 0, usedSeconds: 3 * 86_400 });
    expect(await userRow()).toMatchObject({ planType: 'PRE', planValidUntil: at(93) });
  });

  it('a subscription of the running plan does not extend it: it starts its own licence and pauses the other', async () => {
    const first = await grant({ type: 'PRO' });
    goTo(1);
    const second = await grant({ type: 'PRO' });
    expect(second.licence.id).not.toBe(first.licence.id);
    expect(await stored(first.licence.id)).toMatchObject({ queueRank: 0, durationDays: 30 });
    expect(await userRow()).toMatchObject({ planType: 'PRO', planValidUntil: at(31) });
  });

  it('a queue of several: the latest paused resumes first, each at the instant the previous ended', async () => {
    const pro = await grant({ type: 'PRO' });
    goTo(1);
    const premium = await grant({ type: 'PRE' });
    goTo(2);
    const vip = await grant({ type: 'VIP', payment: 'SINGLE' });
    expect(await stored(premium.licence.id)).toMatchObject({ queueRank: -1, usedSeconds: 86_400 });
    const listed = await listLicences(db(), { id: userId, username: 'x' }, ctx.clock.now());
    expect(listed.map((v) => [v.licence.licenceType, v.state.activateThisPlanNext])).toEqual([
      ['VIP', false],
      ['PRE', true],
      ['PRO', false],
    ]);
    // VIP ends at day 32, Premium (29 days left) at day 61, then Pro (29 days left) runs to day 90.
    goTo(71);
    const s = await states();
    expect(s[vip.licence.id]).toMatchObject({ isExpired: true });
    expect(s[premium.licence.id]).toMatchObject({ isExpired: true });
    expect(s[pro.licence.id]).toMatchObject({ isActive: true, remainingDays: 19, timeActivated: at(60) });
    await refresh();
    expect(await stored(vip.licence.id)).toMatchObject({ endedAt: at(32) });
    expect(await stored(premium.licence.id)).toMatchObject({ endedAt: at(61), queueRank: null });
    expect(await stored(pro.licence.id)).toMatchObject({ runStartedAt: at(61), usedSeconds: 86_400 });
    expect(await userRow()).toMatchObject({ planType: 'PRO', planValidUntil: at(90) });
  });

  it('writes back the state as of now before a change (a hand-over that happened unseen, then a pause)', async () => {
    const pro = await grant({ type: 'PRO' });
    goTo(1);
    const premium = await grant({ type: 'PRE', days: 1 });
    // Premium ended at day 2 and Pro resumed then; nobody looked until day 5.
    goTo(5);
    await grant({ type: 'VIP' });
    expect(await stored(premium.licence.id)).toMatchObject({ endedAt: at(2), runStartedAt: null });
    // Pro ran day 0–1 and day 2–5; the queue was empty again, so it takes rank 0.
    expect(await stored(pro.licence.id)).toMatchObject({ runStartedAt: null, usedSeconds: 4 * 86_400, queueRank: 0 });
    expect(await userRow()).toMatchObject({ planType: 'VIP', planValidUntil: at(35) });
  });

  it('a trial paused by a purchase ends for good; the plan paused under the trial still resumes', async () => {
    const pro = await grant({ type: 'PRO' });
    goTo(1);
    const trial = await startTrial(db(), userId, 'PREMIUM', ctx.clock.now());
    expect(await stored(pro.licence.id)).toMatchObject({ queueRank: 0 });
    goTo(3);
    const vip = await grant({ type: 'VIP', payment: 'SINGLE', days: 30 });
    expect(await stored(trial.licence.id)).toMatchObject({
      runStartedAt: null,
      endedAt: at(3),
      queueRank: null,
      usedSeconds: 2 * 86_400,
    });
    expect((await states())[trial.licence.id]).toMatchObject({ isExpired: true, isQueued: false, remainingDays: 0 });
    // VIP ends at day 33: Pro (29 days left) resumes, the trial does not.
    goTo(34);
    const s = await states();
    expect(s[pro.licence.id]).toMatchObject({ isActive: true, remainingDays: 28 });
    expect(s[trial.licence.id]).toMatchObject({ isActive: false, isExpired: true });
    expect(s[vip.licence.id]).toMatchObject({ isExpired: true });
  });

  it('a trial started during a subscription pauses it for 7 days; the subscription then resumes', async () => {
    const pro = await grant({ type: 'PRO' });
    goTo(4);
    const trial = await startTrial(db(), userId, 'PREMIUM', ctx.clock.now());
    expect(trial.state).toMatchObject({ isActive: true, remainingDays: 7 });
    expect(await userRow()).toMatchObject({ planType: 'PRE', planValidUntil: at(11), usedPremiumPlanTrial: true });
    goTo(11);
    expect((await states())[pro.licence.id]).toMatchObject({ isActive: true, remainingDays: 26 });
    expect((await refresh()).planType).toBe('PRO');
    expect(await userRow()).toMatchObject({ planType: 'PRO', planValidUntil: at(37) });
  });

  it('a one-time purchase of the trial plan does not extend the trial: it starts its own licence', async () => {
    const trial = await startTrial(db(), userId, 'PRO', ctx.clock.now());
    goTo(2);
    const pro = await grant({ type: 'PRO', payment: 'SINGLE' });
    expect(pro.licence.id).not.toBe(trial.licence.id);
    expect(await stored(trial.licence.id)).toMatchObject({ durationDays: 7, endedAt: at(2) });
    expect(await userRow()).toMatchObject({ planType: 'PRO', planValidUntil: at(32) });
  });

  it('a grant may name its key; a grant needs whole days', async () => {
    const key = 'AAAAA-BBBBB-CCCCC-DDDDD-EEEEE';
    expect((await grant({ type: 'PRO', key })).licence.id).toBe(key);
    await expect(grant({ type: 'PRO', days: 0 })).rejects.toThrow('whole number of days');
    await expect(grant({ type: 'PRO', days: 1.5 })).rejects.toThrow('whole number of days');
    expect(await db().select().from(licences).where(eq(licences.userId, userId))).toHaveLength(1);
  });
});
