/**
 * Stripe through its official SDK: Checkout Sessions for card, WeChat Pay and AliPay (mode `payment` for a one-time
 * payment, `subscription` with a price recurring every 1, 3 or 6 months), signed webhooks read with
 * `stripe.webhooks.constructEvent`, and cancellation at the end of the period. `STRIPE_API_BASE` points the SDK at
 * another address (the tests' fake Stripe, server/src/test/fake-stripe.ts) through its host/port/protocol options.
 */
import Stripe from 'stripe';
import { DURATION_TEXTS, PRODUCT_NAME, type Currency, type PaidPlan, type PaymentOption } from '@playwords/common';
import type { StripeConfig } from '../../../config';
import {
  RefundRefused,
  WebhookRejected,
  type CheckoutOrder,
  type CheckoutStart,
  type PaymentEvent,
  type PaymentProviderClient,
  type RefundDone,
  type RefundOrder,
  type WebhookRequest,
} from './provider';

/** How old a webhook's signature may be, in seconds (security.md: 300 s). */
export const STRIPE_WEBHOOK_TOLERANCE = 300;

const PLAN_NAMES: Record<PaidPlan, string> = { PRO: 'Pro', PREMIUM: 'Premium' };

/**
 * Stripe's name of each payment method we offer through Checkout, given as the session's
 * `allowed_payment_method_types` (API 2026-09-30 replaced `payment_method_types` with it).
 */
const METHOD_TYPES: Record<PaymentOption, 'card' | 'wechat_pay' | 'alipay'> = {
  card: 'card',
  wechat: 'wechat_pay',
  alipay: 'alipay',
};

/** An expandable Stripe field's id. */
const idOf = (value: string | { id: string } | null | undefined): string | null =>
  value === null || value === undefined ? null : typeof value === 'string' ? value : value.id;

/** Our order id as the Checkout Session carries it (metadata, else its client reference), or null. */
function orderIdOf(metadata: Stripe.Metadata | null, clientReference: string | null): number | null {
  const text = metadata?.order_id ?? clientReference ?? '';
  return /^\d{1,9}$/.test(text) ? Number(text) : null;
}

const currencyOf = (code: string | null): Currency => (code ?? '').toUpperCase() as Currency;

/** The subscription that issued an invoice (since API 2025-03-31 under `parent.subscription_details`). */
const subscriptionOfInvoice = (invoice: Stripe.Invoice): string | null =>
  idOf(invoice.parent?.subscription_details?.subscription);

/** The SDK's connection options for `STRIPE_API_BASE` (an origin), or none for Stripe's own API. */
function connectionOptions(apiBase: string | undefined): Pick<Stripe.StripeConfig, 'host' | 'port' | 'protocol'> {
  if (!apiBase) return {};
  const url = new URL(apiBase);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return { host: url.hostname, port: url.port || (protocol === 'http' ? 80 : 443), protocol };
}

export class StripeProvider implements PaymentProviderClient {
  readonly name = 'STRIPE' as const;
  private readonly stripe: Stripe;

  constructor(private readonly config: StripeConfig) {
    this.stripe = new Stripe(config.secretKey, {
      ...connectionOptions(config.apiBase),
      // A retried POST carries the SDK's idempotency key, so a lost answer never makes two sessions.
      maxNetworkRetries: 2,
      timeout: 20_000,
      telemetry: false,
      appInfo: { name: PRODUCT_NAME },
    });
  }

