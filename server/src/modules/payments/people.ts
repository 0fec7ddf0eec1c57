// What the console's people section reads of payments: her orders (what answers "I paid but got nothing") and
// whose an order is, by its id or a provider's reference.
import { desc, eq, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { OrderRow } from './repository';
import { orders } from './tables';

/** Her orders, newest first, at most `limit`. */
export function ordersOfAccount(db: Db, userId: number, limit: number): Promise<OrderRow[]> {
  return db
    .select()
    .from(orders)
    .where(eq(orders.userId, userId))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(limit);
}

/** The owners of the orders with this id (digits) or exactly this provider reference (checkout, payment, subscription). */
export async function ownersOfOrder(db: Db, typed: string): Promise<number[]> {
  const text = typed.trim();
  if (text === '') return [];
  const id = /^\d{1,9}$/.test(text) ? Number(text) : null;
  const rows = await db
    .select({ userId: orders.userId })
    .from(orders)
    .where(
      or(
        id !== null ? eq(orders.id, id) : undefined,
        eq(orders.checkoutRef, text),
        eq(orders.paymentRef, text),
        eq(orders.subscriptionRef, text),
      ),
    )
    .limit(50);
  return [...new Set(rows.map((r) => r.userId).filter((u): u is number => u !== null))];
}
