/**
 * Prices, plan codes, coupons and which payment methods an order may use (accounts §5 and §9). The one table of
 * prices: the server charges from it, the pricing panel shows it; a request names a plan code, never an amount.
 */

export const CURRENCIES = ['USD', 'CNY'] as const;
export type Currency = (typeof CURRENCIES)[number];

/** The plans that are bought (Basic is free: it needs only an account). */
export const PAID_PLANS = ['PRO', 'PREMIUM'] as const;
export type PaidPlan = (typeof PAID_PLANS)[number];

export const PLAN_MONTHS = [1, 3, 6] as const;
export type PlanMonths = (typeof PLAN_MONTHS)[number];

/** SINGLE: a one-time payment; SUB: a subscription renewed every period. */
export const PAYMENT_TYPES = ['SINGLE', 'SUB'] as const;
export type PaymentType = (typeof PAYMENT_TYPES)[number];

export const PAYMENT_PROVIDERS = ['STRIPE', 'PAYPAL'] as const;
export type PaymentProvider = (typeof PAYMENT_PROVIDERS)[number];

/** How a Stripe checkout is paid ('card' unless the teacher chose WeChat Pay or AliPay). */
export const PAYMENT_OPTIONS = ['card', 'wechat', 'alipay'] as const;
export type PaymentOption = (typeof PAYMENT_OPTIONS)[number];

/** What the panel's method buttons are. */
export type PaymentMethod = 'card' | 'paypal' | 'wechat' | 'alipay';

/** Prices in minor units (cents, fen) for 1, 3 and 6 months (accounts §9). */
export const PRICES: Readonly<Record<Currency, Readonly<Record<PaidPlan, Readonly<Record<PlanMonths, number>>>>>> = {
  USD: { PREMIUM: { 1: 999, 3: 2699, 6: 4999 }, PRO: { 1: 599, 3: 1649, 6: 2999 } },
  CNY: { PREMIUM: { 1: 6600, 3: 18100, 6: 33000 }, PRO: { 1: 3900, 3: 10600, 6: 19500 } },
};

/**
 * The one-time payment fee ('Single Purchase Fee'), in minor units like every other amount of the table: 30 cents or
 * 2 yuan (accounts §9 says '30 USD or 200 CNY' beside prices in minor units; see docs/decisions.md).
 */
export const SINGLE_PURCHASE_FEE: Readonly<Record<Currency, number>> = { USD: 30, CNY: 200 };

/** Days a plan of each length lasts. */
export const PLAN_DAYS: Readonly<Record<PlanMonths, number>> = { 1: 30, 3: 90, 6: 180 };

/** The duration tiles: their label and what is paid for (the rest is free extra time). */
export const DURATION_TEXTS: Readonly<Record<PlanMonths, { label: string; paidFor: string | null }>> = {
  1: { label: '1 Month', paidFor: null },
  3: { label: '3 Months', paidFor: '2 Months + 3 Weeks' },
  6: { label: '6 Months', paidFor: '5 Months' },
};

/** The licence type a paid plan grants (licences store Premium as PRE). */
export const LICENCE_TYPE_OF_PLAN: Readonly<Record<PaidPlan, 'PRO' | 'PRE'>> = { PRO: 'PRO', PREMIUM: 'PRE' };

export interface PlanChoice {
  plan: PaidPlan;
  months: PlanMonths;
  payment: PaymentType;
  currency: Currency;
}

export const DEFAULT_PLAN_CODE = 'PROPLAN1';

/** `SINGLE_PREMIUMPLAN3_CNY`, `PROPLAN1`… (accounts §9). */
export function planCode({ plan, months, payment, currency }: PlanChoice): string {
  return `${payment === 'SINGLE' ? 'SINGLE_' : ''}${plan}PLAN${months}${currency === 'CNY' ? '_CNY' : ''}`;
}

const PLAN_CODE = /^(SINGLE_)?(PRO|PREMIUM)PLAN(1|3|6)(_CNY)?$/;

/** A plan code read back, or null for anything that is not one (the request is refused). */
export function parsePlanCode(code: string): PlanChoice | null {
  const match = PLAN_CODE.exec(code);
  if (!match) return null;
  return {
    payment: match[1] ? 'SINGLE' : 'SUB',
    plan: match[2] as PaidPlan,
    months: Number(match[3]) as PlanMonths,
    currency: match[4] ? 'CNY' : 'USD',
  };
}

/** A price as the panel shows it: '$5.99', '¥39.00'. */
export function formatPrice(minor: number, currency: Currency): string {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency, currencyDisplay: 'narrowSymbol' }).format(
    minor / 100,
  );
}

// ---- Coupons ---------------------------------------------------------------------------------------------------

/** Which payments a coupon may be used for. */
export const COUPON_SCOPES = ['SUB', 'SINGLE', 'BOTH'] as const;
export type CouponScope = (typeof COUPON_SCOPES)[number];

/** A coupon as `check-coupon` answers it: its value string and its scope. */
export interface CouponDto {
  value: string;
  payment: CouponScope;
}

/** MULT0.9: 10 % off (round(100·(1−n))); SUB2: 2 (dollars or yuan, the order's currency) off. */
export type CouponValue = { kind: 'percent'; percent: number } | { kind: 'amount'; minor: number };

const MULT = /^MULT(\d+(?:\.\d+)?)$/;
const SUB = /^SUB(\d+(?:\.\d+)?)$/;

