import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LicenceDto } from '@playwords/common';
import { licences, type orders, paymentEvents } from '../../db/schema';
import { basicTeacher, premiumTeacher, proTeacher, type SignedInMember } from '../../test/factories';
import { FAKE_STRIPE_WEBHOOK_SECRET } from '../../test/fake-stripe';
import { findOrder, openShop, paymentRequest, postStripeEvent, sessionIdOf, type Shop } from '../../test/payments';
import { WEBHOOK_REJECTED } from './webhooks';

let shop: Shop;
const DAY = 86_400_000;

beforeAll(async () => {
  shop = await openShop();
});
afterAll(async () => shop?.close());

/** Starts a payment through the API; answers the order id and Checkout Session id. */
async function startBuying(member: SignedInMember, code: string, extra: Record<string, unknown> = {}) {
  const res = await member.browser.post('/api/payments/process-payment/', paymentRequest(code, extra));
  expect(res.statusCode, res.body).toBe(200);
  const sessionId = sessionIdOf((res.json() as { url: string }).url);
  const session = shop.stripe.sessions.get(sessionId)!;
  return { orderId: Number(session.metadata.order_id), sessionId };
}

/** Buys a plan and delivers Stripe's checkout.session.completed; answers the order as it then stands. */
async function buy(member: SignedInMember, code: string, extra: Record<string, unknown> = {}) {
  const { orderId, sessionId } = await startBuying(member, code, extra);
  const res = await postStripeEvent(shop, shop.stripe.payCheckout(sessionId));
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json()).toEqual({ received: true });
  return (await findOrder(shop.ctx, orderId))!;
}

/**
 * A member's licences as the API lists them, on her own browser signed in again (the tests move the clock by weeks;
 * a new browser would end her only session on a one-device plan).
 */
async function licencesOf(member: SignedInMember): Promise<LicenceDto[]> {
  await member.browser.logIn(member.username, member.password);
  return (await member.browser.get('/api/licenses/')).json().results as LicenceDto[];
}

const iso = (ms: number) => new Date(ms).toISOString();
const countOf = async (table: typeof licences | typeof orders | typeof paymentEvents) =>
  (await shop.ctx.database.db.select({ n: count() }).from(table))[0]!.n;
const eventRow = async (eventId: string) =>
  (await shop.ctx.database.db.select().from(paymentEvents).where(eq(paymentEvents.eventId, eventId)))[0];

