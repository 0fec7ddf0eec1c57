import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  formatPrice,
  type CheckCouponResponse,
  type Currency,
  type PaymentOption,
  type PaymentProvider,
  type PaymentType,
  type PaymentsConfigResponse,
  type PaypalCaptureResponse,
  type PaypalPaymentResponse,
  type StripePaymentResponse,
} from '@playwords/common';
import { formatMoney, type Language } from '@playwords/common/i18n';
import { api } from './api';

/** The payments calls of accounts §7, the config the panel reads, and the capture of a PayPal order. */

export const paymentsConfigKey = ['payments', 'config'] as const;

export function fetchPaymentsConfig(signal?: AbortSignal): Promise<PaymentsConfigResponse> {
  return api.get<PaymentsConfigResponse>('/payments/config/', { signal });
}

/** What this server takes does not change while the app runs: asked once per page load. */
export const paymentsConfigQuery = queryOptions({
  queryKey: paymentsConfigKey,
  queryFn: ({ signal }) => fetchPaymentsConfig(signal),
  staleTime: Infinity,
});

export function usePaymentsConfig() {
  return useQuery(paymentsConfigQuery);
}

/**
 * An amount for the reader: English keeps the panel's '$5.99' / '¥39.00' (the spec's prices); Chinese reads
 * '¥39.00' / 'US$5.99', as Intl writes money in zh-CN.
 */
export function formatAmount(minorUnits: number, currency: Currency, language: Language): string {
  return language === 'en' ? formatPrice(minorUnits, currency) : formatMoney(minorUnits, currency, language);
}

/** Whether this server takes any payment at all (no provider configured: it says so and never pretends). */
export function takesPayments(config: PaymentsConfigResponse): boolean {
  return config.stripe || config.paypal;
}

/** `GET /api/payments/check-coupon/{code}/`: the coupon's value and scope, or a 4xx with the reason. */
export function checkCoupon(code: string): Promise<CheckCouponResponse> {
  return api.get<CheckCouponResponse>(`/payments/check-coupon/${encodeURIComponent(code)}/`);
}

/** The payment request of accounts §3: a plan code, never an amount (the server prices it from its table). */
export interface PaymentRequest {
  email: string;
  plan_selected: string;
  payment: PaymentType;
  provider: PaymentProvider;
  payment_option?: PaymentOption;
  currency: Currency;
  coupon_code?: string;
}

/** Stripe (card, WeChat Pay, AliPay): the Checkout page to go to. */
export function startStripePayment(request: PaymentRequest): Promise<StripePaymentResponse> {
  return api.post<StripePaymentResponse>('/payments/process-payment/', request);
}

/** PayPal: the order (one-time) or subscription the PayPal button approves. */
export function startPaypalPayment(request: PaymentRequest): Promise<PaypalPaymentResponse> {
  return api.post<PaypalPaymentResponse>('/payments/process-payment/', request);
}

/**
 * Captures a one-time PayPal order the payer approved. The path is the one this client and the server agree on for
 * issue 13 (the spec names no capture call).
 */
export function capturePaypalOrder(id: string): Promise<PaypalCaptureResponse> {
  return api.post<PaypalCaptureResponse>('/payments/paypal/capture/', { id });
}

/**
 * Leaving the app for a provider's page. An object, so a test can watch where the browser was sent (jsdom cannot
 * navigate, and `window.location` cannot be replaced).
 */
export const browserNavigation = {
  leaveFor(url: string): void {
    window.location.assign(url);
  },
};
