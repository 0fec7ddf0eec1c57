import { count, desc, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COUPON_MESSAGES, PRICING_HINTS } from '@playwords/common';
import { coupons, orders } from '../../db/schema';
import { basicTeacher, type SignedInMember } from '../../test/factories';
import { Browser } from '../../test/harness';
import { openShop, paymentRequest, postStripeEvent, sessionIdOf, type Shop } from '../../test/payments';
import { createCoupon } from './service';

let shop: Shop;
let teacher: SignedInMember;
const DAY = 86_400_000;
/** The code each refusal's text carries in `codes`. */
const CODE_OF: Record<string, string> = {
  [COUPON_MESSAGES.empty]: 'payments.coupon.empty',
  [COUPON_MESSAGES.invalid]: 'payments.coupon.invalid',
  [COUPON_MESSAGES.expired]: 'payments.coupon.expired',
  [COUPON_MESSAGES.usedUp]: 'payments.coupon.usedUp',
};

beforeAll(async () => {
  shop = await openShop();
  teacher = await basicTeacher(shop.ctx, { logIn: true });
  const now = shop.ctx.clock.now();
  const make = (code: string, value: string, scope: string, extra: { expiresAt?: Date; maxUses?: number } = {}) =>
    createCoupon(
      shop.ctx.database.db,
      { code, value, scope, expiresAt: extra.expiresAt ?? null, maxUses: extra.maxUses ?? null },
      now,
    );
  await make('TENOFF', 'MULT0.9', 'BOTH');
  await make('SUBTEN', 'MULT0.9', 'SUB');
  await make('TWO', 'SUB2', 'SINGLE');
  await make('HUGE', 'SUB100', 'BOTH');
  await make('OLD', 'MULT0.5', 'BOTH', { expiresAt: new Date(now.getTime() - 1000) });
  await make('GONE', 'MULT0.5', 'BOTH', { maxUses: 1 });
  await shop.ctx.database.db.update(coupons).set({ uses: 1 }).where(eq(coupons.code, 'GONE'));
});
afterAll(async () => shop?.close());

const sentAmount = () =>
  Number(
    (shop.stripe.requestsTo('POST', '/v1/checkout/sessions').at(-1)!.body.line_items as Array<{ price_data: Json }>)[0]!
      .price_data.unit_amount,
  );
type Json = Record<string, unknown>;
const latestOrder = async () =>
  (await shop.ctx.database.db.select().from(orders).orderBy(desc(orders.id)).limit(1))[0]!;
const usesOf = async (code: string) =>
  (await shop.ctx.database.db.select().from(coupons).where(eq(coupons.code, code)))[0]!.uses;

describe('GET /api/payments/check-coupon/{code}/', () => {
  it('answers the value and scope of a coupon, whatever the case typed', async () => {
    for (const typed of ['TENOFF', 'tenoff']) {
      const res = await teacher.browser.get(`/api/payments/check-coupon/${typed}/`);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ value: 'MULT0.9', payment: 'BOTH' });
    }
    expect((await teacher.browser.get('/api/payments/check-coupon/TWO/')).json()).toEqual({
      value: 'SUB2',
      payment: 'SINGLE',
    });
  });

  it('refuses an empty, malformed, unknown, expired or used-up code with a 400 on the code', async () => {
    const cases: Array<[path: string, message: string]> = [
      ['%20', COUPON_MESSAGES.empty],
      ['not-a-code', COUPON_MESSAGES.invalid],
      ['%E4%BC%98%E6%83%A0', COUPON_MESSAGES.invalid],
      ['NOSUCHCODE', COUPON_MESSAGES.invalid],
      ['OLD', COUPON_MESSAGES.expired],
      ['GONE', COUPON_MESSAGES.usedUp],
    ];
    for (const [path, message] of cases) {
      const res = await new Browser(shop.ctx.app, `10.77.0.${cases.findIndex((c) => c[0] === path)}`).get(
        `/api/payments/check-coupon/${path}/`,
      );
      expect({ path, status: res.statusCode, body: res.json() }).toEqual({
        path,
        status: 400,
        body: { code: [message], codes: { code: [CODE_OF[message]] } },
      });
    }
  });

  it('counts wrong guesses per user (10 an hour) and per address (30 an hour); right ones are not counted', async () => {
    const guesser = await basicTeacher(shop.ctx, { logIn: '10.78.0.1' });
    for (let i = 0; i < 12; i++) {
      expect((await guesser.browser.get('/api/payments/check-coupon/TENOFF/')).statusCode).toBe(200);
    }
    for (let i = 0; i < 10; i++) {
      expect((await guesser.browser.get(`/api/payments/check-coupon/WRONG${i}/`)).statusCode).toBe(400);
    }
    const limited = await guesser.browser.get('/api/payments/check-coupon/TENOFF/');
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // The same user from another address is still counted; another visitor there is not.
    const visitor = new Browser(shop.ctx.app, '10.78.0.1');
    expect((await visitor.get('/api/payments/check-coupon/TENOFF/')).statusCode).toBe(200);
    for (let i = 0; i < 20; i++) await visitor.get(`/api/payments/check-coupon/MISS${i}/`);
    const addressLimited = await visitor.get('/api/payments/check-coupon/TENOFF/');
    expect(addressLimited.statusCode).toBe(429);
    shop.ctx.clock.advance(3600_000);
    expect((await visitor.get('/api/payments/check-coupon/TENOFF/')).statusCode).toBe(200);
  });
});

