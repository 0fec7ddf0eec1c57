// The console's money section: request schemas.
import { z } from 'zod';
import { COUPON_SCOPES, CURRENCIES, PAYMENT_PROVIDERS } from '../rules/pricing';
import {
  ADMIN_BATCH_COUNT_MAX,
  ADMIN_BATCH_DAYS_MAX,
  ADMIN_BATCH_DAYS_MIN,
  ADMIN_BATCH_NOTE_MAX,
  ADMIN_COUPON_MAX_USES,
  ADMIN_ORDER_STATUSES,
  MoneyMessage,
} from './admin-money';
import { adminPageQuery, adminReason } from './admin-requests';

/** A choice from a list in a query; '' means no filter. */
const choice = <T extends readonly [string, ...string[]]>(values: T) =>
  z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.enum(values, { error: MoneyMessage.badFilter }).optional(),
  );

/** A day as YYYY-MM-DD (a real one), read as that day's first instant in UTC. */
export const adminDay = z
  .string({ error: MoneyMessage.badDate })
  .max(10, MoneyMessage.badDate)
  .regex(/^\d{4}-\d{2}-\d{2}$/, MoneyMessage.badDate)
  .refine((text) => {
    const day = new Date(`${text}T00:00:00.000Z`);
    return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === text;
  }, MoneyMessage.badDate);

const optionalDay = z.preprocess((value) => (value === '' || value === null ? undefined : value), adminDay.optional());

/** `GET /api/admin/orders/`: newest first, filtered by status, provider, currency, teacher and days (from, to inclusive). */
export const adminOrdersQuery = adminPageQuery.extend({
  status: choice(ADMIN_ORDER_STATUSES),
  provider: choice(PAYMENT_PROVIDERS),
  currency: choice(CURRENCIES),
  /** A teacher's username (exact, any case) or her id. */
  user: z
    .string()
    .max(150, MoneyMessage.badFilter)
    .transform((value) => value.trim())
    .optional(),
  from: optionalDay,
  to: optionalDay,
});
export type AdminOrdersQuery = z.input<typeof adminOrdersQuery>;

/**
 * A refund's amount in the order's currency as a decimal ('5.99', or a JSON number 5.99), read into minor units
 * without floating point. The service checks it against the cap.
 */
export const adminRefundAmount = z
  .union([z.string(), z.number()], { error: MoneyMessage.badAmount })
  .transform((value, ctx) => {
    const text = typeof value === 'number' ? (Number.isFinite(value) ? String(value) : '') : value.trim();
    const match = /^(\d{1,7})(?:\.(\d{1,2}))?$/.exec(text);
    const minor = match ? Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0')) : 0;
    if (minor <= 0) {
      ctx.addIssue({ code: 'custom', message: MoneyMessage.badAmount });
      return z.NEVER;
    }
    return minor;
  });

/** `POST /api/admin/orders/{id}/refund/`. */
export const adminRefundInput = z.object({ amount: adminRefundAmount, reason: adminReason });
export type AdminRefundInput = z.input<typeof adminRefundInput>;

/** A whole number in a range, as JSON sends it or as digits. */
const wholeNumber = (min: number, max: number, message: string) =>
  z.preprocess(
    (value) => (typeof value === 'string' && /^\d{1,9}$/.test(value.trim()) ? Number(value.trim()) : value),
    z.number({ error: message }).int(message).min(min, message).max(max, message),
  );

/** `POST /api/admin/key-batches/`: mints `count` unowned keys of a plan, each lasting `days`. */
export const adminKeyBatchInput = z.object({
  type: z.enum(['PRO', 'PRE', 'VIP'], { error: MoneyMessage.badType }),
  days: wholeNumber(ADMIN_BATCH_DAYS_MIN, ADMIN_BATCH_DAYS_MAX, MoneyMessage.badDays),
  count: wholeNumber(1, ADMIN_BATCH_COUNT_MAX, MoneyMessage.badCount),
  note: z
    .string()
    .max(ADMIN_BATCH_NOTE_MAX * 4, MoneyMessage.noteTooLong)
    .transform((value) => value.replace(/\s+/g, ' ').trim())
    .refine((value) => value.length <= ADMIN_BATCH_NOTE_MAX, MoneyMessage.noteTooLong)
    .default(''),
  reason: adminReason,
});
export type AdminKeyBatchInput = z.input<typeof adminKeyBatchInput>;

/**
 * `POST /api/admin/coupons/`: what the command line's create-coupon takes. Code, value and scope are capped here and
 * judged by the payments service's `createCoupon` (the one place of those rules); `expires` is the last day it
 * works (it stops at the end of that day, UTC), `max_uses` empty or null for no limit.
 */
export const adminCouponInput = z.object({
  code: z.string({ error: 'This field is required.' }).max(200),
  value: z.string({ error: 'This field is required.' }).max(200),
  scope: z.enum(COUPON_SCOPES, { error: 'Expected SUB, SINGLE or BOTH.' }),
  expires: optionalDay.nullable().default(null),
  max_uses: z.preprocess(
    (value) => (value === '' ? null : value),
    wholeNumber(1, ADMIN_COUPON_MAX_USES, MoneyMessage.badMaxUses).nullable().default(null),
  ),
  reason: adminReason,
});
export type AdminCouponInput = z.input<typeof adminCouponInput>;

/** `POST /api/admin/coupons/{id}/expire/`: it stops working now. */
export const adminExpireCouponInput = z.object({ reason: adminReason });
export type AdminExpireCouponInput = z.input<typeof adminExpireCouponInput>;
