/**
 * The payments module's door (accounts §4, §5, §7; issue 13): what other modules, the app and the admin command
 * line call. Orders, coupons and provider events are its own tables; licences are granted, renewed, stopped and
 * taken back through the licences service, inside the transaction that records the provider's event.
 */
import type { PaymentsConfigResponse, PaypalCaptureResponse } from '@playwords/common';
import type { AppConfig } from '../../config';
import { HttpError, notFound } from '../../platform/http-errors';
import { cancelAutoRenew, getLicence, type LicenceView } from '../licences/service';
import type { PaymentsContext } from './context';
import { PaymentProviders, PROVIDER_NAMES } from './providers/registry';
import { findOrderOfUserByCheckoutRef, findSubscriptionOrderOfLicence } from './repository';

export { couponExpiryOf, createCoupon, type NewCoupon } from './coupons';
export {
  expireCouponNow,
  listCouponsForConsole,
  listOrdersForConsole,
  presentCouponForConsole,
  presentOrderForConsole,
  type OrderFilter,
} from './console';
export { applyRefund, checkRefund, RefundMessage, sendRefund, type RefundApplied } from './refunds';
export type { PaymentsContext } from './context';
export { PaymentProviders } from './providers/registry';
export { ordersOfAccount, ownersOfOrder } from './people';
export type { OrderRow } from './repository';
export { sumRevenue } from './stats';

/** The configured providers (app.ts makes them once at start). */
export function paymentProvidersFor(config: AppConfig): PaymentProviders {
  return PaymentProviders.fromConfig(config.payments);
}

/** `GET /api/payments/config/`: what this server takes; the pricing panel says plainly when it takes nothing. */
export function describePayments(config: AppConfig, providers: PaymentProviders): PaymentsConfigResponse {
  const paypal = providers.has('PAYPAL') ? config.payments.paypal : undefined;
  return {
    stripe: providers.has('STRIPE'),
    paypal: paypal !== undefined,
    paypal_client_id: paypal?.clientId ?? null,
    alipay: config.payments.alipayEnabled && providers.has('STRIPE'),
    billing_email: config.payments.billingEmail,
    paypal_sdk_origin: paypal?.apiBaseOverridden ? paypal.apiBase : null,
  };
}

/**
 * Cancels a licence's auto-renewal (`POST /api/licenses/{id}/deactivate/`; the owner only, anyone else's is "not
 * found"). A licence bought as a subscription is first cancelled at its provider, at the end of the period; if the
 * provider cannot be reached nothing changes here and the teacher is told so. It stays usable to its end.
 */
export async function cancelRenewal(
  ctx: PaymentsContext,
  owner: { id: number; username: string },
  licenceId: string,
): Promise<LicenceView> {
  const { db, now } = ctx;
  const view = await getLicence(db, owner, licenceId, now);
  const order = view.licence.willAutoRenew ? await findSubscriptionOrderOfLicence(db, view.licence.id) : undefined;
  if (order?.subscriptionRef) {
    const name = PROVIDER_NAMES[order.provider];
    const provider = ctx.providers.get(order.provider);
    if (!provider) {
      throw new HttpError(503, {
        detail: `This server is no longer connected to ${name}, so your subscription could not be cancelled there and nothing was changed. Please write to ${ctx.config.payments.billingEmail}.`,
      });
    }
    try {
      await provider.cancelSubscription(order.subscriptionRef);
    } catch (error) {
      ctx.log.warn({ err: error, orderId: order.id }, `${order.provider} could not cancel a subscription`);
      throw new HttpError(502, {
        detail: `${name} could not be reached to cancel your subscription, so nothing was changed and it still renews. Please try again in a few minutes.`,
      });
    }
  }
  return cancelAutoRenew(db, owner, licenceId, now);
}

/**
 * `POST /api/payments/paypal/capture/`: captures the teacher's own approved PayPal order. The licence itself comes
 * with PayPal's signed webhook for the capture, like every other payment (the success page says it may take a while).
 */
export async function capturePaypalOrder(
  ctx: PaymentsContext,
  user: { id: number },
  paypalOrderId: string,
): Promise<PaypalCaptureResponse> {
  const provider = ctx.providers.get('PAYPAL');
  if (!provider?.capture) throw notFound();
  const order = await findOrderOfUserByCheckoutRef(ctx.db, user.id, 'PAYPAL', paypalOrderId);
  if (!order || order.payment !== 'SINGLE') throw notFound();
  try {
    const { completed } = await provider.capture(paypalOrderId);
    return { status: completed ? 'COMPLETED' : 'NOT_COMPLETED' };
  } catch (error) {
    ctx.log.warn({ err: error, orderId: order.id }, 'PayPal could not capture an order');
    throw new HttpError(502, {
      detail: 'PayPal could not be reached to complete the payment. Please try again in a moment.',
    });
  }
}
