/**
 * PayPal through its REST API, called with Node's fetch. The official server SDK (@paypal/paypal-server-sdk) covers
 * Orders and Subscriptions but neither Catalog Products nor webhook verification, so it would sit beside a REST
 * client for those anyway; one small client for the seven calls we make is simpler and points at `PAYPAL_API_BASE`
 * (a local fake in tests) without any SDK option. docs/decisions.md § Payments.
 *
 * - One-time: Orders v2 (intent CAPTURE, custom_id = our order id), captured by us once the payer approved it.
 * - Subscription: a catalog product per plan code and a billing plan per plan code and amount (found again or
 *   created once, then cached), and a subscription on it (custom_id = our order id).
 * - Webhooks: PayPal's own verification of the transmission (verify-webhook-signature), then read into a
 *   PaymentEvent. Amounts go back in minor units so the service can check them against the order.
 *
 * The client secret and access tokens never appear in an error message or a log line.
 */
import { randomUUID } from 'node:crypto';
import {
  CURRENCIES,
  DURATION_TEXTS,
  PRODUCT_NAME,
  type Currency,
  type PaidPlan,
  type PlanMonths,
} from '@playwords/common';
import {
  RefundRefused,
  WebhookRejected,
  type CheckoutOrder,
  type CheckoutStart,
  type PaymentEvent,
  type PaymentProviderClient,
  type RefundDone,
  type RefundOrder,
  type WebhookRequest,
} from './provider';

export interface PaypalOptions {
  clientId: string;
  clientSecret: string;
  /** The id PayPal gave the webhook registered for `/api/payments/webhooks/paypal/` (its verification needs it). */
  webhookId: string;
  /** `PAYPAL_API_BASE`, else PayPal's sandbox or live address by `PAYPAL_ENV` (config.ts). */
  apiBase: string;
  /** Milliseconds now, for the token's expiry (default: the system clock; the token's lifetime is real time). */
  now?: () => number;
  /** How long one call may take (default 20 s). */
  timeoutMs?: number;
}

/** A PayPal answer that was not a success: its status, PayPal's error name and debug id (no secrets). */
export class PaypalApiError extends Error {
  constructor(
    readonly operation: string,
    readonly status: number,
    readonly errorName: string | null,
    readonly issue: string | null,
    readonly debugId: string | null,
  ) {
    const detail = [errorName, issue && `(${issue})`, debugId && `debug id ${debugId}`].filter(Boolean).join(' ');
    super(`PayPal ${operation} answered ${status}${detail ? ` ${detail}` : ''}`);
    this.name = 'PaypalApiError';
  }
}

/** A token is renewed this long before PayPal says it expires, so no call goes out with one about to lapse. */
const TOKEN_MARGIN_MS = 60_000;

/** The headers PayPal sends with every webhook transmission; its verification needs all of them. */
const TRANSMISSION_HEADERS = {
  transmission_id: 'paypal-transmission-id',
  transmission_time: 'paypal-transmission-time',
  transmission_sig: 'paypal-transmission-sig',
  cert_url: 'paypal-cert-url',
  auth_algo: 'paypal-auth-algo',
} as const;

const PLAN_NAMES: Record<PaidPlan, string> = { PRO: 'Pro', PREMIUM: 'Premium' };

type Json = Record<string, unknown>;

interface CallOptions {
  body?: unknown;
  /** PayPal's idempotency key: the same key answers the first call's result again. */
  requestId?: string;
  /** Statuses answered as they are (the caller reads them) instead of thrown. */
  accept?: number[];
}

interface PaypalResponse {
  status: number;
  body: Json;
}

export class PaypalProvider implements PaymentProviderClient {
  readonly name = 'PAYPAL' as const;
  private readonly now: () => number;
  private readonly timeoutMs: number;
  private token: { value: string; expiresAt: number } | null = null;
  private tokenRequest: Promise<string> | null = null;
  /** Billing plan ids by plan code and amount (the plan's name), and the requests finding them. */
  private readonly plans = new Map<string, Promise<string>>();

  constructor(private readonly options: PaypalOptions) {
    this.now = options.now ?? Date.now;
    this.timeoutMs = options.timeoutMs ?? 20_000;
  }

  // ---- Checkout -------------------------------------------------------------------------------------------------

