import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PRICING_HINTS } from '@playwords/common';
import { licences } from '../../db/schema';
import { FakePaypal, type PaypalEvent } from '../../test/fake-paypal';
import { basicTeacher, proTeacher, type SignedInMember } from '../../test/factories';
import { startTestApp, type TestContext } from '../../test/harness';
import { captureLog } from '../../test/log-capture';
import { createCoupon } from './service';
import { coupons, orders, paymentEvents } from './tables';
import { WEBHOOK_REJECTED } from './webhooks';

/**
 * PayPal through the app's routes: process-payment, the capture, PayPal's webhooks and cancelling auto-renew, with
 * the real PayPal provider calling a local fake of PayPal's REST API (test/fake-paypal.ts). Each test checks the
 * answer, the rows it left (orders, events, licences) and what PayPal was asked.
 */

let fake: FakePaypal;
let ctx: TestContext;
beforeAll(async () => {
  fake = await FakePaypal.start();
  ctx = await startTestApp(fake.env);
});
afterAll(async () => {
  await ctx?.close();
  await fake?.close();
});

const T0 = '2026-01-15T10:00:00.000Z';
const DAY = 86_400_000;
const PAY = '/api/payments/process-payment/';
const CAPTURE = '/api/payments/paypal/capture/';
const WEBHOOK = '/api/payments/webhooks/paypal/';

let teacher: SignedInMember;
beforeEach(async () => {
  ctx.clock.set(T0);
  fake.reset();
  teacher = await basicTeacher(ctx, { logIn: true });
});

function paypalRequest(plan_selected: string, extra: Record<string, string> = {}) {
  const single = plan_selected.startsWith('SINGLE_');
  return {
    email: teacher.email,
    plan_selected,
    payment: single ? 'SINGLE' : 'SUB',
    provider: 'PAYPAL',
    currency: plan_selected.endsWith('_CNY') ? 'CNY' : 'USD',
    ...extra,
  };
}

/** Posts a PayPal event to the webhook as PayPal transmits it (signed by the fake unless `edit` changes it). */
function deliver(event: PaypalEvent, edit: (t: { body: string; headers: Record<string, string> }) => void = () => {}) {
  const transmission = fake.signed(event);
  edit(transmission);
  return ctx.app.inject({ method: 'POST', url: WEBHOOK, payload: transmission.body, headers: transmission.headers });
}

const ordersOf = (userId: number) => ctx.database.db.select().from(orders).where(eq(orders.userId, userId));
const orderById = async (id: number) => (await ctx.database.db.select().from(orders).where(eq(orders.id, id)))[0]!;
const licencesOf = (userId: number) => ctx.database.db.select().from(licences).where(eq(licences.userId, userId));
const eventsOf = (eventId: string) =>
  ctx.database.db.select().from(paymentEvents).where(eq(paymentEvents.eventId, eventId));

/** A one-time PayPal order started through the app, approved by the payer at PayPal and captured by the app. */
async function paidOneTime(plan = 'SINGLE_PROPLAN3') {
  const started = await teacher.browser.post(PAY, paypalRequest(plan));
  expect(started.statusCode).toBe(200);
  const { id } = started.json<{ id: string }>();
  fake.approveOrder(id);
  const captured = await teacher.browser.post(CAPTURE, { id });
  expect(captured.json()).toEqual({ status: 'COMPLETED' });
  const [order] = await ordersOf(teacher.id);
  return { paypalOrderId: id, order: order!, captureId: fake.orders.get(id)!.captureId! };
}

/** A PayPal subscription started through the app, approved at PayPal, its activation delivered. */
async function activeSubscription(plan = 'PROPLAN1') {
  const started = await teacher.browser.post(PAY, paypalRequest(plan));
  expect(started.statusCode).toBe(200);
  const { id } = started.json<{ id: string }>();
  const events = fake.activateSubscription(id);
  expect((await deliver(events.activated)).statusCode).toBe(200);
  const [order] = await ordersOf(teacher.id);
  const [licence] = await licencesOf(teacher.id);
  return { subscriptionId: id, order: order!, licence: licence!, ...events };
}

