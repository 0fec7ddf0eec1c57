/**
 * A local fake of the PayPal REST endpoints the PayPal provider calls, so tests run the real provider (Node's fetch
 * against `PAYPAL_API_BASE`) without the network: the OAuth2 token (basic auth checked), Orders v2 create / get /
 * capture, captures and their refunds, Catalog Products, billing plans, subscriptions (create, get, cancel, their
 * transactions), sales and their refunds (each refund at most what is left, kept in `refunds`), and
 * verify-webhook-signature, which answers SUCCESS only for a transmission this fake signed itself (an HMAC with a
 * secret of its own over the transmission id, time, webhook id and the event) of the event as it signed it.
 *
 * What PayPal does on its side (the payer approves, a period is billed, a refund) is a method here that changes the
 * fake's state and answers the webhook event PayPal would send; `signed` gives that event's body and transmission
 * headers for `app.inject`, `deliver` posts it to a URL. Every request is recorded (the authorization's scheme
 * only, never its value).
 *
 * Standalone (for a browser test): `npx tsx server/src/test/fake-paypal.ts [--port 4020] [--webhook-url URL]`
 * prints one JSON line with its url, client id, secret and webhook id. With a webhook URL it delivers the events
 * itself, as PayPal does: after a capture, and when a subscription is approved at its approve link. It also serves
 * a stand-in for PayPal's JS SDK at `/sdk/js` (see FAKE_JS_SDK), so the page's PayPal button can be clicked.
 */
import { createHash, createHmac, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pathToFileURL } from 'node:url';

type Json = Record<string, unknown>;

export interface FakePaypalOptions {
  clientId?: string;
  clientSecret?: string;
  /** The webhook id PayPal would have given the app's webhook; verification fails for any other. */
  webhookId?: string;
  /** The access token's `expires_in` (default 32400 s, PayPal's usual). */
  tokenLifetimeSeconds?: number;
  /** Orders are approved as soon as they are created (no payer in the loop). */
  autoApprove?: boolean;
  /** Where the fake delivers its own events (after a capture, on a subscription's approval), as PayPal would. */
  webhookUrl?: string;
  port?: number;
}

export interface RecordedRequest {
  method: string;
  /** The path without its query. */
  path: string;
  query: URLSearchParams;
  /** 'Basic', 'Bearer' or null: the scheme only, so no test output ever holds a credential. */
  auth: string | null;
  requestId: string | null;
  body: unknown;
}

export interface FakeOrder {
  id: string;
  status: 'CREATED' | 'APPROVED' | 'COMPLETED';
  intent: string;
  purchase_units: Json[];
  application_context: Json;
  captureId: string | null;
}

export interface FakePlan {
  id: string;
  product_id: string;
  name: string;
  description: string;
  status: string;
  billing_cycles: Json[];
  payment_preferences: Json;
  create_time: string;
}

export interface FakeSubscription {
  id: string;
  plan_id: string;
  status: 'APPROVAL_PENDING' | 'ACTIVE' | 'SUSPENDED' | 'CANCELLED';
  custom_id: string | null;
  subscriber: Json | null;
  application_context: Json;
  cyclesCompleted: number;
  lastPayment: { amount: { currency_code: string; value: string }; time: string } | null;
  saleIds: string[];
}

export interface FakeSale {
  id: string;
  amount: { total: string; currency: string };
  billing_agreement_id: string;
  custom: string | null;
  state: string;
  create_time: string;
}

export interface FakeCapture {
  id: string;
  orderId: string;
  status: string;
  amount: { currency_code: string; value: string };
  custom_id: string | null;
  create_time: string;
}

/** A refund made through the API, of a capture or of a subscription's sale. */
export interface FakeRefund {
  id: string;
  /** The capture's or the sale's id. */
  paymentId: string;
  kind: 'capture' | 'sale';
  /** Minor units. */
  amount: number;
  currency: string;
  custom_id: string | null;
}

/** A webhook event as PayPal sends it. */
export interface PaypalEvent {
  id: string;
  event_version: string;
  create_time: string;
  resource_type: string;
  event_type: string;
  summary: string;
  resource: Json;
}

/** A transmission: the exact body and the headers PayPal sends with it. */
export interface SignedTransmission {
  body: string;
  headers: Record<string, string>;
}

class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: Json,
  ) {
    super(`${status}`);
  }
}

function paypalError(status: number, name: string, issue?: string): HttpError {
  return new HttpError(status, {
    name,
    message: issue ? `The requested action could not be performed (${issue}).` : name,
    debug_id: randomBytes(6).toString('hex'),
    ...(issue ? { details: [{ issue, description: issue }] } : {}),
  });
}

const notFound = () => paypalError(404, 'RESOURCE_NOT_FOUND', 'INVALID_RESOURCE_ID');
const unprocessable = (issue: string) => paypalError(422, 'UNPROCESSABLE_ENTITY', issue);
const invalidRequest = (issue: string) => paypalError(400, 'INVALID_REQUEST', issue);

/** PayPal-like ids: upper-case letters and digits. */
function paypalId(prefix: string, length = 17): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ0123456789';
  const bytes = randomBytes(length);
  let id = prefix;
  for (const b of bytes) id += alphabet[b % alphabet.length];
  return id;
}

