import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type {
  CouponScope,
  Currency,
  PaidPlan,
  PaymentOption,
  PaymentProvider,
  PaymentType,
  PlanMonths,
} from '@playwords/common';
import { timestamptz } from '../../db/columns';
import { licences } from '../licences/tables';
import { users } from '../users/tables';

/**
 * Coupons (accounts §3, §5). `code` is stored upper-case and compared so (codes are word characters only).
 * `uses` counts the orders holding the coupon: taken when the order is created, given back when that order ends
 * unpaid (docs/decisions.md § Payments), so a one-use coupon raced by parallel payments is used once.
 */
export const coupons = pgTable(
  'coupons',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(),
    /** `MULT0.9` (10 % off) or `SUB2` (2 off, in the order's currency). */
    value: text('value').notNull(),
    scope: text('scope').$type<CouponScope>().notNull(),
    /** The first instant it no longer works; null: never expires. */
    expiresAt: timestamptz('expires_at'),
    /** How many orders may hold it; null: no limit. */
    maxUses: integer('max_uses'),
    uses: integer('uses').notNull().default(0),
    createdAt: timestamptz('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('coupons_code_uq').on(t.code),
    check('coupons_scope_ck', sql`${t.scope} in ('SUB', 'SINGLE', 'BOTH')`),
    check('coupons_uses_ck', sql`${t.uses} >= 0 and (${t.maxUses} is null or ${t.uses} <= ${t.maxUses})`),
  ],
);

export const ORDER_STATUSES = ['created', 'pending', 'paid', 'failed', 'refunded', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/**
 * Every payment attempt (issue 13): what was chosen, what it cost (minor units, from the server's table), the
 * provider's ids and where it stands, so an operator can answer "I paid but got nothing" from the data.
 * created → pending (the provider's checkout exists) → paid | failed | cancelled (expired unpaid); paid → refunded.
 */
export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    /** Kept when an account goes: an order is a record of money. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    planCode: text('plan_code').notNull(),
    plan: text('plan').$type<PaidPlan>().notNull(),
    months: integer('months').$type<PlanMonths>().notNull(),
    payment: text('payment').$type<PaymentType>().notNull(),
    currency: text('currency').$type<Currency>().notNull(),
    /** The plan's price, the Single Purchase Fee, the coupon's discount and what is charged (each period). */
    price: integer('price').notNull(),
    fee: integer('fee').notNull(),
    discount: integer('discount').notNull(),
    amount: integer('amount').notNull(),
    /** The coupon this order holds (it applied); null without one. */
    couponId: integer('coupon_id').references(() => coupons.id, { onDelete: 'set null' }),
    couponCode: text('coupon_code'),
    provider: text('provider').$type<PaymentProvider>().notNull(),
    /** Stripe's payment method (card, wechat, alipay); null for PayPal. */
    paymentOption: text('payment_option').$type<PaymentOption>(),
    /** Stripe's Checkout Session id; PayPal's order or subscription id. */
    checkoutRef: text('checkout_ref'),
    /** Stripe's PaymentIntent id; PayPal's capture id (what a refund names). */
    paymentRef: text('payment_ref'),
    /** The provider's subscription id (renewals, cancellation). */
    subscriptionRef: text('subscription_ref'),
    status: text('status').$type<OrderStatus>().notNull().default('created'),
    /** Why it failed or was not acted on (the provider's error, an amount that did not match). */
    note: text('note'),
    /** The licence the payment granted or extended. */
    licenceId: text('licence_id').references(() => licences.id, { onDelete: 'set null' }),
    createdAt: timestamptz('created_at').notNull(),
    updatedAt: timestamptz('updated_at').notNull(),
    paidAt: timestamptz('paid_at'),
    /** What was refunded so far (minor units of the order's currency) and the provider's id of the last refund. */
    refundedAmount: integer('refunded_amount').notNull().default(0),
    refundRef: text('refund_ref'),
    refundedAt: timestamptz('refunded_at'),
  },
  (t) => [
    index('orders_user_idx').on(t.userId),
    uniqueIndex('orders_checkout_ref_uq').on(t.provider, t.checkoutRef),
    index('orders_payment_ref_idx').on(t.provider, t.paymentRef),
    index('orders_subscription_ref_idx').on(t.provider, t.subscriptionRef),
    index('orders_licence_idx').on(t.licenceId),
    check('orders_status_ck', sql`${t.status} in ('created', 'pending', 'paid', 'failed', 'refunded', 'cancelled')`),
    check('orders_refunded_ck', sql`${t.refundedAmount} >= 0 and ${t.refundedAmount} <= ${t.amount}`),
    check('orders_amounts_ck', sql`${t.amount} > 0 and ${t.amount} = ${t.price} + ${t.fee} - ${t.discount}`),
  ],
);

/**
 * Provider events acted on, each once: the row is inserted in the same transaction as the event's effect, so a
 * replayed or concurrent copy finds it and does nothing. `effect` names the effect itself where two different
 * events carry the same one (Stripe sends both `invoice.paid` and `invoice.payment_succeeded` for one renewal).
 */
export const paymentEvents = pgTable(
  'payment_events',
  {
    id: serial('id').primaryKey(),
    provider: text('provider').$type<PaymentProvider>().notNull(),
    eventId: text('event_id').notNull(),
    /** The provider's event type (`checkout.session.completed`…) and what it meant to us. */
    type: text('type').notNull(),
    kind: text('kind').notNull(),
    effect: text('effect'),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    /** What was done, or why nothing was (an unknown order, an amount that did not match). */
    outcome: text('outcome').notNull(),
    /**
     * What a subscription's renewal brought in (minor units of `currency`): a renewal makes no order of its own, so
     * the console's revenue reads it here. Null for every other event.
     */
    amount: integer('amount'),
    currency: text('currency').$type<Currency>(),
    receivedAt: timestamptz('received_at').notNull(),
  },
  (t) => [
    uniqueIndex('payment_events_event_uq').on(t.provider, t.eventId),
    uniqueIndex('payment_events_effect_uq').on(t.provider, t.effect),
    index('payment_events_order_idx').on(t.orderId),
  ],
);
