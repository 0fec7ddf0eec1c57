// The console's Numbers about money: revenue per currency and UTC day or month.
import { and, eq, gte, inArray, isNotNull, lt, sql } from 'drizzle-orm';
import { CURRENCIES, type Currency } from '@playwords/common';
import type { Db } from '../../db/client';
import { bucketOfInstant, fillBuckets, type BucketCounts, type StatsPeriod } from '../../platform/stats-period';
import { orders, paymentEvents } from './tables';

/**
 * What payments brought in, per currency (every currency present) and bucket of when the money came: the amount
 * each paid order was charged less what was refunded of it (by when it was paid), and each subscription renewal
 * (by when its event arrived; a renewal makes no order), in minor units. Currencies are never added together.
 */
export async function sumRevenue(db: Db, period: StatsPeriod): Promise<Array<BucketCounts & { currency: Currency }>> {
  const orderBucket = bucketOfInstant(orders.paidAt, period.unit);
  const fromOrders = await db
    .select({
      currency: orders.currency,
      bucket: orderBucket,
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
    .groupBy(orders.currency, orderBucket);
  const renewalBucket = bucketOfInstant(paymentEvents.receivedAt, period.unit);
  const fromRenewals = await db
    .select({
      currency: sql<Currency>`${paymentEvents.currency}`,
      bucket: renewalBucket,
      n: sql<number>`sum(${paymentEvents.amount})::int`,
    })
    .from(paymentEvents)
    .where(
      and(
        eq(paymentEvents.kind, 'renewed'),
        isNotNull(paymentEvents.amount),
        isNotNull(paymentEvents.currency),
        gte(paymentEvents.receivedAt, period.from),
        lt(paymentEvents.receivedAt, period.to),
      ),
    )
    .groupBy(paymentEvents.currency, renewalBucket);
  const rows = [...fromOrders, ...fromRenewals];
  return CURRENCIES.map((currency) => ({
    currency,
    ...fillBuckets(
      period,
      rows.filter((row) => row.currency === currency),
    ),
  }));
}
