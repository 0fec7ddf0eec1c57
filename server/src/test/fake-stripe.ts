/**
 * A local fake of the Stripe API endpoints the Stripe provider calls, so tests run the official SDK (pointed here by
 * `STRIPE_API_BASE`) without the network: Checkout Sessions (create, retrieve), subscriptions (retrieve, update),
 * invoices (retrieve, list by subscription), invoice payments (list by payment or invoice) and refunds (create: of a
 * payment this fake made, at most what is left of it, replayed for a repeated idempotency key; kept in `refunds`). It checks the API key and what Stripe itself would refuse (a
 * missing mode or line item, a recurring price in payment mode, an amount under Stripe's minimum, WeChat Pay without
 * its client), and records every request with its form body decoded.
 *
 * What Stripe does on its side (the payer pays, a period is billed or fails, a subscription ends, a refund) is a
 * method here that changes the fake's state and answers the event Stripe would send; `signed` gives that event's body
 * and `Stripe-Signature` header (the SDK's own `webhooks.generateTestHeaderString`) for `app.inject`, `deliver` posts
 * it to the webhook URL.
 *
 * It also serves a hosted checkout page, `GET /checkout/{session id}`, with a Pay button: paying delivers
 * `checkout.session.completed` to the webhook URL and redirects to the session's success URL (a browser test's
 * Stripe). Standalone: `npx tsx server/src/test/fake-stripe.ts [--port 4010] [--webhook-url URL]` prints one JSON
 * line with its url, secret key and webhook secret (the server's STRIPE_API_BASE, STRIPE_SECRET_KEY and
 * STRIPE_WEBHOOK_SECRET), or call `startFakeStripe` from a script.
 */
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pathToFileURL } from 'node:url';
import Stripe from 'stripe';

type Json = Record<string, unknown>;

export const FAKE_STRIPE_SECRET_KEY = 'sk_test_fake_stripe_for_playwords';
export const FAKE_STRIPE_WEBHOOK_SECRET = 'whsec_fake_stripe_for_playwords';

/** Stripe's smallest charge per currency (minor units) that the fake enforces like Stripe does. */
const MINIMUM_AMOUNT: Record<string, number> = { usd: 50, cny: 400 };

export interface FakeStripeOptions {
  /** The port to listen on (default: any free one), on 127.0.0.1. */
  port?: number;
  /** The API key calls must carry (default FAKE_STRIPE_SECRET_KEY). */
  secretKey?: string;
  /** The secret events are signed with (default FAKE_STRIPE_WEBHOOK_SECRET). */
  webhookSecret?: string;
  /** Where the hosted checkout page delivers `checkout.session.completed` (and `deliver` posts by default). */
  webhookUrl?: string;
  /** Milliseconds now, for the events' `created` and their signatures (default: the system clock). */
  now?: () => number;
}

export interface RecordedStripeRequest {
  method: string;
  /** The path without its query. */
  path: string;
  /** The query, decoded like the body. */
  query: Json;
  /** The form body decoded into nested objects and lists (`line_items[0][price_data][currency]`). */
  body: Json;
  idempotencyKey: string | null;
}

export interface FakeSession extends Json {
  id: string;
  mode: 'payment' | 'subscription';
  status: 'open' | 'complete' | 'expired';
  payment_status: 'paid' | 'unpaid';
  amount_total: number;
  currency: string;
  metadata: Record<string, string>;
  client_reference_id: string | null;
  success_url: string;
  cancel_url: string | null;
  url: string;
  subscription: string | null;
  payment_intent: string | null;
  invoice: string | null;
}

export interface FakeSubscription extends Json {
  id: string;
  status: 'active' | 'canceled';
  cancel_at_period_end: boolean;
  metadata: Record<string, string>;
  amount: number;
  currency: string;
  interval_count: number;
}

/** A payment (PaymentIntent) this fake made, and what was refunded of it. */
export interface FakePayment {
  id: string;
  amount: number;
  currency: string;
  refunded: number;
}

/** A refund made through the API. */
export interface FakeRefund {
  id: string;
  payment_intent: string;
  amount: number;
  currency: string;
  metadata: Record<string, string>;
  reason: string | null;
}

interface FakeInvoice extends Json {
  id: string;
  subscription: string;
  payment_intent: string | null;
}

