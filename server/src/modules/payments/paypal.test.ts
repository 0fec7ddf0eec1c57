import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Script } from 'node:vm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { PRICES, SINGLE_PURCHASE_FEE, planCode, type PaidPlan, type PlanMonths } from '@playwords/common';
import { FakePaypal, type PaypalEvent } from '../../test/fake-paypal';
import { fromPaypalValue, PaypalApiError, PaypalProvider, toPaypalValue } from './providers/paypal';
import { WebhookRejected, type CheckoutOrder } from './providers/provider';

/**
 * The PayPal provider on its own, against the local fake of PayPal's REST API: the real HTTP calls, PayPal's
 * answers, its webhook verification. The routes' side (orders, licences) is in paypal-routes.test.ts.
 */

let fake: FakePaypal;
beforeAll(async () => {
  fake = await FakePaypal.start();
});
afterAll(async () => fake.close());
beforeEach(() => {
  fake.reset();
});

function provider(overrides: Partial<ConstructorParameters<typeof PaypalProvider>[0]> = {}): PaypalProvider {
  return new PaypalProvider({
    clientId: fake.clientId,
    clientSecret: fake.clientSecret,
    webhookId: fake.webhookId,
    apiBase: fake.url,
    ...overrides,
  });
}

let nextOrderId = 1000;
function order(
  payment: 'SINGLE' | 'SUB',
  plan: PaidPlan = 'PRO',
  months: PlanMonths = 3,
  overrides: Partial<CheckoutOrder> = {},
): CheckoutOrder {
  const total = PRICES.USD[plan][months] + (payment === 'SINGLE' ? SINGLE_PURCHASE_FEE.USD : 0);
  return {
    orderId: nextOrderId++,
    plan,
    months,
    payment,
    currency: 'USD',
    total,
    planCode: planCode({ plan, months, payment, currency: 'USD' }),
    email: 'lee@school.example',
    language: 'en',
    option: null,
    successUrl: 'http://localhost/success',
    cancelUrl: 'http://localhost/plans',
    ...overrides,
  };
}

/** What the app's webhook route hands the provider for a transmission. */
function webhook(event: PaypalEvent, edit: (body: string) => string = (b) => b) {
  const { body, headers } = fake.signed(event);
  return { rawBody: Buffer.from(edit(body)), headers };
}

describe('amounts', () => {
  it('writes minor units as PayPal takes them and reads them back without floating point', () => {
    expect(toPaypalValue(1679)).toBe('16.79');
    expect(toPaypalValue(599)).toBe('5.99');
    expect(toPaypalValue(50)).toBe('0.50');
    expect(toPaypalValue(4999)).toBe('49.99');
    expect(() => toPaypalValue(12.5)).toThrow();
    expect(fromPaypalValue('16.79')).toBe(1679);
    expect(fromPaypalValue('0.1')).toBe(10);
    expect(fromPaypalValue('20')).toBe(2000);
    expect(fromPaypalValue('1.005')).toBeNull();
    expect(fromPaypalValue('-1.00')).toBeNull();
    expect(fromPaypalValue(16.79)).toBeNull();
  });
});