describe('a paid checkout grants its licence', () => {
  it('a one-time Pro for 3 months: 90 days at once, no auto-renew; the order keeps the payment', async () => {
    const teacher = await basicTeacher(shop.ctx, { logIn: true });
    const now = shop.ctx.clock.now().getTime();
    const order = await buy(teacher, 'SINGLE_PROPLAN3');
    expect(await licencesOf(teacher)).toEqual([
      expect.objectContaining({
        id: order.licenceId,
        license_type: 'PRO',
        is_trial: false,
        is_active: true,
        duration: 90,
        remaining_days: 90,
        will_auto_renew: false,
        renew_time: null,
        date_purchased: iso(now),
      }),
    ]);
    expect(order).toMatchObject({ status: 'paid', paidAt: new Date(now), subscriptionRef: null });
    expect(order.paymentRef).toBe(shop.stripe.sessions.get(order.checkoutRef!)!.payment_intent);
    const me = await teacher.browser.get('/api/users/me/');
    expect(me.json()).toMatchObject({ current_plan_type: 'PRO', has_active_plan: true });
  });

  it('a Premium subscription: the licence auto-renews, due when its period ends; the order keeps the subscription', async () => {
    const teacher = await basicTeacher(shop.ctx, { logIn: true });
    const now = shop.ctx.clock.now().getTime();
    const order = await buy(teacher, 'PREMIUMPLAN1');
    expect(await licencesOf(teacher)).toEqual([
      expect.objectContaining({
        id: order.licenceId,
        license_type: 'PRE',
        duration: 30,
        will_auto_renew: true,
        renew_time: iso(now + 30 * DAY),
      }),
    ]);
    expect(order.subscriptionRef).toMatch(/^sub_/);
    expect(shop.stripe.subscriptions.get(order.subscriptionRef!)).toMatchObject({ amount: 999, interval_count: 1 });
  });

  it('follows the purchase rules: the same plan one-time extends it; a subscription pauses it', async () => {
    const teacher = await proTeacher(shop.ctx, { logIn: true });
    const [running] = await licencesOf(teacher);
    const extension = await buy(teacher, 'SINGLE_PROPLAN1');
    expect(extension.licenceId).toBe(running!.id);
    expect(await licencesOf(teacher)).toEqual([expect.objectContaining({ id: running!.id, duration: 60 })]);
    const subscription = await buy(teacher, 'PROPLAN3');
    const after = await licencesOf(teacher);
    expect(after.map((l) => [l.id, l.is_active, l.activate_this_plan_next, l.duration])).toEqual([
      [subscription.licenceId, true, false, 90],
      [running!.id, false, true, 60],
    ]);
  });

  it('records the event once: a replay answers 200 and grants nothing more', async () => {
    const teacher = await basicTeacher(shop.ctx, { logIn: true });
    const { orderId, sessionId } = await startBuying(teacher, 'SINGLE_PREMIUMPLAN1');
    const event = shop.stripe.payCheckout(sessionId);
    expect((await postStripeEvent(shop, event)).statusCode).toBe(200);
    const licencesBefore = await countOf(licences);
    const replay = await postStripeEvent(shop, event);
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toEqual({ received: true });
    expect(await countOf(licences)).toBe(licencesBefore);
    expect(await licencesOf(teacher)).toHaveLength(1);
    expect(await eventRow(event.id)).toMatchObject({
      provider: 'STRIPE',
      type: 'checkout.session.completed',
      kind: 'paid',
      orderId,
      outcome: 'granted 30 days',
    });
  });

  it('50 copies of one event delivered at once grant one licence', async () => {
    const teacher = await basicTeacher(shop.ctx, { logIn: true });
    const { orderId, sessionId } = await startBuying(teacher, 'SINGLE_PROPLAN6_CNY');
    const event = shop.stripe.payCheckout(sessionId);
    const answers = await Promise.all(Array.from({ length: 50 }, () => postStripeEvent(shop, event)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(50).fill(200));
    const granted = await shop.ctx.database.db.select().from(licences).where(eq(licences.userId, teacher.id));
    expect(granted).toHaveLength(1);
    expect(granted[0]).toMatchObject({ licenceType: 'PRO', durationDays: 180 });
    const rows = await shop.ctx.database.db.select().from(paymentEvents).where(eq(paymentEvents.eventId, event.id));
    expect(rows).toHaveLength(1);
    expect(await findOrder(shop.ctx, orderId)).toMatchObject({ status: 'paid', licenceId: granted[0]!.id });
  });

  it('WeChat Pay confirmed later: completed-but-unpaid waits, async_payment_succeeded grants', async () => {
    const teacher = await basicTeacher(shop.ctx, { logIn: true });
    const { orderId, sessionId } = await startBuying(teacher, 'SINGLE_PROPLAN1_CNY', { payment_option: 'wechat' });
    const paid = shop.stripe.payCheckout(sessionId);
    const pending = structuredClone(paid);
    pending.id = `${paid.id}_pending`;
    (pending.data.object as { payment_status: string }).payment_status = 'unpaid';
    expect((await postStripeEvent(shop, pending)).statusCode).toBe(200);
    expect(await findOrder(shop.ctx, orderId)).toMatchObject({ status: 'pending', licenceId: null });
    expect(await eventRow(pending.id)).toMatchObject({ kind: 'ignored', outcome: 'ignored' });
    const later = shop.stripe.event('checkout.session.async_payment_succeeded', paid.data.object as never);
    expect((await postStripeEvent(shop, later)).statusCode).toBe(200);
    expect(await findOrder(shop.ctx, orderId)).toMatchObject({ status: 'paid' });
    expect(await licencesOf(teacher)).toHaveLength(1);
  });
});

describe('a webhook whose signature does not hold is refused and changes nothing', () => {
  let teacher: SignedInMember;
  let sessionId: string;
  let orderId: number;

  beforeAll(async () => {
    teacher = await basicTeacher(shop.ctx, { logIn: true });
    ({ sessionId, orderId } = await startBuying(teacher, 'SINGLE_PROPLAN1'));
  });

  const refusals: Array<[what: string, tamper: (event: ReturnType<Shop['stripe']['payCheckout']>) => object]> = [
    ['unsigned', () => ({ headers: { 'content-type': 'application/json' } })],
    [
      'a signature that is not one',
      () => ({ headers: { 'content-type': 'application/json', 'stripe-signature': 'x' } }),
    ],
    ['signed with another secret', () => ({ secret: 'whsec_someone_else' })],
    ['signed 301 s ago (the tolerance is 300 s)', () => ({ timestamp: nowSeconds() - 301 })],
    [
      'a body changed after signing',
      (event) => ({
        payload: shop.stripe.signed(event).payload.replace('"amount_total": 629', '"amount_total": 1'),
      }),
    ],
  ];
  const nowSeconds = () => Math.floor(shop.ctx.clock.now().getTime() / 1000);

  it.each(refusals)('%s: 400', async (_what, tamper) => {
    const event = shop.stripe.payCheckout(sessionId);
    const before = [await countOf(licences), await countOf(paymentEvents)];
    const options = tamper(event) as Parameters<typeof postStripeEvent>[2];
    if (options?.payload) expect(options.payload).toContain('"amount_total": 1');
    const res = await postStripeEvent(shop, event, {
      ...options,
      headers: options?.payload !== undefined ? shop.stripe.signed(event).headers : (options?.headers ?? undefined),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      non_field_errors: [WEBHOOK_REJECTED],
      codes: { non_field_errors: ['request.webhookRejected'] },
    });
    expect([await countOf(licences), await countOf(paymentEvents)]).toEqual(before);
    expect(await findOrder(shop.ctx, orderId)).toMatchObject({ status: 'pending', licenceId: null });
  });

  it('a signature 299 s old is still accepted', async () => {
    const event = shop.stripe.payCheckout(sessionId);
    const res = await postStripeEvent(shop, event, { timestamp: nowSeconds() - 299 });
    expect(res.statusCode).toBe(200);
    expect(await findOrder(shop.ctx, orderId)).toMatchObject({ status: 'paid' });
  });

  it('needs no CSRF token or session, and the test fake signs with the configured secret', () => {
    expect(shop.ctx.config.payments.stripe?.webhookSecret).toBe(FAKE_STRIPE_WEBHOOK_SECRET);
  });
});

describe('events the server cannot act on', () => {
  it('an unknown order: 200, recorded, nothing granted', async () => {
    const before = await countOf(licences);
    const event = shop.stripe.event('checkout.session.completed', {
      id: 'cs_test_elsewhere',
      object: 'checkout.session',
      mode: 'payment',
      payment_status: 'paid',
      amount_total: 629,
      currency: 'usd',
      metadata: { order_id: '999999' },
      client_reference_id: '999999',
      payment_intent: 'pi_elsewhere',
      subscription: null,
    });
    const res = await postStripeEvent(shop, event);
    expect(res.statusCode).toBe(200);
    expect(await countOf(licences)).toBe(before);
    expect(await eventRow(event.id)).toMatchObject({
      kind: 'paid',
      orderId: null,
      outcome: 'unknown order: nothing done',
    });
  });

  it('an amount or currency that is not the order: 200, nothing granted, the order says why', async () => {
    const teacher = await basicTeacher(shop.ctx, { logIn: true });
    const { orderId, sessionId } = await startBuying(teacher, 'PREMIUMPLAN6');
    const event = shop.stripe.payCheckout(sessionId);
    (event.data.object as { amount_total: number }).amount_total = 100;
    const res = await postStripeEvent(shop, event);
    expect(res.statusCode).toBe(200);
    expect(await licencesOf(teacher)).toEqual([]);
    expect(await findOrder(shop.ctx, orderId)).toMatchObject({
      status: 'pending',
      licenceId: null,
      note: 'paid 100 USD, expected 4999 USD: nothing granted',
    });
    const yuan = shop.stripe.payCheckout(sessionId);
    (yuan.data.object as { currency: string }).currency = 'cny';
    await postStripeEvent(shop, yuan);
    expect(await findOrder(shop.ctx, orderId)).toMatchObject({
      note: 'paid 4999 CNY, expected 4999 USD: nothing granted',
    });
  });

  it('an event type we do not act on, or a session that is not ours: 200, recorded as ignored', async () => {
    const other = shop.stripe.event('customer.created', { id: 'cus_1', object: 'customer' });
    expect((await postStripeEvent(shop, other)).statusCode).toBe(200);
    expect(await eventRow(other.id)).toMatchObject({ type: 'customer.created', kind: 'ignored' });
    const foreign = shop.stripe.event('checkout.session.completed', {
      id: 'cs_test_payment_link',
      object: 'checkout.session',
      payment_status: 'paid',
      metadata: {},
      client_reference_id: null,
    });
    expect((await postStripeEvent(shop, foreign)).statusCode).toBe(200);
    expect(await eventRow(foreign.id)).toMatchObject({ kind: 'ignored' });
  });

  it('a webhook for a provider this server does not use names nothing (404)', async () => {
    for (const url of ['/api/payments/webhooks/paypal/', '/api/payments/webhooks/square/']) {
      const res = await shop.ctx.app.inject({
        method: 'POST',
        url,
        payload: '{}',
        headers: { 'content-type': 'application/json' },
      });
      expect(res.statusCode).toBe(404);
    }
  });
});

describe('a subscription over time', () => {
  let teacher: SignedInMember;
  let order: Awaited<ReturnType<typeof buy>>;
  let start: number;

  beforeAll(async () => {
    teacher = await basicTeacher(shop.ctx, { logIn: true });
    start = shop.ctx.clock.now().getTime();
    order = await buy(teacher, 'PROPLAN1');
  });

  it('a renewal extends the licence by its period; the same invoice reported twice renews once', async () => {
    shop.ctx.clock.set(new Date(start + 30 * DAY - 60_000));
    const paid = shop.stripe.renew(order.subscriptionRef!);
    expect((await postStripeEvent(shop, paid)).statusCode).toBe(200);
    const invoiceId = (paid.data.object as { id: string }).id;
    const succeeded = shop.stripe.renew(order.subscriptionRef!, { type: 'invoice.payment_succeeded', invoiceId });
    expect((await postStripeEvent(shop, succeeded)).statusCode).toBe(200);
    expect(await licencesOf(teacher)).toEqual([
      expect.objectContaining({
        id: order.licenceId,
        is_active: true,
        duration: 60,
        will_auto_renew: true,
        renew_time: iso(start + 60 * DAY),
      }),
    ]);
    expect(await eventRow(paid.id)).toMatchObject({
      kind: 'renewed',
      outcome: 'renewed for 30 days',
      amount: 599,
      currency: 'USD',
    });
    expect(await eventRow(succeeded.id)).toBeUndefined();
  });

  it('a renewal of another amount renews nothing', async () => {
    const odd = shop.stripe.renew(order.subscriptionRef!, { amount: 1 });
    expect((await postStripeEvent(shop, odd)).statusCode).toBe(200);
    expect((await licencesOf(teacher))[0]).toMatchObject({ duration: 60 });
    expect(await eventRow(odd.id)).toMatchObject({ outcome: 'paid 1 USD, expected 599 USD: nothing granted' });
  });

  it('a renewal paid after the licence ran out brings it back at once', async () => {
    shop.ctx.clock.set(new Date(start + 61 * DAY));
    expect((await licencesOf(teacher))[0]).toMatchObject({ is_expired: true, is_active: false });
    expect((await postStripeEvent(shop, shop.stripe.renew(order.subscriptionRef!))).statusCode).toBe(200);
    expect((await licencesOf(teacher))[0]).toMatchObject({
      is_active: true,
      is_expired: false,
      duration: 90,
      remaining_days: 30,
      will_auto_renew: true,
    });
  });

  it('a failed renewal stops auto-renew: the licence runs to its end', async () => {
    const res = await postStripeEvent(shop, shop.stripe.failRenewal(order.subscriptionRef!));
    expect(res.statusCode).toBe(200);
    expect((await licencesOf(teacher))[0]).toMatchObject({
      is_active: true,
      will_auto_renew: false,
      remaining_days: 30,
    });
  });

  it('a subscription that ended at Stripe stops auto-renew too', async () => {
    const other = await basicTeacher(shop.ctx, { logIn: true });
    const sub = await buy(other, 'PREMIUMPLAN6');
    const res = await postStripeEvent(shop, shop.stripe.endSubscription(sub.subscriptionRef!));
    expect(res.statusCode).toBe(200);
    expect((await licencesOf(other))[0]).toMatchObject({ will_auto_renew: false, is_active: true, duration: 180 });
  });

  it('a refunded renewal takes back its period', async () => {
    const other = await basicTeacher(shop.ctx, { logIn: true });
    const sub = await buy(other, 'PROPLAN3');
    const renewal = shop.stripe.renew(sub.subscriptionRef!);
    await postStripeEvent(shop, renewal);
    expect((await licencesOf(other))[0]).toMatchObject({ duration: 180 });
    const payment = shop.stripe.paymentOfInvoice((renewal.data.object as { id: string }).id);
    const refund = shop.stripe.refund(payment, { amount: 1649, currency: 'usd' });
    expect((await postStripeEvent(shop, refund)).statusCode).toBe(200);
    expect((await licencesOf(other))[0]).toMatchObject({ duration: 90, is_active: true });
    expect(await findOrder(shop.ctx, sub.id)).toMatchObject({ status: 'refunded' });
  });
});

describe('refunds', () => {
  it('a refunded one-time plan ends now, and the plan it paused resumes', async () => {
    const teacher = await premiumTeacher(shop.ctx, { logIn: true });
    const [premium] = await licencesOf(teacher);
    const order = await buy(teacher, 'SINGLE_PROPLAN1');
    expect((await licencesOf(teacher)).map((l) => [l.license_type, l.is_active])).toEqual([
      ['PRO', true],
      ['PRE', false],
    ]);
    shop.ctx.clock.advance(DAY);
    const refund = shop.stripe.refund(order.paymentRef!, { amount: 629, currency: 'usd' });
    expect((await postStripeEvent(shop, refund)).statusCode).toBe(200);
    const after = await licencesOf(teacher);
    expect(after.map((l) => [l.id, l.is_active, l.is_expired])).toEqual([
      [premium!.id, true, false],
      [order.licenceId, false, true],
    ]);
    expect(await findOrder(shop.ctx, order.id)).toMatchObject({ status: 'refunded' });
    expect(await eventRow(refund.id)).toMatchObject({ kind: 'refunded', outcome: 'refunded: took back 30 days' });
    const me = await teacher.browser.get('/api/users/me/');
    expect(me.json()).toMatchObject({ current_plan_type: 'PRE' });
  });

  it('a refunded extension takes back only the days it added', async () => {
    const teacher = await proTeacher(shop.ctx, { logIn: true, days: 30 });
    const order = await buy(teacher, 'SINGLE_PROPLAN3');
    expect((await licencesOf(teacher))[0]).toMatchObject({ id: order.licenceId, duration: 120 });
    await postStripeEvent(shop, shop.stripe.refund(order.paymentRef!, { amount: 1679, currency: 'usd' }));
    expect((await licencesOf(teacher))[0]).toMatchObject({ id: order.licenceId, duration: 30, is_active: true });
  });

  it('a partial refund changes nothing (an operator settles it by hand)', async () => {
    const teacher = await basicTeacher(shop.ctx, { logIn: true });
    const order = await buy(teacher, 'SINGLE_PREMIUMPLAN3');
    const partial = shop.stripe.refund(order.paymentRef!, { amount: 2729, amountRefunded: 900, currency: 'usd' });
    expect((await postStripeEvent(shop, partial)).statusCode).toBe(200);
    expect((await licencesOf(teacher))[0]).toMatchObject({ duration: 90, is_active: true });
    expect(await findOrder(shop.ctx, order.id)).toMatchObject({ status: 'paid' });
    expect(await eventRow(partial.id)).toMatchObject({ kind: 'ignored' });
  });
});

describe("the fake Stripe's hosted checkout page (what a browser test pays on)", () => {
  it('shows the order with a Pay button; paying delivers the signed event over HTTP and goes to /success', async () => {
    const address = await shop.ctx.app.listen({ port: 0, host: '127.0.0.1' });
    shop.stripe.webhookUrl = `${address}/api/payments/webhooks/stripe/`;
    const teacher = await basicTeacher(shop.ctx, { logIn: true });
    const res = await teacher.browser.post('/api/payments/process-payment/', paymentRequest('PROPLAN3'));
    const { url } = res.json() as { url: string };
    const page = await fetch(url);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('PlayWords Pro, 3 Months (subscription)');
    expect(html).toContain('16.49 USD');
    expect(html).toContain('<button type="submit">Pay</button>');

    const paid = await fetch(`${url}/pay`, { method: 'POST', redirect: 'manual' });
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(`http://localhost:3000/success?session_id=${sessionIdOf(url)}`);
    expect(await licencesOf(teacher)).toEqual([
      expect.objectContaining({ license_type: 'PRO', duration: 90, will_auto_renew: true }),
    ]);
    const again = await fetch(`${url}/pay`, { method: 'POST', redirect: 'manual' });
    expect(again.status).toBe(409);
  });
});