/** A form body as the SDK encodes it (`a[b][0][c]=v`), decoded into nested objects; numeric keys make lists. */
export function decodeStripeForm(text: string): Json {
  const root: Json = {};
  for (const [key, value] of new URLSearchParams(text)) {
    const path = key.replace(/\]/g, '').split('[');
    let at: Json | unknown[] = root;
    path.forEach((segment, index) => {
      const last = index === path.length - 1;
      const container = at as Record<string, unknown>;
      if (last) {
        container[segment] = value;
        return;
      }
      const nextIsIndex = /^\d+$/.test(path[index + 1]!);
      container[segment] ??= nextIsIndex ? [] : {};
      at = container[segment] as Json;
    });
  }
  return root;
}

class StripeApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code: string | null = null,
    readonly param: string | null = null,
  ) {
    super(message);
  }
}

const list = (value: unknown): Json[] => (Array.isArray(value) ? (value as Json[]) : []);
const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);

export class FakeStripe {
  readonly requests: RecordedStripeRequest[] = [];
  readonly sessions = new Map<string, FakeSession>();
  readonly subscriptions = new Map<string, FakeSubscription>();
  readonly invoices = new Map<string, FakeInvoice>();
  readonly payments = new Map<string, FakePayment>();
  readonly refunds: FakeRefund[] = [];
  /** Refunds by the idempotency key that made them (Stripe answers a repeated key with the first refund). */
  private readonly refundsByKey = new Map<string, FakeRefund>();
  /** Status codes the fake answers instead, by route (`POST /v1/checkout/sessions`, `POST /v1/subscriptions/:id`). */
  readonly failures = new Map<string, number>();
  readonly secretKey: string;
  readonly webhookSecret: string;
  webhookUrl: string | undefined;
  private readonly now: () => number;
  private server: Server | undefined;
  url = '';

  constructor(private readonly options: FakeStripeOptions = {}) {
    this.secretKey = options.secretKey ?? FAKE_STRIPE_SECRET_KEY;
    this.webhookSecret = options.webhookSecret ?? FAKE_STRIPE_WEBHOOK_SECRET;
    this.webhookUrl = options.webhookUrl;
    this.now = options.now ?? Date.now;
  }

  /** What our server's configuration needs to use this fake. */
  get env(): Record<'STRIPE_SECRET_KEY' | 'STRIPE_WEBHOOK_SECRET' | 'STRIPE_API_BASE', string> {
    return { STRIPE_SECRET_KEY: this.secretKey, STRIPE_WEBHOOK_SECRET: this.webhookSecret, STRIPE_API_BASE: this.url };
  }