describe('the access token', () => {
  it('is asked for once with basic auth and reused until it nears its expiry', async () => {
    let now = Date.parse('2026-01-15T10:00:00Z');
    const paypal = provider({ now: () => now });
    await paypal.startCheckout(order('SINGLE'));
    await paypal.startCheckout(order('SINGLE'));
    const tokenCalls = fake.requestsTo('POST', '/v1/oauth2/token');
    expect(tokenCalls).toHaveLength(1);
    expect(tokenCalls[0]!.auth).toBe('Basic');
    expect(tokenCalls[0]!.body).toBe('grant_type=client_credentials');
    expect(fake.requestsTo('POST', '/v2/checkout/orders').every((r) => r.auth === 'Bearer')).toBe(true);

    // PayPal's token lives 32400 s; a minute before that a new one is fetched.
    now += (32_400 - 61) * 1000;
    await paypal.startCheckout(order('SINGLE'));
    expect(fake.requestsTo('POST', '/v1/oauth2/token')).toHaveLength(1);
    now += 2000;
    await paypal.startCheckout(order('SINGLE'));
    expect(fake.requestsTo('POST', '/v1/oauth2/token')).toHaveLength(2);
  });

  it('is fetched once for concurrent calls', async () => {
    const paypal = provider();
    await Promise.all([1, 2, 3, 4, 5].map(() => paypal.startCheckout(order('SINGLE'))));
    expect(fake.requestsTo('POST', '/v1/oauth2/token')).toHaveLength(1);
    expect(fake.requestsTo('POST', '/v2/checkout/orders')).toHaveLength(5);
  });

  it('is replaced once when PayPal no longer takes it (401), and the call goes through', async () => {
    const paypal = provider();
    await paypal.startCheckout(order('SINGLE'));
    fake.revokeTokens();
    const start = await paypal.startCheckout(order('SINGLE'));
    expect(fake.orders.get(start.kind === 'paypal' ? start.id : '')?.status).toBe('CREATED');
    expect(fake.requestsTo('POST', '/v1/oauth2/token')).toHaveLength(2);
  });

  it('refused credentials fail with an error that names no secret', async () => {
    const paypal = provider({ clientSecret: 'not-the-secret-xyz' });
    const error = await paypal.startCheckout(order('SINGLE')).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PaypalApiError);
    expect((error as PaypalApiError).status).toBe(401);
    expect((error as Error).message).toBe('PayPal POST /v1/oauth2/token answered 401 invalid_client');
    expect((error as Error).message).not.toContain('not-the-secret-xyz');
    expect(fake.requestsTo('POST', '/v2/checkout/orders')).toHaveLength(0);
  });
});

