import { count, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorDetail, PRICING_HINTS } from '@playwords/common';
import { orders } from '../../db/schema';
import { basicTeacher, type SignedInMember } from '../../test/factories';
import { Browser } from '../../test/harness';
import { findOrder, openShop, paymentRequest, sessionIdOf, type Shop } from '../../test/payments';

let shop: Shop;
let teacher: SignedInMember;

beforeAll(async () => {
  shop = await openShop({ ALIPAY_ENABLED: 'true', PUBLIC_URL: 'https://words.school.example' });
  teacher = await basicTeacher(shop.ctx, { logIn: true });
});
afterAll(async () => shop?.close());

const SESSIONS = '/v1/checkout/sessions';
const lastSessionRequest = () => shop.stripe.requestsTo('POST', SESSIONS).at(-1)!;
const orderCount = async () => (await shop.ctx.database.db.select({ n: count() }).from(orders))[0]!.n;

/**
 * Accounts §9 by hand, not from the table the server uses: each plan code and what it charges (the plan's price,
 * plus the Single Purchase Fee of 30 cents or 2 yuan for a one-time payment).
 */
const CHARGES: Array<[code: string, total: number]> = [
  ['PROPLAN1', 599],
  ['PROPLAN3', 1649],
  ['PROPLAN6', 2999],
  ['PREMIUMPLAN1', 999],
  ['PREMIUMPLAN3', 2699],
  ['PREMIUMPLAN6', 4999],
  ['SINGLE_PROPLAN1', 629],
  ['SINGLE_PROPLAN3', 1679],
  ['SINGLE_PROPLAN6', 3029],
  ['SINGLE_PREMIUMPLAN1', 1029],
  ['SINGLE_PREMIUMPLAN3', 2729],
  ['SINGLE_PREMIUMPLAN6', 5029],
  ['PROPLAN1_CNY', 3900],
  ['PROPLAN3_CNY', 10600],
  ['PROPLAN6_CNY', 19500],
  ['PREMIUMPLAN1_CNY', 6600],
  ['PREMIUMPLAN3_CNY', 18100],
  ['PREMIUMPLAN6_CNY', 33000],
  ['SINGLE_PROPLAN1_CNY', 4100],
  ['SINGLE_PROPLAN3_CNY', 10800],
  ['SINGLE_PROPLAN6_CNY', 19700],
  ['SINGLE_PREMIUMPLAN1_CNY', 6800],
  ['SINGLE_PREMIUMPLAN3_CNY', 18300],
  ['SINGLE_PREMIUMPLAN6_CNY', 33200],
];