  async start(): Promise<this> {
    this.server = createServer((request, response) => void this.handle(request, response));
    await new Promise<void>((resolve) => this.server!.listen(this.options.port ?? 0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this;
  }

  async close(): Promise<void> {
    if (!this.server) return;
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server!.close(() => resolve()));
  }

  /** The requests to one route (`POST /v1/checkout/sessions`). */
  requestsTo(method: string, path: string): RecordedStripeRequest[] {
    return this.requests.filter((r) => r.method === method && r.path === path);
  }

  // ---- What Stripe does on its side: each answers the event Stripe would send ----------------------------------

  /** The payer paid the session: a PaymentIntent (payment mode) or a subscription with its first invoice. */
  payCheckout(sessionId: string): Stripe.Event {
    const session = this.sessions.get(sessionId);
    if (!session) throw new Error(`no session ${sessionId}`);
    session.status = 'complete';
    session.payment_status = 'paid';
    if (session.mode === 'subscription') {
      const line = (session.line_items as Json[])[0]!;
      const price = line.price_data as Json;
      const subscription: FakeSubscription = {
        id: newId('sub'),
        object: 'subscription',
        status: 'active',
        cancel_at_period_end: false,
        metadata: ((session.subscription_data as Json | undefined)?.metadata ?? {}) as Record<string, string>,
        amount: session.amount_total,
        currency: session.currency,
        interval_count: Number((price.recurring as Json).interval_count),
      };
      this.subscriptions.set(subscription.id, subscription);
      session.subscription = subscription.id;
      session.invoice = this.newInvoice(subscription, 'subscription_create').id;
    } else {
      session.payment_intent = this.newPayment(session.amount_total, session.currency).id;
    }
    return this.event('checkout.session.completed', this.sessionObject(session));
  }

  /** The session expired unpaid. */
  expireCheckout(sessionId: string): Stripe.Event {
    const session = this.sessions.get(sessionId)!;
    session.status = 'expired';
    return this.event('checkout.session.expired', this.sessionObject(session));
  }

  /** A subscription's next period was billed and paid (`invoice.paid`, or `invoice.payment_succeeded`). */
  renew(
    subscriptionId: string,
    options: { type?: 'invoice.paid' | 'invoice.payment_succeeded'; amount?: number; invoiceId?: string } = {},
  ): Stripe.Event {
    const subscription = this.subscriptions.get(subscriptionId)!;
    const invoice = options.invoiceId
      ? this.invoices.get(options.invoiceId)!
      : this.newInvoice(subscription, 'subscription_cycle');
    const object = this.invoiceObject(invoice, subscription, 'subscription_cycle', options.amount);
    return this.event(options.type ?? 'invoice.paid', object);
  }

  /** A renewal's payment failed. */
  failRenewal(subscriptionId: string): Stripe.Event {
    const subscription = this.subscriptions.get(subscriptionId)!;
    const invoice = this.newInvoice(subscription, 'subscription_cycle', false);
    return this.event('invoice.payment_failed', this.invoiceObject(invoice, subscription, 'subscription_cycle'));
  }

  /** The subscription ended at Stripe (cancelled there, or after failed renewals). */
  endSubscription(subscriptionId: string): Stripe.Event {
    const subscription = this.subscriptions.get(subscriptionId)!;
    subscription.status = 'canceled';
    return this.event('customer.subscription.deleted', { ...subscription, object: 'subscription' });
  }

  /** A payment was refunded, wholly (or partly: `amountRefunded` below the amount). */
  refund(
    paymentIntentId: string,
    options: { amount: number; amountRefunded?: number; currency: string },
  ): Stripe.Event {
    const refunded = options.amountRefunded ?? options.amount;
    return this.event('charge.refunded', {
      id: newId('ch'),
      object: 'charge',
      amount: options.amount,
      amount_refunded: refunded,
      currency: options.currency,
      payment_intent: paymentIntentId,
      refunded: refunded >= options.amount,
      metadata: {},
    });
  }

  /**
   * Stripe's `charge.refunded` after refunds made through the API: the charge with all that was refunded of the
   * payment so far (`refunded` once it is all of it).
   */
  refundedEvent(paymentIntentId: string): Stripe.Event {
    const payment = this.payments.get(paymentIntentId);
    if (!payment) throw new Error(`no payment ${paymentIntentId}`);
    return this.refund(paymentIntentId, {
      amount: payment.amount,
      amountRefunded: payment.refunded,
      currency: payment.currency,
    });
  }

  /** The PaymentIntent that paid a subscription's invoice (the first one, or a renewal's). */
  paymentOfInvoice(invoiceId: string): string {
    return this.invoices.get(invoiceId)!.payment_intent!;
  }

  /** A Stripe event around an object. */
  event(type: string, object: Json, id = newId('evt')): Stripe.Event {
    return {
      id,
      object: 'event',
      api_version: Stripe.API_VERSION,
      created: Math.floor(this.now() / 1000),
      data: { object },
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type,
    } as unknown as Stripe.Event;
  }

  /**
   * An event's body and headers as Stripe would post them, signed with the SDK's own test helper: with this fake's
   * secret unless another is given, at `timestamp` (seconds; default: now by the fake's clock).
   */
  signed(event: Stripe.Event, options: { secret?: string; timestamp?: number } = {}) {
    const payload = JSON.stringify(event, null, 2);
    const header = Stripe.webhooks.generateTestHeaderString({
      payload,
      secret: options.secret ?? this.webhookSecret,
      timestamp: options.timestamp ?? Math.floor(this.now() / 1000),
    });
    return { payload, headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': header } };
  }

  /** Posts a signed event to the webhook URL; answers the status and body it got. */
  async deliver(event: Stripe.Event, url = this.webhookUrl): Promise<{ status: number; body: string }> {
    if (!url) throw new Error('the fake Stripe has no webhook URL');
    const { payload, headers } = this.signed(event);
    const response = await fetch(url, { method: 'POST', headers, body: payload });
    return { status: response.status, body: await response.text() };
  }

  // ---- Objects -----------------------------------------------------------------------------------------------

  private newInvoice(subscription: FakeSubscription, reason: string, paid = true): FakeInvoice {
    const invoice: FakeInvoice = {
      id: newId('in'),
      subscription: subscription.id,
      billing_reason: reason,
      payment_intent: paid ? this.newPayment(subscription.amount, subscription.currency).id : null,
    };
    this.invoices.set(invoice.id, invoice);
    return invoice;
  }

  private newPayment(amount: number, currency: string): FakePayment {
    const payment: FakePayment = { id: newId('pi'), amount, currency, refunded: 0 };
    this.payments.set(payment.id, payment);
    return payment;
  }

  /** A refund, refused where Stripe would refuse it: an unknown payment, nothing left, too much. */
  private createRefund(body: Json, idempotencyKey: string | null): Json {
    const earlier = idempotencyKey ? this.refundsByKey.get(idempotencyKey) : undefined;
    if (earlier) return this.refundObject(earlier);
    const paymentIntent = text(body.payment_intent);
    if (!paymentIntent) throw new StripeApiError(400, 'One of charge or payment_intent is required.');
    const payment = this.payments.get(paymentIntent);
    if (!payment) {
      throw new StripeApiError(404, `No such payment_intent: '${paymentIntent}'`, 'resource_missing', 'payment_intent');
    }
    const left = payment.amount - payment.refunded;
    if (left <= 0) {
      throw new StripeApiError(
        400,
        `Charge for ${paymentIntent} has already been refunded.`,
        'charge_already_refunded',
      );
    }
    const amount = body.amount === undefined ? left : Number(body.amount);
    if (!Number.isInteger(amount) || amount <= 0)
      throw new StripeApiError(400, 'Invalid integer: amount', null, 'amount');
    if (amount > left) {
      throw new StripeApiError(
        400,
        `Refund amount (${amount}) is greater than unrefunded amount on charge (${left})`,
        'amount_too_large',
        'amount',
      );
    }
    payment.refunded += amount;
    const refund: FakeRefund = {
      id: newId('re'),
      payment_intent: paymentIntent,
      amount,
      currency: payment.currency,
      metadata: (body.metadata ?? {}) as Record<string, string>,
      reason: text(body.reason),
    };
    this.refunds.push(refund);
    if (idempotencyKey) this.refundsByKey.set(idempotencyKey, refund);
    return this.refundObject(refund);
  }

  private refundObject(refund: FakeRefund): Json {
    return { ...refund, object: 'refund', status: 'succeeded', created: Math.floor(this.now() / 1000) };
  }

  private invoiceObject(invoice: FakeInvoice, subscription: FakeSubscription, reason: string, amount?: number): Json {
    const paid = invoice.payment_intent !== null;
    const due = amount ?? subscription.amount;
    return {
      id: invoice.id,
      object: 'invoice',
      billing_reason: reason,
      amount_due: due,
      amount_paid: paid ? due : 0,
      currency: subscription.currency,
      status: paid ? 'paid' : 'open',
      parent: {
        type: 'subscription_details',
        quote_details: null,
        subscription_details: { subscription: subscription.id, metadata: subscription.metadata },
      },
    };
  }

  private sessionObject(session: FakeSession): Json {
    const { line_items: _lines, ...shown } = session;
    return { ...shown, object: 'checkout.session' };
  }

  // ---- HTTP ----------------------------------------------------------------------------------------------------

  private async handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? '/', this.url);
    const raw = await readBody(request);
    try {
      if (url.pathname.startsWith('/checkout/')) {
        await this.checkoutPage(request.method ?? 'GET', url.pathname, response);
        return;
      }
      const record: RecordedStripeRequest = {
        method: request.method ?? 'GET',
        path: url.pathname,
        query: decodeStripeForm(url.search.slice(1)),
        body: decodeStripeForm(raw),
        idempotencyKey: text(request.headers['idempotency-key']),
      };
      this.requests.push(record);
      if (!this.authorized(request.headers.authorization)) {
        throw new StripeApiError(401, 'Invalid API Key provided.');
      }
      const route = `${record.method} ${record.path.replace(/\/(cs|sub|in|re)_[\w]+$/, '/:id')}`;
      const failure = this.failures.get(route);
      if (failure) throw new StripeApiError(failure, 'The fake Stripe was told to fail here.', 'api_error');
      sendJson(response, 200, this.answer(record));
    } catch (error) {
      if (!(error instanceof StripeApiError)) throw error;
      const type = error.status >= 500 ? 'api_error' : 'invalid_request_error';
      sendJson(response, error.status, {
        error: { type, message: error.message, code: error.code, param: error.param },
      });
    }
  }

