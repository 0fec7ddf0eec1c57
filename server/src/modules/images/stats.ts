// The console's Numbers about pictures: uploads per UTC day or month.
import { and, gte, lt, ne, sql } from 'drizzle-orm';
import { OFFICIAL_USER_ID } from '@playwords/common';
import type { Db } from '../../db/client';
import { bucketOfInstant, fillBuckets, type BucketCounts, type StatsPeriod } from '../../platform/stats-period';
import { images } from './tables';

/** Pictures teachers uploaded in each bucket; the official library, seeded by the product, is left out. */
export async function countUploads(db: Db, period: StatsPeriod): Promise<BucketCounts> {
  const bucket = bucketOfInstant(images.createdOn, period.unit);
  const rows = await db
    .select({ bucket, n: sql<number>`count(*)::int` })
    .from(images)
    .where(
      and(ne(images.ownerId, OFFICIAL_USER_ID), gte(images.createdOn, period.from), lt(images.createdOn, period.to)),
    )
    .groupBy(bucket);
  return fillBuckets(period, rows);
}