describe('a one-time payment', () => {
  it('creates an Orders v2 order for the total, with our order id as custom_id', async () => {
    const paypal = provider();
    const ours = order('SINGLE', 'PRO', 3);
    const start = await paypal.startCheckout(ours);
    if (start.kind !== 'paypal') throw new Error('unreachable');
    expect(start).toEqual({ kind: 'paypal', id: start.id, planId: '', price: '16.79', providerRef: start.id });
    const created = fake.orders.get(start.id)!;
    expect(created.intent).toBe('CAPTURE');
    expect(created.purchase_units).toEqual([
      {
        reference_id: `order-${ours.orderId}`,
        custom_id: String(ours.orderId),
        description: 'PlayWords Pro plan, 3 Months',
        amount: { currency_code: 'USD', value: '16.79' },
      },
    ]);
    expect(created.application_context).toMatchObject({ return_url: ours.successUrl, cancel_url: ours.cancelUrl });
    expect(fake.requestsTo('POST', '/v2/checkout/orders')[0]!.requestId).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('captures an approved order once: COMPLETED; not approved or unknown: not completed', async () => {
    const paypal = provider();
    const start = await paypal.startCheckout(order('SINGLE', 'PREMIUM', 6));
    if (start.kind !== 'paypal') throw new Error('unreachable');
    expect(await paypal.capture(start.id)).toEqual({ completed: false });
    fake.approveOrder(start.id);
    expect(await paypal.capture(start.id)).toEqual({ completed: true });
    // The payer's browser asks again: the same answer, nothing captured twice.
    expect(await paypal.capture(start.id)).toEqual({ completed: true });
    expect(fake.captures.size).toBeGreaterThan(0);
    expect([...fake.captures.values()].filter((c) => c.orderId === start.id)).toHaveLength(1);
    expect(await paypal.capture('NOSUCHORDER123')).toEqual({ completed: false });
  });

  it('reads an order captured by another request as completed (PayPal: ORDER_ALREADY_CAPTURED)', async () => {
    const paypal = provider();
    const start = await paypal.startCheckout(order('SINGLE'));
    if (start.kind !== 'paypal') throw new Error('unreachable');
    fake.approveOrder(start.id);
    // Captured by another request (its own request id, e.g. from PayPal's dashboard).
    const token = (await fetch(`${fake.url}/v1/oauth2/token`, {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from(`${fake.clientId}:${fake.clientSecret}`).toString('base64')}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: 'grant_type=client_credentials',
    }).then((r) => r.json())) as { access_token: string };
    const direct = await fetch(`${fake.url}/v2/checkout/orders/${start.id}/capture`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token.access_token}`, 'content-type': 'application/json' },
      body: '{}',
    });
    expect(direct.status).toBe(201);
    fake.requests.length = 0;
    expect(await paypal.capture(start.id)).toEqual({ completed: true });
    const answers = fake.requests.map((r) => `${r.method} ${r.path}`);
    expect(answers).toEqual([`POST /v2/checkout/orders/${start.id}/capture`, `GET /v2/checkout/orders/${start.id}`]);
  });
});

describe('a subscription', () => {
  it('creates the product, a monthly-interval plan and the subscription with our order id', async () => {
    const paypal = provider();
    const ours = order('SUB', 'PREMIUM', 3);
    const start = await paypal.startCheckout(ours);
    if (start.kind !== 'paypal') throw new Error('unreachable');
    expect(start).toEqual({
      kind: 'paypal',
      id: expect.stringMatching(/^I-/),
      planId: expect.stringMatching(/^P-/),
      price: '26.99',
      providerRef: start.id,
    });
    const plan = fake.plans.get(start.planId)!;
    expect(plan.name).toBe('PREMIUMPLAN3 26.99 USD');
    expect(plan.product_id).toBe('PLAYWORDS-PREMIUMPLAN3');
    expect(plan.status).toBe('ACTIVE');
    expect(plan.billing_cycles).toEqual([
      {
        frequency: { interval_unit: 'MONTH', interval_count: 3 },
        tenure_type: 'REGULAR',
        sequence: 1,
        total_cycles: 0,
        pricing_scheme: { fixed_price: { value: '26.99', currency_code: 'USD' } },
      },
    ]);
    expect(fake.products.get('PLAYWORDS-PREMIUMPLAN3')).toMatchObject({ type: 'SERVICE', category: 'SOFTWARE' });
    const subscription = fake.subscriptions.get(start.id)!;
    expect(subscription).toMatchObject({
      plan_id: start.planId,
      status: 'APPROVAL_PENDING',
      custom_id: String(ours.orderId),
      subscriber: { email_address: 'lee@school.example' },
    });
  });

  it('recurs every 1, 3 or 6 months', async () => {
    const paypal = provider();
    for (const months of [1, 3, 6] as const) {
      const start = await paypal.startCheckout(order('SUB', 'PRO', months));
      if (start.kind !== 'paypal') throw new Error('unreachable');
      const cycle = fake.plans.get(start.planId)!.billing_cycles[0]!;
      expect(cycle.frequency).toEqual({ interval_unit: 'MONTH', interval_count: months });
      expect(start.price).toBe(toPaypalValue(PRICES.USD.PRO[months]));
    }
  });

  it('reuses a plan: cached in the process, found by name after a restart, shared by concurrent checkouts', async () => {
    const first = provider();
    const [a, b, c] = await Promise.all([1, 2, 3].map(() => first.startCheckout(order('SUB', 'PRO', 6))));
    const planIds = new Set([a, b, c].map((s) => (s!.kind === 'paypal' ? s!.planId : '')));
    expect(planIds.size).toBe(1);
    expect(fake.requestsTo('POST', '/v1/billing/plans')).toHaveLength(1);
    expect(fake.requestsTo('POST', '/v1/catalogs/products')).toHaveLength(1);
    await first.startCheckout(order('SUB', 'PRO', 6));
    expect(fake.requestsTo('GET', '/v1/billing/plans')).toHaveLength(1);

    // A new process: it finds the product and the plan at PayPal instead of making more.
    fake.requests.length = 0;
    const restarted = await provider().startCheckout(order('SUB', 'PRO', 6));
    expect(restarted.kind === 'paypal' && restarted.planId).toBe([...planIds][0]);
    expect(fake.requestsTo('POST', '/v1/billing/plans')).toHaveLength(0);
    expect(fake.requestsTo('POST', '/v1/catalogs/products')).toHaveLength(0);

    // Another amount for the plan code (the table changed): a plan of its own.
    const other = await provider().startCheckout(order('SUB', 'PRO', 6, { total: 2899 }));
    expect(other.kind === 'paypal' && fake.plans.get(other.planId)!.name).toBe('PROPLAN6 28.99 USD');
    expect(fake.requestsTo('POST', '/v1/billing/plans')).toHaveLength(1);
  });

  it('replaces a remembered plan that was deactivated or removed at PayPal', async () => {
    const paypal = provider();
    const first = await paypal.startCheckout(order('SUB', 'PRO', 1));
    if (first.kind !== 'paypal') throw new Error('unreachable');
    fake.plans.get(first.planId)!.status = 'INACTIVE';
    const second = await paypal.startCheckout(order('SUB', 'PRO', 1));
    if (second.kind !== 'paypal') throw new Error('unreachable');
    expect(second.planId).not.toBe(first.planId);
    expect(fake.plans.get(second.planId)).toMatchObject({ name: 'PROPLAN1 5.99 USD', status: 'ACTIVE' });
    expect(fake.subscriptions.get(second.id)!.plan_id).toBe(second.planId);

    fake.plans.delete(second.planId);
    const third = await paypal.startCheckout(order('SUB', 'PRO', 1));
    expect(third.kind === 'paypal' && fake.subscriptions.get(third.id)!.plan_id).toBe(
      third.kind === 'paypal' && third.planId,
    );
    expect(fake.requestsTo('POST', '/v1/billing/plans')).toHaveLength(3);
  });

  it('finds its plan past the first page of the product’s plans', async () => {
    const paypal = provider();
    const ours = order('SUB', 'PREMIUM', 1);
    await paypal.startCheckout(ours);
    const product = 'PLAYWORDS-PREMIUMPLAN1';
    // 25 other plans of the product (the listing pages 20 at a time, oldest first).
    for (let i = 0; i < 25; i++) {
      fake.plans.set(`P-OTHER${i}`, {
        ...[...fake.plans.values()].find((p) => p.product_id === product)!,
        id: `P-OTHER${i}`,
        name: `PREMIUMPLAN1 ${i}.00 USD`,
      });
    }
    const planId = [...fake.plans.values()].find((p) => p.name === 'PREMIUMPLAN1 9.99 USD')!.id;
    // Move ours to the end of the listing.
    const ourPlan = fake.plans.get(planId)!;
    fake.plans.delete(planId);
    fake.plans.set(planId, ourPlan);
    fake.requests.length = 0;
    const start = await provider().startCheckout(order('SUB', 'PREMIUM', 1));
    expect(start.kind === 'paypal' && start.planId).toBe(planId);
    expect(fake.requestsTo('GET', '/v1/billing/plans').map((r) => r.query.get('page'))).toEqual(['1', '2']);
    expect(fake.requestsTo('POST', '/v1/billing/plans')).toHaveLength(0);
  });

  it('is cancelled at PayPal; cancelling again is fine; one not active there is an error', async () => {
    const paypal = provider();
    const start = await paypal.startCheckout(order('SUB'));
    if (start.kind !== 'paypal') throw new Error('unreachable');
    await expect(paypal.cancelSubscription(start.id)).rejects.toThrow(PaypalApiError);
    fake.activateSubscription(start.id);
    await paypal.cancelSubscription(start.id);
    expect(fake.subscriptions.get(start.id)!.status).toBe('CANCELLED');
    expect(fake.requestsTo('POST', `/v1/billing/subscriptions/${start.id}/cancel`)[0]!.body).toEqual({
      reason: 'The teacher cancelled auto-renew.',
    });
    await paypal.cancelSubscription(start.id);
    await expect(paypal.cancelSubscription('I-NOSUCHONE')).rejects.toThrow(PaypalApiError);
  });
});

describe('webhooks', () => {
  async function paidOrder(paypal: PaypalProvider, ours = order('SINGLE')) {
    const start = await paypal.startCheckout(ours);
    if (start.kind !== 'paypal') throw new Error('unreachable');
    fake.approveOrder(start.id);
    await paypal.capture(start.id);
    return { ours, paypalOrderId: start.id, captureId: fake.orders.get(start.id)!.captureId! };
  }

  async function activeSubscription(paypal: PaypalProvider, ours = order('SUB', 'PRO', 1)) {
    const start = await paypal.startCheckout(ours);
    if (start.kind !== 'paypal') throw new Error('unreachable');
    return { ours, id: start.id, ...fake.activateSubscription(start.id) };
  }

  it('a completed capture is paid: our order id, the amount in minor units, no subscription', async () => {
    const paypal = provider();
    const { ours, paypalOrderId } = await paidOrder(paypal);
    const event = fake.captureCompleted(paypalOrderId);
    fake.requests.length = 0;
    expect(await paypal.readWebhook(webhook(event))).toEqual({
      kind: 'paid',
      eventId: event.id,
      orderId: ours.orderId,
      amount: 1679,
      currency: 'USD',
      subscriptionRef: null,
      paymentRef: fake.orders.get(paypalOrderId)!.captureId,
    });
    const [verification] = fake.requestsTo('POST', '/v1/notifications/verify-webhook-signature');
    expect(verification!.body).toMatchObject({ webhook_id: fake.webhookId, auth_algo: 'SHA256withRSA' });
    expect(verification!.body).toHaveProperty('webhook_event', event);
  });

  it('is refused (WebhookRejected) when the body was changed, a header is missing, or another fake signed it', async () => {
    const paypal = provider();
    const { paypalOrderId } = await paidOrder(paypal);
    const event = fake.captureCompleted(paypalOrderId);
    const tampered = webhook(event, (body) => body.replace('"16.79"', '"0.01"'));
    expect(tampered.rawBody.toString()).toContain('"0.01"');
    await expect(paypal.readWebhook(tampered)).rejects.toThrow(WebhookRejected);

    fake.requests.length = 0;
    const unsigned = webhook(event);
    delete unsigned.headers['paypal-transmission-sig'];
    await expect(paypal.readWebhook(unsigned)).rejects.toThrow(WebhookRejected);
    expect(fake.requestsTo('POST', '/v1/notifications/verify-webhook-signature')).toHaveLength(0);

    const stranger = await FakePaypal.start();
    try {
      const forged = stranger.signed(event);
      await expect(paypal.readWebhook({ rawBody: Buffer.from(forged.body), headers: forged.headers })).rejects.toThrow(
        WebhookRejected,
      );
    } finally {
      await stranger.close();
    }

    // Verified for another webhook id: not ours.
    await expect(provider({ webhookId: 'WH-SOMEONE-ELSE' }).readWebhook(webhook(event))).rejects.toThrow(
      WebhookRejected,
    );
    await expect(
      paypal.readWebhook({ rawBody: Buffer.from('not json'), headers: fake.signed(event).headers }),
    ).rejects.toThrow(WebhookRejected);
  });

  it('keeps the event’s bytes for PayPal’s check: a pretty-printed body verifies too', async () => {
    const paypal = provider();
    const { paypalOrderId } = await paidOrder(paypal);
    const event = fake.captureCompleted(paypalOrderId);
    const pretty = webhook(event, (body) => JSON.stringify(JSON.parse(body), null, 2));
    expect(await paypal.readWebhook(pretty)).toMatchObject({ kind: 'paid', eventId: event.id });
  });

  it('a subscription: activation is paid, its first sale ignored, later sales renew', async () => {
    const paypal = provider();
    const { ours, id, activated, firstSale } = await activeSubscription(paypal);
    expect(await paypal.readWebhook(webhook(activated))).toEqual({
      kind: 'paid',
      eventId: activated.id,
      orderId: ours.orderId,
      amount: 599,
      currency: 'USD',
      subscriptionRef: id,
    });
    expect(await paypal.readWebhook(webhook(firstSale))).toEqual({
      kind: 'ignored',
      eventId: firstSale.id,
      type: 'PAYMENT.SALE.COMPLETED',
    });
    const renewal = fake.renewSubscription(id);
    expect(await paypal.readWebhook(webhook(renewal))).toEqual({
      kind: 'renewed',
      eventId: renewal.id,
      subscriptionRef: id,
      amount: 599,
      currency: 'USD',
      paymentRef: fake.subscriptions.get(id)!.saleIds[1],
    });
  });

  it('an activation without its payment on it reads the amount from the plan', async () => {
    const paypal = provider();
    const { ours, id, activated } = await activeSubscription(paypal, order('SUB', 'PREMIUM', 6));
    const billing = activated.resource.billing_info as Record<string, unknown>;
    delete billing.last_payment;
    expect(await paypal.readWebhook(webhook(activated))).toMatchObject({
      kind: 'paid',
      orderId: ours.orderId,
      amount: 4999,
      currency: 'USD',
      subscriptionRef: id,
    });
  });

  it('a failed renewal, a cancellation or a suspension stops the subscription', async () => {
    const paypal = provider();
    for (const end of ['failed', 'CANCELLED', 'SUSPENDED'] as const) {
      const { id } = await activeSubscription(paypal);
      const event = end === 'failed' ? fake.failRenewal(id) : fake.endSubscription(id, end);
      expect(await paypal.readWebhook(webhook(event))).toEqual({
        kind: 'stopped',
        eventId: event.id,
        subscriptionRef: id,
      });
    }
  });

  it('refunds name our order: a capture’s through the capture, a subscription payment’s through its subscription', async () => {
    const paypal = provider();
    const { ours, captureId } = await paidOrder(paypal);
    const captureRefund = fake.refundCapture(captureId);
    expect(await paypal.readWebhook(webhook(captureRefund))).toEqual({
      kind: 'refunded',
      eventId: captureRefund.id,
      orderId: ours.orderId,
      paymentRef: captureId,
    });

    const subscription = await activeSubscription(paypal);
    const saleId = fake.subscriptions.get(subscription.id)!.saleIds[0]!;
    const saleRefund = fake.refundSale(saleId);
    expect(await paypal.readWebhook(webhook(saleRefund))).toEqual({
      kind: 'refunded',
      eventId: saleRefund.id,
      orderId: subscription.ours.orderId,
      paymentRef: saleId,
      subscriptionRef: subscription.id,
    });
  });

  it('a denied capture leaves the order unpaid', async () => {
    const paypal = provider();
    const denied = fake.event('PAYMENT.CAPTURE.DENIED', 'capture', '2.0', {
      id: 'CAPTUREDENIED',
      status: 'DECLINED',
      amount: { currency_code: 'USD', value: '16.79' },
      custom_id: '77',
    });
    expect(await paypal.readWebhook(webhook(denied))).toEqual({
      kind: 'unpaid',
      eventId: denied.id,
      orderId: 77,
      reason: 'failed',
    });
  });

  it('other events, and payments that are not ours, are verified and ignored', async () => {
    const paypal = provider();
    const other = fake.event('CHECKOUT.ORDER.APPROVED', 'checkout-order', '2.0', { id: 'SOMEORDER' });
    expect(await paypal.readWebhook(webhook(other))).toEqual({
      kind: 'ignored',
      eventId: other.id,
      type: 'CHECKOUT.ORDER.APPROVED',
    });
    const foreign = fake.event('PAYMENT.CAPTURE.COMPLETED', 'capture', '2.0', {
      id: 'CAPTUREX',
      status: 'COMPLETED',
      amount: { currency_code: 'USD', value: '5.00' },
      custom_id: 'invoice-77',
    });
    expect(await paypal.readWebhook(webhook(foreign))).toMatchObject({ kind: 'ignored' });
  });

  it('a payment in a currency no order has is passed on so the service refuses it', async () => {
    const paypal = provider();
    const euro = fake.event('PAYMENT.CAPTURE.COMPLETED', 'capture', '2.0', {
      id: 'CAPTUREEUR',
      status: 'COMPLETED',
      amount: { currency_code: 'EUR', value: '16.79' },
      custom_id: '1',
    });
    expect(await paypal.readWebhook(webhook(euro))).toMatchObject({ kind: 'paid', orderId: 1, amount: -1 });
  });
});

describe('the fake, run for a browser test', () => {
  it('serves a stand-in for the JS SDK and takes the payer’s approval from its button', async () => {
    const sdk = await fetch(`${fake.url}/sdk/js?client-id=${fake.clientId}&currency=USD`);
    expect(sdk.status).toBe(200);
    expect(sdk.headers.get('content-type')).toBe('text/javascript');
    // It compiles (runs only in a page).
    const source = await sdk.text();
    expect(() => new Script(source)).not.toThrow();

    const start = await provider().startCheckout(order('SINGLE'));
    if (start.kind !== 'paypal') throw new Error('unreachable');
    const approved = await fetch(`${fake.url}/approve/${start.id}`, { method: 'POST' });
    expect(approved.headers.get('access-control-allow-origin')).toBe('*');
    expect(await approved.json()).toEqual({ id: start.id, approved: true });
    expect(fake.orders.get(start.id)!.status).toBe('APPROVED');
  });

  it('delivers its own signed events to a webhook URL, as PayPal does', async () => {
    const received: Array<{ body: string; headers: Record<string, string | string[] | undefined> }> = [];
    const shop = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        received.push({ body: Buffer.concat(chunks).toString('utf8'), headers: req.headers });
        res.writeHead(200).end('{}');
      });
    });
    await new Promise<void>((resolve) => shop.listen(0, '127.0.0.1', resolve));
    fake.webhookUrl = `http://127.0.0.1:${(shop.address() as AddressInfo).port}/api/payments/webhooks/paypal/`;
    try {
      const paypal = provider();
      const subscription = await paypal.startCheckout(order('SUB'));
      const single = await paypal.startCheckout(order('SINGLE'));
      if (subscription.kind !== 'paypal' || single.kind !== 'paypal') throw new Error('unreachable');
      // The payer approves the subscription at PayPal's page: back to the shop, its two events delivered.
      const page = await fetch(`${fake.url}/approve/${subscription.id}`, { redirect: 'manual' });
      expect(page.status).toBe(302);
      expect(page.headers.get('location')).toBe('http://localhost/success');
      fake.approveOrder(single.id);
      await paypal.capture(single.id);
      await vi.waitFor(() => expect(received).toHaveLength(3));
      const events = await Promise.all(
        received.map(({ body, headers }) => paypal.readWebhook({ rawBody: Buffer.from(body), headers })),
      );
      expect(events.map((e) => e.kind)).toEqual(['paid', 'ignored', 'paid']);
      expect(fake.delivered.map((d) => d.status)).toEqual([200, 200, 200]);
    } finally {
      fake.webhookUrl = null;
      await new Promise((resolve) => shop.close(resolve));
    }
  });
});