  /** The SDK sends `Bearer {key}`; curl's `-u {key}:` sends it as Basic, which Stripe takes too. */
  private authorized(header: string | undefined): boolean {
    if (header === `Bearer ${this.secretKey}`) return true;
    const basic = /^Basic (.+)$/.exec(header ?? '');
    return basic !== null && Buffer.from(basic[1]!, 'base64').toString('utf8') === `${this.secretKey}:`;
  }

  private answer(request: RecordedStripeRequest): Json {
    const { method, path, body } = request;
    if (method === 'POST' && path === '/v1/checkout/sessions') return this.sessionObject(this.createSession(body));
    let match = /^\/v1\/checkout\/sessions\/([\w]+)$/.exec(path);
    if (method === 'GET' && match) return this.sessionObject(this.found(this.sessions, match[1]!, 'checkout.session'));
    match = /^\/v1\/subscriptions\/([\w]+)$/.exec(path);
    if (match) {
      const subscription = this.found(this.subscriptions, match[1]!, 'subscription');
      if (method === 'POST') {
        if (subscription.status === 'canceled') {
          throw new StripeApiError(400, 'A canceled subscription can only update its cancellation_details.');
        }
        if (body.cancel_at_period_end !== undefined) {
          subscription.cancel_at_period_end = body.cancel_at_period_end === 'true';
        }
      }
      return { ...subscription, object: 'subscription' };
    }
    match = /^\/v1\/invoices\/([\w]+)$/.exec(path);
    if (method === 'GET' && match) {
      const invoice = this.found(this.invoices, match[1]!, 'invoice');
      const subscription = this.subscriptions.get(invoice.subscription)!;
      return this.invoiceObject(invoice, subscription, String(invoice.billing_reason));
    }
    if (method === 'POST' && path === '/v1/refunds') return this.createRefund(body, request.idempotencyKey);
    if (method === 'GET' && path === '/v1/invoices') {
      // Newest first, as Stripe lists them.
      const data = [...this.invoices.values()]
        .reverse()
        .filter((i) => !request.query.subscription || i.subscription === request.query.subscription)
        .filter((i) => request.query.status !== 'paid' || i.payment_intent !== null)
        .slice(0, Number(request.query.limit ?? 10))
        .map((i) => this.invoiceObject(i, this.subscriptions.get(i.subscription)!, String(i.billing_reason)));
      return { object: 'list', data, has_more: false, url: '/v1/invoices' };
    }
    if (method === 'GET' && path === '/v1/invoice_payments') {
      const payment = (request.query.payment ?? {}) as Json;
      const data = [...this.invoices.values()]
        .filter((i) => i.payment_intent !== null)
        .filter((i) =>
          request.query.invoice ? i.id === request.query.invoice : i.payment_intent === payment.payment_intent,
        )
        .map((i) => ({
          id: `inpay_${i.id.slice(3)}`,
          object: 'invoice_payment',
          invoice: i.id,
          payment: { type: 'payment_intent', payment_intent: i.payment_intent },
          status: 'paid',
        }));
      return { object: 'list', data, has_more: false, url: '/v1/invoice_payments' };
    }
    throw new StripeApiError(404, `Unrecognized request URL (${method}: ${path}).`);
  }

