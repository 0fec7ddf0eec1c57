import type { Db } from '../../db/client';
import { giveBackCouponUse, updateOrder, type OrderRow } from './repository';

/**
 * Ends an order that was never paid (its checkout could not start, expired or its delayed payment failed) and
 * gives its coupon's use back. An order already paid, refunded or ended is left as it is. In a transaction.
 */
export async function endOrderUnpaid(
  tx: Db,
  order: OrderRow,
  status: 'failed' | 'cancelled',
  note: string | null,
  now: Date,
): Promise<boolean> {
  if (order.status !== 'created' && order.status !== 'pending') return false;
  await updateOrder(tx, order.id, { status, note, updatedAt: now });
  if (order.couponId !== null) await giveBackCouponUse(tx, order.couponId);
  return true;
}
