import type { Language } from '@playwords/common';
/**
 * What the payments service asks of a payment provider (Stripe, PayPal). Each provider is a real client of its
 * provider's API (the official SDK or its REST API) pointed at `STRIPE_API_BASE` / `PAYPAL_API_BASE` when set: the
 * tests start a local fake of that API, never a mock of this interface's callers.
 *
 * Amounts are minor units (cents, fen) from the server's price table (common/src/rules/pricing.ts); a provider never
 * decides a price. Every provider id it answers is kept on the order, so an operator can trace a payment.
 */
import type { Currency, PaidPlan, PaymentOption, PaymentProvider, PaymentType, PlanMonths } from '@playwords/common';

/** The order being paid, as the service recorded it before calling the provider. */
export interface CheckoutOrder {
  /** Our order id: sent to the provider as its reference / metadata, and read back from every webhook. */
  orderId: number;
  plan: PaidPlan;
  months: PlanMonths;
  payment: PaymentType;
  currency: Currency;
  /** What is charged now (and, for a subscription, every period), in minor units. */
  total: number;
  /** The plan code, e.g. `SINGLE_PREMIUMPLAN3_CNY`: the product's name on the provider's side. */
  planCode: string;
  /** The payer's e-mail, prefilled at the provider when known. */
  email: string | null;
  /** Stripe: card, wechat or alipay. */
  option: PaymentOption | null;
  /** Where the provider sends the browser back: our /success and /plans (cancelled). */
  successUrl: string;
  cancelUrl: string;
  /** The teacher's language: the provider's own checkout page speaks it. */
  language: Language;
}

/** What the browser is given to pay: Stripe's Checkout page; PayPal's order or subscription for its button. */
export type CheckoutStart =
  | { kind: 'redirect'; url: string; providerRef: string }
  | { kind: 'paypal'; id: string; planId: string; price: string; providerRef: string };

/**
 * A provider's webhook event, verified and read into what the service acts on. `eventId` is the provider's own id:
 * the service records it in the same transaction as its effect, so each event acts once.
 */
export type PaymentEvent =
  /**
   * A checkout or one-time order was paid: grant the order's licence. `paymentRef` is the payment a refund will name
   * (Stripe's PaymentIntent, PayPal's capture), kept on the order when given.
   */
  (
    | {
        kind: 'paid';
        eventId: string;
        orderId: number;
        amount: number;
        currency: Currency;
        subscriptionRef: string | null;
        paymentRef?: string | null;
      }
    /**
     * A subscription's next period was paid: extend its licence by one period. `paymentRef` names that period's
     * payment (Stripe's invoice): two events about the same payment renew once.
     */
    | {
        kind: 'renewed';
        eventId: string;
        subscriptionRef: string;
        amount: number;
        currency: Currency;
        paymentRef?: string | null;
      }
    /** A renewal failed, or the subscription was cancelled at the provider: it stops renewing and runs out. */
    | { kind: 'stopped'; eventId: string; subscriptionRef: string }
    /**
     * Money went back: the days the payment bought are taken back. The order is found by its id, else by the payment,
     * else (a subscription's payment) by the subscription.
     */
    | {
        kind: 'refunded';
        eventId: string;
        orderId: number | null;
        paymentRef: string | null;
        subscriptionRef?: string | null;
      }
    /** The checkout ended without payment (it expired, or a delayed payment failed): the order's coupon goes back. */
    | { kind: 'unpaid'; eventId: string; orderId: number; reason: 'expired' | 'failed' }
    /** Verified, but nothing we act on (recorded, answered 200). */
    | { kind: 'ignored'; eventId: string; type: string }
  ) & {
    /** The provider's own name of the event (`checkout.session.completed`), recorded with it. */
    type?: string;
  };

/** A webhook request as it arrived: the raw body (signatures are over its exact bytes) and its headers. */
export interface WebhookRequest {
  rawBody: Buffer;
  headers: Record<string, string | string[] | undefined>;
  /** When it arrived, by the app's clock: what a signature's age is measured against (tests move it). */
  receivedAt?: Date;
}

export interface PaymentProviderClient {
  readonly name: PaymentProvider;
  /** Creates the provider's checkout (Stripe) or order / subscription (PayPal) for an order. */
  startCheckout(order: CheckoutOrder): Promise<CheckoutStart>;
  /**
   * PayPal's one-time orders are captured by us once the payer approved them; answers whether the capture
   * COMPLETED. Stripe has nothing to capture (absent).
   */
  capture?(providerRef: string): Promise<{ completed: boolean }>;
  /** Verifies a webhook (throws `WebhookRejected` when its signature is missing, wrong or stale) and reads it. */
  readWebhook(request: WebhookRequest): Promise<PaymentEvent>;
  /** Stops a subscription at the end of its current period (the teacher cancelled auto-renew). */
  cancelSubscription(subscriptionRef: string): Promise<void>;
  /**
   * Returns `amountMinor` of an order's payment (a subscription's: its latest period's) to the payer. Throws
   * `RefundRefused` with the provider's reason when it will not; any other error means it could not be asked.
   */
  refund(order: RefundOrder, amountMinor: number): Promise<RefundDone>;
}

/** The order a refund is for, as the payments service recorded it. */
export interface RefundOrder {
  orderId: number;
  currency: Currency;
  payment: PaymentType;
  /** Stripe's PaymentIntent or PayPal's capture of a one-time payment (null for a subscription's). */
  paymentRef: string | null;
  /** The subscription whose latest payment a refund of a subscription order returns. */
  subscriptionRef: string | null;
  /** What was refunded of it before (minor units): with the amount, the refund's idempotency key. */
  refundedBefore: number;
}

/** A refund the provider accepted: its id and the payment it returned money of (what its webhook will name). */
export interface RefundDone {
  refundId: string;
  paymentRef: string;
}

/**
 * The provider would not refund (the payment cannot be found, it was refunded already, the amount is too much):
 * its own words, shown to the operator; nothing was refunded.
 */
export class RefundRefused extends Error {}

/** A webhook whose signature could not be verified: answered 400, nothing recorded. */
export class WebhookRejected extends Error {}
