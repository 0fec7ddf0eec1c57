/** Payments as the API answers them, and their texts (accounts §5, §7, §8). */
import type { CouponScope } from '../rules/pricing';

/** Coupon codes are word characters only (accounts §5). */
export const COUPON_CODE_PATTERN = /^\w+$/;
export const MAX_COUPON_CODE_LENGTH = 64;

export const COUPON_MESSAGES = {
  empty: 'Please enter a code.',
  invalid: 'This is an invalid code.',
  /** The server's answers for a real code that no longer works (not the spec's texts: it names none). */
  expired: 'This coupon has expired.',
  usedUp: 'This coupon has already been used up.',
} as const;

/** `GET /api/payments/check-coupon/{code}/` → 200. */
export interface CheckCouponResponse {
  value: string;
  payment: CouponScope;
}

/** `POST /api/payments/process-payment/` for Stripe: the Checkout page the browser follows. */
export interface StripePaymentResponse {
  url: string;
}

/** `POST /api/payments/process-payment/` for PayPal (accounts §3): the price, the order or subscription id, its plan. */
export interface PaypalPaymentResponse {
  /** The total charged, formatted as PayPal takes it ('16.79'). */
  price: string;
  /** The PayPal order id (one-time) or subscription id (subscription). */
  id: string;
  /** The PayPal billing plan of a subscription ('' for a one-time order). */
  plan_id: string;
}

/** `GET /api/payments/config/`: what this server takes (no provider configured: the panel says so). */
export interface PaymentsConfigResponse {
  stripe: boolean;
  paypal: boolean;
  /** The PayPal client id the PayPal button loads with, or null. */
  paypal_client_id: string | null;
  alipay: boolean;
  billing_email: string;
  /**
   * Where the PayPal JS SDK is loaded from, when not PayPal's own `https://www.paypal.com` (a local fake in tests,
   * a proxy). Optional: a server that leaves it out means PayPal's.
   */
  paypal_sdk_origin?: string | null;
}

/** `POST /api/payments/paypal/capture/` `{id}` → 200: PayPal's status of the captured one-time order. */
export interface PaypalCaptureResponse {
  /** 'COMPLETED' once the money is taken; anything else is not paid (yet). */
  status: string;
}

/** What the pages say where the spec names a billing contact. */
export const DEFAULT_BILLING_EMAIL = 'billing@playwords.app';