describe('coupons at process-payment', () => {
  it('MULT0.9 takes round(10 %) off the price of a subscription (not the fee), and is held by the order', async () => {
    const res = await teacher.browser.post(
      '/api/payments/process-payment/',
      paymentRequest('PREMIUMPLAN3', { coupon_code: 'tenoff' }),
    );
    expect(res.statusCode).toBe(200);
    // 2699 − round(269.9) = 2429, charged every period.
    expect(sentAmount()).toBe(2429);
    expect(await latestOrder()).toMatchObject({
      price: 2699,
      fee: 0,
      discount: 270,
      amount: 2429,
      couponCode: 'TENOFF',
    });
    expect(await usesOf('TENOFF')).toBe(1);
  });

  it('MULT0.9 on a one-time payment takes 10 % of the price and keeps the fee', async () => {
    await teacher.browser.post(
      '/api/payments/process-payment/',
      paymentRequest('SINGLE_PROPLAN6', { coupon_code: 'TENOFF' }),
    );
    // 2999 − round(299.9) + 30 = 2729.
    expect(sentAmount()).toBe(2729);
    expect(await latestOrder()).toMatchObject({ price: 2999, fee: 30, discount: 300, amount: 2729 });
  });

  it('SUB2 takes 2 off in the order currency: 2 yuan off a yuan order', async () => {
    await teacher.browser.post(
      '/api/payments/process-payment/',
      paymentRequest('SINGLE_PROPLAN1_CNY', { coupon_code: 'TWO' }),
    );
    expect(sentAmount()).toBe(3900);
    expect(await latestOrder()).toMatchObject({ price: 3900, fee: 200, discount: 200, amount: 3900, currency: 'CNY' });
    await teacher.browser.post(
      '/api/payments/process-payment/',
      paymentRequest('SINGLE_PROPLAN1', { coupon_code: 'TWO' }),
    );
    expect(sentAmount()).toBe(429);
  });

  it('never takes an order below the least Stripe charges', async () => {
    await teacher.browser.post('/api/payments/process-payment/', paymentRequest('PROPLAN1', { coupon_code: 'HUGE' }));
    expect(sentAmount()).toBe(50);
    await teacher.browser.post(
      '/api/payments/process-payment/',
      paymentRequest('SINGLE_PROPLAN1_CNY', { coupon_code: 'HUGE' }),
    );
    expect(sentAmount()).toBe(400);
    expect(await latestOrder()).toMatchObject({ price: 3900, fee: 200, discount: 3700, amount: 400 });
  });

  it('a coupon for the other payment type is not applied and not used', async () => {
    const before = await usesOf('SUBTEN');
    const res = await teacher.browser.post(
      '/api/payments/process-payment/',
      paymentRequest('SINGLE_PROPLAN1', { coupon_code: 'SUBTEN' }),
    );
    expect(res.statusCode).toBe(200);
    expect(sentAmount()).toBe(629);
    expect(await latestOrder()).toMatchObject({ discount: 0, couponId: null, couponCode: null });
    expect(await usesOf('SUBTEN')).toBe(before);
  });

  it('PayPal refuses a coupon on a subscription, but not one that does not apply to it', async () => {
    const refused = await teacher.browser.post(
      '/api/payments/process-payment/',
      paymentRequest('PROPLAN1', { provider: 'PAYPAL', payment_option: undefined, coupon_code: 'SUBTEN' }),
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      provider: [PRICING_HINTS.paypalNoSubscriptionCoupon],
      codes: { provider: ['payments.hints.paypalNoSubscriptionCoupon'] },
    });
    const other = await teacher.browser.post(
      '/api/payments/process-payment/',
      paymentRequest('PROPLAN1', { provider: 'PAYPAL', payment_option: undefined, coupon_code: 'TWO' }),
    );
    // Not refused for the coupon: this server simply has no PayPal.
    expect(other.json()).toEqual({
      provider: ['PayPal is not available on this server.'],
      codes: { provider: ['payments.providerUnavailable'] },
    });
  });

  it('an expired, used-up or unknown coupon refuses the payment and records nothing', async () => {
    const before = (await shop.ctx.database.db.select({ n: count() }).from(orders))[0]!.n;
    for (const [code, message] of [
      ['OLD', COUPON_MESSAGES.expired],
      ['GONE', COUPON_MESSAGES.usedUp],
      ['NOPE', COUPON_MESSAGES.invalid],
      ['no way', COUPON_MESSAGES.invalid],
    ] as const) {
      const res = await teacher.browser.post(
        '/api/payments/process-payment/',
        paymentRequest('SINGLE_PROPLAN1', { coupon_code: code }),
      );
      expect({ code, status: res.statusCode, body: res.json() }).toEqual({
        code,
        status: 400,
        body: { coupon_code: [message], codes: { coupon_code: [CODE_OF[message]] } },
      });
    }
    expect((await shop.ctx.database.db.select({ n: count() }).from(orders))[0]!.n).toBe(before);
  });

  it('a coupon stops working once expired', async () => {
    const now = shop.ctx.clock.now();
    await createCoupon(
      shop.ctx.database.db,
      { code: 'TODAY', value: 'SUB1', scope: 'BOTH', expiresAt: new Date(now.getTime() + DAY), maxUses: null },
      now,
    );
    expect((await teacher.browser.get('/api/payments/check-coupon/TODAY/')).statusCode).toBe(200);
    shop.ctx.clock.advance(DAY);
    await teacher.browser.logIn(teacher.username, teacher.password);
    const res = await teacher.browser.get('/api/payments/check-coupon/TODAY/');
    expect(res.json()).toEqual({ code: [COUPON_MESSAGES.expired], codes: { code: ['payments.coupon.expired'] } });
  });
});