export class FakePaypal {
  readonly clientId: string;
  readonly clientSecret: string;
  readonly webhookId: string;
  readonly requests: RecordedRequest[] = [];
  readonly orders = new Map<string, FakeOrder>();
  readonly captures = new Map<string, FakeCapture>();
  readonly products = new Map<string, Json>();
  readonly plans = new Map<string, FakePlan>();
  readonly subscriptions = new Map<string, FakeSubscription>();
  readonly sales = new Map<string, FakeSale>();
  readonly refunds: FakeRefund[] = [];
  /** Events this fake sent to `webhookUrl` itself, with the app's answer. */
  readonly delivered: Array<{ event: PaypalEvent; status: number }> = [];
  tokenLifetimeSeconds: number;
  autoApprove: boolean;
  webhookUrl: string | null;
  /** Signs transmissions; a fresh one per fake, so nothing else can sign for it. */
  private readonly secret = randomBytes(32);
  private readonly issuedTransmissions = new Set<string>();
  private readonly tokens = new Map<string, number>();
  /** Answers by PayPal-Request-Id (PayPal's idempotency), per path. */
  private readonly idempotent = new Map<string, { status: number; body: Json | null }>();
  private readonly server: Server;

  private constructor(options: FakePaypalOptions) {
    this.clientId = options.clientId ?? 'fake-paypal-client';
    this.clientSecret = options.clientSecret ?? `fake-paypal-secret-${randomBytes(6).toString('hex')}`;
    this.webhookId = options.webhookId ?? paypalId('WH-FAKE-', 12);
    this.tokenLifetimeSeconds = options.tokenLifetimeSeconds ?? 32_400;
    this.autoApprove = options.autoApprove ?? false;
    this.webhookUrl = options.webhookUrl ?? null;
    this.server = createServer((req, res) => void this.handle(req, res));
  }

  /** Starts a fake on 127.0.0.1 (a free port unless one is given). */
  static async start(options: FakePaypalOptions = {}): Promise<FakePaypal> {
    const fake = new FakePaypal(options);
    await new Promise<void>((resolve, reject) => {
      fake.server.once('error', reject);
      fake.server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
    });
    return fake;
  }

