// The console's Numbers about accounts: sign-ups and activations per UTC day or month.
import { and, gte, isNotNull, lt, ne, sql, type SQL } from 'drizzle-orm';
import { OFFICIAL_USER_ID } from '@playwords/common';
import type { Db } from '../../db/client';
import { bucketOfInstant, fillBuckets, type BucketCounts, type StatsPeriod } from '../../platform/stats-period';
import { users } from './tables';

async function countAccountsBy(
  db: Db,
  period: StatsPeriod,
  column: typeof users.dateJoined | typeof users.emailVerifiedAt,
  extra?: SQL,
): Promise<BucketCounts> {
  const bucket = bucketOfInstant(column, period.unit);
  const rows = await db
    .select({ bucket, n: sql<number>`count(*)::int` })
    .from(users)
    // The official account is the product's own, not a teacher who signed up.
    .where(and(ne(users.id, OFFICIAL_USER_ID), gte(column, period.from), lt(column, period.to), extra))
    .groupBy(bucket);
  return fillBuckets(period, rows);
}

/** Accounts created in each bucket (by when they joined). */
export function countSignUps(db: Db, period: StatsPeriod): Promise<BucketCounts> {
  return countAccountsBy(db, period, users.dateJoined);
}

/** Accounts whose e-mail address was first validated in each bucket. */
export function countActivations(db: Db, period: StatsPeriod): Promise<BucketCounts> {
  return countAccountsBy(db, period, users.emailVerifiedAt, isNotNull(users.emailVerifiedAt));
}