  async startCheckout(order: CheckoutOrder): Promise<CheckoutStart> {
    const price = toPaypalValue(order.total);
    if (order.payment === 'SINGLE') {
      const created = await this.call('POST', '/v2/checkout/orders', {
        requestId: randomUUID(),
        body: {
          intent: 'CAPTURE',
          purchase_units: [
            {
              reference_id: `order-${order.orderId}`,
              custom_id: String(order.orderId),
              description: describe(order.plan, order.months, 'one-time'),
              amount: { currency_code: order.currency, value: price },
            },
          ],
          application_context: {
            brand_name: PRODUCT_NAME,
            shipping_preference: 'NO_SHIPPING',
            user_action: 'PAY_NOW',
            return_url: order.successUrl,
            cancel_url: order.cancelUrl,
          },
        },
      });
      const id = requireString(created.body.id, 'the created order id');
      return { kind: 'paypal', id, planId: '', price, providerRef: id };
    }
    let planId = await this.billingPlan(order);
    let created = await this.createSubscription(order, planId, [404, 422]);
    if (created.status === 404 || created.status === 422) {
      // The plan this process remembered is gone or was deactivated at PayPal (an operator's dashboard): look
      // again, which skips inactive plans and makes a new one if need be, and try once more.
      this.forgetPlan(order);
      planId = await this.billingPlan(order);
      created = await this.createSubscription(order, planId);
    }
    const id = requireString(created.body.id, 'the created subscription id');
    return { kind: 'paypal', id, planId, price, providerRef: id };
  }

  private createSubscription(order: CheckoutOrder, planId: string, accept: number[] = []): Promise<PaypalResponse> {
    return this.call('POST', '/v1/billing/subscriptions', {
      requestId: randomUUID(),
      accept,
      body: {
        plan_id: planId,
        custom_id: String(order.orderId),
        ...(order.email ? { subscriber: { email_address: order.email } } : {}),
        application_context: {
          brand_name: PRODUCT_NAME,
          shipping_preference: 'NO_SHIPPING',
          user_action: 'SUBSCRIBE_NOW',
          return_url: order.successUrl,
          cancel_url: order.cancelUrl,
        },
      },
    });
  }

  /**
   * Captures an approved one-time order. A second capture (the payer's browser asked twice) finds it captured and
   * answers completed; an order not approved or declined answers not completed.
   */
  async capture(providerRef: string): Promise<{ completed: boolean }> {
    const path = `/v2/checkout/orders/${encodeURIComponent(providerRef)}`;
    const captured = await this.call('POST', `${path}/capture`, {
      requestId: `capture-${providerRef}`,
      body: {},
      accept: [404, 422],
    });
    if (captured.status === 404) return { completed: false };
    if (captured.status === 422) {
      if (issueOf(captured.body) !== 'ORDER_ALREADY_CAPTURED') return { completed: false };
      const order = await this.call('GET', path);
      return { completed: order.body.status === 'COMPLETED' };
    }
    return { completed: captured.body.status === 'COMPLETED' };
  }

  /** Cancels at PayPal; it bills no more. A subscription already cancelled there counts as done. */
  async cancelSubscription(subscriptionRef: string): Promise<void> {
    const path = `/v1/billing/subscriptions/${encodeURIComponent(subscriptionRef)}`;
    const cancelled = await this.call('POST', `${path}/cancel`, {
      body: { reason: 'The teacher cancelled auto-renew.' },
      accept: [422],
    });
    if (cancelled.status !== 422) return;
    const subscription = await this.call('GET', path);
    if (subscription.body.status === 'CANCELLED' || subscription.body.status === 'EXPIRED') return;
    throw new PaypalApiError(`cancel subscription ${subscriptionRef}`, 422, 'UNPROCESSABLE_ENTITY', null, null);
  }

