import { LICENCE_TYPE_OF_PLAN, PLAN_DAYS, type Currency, type PaymentProvider } from '@playwords/common';
import type { Db } from '../../db/client';
import { notFound, ValidationError } from '../../platform/http-errors';
import { grantLicence, renewSubscriptionLicence, stopAutoRenewal, takeBackDays } from '../licences/service';
import type { PaymentsContext } from './context';
import { endOrderUnpaid } from './orders';
import { daysWorth } from './refunds';
import { WebhookRejected, type PaymentEvent, type WebhookRequest } from './providers/provider';
import {
  lockOrder,
  lockOrderByRef,
  recordPaymentEvent,
  setPaymentEventOutcome,
  takeCouponUse,
  updateOrder,
  type OrderRow,
} from './repository';

export const WEBHOOK_REJECTED = 'The webhook signature could not be verified.';

/** What an event did (kept on its row for an operator) and the order it concerned. */
interface Outcome {
  outcome: string;
  orderId: number | null;
  /** What a renewal brought in, recorded with its event for the console's revenue. */
  amount?: number | null;
  currency?: Currency | null;
}

/**
 * The event's own effect, where two different events carry the same one: Stripe sends `invoice.paid` and
 * `invoice.payment_succeeded` for one renewal, and a refund is one whatever event reports it.
 */
function effectOf(event: PaymentEvent): string | null {
  if (event.kind === 'renewed' && event.paymentRef) return `renewal:${event.paymentRef}`;
  if (event.kind === 'refunded' && event.paymentRef) return `refund:${event.paymentRef}`;
  return null;
}

/**
 * A provider's webhook: verified by the provider's signature on the raw body (a bad, missing or stale one is a 400
 * and changes nothing), then recorded and applied in one transaction, so each event acts once however often and
 * however concurrently it arrives. Events about orders we do not know are recorded and answered 200 (the provider
 * stops retrying; an operator finds them in `payment_events`).
 */
export async function receiveWebhook(
  ctx: PaymentsContext,
  providerName: PaymentProvider,
  request: WebhookRequest,
): Promise<{ received: true }> {
  const provider = ctx.providers.get(providerName);
  if (!provider) throw notFound();
  let event: PaymentEvent;
  try {
    event = await provider.readWebhook({ ...request, receivedAt: ctx.now });
  } catch (error) {
    if (!(error instanceof WebhookRejected)) throw error;
    ctx.log.warn({ provider: providerName, reason: error.message }, 'refused a payment webhook');
    throw new ValidationError({ non_field_errors: [WEBHOOK_REJECTED] });
  }
  await ctx.db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const fresh = await recordPaymentEvent(tx, {
      provider: providerName,
      eventId: event.eventId,
      type: 'type' in event && event.type ? event.type : event.kind,
      kind: event.kind,
      effect: effectOf(event),
      outcome: 'received',
      receivedAt: ctx.now,
    });
    if (!fresh) return;
    const result = await applyEvent(tx, providerName, event, ctx);
    await setPaymentEventOutcome(tx, providerName, event.eventId, result);
  });
  return { received: true };
}

function applyEvent(tx: Db, provider: PaymentProvider, event: PaymentEvent, ctx: PaymentsContext): Promise<Outcome> {
  switch (event.kind) {
    case 'paid':
      return applyPaid(tx, provider, event, ctx);
    case 'renewed':
      return applyRenewed(tx, provider, event, ctx);
    case 'stopped':
      return applyStopped(tx, provider, event, ctx.now);
    case 'refunded':
      return applyRefunded(tx, provider, event, ctx.now);
    case 'unpaid':
      return applyUnpaid(tx, provider, event, ctx.now);
    case 'ignored':
      return Promise.resolve({ outcome: 'ignored', orderId: null });
  }
}

const UNKNOWN_ORDER: Outcome = { outcome: 'unknown order: nothing done', orderId: null };

/** An amount or currency that is not the order's: nothing is granted and the order says why. */
async function refuseMismatch(
  tx: Db,
  order: OrderRow,
  paid: { amount: number; currency: string },
  ctx: PaymentsContext,
): Promise<Outcome | null> {
  if (paid.amount === order.amount && paid.currency === order.currency) return null;
  const note = `paid ${paid.amount} ${paid.currency}, expected ${order.amount} ${order.currency}: nothing granted`;
  ctx.log.error({ orderId: order.id, paid, expected: { amount: order.amount, currency: order.currency } }, note);
  await updateOrder(tx, order.id, { note, updatedAt: ctx.now });
  return { outcome: note, orderId: order.id };
}

