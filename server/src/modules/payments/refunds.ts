/**
 * Refunds from the operator console (the terms: "up to one month's worth while a plan is active"). The rule: only a
 * paid order whose licence still has time now (running, or paused waiting its turn); at most a month's worth of what
 * was paid (amount × min(1, 1/months), rounded down to minor units) less what was refunded already. The provider
 * refunds first, outside any transaction (a provider call must not hold the database); then one transaction records
 * it on the order and takes back the days the refunded share is worth from the licence, through the licences service
 * like the provider's refund webhook does.
 *
 * The provider's own refund webhook must not take those days a second time. A full refund is one effect,
 * `refund:{payment}`, whichever way it is learnt (webhooks.ts): the console records that effect when its refund
 * completes the payment, so the later webhook finds it and does nothing (and if the webhook came first, the console
 * takes no days itself). A partial refund's webhook leaves the plan alone (stripe.ts, paypal.ts), and a later full
 * one takes back only the days not yet taken (`daysWorth`).
 */
import { PLAN_DAYS, formatPrice, type LicenceState } from '@playwords/common';
import type { Db } from '../../db/client';
import { HttpError, notFound, ValidationError } from '../../platform/http-errors';
import { licenceStatesAt, takeBackDays } from '../licences/service';
import type { PaymentsContext } from './context';
import { RefundRefused, type RefundDone } from './providers/provider';
import { PROVIDER_NAMES } from './providers/registry';
import { findOrderById, lockOrder, recordPaymentEvent, updateOrder, type OrderRow } from './repository';

export const RefundMessage = {
  notPaid: 'Only a paid order can be refunded.',
  noLicence: 'This order granted no licence (or the account is gone): refund it in the provider’s dashboard.',
  notActive: 'Its plan is no longer active: refunds are made only while a plan is active.',
  nothingLeft: 'A month’s worth of this order has already been refunded.',
  overCap: (cap: string) => `At most ${cap} may be refunded now (a month’s worth, less what was refunded).`,
} as const;

/** A month's worth of an order: all of a 1-month plan, a third of a 3-month one…, rounded down to minor units. */
export function monthsWorth(order: Pick<OrderRow, 'amount' | 'months'>): number {
  return Math.floor(order.amount / Math.max(1, order.months));
}

/** The days a refunded share of an order is worth: floor(refunded / amount × the plan's days). */
export function daysWorth(order: Pick<OrderRow, 'amount' | 'months'>, refunded: number): number {
  return Math.floor((refunded * PLAN_DAYS[order.months]) / order.amount);
}

/** What may be refunded of an order now, and why nothing may (the cap is then 0). */
export interface RefundCap {
  cap: number;
  refusal: string | null;
}

export function refundCapOf(order: OrderRow, licence: LicenceState | undefined): RefundCap {
  const refuse = (refusal: string): RefundCap => ({ cap: 0, refusal });
  if (order.status !== 'paid') return refuse(RefundMessage.notPaid);
  if (order.userId === null || order.licenceId === null || !licence) return refuse(RefundMessage.noLicence);
  if (!licence.isActive && !licence.isQueued) return refuse(RefundMessage.notActive);
  const cap = monthsWorth(order) - order.refundedAmount;
  return cap > 0 ? { cap, refusal: null } : refuse(RefundMessage.nothingLeft);
}

/** The refund caps of a page of orders, by order id. */
export async function refundCapsOf(db: Db, orders: OrderRow[], now: Date): Promise<Map<number, RefundCap>> {
  const refs = orders.flatMap((o) =>
    o.status === 'paid' && o.userId !== null && o.licenceId !== null
      ? [{ userId: o.userId, licenceId: o.licenceId }]
      : [],
  );
  const states = await licenceStatesAt(db, refs, now);
  return new Map(orders.map((o) => [o.id, refundCapOf(o, o.licenceId ? states.get(o.licenceId) : undefined)]));
}

