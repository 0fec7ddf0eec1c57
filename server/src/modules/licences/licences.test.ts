import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorDetail } from '@playwords/common';
import { licences } from '../../db/schema';
import { basicTeacher, signIn, type CastMember } from '../../test/factories';
import { Browser, startTestApp, type TestContext } from '../../test/harness';
import { grantLicence, mintKeys, startTrial } from './service';

let ctx: TestContext;
const PASSWORD = 'Purple-Kangaroo-42';
const T0 = Date.parse('2026-01-15T10:00:00.000Z');
const DAY = 86_400_000;
const iso = (days: number) => new Date(T0 + days * DAY).toISOString();

let owner: CastMember;
let ownerBrowser: Browser;
let stranger: Browser;
/** The owner's licences: an ended trial, a paused Pro subscription, a running VIP; the stranger's Pro. */
const ids = { trial: '', pro: '', vip: '', strangers: '' };

beforeAll(async () => {
  ctx = await startTestApp();
  owner = await basicTeacher(ctx, { username: 'owner_ann', password: PASSWORD });
  const other = await basicTeacher(ctx, { username: 'mr_kim', password: PASSWORD });
  const db = ctx.database.db;
  ids.trial = (await startTrial(db, owner.id, 'PRO', ctx.clock.now())).licence.id;
  ctx.clock.advance(DAY);
  const sub = { type: 'PRO', days: 30, isTrial: false, payment: 'SUB' } as const;
  ids.pro = (await grantLicence(db, owner.id, sub, ctx.clock.now())).licence.id;
  ctx.clock.advance(DAY);
  const vip = { type: 'VIP', days: 10, isTrial: false, payment: 'SINGLE' } as const;
  ids.vip = (await grantLicence(db, owner.id, vip, ctx.clock.now())).licence.id;
  ids.strangers = (await grantLicence(db, other.id, sub, ctx.clock.now())).licence.id;
  ctx.clock.advance(DAY / 2);
  ownerBrowser = (await signIn(ctx, owner, '10.40.0.1')).browser;
  stranger = (await signIn(ctx, other, '10.40.0.2')).browser;
});
afterAll(async () => ctx.close());

const stored = async (id: string) => (await ctx.database.db.select().from(licences).where(eq(licences.id, id)))[0];

describe('GET /api/licenses/', () => {
  it('lists only my licences: the active one, then the queue, then the rest newest first', async () => {
    const res = await ownerBrowser.get('/api/licenses/');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      count: 3,
      next: null,
      previous: null,
      results: [
        {
          id: ids.vip,
          user_username: 'owner_ann',
          license_type: 'VIP',
          is_trial: false,
          date_purchased: iso(2),
          is_active: true,
          is_expired: false,
          will_auto_renew: false,
          renew_time: null,
          time_activated: iso(2),
          duration: 10,
          activate_this_plan_next: false,
          remaining_days: 10,
        },
        {
          id: ids.pro,
          user_username: 'owner_ann',
          license_type: 'PRO',
          is_trial: false,
          date_purchased: iso(1),
          is_active: false,
          is_expired: false,
          will_auto_renew: true,
          renew_time: iso(31),
          // Paused by the VIP at day 2 after running since day 1.
          time_activated: iso(1),
          duration: 30,
          activate_this_plan_next: true,
          remaining_days: 29,
        },
        {
          id: ids.trial,
          user_username: 'owner_ann',
          license_type: 'PRO',
          is_trial: true,
          date_purchased: iso(0),
          is_active: false,
          is_expired: true,
          will_auto_renew: false,
          renew_time: null,
          // The trial ran from day 0 until the Pro subscription ended it at day 1.
          time_activated: iso(0),
          duration: 7,
          activate_this_plan_next: false,
          remaining_days: 0,
        },
      ],
    });
  });

  it('pages with limit and offset', async () => {
    const first = (await ownerBrowser.get('/api/licenses/?limit=2')).json();
    expect(first.count).toBe(3);
    expect(first.results.map((l: { id: string }) => l.id)).toEqual([ids.vip, ids.pro]);
    expect(first.next).toBe('http://localhost:3000/api/licenses/?limit=2&offset=2');
    expect(first.previous).toBeNull();
    const second = (await ownerBrowser.get('/api/licenses/?limit=2&offset=2')).json();
    expect(second.results.map((l: { id: string }) => l.id)).toEqual([ids.trial]);
    expect(second.next).toBeNull();
    expect(second.previous).toBe('http://localhost:3000/api/licenses/?limit=2');
    const bad = await ownerBrowser.get('/api/licenses/?limit=-1');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({
      limit: ['A valid non-negative integer is required.'],
      codes: { limit: ['fields.notANonNegativeInteger'] },
    });
  });

  it('answers 403 when signed out', async () => {
    const res = await new Browser(ctx.app).get('/api/licenses/');
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ detail: ErrorDetail.notAuthenticated, codes: { detail: ['notAuthenticated'] } });
  });
});