describe('the pages of a server that takes PayPal', () => {
  it('let the PayPal button load, call PayPal, frame it and open its popup; nothing else is allowed', async () => {
    // (This test app has no built web app: the page answers 503, with the headers every page gets.)
    const res = await ctx.app.inject({ method: 'GET', url: '/plans' });
    const csp = String(res.headers['content-security-policy']);
    const paypal = `https://*.paypal.com https://*.paypalobjects.com ${new URL(fake.env.PAYPAL_API_BASE!).origin}`;
    for (const directive of ['connect-src', 'frame-src']) {
      expect(csp).toContain(`${directive} 'self' ${paypal};`);
    }
    // Scripts: ours, the offline game page's boot script and the modules it makes (blob:), and PayPal's.
    expect(csp).toMatch(
      new RegExp(
        `script-src 'self' blob: 'sha256-[A-Za-z0-9+/=]+' ${paypal.replaceAll('*', '\\*').replaceAll('.', '\\.')};`,
      ),
    );
    expect(csp).toContain(`img-src 'self' data: blob: ${paypal};`);
    expect(csp).toContain("object-src 'none'");
    expect(res.headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
  });
});

describe('POST /api/payments/process-payment/ with PayPal', () => {
  it('a one-time payment in USD: the price, the PayPal order id and no plan; the order is recorded', async () => {
    const res = await teacher.browser.post(PAY, paypalRequest('SINGLE_PROPLAN3'));
    expect(res.statusCode).toBe(200);
    const body = res.json<{ price: string; id: string; plan_id: string }>();
    expect(body).toEqual({ price: '16.79', id: body.id, plan_id: '' });
    const [order] = await ordersOf(teacher.id);
    expect(order).toMatchObject({
      planCode: 'SINGLE_PROPLAN3',
      payment: 'SINGLE',
      currency: 'USD',
      price: 1649,
      fee: 30,
      discount: 0,
      amount: 1679,
      provider: 'PAYPAL',
      paymentOption: null,
      checkoutRef: body.id,
      status: 'pending',
    });
    expect(fake.orders.get(body.id)!.purchase_units[0]).toMatchObject({
      custom_id: String(order!.id),
      amount: { currency_code: 'USD', value: '16.79' },
    });
  });

  it('a subscription in USD: the price, the subscription id and its plan', async () => {
    const res = await teacher.browser.post(PAY, paypalRequest('PREMIUMPLAN6'));
    expect(res.statusCode).toBe(200);
    const body = res.json<{ price: string; id: string; plan_id: string }>();
    expect(body).toEqual({ price: '49.99', id: expect.stringMatching(/^I-/), plan_id: expect.stringMatching(/^P-/) });
    const [order] = await ordersOf(teacher.id);
    expect(order).toMatchObject({ planCode: 'PREMIUMPLAN6', payment: 'SUB', amount: 4999, checkoutRef: body.id });
    expect(fake.subscriptions.get(body.id)).toMatchObject({ plan_id: body.plan_id, custom_id: String(order!.id) });
    expect(fake.plans.get(body.plan_id)!.billing_cycles[0]).toMatchObject({
      frequency: { interval_unit: 'MONTH', interval_count: 6 },
      pricing_scheme: { fixed_price: { value: '49.99', currency_code: 'USD' } },
    });
  });

  it('refuses CNY (PayPal takes no RMB): 400 with the pricing hint, no order, PayPal not asked', async () => {
    const res = await teacher.browser.post(PAY, paypalRequest('SINGLE_PROPLAN1_CNY'));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      provider: [PRICING_HINTS.paypalNoRmb],
      codes: { provider: ['payments.hints.paypalNoRmb'] },
    });
    expect(await ordersOf(teacher.id)).toEqual([]);
    expect(fake.requests).toEqual([]);
  });

  it('refuses a coupon on a PayPal subscription; the coupon stays unused; a one-time payment takes it', async () => {
    await createCoupon(
      ctx.database.db,
      { code: 'PAYPAL10', value: 'MULT0.9', scope: 'BOTH', expiresAt: null, maxUses: 5 },
      ctx.clock.now(),
    );
    const refused = await teacher.browser.post(PAY, paypalRequest('PROPLAN1', { coupon_code: 'PAYPAL10' }));
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      provider: [PRICING_HINTS.paypalNoSubscriptionCoupon],
      codes: { provider: ['payments.hints.paypalNoSubscriptionCoupon'] },
    });
    expect(await ordersOf(teacher.id)).toEqual([]);
    expect(fake.requests).toEqual([]);
    const [coupon] = await ctx.database.db.select().from(coupons).where(eq(coupons.code, 'PAYPAL10'));
    expect(coupon!.uses).toBe(0);

    // One-time: 10 % off Pro 1 month (5.99 → 5.39) plus the fee.
    const taken = await teacher.browser.post(PAY, paypalRequest('SINGLE_PROPLAN1', { coupon_code: 'PAYPAL10' }));
    expect(taken.statusCode).toBe(200);
    expect(taken.json()).toMatchObject({ price: '5.69', plan_id: '' });
  });
});