/**
 * Checks a refund before the provider is asked: the order exists (404), may be refunded now and `amount` (minor
 * units) is within the cap (400 on `amount`). Answers the order as read.
 */
export async function checkRefund(ctx: PaymentsContext, orderId: number, amount: number): Promise<OrderRow> {
  const order = await findOrderById(ctx.db, orderId);
  if (!order) throw notFound();
  const { cap, refusal } = (await refundCapsOf(ctx.db, [order], ctx.now)).get(order.id)!;
  if (refusal) throw new ValidationError({ non_field_errors: [refusal] });
  if (amount > cap) throw new ValidationError({ amount: [RefundMessage.overCap(formatPrice(cap, order.currency))] });
  return order;
}

/**
 * Asks the order's provider to refund `amount`. A refusal is the operator's to read (400 with the provider's words);
 * a provider that cannot be reached is a 502. Either way nothing was changed here.
 */
export async function sendRefund(ctx: PaymentsContext, order: OrderRow, amount: number): Promise<RefundDone> {
  const name = PROVIDER_NAMES[order.provider];
  const provider = ctx.providers.get(order.provider);
  if (!provider) {
    throw new HttpError(503, { detail: `This server is not connected to ${name}: nothing was refunded or changed.` });
  }
  try {
    return await provider.refund(
      {
        orderId: order.id,
        currency: order.currency,
        payment: order.payment,
        paymentRef: order.paymentRef,
        subscriptionRef: order.subscriptionRef,
        refundedBefore: order.refundedAmount,
      },
      amount,
    );
  } catch (error) {
    if (error instanceof RefundRefused) {
      throw new HttpError(400, { detail: `${name} refused the refund: ${error.message} Nothing was changed.` });
    }
    ctx.log.warn({ err: error, orderId: order.id }, `${order.provider} could not be asked for a refund`);
    throw new HttpError(502, {
      detail: `${name} could not be reached, so nothing was changed here. Try again: a retried refund is made once.`,
    });
  }
}

/** What recording a refund did. */
export interface RefundApplied {
  order: OrderRow;
  daysTakenBack: number;
}

/**
 * Records a refund the provider made, in the caller's transaction: the order's refunded amount and the refund's id,
 * the days its share is worth taken back from the licence. The same refund recorded twice (a retried request that
 * the provider answered with the same refund) changes nothing the second time.
 */
export async function applyRefund(
  tx: Db,
  orderId: number,
  amount: number,
  done: RefundDone,
  now: Date,
): Promise<RefundApplied> {
  const order = await lockOrder(tx, orderId);
  if (!order) throw notFound();
  if (order.refundRef === done.refundId) return { order, daysTakenBack: 0 };
  const total = Math.min(order.amount, order.refundedAmount + amount);
  let days = daysWorth(order, total) - daysWorth(order, order.refundedAmount);
  if (total === order.amount) {
    // The whole payment is back: the provider's full-refund webhook carries this same effect.
    const fresh = await recordPaymentEvent(tx, {
      provider: order.provider,
      eventId: `console-refund:${done.refundId}`,
      type: 'console.refund',
      kind: 'refunded',
      effect: `refund:${done.paymentRef}`,
      orderId: order.id,
      outcome: `refunded from the console: took back ${days} days`,
      receivedAt: now,
    });
    // Its webhook came first and took the days back already.
    if (!fresh) days = 0;
  }
  if (days > 0 && order.userId !== null && order.licenceId !== null) {
    await takeBackDays(tx, order.userId, order.licenceId, days, now);
  }
  const updated = await updateOrder(tx, order.id, {
    refundedAmount: Math.max(total, order.refundedAmount),
    refundRef: done.refundId,
    refundedAt: now,
    status: total === order.amount ? 'refunded' : order.status,
    updatedAt: now,
  });
  return { order: updated, daysTakenBack: days };
}
