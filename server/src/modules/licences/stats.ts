// The console's Numbers about plans: trials started and converted per UTC day or month, and paid plans now.
import { and, eq, gte, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import { computeSchedule, type LicenceType } from '@playwords/common';
import type { Db } from '../../db/client';
import { bucketOfInstant, fillBuckets, type BucketCounts, type StatsPeriod } from '../../platform/stats-period';
import type { LicenceRow } from './repository';
import { licences } from './tables';

/**
 * Trials started in each bucket, and of those the ones converted: their teacher got a licence that is not a trial
 * (bought, or a key redeemed) at or after the trial's start. A conversion is counted in its trial's bucket, so
 * converted never exceeds started, and a trial started long ago converting today changes an old bucket.
 */
export async function countTrials(
  db: Db,
  period: StatsPeriod,
): Promise<{ started: BucketCounts; converted: BucketCounts }> {
  const bucket = bucketOfInstant(licences.createdAt, period.unit);
  // Written out: the outer row's columns named with their table, so the inner query cannot take them for its own.
  const converted = sql.raw(
    'exists (select 1 from licences paid where paid.user_id = licences.user_id and not paid.is_trial' +
      ' and paid.date_purchased >= licences.created_at)',
  );
  const rows = await db
    .select({
      bucket,
      started: sql<number>`count(*)::int`,
      converted: sql<number>`count(*) filter (where ${converted})::int`,
    })
    .from(licences)
    .where(and(eq(licences.isTrial, true), gte(licences.createdAt, period.from), lt(licences.createdAt, period.to)))
    .groupBy(bucket);
  return {
    started: fillBuckets(
      period,
      rows.map((row) => ({ bucket: row.bucket, n: row.started })),
    ),
    converted: fillBuckets(
      period,
      rows.map((row) => ({ bucket: row.bucket, n: row.converted })),
    ),
  };
}

/**
 * Teachers on each plan at `now` (trials included), as the licence schedule says, the same rule every request
 * applies: the plan cache on a teacher's row is only refreshed when she next comes, so it can still name a plan
 * that ran out. Only licences not ended yet can be running or waiting, so only those are read.
 */
export async function countActivePlans(db: Db, now: Date): Promise<Record<LicenceType, number>> {
  const rows = await db
    .select()
    .from(licences)
    .where(and(isNotNull(licences.userId), isNull(licences.endedAt)));
  const byUser = new Map<number, LicenceRow[]>();
  for (const row of rows) byUser.set(row.userId!, [...(byUser.get(row.userId!) ?? []), row]);
  const counts: Record<LicenceType, number> = { PRO: 0, PRE: 0, VIP: 0 };
  for (const held of byUser.values()) {
    const plan = computeSchedule(held, now).activePlan;
    if (plan) counts[plan] += 1;
  }
  return counts;
}