  async startCheckout(order: CheckoutOrder): Promise<CheckoutStart> {
    const currency = order.currency.toLowerCase();
    const metadata = { order_id: String(order.orderId), plan_code: order.planCode };
    const name = `${PRODUCT_NAME} ${PLAN_NAMES[order.plan]}, ${DURATION_TEXTS[order.months].label}`;
    const shared = {
      client_reference_id: String(order.orderId),
      metadata,
      ...(order.email ? { customer_email: order.email } : {}),
      success_url: `${order.successUrl}?session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: order.cancelUrl,
      // Stripe's page in her language (its 'zh' is Simplified Chinese), not the browser's guess.
      locale: order.language === 'zh-CN' ? 'zh' : 'en',
    } satisfies Stripe.Checkout.SessionCreateParams;
    const params: Stripe.Checkout.SessionCreateParams =
      order.payment === 'SUB'
        ? {
            ...shared,
            mode: 'subscription',
            allowed_payment_method_types: ['card'],
            line_items: [
              {
                quantity: 1,
                price_data: {
                  currency,
                  unit_amount: order.total,
                  recurring: { interval: 'month', interval_count: order.months },
                  product_data: { name: `${name} (subscription)` },
                },
              },
            ],
            subscription_data: { metadata },
          }
        : {
            ...shared,
            mode: 'payment',
            allowed_payment_method_types: [METHOD_TYPES[order.option ?? 'card']],
            ...(order.option === 'wechat' ? { payment_method_options: { wechat_pay: { client: 'web' } } } : {}),
            line_items: [
              {
                quantity: 1,
                price_data: { currency, unit_amount: order.total, product_data: { name: `${name} (one-time)` } },
              },
            ],
            payment_intent_data: { metadata },
          };
    const session = await this.stripe.checkout.sessions.create(params);
    if (!session.url) throw new Error(`Stripe answered Checkout Session ${session.id} without a URL`);
    return { kind: 'redirect', url: session.url, providerRef: session.id };
  }

  async readWebhook(request: WebhookRequest): Promise<PaymentEvent> {
    const header = request.headers['stripe-signature'];
    if (typeof header !== 'string' || header === '') throw new WebhookRejected('no Stripe-Signature header');
    let event: Stripe.Event;
    try {
      event = this.stripe.webhooks.constructEvent(
        request.rawBody,
        header,
        this.config.webhookSecret,
        STRIPE_WEBHOOK_TOLERANCE,
        undefined,
        request.receivedAt?.getTime(),
      );
    } catch (error) {
      throw new WebhookRejected((error as Error).message);
    }
    return { ...(await this.readEvent(event)), type: event.type };
  }

  async cancelSubscription(subscriptionRef: string): Promise<void> {
    await this.stripe.subscriptions.update(subscriptionRef, { cancel_at_period_end: true });
  }

  /**
   * Refunds part of an order's payment: a one-time order's PaymentIntent, a subscription's latest paid invoice's.
   * The idempotency key names the order and what it had refunded before, so a repeated click (or a retry after a
   * lost answer) that still sees the same state refunds once. Stripe's refusals (4xx) are the operator's to read.
   */
  async refund(order: RefundOrder, amountMinor: number): Promise<RefundDone> {
    try {
      const paymentIntent = order.paymentRef ?? (await this.latestSubscriptionPayment(order.subscriptionRef));
      if (!paymentIntent) throw new RefundRefused('Stripe holds no payment of this order to refund.');
      const refund = await this.stripe.refunds.create(
        {
          payment_intent: paymentIntent,
          amount: amountMinor,
          reason: 'requested_by_customer',
          metadata: { order_id: String(order.orderId) },
        },
        { idempotencyKey: `refund-${order.orderId}-${order.refundedBefore}-${amountMinor}` },
      );
      return { refundId: refund.id, paymentRef: paymentIntent };
    } catch (error) {
      if (error instanceof Stripe.errors.StripeInvalidRequestError || error instanceof Stripe.errors.StripeCardError) {
        throw new RefundRefused(error.message);
      }
      throw error;
    }
  }

  /** The PaymentIntent of a subscription's latest paid invoice, or null. */
  private async latestSubscriptionPayment(subscriptionRef: string | null): Promise<string | null> {
    if (!subscriptionRef) return null;
    const invoices = await this.stripe.invoices.list({ subscription: subscriptionRef, status: 'paid', limit: 1 });
    const invoiceId = invoices.data[0]?.id;
    if (!invoiceId) return null;
    const payments = await this.stripe.invoicePayments.list({ invoice: invoiceId, limit: 1 });
    const payment = payments.data[0]?.payment;
    return payment?.type === 'payment_intent' ? idOf(payment.payment_intent) : null;
  }

  /** What a verified event means to us. */
  private async readEvent(event: Stripe.Event): Promise<PaymentEvent> {
    const eventId = event.id;
    const ignored: PaymentEvent = { kind: 'ignored', eventId, type: event.type };
    switch (event.type) {
      case 'checkout.session.completed':
      case 'checkout.session.async_payment_succeeded': {
        const session = event.data.object;
        const orderId = orderIdOf(session.metadata, session.client_reference_id);
        // WeChat Pay and AliPay may confirm later: `completed` then says unpaid and async_payment_succeeded follows.
        if (orderId === null || session.payment_status !== 'paid') return ignored;
        return {
          kind: 'paid',
          eventId,
          orderId,
          amount: session.amount_total ?? 0,
          currency: currencyOf(session.currency),
          subscriptionRef: idOf(session.subscription),
          paymentRef: idOf(session.payment_intent),
        };
      }
      case 'checkout.session.async_payment_failed':
      case 'checkout.session.expired': {
        const session = event.data.object;
        const orderId = orderIdOf(session.metadata, session.client_reference_id);
        if (orderId === null) return ignored;
        const reason = event.type === 'checkout.session.expired' ? 'expired' : 'failed';
        return { kind: 'unpaid', eventId, orderId, reason };
      }
      case 'invoice.paid':
      case 'invoice.payment_succeeded': {
        // The first invoice of a subscription is its checkout (checkout.session.completed); only later periods renew.
        const invoice = event.data.object;
        const subscriptionRef = subscriptionOfInvoice(invoice);
        if (invoice.billing_reason !== 'subscription_cycle' || !subscriptionRef) return ignored;
        return {
          kind: 'renewed',
          eventId,
          subscriptionRef,
          amount: invoice.amount_paid,
          currency: currencyOf(invoice.currency),
          paymentRef: invoice.id ?? null,
        };
      }
      case 'invoice.payment_failed': {
        const subscriptionRef = subscriptionOfInvoice(event.data.object);
        return subscriptionRef ? { kind: 'stopped', eventId, subscriptionRef } : ignored;
      }
      case 'customer.subscription.deleted':
        return { kind: 'stopped', eventId, subscriptionRef: event.data.object.id };
      case 'charge.refunded': {
        const charge = event.data.object;
        // A partial refund leaves the plan as it is (an operator settles those by hand).
        if (!charge.refunded) return ignored;
        const paymentRef = idOf(charge.payment_intent);
        const subscriptionRef = paymentRef ? await this.subscriptionOfPayment(paymentRef) : null;
        return { kind: 'refunded', eventId, orderId: null, paymentRef, subscriptionRef };
      }
      default:
        return ignored;
    }
  }

  /** The subscription a payment paid an invoice of (a refunded renewal), or null for a one-time payment. */
  private async subscriptionOfPayment(paymentIntent: string): Promise<string | null> {
    const payments = await this.stripe.invoicePayments.list({
      payment: { type: 'payment_intent', payment_intent: paymentIntent },
      limit: 1,
    });
    const invoiceId = idOf(payments.data[0]?.invoice as string | { id: string } | undefined);
    if (!invoiceId) return null;
    return subscriptionOfInvoice(await this.stripe.invoices.retrieve(invoiceId));
  }
}
