import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ErrorDetail, isChecksumValidKey } from '@playwords/common';
import { licences, users } from '../../db/schema';
import { basicTeacher } from '../../test/factories';
import { Browser, startTestApp, TEACHER, type TestContext } from '../../test/harness';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await startTestApp();
});
afterAll(async () => ctx.close());

const T0 = '2026-01-15T10:00:00.000Z';
const DAY = 86_400_000;
const TRIAL = '/api/payments/start-trial/';

let userId: number;
let username: string;
let browser: Browser;
beforeEach(async () => {
  ctx.clock.set(T0);
  ({ id: userId, username, browser } = await basicTeacher(ctx, { logIn: true }));
});

const licencesOf = (id: number) => ctx.database.db.select().from(licences).where(eq(licences.userId, id));
const userRow = async () => (await ctx.database.db.select().from(users).where(eq(users.id, userId)))[0]!;

describe('POST /api/payments/start-trial/', () => {
  it('starts a 7-day Pro trial: 201 with the licence, flag set, /me reports Pro', async () => {
    const res = await browser.post(TRIAL, { type: 'PRO' });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(isChecksumValidKey(body.id)).toBe(true);
    expect(body).toEqual({
      id: body.id,
      user_username: username,
      license_type: 'PRO',
      is_trial: true,
      date_purchased: T0,
      is_active: true,
      is_expired: false,
      will_auto_renew: false,
      renew_time: null,
      time_activated: T0,
      duration: 7,
      activate_this_plan_next: false,
      remaining_days: 7,
    });
    const [row] = await licencesOf(userId);
    expect(row).toMatchObject({ id: body.id, isTrial: true, licenceType: 'PRO', durationDays: 7 });
    expect(await userRow()).toMatchObject({
      usedProPlanTrial: true,
      usedPremiumPlanTrial: false,
      planType: 'PRO',
      planValidUntil: new Date(Date.parse(T0) + 7 * DAY),
    });
    expect((await browser.get('/api/users/me/')).json()).toMatchObject({
      current_plan_type: 'PRO',
      has_active_plan: true,
      max_sessions_allowed: 1,
      used_pro_plan_trial: true,
      used_premium_plan_trial: false,
    });
  });

  it('refuses a second trial of a tier with the field error, and changes nothing', async () => {
    expect((await browser.post(TRIAL, { type: 'PRO' })).statusCode).toBe(201);
    // Even after the first one has run out (and the week-long session with it).
    ctx.clock.advance(8 * DAY);
    await browser.logIn(username, TEACHER.password);
    const before = await userRow();
    const again = await browser.post(TRIAL, { type: 'PRO' });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({
      type: ['You have already used your Pro trial.'],
      codes: { type: ['licences.trialUsed'] },
    });
    expect(await licencesOf(userId)).toHaveLength(1);
    expect(await userRow()).toEqual(before);
  });

  it('one trial per tier: a Premium trial after the Pro one pauses (ends) it; a second Premium is refused', async () => {
    const pro = (await browser.post(TRIAL, { type: 'PRO' })).json();
    ctx.clock.advance(DAY);
    const premium = await browser.post(TRIAL, { type: 'PREMIUM' });
    expect(premium.statusCode).toBe(201);
    expect(premium.json()).toMatchObject({ license_type: 'PRE', is_trial: true, remaining_days: 7 });
    const paused = (await browser.get(`/api/licenses/${pro.id}/`)).json();
    expect(paused).toMatchObject({ is_active: false, is_expired: true, remaining_days: 0 });
    expect((await browser.get('/api/users/me/')).json()).toMatchObject({
      current_plan_type: 'PRE',
      max_sessions_allowed: 3,
      used_pro_plan_trial: true,
      used_premium_plan_trial: true,
    });
    const again = await browser.post(TRIAL, { type: 'PREMIUM' });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({
      type: ['You have already used your Premium trial.'],
      codes: { type: ['licences.trialUsed'] },
    });
    expect(await licencesOf(userId)).toHaveLength(2);
  });

  it('takes the request as a urlencoded form too', async () => {
    const res = await browser.request({
      method: 'POST',
      url: TRIAL,
      payload: 'type=PREMIUM',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().license_type).toBe('PRE');
  });

  it.each([
    [{}, { type: ['This field is required.'], codes: { type: ['fields.required'] } }],
    [{ type: 'PRE' }, { type: ['Choose PRO or PREMIUM.'], codes: { type: ['licences.badTrialType'] } }],
    [{ type: 'VIP' }, { type: ['Choose PRO or PREMIUM.'], codes: { type: ['licences.badTrialType'] } }],
  ])('refuses %j with a field error and creates nothing', async (payload, errors) => {
    const res = await browser.post(TRIAL, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(errors);
    expect(await licencesOf(userId)).toHaveLength(0);
    expect(await userRow()).toMatchObject({ usedProPlanTrial: false, usedPremiumPlanTrial: false, planType: null });
  });

  it('answers 403 when signed out or without the CSRF token, creating nothing', async () => {
    const stranger = await new Browser(ctx.app).post(TRIAL, { type: 'PRO' });
    expect(stranger.statusCode).toBe(403);
    expect(stranger.json()).toEqual({ detail: ErrorDetail.notAuthenticated, codes: { detail: ['notAuthenticated'] } });
    const noToken = await browser.post(TRIAL, { type: 'PRO' }, { csrf: false });
    expect(noToken.statusCode).toBe(403);
    expect(noToken.json()).toEqual({ detail: ErrorDetail.csrfMissing, codes: { detail: ['csrfMissing'] } });
    expect(await licencesOf(userId)).toHaveLength(0);
    expect((await userRow()).usedProPlanTrial).toBe(false);
  });

  it('five clicks at once start exactly one trial', async () => {
    const results = await Promise.all(Array.from({ length: 5 }, () => browser.post(TRIAL, { type: 'PRO' })));
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 400, 400, 400, 400]);
    expect(await licencesOf(userId)).toHaveLength(1);
  });
});
