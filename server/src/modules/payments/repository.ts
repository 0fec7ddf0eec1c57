import { and, desc, eq, gt, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { Currency, PaymentProvider } from '@playwords/common';
import type { Db } from '../../db/client';
import { coupons, orders, paymentEvents } from './tables';

export type CouponRow = typeof coupons.$inferSelect;
export type NewCouponRow = typeof coupons.$inferInsert;
export type OrderRow = typeof orders.$inferSelect;
export type NewOrderRow = typeof orders.$inferInsert;
export type NewPaymentEventRow = typeof paymentEvents.$inferInsert;

// ---- Coupons -----------------------------------------------------------------------------------------------------

export async function findCouponByCode(db: Db, code: string): Promise<CouponRow | undefined> {
  const [row] = await db.select().from(coupons).where(eq(coupons.code, code));
  return row;
}

/** Inserts a coupon; answers undefined when its code is taken. */
export async function insertCoupon(db: Db, values: NewCouponRow): Promise<CouponRow | undefined> {
  const [row] = await db.insert(coupons).values(values).onConflictDoNothing({ target: coupons.code }).returning();
  return row;
}

/**
 * Takes one use of a coupon in one conditional UPDATE: of parallel orders racing for its last use, PostgreSQL makes
 * each wait for the previous one's row lock and re-checks the condition, so only one gets it. Answers whether it did.
 */
export async function takeCouponUse(db: Db, couponId: number, now: Date): Promise<boolean> {
  const taken = await db
    .update(coupons)
    .set({ uses: sql`${coupons.uses} + 1` })
    .where(
      and(
        eq(coupons.id, couponId),
        or(isNull(coupons.maxUses), lt(coupons.uses, coupons.maxUses)),
        or(isNull(coupons.expiresAt), gt(coupons.expiresAt, now)),
      ),
    )
    .returning({ id: coupons.id });
  return taken.length > 0;
}

export async function giveBackCouponUse(db: Db, couponId: number): Promise<void> {
  await db
    .update(coupons)
    .set({ uses: sql`greatest(${coupons.uses} - 1, 0)` })
    .where(eq(coupons.id, couponId));
}

// ---- Orders ------------------------------------------------------------------------------------------------------

export async function insertOrder(db: Db, values: NewOrderRow): Promise<OrderRow> {
  const [row] = await db.insert(orders).values(values).returning();
  if (!row) throw new Error('order insert returned nothing');
  return row;
}

export async function updateOrder(db: Db, id: number, values: Partial<NewOrderRow>): Promise<OrderRow> {
  const [row] = await db.update(orders).set(values).where(eq(orders.id, id)).returning();
  if (!row) throw new Error(`order ${id} vanished during update`);
  return row;
}

export async function findOrderById(db: Db, id: number): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(orders).where(eq(orders.id, id));
  return row;
}

/** An order, locked for the rest of the transaction (events about one order apply one after another). */
export async function lockOrder(db: Db, id: number): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(orders).where(eq(orders.id, id)).for('update');
  return row;
}

/** The order a provider's payment or subscription id belongs to, locked; the latest if several. */
export async function lockOrderByRef(
  db: Db,
  provider: PaymentProvider,
  ref: { paymentRef: string } | { subscriptionRef: string },
): Promise<OrderRow | undefined> {
  const match =
    'paymentRef' in ref ? eq(orders.paymentRef, ref.paymentRef) : eq(orders.subscriptionRef, ref.subscriptionRef);
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.provider, provider), match))
    .orderBy(desc(orders.id))
    .limit(1)
    .for('update');
  return row;
}

/** The paid subscription order that granted a licence, if any. */
export async function findSubscriptionOrderOfLicence(db: Db, licenceId: string): Promise<OrderRow | undefined> {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.licenceId, licenceId), isNotNull(orders.subscriptionRef)))
    .orderBy(desc(orders.id))
    .limit(1);
  return row;
}

/** A user's own order by the provider's checkout id (PayPal's order id, to capture it). */
export async function findOrderOfUserByCheckoutRef(
  db: Db,
  userId: number,
  provider: PaymentProvider,
  checkoutRef: string,
): Promise<OrderRow | undefined> {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.provider, provider), eq(orders.checkoutRef, checkoutRef)));
  return row;
}

// ---- Provider events ---------------------------------------------------------------------------------------------

/**
 * Records a provider's event; answers false when it (or another event with the same effect) was recorded before.
 * Inside the transaction that applies it: a concurrent copy waits on the unique index until this one commits, then
 * finds the row and does nothing.
 */
export async function recordPaymentEvent(db: Db, values: NewPaymentEventRow): Promise<boolean> {
  const rows = await db.insert(paymentEvents).values(values).onConflictDoNothing().returning({ id: paymentEvents.id });
  return rows.length > 0;
}

export async function setPaymentEventOutcome(
  db: Db,
  provider: PaymentProvider,
  eventId: string,
  values: { outcome: string; orderId: number | null; amount?: number | null; currency?: Currency | null },
): Promise<void> {
  await db
    .update(paymentEvents)
    .set(values)
    .where(and(eq(paymentEvents.provider, provider), eq(paymentEvents.eventId, eventId)));
}