describe('POST /api/payments/process-payment/ by card through Stripe', () => {
  it('covers 2 plans × 3 durations × 2 payment types × 2 currencies', () => {
    expect(new Set(CHARGES.map(([code]) => code)).size).toBe(24);
  });

  it("opens Stripe's page in the teacher's language: English, or Chinese once her account says 中文", async () => {
    expect((await teacher.browser.post('/api/payments/process-payment/', paymentRequest('PROPLAN1'))).statusCode).toBe(
      200,
    );
    expect(lastSessionRequest().body.locale).toBe('en');
    const patched = await teacher.browser.patch(`/api/users/${teacher.id}/`, { language: 'zh-CN' });
    expect(patched.statusCode).toBe(200);
    expect(
      (await teacher.browser.post('/api/payments/process-payment/', paymentRequest('PROPLAN1_CNY'))).statusCode,
    ).toBe(200);
    expect(lastSessionRequest().body.locale).toBe('zh');
    expect((await teacher.browser.patch(`/api/users/${teacher.id}/`, { language: 'en' })).statusCode).toBe(200);
  });

  it.each(CHARGES)('%s: Stripe is asked for exactly %i and the browser gets its Checkout page', async (code, total) => {
    const res = await teacher.browser.post('/api/payments/process-payment/', paymentRequest(code));
    expect(res.statusCode).toBe(200);
    const { url } = res.json() as { url: string };
    expect(Object.keys(res.json())).toEqual(['url']);
    expect(url).toMatch(new RegExp(`^${shop.stripe.url}/checkout/cs_test_\\w+$`));

    const months = Number(/PLAN(\d)/.exec(code)![1]);
    const subscription = !code.startsWith('SINGLE_');
    const currency = code.endsWith('_CNY') ? 'cny' : 'usd';
    const [order] = await shop.ctx.database.db.select().from(orders).orderBy(desc(orders.id)).limit(1);
    const sent = lastSessionRequest().body;
    expect(sent).toMatchObject({
      mode: subscription ? 'subscription' : 'payment',
      allowed_payment_method_types: ['card'],
      client_reference_id: String(order!.id),
      metadata: { order_id: String(order!.id), plan_code: code },
      customer_email: teacher.email,
      success_url: 'https://words.school.example/success?session_id={CHECKOUT_SESSION_ID}',
      cancel_url: 'https://words.school.example/plans',
    });
    expect(sent.line_items).toEqual([
      {
        quantity: '1',
        price_data: {
          currency,
          unit_amount: String(total),
          product_data: { name: expect.stringContaining(subscription ? '(subscription)' : '(one-time)') },
          ...(subscription ? { recurring: { interval: 'month', interval_count: String(months) } } : {}),
        },
      },
    ]);
    expect(sent[subscription ? 'subscription_data' : 'payment_intent_data']).toEqual({
      metadata: { order_id: String(order!.id), plan_code: code },
    });
    expect(order).toMatchObject({
      userId: teacher.id,
      planCode: code,
      months,
      payment: subscription ? 'SUB' : 'SINGLE',
      currency: currency.toUpperCase(),
      amount: total,
      fee: subscription ? 0 : currency === 'usd' ? 30 : 200,
      discount: 0,
      couponId: null,
      provider: 'STRIPE',
      paymentOption: 'card',
      checkoutRef: sessionIdOf(url),
      status: 'pending',
      licenceId: null,
    });
  });

  it('WeChat Pay and AliPay pay one-time orders in yuan, WeChat Pay as a web client', async () => {
    const wechat = await teacher.browser.post(
      '/api/payments/process-payment/',
      paymentRequest('SINGLE_PROPLAN1_CNY', { payment_option: 'wechat' }),
    );
    expect(wechat.statusCode).toBe(200);
    expect(lastSessionRequest().body).toMatchObject({
      mode: 'payment',
      allowed_payment_method_types: ['wechat_pay'],
      payment_method_options: { wechat_pay: { client: 'web' } },
    });
    const alipay = await teacher.browser.post(
      '/api/payments/process-payment/',
      paymentRequest('SINGLE_PREMIUMPLAN6_CNY', { payment_option: 'alipay' }),
    );
    expect(alipay.statusCode).toBe(200);
    const sent = lastSessionRequest().body;
    expect(sent).toMatchObject({ mode: 'payment', allowed_payment_method_types: ['alipay'] });
    expect(sent).not.toHaveProperty('payment_method_options');
    expect((await findOrder(shop.ctx, Number((sent.metadata as { order_id: string }).order_id)))!.paymentOption).toBe(
      'alipay',
    );
  });

  it('ignores any amount the request adds: the price comes from the table only', async () => {
    const before = shop.stripe.requestsTo('POST', SESSIONS).length;
    const res = await teacher.browser.post(
      '/api/payments/process-payment/',
      paymentRequest('SINGLE_PREMIUMPLAN3', { price: 1, amount: 1, total: 1, unit_amount: 1, discount: 2699, fee: 0 }),
    );
    expect(res.statusCode).toBe(200);
    expect(shop.stripe.requestsTo('POST', SESSIONS).length).toBe(before + 1);
    expect((lastSessionRequest().body.line_items as Array<{ price_data: unknown }>)[0]!.price_data).toMatchObject({
      unit_amount: '2729',
    });
  });
});