describe('a one-use coupon raced by 20 parallel payments', () => {
  it('is used by exactly one; the others are refused and record nothing', async () => {
    const now = shop.ctx.clock.now();
    const coupon = await createCoupon(
      shop.ctx.database.db,
      { code: 'ONCE', value: 'MULT0.5', scope: 'BOTH', expiresAt: null, maxUses: 1 },
      now,
    );
    const buyers = await Promise.all(
      Array.from({ length: 4 }, (_, i) => basicTeacher(shop.ctx, { logIn: `10.79.0.${i + 1}` })),
    );
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        buyers[i % 4]!.browser.post(
          '/api/payments/process-payment/',
          paymentRequest('SINGLE_PREMIUMPLAN1', { coupon_code: 'ONCE' }),
        ),
      ),
    );
    const statuses = answers.map((a) => a.statusCode).sort();
    expect(statuses).toEqual([200, ...Array(19).fill(400)]);
    for (const refused of answers.filter((a) => a.statusCode === 400)) {
      expect(refused.json()).toEqual({
        coupon_code: [COUPON_MESSAGES.usedUp],
        codes: { coupon_code: ['payments.coupon.usedUp'] },
      });
    }
    expect(await usesOf('ONCE')).toBe(1);
    const holding = await shop.ctx.database.db.select().from(orders).where(eq(orders.couponId, coupon.id));
    expect(holding).toHaveLength(1);
    expect(holding[0]).toMatchObject({ discount: 500, amount: 529, status: 'pending' });
  });

  it('is given back when the checkout expires unpaid, and can then be used again', async () => {
    const [holder] = await shop.ctx.database.db
      .select()
      .from(orders)
      .where(eq(orders.couponCode, 'ONCE'))
      .orderBy(desc(orders.id));
    const res = await postStripeEvent(shop, shop.stripe.expireCheckout(holder!.checkoutRef!));
    expect(res.statusCode).toBe(200);
    expect((await shop.ctx.database.db.select().from(orders).where(eq(orders.id, holder!.id)))[0]).toMatchObject({
      status: 'cancelled',
      note: 'checkout expired',
    });
    expect(await usesOf('ONCE')).toBe(0);
    const again = await teacher.browser.post(
      '/api/payments/process-payment/',
      paymentRequest('SINGLE_PREMIUMPLAN1', { coupon_code: 'ONCE' }),
    );
    expect(again.statusCode).toBe(200);
    expect(await usesOf('ONCE')).toBe(1);
    expect(sessionIdOf(again.json().url)).toMatch(/^cs_test_/);
    const held = await shop.ctx.database.db.select().from(orders).where(isNotNull(orders.couponId));
    expect(held.filter((o) => o.couponCode === 'ONCE' && o.status === 'pending')).toHaveLength(1);
  });
});