describe('POST /api/payments/paypal/capture/', () => {
  it('captures only the teacher’s own approved order', async () => {
    const started = await teacher.browser.post(PAY, paypalRequest('SINGLE_PREMIUMPLAN1'));
    const { id } = started.json<{ id: string }>();
    expect((await teacher.browser.post(CAPTURE, { id })).json()).toEqual({ status: 'NOT_COMPLETED' });

    fake.approveOrder(id);
    const stranger = await basicTeacher(ctx, { logIn: true });
    const theirs = await stranger.browser.post(CAPTURE, { id });
    expect(theirs.statusCode).toBe(404);
    expect(fake.orders.get(id)!.status).toBe('APPROVED');

    expect((await teacher.browser.post(CAPTURE, { id })).json()).toEqual({ status: 'COMPLETED' });
    // Capturing grants nothing by itself: the licence comes with PayPal's webhook.
    expect(await licencesOf(teacher.id)).toEqual([]);
  });
});

describe('PayPal webhooks', () => {
  it('a completed capture grants the licence once; a copy of the event changes nothing', async () => {
    const { paypalOrderId, order, captureId } = await paidOneTime('SINGLE_PROPLAN3');
    const event = fake.captureCompleted(paypalOrderId);
    const res = await deliver(event);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ received: true });

    const [licence, ...more] = await licencesOf(teacher.id);
    expect(more).toEqual([]);
    expect(licence).toMatchObject({ licenceType: 'PRO', durationDays: 90, isTrial: false, willAutoRenew: false });
    expect(await orderById(order.id)).toMatchObject({ status: 'paid', licenceId: licence!.id, paymentRef: captureId });
    expect(await eventsOf(event.id)).toMatchObject([{ provider: 'PAYPAL', kind: 'paid', orderId: order.id }]);

    expect((await deliver(event)).statusCode).toBe(200);
    expect(await licencesOf(teacher.id)).toHaveLength(1);
    expect((await licencesOf(teacher.id))[0]!.durationDays).toBe(90);
    expect(await eventsOf(event.id)).toHaveLength(1);

    const me = await teacher.browser.get('/api/users/me/');
    expect(me.json()).toMatchObject({ has_active_plan: true, current_plan_type: 'PRO' });
  });

  it('50 concurrent copies of a subscription’s activation grant one licence', async () => {
    const started = await teacher.browser.post(PAY, paypalRequest('PREMIUMPLAN3'));
    const { id } = started.json<{ id: string }>();
    const { activated } = fake.activateSubscription(id);
    const transmission = fake.signed(activated);
    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        ctx.app.inject({ method: 'POST', url: WEBHOOK, payload: transmission.body, headers: transmission.headers }),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(50).fill(200));
    const granted = await licencesOf(teacher.id);
    expect(granted).toHaveLength(1);
    expect(granted[0]).toMatchObject({ licenceType: 'PRE', durationDays: 90, willAutoRenew: true });
    expect(await eventsOf(activated.id)).toHaveLength(1);
    expect((await ordersOf(teacher.id))[0]).toMatchObject({ status: 'paid', subscriptionRef: id });
  });

  it('refuses an event PayPal does not verify (changed, unsigned, or signed by someone else): 400, nothing changes', async () => {
    const { paypalOrderId, order } = await paidOneTime('SINGLE_PREMIUMPLAN6');
    const event = fake.captureCompleted(paypalOrderId);
    const tampered = await deliver(event, (t) => {
      t.body = t.body.replace('"50.29"', '"0.01"');
    });
    expect(tampered.statusCode).toBe(400);
    expect(tampered.json()).toEqual({
      non_field_errors: [WEBHOOK_REJECTED],
      codes: { non_field_errors: ['request.webhookRejected'] },
    });
    const unsigned = await deliver(event, (t) => {
      delete t.headers['paypal-transmission-sig'];
    });
    expect(unsigned.statusCode).toBe(400);
    const stranger = await FakePaypal.start();
    try {
      const forged = stranger.signed(event);
      const res = await ctx.app.inject({ method: 'POST', url: WEBHOOK, payload: forged.body, headers: forged.headers });
      expect(res.statusCode).toBe(400);
    } finally {
      await stranger.close();
    }
    expect(await licencesOf(teacher.id)).toEqual([]);
    expect(await eventsOf(event.id)).toEqual([]);
    expect((await orderById(order.id)).status).toBe('pending');
  });

  it('an event about an order we do not know is recorded and answered 200', async () => {
    const event = fake.event('PAYMENT.CAPTURE.COMPLETED', 'capture', '2.0', {
      id: 'CAPTURE-ELSEWHERE',
      status: 'COMPLETED',
      amount: { currency_code: 'USD', value: '16.79' },
      custom_id: '999999',
    });
    expect((await deliver(event)).statusCode).toBe(200);
    expect(await eventsOf(event.id)).toMatchObject([{ kind: 'paid', orderId: null }]);
  });

  it('a renewal extends the subscription’s licence by a period; the first period’s sale does not', async () => {
    const { subscriptionId, licence, firstSale } = await activeSubscription('PROPLAN1');
    expect(licence).toMatchObject({ licenceType: 'PRO', durationDays: 30, willAutoRenew: true });
    expect((await deliver(firstSale)).statusCode).toBe(200);
    expect((await licencesOf(teacher.id))[0]!.durationDays).toBe(30);

    ctx.clock.set(new Date(Date.parse(T0) + 30 * DAY));
    const renewal = fake.renewSubscription(subscriptionId);
    expect((await deliver(renewal)).statusCode).toBe(200);
    expect((await deliver(renewal)).statusCode).toBe(200);
    const [renewed, ...others] = await licencesOf(teacher.id);
    expect(others).toEqual([]);
    expect(renewed).toMatchObject({ id: licence.id, durationDays: 60, willAutoRenew: true });
    expect(await eventsOf(renewal.id)).toMatchObject([{ kind: 'renewed' }]);
  });

  it('a subscription cancelled or failing at PayPal stops renewing and runs out', async () => {
    const { subscriptionId, licence } = await activeSubscription('PROPLAN3');
    expect((await deliver(fake.endSubscription(subscriptionId, 'CANCELLED'))).statusCode).toBe(200);
    expect((await licencesOf(teacher.id))[0]).toMatchObject({ id: licence.id, willAutoRenew: false, durationDays: 90 });
    const listed = await teacher.browser.get('/api/licenses/');
    expect(listed.json().results[0]).toMatchObject({ id: licence.id, is_active: true, will_auto_renew: false });

    const other = await proTeacherWithSubscription();
    expect((await deliver(fake.failRenewal(other.subscriptionId))).statusCode).toBe(200);
    expect((await licencesOf(other.teacher.id)).find((l) => l.id === other.licenceId)).toMatchObject({
      willAutoRenew: false,
    });
  });

  it('a refund of a one-time payment takes its days back', async () => {
    const { paypalOrderId, order, captureId } = await paidOneTime('SINGLE_PROPLAN1');
    await deliver(fake.captureCompleted(paypalOrderId));
    ctx.clock.set(new Date(Date.parse(T0) + 2 * DAY));
    const refund = fake.refundCapture(captureId);
    expect((await deliver(refund)).statusCode).toBe(200);
    expect(await orderById(order.id)).toMatchObject({ status: 'refunded' });
    const listed = await teacher.browser.get('/api/licenses/');
    expect(listed.json().results[0]).toMatchObject({ is_active: false, is_expired: true });
    expect((await teacher.browser.get('/api/users/me/')).json()).toMatchObject({ has_active_plan: false });
    expect(await eventsOf(refund.id)).toMatchObject([{ kind: 'refunded', orderId: order.id }]);
  });

  it('a refund of a subscription’s payment takes that period back', async () => {
    const { subscriptionId, order } = await activeSubscription('PREMIUMPLAN1');
    const [saleId] = fake.subscriptions.get(subscriptionId)!.saleIds;
    expect((await deliver(fake.refundSale(saleId!))).statusCode).toBe(200);
    expect(await orderById(order.id)).toMatchObject({ status: 'refunded' });
    expect((await teacher.browser.get('/api/users/me/')).json()).toMatchObject({ has_active_plan: false });
  });
});

