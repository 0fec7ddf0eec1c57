import { count, desc, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { COUPON_MESSAGES, KEY_BATCH_CSV_HEADER, MoneyMessage, type AdminOrderDto } from '@playwords/common';
import { adminAudit, coupons, licenceBatches, licences, orders, paymentEvents } from '../../db/schema';
import { basicTeacher, operator, proTeacher, type SignedInMember } from '../../test/factories';
import { FakePaypal } from '../../test/fake-paypal';
import { findOrder, openShop, paymentRequest, postStripeEvent, sessionIdOf, type Shop } from '../../test/payments';
import { RefundMessage } from '../payments/service';
import { csvCell } from './money';

/**
 * The console's money section through its routes, with the real Stripe SDK and PayPal client calling local fakes
 * of their APIs: refunds (the provider asked for the right amount, the order, the licence's days and the audit row
 * in one go; the provider's later webhook not taking the days twice), key batches and their CSV, coupons.
 */

let shop: Shop;
let paypal: FakePaypal;
let op: SignedInMember;
const DAY = 86_400_000;

beforeAll(async () => {
  paypal = await FakePaypal.start();
  shop = await openShop(paypal.env);
  op = await operator(shop.ctx, { logIn: true });
});
afterAll(async () => {
  await shop?.close();
  await paypal?.close();
});

const db = () => shop.ctx.database.db;
const licenceOf = async (id: string) => (await db().select().from(licences).where(eq(licences.id, id)))[0]!;
const auditOf = (targetType: string, targetId: string | number) =>
  db()
    .select()
    .from(adminAudit)
    .where(eq(adminAudit.targetId, String(targetId)))
    .then((rows) => rows.filter((r) => r.targetType === targetType));
const auditCount = async () => (await db().select({ n: count() }).from(adminAudit))[0]!.n;

/** A Stripe checkout paid through the fake and its webhook; answers the order as it then stands. */
async function buyWithStripe(teacher: SignedInMember, code: string) {
  const res = await teacher.browser.post('/api/payments/process-payment/', paymentRequest(code));
  expect(res.statusCode, res.body).toBe(200);
  const sessionId = sessionIdOf(res.json<{ url: string }>().url);
  const orderId = Number(shop.stripe.sessions.get(sessionId)!.metadata.order_id);
  expect((await postStripeEvent(shop, shop.stripe.payCheckout(sessionId))).statusCode).toBe(200);
  return (await findOrder(shop.ctx, orderId))!;
}

const refund = (orderId: number, body: Record<string, unknown>) =>
  op.browser.post(`/api/admin/orders/${orderId}/refund/`, body);

describe('POST /api/admin/orders/{id}/refund/ through Stripe', () => {
  it('refunds part of a 3-month plan: Stripe asked for the amount, the order, the licence and the audit row', async () => {
    const teacher = await basicTeacher(shop.ctx, { logIn: true });
    const order = await buyWithStripe(teacher, 'SINGLE_PROPLAN3');
    expect(order.amount).toBe(1679);
    // A month's worth of a 3-month plan: a third, rounded down.
    const listed = await op.browser.get(`/api/admin/orders/?user=${teacher.username}`);
    expect(listed.statusCode).toBe(200);
    expect(listed.json<{ results: AdminOrderDto[] }>().results).toEqual([
      expect.objectContaining({
        id: order.id,
        user: { id: teacher.id, username: teacher.username },
        plan_code: 'SINGLE_PROPLAN3',
        amount: 1679,
        refund_cap: 559,
        refund_refusal: null,
        refunded_amount: 0,
      }),
    ]);

    const res = await refund(order.id, { amount: '3.00', reason: 'Bought the wrong plan' });
    expect(res.statusCode, res.body).toBe(200);
    // floor(300 / 1679 × 90) = 16 days.
    expect(res.json()).toMatchObject({
      refunded: 300,
      days_taken_back: 16,
      order: { id: order.id, refunded_amount: 300, refund_cap: 259, status: 'paid' },
    });
    expect(shop.stripe.refunds).toContainEqual(
      expect.objectContaining({
        payment_intent: order.paymentRef,
        amount: 300,
        metadata: { order_id: String(order.id) },
      }),
    );
    const stripeRefund = shop.stripe.refunds.at(-1)!;
    expect(await findOrder(shop.ctx, order.id)).toMatchObject({
      refundedAmount: 300,
      refundRef: stripeRefund.id,
      refundedAt: shop.ctx.clock.now(),
      status: 'paid',
    });
    expect((await licenceOf(order.licenceId!)).durationDays).toBe(90 - 16);
    expect(await auditOf('order', order.id)).toEqual([
      expect.objectContaining({
        action: 'order.refund',
        operatorId: op.id,
        reason: 'Bought the wrong plan',
        details: {
          amount: 300,
          currency: 'USD',
          provider: 'STRIPE',
          refund_ref: stripeRefund.id,
          days_taken_back: 16,
          refunded_total: 300,
        },
      }),
    ]);

    // More than what is left of the month's worth: refused, nothing asked of Stripe.
    const refundsBefore = shop.stripe.refunds.length;
    const over = await refund(order.id, { amount: '2.60', reason: 'More' });
    expect(over.statusCode).toBe(400);
    expect(over.json()).toEqual({ amount: [RefundMessage.overCap('$2.59')], codes: { amount: [null] } });
    expect(shop.stripe.refunds).toHaveLength(refundsBefore);

    // The rest of the cap: the days its share is worth, counted on the total (floor(559/1679 × 90) = 29).
    const second = await refund(order.id, { amount: 2.59, reason: 'The rest' });
    expect(second.statusCode, second.body).toBe(200);
    expect(second.json()).toMatchObject({ days_taken_back: 13, order: { refunded_amount: 559, refund_cap: 0 } });
    expect(shop.stripe.refunds.at(-1)).toMatchObject({ amount: 259 });
    expect((await licenceOf(order.licenceId!)).durationDays).toBe(90 - 29);

    // Nothing is left to refund.
    const third = await refund(order.id, { amount: '0.01', reason: 'Again' });
    expect(third.statusCode).toBe(400);
    expect(third.json()).toEqual({
      non_field_errors: [RefundMessage.nothingLeft],
      codes: { non_field_errors: [null] },
    });

    // Stripe's webhook of a partial refund leaves the plan alone.
    const event = shop.stripe.refundedEvent(order.paymentRef!);
    expect((await postStripeEvent(shop, event)).statusCode).toBe(200);
    expect((await licenceOf(order.licenceId!)).durationDays).toBe(90 - 29);
    expect(await findOrder(shop.ctx, order.id)).toMatchObject({ refundedAmount: 559, status: 'paid' });
  });

  it('two operators refunding one order at once: one refund is made, the other is told to look again', async () => {
    const teacher = await basicTeacher(shop.ctx, { logIn: true });
    const order = await buyWithStripe(teacher, 'SINGLE_PROPLAN3');
    const refundsBefore = shop.stripe.refunds.length;
    const answers = await Promise.all([
      refund(order.id, { amount: '5.59', reason: 'First operator' }),
      refund(order.id, { amount: '5.59', reason: 'Second operator' }),
    ]);
    const statuses = answers.map((res) => res.statusCode).sort();
    expect(statuses[0]).toBe(200);
    // The other was either refused while the first was under way, or found nothing left once it was recorded.
    expect([400, 409]).toContain(statuses[1]);
    expect(shop.stripe.refunds).toHaveLength(refundsBefore + 1);
    expect(await findOrder(shop.ctx, order.id)).toMatchObject({ refundedAmount: 559 });
    expect(await auditOf('order', order.id)).toHaveLength(1);
    // Once it is done, the order can be refunded again (here: nothing is left of the month's worth).
    const after = await refund(order.id, { amount: '0.01', reason: 'Later' });
    expect(after.json()).toEqual({
      non_field_errors: [RefundMessage.nothingLeft],
      codes: { non_field_errors: [null] },
    });
  });

  it('a whole 1-month plan: its 30 days go; Stripe’s later charge.refunded does not take them a second time', async () => {
    // A Pro teacher's one-time month extends the Pro plan she has: one licence of 60 days.
    const teacher = await proTeacher(shop.ctx, { logIn: true });
    const order = await buyWithStripe(teacher, 'SINGLE_PROPLAN1');
    expect((await licenceOf(order.licenceId!)).durationDays).toBe(60);
    const res = await refund(order.id, { amount: '6.29', reason: 'Paid twice by mistake' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ days_taken_back: 30, order: { status: 'refunded', refunded_amount: 629 } });
    expect((await licenceOf(order.licenceId!)).durationDays).toBe(30);

    const event = shop.stripe.refundedEvent(order.paymentRef!);
    expect((event.data.object as { refunded: boolean }).refunded).toBe(true);
    const delivered = await postStripeEvent(shop, event);
    expect(delivered.statusCode).toBe(200);
    const licence = await licenceOf(order.licenceId!);
    expect(licence).toMatchObject({ durationDays: 30, endedAt: null });
    expect(await findOrder(shop.ctx, order.id)).toMatchObject({ status: 'refunded', refundedAmount: 629 });
    // The refund's one effect was recorded by the console; the webhook found it and did nothing.
    const effects = await db().select().from(paymentEvents).where(eq(paymentEvents.orderId, order.id));
    expect(effects.filter((e) => e.kind === 'refunded')).toEqual([
      expect.objectContaining({ eventId: `console-refund:${shop.stripe.refunds.at(-1)!.id}`, type: 'console.refund' }),
    ]);
    const me = await teacher.browser.get('/api/users/me/');
    expect(me.json()).toMatchObject({ current_plan_type: 'PRO', has_active_plan: true });
  });

  it('a subscription: its latest paid invoice’s payment is refunded', async () => {
    const teacher = await basicTeacher(shop.ctx, { logIn: true });
    const order = await buyWithStripe(teacher, 'PROPLAN1');
    expect(order.paymentRef).toBeNull();
    const res = await refund(order.id, { amount: '5.99', reason: 'Did not mean to subscribe' });
    expect(res.statusCode, res.body).toBe(200);
    const invoice = shop.stripe.sessions.get(order.checkoutRef!)!.invoice!;
    expect(shop.stripe.refunds.at(-1)).toMatchObject({
      payment_intent: shop.stripe.paymentOfInvoice(invoice),
      amount: 599,
    });
    expect(await licenceOf(order.licenceId!)).toMatchObject({ endedAt: shop.ctx.clock.now() });
  });

  it('refuses an order whose plan is no longer active, and asks Stripe nothing', async () => {
    const teacher = await basicTeacher(shop.ctx, { logIn: true });
    const order = await buyWithStripe(teacher, 'SINGLE_PREMIUMPLAN1');
    const start = shop.ctx.clock.now();
    shop.ctx.clock.set(new Date(start.getTime() + 31 * DAY));
    try {
      const operatorLater = await operator(shop.ctx, { logIn: true });
      const refundsBefore = shop.stripe.refunds.length;
      const res = await operatorLater.browser.post(`/api/admin/orders/${order.id}/refund/`, {
        amount: '1.00',
        reason: 'Too late',
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ non_field_errors: [RefundMessage.notActive], codes: { non_field_errors: [null] } });
      expect(shop.stripe.refunds).toHaveLength(refundsBefore);
      expect(await findOrder(shop.ctx, order.id)).toMatchObject({ refundedAmount: 0, refundRef: null });
    } finally {
      shop.ctx.clock.set(start);
    }
  });

  it('when Stripe refuses or cannot be reached, nothing changes and the operator is told why', async () => {
    const teacher = await basicTeacher(shop.ctx, { logIn: true });
    const order = await buyWithStripe(teacher, 'SINGLE_PROPLAN1');
    const auditBefore = await auditCount();
    try {
      shop.stripe.failures.set('POST /v1/refunds', 400);
      const refused = await refund(order.id, { amount: '1.00', reason: 'Try' });
      expect(refused.statusCode).toBe(400);
      expect(refused.json<{ detail: string }>().detail).toBe(
        'Stripe refused the refund: The fake Stripe was told to fail here. Nothing was changed.',
      );
      shop.stripe.failures.set('POST /v1/refunds', 500);
      const down = await refund(order.id, { amount: '1.00', reason: 'Try again' });
      expect(down.statusCode).toBe(502);
      expect(down.json<{ detail: string }>().detail).toMatch(/^Stripe could not be reached, so nothing was changed/);
    } finally {
      shop.stripe.failures.delete('POST /v1/refunds');
    }
    expect(await findOrder(shop.ctx, order.id)).toMatchObject({ refundedAmount: 0, refundRef: null, status: 'paid' });
    expect((await licenceOf(order.licenceId!)).durationDays).toBe(30);
    expect(await auditCount()).toBe(auditBefore);
  });

  it('refuses bad input with the field, and an unknown order with 404; nothing changes', async () => {
    const teacher = await basicTeacher(shop.ctx, { logIn: true });
    const order = await buyWithStripe(teacher, 'SINGLE_PROPLAN1');
    const auditBefore = await auditCount();
    const refundsBefore = shop.stripe.refunds.length;
    for (const amount of ['0', '-1', 'abc', '1.234', '', null, 1e12]) {
      const res = await refund(order.id, { amount, reason: 'Bad' });
      expect(res.statusCode, String(amount)).toBe(400);
      expect(res.json()).toEqual({ amount: [expect.any(String)], codes: expect.any(Object) });
    }
    const noReason = await refund(order.id, { amount: '1.00', reason: '  ' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json()).toEqual({ reason: [expect.any(String)], codes: expect.any(Object) });
    expect((await refund(999_999, { amount: '1.00', reason: 'Nobody' })).statusCode).toBe(404);
    // The same request with its CSRF token goes through; without, it is refused before anything is read.
    expect((await refund(order.id, { amount: '1.00', reason: 'With CSRF' })).statusCode).toBe(200);
    const withoutCsrf = await op.browser.post(
      `/api/admin/orders/${order.id}/refund/`,
      { amount: '1.00', reason: 'x' },
      { csrf: false },
    );
    expect(withoutCsrf.statusCode).toBe(403);
    expect(shop.stripe.refunds).toHaveLength(refundsBefore + 1);
    expect(await auditCount()).toBe(auditBefore + 1);
  });
});

describe('a PayPal refund against its fake', () => {
  async function deliverPaypal(event: Parameters<FakePaypal['signed']>[0]) {
    const { body, headers } = paypal.signed(event);
    return shop.ctx.app.inject({ method: 'POST', url: '/api/payments/webhooks/paypal/', payload: body, headers });
  }

  it('refunds a one-time order’s capture; PayPal’s later PAYMENT.CAPTURE.REFUNDED changes nothing more', async () => {
    const teacher = await basicTeacher(shop.ctx, { logIn: true });
    const started = await teacher.browser.post(
      '/api/payments/process-payment/',
      paymentRequest('SINGLE_PROPLAN1', { provider: 'PAYPAL', payment_option: undefined, email: teacher.email }),
    );
    expect(started.statusCode, started.body).toBe(200);
    const { id } = started.json<{ id: string }>();
    paypal.approveOrder(id);
    expect((await teacher.browser.post('/api/payments/paypal/capture/', { id })).json()).toEqual({
      status: 'COMPLETED',
    });
    expect((await deliverPaypal(paypal.captureCompleted(id))).statusCode).toBe(200);
    const captureId = paypal.orders.get(id)!.captureId!;
    const [order] = await db().select().from(orders).where(eq(orders.paymentRef, captureId));
    expect(order).toMatchObject({ status: 'paid', provider: 'PAYPAL', amount: 629 });

    const res = await refund(order!.id, { amount: '6.29', reason: 'Asked by e-mail' });
    expect(res.statusCode, res.body).toBe(200);
    expect(paypal.refunds).toEqual([expect.objectContaining({ paymentId: captureId, kind: 'capture', amount: 629 })]);
    const [call] = paypal.requestsTo('POST', `/v2/payments/captures/${captureId}/refund`);
    expect(call!.body).toMatchObject({ amount: { value: '6.29', currency_code: 'USD' } });
    expect(await findOrder(shop.ctx, order!.id)).toMatchObject({
      status: 'refunded',
      refundedAmount: 629,
      refundRef: paypal.refunds[0]!.id,
    });
    const licence = await licenceOf(order!.licenceId!);
    expect(licence.endedAt).toEqual(shop.ctx.clock.now());

    expect((await deliverPaypal(paypal.refundedEvent(paypal.refunds[0]!.id))).statusCode).toBe(200);
    expect(await licenceOf(order!.licenceId!)).toEqual(licence);
    expect(await auditOf('order', order!.id)).toHaveLength(1);
  });

  it('refunds part of a subscription’s payment through its sale (the v1 sale refund)', async () => {
    const teacher = await basicTeacher(shop.ctx, { logIn: true });
    const started = await teacher.browser.post(
      '/api/payments/process-payment/',
      paymentRequest('PREMIUMPLAN3', { provider: 'PAYPAL', payment_option: undefined, email: teacher.email }),
    );
    expect(started.statusCode, started.body).toBe(200);
    const { id } = started.json<{ id: string }>();
    const { activated } = paypal.activateSubscription(id);
    expect((await deliverPaypal(activated)).statusCode).toBe(200);
    const [order] = await db().select().from(orders).where(eq(orders.subscriptionRef, id));
    // 2699 for 3 months: a month's worth is 899.
    const listed = await op.browser.get(`/api/admin/orders/?provider=PAYPAL&user=${teacher.username}`);
    expect(listed.json<{ results: AdminOrderDto[] }>().results[0]).toMatchObject({ refund_cap: 899 });
    const res = await refund(order!.id, { amount: '8.99', reason: 'Wanted one month only' });
    expect(res.statusCode, res.body).toBe(200);
    const saleId = paypal.subscriptions.get(id)!.saleIds[0]!;
    expect(paypal.refunds.at(-1)).toMatchObject({ paymentId: saleId, kind: 'sale', amount: 899 });
    // floor(899 / 2699 × 90) = 29 days.
    expect(res.json()).toMatchObject({ days_taken_back: 29 });
    expect((await licenceOf(order!.licenceId!)).durationDays).toBe(90 - 29);
  });
});

describe('GET /api/admin/orders/', () => {
  it('filters by status, provider, currency, teacher and days; newest first; bad filters are 400 with the field', async () => {
    const teacher = await basicTeacher(shop.ctx, { logIn: true });
    const first = await buyWithStripe(teacher, 'SINGLE_PROPLAN1');
    const second = await buyWithStripe(teacher, 'SINGLE_PREMIUMPLAN1_CNY');
    const mine = await op.browser.get(`/api/admin/orders/?user=${teacher.username.toUpperCase()}`);
    expect(mine.json<{ count: number; results: AdminOrderDto[] }>()).toMatchObject({
      count: 2,
      results: [
        { id: second.id, currency: 'CNY' },
        { id: first.id, currency: 'USD' },
      ],
    });
    const cny = await op.browser.get(`/api/admin/orders/?user=${teacher.id}&currency=CNY&status=paid&provider=STRIPE`);
    expect(cny.json<{ results: AdminOrderDto[] }>().results.map((o) => o.id)).toEqual([second.id]);
    const today = shop.ctx.clock.now().toISOString().slice(0, 10);
    const days = await op.browser.get(`/api/admin/orders/?user=${teacher.username}&from=${today}&to=${today}`);
    expect(days.json<{ count: number }>().count).toBe(2);
    const refunded = await op.browser.get(`/api/admin/orders/?user=${teacher.username}&status=refunded`);
    expect(refunded.json<{ count: number }>().count).toBe(0);
    for (const [query, field] of [
      ['status=lost', 'status'],
      ['provider=BANK', 'provider'],
      ['currency=EUR', 'currency'],
      ['from=2026-02-30', 'from'],
      ['to=yesterday', 'to'],
    ]) {
      const res = await op.browser.get(`/api/admin/orders/?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(Object.keys(res.json())).toEqual([field, 'codes']);
    }
  });
});

describe('licence key batches', () => {
  it('mints a batch in one go, lists it and downloads its keys as CSV', async () => {
    const res = await op.browser.post('/api/admin/key-batches/', {
      type: 'PRE',
      days: 90,
      count: 5,
      note: 'Springfield school, term 2',
      reason: 'Ordered by the district',
    });
    expect(res.statusCode, res.body).toBe(201);
    const batch = res.json<{ id: number }>();
    expect(batch).toMatchObject({ type: 'PRE', days: 90, count: 5, redeemed: 0, created_by: op.username });
    const keys = await db().select().from(licences).where(eq(licences.batchId, batch.id));
    expect(keys).toHaveLength(5);
    expect(keys.every((k) => k.userId === null && k.licenceType === 'PRE' && k.durationDays === 90)).toBe(true);
    const [audit] = await auditOf('batch', batch.id);
    expect(audit).toMatchObject({
      action: 'batch.mint',
      reason: 'Ordered by the district',
      details: { type: 'PRE', days: 90, count: 5, batch_id: batch.id },
    });
    expect(JSON.stringify(audit!.details)).not.toContain(keys[0]!.id);

    // A teacher redeems one key: the list counts it, the CSV names her.
    const teacher = await basicTeacher(shop.ctx, { logIn: true });
    const redeemed = await teacher.browser.post(`/api/licenses/${keys[0]!.id}/activate/`);
    expect(redeemed.statusCode, redeemed.body).toBe(200);
    const listed = await op.browser.get('/api/admin/key-batches/');
    expect(listed.json<{ results: unknown[] }>().results[0]).toMatchObject({ id: batch.id, redeemed: 1 });

    const csv = await op.browser.get(`/api/admin/key-batches/${batch.id}/keys.csv`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toBe(`attachment; filename="licence-keys-batch-${batch.id}.csv"`);
    const lines = csv.body.trimEnd().split('\r\n');
    expect(lines[0]).toBe(KEY_BATCH_CSV_HEADER.join(','));
    expect(lines).toHaveLength(6);
    const redeemedLine = lines.find((l) => l.startsWith(keys[0]!.id))!;
    expect(redeemedLine).toBe(`${keys[0]!.id},PRE,90,${teacher.username},${shop.ctx.clock.now().toISOString()}`);
    expect(lines.filter((l) => /,PRE,90,,$/.test(l))).toHaveLength(4);
    expect((await op.browser.get('/api/admin/key-batches/999999/keys.csv')).statusCode).toBe(404);
  });

  it('keeps a spreadsheet from reading a cell as a formula', () => {
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    for (const start of ['+', '-', '@']) expect(csvCell(`${start}1`)).toBe(`'${start}1`);
    expect(csvCell('plain')).toBe('plain');
  });

  it('refuses bad input with the field and mints nothing', async () => {
    const batchesBefore = (await db().select({ n: count() }).from(licenceBatches))[0]!.n;
    const keysBefore = (await db().select({ n: count() }).from(licences).where(isNotNull(licences.batchId)))[0]!.n;
    const good = { type: 'PRO', days: 30, count: 2, note: '', reason: 'Test' };
    for (const [change, field] of [
      [{ type: 'GOLD' }, 'type'],
      [{ days: 0 }, 'days'],
      [{ days: 3651 }, 'days'],
      [{ count: 0 }, 'count'],
      [{ count: 10_001 }, 'count'],
      [{ count: 1.5 }, 'count'],
      [{ note: 'x'.repeat(201) }, 'note'],
      [{ reason: '' }, 'reason'],
    ] as const) {
      const res = await op.browser.post('/api/admin/key-batches/', { ...good, ...change });
      expect(res.statusCode, field).toBe(400);
      expect(Object.keys(res.json())).toEqual([field, 'codes']);
    }
    expect((await db().select({ n: count() }).from(licenceBatches))[0]!.n).toBe(batchesBefore);
    expect((await db().select({ n: count() }).from(licences).where(isNotNull(licences.batchId)))[0]!.n).toBe(
      keysBefore,
    );
  });
});

describe('coupons', () => {
  let teacher: SignedInMember;
  beforeEach(async () => {
    teacher = await basicTeacher(shop.ctx, { logIn: true });
  });

  it('creates a coupon by the command line’s rules, lists it with its uses, and expires it early', async () => {
    const res = await op.browser.post('/api/admin/coupons/', {
      code: 'spring10',
      value: 'mult0.9',
      scope: 'BOTH',
      expires: '2099-03-31',
      max_uses: '5',
      reason: 'Spring newsletter',
    });
    expect(res.statusCode, res.body).toBe(201);
    const coupon = res.json<{ id: number }>();
    expect(coupon).toMatchObject({
      code: 'SPRING10',
      value: 'MULT0.9',
      scope: 'BOTH',
      uses: 0,
      max_uses: 5,
      expires_at: '2099-04-01T00:00:00.000Z',
      usable: true,
    });
    const [created] = await auditOf('coupon', coupon.id);
    expect(created).toMatchObject({
      action: 'coupon.create',
      details: { value: 'MULT0.9', scope: 'BOTH', max_uses: 5, expires_at: '2099-04-01T00:00:00.000Z' },
    });
    expect((await teacher.browser.get('/api/payments/check-coupon/SPRING10/')).statusCode).toBe(200);

    // A use taken by an order shows in the list.
    const started = await teacher.browser.post(
      '/api/payments/process-payment/',
      paymentRequest('SINGLE_PROPLAN1', { coupon_code: 'SPRING10' }),
    );
    expect(started.statusCode, started.body).toBe(200);
    const listed = await op.browser.get('/api/admin/coupons/');
    expect(listed.json<{ results: unknown[] }>().results).toContainEqual(
      expect.objectContaining({ id: coupon.id, uses: 1, max_uses: 5 }),
    );

    const expired = await op.browser.post(`/api/admin/coupons/${coupon.id}/expire/`, { reason: 'Leaked online' });
    expect(expired.statusCode, expired.body).toBe(200);
    expect(expired.json()).toMatchObject({ expires_at: shop.ctx.clock.now().toISOString(), usable: false });
    const check = await teacher.browser.get('/api/payments/check-coupon/SPRING10/');
    expect(check.statusCode).toBe(400);
    expect(check.json()).toEqual({ code: [COUPON_MESSAGES.expired], codes: { code: ['payments.coupon.expired'] } });
    expect((await auditOf('coupon', coupon.id)).map((a) => a.action)).toEqual(['coupon.create', 'coupon.expire']);

    const again = await op.browser.post(`/api/admin/coupons/${coupon.id}/expire/`, { reason: 'Twice' });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({
      non_field_errors: [MoneyMessage.couponAlreadyExpired],
      codes: { non_field_errors: [null] },
    });
    expect((await op.browser.post('/api/admin/coupons/999999/expire/', { reason: 'None' })).statusCode).toBe(404);
  });

  it('refuses bad input with the field and creates nothing', async () => {
    await op.browser.post('/api/admin/coupons/', { code: 'TAKEN', value: 'SUB2', scope: 'SINGLE', reason: 'First' });
    const couponsBefore = (await db().select({ n: count() }).from(coupons))[0]!.n;
    const auditBefore = await auditCount();
    const good = { code: 'FRESH1', value: 'SUB2', scope: 'SINGLE', reason: 'Test' };
    for (const [change, field] of [
      [{ code: 'no spaces' }, 'code'],
      [{ code: 'taken' }, 'code'],
      [{ value: 'HALF' }, 'value'],
      [{ value: 'MULT1.5' }, 'value'],
      [{ scope: 'ALL' }, 'scope'],
      [{ expires: '2026-13-01' }, 'expires'],
      [{ max_uses: 0 }, 'max_uses'],
      [{ reason: '' }, 'reason'],
    ] as const) {
      const res = await op.browser.post('/api/admin/coupons/', { ...good, ...change });
      expect(res.statusCode, JSON.stringify(change)).toBe(400);
      expect(Object.keys(res.json())).toEqual([field, 'codes']);
    }
    expect((await db().select({ n: count() }).from(coupons))[0]!.n).toBe(couponsBefore);
    expect(await auditCount()).toBe(auditBefore);
    const newest = (await db().select().from(coupons).orderBy(desc(coupons.id)).limit(1))[0]!;
    expect(newest.code).toBe('TAKEN');
  });
});