  private found<T>(map: Map<string, T>, id: string, kind: string): T {
    const value = map.get(id);
    if (!value) throw new StripeApiError(404, `No such ${kind}: '${id}'`, 'resource_missing', 'id');
    return value;
  }

  /** A Checkout Session, refused where Stripe would refuse it. */
  private createSession(body: Json): FakeSession {
    const mode = body.mode;
    if (mode !== 'payment' && mode !== 'subscription')
      throw new StripeApiError(400, 'Missing or bad mode.', null, 'mode');
    const items = list(body.line_items);
    if (items.length === 0) throw new StripeApiError(400, 'line_items is required.', null, 'line_items');
    if (!text(body.success_url)) throw new StripeApiError(400, 'success_url is required.', null, 'success_url');
    let total = 0;
    let currency = '';
    for (const item of items) {
      const price = (item.price_data ?? {}) as Json;
      const amount = Number(price.unit_amount);
      if (!Number.isInteger(amount) || amount < 0) throw new StripeApiError(400, 'Invalid unit_amount.');
      const recurring = price.recurring as Json | undefined;
      if ((mode === 'subscription') !== (recurring !== undefined)) {
        throw new StripeApiError(
          400,
          `A ${mode} session needs ${mode === 'subscription' ? 'a' : 'no'} recurring price.`,
        );
      }
      if (
        recurring &&
        (recurring.interval !== 'month' || !['1', '3', '6'].includes(String(recurring.interval_count)))
      ) {
        throw new StripeApiError(400, 'The fake only bills every 1, 3 or 6 months.');
      }
      currency = String(price.currency);
      total += amount * Number(item.quantity ?? 1);
    }
    if (total < (MINIMUM_AMOUNT[currency] ?? 50)) {
      throw new StripeApiError(400, 'The Checkout Session total amount is below the minimum.', 'amount_too_small');
    }
    const methods = list(body.allowed_payment_method_types) as unknown as string[];
    const options = (body.payment_method_options ?? {}) as Json;
    if (methods.includes('wechat_pay') && (options.wechat_pay as Json | undefined)?.client !== 'web') {
      throw new StripeApiError(400, 'payment_method_options[wechat_pay][client] is required.', null, 'client');
    }
    if (mode === 'subscription' && methods.some((m) => m === 'wechat_pay' || m === 'alipay')) {
      throw new StripeApiError(400, 'WeChat Pay and AliPay cannot pay subscriptions.');
    }
    const id = newId('cs_test');
    const session: FakeSession = {
      ...body,
      id,
      mode,
      status: 'open',
      payment_status: 'unpaid',
      amount_total: total,
      amount_subtotal: total,
      currency,
      metadata: (body.metadata ?? {}) as Record<string, string>,
      client_reference_id: text(body.client_reference_id),
      success_url: String(body.success_url),
      cancel_url: text(body.cancel_url),
      url: `${this.url}/checkout/${id}`,
      subscription: null,
      payment_intent: null,
      invoice: null,
      created: Math.floor(this.now() / 1000),
    };
    this.sessions.set(id, session);
    return session;
  }