describe('POST /api/licenses/{id}/deactivate/ of a PayPal subscription', () => {
  it('cancels the subscription at PayPal; the licence stays usable and stops renewing', async () => {
    const { subscriptionId, licence } = await activeSubscription('PREMIUMPLAN1');
    const res = await teacher.browser.post(`/api/licenses/${licence.id}/deactivate/`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: licence.id, will_auto_renew: false, is_active: true, duration: 30 });
    expect(fake.subscriptions.get(subscriptionId)!.status).toBe('CANCELLED');
    expect(fake.requestsTo('POST', `/v1/billing/subscriptions/${subscriptionId}/cancel`)).toHaveLength(1);
    // PayPal then reports the cancellation: nothing more changes.
    expect(
      (await deliver(fake.event('BILLING.SUBSCRIPTION.CANCELLED', 'subscription', '2.0', { id: subscriptionId })))
        .statusCode,
    ).toBe(200);
    expect((await licencesOf(teacher.id))[0]).toMatchObject({ durationDays: 30, willAutoRenew: false });
  });

  it('someone else’s licence is not found, and PayPal is not asked', async () => {
    const { subscriptionId, licence } = await activeSubscription('PROPLAN1');
    const stranger = await basicTeacher(ctx, { logIn: true });
    const res = await stranger.browser.post(`/api/licenses/${licence.id}/deactivate/`);
    expect(res.statusCode).toBe(404);
    expect(fake.subscriptions.get(subscriptionId)!.status).toBe('ACTIVE');
    expect(fake.requestsTo('POST', '/v1/billing/subscriptions/')).toEqual([]);
  });
});

