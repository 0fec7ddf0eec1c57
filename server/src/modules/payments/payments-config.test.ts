import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { orders } from '../../db/schema';
import { basicTeacher } from '../../test/factories';
import { startTestApp, type TestContext } from '../../test/harness';
import { openShop, paymentRequest, type Shop } from '../../test/payments';
import { NO_PAYMENTS_MESSAGE } from './checkout';

describe('without any payment provider (the embedded default)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await startTestApp();
  });
  afterAll(async () => ctx?.close());

  it('GET /api/payments/config/ says this server takes no payments', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/payments/config/' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      stripe: false,
      paypal: false,
      paypal_client_id: null,
      alipay: false,
      billing_email: 'billing@playwords.app',
      paypal_sdk_origin: null,
    });
  });

  it('process-payment answers 503 saying so and how the operator grants plans; nothing is recorded', async () => {
    const teacher = await basicTeacher(ctx, { logIn: true });
    for (const body of [
      paymentRequest('SINGLE_PROPLAN1'),
      paymentRequest('PROPLAN1', { provider: 'PAYPAL', payment_option: undefined }),
    ]) {
      const res = await teacher.browser.post('/api/payments/process-payment/', body);
      expect(res.statusCode).toBe(503);
      // A 503 carries codes too; this one is the operator's how-to, English only (no code).
      expect(res.json()).toEqual({ detail: NO_PAYMENTS_MESSAGE, codes: { detail: [null] } });
    }
    expect(NO_PAYMENTS_MESSAGE).toContain('npm run admin -- grant-licence');
    expect((await ctx.database.db.select({ n: count() }).from(orders))[0]!.n).toBe(0);
  });

  it('has no webhook to post to', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/payments/webhooks/stripe/',
      payload: '{"id":"evt_1"}',
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=00' },
    });
    expect(res.statusCode).toBe(404);
  });
});

describe('with Stripe configured', () => {
  let shop: Shop;
  beforeAll(async () => {
    shop = await openShop({ ALIPAY_ENABLED: 'true', BILLING_EMAIL: 'accounts@school.example' });
  });
  afterAll(async () => shop?.close());

  it('GET /api/payments/config/ names what it takes and the billing contact', async () => {
    const res = await shop.ctx.app.inject({ method: 'GET', url: '/api/payments/config/' });
    expect(res.json()).toEqual({
      stripe: true,
      paypal: false,
      paypal_client_id: null,
      alipay: true,
      billing_email: 'accounts@school.example',
      paypal_sdk_origin: null,
    });
  });
});

describe('the payment settings', () => {
  const stripe = { STRIPE_SECRET_KEY: 'sk_test_abc', STRIPE_WEBHOOK_SECRET: 'whsec_abc' };
  const paypal = { PAYPAL_CLIENT_ID: 'id', PAYPAL_CLIENT_SECRET: 'secret', PAYPAL_WEBHOOK_ID: 'WH-1' };

  it('default to no provider, AliPay off and the product billing address', () => {
    expect(loadConfig({}).payments).toEqual({
      stripe: undefined,
      paypal: undefined,
      alipayEnabled: false,
      billingEmail: 'billing@playwords.app',
    });
  });

  it('read Stripe, PayPal (sandbox unless live; its address by environment unless PAYPAL_API_BASE) and the rest', () => {
    const config = loadConfig({
      ...stripe,
      STRIPE_API_BASE: 'http://127.0.0.1:12111/',
      ...paypal,
      PAYPAL_ENV: 'live',
      ALIPAY_ENABLED: 'true',
      BILLING_EMAIL: 'pay@school.example',
    });
    expect(config.payments).toEqual({
      stripe: { secretKey: 'sk_test_abc', webhookSecret: 'whsec_abc', apiBase: 'http://127.0.0.1:12111' },
      paypal: {
        clientId: 'id',
        clientSecret: 'secret',
        webhookId: 'WH-1',
        env: 'live',
        apiBase: 'https://api-m.paypal.com',
        apiBaseOverridden: false,
      },
      alipayEnabled: true,
      billingEmail: 'pay@school.example',
    });
    expect(loadConfig({ ...paypal, PAYPAL_API_BASE: 'http://127.0.0.1:4020' }).payments.paypal).toMatchObject({
      env: 'sandbox',
      apiBase: 'http://127.0.0.1:4020',
      apiBaseOverridden: true,
    });
    expect(loadConfig({ ...paypal, PAYPAL_ENV: '' }).payments.paypal?.apiBase).toBe('https://api-m.sandbox.paypal.com');
  });

  it('offer AliPay only with Stripe, which carries it', () => {
    expect(loadConfig({ ALIPAY_ENABLED: 'true' }).payments.alipayEnabled).toBe(false);
  });

  it('refuse half a provider and malformed values, naming each key', () => {
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'sk_test_abc' })).toThrow(
      /STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET: set both or neither/,
    );
    expect(() => loadConfig({ PAYPAL_CLIENT_ID: 'id', PAYPAL_CLIENT_SECRET: 'x' })).toThrow(
      /PAYPAL_CLIENT_ID, PAYPAL_CLIENT_SECRET, PAYPAL_WEBHOOK_ID: set all three or none/,
    );
    expect(() => loadConfig({ ...stripe, STRIPE_SECRET_KEY: 'pk_live_abc' })).toThrow(/STRIPE_SECRET_KEY: Expected/);
    expect(() => loadConfig({ ...stripe, STRIPE_WEBHOOK_SECRET: 'abc' })).toThrow(/STRIPE_WEBHOOK_SECRET: Expected/);
    expect(() => loadConfig({ ...stripe, STRIPE_API_BASE: 'http://127.0.0.1:1/v1' })).toThrow(
      /STRIPE_API_BASE: Expected an origin/,
    );
    expect(() => loadConfig({ PAYPAL_ENV: 'production' })).toThrow(/PAYPAL_ENV: Expected sandbox or live/);
    expect(() => loadConfig({ ALIPAY_ENABLED: 'yes' })).toThrow(/ALIPAY_ENABLED/);
    expect(() => loadConfig({ BILLING_EMAIL: 'billing' })).toThrow(/BILLING_EMAIL: Expected an e-mail address/);
  });
});
