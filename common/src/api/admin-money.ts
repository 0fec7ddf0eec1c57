// The console's money section: types and texts (orders and refunds, licence-key batches, coupons).
import type { CouponScope, Currency, PaymentProvider } from '../rules/pricing';

/** A batch of licence keys: how many, how long each, of which plan. */
export const ADMIN_BATCH_COUNT_MAX = 10_000;
export const ADMIN_BATCH_DAYS_MIN = 1;
export const ADMIN_BATCH_DAYS_MAX = 3650;
/** Longest note a batch keeps ('Springfield school district, term 2'). */
export const ADMIN_BATCH_NOTE_MAX = 200;
/** Most uses a coupon may be given (the command line's bound too). */
export const ADMIN_COUPON_MAX_USES = 1_000_000;

/** The statuses an order goes through (created → pending → paid | failed | cancelled; paid → refunded). */
export const ADMIN_ORDER_STATUSES = ['created', 'pending', 'paid', 'failed', 'refunded', 'cancelled'] as const;
export type AdminOrderStatus = (typeof ADMIN_ORDER_STATUSES)[number];

/** One order in the console's list. Amounts are minor units of `currency`. */
export interface AdminOrderDto {
  id: number;
  /** The teacher who paid; null once her account is gone. */
  user: { id: number; username: string } | null;
  plan_code: string;
  months: number;
  payment: 'SINGLE' | 'SUB';
  provider: PaymentProvider;
  currency: Currency;
  price: number;
  fee: number;
  discount: number;
  amount: number;
  coupon_code: string | null;
  status: AdminOrderStatus;
  note: string | null;
  payment_ref: string | null;
  subscription_ref: string | null;
  licence_id: string | null;
  refunded_amount: number;
  refund_ref: string | null;
  refunded_at: string | null;
  /** The most that may be refunded now (0: no refund is possible); why not, when it is 0. */
  refund_cap: number;
  refund_refusal: string | null;
  created_at: string;
  paid_at: string | null;
}

/** What a refund did: the order as it now stands and the days taken back from its licence. */
export interface AdminRefundResult {
  order: AdminOrderDto;
  refunded: number;
  days_taken_back: number;
}

/** A batch of licence keys minted from the console. */
export interface AdminKeyBatchDto {
  id: number;
  type: 'PRO' | 'PRE' | 'VIP';
  days: number;
  count: number;
  /** How many of its keys a teacher has redeemed. */
  redeemed: number;
  note: string;
  created_by: string | null;
  created_at: string;
}

/** A coupon with its uses. */
export interface AdminCouponDto {
  id: number;
  code: string;
  /** `MULT0.9` (10 % off) or `SUB2` (2 off in the order's currency). */
  value: string;
  scope: CouponScope;
  uses: number;
  max_uses: number | null;
  expires_at: string | null;
  /** Whether it still works now (not expired, not used up). */
  usable: boolean;
  created_at: string;
}

/** The header row of a batch's CSV download. */
export const KEY_BATCH_CSV_HEADER = ['key', 'type', 'days', 'redeemed_by', 'redeemed_at'] as const;

export const MoneyMessage = {
  badAmount: 'Give an amount above 0, with at most two decimals (5.99).',
  badDays: `Give a whole number of days from ${ADMIN_BATCH_DAYS_MIN} to ${ADMIN_BATCH_DAYS_MAX}.`,
  badCount: `Give a whole number of keys from 1 to ${ADMIN_BATCH_COUNT_MAX}.`,
  badType: 'Choose PRO, PRE or VIP.',
  noteTooLong: `A note has at most ${ADMIN_BATCH_NOTE_MAX} characters.`,
  badDate: 'Give a date as YYYY-MM-DD.',
  badMaxUses: `Give a whole number of uses from 1 to ${ADMIN_COUPON_MAX_USES}, or leave it empty for no limit.`,
  badFilter: 'Not one of the choices.',
  couponAlreadyExpired: 'This coupon has already expired.',
} as const;

/** An amount in minor units as the console shows it: '$5.99', '¥39.00'. */
export function formatMinor(minor: number, currency: Currency): string {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency, currencyDisplay: 'narrowSymbol' }).format(
    minor / 100,
  );
}

/** Minor units as a plain decimal for an input: 1679 → '16.79'. */
export function minorToDecimal(minor: number): string {
  return `${Math.floor(minor / 100)}.${String(minor % 100).padStart(2, '0')}`;
}