/** A Pro teacher (a granted plan) who then subscribes through PayPal: the subscription pauses the running plan. */
async function proTeacherWithSubscription() {
  const pro = await proTeacher(ctx, { logIn: true });
  const started = await pro.browser.post(PAY, { ...paypalRequest('PROPLAN6'), email: pro.email });
  const { id } = started.json<{ id: string }>();
  expect((await deliver(fake.activateSubscription(id).activated)).statusCode).toBe(200);
  const order = (await ordersOf(pro.id))[0]!;
  return { teacher: pro, subscriptionId: id, licenceId: order.licenceId! };
}

describe('the log', () => {
  it('names no PayPal secret or token, whether PayPal answers or refuses', async () => {
    const log = captureLog();
    const logged = await startTestApp(fake.env, undefined, { logger: { level: 'debug', stream: log.stream } });
    const refusing = await startTestApp(
      { ...fake.env, PAYPAL_CLIENT_SECRET: 'wrong-secret-for-the-log-test' },
      undefined,
      { logger: { level: 'debug', stream: log.stream } },
    );
    try {
      const payer = await basicTeacher(logged, { logIn: true });
      const started = await payer.browser.post(PAY, { ...paypalRequest('SINGLE_PROPLAN1'), email: payer.email });
      expect(started.statusCode).toBe(200);
      const { id } = started.json<{ id: string }>();
      fake.approveOrder(id);
      await payer.browser.post(CAPTURE, { id });
      const transmission = fake.signed(fake.captureCompleted(id));
      const webhook = { method: 'POST' as const, url: WEBHOOK, headers: transmission.headers };
      expect((await logged.app.inject({ ...webhook, payload: transmission.body })).statusCode).toBe(200);
      expect((await logged.app.inject({ ...webhook, payload: `${transmission.body} ` })).statusCode).toBe(200);

      const refused = await basicTeacher(refusing, { logIn: true });
      const failed = await refused.browser.post(PAY, { ...paypalRequest('SINGLE_PROPLAN1'), email: refused.email });
      expect(failed.statusCode).toBe(502);
      expect(log.text()).toContain('PayPal POST /v1/oauth2/token answered 401 invalid_client');
    } finally {
      await logged.close();
      await refusing.close();
    }
    const text = log.text();
    expect(fake.issuedTokens().length).toBeGreaterThan(0);
    for (const secret of [fake.clientSecret, 'wrong-secret-for-the-log-test', ...fake.issuedTokens()]) {
      expect(text).not.toContain(secret);
    }
    expect(text).not.toContain(Buffer.from(`${fake.clientId}:${fake.clientSecret}`).toString('base64'));
  });
});