  /** `PAYPAL_API_BASE` for the app. */
  get url(): string {
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  /** The app's PayPal settings pointing at this fake. */
  get env(): Record<string, string> {
    return {
      PAYPAL_CLIENT_ID: this.clientId,
      PAYPAL_CLIENT_SECRET: this.clientSecret,
      PAYPAL_WEBHOOK_ID: this.webhookId,
      PAYPAL_API_BASE: this.url,
    };
  }

  close(): Promise<void> {
    this.server.closeAllConnections();
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  /** Requests to a path (prefix) and method, oldest first. */
  requestsTo(method: string, pathPrefix: string): RecordedRequest[] {
    return this.requests.filter((r) => r.method === method && r.path.startsWith(pathPrefix));
  }

  /** Forgets everything PayPal holds (orders, plans, products, subscriptions…) and every request and token. */
  reset(): void {
    for (const map of [this.orders, this.captures, this.products, this.plans, this.subscriptions, this.sales]) {
      map.clear();
    }
    this.requests.length = 0;
    this.refunds.length = 0;
    this.delivered.length = 0;
    this.tokens.clear();
    this.idempotent.clear();
  }

  /** The access tokens issued so far (a test checks that none reaches a log). */
  issuedTokens(): string[] {
    return [...this.tokens.keys()];
  }

  /** Every token issued so far stops working (PayPal revoked them): the next call answers 401. */
  revokeTokens(): void {
    this.tokens.clear();
  }

  // ---- What PayPal and the payer do ----------------------------------------------------------------------------

  /** The payer approved the order at PayPal (the button's onApprove). */
  approveOrder(id: string): void {
    const order = this.orders.get(id);
    if (!order) throw new Error(`no PayPal order ${id}`);
    if (order.status === 'CREATED') order.status = 'APPROVED';
  }

  /** PAYMENT.CAPTURE.COMPLETED for a captured order. */
  captureCompleted(orderId: string): PaypalEvent {
    const order = this.orders.get(orderId);
    const capture = order?.captureId ? this.captures.get(order.captureId) : undefined;
    if (!capture) throw new Error(`PayPal order ${orderId} is not captured`);
    return this.event('PAYMENT.CAPTURE.COMPLETED', 'capture', '2.0', this.captureResource(capture));
  }

  /**
   * The payer approved the subscription: it is active and its first period billed. Answers the two events PayPal
   * sends (BILLING.SUBSCRIPTION.ACTIVATED, then the first PAYMENT.SALE.COMPLETED).
   */
  activateSubscription(id: string): { activated: PaypalEvent; firstSale: PaypalEvent } {
    const subscription = this.subscription(id);
    if (subscription.status !== 'APPROVAL_PENDING') throw new Error(`subscription ${id} is ${subscription.status}`);
    subscription.status = 'ACTIVE';
    const firstSale = this.billPeriod(subscription);
    const activated = this.event(
      'BILLING.SUBSCRIPTION.ACTIVATED',
      'subscription',
      '2.0',
      this.subscriptionResource(id),
    );
    return { activated, firstSale };
  }

  /** The next period billed: PAYMENT.SALE.COMPLETED. */
  renewSubscription(id: string): PaypalEvent {
    const subscription = this.subscription(id);
    if (subscription.status !== 'ACTIVE') throw new Error(`subscription ${id} is ${subscription.status}`);
    return this.billPeriod(subscription);
  }

  /** A renewal failed and PayPal suspended the subscription (threshold 1): BILLING.SUBSCRIPTION.PAYMENT.FAILED. */
  failRenewal(id: string): PaypalEvent {
    const subscription = this.subscription(id);
    subscription.status = 'SUSPENDED';
    return this.event('BILLING.SUBSCRIPTION.PAYMENT.FAILED', 'subscription', '2.0', this.subscriptionResource(id));
  }

  /** The payer (or PayPal) cancelled or suspended the subscription: its BILLING.SUBSCRIPTION.* event. */
  endSubscription(id: string, how: 'CANCELLED' | 'SUSPENDED'): PaypalEvent {
    const subscription = this.subscription(id);
    subscription.status = how;
    return this.event(`BILLING.SUBSCRIPTION.${how}`, 'subscription', '2.0', this.subscriptionResource(id));
  }

  /** The merchant refunded a capture in full: PAYMENT.CAPTURE.REFUNDED (the refund, linked 'up' to the capture). */
  refundCapture(captureId: string): PaypalEvent {
    const capture = this.captures.get(captureId);
    if (!capture) throw new Error(`no capture ${captureId}`);
    capture.status = 'REFUNDED';
    const refundId = paypalId('');
    return this.event('PAYMENT.CAPTURE.REFUNDED', 'refund', '2.0', {
      id: refundId,
      status: 'COMPLETED',
      amount: capture.amount,
      create_time: new Date().toISOString(),
      links: [
        { href: `${this.url}/v2/payments/refunds/${refundId}`, rel: 'self', method: 'GET' },
        { href: `${this.url}/v2/payments/captures/${capture.id}`, rel: 'up', method: 'GET' },
      ],
    });
  }

  /**
   * PayPal's event after a refund made through the API: PAYMENT.CAPTURE.REFUNDED for a capture's (its capture then
   * REFUNDED or PARTIALLY_REFUNDED), PAYMENT.SALE.REFUNDED for a sale's.
   */
  refundedEvent(refundId: string): PaypalEvent {
    const refund = this.refunds.find((r) => r.id === refundId);
    if (!refund) throw new Error(`no refund ${refundId}`);
    const value = minorToValue(refund.amount);
    if (refund.kind === 'sale') {
      return this.event('PAYMENT.SALE.REFUNDED', 'refund', '1.0', {
        id: refund.id,
        state: 'completed',
        amount: { total: value, currency: refund.currency },
        sale_id: refund.paymentId,
        create_time: new Date().toISOString(),
      });
    }
    return this.event('PAYMENT.CAPTURE.REFUNDED', 'refund', '2.0', {
      id: refund.id,
      status: 'COMPLETED',
      amount: { value, currency_code: refund.currency },
      ...(refund.custom_id !== null ? { custom_id: refund.custom_id } : {}),
      create_time: new Date().toISOString(),
      links: [
        { href: `${this.url}/v2/payments/refunds/${refund.id}`, rel: 'self', method: 'GET' },
        { href: `${this.url}/v2/payments/captures/${refund.paymentId}`, rel: 'up', method: 'GET' },
      ],
    });
  }

  /** The merchant refunded a subscription's payment: PAYMENT.SALE.REFUNDED (names the sale only). */
  refundSale(saleId: string): PaypalEvent {
    const sale = this.sales.get(saleId);
    if (!sale) throw new Error(`no sale ${saleId}`);
    sale.state = 'refunded';
    return this.event('PAYMENT.SALE.REFUNDED', 'refund', '1.0', {
      id: paypalId(''),
      state: 'completed',
      amount: { total: sale.amount.total, currency: sale.amount.currency },
      sale_id: sale.id,
      create_time: new Date().toISOString(),
    });
  }

  /** Any event, for types the app ignores or hand-made resources. */
  event(type: string, resourceType: string, version: string, resource: Json): PaypalEvent {
    return {
      id: `WH-${paypalId('', 8)}-${paypalId('', 17)}`,
      event_version: '1.0',
      create_time: new Date().toISOString(),
      resource_type: resourceType,
      event_type: type,
      summary: `${type} (fake)`,
      resource: { ...resource, resource_version: version },
    };
  }

  // ---- Webhook transmissions -----------------------------------------------------------------------------------

  /**
   * The event as PayPal transmits it: its JSON text and the transmission headers, signed by this fake. A copy of a
   * transmission (the same body and headers) verifies again, as PayPal's does: replays are the app's to catch.
   */
  signed(event: PaypalEvent | Json): SignedTransmission {
    const body = JSON.stringify(event);
    const transmissionId = randomUUID();
    const time = new Date().toISOString();
    this.issuedTransmissions.add(transmissionId);
    return {
      body,
      headers: {
        'content-type': 'application/json',
        'paypal-transmission-id': transmissionId,
        'paypal-transmission-time': time,
        'paypal-transmission-sig': this.signature(transmissionId, time, this.webhookId, body),
        'paypal-cert-url': `${this.url}/v1/notifications/certs/CERT-FAKE-${this.webhookId}`,
        'paypal-auth-algo': 'SHA256withRSA',
      },
    };
  }

  /** Posts an event to a URL with its transmission headers; answers the status and body text. */
  async deliver(url: string, event: PaypalEvent | Json): Promise<{ status: number; body: string }> {
    const { body, headers } = this.signed(event);
    const response = await fetch(url, { method: 'POST', headers, body });
    return { status: response.status, body: await response.text() };
  }

  private signature(transmissionId: string, time: string, webhookId: string, eventText: string): string {
    const digest = createHash('sha256').update(eventText).digest('hex');
    return createHmac('sha256', this.secret)
      .update(`${transmissionId}|${time}|${webhookId}|${digest}`)
      .digest('base64');
  }

  /** SUCCESS only for a transmission this fake signed, of this event, for its webhook id. */
  private verifies(body: Json): boolean {
    const fields = ['transmission_id', 'transmission_time', 'transmission_sig', 'cert_url', 'auth_algo', 'webhook_id'];
    for (const f of fields) if (typeof body[f] !== 'string' || body[f] === '') throw invalidRequest('MISSING_FIELD');
    if (typeof body.webhook_event !== 'object' || body.webhook_event === null) throw invalidRequest('MISSING_FIELD');
    const id = body.transmission_id as string;
    if (!this.issuedTransmissions.has(id) || body.webhook_id !== this.webhookId) return false;
    if (!(body.cert_url as string).startsWith(`${this.url}/v1/notifications/certs/`)) return false;
    // The event as this fake wrote it: the app must send back what arrived, not a rewritten copy.
    const expected = Buffer.from(
      this.signature(id, body.transmission_time as string, this.webhookId, JSON.stringify(body.webhook_event)),
    );
    const given = Buffer.from(body.transmission_sig as string);
    return expected.length === given.length && timingSafeEqual(expected, given);
  }

  // ---- HTTP ------------------------------------------------------------------------------------------------------

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', this.url);
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const text = Buffer.concat(chunks).toString('utf8');
    const contentType = req.headers['content-type'] ?? '';
    let body: unknown = text;
    if (text !== '' && contentType.includes('json')) {
      try {
        body = JSON.parse(text);
      } catch {
        return this.send(res, 400, { name: 'MALFORMED_REQUEST_JSON', message: 'The request JSON is not well formed.' });
      }
    }
    const authorization = req.headers.authorization ?? '';
    const requestId = typeof req.headers['paypal-request-id'] === 'string' ? req.headers['paypal-request-id'] : null;
    this.requests.push({
      method: req.method ?? 'GET',
      path: url.pathname,
      query: url.searchParams,
      auth: authorization.split(' ')[0] || null,
      requestId,
      body,
    });
    try {
      const key = requestId ? `${req.method} ${url.pathname} ${requestId}` : null;
      const earlier = key ? this.idempotent.get(key) : undefined;
      if (earlier) return this.send(res, earlier.status, earlier.body);
      const answer = await this.route(req.method ?? 'GET', url, authorization, body, res);
      if (!answer) return;
      if (key && answer.status < 300) this.idempotent.set(key, answer);
      this.send(res, answer.status, answer.body);
    } catch (error) {
      if (error instanceof HttpError) return this.send(res, error.status, error.body);
      this.send(res, 500, { name: 'INTERNAL_SERVER_ERROR', message: String(error) });
    }
  }

  private send(res: ServerResponse, status: number, body: Json | null): void {
    if (body === null) {
      res.writeHead(status).end();
      return;
    }
    res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  }

  /** Answers a request (null when it answered itself, e.g. a redirect). */
  private async route(
    method: string,
    url: URL,
    authorization: string,
    body: unknown,
    res: ServerResponse,
  ): Promise<{ status: number; body: Json | null } | null> {
    const path = url.pathname.replace(/\/+$/, '');
    if (method === 'POST' && path === '/v1/oauth2/token') return this.issueToken(authorization, body);
    // The payer's side (no token: it is the payer's browser): PayPal's approval page, and its JS SDK's buttons.
    const approve = /^\/approve\/([\w-]+)$/.exec(path);
    if (approve && (method === 'GET' || method === 'POST')) return this.approvePage(approve[1]!, method, res);
    if (method === 'GET' && path === '/sdk/js') {
      res.writeHead(200, { 'content-type': 'text/javascript', 'access-control-allow-origin': '*' }).end(FAKE_JS_SDK);
      return null;
    }
    this.requireToken(authorization);
    const json = typeof body === 'object' && body !== null ? (body as Json) : {};
    let m: RegExpExecArray | null;
    if (method === 'POST' && path === '/v2/checkout/orders') return this.createOrder(json);
    if ((m = /^\/v2\/checkout\/orders\/([\w-]+)$/.exec(path)) && method === 'GET') {
      return { status: 200, body: this.orderResource(this.order(m[1]!)) };
    }
    if ((m = /^\/v2\/checkout\/orders\/([\w-]+)\/capture$/.exec(path)) && method === 'POST') {
      return this.captureOrder(m[1]!);
    }
    if ((m = /^\/v2\/payments\/captures\/([\w-]+)$/.exec(path)) && method === 'GET') {
      const capture = this.captures.get(m[1]!);
      if (!capture) throw notFound();
      return { status: 200, body: this.captureResource(capture) };
    }
    if ((m = /^\/v2\/payments\/captures\/([\w-]+)\/refund$/.exec(path)) && method === 'POST') {
      return this.refundCaptureCall(m[1]!, json);
    }
    if ((m = /^\/v1\/payments\/sale\/([\w-]+)\/refund$/.exec(path)) && method === 'POST') {
      return this.refundSaleCall(m[1]!, json);
    }
    if ((m = /^\/v1\/billing\/subscriptions\/([\w-]+)\/transactions$/.exec(path)) && method === 'GET') {
      if (!url.searchParams.get('start_time') || !url.searchParams.get('end_time')) {
        throw invalidRequest('MISSING_REQUIRED_PARAMETER');
      }
      const subscription = this.subscription(m[1]!);
      const transactions = subscription.saleIds.map((id) => {
        const sale = this.sales.get(id)!;
        return {
          id: sale.id,
          status: sale.state === 'completed' ? 'COMPLETED' : sale.state.toUpperCase(),
          amount_with_breakdown: { gross_amount: { currency_code: sale.amount.currency, value: sale.amount.total } },
          time: sale.create_time,
        };
      });
      return { status: 200, body: { transactions, total_items: transactions.length, total_pages: 1 } };
    }
    if (method === 'POST' && path === '/v1/catalogs/products') return this.createProduct(json);
    if ((m = /^\/v1\/catalogs\/products\/([\w-]+)$/.exec(path)) && method === 'GET') {
      const product = this.products.get(m[1]!);
      if (!product) throw notFound();
      return { status: 200, body: product };
    }
    if (method === 'POST' && path === '/v1/billing/plans') return this.createPlan(json);
    if (method === 'GET' && path === '/v1/billing/plans') return this.listPlans(url.searchParams);
    if ((m = /^\/v1\/billing\/plans\/([\w-]+)$/.exec(path)) && method === 'GET') {
      const plan = this.plans.get(m[1]!);
      if (!plan) throw notFound();
      return { status: 200, body: { ...plan } };
    }
    if (method === 'POST' && path === '/v1/billing/subscriptions') return this.createSubscription(json);
    if ((m = /^\/v1\/billing\/subscriptions\/([\w-]+)$/.exec(path)) && method === 'GET') {
      return { status: 200, body: this.subscriptionResource(this.subscription(m[1]!).id) };
    }
    if ((m = /^\/v1\/billing\/subscriptions\/([\w-]+)\/cancel$/.exec(path)) && method === 'POST') {
      const subscription = this.subscription(m[1]!);
      if (subscription.status !== 'ACTIVE' && subscription.status !== 'SUSPENDED') {
        throw unprocessable('SUBSCRIPTION_STATUS_INVALID');
      }
      subscription.status = 'CANCELLED';
      return { status: 204, body: null };
    }
    if ((m = /^\/v1\/payments\/sale\/([\w-]+)$/.exec(path)) && method === 'GET') {
      const sale = this.sales.get(m[1]!);
      if (!sale) throw notFound();
      return { status: 200, body: { ...sale } };
    }
    if (method === 'POST' && path === '/v1/notifications/verify-webhook-signature') {
      return { status: 200, body: { verification_status: this.verifies(json) ? 'SUCCESS' : 'FAILURE' } };
    }
    throw notFound();
  }

  private issueToken(authorization: string, body: unknown): { status: number; body: Json } {
    const expected = `Basic ${Buffer.from(`${this.clientId}:${this.clientSecret}`).toString('base64')}`;
    if (authorization !== expected) {
      throw new HttpError(401, { error: 'invalid_client', error_description: 'Client Authentication failed' });
    }
    if (body !== 'grant_type=client_credentials') {
      throw new HttpError(400, { error: 'unsupported_grant_type', error_description: 'Grant Type is NULL' });
    }
    const token = `A21AA${randomBytes(24).toString('base64url')}`;
    this.tokens.set(token, Date.now() + this.tokenLifetimeSeconds * 1000);
    return {
      status: 200,
      body: {
        scope: 'https://uri.paypal.com/services/payments/payment',
        access_token: token,
        token_type: 'Bearer',
        app_id: 'APP-FAKE',
        expires_in: this.tokenLifetimeSeconds,
        nonce: randomUUID(),
      },
    };
  }

  private requireToken(authorization: string): void {
    const [scheme, token] = authorization.split(' ');
    const expires = scheme === 'Bearer' && token ? this.tokens.get(token) : undefined;
    if (expires === undefined || expires <= Date.now()) {
      throw new HttpError(401, { error: 'invalid_token', error_description: 'Token signature verification failed' });
    }
  }

  private createOrder(body: Json): { status: number; body: Json } {
    const units = Array.isArray(body.purchase_units) ? (body.purchase_units as Json[]) : [];
    const amount = units[0]?.amount as Json | undefined;
    if (body.intent !== 'CAPTURE' || !amount) throw invalidRequest('MISSING_REQUIRED_PARAMETER');
    if (typeof amount.value !== 'string' || !/^\d{1,10}(\.\d{2})?$/.test(amount.value)) {
      throw unprocessable('DECIMAL_PRECISION');
    }
    if (amount.currency_code !== 'USD' && amount.currency_code !== 'CNY') throw unprocessable('CURRENCY_NOT_SUPPORTED');
    const order: FakeOrder = {
      id: paypalId(''),
      status: this.autoApprove ? 'APPROVED' : 'CREATED',
      intent: 'CAPTURE',
      purchase_units: units,
      application_context: (body.application_context as Json | undefined) ?? {},
      captureId: null,
    };
    this.orders.set(order.id, order);
    return { status: 201, body: this.orderResource(order) };
  }

  private captureOrder(id: string): { status: number; body: Json } {
    const order = this.order(id);
    if (order.status === 'CREATED') throw unprocessable('ORDER_NOT_APPROVED');
    if (order.status === 'COMPLETED') throw unprocessable('ORDER_ALREADY_CAPTURED');
    const unit = order.purchase_units[0]!;
    const capture: FakeCapture = {
      id: paypalId(''),
      orderId: order.id,
      status: 'COMPLETED',
      amount: unit.amount as FakeCapture['amount'],
      custom_id: typeof unit.custom_id === 'string' ? unit.custom_id : null,
      create_time: new Date().toISOString(),
    };
    this.captures.set(capture.id, capture);
    order.captureId = capture.id;
    order.status = 'COMPLETED';
    // PayPal's event follows its answer.
    if (this.webhookUrl) setImmediate(() => void this.deliverOwn(this.captureCompleted(order.id)));
    return { status: 201, body: this.orderResource(order) };
  }

  /** Refunds a capture (all that is left without an amount); more than is left is PayPal's 422. */
  private refundCaptureCall(captureId: string, body: Json): { status: number; body: Json } {
    const capture = this.captures.get(captureId);
    if (!capture) throw notFound();
    if (capture.status !== 'COMPLETED' && capture.status !== 'PARTIALLY_REFUNDED') {
      throw unprocessable('CAPTURE_FULLY_REFUNDED');
    }
    const total = valueToMinor(capture.amount.value);
    const left = total - this.refundedOf(captureId);
    const asked = body.amount as Json | undefined;
    if (asked && asked.currency_code !== capture.amount.currency_code) throw unprocessable('CURRENCY_MISMATCH');
    const amount = asked ? valueToMinor(asked.value) : left;
    if (!Number.isInteger(amount) || amount <= 0) throw unprocessable('INVALID_PARAMETER_VALUE');
    if (amount > left) throw unprocessable('REFUND_AMOUNT_EXCEEDED');
    const refund: FakeRefund = {
      id: paypalId(''),
      paymentId: captureId,
      kind: 'capture',
      amount,
      currency: capture.amount.currency_code,
      custom_id: typeof body.custom_id === 'string' ? body.custom_id : capture.custom_id,
    };
    this.refunds.push(refund);
    capture.status = amount === left ? 'REFUNDED' : 'PARTIALLY_REFUNDED';
    return {
      status: 201,
      body: {
        id: refund.id,
        status: 'COMPLETED',
        links: [
          { href: `${this.url}/v2/payments/refunds/${refund.id}`, rel: 'self', method: 'GET' },
          { href: `${this.url}/v2/payments/captures/${captureId}`, rel: 'up', method: 'GET' },
        ],
      },
    };
  }

  /** Refunds a subscription's sale (v1): `amount.total` and `amount.currency`, at most what is left. */
  private refundSaleCall(saleId: string, body: Json): { status: number; body: Json } {
    const sale = this.sales.get(saleId);
    if (!sale) throw notFound();
    if (sale.state !== 'completed' && sale.state !== 'partially_refunded') throw invalidRequest('TRANSACTION_REFUSED');
    const left = valueToMinor(sale.amount.total) - this.refundedOf(saleId);
    const asked = body.amount as Json | undefined;
    if (asked && asked.currency !== sale.amount.currency) throw invalidRequest('CURRENCY_MISMATCH');
    const amount = asked ? valueToMinor(asked.total) : left;
    if (!Number.isInteger(amount) || amount <= 0 || amount > left)
      throw invalidRequest('REFUND_EXCEEDED_TRANSACTION_AMOUNT');
    const refund: FakeRefund = {
      id: paypalId(''),
      paymentId: saleId,
      kind: 'sale',
      amount,
      currency: sale.amount.currency,
      custom_id: sale.custom,
    };
    this.refunds.push(refund);
    sale.state = amount === left ? 'refunded' : 'partially_refunded';
    return {
      status: 201,
      body: {
        id: refund.id,
        state: 'completed',
        sale_id: saleId,
        amount: { total: minorToValue(amount), currency: sale.amount.currency },
      },
    };
  }

  private refundedOf(paymentId: string): number {
    return this.refunds.filter((r) => r.paymentId === paymentId).reduce((sum, r) => sum + r.amount, 0);
  }

  private createProduct(body: Json): { status: number; body: Json } {
    if (typeof body.name !== 'string' || typeof body.type !== 'string')
      throw invalidRequest('MISSING_REQUIRED_PARAMETER');
    const id = typeof body.id === 'string' ? body.id : paypalId('PROD-');
    if (this.products.has(id)) throw unprocessable('DUPLICATE_RESOURCE_IDENTIFIER');
    const product = { ...body, id, create_time: new Date().toISOString() };
    this.products.set(id, product);
    return { status: 201, body: product };
  }

  private createPlan(body: Json): { status: number; body: Json } {
    if (typeof body.product_id !== 'string' || !this.products.has(body.product_id)) {
      throw invalidRequest('INVALID_PARAMETER_VALUE');
    }
    const cycles = Array.isArray(body.billing_cycles) ? (body.billing_cycles as Json[]) : [];
    if (cycles.length === 0 || typeof body.name !== 'string') throw invalidRequest('MISSING_REQUIRED_PARAMETER');
    const plan: FakePlan = {
      id: paypalId('P-', 24),
      product_id: body.product_id,
      name: body.name,
      description: typeof body.description === 'string' ? body.description : '',
      status: typeof body.status === 'string' ? body.status : 'ACTIVE',
      billing_cycles: cycles,
      payment_preferences: (body.payment_preferences as Json | undefined) ?? {},
      create_time: new Date().toISOString(),
    };
    this.plans.set(plan.id, plan);
    return { status: 201, body: { ...plan } };
  }

  /** PayPal lists a product's plans in pages, without their billing cycles. */
  private listPlans(query: URLSearchParams): { status: number; body: Json } {
    const productId = query.get('product_id');
    const size = Math.min(20, Math.max(1, Number(query.get('page_size') ?? 10)));
    const page = Math.max(1, Number(query.get('page') ?? 1));
    const all = [...this.plans.values()].filter((p) => !productId || p.product_id === productId);
    const plans = all.slice((page - 1) * size, page * size).map((p) => ({
      id: p.id,
      product_id: p.product_id,
      name: p.name,
      status: p.status,
      description: p.description,
      usage_type: 'LICENSED',
      create_time: p.create_time,
    }));
    return {
      status: 200,
      body: { plans, total_items: all.length, total_pages: Math.max(1, Math.ceil(all.length / size)) },
    };
  }

  private createSubscription(body: Json): { status: number; body: Json } {
    const plan = typeof body.plan_id === 'string' ? this.plans.get(body.plan_id) : undefined;
    if (!plan) throw unprocessable('INVALID_PLAN_ID');
    if (plan.status !== 'ACTIVE') throw unprocessable('PLAN_STATUS_INVALID');
    const subscription: FakeSubscription = {
      id: paypalId('I-', 12),
      plan_id: plan.id,
      status: 'APPROVAL_PENDING',
      custom_id: typeof body.custom_id === 'string' ? body.custom_id : null,
      subscriber: (body.subscriber as Json | undefined) ?? null,
      application_context: (body.application_context as Json | undefined) ?? {},
      cyclesCompleted: 0,
      lastPayment: null,
      saleIds: [],
    };
    this.subscriptions.set(subscription.id, subscription);
    return { status: 201, body: this.subscriptionResource(subscription.id) };
  }

  /**
   * The payer's approval: approves the order or activates the subscription, then (a page, GET) back to the shop,
   * or (the fake JS SDK's button, POST) a JSON answer the page may read.
   */
  private async approvePage(id: string, method: string, res: ServerResponse): Promise<null> {
    const order = this.orders.get(id);
    const subscription = this.subscriptions.get(id);
    let back: unknown;
    if (order) {
      this.approveOrder(id);
      back = order.application_context.return_url;
    } else if (subscription) {
      if (subscription.status === 'APPROVAL_PENDING') {
        const { activated, firstSale } = this.activateSubscription(id);
        if (this.webhookUrl) {
          await this.deliverOwn(activated);
          await this.deliverOwn(firstSale);
        }
      }
      back = subscription.application_context.return_url;
    } else {
      throw notFound();
    }
    if (method === 'POST') {
      res
        .writeHead(200, { 'content-type': 'application/json', 'access-control-allow-origin': '*' })
        .end(JSON.stringify({ id, approved: true }));
    } else if (typeof back === 'string') {
      res.writeHead(302, { location: back }).end();
    } else {
      res.writeHead(200, { 'content-type': 'text/plain' }).end('Approved.');
    }
    return null;
  }

  private async deliverOwn(event: PaypalEvent): Promise<void> {
    try {
      const { status } = await this.deliver(this.webhookUrl!, event);
      this.delivered.push({ event, status });
    } catch {
      this.delivered.push({ event, status: 0 });
    }
  }

  // ---- Resources as PayPal shows them --------------------------------------------------------------------------

  private order(id: string): FakeOrder {
    const order = this.orders.get(id);
    if (!order) throw notFound();
    return order;
  }

  private subscription(id: string): FakeSubscription {
    const subscription = this.subscriptions.get(id);
    if (!subscription) throw notFound();
    return subscription;
  }

  private orderResource(order: FakeOrder): Json {
    const capture = order.captureId ? this.captures.get(order.captureId) : undefined;
    return {
      id: order.id,
      intent: order.intent,
      status: order.status,
      purchase_units: order.purchase_units.map((unit, i) =>
        i === 0 && capture ? { ...unit, payments: { captures: [this.captureResource(capture)] } } : unit,
      ),
      links: [
        { href: `${this.url}/v2/checkout/orders/${order.id}`, rel: 'self', method: 'GET' },
        { href: `${this.url}/approve/${order.id}`, rel: 'approve', method: 'GET' },
        { href: `${this.url}/v2/checkout/orders/${order.id}/capture`, rel: 'capture', method: 'POST' },
      ],
    };
  }

  private captureResource(capture: FakeCapture): Json {
    return {
      id: capture.id,
      status: capture.status,
      amount: capture.amount,
      final_capture: true,
      ...(capture.custom_id !== null ? { custom_id: capture.custom_id } : {}),
      supplementary_data: { related_ids: { order_id: capture.orderId } },
      create_time: capture.create_time,
      links: [
        { href: `${this.url}/v2/payments/captures/${capture.id}`, rel: 'self', method: 'GET' },
        { href: `${this.url}/v2/payments/captures/${capture.id}/refund`, rel: 'refund', method: 'POST' },
        { href: `${this.url}/v2/checkout/orders/${capture.orderId}`, rel: 'up', method: 'GET' },
      ],
    };
  }

  private subscriptionResource(id: string): Json {
    const s = this.subscription(id);
    return {
      id: s.id,
      plan_id: s.plan_id,
      status: s.status,
      ...(s.custom_id !== null ? { custom_id: s.custom_id } : {}),
      ...(s.subscriber ? { subscriber: s.subscriber } : {}),
      billing_info: {
        outstanding_balance: { currency_code: this.planPrice(s.plan_id).currency_code, value: '0.00' },
        cycle_executions: [
          { tenure_type: 'REGULAR', sequence: 1, cycles_completed: s.cyclesCompleted, total_cycles: 0 },
        ],
        ...(s.lastPayment ? { last_payment: s.lastPayment } : {}),
        failed_payments_count: s.status === 'SUSPENDED' ? 1 : 0,
      },
      links: [
        { href: `${this.url}/approve/${s.id}`, rel: 'approve', method: 'GET' },
        { href: `${this.url}/v1/billing/subscriptions/${s.id}`, rel: 'self', method: 'GET' },
      ],
    };
  }

  private planPrice(planId: string): { currency_code: string; value: string } {
    const plan = this.plans.get(planId);
    const regular = plan?.billing_cycles.find((c) => c.tenure_type === 'REGULAR');
    const fixed = (regular?.pricing_scheme as Json | undefined)?.fixed_price as
      { currency_code: string; value: string } | undefined;
    if (!fixed) throw new Error(`plan ${planId} has no regular price`);
    return fixed;
  }

  /** Bills a subscription's next period: a sale, and its PAYMENT.SALE.COMPLETED event. */
  private billPeriod(subscription: FakeSubscription): PaypalEvent {
    const price = this.planPrice(subscription.plan_id);
    const sale: FakeSale = {
      id: paypalId(''),
      amount: { total: price.value, currency: price.currency_code },
      billing_agreement_id: subscription.id,
      custom: subscription.custom_id,
      state: 'completed',
      create_time: new Date().toISOString(),
    };
    this.sales.set(sale.id, sale);
    subscription.saleIds.push(sale.id);
    subscription.cyclesCompleted += 1;
    subscription.lastPayment = { amount: price, time: sale.create_time };
    return this.event('PAYMENT.SALE.COMPLETED', 'sale', '1.0', {
      id: sale.id,
      state: 'completed',
      amount: { total: sale.amount.total, currency: sale.amount.currency, details: { subtotal: sale.amount.total } },
      payment_mode: 'INSTANT_TRANSFER',
      billing_agreement_id: subscription.id,
      ...(sale.custom !== null ? { custom: sale.custom } : {}),
      create_time: sale.create_time,
    });
  }
}

/** PayPal's '16.79' as minor units (NaN for anything else). */
function valueToMinor(value: unknown): number {
  if (typeof value !== 'string' || !/^\d{1,9}(\.\d{1,2})?$/.test(value)) return Number.NaN;
  const [whole, decimals = ''] = value.split('.');
  return Number(whole) * 100 + Number(decimals.padEnd(2, '0'));
}

function minorToValue(minor: number): string {
  return `${Math.floor(minor / 100)}.${String(minor % 100).padStart(2, '0')}`;
}

/**
 * A stand-in for PayPal's JS SDK (`/sdk/js?client-id=…`), for browser tests: under the script's `data-namespace`
 * (else `paypal`) it offers `Buttons({createOrder | createSubscription, onApprove, onError, onCancel})`, whose
 * `render(container)` adds one button. A click creates the order or subscription through the page's own callback,
 * approves it at this fake as the payer would (which activates a subscription and, with a webhook URL, delivers
 * its events), then calls `onApprove` with `orderID` or `subscriptionID`, as PayPal's SDK does.
 */
const FAKE_JS_SDK = `(() => {
  const script = document.currentScript;
  const origin = new URL(script.src).origin;
  const namespace = (script.dataset && script.dataset.namespace) || 'paypal';
  window[namespace] = {
    Buttons(options) {
      let button = null;
      return {
        render(container) {
          const target = typeof container === 'string' ? document.querySelector(container) : container;
          button = document.createElement('button');
          button.type = 'button';
          button.textContent = options.createSubscription ? 'Subscribe with PayPal (fake)' : 'Pay with PayPal (fake)';
          button.setAttribute('data-fake-paypal', '');
          button.addEventListener('click', async () => {
            try {
              const subscription = Boolean(options.createSubscription);
              const id = await (subscription ? options.createSubscription() : options.createOrder());
              const approved = await fetch(origin + '/approve/' + encodeURIComponent(id), { method: 'POST' });
              if (!approved.ok) throw new Error('PayPal could not approve ' + id);
              await options.onApprove(subscription ? { subscriptionID: id, orderID: '' } : { orderID: id });
            } catch (error) {
              if (options.onError) options.onError(error);
            }
          });
          target.append(button);
          return Promise.resolve();
        },
        close() {
          if (button) button.remove();
          return Promise.resolve();
        },
      };
    },
  };
})();
`;

/** Run directly: a fake on a port for a browser test, until it is stopped. */
async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const option = (name: string) => {
    const at = args.indexOf(name);
    return at >= 0 ? args[at + 1] : undefined;
  };
  const fake = await FakePaypal.start({
    port: Number(option('--port') ?? 0),
    webhookUrl: option('--webhook-url'),
    autoApprove: args.includes('--auto-approve'),
    clientId: process.env.PAYPAL_CLIENT_ID,
    clientSecret: process.env.PAYPAL_CLIENT_SECRET,
    webhookId: process.env.PAYPAL_WEBHOOK_ID,
  });
  process.stdout.write(
    `${JSON.stringify({ url: fake.url, clientId: fake.clientId, clientSecret: fake.clientSecret, webhookId: fake.webhookId })}\n`,
  );
  const stop = () => void fake.close().then(() => process.exit(0));
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) void main();
