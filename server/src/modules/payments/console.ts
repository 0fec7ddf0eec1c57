/**
 * What the operator console's money section reads and changes of this module: orders with filters and each one's
 * refund cap now, coupons with their uses, a coupon expired early. Writes take the caller's transaction (the console
 * records its audit row in the same one).
 */
import { and, count, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { AdminCouponDto, AdminOrderDto, AdminOrderStatus, Currency, PaymentProvider } from '@playwords/common';
import { MoneyMessage } from '@playwords/common';
import type { Db } from '../../db/client';
import { notFound, ValidationError } from '../../platform/http-errors';
import { authorTable } from '../users/service';
import { refundCapsOf, type RefundCap } from './refunds';
import type { CouponRow, OrderRow } from './repository';
import { coupons, orders } from './tables';

const DAY = 86_400_000;

export interface OrderFilter {
  status?: AdminOrderStatus;
  provider?: PaymentProvider;
  currency?: Currency;
  /** A username (any case) or a user id. */
  user?: string;
  /** Days, YYYY-MM-DD, both inclusive (UTC). */
  from?: string;
  to?: string;
}

function presentOrder(order: OrderRow, username: string | null, cap: RefundCap): AdminOrderDto {
  return {
    id: order.id,
    user: order.userId !== null && username !== null ? { id: order.userId, username } : null,
    plan_code: order.planCode,
    months: order.months,
    payment: order.payment,
    provider: order.provider,
    currency: order.currency,
    price: order.price,
    fee: order.fee,
    discount: order.discount,
    amount: order.amount,
    coupon_code: order.couponCode,
    status: order.status,
    note: order.note,
    payment_ref: order.paymentRef,
    subscription_ref: order.subscriptionRef,
    licence_id: order.licenceId,
    refunded_amount: order.refundedAmount,
    refund_ref: order.refundRef,
    refunded_at: order.refundedAt?.toISOString() ?? null,
    refund_cap: cap.cap,
    refund_refusal: cap.refusal,
    created_at: order.createdAt.toISOString(),
    paid_at: order.paidAt?.toISOString() ?? null,
  };
}

/** A page of orders, newest first, with the teacher's name and the refund cap now; and how many match. */
export async function listOrdersForConsole(
  db: Db,
  filter: OrderFilter,
  page: { limit: number; offset: number },
  now: Date,
): Promise<{ count: number; results: AdminOrderDto[] }> {
  const conditions: Array<SQL | undefined> = [
    filter.status ? eq(orders.status, filter.status) : undefined,
    filter.provider ? eq(orders.provider, filter.provider) : undefined,
    filter.currency ? eq(orders.currency, filter.currency) : undefined,
    filter.from ? gte(orders.createdAt, new Date(`${filter.from}T00:00:00.000Z`)) : undefined,
    filter.to ? lt(orders.createdAt, new Date(Date.parse(`${filter.to}T00:00:00.000Z`) + DAY)) : undefined,
  ];
  if (filter.user) {
    const id = /^\d{1,9}$/.test(filter.user) ? Number(filter.user) : null;
    conditions.push(
      id !== null
        ? sql`(${orders.userId} = ${id} or lower(${authorTable.username}) = lower(${filter.user}))`
        : sql`lower(${authorTable.username}) = lower(${filter.user})`,
    );
  }
  const where = and(...conditions);
  const rows = await db
    .select({ order: orders, username: authorTable.username })
    .from(orders)
    .leftJoin(authorTable, eq(authorTable.id, orders.userId))
    .where(where)
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(page.limit)
    .offset(page.offset);
  const [total] = await db
    .select({ n: count() })
    .from(orders)
    .leftJoin(authorTable, eq(authorTable.id, orders.userId))
    .where(where);
  const caps = await refundCapsOf(
    db,
    rows.map((r) => r.order),
    now,
  );
  return {
    count: total?.n ?? 0,
    results: rows.map((r) => presentOrder(r.order, r.username, caps.get(r.order.id)!)),
  };
}

/** One order as the console shows it. */
export async function presentOrderForConsole(db: Db, order: OrderRow, now: Date): Promise<AdminOrderDto> {
  const [owner] = order.userId
    ? await db.select({ username: authorTable.username }).from(authorTable).where(eq(authorTable.id, order.userId))
    : [];
  const caps = await refundCapsOf(db, [order], now);
  return presentOrder(order, owner?.username ?? null, caps.get(order.id)!);
}

function presentCoupon(row: CouponRow, now: Date): AdminCouponDto {
  const expired = row.expiresAt !== null && row.expiresAt.getTime() <= now.getTime();
  const usedUp = row.maxUses !== null && row.uses >= row.maxUses;
  return {
    id: row.id,
    code: row.code,
    value: row.value,
    scope: row.scope,
    uses: row.uses,
    max_uses: row.maxUses,
    expires_at: row.expiresAt?.toISOString() ?? null,
    usable: !expired && !usedUp,
    created_at: row.createdAt.toISOString(),
  };
}

export { presentCoupon as presentCouponForConsole };

/** A page of coupons, newest first, with their uses; and how many there are. */
export async function listCouponsForConsole(
  db: Db,
  page: { limit: number; offset: number },
  now: Date,
): Promise<{ count: number; results: AdminCouponDto[] }> {
  const rows = await db
    .select()
    .from(coupons)
    .orderBy(desc(coupons.createdAt), desc(coupons.id))
    .limit(page.limit)
    .offset(page.offset);
  const [total] = await db.select({ n: count() }).from(coupons);
  return { count: total?.n ?? 0, results: rows.map((row) => presentCoupon(row, now)) };
}

/** Expires a coupon now (in the caller's transaction); one already expired is refused and left as it is. */
export async function expireCouponNow(tx: Db, couponId: number, now: Date): Promise<CouponRow> {
  const [row] = await tx.select().from(coupons).where(eq(coupons.id, couponId)).for('update');
  if (!row) throw notFound();
  if (row.expiresAt !== null && row.expiresAt.getTime() <= now.getTime()) {
    throw new ValidationError({ non_field_errors: [MoneyMessage.couponAlreadyExpired] });
  }
  const [updated] = await tx.update(coupons).set({ expiresAt: now }).where(eq(coupons.id, couponId)).returning();
  return updated!;
}