/** A coupon's value read, or null when it is neither form (such a coupon is never offered). */
export function parseCouponValue(value: string): CouponValue | null {
  const mult = MULT.exec(value);
  if (mult) {
    const multiplier = Number(mult[1]);
    if (!(multiplier > 0 && multiplier < 1)) return null;
    return { kind: 'percent', percent: Math.round(100 * (1 - multiplier)) };
  }
  const sub = SUB.exec(value);
  if (sub) {
    const minor = Math.round(Number(sub[1]) * 100);
    return minor > 0 ? { kind: 'amount', minor } : null;
  }
  return null;
}

/** The coupon as the panel names it: '10%' or '$2.00' / '¥2.00' (100 times its value, formatted). */
export function describeCoupon(value: CouponValue, currency: Currency): string {
  return value.kind === 'percent' ? `${value.percent}%` : formatPrice(value.minor, currency);
}

/** Whether a coupon of this scope may be used for this payment type. */
export function couponApplies(scope: CouponScope, payment: PaymentType): boolean {
  return scope === 'BOTH' || scope === payment;
}

/** Why a coupon is struck through on the summary (accounts §5). */
export function couponScopeMessage(scope: CouponScope): string {
  return scope === 'SUB'
    ? 'This coupon can only be used for subscription payments.'
    : 'This coupon can only be used for a one time payment.';
}

/**
 * The least a payment may be, in minor units: the providers refuse smaller charges (Stripe: 50 cents, and ¥4.00 for
 * its CNY methods), so a coupon never takes an order below it.
 */
export const MINIMUM_CHARGE: Readonly<Record<Currency, number>> = { USD: 50, CNY: 400 };

export interface OrderSummary {
  price: number;
  /** The Single Purchase Fee (0 for a subscription). */
  fee: number;
  /** What the coupon takes off (0 without one, or when it does not apply). */
  discount: number;
  /** Whether the coupon applies to this payment type (shown struck through when not). */
  couponApplies: boolean;
  total: number;
}

/**
 * What an order costs: the plan's price, the fee for a one-time payment, the coupon's discount off the price when its
 * scope allows, never below the providers' minimum charge. The server charges exactly this.
 */
export function summarizeOrder(
  choice: PlanChoice,
  coupon: { value: CouponValue; scope: CouponScope } | null,
): OrderSummary {
  const price = PRICES[choice.currency][choice.plan][choice.months];
  const fee = choice.payment === 'SINGLE' ? SINGLE_PURCHASE_FEE[choice.currency] : 0;
  const applies = coupon !== null && couponApplies(coupon.scope, choice.payment);
  let discount = 0;
  if (coupon && applies) {
    const wanted =
      coupon.value.kind === 'percent' ? Math.round((price * coupon.value.percent) / 100) : coupon.value.minor;
    discount = Math.max(0, Math.min(wanted, price + fee - MINIMUM_CHARGE[choice.currency]));
  }
  return { price, fee, discount, couponApplies: applies, total: price + fee - discount };
}

// ---- Payment methods ---------------------------------------------------------------------------------------------

export const PRICING_HINTS = {
  paypalNoRmb: 'Paypal does not allow RMB pricing. You can still use a Chinese paypal account with USD.',
  paypalNoSubscriptionCoupon:
    'Unfortunately, PayPal does not accept our coupon codes for subscriptions. One time payments and the other checkout options will accept it.',
  wechatOnly: 'WeChat only supports one time payments of RMB. We apologize for the inconvenience.',
  wechatAlipayOnly: 'WeChat and AliPay only support one time payments of RMB. We apologize for the inconvenience.',
  switchToOneTime: 'Click to switch to One Time Payment',
} as const;

export interface MethodState {
  enabled: boolean;
  /** Why it is disabled (shown under the buttons), or null. */
  hint: string | null;
}

export interface MethodContext {
  currency: Currency;
  payment: PaymentType;
  /** A confirmed coupon that applies to this payment type. */
  couponApplied: boolean;
  alipayEnabled: boolean;
}

/**
 * Which methods an order may use (accounts §5): card always; PayPal never in CNY nor with a coupon on a
 * subscription; WeChat Pay and AliPay (when enabled) only for one-time payments in CNY.
 */
export function paymentMethods(context: MethodContext): Record<PaymentMethod, MethodState> {
  const paypalHint =
    context.currency === 'CNY'
      ? PRICING_HINTS.paypalNoRmb
      : context.payment === 'SUB' && context.couponApplied
        ? PRICING_HINTS.paypalNoSubscriptionCoupon
        : null;
  const chinaOnly = context.currency === 'CNY' && context.payment === 'SINGLE';
  const chinaHint = chinaOnly
    ? null
    : context.alipayEnabled
      ? PRICING_HINTS.wechatAlipayOnly
      : PRICING_HINTS.wechatOnly;
  return {
    card: { enabled: true, hint: null },
    paypal: { enabled: paypalHint === null, hint: paypalHint },
    wechat: { enabled: chinaOnly, hint: chinaHint },
    alipay: context.alipayEnabled ? { enabled: chinaOnly, hint: chinaHint } : { enabled: false, hint: null },
  };
}

/** The provider and Stripe payment option a method pays through. */
export function methodRoute(method: PaymentMethod): { provider: PaymentProvider; option: PaymentOption | null } {
  if (method === 'paypal') return { provider: 'PAYPAL', option: null };
  return { provider: 'STRIPE', option: method };
}