  /**
   * Refunds part of an order's payment: a one-time order's capture (Payments v2), a subscription's latest completed
   * sale (the v1 sale refund: subscriptions bill through sales). PayPal-Request-Id names the order, what it had
   * refunded before and the amount, so a retried call refunds once. PayPal's refusals (4xx) are the operator's.
   */
  async refund(order: RefundOrder, amountMinor: number): Promise<RefundDone> {
    const requestId = `refund-${order.orderId}-${order.refundedBefore}-${amountMinor}`;
    const value = toPaypalValue(amountMinor);
    if (order.paymentRef) {
      const refunded = await this.call('POST', `/v2/payments/captures/${encodeURIComponent(order.paymentRef)}/refund`, {
        requestId,
        body: {
          amount: { value, currency_code: order.currency },
          custom_id: String(order.orderId),
          note_to_payer: `${PRODUCT_NAME}: a refund of your plan.`,
        },
        accept: [400, 404, 422],
      });
      const id = refused(refunded) ?? requireString(refunded.body.id, 'the refund id');
      if (refunded.body.status === 'CANCELLED' || refunded.body.status === 'FAILED') {
        throw new RefundRefused(`PayPal answered the refund ${String(refunded.body.status)}.`);
      }
      return { refundId: id, paymentRef: order.paymentRef };
    }
    const saleId = order.subscriptionRef ? await this.latestSale(order.subscriptionRef) : null;
    if (!saleId) throw new RefundRefused('PayPal holds no completed payment of this order to refund.');
    const refunded = await this.call('POST', `/v1/payments/sale/${encodeURIComponent(saleId)}/refund`, {
      requestId,
      body: { amount: { total: value, currency: order.currency }, invoice_number: `refund-${order.orderId}` },
      accept: [400, 404, 422],
    });
    const id = refused(refunded) ?? requireString(refunded.body.id, 'the refund id');
    if (refunded.body.state === 'failed' || refunded.body.state === 'cancelled') {
      throw new RefundRefused(`PayPal answered the refund ${String(refunded.body.state)}.`);
    }
    return { refundId: id, paymentRef: saleId };
  }

  /** The latest completed sale (payment) of a subscription, from its transactions of the last 13 months. */
  private async latestSale(subscriptionRef: string): Promise<string | null> {
    const end = new Date(this.now() + 86_400_000);
    const start = new Date(end.getTime() - 400 * 86_400_000);
    const listed = await this.call(
      'GET',
      `/v1/billing/subscriptions/${encodeURIComponent(subscriptionRef)}/transactions?start_time=${start.toISOString()}&end_time=${end.toISOString()}`,
      { accept: [404] },
    );
    const transactions = Array.isArray(listed.body.transactions) ? (listed.body.transactions as unknown[]) : [];
    const completed = transactions
      .filter(isObject)
      .filter((t) => t.status === 'COMPLETED' && typeof t.id === 'string')
      .sort((a, b) => String(b.time ?? '').localeCompare(String(a.time ?? '')));
    return (completed[0]?.id as string | undefined) ?? null;
  }

  /**
   * The billing plan of a plan code at an amount: cached here, else found among the product's plans by its name,
   * else created (with the product if that is new too). Concurrent checkouts of one plan share one lookup.
   */
  private billingPlan(order: CheckoutOrder): Promise<string> {
    const name = planName(order.planCode, order.total, order.currency);
    let plan = this.plans.get(name);
    if (!plan) {
      const lookup = this.findOrCreatePlan(order, name);
      // A failed lookup is not remembered: the next checkout tries again.
      lookup.catch(() => {
        if (this.plans.get(name) === lookup) this.plans.delete(name);
      });
      this.plans.set(name, lookup);
      plan = lookup;
    }
    return plan;
  }

  private forgetPlan(order: CheckoutOrder): void {
    this.plans.delete(planName(order.planCode, order.total, order.currency));
  }

  private async findOrCreatePlan(order: CheckoutOrder, name: string): Promise<string> {
    const productId = await this.catalogProduct(order);
    for (let page = 1; page <= 50; page++) {
      const listed = await this.call(
        'GET',
        `/v1/billing/plans?product_id=${encodeURIComponent(productId)}&page_size=20&page=${page}&total_required=true`,
      );
      const plans = Array.isArray(listed.body.plans) ? (listed.body.plans as Json[]) : [];
      const found = plans.find((p) => p.name === name && p.status === 'ACTIVE');
      if (found) return requireString(found.id, 'a listed plan id');
      const totalPages = typeof listed.body.total_pages === 'number' ? listed.body.total_pages : page;
      if (plans.length === 0 || page >= totalPages) break;
    }
    const created = await this.call('POST', '/v1/billing/plans', {
      requestId: randomUUID(),
      body: {
        product_id: productId,
        name,
        description: describe(order.plan, order.months, 'subscription'),
        status: 'ACTIVE',
        billing_cycles: [
          {
            frequency: { interval_unit: 'MONTH', interval_count: order.months },
            tenure_type: 'REGULAR',
            sequence: 1,
            // 0: renews until cancelled.
            total_cycles: 0,
            pricing_scheme: { fixed_price: { value: toPaypalValue(order.total), currency_code: order.currency } },
          },
        ],
        // One failed renewal suspends it (our licence then runs out), rather than PayPal retrying for weeks.
        payment_preferences: { auto_bill_outstanding: true, payment_failure_threshold: 1 },
      },
    });
    return requireString(created.body.id, 'the created plan id');
  }