async function applyPaid(
  tx: Db,
  provider: PaymentProvider,
  event: Extract<PaymentEvent, { kind: 'paid' }>,
  ctx: PaymentsContext,
): Promise<Outcome> {
  const order = await lockOrder(tx, event.orderId);
  if (!order || order.provider !== provider) return UNKNOWN_ORDER;
  if (order.status === 'paid' || order.status === 'refunded') return { outcome: 'already paid', orderId: order.id };
  const mismatch = await refuseMismatch(tx, order, event, ctx);
  if (mismatch) return mismatch;
  if (order.userId === null) {
    await updateOrder(tx, order.id, { status: 'paid', paidAt: ctx.now, updatedAt: ctx.now, note: 'account gone' });
    return { outcome: 'paid, but the account is gone: nothing granted', orderId: order.id };
  }
  // A checkout that had expired (its coupon given back) and was paid after all holds its coupon again.
  if (order.couponId !== null && (order.status === 'cancelled' || order.status === 'failed')) {
    await takeCouponUse(tx, order.couponId, new Date(0));
  }
  const grant = {
    type: LICENCE_TYPE_OF_PLAN[order.plan],
    days: PLAN_DAYS[order.months],
    isTrial: false,
    payment: order.payment,
  };
  const view = await grantLicence(tx, order.userId, grant, ctx.now);
  await updateOrder(tx, order.id, {
    status: 'paid',
    paidAt: ctx.now,
    updatedAt: ctx.now,
    licenceId: view.licence.id,
    paymentRef: event.paymentRef ?? order.paymentRef,
    subscriptionRef: event.subscriptionRef ?? order.subscriptionRef,
  });
  return { outcome: `granted ${grant.days} days`, orderId: order.id };
}

async function applyRenewed(
  tx: Db,
  provider: PaymentProvider,
  event: Extract<PaymentEvent, { kind: 'renewed' }>,
  ctx: PaymentsContext,
): Promise<Outcome> {
  const order = await lockOrderByRef(tx, provider, { subscriptionRef: event.subscriptionRef });
  if (!order || order.userId === null || order.licenceId === null) return UNKNOWN_ORDER;
  const mismatch = await refuseMismatch(tx, order, event, ctx);
  if (mismatch) return mismatch;
  const days = PLAN_DAYS[order.months];
  const renewed = await renewSubscriptionLicence(tx, order.userId, order.licenceId, days, ctx.now);
  await updateOrder(tx, order.id, { updatedAt: ctx.now });
  if (!renewed) return { outcome: 'its licence is gone: nothing done', orderId: order.id };
  return { outcome: `renewed for ${days} days`, orderId: order.id, amount: event.amount, currency: event.currency };
}

async function applyStopped(
  tx: Db,
  provider: PaymentProvider,
  event: Extract<PaymentEvent, { kind: 'stopped' }>,
  now: Date,
): Promise<Outcome> {
  const order = await lockOrderByRef(tx, provider, { subscriptionRef: event.subscriptionRef });
  if (!order || order.userId === null || order.licenceId === null) return UNKNOWN_ORDER;
  await stopAutoRenewal(tx, order.userId, order.licenceId, now);
  return { outcome: 'stopped renewing', orderId: order.id };
}

async function applyRefunded(
  tx: Db,
  provider: PaymentProvider,
  event: Extract<PaymentEvent, { kind: 'refunded' }>,
  now: Date,
): Promise<Outcome> {
  const order =
    (event.orderId !== null ? await lockOrder(tx, event.orderId) : undefined) ??
    (event.paymentRef ? await lockOrderByRef(tx, provider, { paymentRef: event.paymentRef }) : undefined) ??
    (event.subscriptionRef
      ? await lockOrderByRef(tx, provider, { subscriptionRef: event.subscriptionRef })
      : undefined);
  if (!order || order.provider !== provider || order.status === 'created') return UNKNOWN_ORDER;
  // Days already taken back by the console's partial refunds (refunds.ts) are not taken twice.
  const days = PLAN_DAYS[order.months] - daysWorth(order, order.refundedAmount);
  if (days > 0 && order.userId !== null && order.licenceId !== null) {
    await takeBackDays(tx, order.userId, order.licenceId, days, now);
  }
  await updateOrder(tx, order.id, {
    status: 'refunded',
    refundedAmount: order.amount,
    refundedAt: order.refundedAt ?? now,
    updatedAt: now,
  });
  return { outcome: `refunded: took back ${days} days`, orderId: order.id };
}

async function applyUnpaid(
  tx: Db,
  provider: PaymentProvider,
  event: Extract<PaymentEvent, { kind: 'unpaid' }>,
  now: Date,
): Promise<Outcome> {
  const order = await lockOrder(tx, event.orderId);
  if (!order || order.provider !== provider) return UNKNOWN_ORDER;
  const status = event.reason === 'expired' ? 'cancelled' : 'failed';
  const ended = await endOrderUnpaid(tx, order, status, `checkout ${event.reason}`, now);
  return { outcome: ended ? `${status}; its coupon use given back` : `already ${order.status}`, orderId: order.id };
}
