// The console's Numbers about money: revenue per currency and UTC day or month.
import { and, gte, inArray, isNotNull, lt, sql } from 'drizzle-orm';
import { CURRENCIES, type Currency } from '@playwords/common';
import type { Db } from '../../db/client';
import { bucketOfInstant, fillBuckets, type BucketCounts, type StatsPeriod } from '../../platform/stats-period';
import { orders } from './tables';

/**
 * What paid orders brought in, per currency (every currency present) and bucket of when they were paid: the amount
 * charged less what was refunded of it, in minor units. Amounts in different currencies are never added together.
 */
export async function sumRevenue(db: Db, period: StatsPeriod): Promise<Array<BucketCounts & { currency: Currency }>> {
  const bucket = bucketOfInstant(orders.paidAt, period.unit);
  const rows = await db
    .select({
      currency: orders.currency,
      bucket,
      n: sql<number>`sum(${orders.amount} - ${orders.refundedAmount})::int`,
    })
    .from(orders)
    .where(
      and(
        // A refunded order was paid too: what it kept counts.
        inArray(orders.status, ['paid', 'refunded']),
        isNotNull(orders.paidAt),
        gte(orders.paidAt, period.from),
        lt(orders.paidAt, period.to),
      ),
    )
    .groupBy(orders.currency, bucket);
  return CURRENCIES.map((currency) => ({
    currency,
    ...fillBuckets(
      period,
      rows.filter((row) => row.currency === currency),
    ),
  }));
}
