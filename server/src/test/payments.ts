import { eq } from 'drizzle-orm';
import type Stripe from 'stripe';
import { orders } from '../db/schema';
import { startTestApp, type TestContext } from './harness';
import { startFakeStripe, type FakeStripe } from './fake-stripe';

/** A test app that takes payments through the Stripe SDK, pointed at a fake Stripe started with it. */
export interface Shop {
  ctx: TestContext;
  stripe: FakeStripe;
  close(): Promise<void>;
}

/**
 * Starts a fake Stripe whose events are dated by the app's manual clock (so the webhooks' 300 s tolerance is measured
 * on the clock the test moves), then the app configured for it (plus `env`).
 */
export async function openShop(env: Record<string, string> = {}): Promise<Shop> {
  const app: { ctx?: TestContext } = {};
  const stripe = await startFakeStripe({ now: () => app.ctx?.clock.now().getTime() ?? Date.now() });
  const opened = await startTestApp({ ...stripe.env, ...env });
  app.ctx = opened;
  return {
    ctx: opened,
    stripe,
    async close() {
      await opened.close();
      await stripe.close();
    },
  };
}

/** Posts an event to the app's Stripe webhook as Stripe would (signed unless `headers` say otherwise). */
export function postStripeEvent(
  shop: Shop,
  event: Stripe.Event,
  options: { secret?: string; timestamp?: number; headers?: Record<string, string>; payload?: string } = {},
) {
  const signed = shop.stripe.signed(event, options);
  return shop.ctx.app.inject({
    method: 'POST',
    url: '/api/payments/webhooks/stripe/',
    payload: options.payload ?? signed.payload,
    headers: options.headers ?? signed.headers,
  });
}

/** A process-payment body for a plan code (card through Stripe unless `extra` says otherwise). */
export function paymentRequest(code: string, extra: Record<string, unknown> = {}) {
  return {
    plan_selected: code,
    payment: code.startsWith('SINGLE_') ? 'SINGLE' : 'SUB',
    currency: code.endsWith('_CNY') ? 'CNY' : 'USD',
    provider: 'STRIPE',
    payment_option: 'card',
    ...extra,
  };
}

/** The Checkout Session id of an answer's `url` (`…/checkout/{id}`). */
export function sessionIdOf(url: string): string {
  return url.slice(url.lastIndexOf('/') + 1);
}

export async function findOrder(ctx: TestContext, id: number) {
  const [row] = await ctx.database.db.select().from(orders).where(eq(orders.id, id));
  return row;
}