  /** The catalog product of a plan code, under an id of our own so it is found again. */
  private async catalogProduct(order: CheckoutOrder): Promise<string> {
    const id = productId(order.planCode);
    const found = await this.call('GET', `/v1/catalogs/products/${encodeURIComponent(id)}`, { accept: [404] });
    if (found.status !== 404) return id;
    const created = await this.call('POST', '/v1/catalogs/products', {
      requestId: `product-${id}`,
      body: {
        id,
        name: `${PRODUCT_NAME} ${PLAN_NAMES[order.plan]} (${DURATION_TEXTS[order.months].label})`,
        description: describe(order.plan, order.months, 'subscription'),
        type: 'SERVICE',
        category: 'SOFTWARE',
      },
      // Created meanwhile by another checkout or process: it exists, which is all we need.
      accept: [409, 422],
    });
    if (created.status === 200 || created.status === 201) return requireString(created.body.id, 'the product id');
    return id;
  }

  // ---- Webhooks -------------------------------------------------------------------------------------------------

  async readWebhook(request: WebhookRequest): Promise<PaymentEvent> {
    const transmission: Record<string, string> = {};
    for (const [field, header] of Object.entries(TRANSMISSION_HEADERS)) {
      const value = headerValue(request.headers, header);
      if (!value) throw new WebhookRejected(`the ${header} header is missing`);
      transmission[field] = value;
    }
    const text = request.rawBody.toString('utf8');
    let event: Json;
    try {
      const parsed: unknown = JSON.parse(text);
      if (!isObject(parsed)) throw new Error('not an object');
      event = parsed;
    } catch {
      throw new WebhookRejected('the body is not a JSON object');
    }
    if (typeof event.id !== 'string' || typeof event.event_type !== 'string') {
      throw new WebhookRejected('the body is not a PayPal event');
    }
    await this.verify(transmission, text);
    return this.readEvent(event.id, event.event_type, isObject(event.resource) ? event.resource : {});
  }

  /**
   * Asks PayPal whether it sent this transmission. The event goes back exactly as it arrived (spliced in as text,
   * not parsed and serialised again): PayPal checks its signature over those bytes, and a re-serialised event
   * (another number format, key order or escaping) would fail.
   */
  private async verify(transmission: Record<string, string>, eventText: string): Promise<void> {
    const fields = JSON.stringify({ ...transmission, webhook_id: this.options.webhookId });
    const body = `${fields.slice(0, -1)},"webhook_event":${eventText.trim()}}`;
    const verified = await this.call('POST', '/v1/notifications/verify-webhook-signature', {
      body: new RawJson(body),
      accept: [400, 422],
    });
    if (verified.status !== 200 || verified.body.verification_status !== 'SUCCESS') {
      throw new WebhookRejected('PayPal did not verify the transmission');
    }
  }