describe('process-payment refuses what the spec forbids, with its hint, and records nothing', () => {
  const refusals: Array<[what: string, body: Record<string, unknown>, status: number, answer: unknown]> = [
    [
      'PayPal in yuan',
      paymentRequest('SINGLE_PROPLAN1_CNY', { provider: 'PAYPAL', payment_option: undefined }),
      400,
      { provider: [PRICING_HINTS.paypalNoRmb], codes: { provider: ['payments.hints.paypalNoRmb'] } },
    ],
    [
      'WeChat Pay for a subscription',
      paymentRequest('PROPLAN1_CNY', { payment_option: 'wechat' }),
      400,
      {
        payment_option: [PRICING_HINTS.wechatAlipayOnly],
        codes: { payment_option: ['payments.hints.wechatAlipayOnly'] },
      },
    ],
    [
      'WeChat Pay in dollars',
      paymentRequest('SINGLE_PROPLAN1', { payment_option: 'wechat' }),
      400,
      {
        payment_option: [PRICING_HINTS.wechatAlipayOnly],
        codes: { payment_option: ['payments.hints.wechatAlipayOnly'] },
      },
    ],
    [
      'AliPay for a subscription',
      paymentRequest('PREMIUMPLAN3_CNY', { payment_option: 'alipay' }),
      400,
      {
        payment_option: [PRICING_HINTS.wechatAlipayOnly],
        codes: { payment_option: ['payments.hints.wechatAlipayOnly'] },
      },
    ],
    [
      'AliPay in dollars',
      paymentRequest('SINGLE_PREMIUMPLAN3', { payment_option: 'alipay' }),
      400,
      {
        payment_option: [PRICING_HINTS.wechatAlipayOnly],
        codes: { payment_option: ['payments.hints.wechatAlipayOnly'] },
      },
    ],
    [
      'an unknown plan code',
      paymentRequest('PROPLAN2'),
      400,
      { plan_selected: ['This is not a plan.'], codes: { plan_selected: ['payments.notAPlan'] } },
    ],
    [
      'a Basic "plan"',
      paymentRequest('BASICPLAN1'),
      400,
      { plan_selected: ['This is not a plan.'], codes: { plan_selected: ['payments.notAPlan'] } },
    ],
    [
      'a plan code in another currency',
      paymentRequest('SINGLE_PROPLAN1', { currency: 'CNY' }),
      400,
      { currency: ['The currency does not match the plan.'], codes: { currency: ['payments.currencyMismatch'] } },
    ],
    [
      'a plan code of another payment type',
      paymentRequest('SINGLE_PROPLAN1', { payment: 'SUB' }),
      400,
      { payment: ['The payment type does not match the plan.'], codes: { payment: ['payments.paymentMismatch'] } },
    ],
    [
      'PayPal when this server has only Stripe',
      paymentRequest('SINGLE_PROPLAN1', { provider: 'PAYPAL', payment_option: undefined }),
      400,
      { provider: ['PayPal is not available on this server.'], codes: { provider: ['payments.providerUnavailable'] } },
    ],
  ];

  it.each(refusals)('%s', async (_what, body, status, answer) => {
    const ordersBefore = await orderCount();
    const callsBefore = shop.stripe.requests.length;
    const res = await teacher.browser.post('/api/payments/process-payment/', body);
    expect(res.statusCode).toBe(status);
    expect(res.json()).toEqual(answer);
    expect(await orderCount()).toBe(ordersBefore);
    expect(shop.stripe.requests.length).toBe(callsBefore);
  });

  it('answers 403 signed out or without the CSRF token', async () => {
    const signedOut = await new Browser(shop.ctx.app).post(
      '/api/payments/process-payment/',
      paymentRequest('PROPLAN1'),
    );
    expect(signedOut.statusCode).toBe(403);
    expect(signedOut.json()).toEqual({ detail: ErrorDetail.notAuthenticated, codes: { detail: ['notAuthenticated'] } });
    const noToken = await teacher.browser.post('/api/payments/process-payment/', paymentRequest('PROPLAN1'), {
      csrf: false,
    });
    expect(noToken.statusCode).toBe(403);
    expect(noToken.json()).toEqual({ detail: ErrorDetail.csrfMissing, codes: { detail: ['csrfMissing'] } });
  });
});

describe('when Stripe fails', () => {
  it('answers 502 saying nothing was charged, and keeps the order as failed with the reason', async () => {
    shop.stripe.failures.set('POST /v1/checkout/sessions', 400);
    try {
      const res = await teacher.browser.post('/api/payments/process-payment/', paymentRequest('PROPLAN3'));
      expect(res.statusCode).toBe(502);
      expect(res.json()).toEqual({
        detail: 'Stripe could not start the payment just now. Nothing was charged; please try again in a moment.',
      });
      const [order] = await shop.ctx.database.db.select().from(orders).orderBy(desc(orders.id)).limit(1);
      expect(order).toMatchObject({ planCode: 'PROPLAN3', status: 'failed', checkoutRef: null });
      expect(order!.note).toContain('The fake Stripe was told to fail here.');
    } finally {
      shop.stripe.failures.clear();
    }
  });
});

describe('AliPay is offered only with ALIPAY_ENABLED', () => {
  let other: Shop;
  beforeAll(async () => {
    other = await openShop();
  });
  afterAll(async () => other?.close());

  it('refuses AliPay and still takes WeChat Pay', async () => {
    const buyer = await basicTeacher(other.ctx, { logIn: true });
    const alipay = await buyer.browser.post(
      '/api/payments/process-payment/',
      paymentRequest('SINGLE_PROPLAN1_CNY', { payment_option: 'alipay' }),
    );
    expect(alipay.statusCode).toBe(400);
    expect(alipay.json()).toEqual({
      payment_option: ['AliPay is not available on this server.'],
      codes: { payment_option: ['payments.alipayUnavailable'] },
    });
    const wechatSub = await buyer.browser.post(
      '/api/payments/process-payment/',
      paymentRequest('PROPLAN1_CNY', { payment_option: 'wechat' }),
    );
    expect(wechatSub.json()).toEqual({
      payment_option: [PRICING_HINTS.wechatOnly],
      codes: { payment_option: ['payments.hints.wechatOnly'] },
    });
    const wechat = await buyer.browser.post(
      '/api/payments/process-payment/',
      paymentRequest('SINGLE_PROPLAN1_CNY', { payment_option: 'wechat' }),
    );
    expect(wechat.statusCode).toBe(200);
    const rows = await other.ctx.database.db.select().from(orders).where(eq(orders.userId, buyer.id));
    expect(rows.map((o) => o.paymentOption)).toEqual(['wechat']);
  });
});