describe('GET /api/licenses/{id}/', () => {
  it('answers my licence', async () => {
    const res = await ownerBrowser.get(`/api/licenses/${ids.pro}/`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: ids.pro, user_username: 'owner_ann', activate_this_plan_next: true });
  });

  it("answers 404 for someone else's licence, an unknown key, an unowned minted key", async () => {
    const [minted] = await mintKeys(ctx.database.db, { type: 'PRO', days: 30, count: 1 }, ctx.clock.now());
    for (const id of [ids.strangers, minted!, 'AAAAA-BBBBB-CCCCC-DDDDD-EEEEE', 'nonsense']) {
      const res = await ownerBrowser.get(`/api/licenses/${id}/`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ detail: ErrorDetail.notFound, codes: { detail: ['notFound'] } });
    }
  });
});

describe('POST /api/licenses/{id}/deactivate/', () => {
  it('a stranger gets 404 and the licence is unchanged', async () => {
    const before = await stored(ids.pro);
    const res = await stranger.post(`/api/licenses/${ids.pro}/deactivate/`);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ detail: ErrorDetail.notFound, codes: { detail: ['notFound'] } });
    expect(await stored(ids.pro)).toEqual(before);
  });

  it('answers 403 when signed out or without the CSRF token, and changes nothing', async () => {
    const before = await stored(ids.pro);
    const signedOut = await new Browser(ctx.app).post(`/api/licenses/${ids.pro}/deactivate/`);
    expect(signedOut.statusCode).toBe(403);
    expect(signedOut.json()).toEqual({ detail: ErrorDetail.notAuthenticated, codes: { detail: ['notAuthenticated'] } });
    const noToken = await ownerBrowser.post(`/api/licenses/${ids.pro}/deactivate/`, undefined, { csrf: false });
    expect(noToken.statusCode).toBe(403);
    expect(noToken.json()).toEqual({ detail: ErrorDetail.csrfMissing, codes: { detail: ['csrfMissing'] } });
    expect(await stored(ids.pro)).toEqual(before);
  });

  it('the owner stops auto-renew; the licence keeps its days and its place', async () => {
    const res = await ownerBrowser.post(`/api/licenses/${ids.pro}/deactivate/`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: ids.pro,
      will_auto_renew: false,
      is_expired: false,
      activate_this_plan_next: true,
      remaining_days: 29,
    });
    expect(await stored(ids.pro)).toMatchObject({ willAutoRenew: false, endedAt: null, queueRank: 0 });
    // Still usable to its end: it resumes after VIP (day 12) and runs its 29 days.
    ctx.clock.set(new Date(T0 + 40 * DAY));
    await ownerBrowser.logIn('owner_ann', PASSWORD);
    expect((await ownerBrowser.get(`/api/licenses/${ids.pro}/`)).json()).toMatchObject({
      is_active: true,
      remaining_days: 1,
      will_auto_renew: false,
    });
    expect((await ownerBrowser.get('/api/users/me/')).json()).toMatchObject({ current_plan_type: 'PRO' });
  });
});

describe('/api/users/me/ and the plan', () => {
  it('reports the plan from the schedule, and Basic once everything has run out', async () => {
    ctx.clock.set(new Date(T0 + 41 * DAY));
    await ownerBrowser.logIn('owner_ann', PASSWORD);
    expect((await ownerBrowser.get('/api/users/me/')).json()).toMatchObject({
      current_plan_type: null,
      has_active_plan: false,
      max_sessions_allowed: 1,
      used_pro_plan_trial: true,
      used_premium_plan_trial: false,
    });
  });
});
