// What payments do to licences, through the licences service: a grant inside the caller's transaction, a renewal, a
// stopped renewal, and days taken back by a refund (the payments module calls these on a provider's word).
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client';
import { licences } from '../../db/schema';
import { basicTeacher, type CastMember } from '../../test/factories';
import { startTestApp, type TestContext } from '../../test/harness';
import {
  grantLicence,
  listLicences,
  renewSubscriptionLicence,
  stopAutoRenewal,
  takeBackDays,
  type Grant,
} from './service';

let ctx: TestContext;
const DAY = 86_400_000;
const SUB: Grant = { type: 'PRO', days: 30, isTrial: false, payment: 'SUB' };
const PREMIUM: Grant = { type: 'PRE', days: 90, isTrial: false, payment: 'SINGLE' };

beforeAll(async () => {
  ctx = await startTestApp();
});
afterAll(async () => ctx?.close());

const db = () => ctx.database.db;
const now = () => ctx.clock.now();
const views = async (who: CastMember) =>
  (await listLicences(db(), who, now())).map((v) => ({
    id: v.licence.id,
    type: v.licence.licenceType,
    active: v.state.isActive,
    expired: v.state.isExpired,
    next: v.state.activateThisPlanNext,
    days: v.licence.durationDays,
    left: v.state.remainingDays,
    renews: v.licence.willAutoRenew,
  }));
const stored = async (id: string) => (await db().select().from(licences).where(eq(licences.id, id)))[0]!;

describe('grantLicence inside a caller’s transaction', () => {
  it('joins it: when the caller rolls back, no licence and no plan remain', async () => {
    const teacher = await basicTeacher(ctx);
    const failed = db().transaction(async (transaction) => {
      await grantLicence(transaction as unknown as Db, teacher.id, SUB, now());
      throw new Error('the caller changed its mind');
    });
    await expect(failed).rejects.toThrow('the caller changed its mind');
    expect(await views(teacher)).toEqual([]);
    const committed = await db().transaction((transaction) =>
      grantLicence(transaction as unknown as Db, teacher.id, SUB, now()),
    );
    expect(await views(teacher)).toEqual([expect.objectContaining({ id: committed.licence.id, active: true })]);
  });
});

describe('renewSubscriptionLicence', () => {
  it('adds the period to a running subscription and moves its renewal', async () => {
    const teacher = await basicTeacher(ctx);
    const start = now().getTime();
    const { licence } = await grantLicence(db(), teacher.id, SUB, now());
    expect(await renewSubscriptionLicence(db(), teacher.id, licence.id, 30, now())).toBe(true);
    expect(await stored(licence.id)).toMatchObject({
      durationDays: 60,
      willAutoRenew: true,
      renewTime: new Date(start + 60 * DAY),
    });
  });

  it('brings back one that ran out: at once when nothing runs, first in the queue when something does', async () => {
    const teacher = await basicTeacher(ctx);
    const { licence } = await grantLicence(db(), teacher.id, SUB, now());
    ctx.clock.advance(31 * DAY);
    expect(await views(teacher)).toEqual([expect.objectContaining({ expired: true })]);
    await renewSubscriptionLicence(db(), teacher.id, licence.id, 30, now());
    expect(await views(teacher)).toEqual([
      expect.objectContaining({ id: licence.id, active: true, expired: false, left: 30, days: 60 }),
    ]);

    const other = await basicTeacher(ctx);
    const sub = await grantLicence(db(), other.id, SUB, now());
    ctx.clock.advance(31 * DAY);
    const premium = await grantLicence(db(), other.id, PREMIUM, now());
    await renewSubscriptionLicence(db(), other.id, sub.licence.id, 30, now());
    expect(await views(other)).toEqual([
      expect.objectContaining({ id: premium.licence.id, active: true }),
      expect.objectContaining({ id: sub.licence.id, active: false, expired: false, next: true, left: 30 }),
    ]);
  });

  it("answers false for a licence that is not the user's, changing nothing", async () => {
    const owner = await basicTeacher(ctx);
    const someone = await basicTeacher(ctx);
    const { licence } = await grantLicence(db(), owner.id, SUB, now());
    expect(await renewSubscriptionLicence(db(), someone.id, licence.id, 30, now())).toBe(false);
    expect(await stored(licence.id)).toMatchObject({ durationDays: 30 });
  });
});

describe('stopAutoRenewal', () => {
  it('stops renewing and leaves the days', async () => {
    const teacher = await basicTeacher(ctx);
    const { licence } = await grantLicence(db(), teacher.id, SUB, now());
    expect(await stopAutoRenewal(db(), teacher.id, licence.id, now())).toBe(true);
    expect(await views(teacher)).toEqual([expect.objectContaining({ renews: false, active: true, left: 30 })]);
    expect(await stopAutoRenewal(db(), teacher.id, 'AAAAA-BBBBB-CCCCC-DDDDD-EEEEE', now())).toBe(false);
  });
});

describe('takeBackDays', () => {
  it('keeps what is beyond the days taken back', async () => {
    const teacher = await basicTeacher(ctx);
    const { licence } = await grantLicence(db(), teacher.id, { ...PREMIUM, days: 120 }, now());
    ctx.clock.advance(10 * DAY);
    await takeBackDays(db(), teacher.id, licence.id, 90, now());
    expect(await views(teacher)).toEqual([expect.objectContaining({ days: 30, left: 20, active: true })]);
  });

  it('ends the licence now when nothing would be left, and the paused plan resumes at once', async () => {
    const teacher = await basicTeacher(ctx);
    const premium = await grantLicence(db(), teacher.id, PREMIUM, now());
    ctx.clock.advance(5 * DAY);
    const sub = await grantLicence(db(), teacher.id, SUB, now());
    ctx.clock.advance(2 * DAY);
    await takeBackDays(db(), teacher.id, sub.licence.id, 30, now());
    expect(await views(teacher)).toEqual([
      expect.objectContaining({ id: premium.licence.id, active: true, left: 85 }),
      expect.objectContaining({ id: sub.licence.id, active: false, expired: true, renews: false, left: 0 }),
    ]);
    expect(await stored(sub.licence.id)).toMatchObject({ endedAt: now(), durationDays: 30 });
  });

  it('ends it when the days kept are already used up', async () => {
    const teacher = await basicTeacher(ctx);
    const { licence } = await grantLicence(db(), teacher.id, { ...PREMIUM, days: 60 }, now());
    ctx.clock.advance(40 * DAY);
    await takeBackDays(db(), teacher.id, licence.id, 30, now());
    expect(await views(teacher)).toEqual([expect.objectContaining({ expired: true, active: false })]);
  });

  it('leaves a licence that is already over as it is', async () => {
    const teacher = await basicTeacher(ctx);
    const { licence } = await grantLicence(db(), teacher.id, SUB, now());
    ctx.clock.advance(40 * DAY);
    await takeBackDays(db(), teacher.id, licence.id, 30, now());
    const row = await stored(licence.id);
    expect(row.endedAt).toEqual(new Date(now().getTime() - 10 * DAY));
    expect(row.durationDays).toBe(30);
  });
});