  private async readEvent(eventId: string, type: string, resource: Json): Promise<PaymentEvent> {
    const ignored: PaymentEvent = { kind: 'ignored', eventId, type };
    switch (type) {
      case 'PAYMENT.CAPTURE.COMPLETED': {
        // Our order id travels as the purchase unit's custom_id, which PayPal copies onto the capture.
        const orderId = ourOrderId(resource.custom_id);
        const amount = readAmount(resource.amount, 'currency_code', 'value');
        if (orderId === null || !amount) return ignored;
        const paymentRef = typeof resource.id === 'string' ? resource.id : null;
        return { kind: 'paid', eventId, orderId, ...amount, subscriptionRef: null, paymentRef };
      }
      case 'PAYMENT.CAPTURE.DENIED':
      case 'PAYMENT.CAPTURE.DECLINED': {
        // The approved payment did not go through (PayPal's risk check, the funding source): nothing was paid.
        const orderId = ourOrderId(resource.custom_id);
        if (orderId === null) return ignored;
        return { kind: 'unpaid', eventId, orderId, reason: 'failed' };
      }
      case 'BILLING.SUBSCRIPTION.ACTIVATED': {
        const orderId = ourOrderId(resource.custom_id);
        const subscriptionRef = typeof resource.id === 'string' ? resource.id : null;
        if (orderId === null || !subscriptionRef) return ignored;
        const amount = await this.firstPeriodAmount(resource);
        if (!amount) return ignored;
        return { kind: 'paid', eventId, orderId, ...amount, subscriptionRef };
      }
      case 'PAYMENT.SALE.COMPLETED': {
        // A subscription's payment. The first period's is the activation (granted above); later ones renew.
        const subscriptionRef =
          typeof resource.billing_agreement_id === 'string' ? resource.billing_agreement_id : null;
        const amount = readAmount(resource.amount, 'currency', 'total');
        if (!subscriptionRef || !amount) return ignored;
        if ((await this.cyclesCompleted(subscriptionRef)) <= 1) return ignored;
        const paymentRef = typeof resource.id === 'string' ? resource.id : null;
        return { kind: 'renewed', eventId, subscriptionRef, ...amount, paymentRef };
      }
      case 'BILLING.SUBSCRIPTION.CANCELLED':
      case 'BILLING.SUBSCRIPTION.SUSPENDED':
      case 'BILLING.SUBSCRIPTION.EXPIRED':
      case 'BILLING.SUBSCRIPTION.PAYMENT.FAILED': {
        if (typeof resource.id !== 'string') return ignored;
        return { kind: 'stopped', eventId, subscriptionRef: resource.id };
      }
      case 'PAYMENT.CAPTURE.REFUNDED': {
        // The refund names the capture it returns ('up'), which carries our order id as its custom_id.
        const captureId = linkedId(resource, 'up', '/v2/payments/captures/');
        const capture = captureId ? await this.lookUp(`/v2/payments/captures/${encodeURIComponent(captureId)}`) : null;
        // A partial refund leaves the plan as it is, like Stripe's (the console's refunds take their own days back).
        if (capture?.status === 'PARTIALLY_REFUNDED') return ignored;
        const orderId = ourOrderId(resource.custom_id) ?? ourOrderId(capture?.custom_id);
        if (orderId === null && !captureId) return ignored;
        return { kind: 'refunded', eventId, orderId, paymentRef: captureId };
      }
      case 'PAYMENT.SALE.REFUNDED': {
        // A subscription payment refunded: the sale names its subscription, which carries our order id.
        const saleId = typeof resource.sale_id === 'string' ? resource.sale_id : null;
        const sale = saleId ? await this.lookUp(`/v1/payments/sale/${encodeURIComponent(saleId)}`) : null;
        const subscriptionRef =
          typeof resource.billing_agreement_id === 'string'
            ? resource.billing_agreement_id
            : typeof sale?.billing_agreement_id === 'string'
              ? sale.billing_agreement_id
              : null;
        const subscription = subscriptionRef
          ? await this.lookUp(`/v1/billing/subscriptions/${encodeURIComponent(subscriptionRef)}`)
          : null;
        const orderId = ourOrderId(subscription?.custom_id) ?? ourOrderId(resource.custom) ?? ourOrderId(sale?.custom);
        if (orderId === null && !saleId) return ignored;
        return { kind: 'refunded', eventId, orderId, paymentRef: saleId, subscriptionRef };
      }
      default:
        return ignored;
    }
  }

  /** The first period's payment: on the activated subscription when PayPal took it already, else its plan's price. */
  private async firstPeriodAmount(subscription: Json): Promise<{ amount: number; currency: Currency } | null> {
    const billing = isObject(subscription.billing_info) ? subscription.billing_info : {};
    const last = isObject(billing.last_payment) ? billing.last_payment : {};
    const paid = readAmount(last.amount, 'currency_code', 'value');
    if (paid) return paid;
    if (typeof subscription.plan_id !== 'string') return null;
    const plan = await this.call('GET', `/v1/billing/plans/${encodeURIComponent(subscription.plan_id)}`);
    const cycles = Array.isArray(plan.body.billing_cycles) ? (plan.body.billing_cycles as unknown[]) : [];
    const regular = cycles.filter(isObject).find((c) => c.tenure_type === 'REGULAR');
    const pricing = regular && isObject(regular.pricing_scheme) ? regular.pricing_scheme : {};
    return readAmount(pricing.fixed_price, 'currency_code', 'value');
  }

