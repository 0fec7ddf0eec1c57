// The console's money section: refunds, licence-key batches and coupons, each write through `operatorAction` (its
// audit row in the same transaction) and the owning module's service.
import {
  KEY_BATCH_CSV_HEADER,
  type AdminCouponDto,
  type AdminKeyBatchDto,
  type AdminPage,
  type AdminRefundResult,
  type LicenceType,
} from '@playwords/common';
import type { Db } from '../../db/client';
import { HttpError, notFound } from '../../platform/http-errors';
import type { Counters } from '../../platform/throttle';
import { authorize, policies, type Actor } from '../../policies/policies';
import { createKeyBatch, keysOfBatch, listKeyBatches, type KeyBatchRow } from '../licences/service';
import {
  applyRefund,
  checkRefund,
  couponExpiryOf,
  createCoupon,
  expireCouponNow,
  presentCouponForConsole,
  presentOrderForConsole,
  sendRefund,
  type PaymentsContext,
} from '../payments/service';
import { operatorAction, withAudit } from './service';

/**
 * Refunds part of an order (at most what its cap allows now). The provider refunds first, outside any transaction;
 * then the order, the licence's days and the audit row change in one transaction. If that transaction fails after
 * the provider refunded, the log says so loudly (the money is back; the operator records it by hand).
 */
export async function refundOrder(
  ctx: PaymentsContext,
  counters: Counters,
  operator: Actor,
  orderId: number,
  input: { amount: number; reason: string },
): Promise<AdminRefundResult> {
  authorize(policies.operate(operator));
  // One refund of an order at a time: two operators pressing Refund together would each pass the cap check before
  // either is recorded. The claim is an atomic counter (every process shares it), released once this one is done;
  // one left by a crash lapses by itself.
  const claim = `refund:order:${orderId}`;
  if (!(await counters.hit(claim, REFUND_CLAIM, ctx.now)).allowed) {
    throw new HttpError(409, {
      detail: 'Another refund of this order is under way. Look at the order again in a moment.',
    });
  }
  try {
    return await refundClaimedOrder(ctx, operator, orderId, input);
  } finally {
    // A claim the store cannot forget now (Redis gone this moment) lapses by itself within REFUND_CLAIM's window; it
    // must not turn a refund that happened into an error.
    await counters.reset(claim).catch(() => ctx.log.warn(`could not release the refund claim of order ${orderId}`));
  }
}

/** A refund claim lasts at most this long (a provider's answer takes seconds). */
const REFUND_CLAIM = { limit: 1, windowSeconds: 120 };

async function refundClaimedOrder(
  ctx: PaymentsContext,
  operator: Actor,
  orderId: number,
  input: { amount: number; reason: string },
): Promise<AdminRefundResult> {
  const order = await checkRefund(ctx, orderId, input.amount);
  const done = await sendRefund(ctx, order, input.amount);
  const facts = {
    action: 'order.refund',
    targetType: 'order' as const,
    targetId: order.id,
    reason: input.reason,
    details: { amount: input.amount, currency: order.currency, provider: order.provider, refund_ref: done.refundId },
  };
  try {
    const applied = await operatorAction(ctx.db, operator, facts, ctx.now, async (tx) => {
      const result = await applyRefund(tx, order.id, input.amount, done, ctx.now);
      return withAudit(result, {
        details: { days_taken_back: result.daysTakenBack, refunded_total: result.order.refundedAmount },
      });
    });
    return {
      order: await presentOrderForConsole(ctx.db, applied.order, ctx.now),
      refunded: input.amount,
      days_taken_back: applied.daysTakenBack,
    };
  } catch (error) {
    ctx.log.error(
      { err: error, orderId: order.id, refundId: done.refundId },
      `${order.provider} refunded ${input.amount} but the refund could not be recorded`,
    );
    throw error;
  }
}