  /** The hosted checkout page and its Pay button (what a browser test clicks instead of a card form). */
  private async checkoutPage(method: string, path: string, response: ServerResponse): Promise<void> {
    const match = /^\/checkout\/([\w]+)(\/pay)?$/.exec(path);
    const session = match ? this.sessions.get(match[1]!) : undefined;
    if (!session) return sendHtml(response, 404, '<h1>No such checkout</h1>');
    if (method === 'GET' && !match![2]) {
      const line = (session.line_items as Json[] | undefined)?.[0]?.price_data as Json | undefined;
      const name = escapeHtml(String((line?.product_data as Json | undefined)?.name ?? 'Order'));
      const amount = `${(session.amount_total / 100).toFixed(2)} ${session.currency.toUpperCase()}`;
      return sendHtml(
        response,
        200,
        `<h1>Fake Stripe Checkout</h1><p id="product">${name}</p><p id="amount">${amount}</p>` +
          (session.status === 'open'
            ? `<form method="post" action="/checkout/${session.id}/pay"><button type="submit">Pay</button></form>`
            : `<p>This checkout is ${session.status}.</p>`) +
          (session.cancel_url ? `<a href="${escapeHtml(session.cancel_url)}">Cancel</a>` : ''),
      );
    }
    if (method !== 'POST' || !match![2]) return sendHtml(response, 405, '<h1>Method not allowed</h1>');
    if (session.status !== 'open') return sendHtml(response, 409, `<h1>This checkout is ${session.status}</h1>`);
    const event = this.payCheckout(session.id);
    if (this.webhookUrl) {
      const delivered = await this.deliver(event);
      if (delivered.status >= 300) {
        return sendHtml(response, 502, `<h1>Webhook delivery failed: ${delivered.status}</h1>`);
      }
    }
    response.writeHead(303, { location: session.success_url.replace('{CHECKOUT_SESSION_ID}', session.id) });
    response.end();
  }
}

/** Starts a fake Stripe (what a browser test's serve script calls). */
export function startFakeStripe(options: FakeStripeOptions = {}): Promise<FakeStripe> {
  return new FakeStripe(options).start();
}

function newId(prefix: string): string {
  return `${prefix}_${randomBytes(12).toString('hex')}`;
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

function sendJson(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json', 'request-id': newId('req') });
  response.end(JSON.stringify(body));
}

function sendHtml(response: ServerResponse, status: number, body: string): void {
  response.writeHead(status, { 'content-type': 'text/html; charset=utf-8' });
  response.end(`<!doctype html><html><head><title>Fake Stripe Checkout</title></head><body>${body}</body></html>`);
}

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const option = (name: string) => {
    const at = args.indexOf(`--${name}`);
    return at >= 0 ? args[at + 1] : undefined;
  };
  const port = option('port');
  const fake = await startFakeStripe({
    ...(port ? { port: Number(port) } : {}),
    webhookUrl: option('webhook-url') ?? option('webhook'),
  });
  console.log(JSON.stringify({ url: fake.url, ...fake.env }));
  const stop = () => void fake.close().then(() => process.exit(0));
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) void main();