  /** How many regular periods of a subscription PayPal has billed. */
  private async cyclesCompleted(subscriptionRef: string): Promise<number> {
    const subscription = await this.call('GET', `/v1/billing/subscriptions/${encodeURIComponent(subscriptionRef)}`);
    const billing = isObject(subscription.body.billing_info) ? subscription.body.billing_info : {};
    const executions = Array.isArray(billing.cycle_executions) ? (billing.cycle_executions as unknown[]) : [];
    const regular = executions.filter(isObject).find((c) => c.tenure_type === 'REGULAR');
    return regular && typeof regular.cycles_completed === 'number' ? regular.cycles_completed : 0;
  }

  /** A resource PayPal may no longer have (null then). */
  private async lookUp(path: string): Promise<Json | null> {
    const found = await this.call('GET', path, { accept: [404] });
    return found.status === 404 ? null : found.body;
  }

  // ---- HTTP -----------------------------------------------------------------------------------------------------

  /** One authorised call; a token PayPal no longer takes (401) is replaced once and the call made again. */
  private async call(method: 'GET' | 'POST', path: string, options: CallOptions = {}): Promise<PaypalResponse> {
    let response = await this.send(method, path, await this.accessToken(), options);
    if (response.status === 401) {
      this.token = null;
      response = await this.send(method, path, await this.accessToken(), options);
    }
    if ((response.status >= 200 && response.status < 300) || options.accept?.includes(response.status)) {
      return response;
    }
    throw apiError(`${method} ${path.split('?')[0]}`, response);
  }

  private async send(method: string, path: string, token: string, options: CallOptions): Promise<PaypalResponse> {
    const headers: Record<string, string> = { authorization: `Bearer ${token}`, accept: 'application/json' };
    let body: string | undefined;
    if (options.body !== undefined) {
      headers['content-type'] = 'application/json';
      body = options.body instanceof RawJson ? options.body.text : JSON.stringify(options.body);
    }
    if (options.requestId) headers['paypal-request-id'] = options.requestId;
    const response = await fetch(`${this.options.apiBase}${path}`, {
      method,
      headers,
      body,
      signal: AbortSignal.timeout(this.timeoutMs),
    });
    return { status: response.status, body: await readJson(response) };
  }

  /** The OAuth2 client-credentials token, cached until shortly before it expires; one request at a time. */
  private async accessToken(): Promise<string> {
    if (this.token && this.now() < this.token.expiresAt) return this.token.value;
    if (!this.tokenRequest) {
      this.tokenRequest = this.requestToken().finally(() => {
        this.tokenRequest = null;
      });
    }
    return this.tokenRequest;
  }