function presentBatch(batch: KeyBatchRow & { redeemed: number; createdByName: string | null }): AdminKeyBatchDto {
  return {
    id: batch.id,
    type: batch.licenceType,
    days: batch.durationDays,
    count: batch.count,
    redeemed: batch.redeemed,
    note: batch.note,
    created_by: batch.createdByName,
    created_at: batch.createdAt.toISOString(),
  };
}

export async function listBatches(
  db: Db,
  page: { limit: number; offset: number },
): Promise<AdminPage<AdminKeyBatchDto>> {
  const { rows, count } = await listKeyBatches(db, page);
  return { count, results: rows.map(presentBatch) };
}

/** Mints a batch of keys; the audit row names the batch and its size, never a key. */
export async function mintBatch(
  db: Db,
  operator: Actor,
  input: { type: LicenceType; days: number; count: number; note: string; reason: string },
  now: Date,
): Promise<AdminKeyBatchDto> {
  const batch = await operatorAction(
    db,
    operator,
    {
      action: 'batch.mint',
      targetType: 'batch',
      targetId: '',
      reason: input.reason,
      details: { type: input.type, days: input.days, count: input.count },
    },
    now,
    async (tx) => {
      const row = await createKeyBatch(tx, { ...input, createdBy: operator.id }, now);
      return withAudit(row, { targetId: row.id, details: { batch_id: row.id } });
    },
  );
  return presentBatch({ ...batch, redeemed: 0, createdByName: operator.username });
}

/** A cell a spreadsheet shows as text: quoted when it must be, and never read as a formula (= + - @ tab CR). */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** A batch's keys as CSV (header row first), or 404 for no such batch. */
export async function batchCsv(db: Db, batchId: number): Promise<string> {
  const keys = await keysOfBatch(db, batchId);
  if (!keys) throw notFound();
  const lines = [KEY_BATCH_CSV_HEADER.join(',')];
  for (const key of keys) {
    const cells = [key.key, key.type, String(key.days), key.redeemedBy ?? '', key.redeemedAt?.toISOString() ?? ''];
    lines.push(cells.map(csvCell).join(','));
  }
  return `${lines.join('\r\n')}\r\n`;
}

/**
 * Creates a coupon by the command line's rules (the payments service's `createCoupon`); `expires` is its last day.
 * The audit row keeps its terms, not its code (a code is what a payer types).
 */
export async function createCouponFromConsole(
  db: Db,
  operator: Actor,
  input: {
    code: string;
    value: string;
    scope: string;
    expires?: string | null;
    max_uses: number | null;
    reason: string;
  },
  now: Date,
): Promise<AdminCouponDto> {
  const expiresAt = input.expires ? couponExpiryOf(input.expires) : null;
  const row = await operatorAction(
    db,
    operator,
    { action: 'coupon.create', targetType: 'coupon', targetId: '', reason: input.reason },
    now,
    async (tx) => {
      const coupon = await createCoupon(
        tx,
        { code: input.code, value: input.value, scope: input.scope, expiresAt, maxUses: input.max_uses },
        now,
      );
      return withAudit(coupon, {
        targetId: coupon.id,
        details: {
          value: coupon.value,
          scope: coupon.scope,
          expires_at: coupon.expiresAt?.toISOString() ?? null,
          max_uses: coupon.maxUses,
        },
      });
    },
  );
  return presentCouponForConsole(row, now);
}

/** Expires a coupon now. */
export async function expireCoupon(
  db: Db,
  operator: Actor,
  couponId: number,
  reason: string,
  now: Date,
): Promise<AdminCouponDto> {
  const row = await operatorAction(
    db,
    operator,
    { action: 'coupon.expire', targetType: 'coupon', targetId: couponId, reason },
    now,
    async (tx) => {
      const coupon = await expireCouponNow(tx, couponId, now);
      return withAudit(coupon, { details: { expires_at: now.toISOString(), uses: coupon.uses } });
    },
  );
  return presentCouponForConsole(row, now);
}
