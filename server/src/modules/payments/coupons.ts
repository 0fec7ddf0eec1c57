import {
  COUPON_CODE_PATTERN,
  COUPON_MESSAGES,
  COUPON_SCOPES,
  MAX_COUPON_CODE_LENGTH,
  parseCouponValue,
  type CheckCouponResponse,
  type CouponScope,
  type CouponValue,
} from '@playwords/common';
import type { Db } from '../../db/client';
import { ValidationError } from '../../platform/http-errors';
import { enforceLimits, type Counters, type RateLimit } from '../../platform/throttle';
import { findCouponByCode, insertCoupon, type CouponRow } from './repository';

/** Coupon checks per signed-in user and per client address an hour, like licence keys; successes are taken back. */
export const COUPON_ATTEMPTS_PER_USER: RateLimit = { limit: 10, windowSeconds: 60 * 60 };
export const COUPON_ATTEMPTS_PER_ADDRESS: RateLimit = { limit: 30, windowSeconds: 60 * 60 };

/** Codes are compared without regard to case: `summer10` is `SUMMER10`. */
export const normaliseCouponCode = (code: string) => code.trim().toUpperCase();

/** A coupon that may be used now, with its value read. */
export interface UsableCoupon {
  row: CouponRow;
  value: CouponValue;
  scope: CouponScope;
}

/**
 * The coupon a typed code names, if it works at `now`; otherwise a 400 on `field` saying why (empty, not a code,
 * unknown, expired, used up). Its use is not taken here: an order takes it (`takeCouponUse`) when it is created.
 */
export async function findUsableCoupon(db: Db, typed: string, now: Date, field: string): Promise<UsableCoupon> {
  const refuse = (message: string) => new ValidationError({ [field]: [message] });
  const code = normaliseCouponCode(typed);
  if (code === '') throw refuse(COUPON_MESSAGES.empty);
  if (code.length > MAX_COUPON_CODE_LENGTH || !COUPON_CODE_PATTERN.test(code)) throw refuse(COUPON_MESSAGES.invalid);
  const row = await findCouponByCode(db, code);
  const value = row && parseCouponValue(row.value);
  if (!row || !value) throw refuse(COUPON_MESSAGES.invalid);
  if (row.expiresAt && row.expiresAt.getTime() <= now.getTime()) throw refuse(COUPON_MESSAGES.expired);
  if (row.maxUses !== null && row.uses >= row.maxUses) throw refuse(COUPON_MESSAGES.usedUp);
  return { row, value, scope: row.scope };
}

/**
 * `GET /api/payments/check-coupon/{code}/`: the coupon's value and scope. Attempts are counted per user (when signed
 * in) and per address before the code is looked up, so parallel guesses cannot slip past; a success is not counted.
 */
export async function checkCoupon(
  db: Db,
  counters: Counters,
  request: { typed: string; userId: number | null; clientIp: string },
  now: Date,
): Promise<CheckCouponResponse> {
  const limits = [
    ...(request.userId !== null ? [{ key: `coupon:user:${request.userId}`, rule: COUPON_ATTEMPTS_PER_USER }] : []),
    { key: `coupon:ip:${request.clientIp}`, rule: COUPON_ATTEMPTS_PER_ADDRESS },
  ];
  await enforceLimits(counters, limits, now);
  const coupon = await findUsableCoupon(db, request.typed, now, 'code');
  for (const { key } of limits) await counters.unhit(key);
  return { value: coupon.row.value, payment: coupon.scope };
}

/**
 * When a coupon given a last day stops working: the end of that day, UTC (`2026-03-31` works through the 31st).
 * Null for anything that is not a real day as YYYY-MM-DD. The command line's `--expires` and the console's field.
 */
export function couponExpiryOf(day: string): Date | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return null;
  const start = new Date(`${day}T00:00:00.000Z`);
  if (Number.isNaN(start.getTime()) || start.toISOString().slice(0, 10) !== day) return null;
  return new Date(start.getTime() + 86_400_000);
}

export interface NewCoupon {
  code: string;
  value: string;
  scope: string;
  expiresAt: Date | null;
  maxUses: number | null;
}

/** Creates a coupon (the admin command line); a bad field or a code already taken is a 400 naming the field. */
export async function createCoupon(db: Db, coupon: NewCoupon, now: Date): Promise<CouponRow> {
  const code = normaliseCouponCode(coupon.code);
  const value = coupon.value.trim().toUpperCase();
  const problems: Record<string, string[]> = {};
  if (code === '' || code.length > MAX_COUPON_CODE_LENGTH || !COUPON_CODE_PATTERN.test(code)) {
    problems.code = [`A code is 1 to ${MAX_COUPON_CODE_LENGTH} letters, digits or underscores.`];
  }
  if (!parseCouponValue(value)) {
    problems.value = [
      'Expected MULT followed by a number between 0 and 1 (MULT0.9: 10% off) or SUB and an amount (SUB2).',
    ];
  }
  const scope = COUPON_SCOPES.find((s) => s === coupon.scope.toUpperCase());
  if (!scope) problems.scope = ['Expected SUB, SINGLE or BOTH.'];
  if (coupon.maxUses !== null && !(Number.isInteger(coupon.maxUses) && coupon.maxUses > 0)) {
    problems.max_uses = ['Expected a whole number above 0.'];
  }
  if (Object.keys(problems).length > 0 || !scope) throw new ValidationError(problems);
  const row = await insertCoupon(db, {
    code,
    value,
    scope,
    expiresAt: coupon.expiresAt,
    maxUses: coupon.maxUses,
    createdAt: now,
  });
  if (!row) throw new ValidationError({ code: [`A coupon called ${code} already exists.`] });
  return row;
}