  private async requestToken(): Promise<string> {
    const credentials = Buffer.from(`${this.options.clientId}:${this.options.clientSecret}`).toString('base64');
    const response = await fetch(`${this.options.apiBase}/v1/oauth2/token`, {
      method: 'POST',
      headers: {
        authorization: `Basic ${credentials}`,
        accept: 'application/json',
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: 'grant_type=client_credentials',
      signal: AbortSignal.timeout(this.timeoutMs),
    });
    const body = await readJson(response);
    if (!response.ok || typeof body.access_token !== 'string') {
      // PayPal's answer to bad credentials names no secret; ours neither.
      throw apiError('POST /v1/oauth2/token', { status: response.status, body });
    }
    const lifetimeMs = (typeof body.expires_in === 'number' ? body.expires_in : 0) * 1000;
    this.token = { value: body.access_token, expiresAt: this.now() + lifetimeMs - TOKEN_MARGIN_MS };
    return body.access_token;
  }
}

/** A request body that is JSON text already (the webhook verification's, with the event's bytes kept). */
class RawJson {
  constructor(readonly text: string) {}
}

// ---- Reading and writing PayPal's values ----------------------------------------------------------------------

/** Minor units as PayPal writes an amount: 1679 → '16.79' (USD and CNY have two decimals). */
export function toPaypalValue(minor: number): string {
  if (!Number.isInteger(minor) || minor < 0) throw new Error(`not an amount in minor units: ${minor}`);
  return `${Math.floor(minor / 100)}.${String(minor % 100).padStart(2, '0')}`;
}

/** PayPal's '16.79' → 1679, read as text (no floating point); null for anything else. */
export function fromPaypalValue(value: unknown): number | null {
  if (typeof value !== 'string') return null;
  const match = /^(\d{1,9})(?:\.(\d{1,2}))?$/.exec(value.trim());
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/**
 * An amount object read into minor units and one of our currencies. Another currency cannot be one an order was
 * made in; it is answered as the amount -1 in USD so the service's check against the order refuses it loudly
 * rather than the event being dropped as irrelevant.
 */
function readAmount(
  amount: unknown,
  currencyField: string,
  valueField: string,
): { amount: number; currency: Currency } | null {
  if (!isObject(amount)) return null;
  const currency = amount[currencyField];
  const minor = fromPaypalValue(amount[valueField]);
  if (typeof currency !== 'string' || minor === null) return null;
  if (!(CURRENCIES as readonly string[]).includes(currency)) return { amount: -1, currency: 'USD' };
  return { amount: minor, currency: currency as Currency };
}

/** Our order id from a custom_id we wrote (digits only), else null. */
function ourOrderId(value: unknown): number | null {
  if (typeof value !== 'string' || !/^\d{1,15}$/.test(value)) return null;
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** The id at the end of a HATEOAS link of a relation, when it points where expected. */
function linkedId(resource: Json, rel: string, pathPart: string): string | null {
  const links = Array.isArray(resource.links) ? (resource.links as unknown[]) : [];
  for (const link of links) {
    if (!isObject(link) || link.rel !== rel || typeof link.href !== 'string') continue;
    const at = link.href.indexOf(pathPart);
    if (at >= 0) return decodeURIComponent(link.href.slice(at + pathPart.length).split(/[/?#]/)[0] ?? '') || null;
  }
  return null;
}

/** Plan code, amount and currency: the billing plan's name, how it is found again. */
function planName(planCode: string, total: number, currency: Currency): string {
  return `${planCode} ${toPaypalValue(total)} ${currency}`;
}

function productId(planCode: string): string {
  return `${PRODUCT_NAME.toUpperCase()}-${planCode}`;
}

function describe(plan: PaidPlan, months: PlanMonths, how: 'one-time' | 'subscription'): string {
  const duration = DURATION_TEXTS[months].label;
  return how === 'one-time'
    ? `${PRODUCT_NAME} ${PLAN_NAMES[plan]} plan, ${duration}`
    : `${PRODUCT_NAME} ${PLAN_NAMES[plan]} plan, renewed every ${duration}`;
}

function headerValue(headers: WebhookRequest['headers'], name: string): string | null {
  const value = headers[name] ?? headers[name.toUpperCase()];
  const first = Array.isArray(value) ? value[0] : value;
  return first && first.trim() !== '' ? first.trim() : null;
}

function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function requireString(value: unknown, what: string): string {
  if (typeof value !== 'string' || value === '') throw new Error(`PayPal's answer lacks ${what}`);
  return value;
}

/** The first issue of a PayPal error body (`details[0].issue`), e.g. ORDER_ALREADY_CAPTURED. */
function issueOf(body: Json): string | null {
  const details = Array.isArray(body.details) ? (body.details as unknown[]) : [];
  const first = details.find(isObject);
  return first && typeof first.issue === 'string' ? first.issue : null;
}

/** PayPal's refusal of a refund (a 4xx) as the operator reads it, thrown; null for a success. */
function refused(response: PaypalResponse): null {
  if (response.status < 400) return null;
  const { body } = response;
  const details = Array.isArray(body.details) ? (body.details as unknown[]).filter(isObject) : [];
  const said = details
    .map((d) => [d.issue, d.description].filter((t) => typeof t === 'string').join(': '))
    .filter(Boolean)
    .join('; ');
  const message = typeof body.message === 'string' ? body.message : `PayPal answered ${response.status}`;
  throw new RefundRefused(said ? `${message} (${said})` : message);
}

function apiError(operation: string, response: PaypalResponse): PaypalApiError {
  const { body } = response;
  const errorName = typeof body.name === 'string' ? body.name : typeof body.error === 'string' ? body.error : null;
  const debugId = typeof body.debug_id === 'string' ? body.debug_id : null;
  return new PaypalApiError(operation, response.status, errorName, issueOf(body), debugId);
}

async function readJson(response: Response): Promise<Json> {
  const text = await response.text();
  if (text === '') return {};
  try {
    const parsed: unknown = JSON.parse(text);
    return isObject(parsed) ? parsed : {};
  } catch {
    return {};
  }
}
