import {
  COUPON_MESSAGES,
  couponApplies,
  parsePlanCode,
  paymentMethods,
  planCode,
  summarizeOrder,
  type PaymentMethod,
  type PaymentRequestInput,
  type PaypalPaymentResponse,
  type StripePaymentResponse,
} from '@playwords/common';
import type { Db } from '../../db/client';
import { HttpError, ValidationError } from '../../platform/http-errors';
import { describeError } from '../../platform/logging';
import type { UserRow } from '../../platform/sessions';
import type { PaymentsContext } from './context';
import { findUsableCoupon } from './coupons';
import { endOrderUnpaid } from './orders';
import type { CheckoutStart } from './providers/provider';
import { PROVIDER_NAMES } from './providers/registry';
import { insertOrder, takeCouponUse, updateOrder } from './repository';

/** What a teacher is told when this server has no payment provider (the embedded default). */
export const NO_PAYMENTS_MESSAGE =
  'This server takes no payments: no payment provider is set up. Its operator can give you a plan with ' +
  '`npm run admin -- grant-licence --username <your username> --type PRO --days 30`, or a licence key to enter below.';

export const ALIPAY_UNAVAILABLE = 'AliPay is not available on this server.';

/**
 * `POST /api/payments/process-payment/`: checks the choice against the payment constraints (accounts §5), prices it
 * from the server's table only (a request names a plan code, never an amount), records the order (taking the
 * coupon's use in the same transaction), and asks the provider for its checkout: Stripe's page to follow, or the
 * PayPal order or subscription for its button. A provider that fails leaves a failed order and the coupon unused.
 */
export async function startPayment(
  ctx: PaymentsContext,
  user: UserRow,
  body: PaymentRequestInput,
): Promise<StripePaymentResponse | PaypalPaymentResponse> {
  const { db, providers, now } = ctx;
  if (!providers.any) throw new HttpError(503, { detail: NO_PAYMENTS_MESSAGE });
  // The schema checked that the code is a plan and agrees with `payment` and `currency`.
  const choice = parsePlanCode(body.plan_selected)!;
  const coupon = body.coupon_code ? await findUsableCoupon(db, body.coupon_code, now, 'coupon_code') : null;
  const applied = coupon !== null && couponApplies(coupon.scope, choice.payment);

  const option = body.provider === 'STRIPE' ? (body.payment_option ?? 'card') : null;
  const method: PaymentMethod = option ?? 'paypal';
  const methods = paymentMethods({
    currency: choice.currency,
    payment: choice.payment,
    couponApplied: applied,
    alipayEnabled: ctx.config.payments.alipayEnabled,
  });
  if (!methods[method].enabled) {
    const field = method === 'paypal' ? 'provider' : 'payment_option';
    throw new ValidationError({ [field]: [methods[method].hint ?? ALIPAY_UNAVAILABLE] });
  }
  const provider = providers.get(body.provider);
  if (!provider) {
    throw new ValidationError({ provider: [`${PROVIDER_NAMES[body.provider]} is not available on this server.`] });
  }

  const summary = summarizeOrder(choice, applied ? coupon : null);
  const code = planCode(choice);
  const order = await db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    // Of parallel orders racing for a coupon's last use, one gets it; the others are refused and record nothing.
    if (applied && !(await takeCouponUse(tx, coupon.row.id, now))) {
      throw new ValidationError({ coupon_code: [COUPON_MESSAGES.usedUp] });
    }
    return insertOrder(tx, {
      userId: user.id,
      planCode: code,
      plan: choice.plan,
      months: choice.months,
      payment: choice.payment,
      currency: choice.currency,
      price: summary.price,
      fee: summary.fee,
      discount: summary.discount,
      amount: summary.total,
      couponId: applied ? coupon.row.id : null,
      couponCode: applied ? coupon.row.code : null,
      provider: provider.name,
      paymentOption: option,
      createdAt: now,
      updatedAt: now,
    });
  });

  let start: CheckoutStart;
  try {
    start = await provider.startCheckout({
      orderId: order.id,
      plan: choice.plan,
      months: choice.months,
      payment: choice.payment,
      currency: choice.currency,
      total: summary.total,
      planCode: code,
      // The account's own (checked) address: the request's `email` is only what the page had, and a malformed one
      // would make the provider refuse the whole checkout.
      email: user.email,
      option,
      successUrl: `${ctx.config.publicUrl}/success`,
      cancelUrl: `${ctx.config.publicUrl}/plans`,
      language: user.language,
    });
  } catch (error) {
    ctx.log.warn({ err: error, orderId: order.id }, `${provider.name} could not start a checkout`);
    await db.transaction((tx) => endOrderUnpaid(tx as unknown as Db, order, 'failed', describeError(error), now));
    throw new HttpError(502, {
      detail: `${PROVIDER_NAMES[provider.name]} could not start the payment just now. Nothing was charged; please try again in a moment.`,
    });
  }
  await updateOrder(db, order.id, { status: 'pending', checkoutRef: start.providerRef, updatedAt: now });
  return start.kind === 'redirect' ? { url: start.url } : { price: start.price, id: start.id, plan_id: start.planId };
}
