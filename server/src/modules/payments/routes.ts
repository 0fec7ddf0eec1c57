import { z } from 'zod';
import { paymentRequestInput } from '@playwords/common';
import { defineRoute, type RouteContext } from '../../platform/route';
import { startPayment } from './checkout';
import type { PaymentsContext } from './context';
import { checkCoupon } from './coupons';
import { WEBHOOK_NAMES } from './providers/registry';
import { capturePaypalOrder, describePayments } from './service';
import { receiveWebhook } from './webhooks';

/** What the payments work needs from a route's context. */
const paymentsContext = ({ app, db, request, now }: RouteContext): PaymentsContext => ({
  db,
  providers: app.payments,
  config: app.config,
  log: request.log,
  now,
});

/** A coupon code as typed: the service says what is wrong with it (empty, not a code, unknown…). */
const withCode = z.object({ code: z.string().max(1000) });
/** `stripe` or `paypal`; any other name names nothing. */
const withProvider = z.object({ provider: z.enum(Object.keys(WEBHOOK_NAMES) as [string, ...string[]]) });
const captureInput = z.object({
  id: z.string({ error: 'This field is required.' }).trim().min(1, 'This field is required.').max(100),
});

/** Payments (accounts §5, §7; issue 13): what the server takes, coupons, starting a payment, provider webhooks. */
export const paymentsRoutes = [
  defineRoute({
    method: 'GET',
    url: '/api/payments/config/',
    access: 'public',
    handler: ({ app }) => describePayments(app.config, app.payments),
  }),

  defineRoute({
    method: 'GET',
    url: '/api/payments/check-coupon/:code/',
    access: 'optional',
    params: withCode,
    handler: ({ db, counters, user, params, ip, now }) =>
      checkCoupon(db, counters, { typed: params.code, userId: user?.id ?? null, clientIp: ip }, now),
  }),

  defineRoute({
    method: 'POST',
    url: '/api/payments/process-payment/',
    access: 'user',
    body: paymentRequestInput,
    handler: (ctx) => startPayment(paymentsContext(ctx), ctx.user, ctx.body),
  }),

  defineRoute({
    method: 'POST',
    url: '/api/payments/paypal/capture/',
    access: 'user',
    body: captureInput,
    handler: (ctx) => capturePaypalOrder(paymentsContext(ctx), ctx.user, ctx.body.id),
  }),

  // No session and no CSRF token: the provider signs the exact bytes of the body instead.
  defineRoute({
    method: 'POST',
    url: '/api/payments/webhooks/:provider/',
    access: 'public',
    params: withProvider,
    csrfExempt: true,
    rawBody: true,
    handler: (ctx) =>
      receiveWebhook(paymentsContext(ctx), WEBHOOK_NAMES[ctx.params.provider]!, {
        rawBody: ctx.rawBody ?? Buffer.alloc(0),
        headers: ctx.request.headers,
      }),
  }),
];
