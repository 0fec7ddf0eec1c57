import { resolve } from 'node:path';
import { z } from 'zod';
import { DEFAULT_BILLING_EMAIL, DEFAULT_SUPPORT_EMAIL, PRODUCT_NAME } from '@playwords/common';
import { DEFAULT_GAMES_DIST, DEFAULT_WEB_DIST } from './paths';

const optionalText = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .optional();

/** An on/off switch: true/false, 1/0 (unset or empty: off). */
const flag = z
  .enum(['true', 'false', '1', '0', ''])
  .default('false')
  .transform((v) => v === 'true' || v === '1');

/** Where an SDK sends its calls instead of the provider's own address: an origin only (no path). */
const apiBase = optionalText.pipe(
  z
    .url({ protocol: /^https?$/ })
    .refine((v) => /^https?:\/\/[^/]+\/?$/.test(v), 'Expected an origin such as http://127.0.0.1:12111 (no path).')
    .optional(),
);

/** A duration in seconds (fractions allowed, so tests can use small ones), up to an hour. */
const seconds = (fallback: number) => z.coerce.number().positive().max(3600).default(fallback);

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().trim().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().trim().min(1).default('./data'),
  DATABASE_URL: optionalText.pipe(z.url({ protocol: /^postgres(ql)?$/ }).optional()),
  PUBLIC_URL: optionalText.pipe(z.url({ protocol: /^https?$/ }).optional()),
  WEB_DIST_DIR: optionalText,
  GAMES_DIST_DIR: optionalText,
  REQUEST_TIMEOUT: seconds(120),
  HEADERS_TIMEOUT: seconds(30),
  IDLE_TIMEOUT: seconds(60),
  KEEP_ALIVE_TIMEOUT: seconds(72),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  LOG_FORMAT: z.enum(['auto', 'pretty', 'json']).default('auto'),
  TRUST_PROXY: flag,
  REDIS_URL: optionalText.pipe(
    z
      .url({ protocol: /^rediss?$/, error: 'Expected redis://… or rediss://… (e.g. redis://127.0.0.1:6379).' })
      .optional(),
  ),
  SMTP_URL: optionalText.pipe(z.url({ protocol: /^smtps?$/, error: 'Expected smtp://… or smtps://…' }).optional()),
  MAIL_FROM: optionalText.pipe(
    z
      .string()
      .regex(/^[^\s@<>]+@[^\s@<>]+$|<[^\s@<>]+@[^\s@<>]+>$/, 'Expected an address or Name <address>.')
      .optional(),
  ),
  SUPPORT_EMAIL: optionalText.pipe(z.email('Expected an e-mail address.').optional()),
  SECRET_KEY: optionalText.pipe(z.string().min(32, 'Use at least 32 characters (random).').optional()),
  S3_BUCKET: optionalText,
  S3_ENDPOINT: optionalText.pipe(z.url({ protocol: /^https?$/ }).optional()),
  S3_REGION: optionalText,
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  S3_PUBLIC_URL: optionalText.pipe(z.url({ protocol: /^https?$/ }).optional()),
  STRIPE_SECRET_KEY: optionalText.pipe(
    z
      .string()
      .regex(/^(sk|rk)_\S+$/, 'Expected a Stripe secret key (sk_live_…, sk_test_… or a restricted rk_… key).')
      .optional(),
  ),
  STRIPE_WEBHOOK_SECRET: optionalText.pipe(
    z
      .string()
      .regex(/^whsec_\S+$/, "Expected the webhook endpoint's signing secret (whsec_…).")
      .optional(),
  ),
  STRIPE_API_BASE: apiBase,
  PAYPAL_CLIENT_ID: optionalText,
  PAYPAL_CLIENT_SECRET: optionalText,
  PAYPAL_WEBHOOK_ID: optionalText,
  PAYPAL_ENV: z
    .string()
    .trim()
    .transform((v) => (v === '' ? 'sandbox' : v))
    .pipe(z.enum(['sandbox', 'live'], 'Expected sandbox or live.'))
    .default('sandbox'),
  PAYPAL_API_BASE: apiBase,
  ALIPAY_ENABLED: flag,
  BILLING_EMAIL: optionalText.pipe(z.email('Expected an e-mail address.').optional()),
});

/** Where uploaded images are kept: S3-compatible object storage when `S3_BUCKET` is set (platform/storage-s3.ts). */
export interface S3Config {
  bucket: string;
  /** The service's address (MinIO, Cloudflare R2, …); unset: AWS itself. */
  endpoint: string | undefined;
  region: string;
  /** Unset: the SDK's usual credential chain (environment, instance role). */
  accessKeyId: string | undefined;
  secretAccessKey: string | undefined;
  /** The public address of the bucket's objects (a CDN or the bucket's website); image URLs start with it. */
  publicUrl: string;
}

/** Stripe (card, WeChat Pay, AliPay through Checkout): set when both its keys are. */
export interface StripeConfig {
  secretKey: string;
  webhookSecret: string;
  /** Where the SDK sends its calls (a local fake in tests, a proxy); unset: Stripe's own API. */
  apiBase: string | undefined;
}

/** PayPal (Orders v2, Subscriptions): set when its client id, secret and webhook id are. */
export interface PaypalConfig {
  clientId: string;
  clientSecret: string;
  webhookId: string;
  env: 'sandbox' | 'live';
  /** Where its REST calls go: PAYPAL_API_BASE, else PayPal's sandbox or live address. */
  apiBase: string;
  /** Whether PAYPAL_API_BASE named another address (a local fake or a proxy serves its JS SDK too). */
  apiBaseOverridden: boolean;
}

/** Which payment providers this server uses; none configured: it takes no payments (the embedded default). */
export interface PaymentsConfig {
  stripe: StripeConfig | undefined;
  paypal: PaypalConfig | undefined;
  /** Offer AliPay (paid through Stripe, so only with Stripe configured; accounts §9: hidden unless its flag is on). */
  alipayEnabled: boolean;
  /** The billing contact the pages show. */
  billingEmail: string;
}

const PAYPAL_API = { sandbox: 'https://api-m.sandbox.paypal.com', live: 'https://api-m.paypal.com' } as const;

/**
 * How long the server waits for slow clients, in milliseconds (see .env.example). A 3 MiB upload must fit in
 * `request`: 120 s is about 210 kbit/s, a slow school uplink shared by a few classes.
 */
export interface TimeoutsConfig {
  /** The whole request, headers and body, must have arrived within this (then 408 and the connection closes). */
  request: number;
  /** The headers must have arrived within this (then 408). */
  headers: number;
  /** A connection on which nothing arrives or leaves for this long is closed (a body shorter than announced). */
  idle: number;
  /** A kept-alive connection waits this long for its next request. */
  keepAlive: number;
}

/** The server's validated settings; nothing else reads process.env. */
export interface AppConfig {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  publicUrl: string;
  webDistDir: string;
  /** The built game pages (`<key>/index.html`) and their assets, served at /game-assets/. */
  gamesDistDir: string;
  timeouts: TimeoutsConfig;
  logLevel: string;
  /**
   * How the log is written: `json` (one object a line, for log collectors), `pretty` (a readable line per event,
   * for a person at a terminal), `auto` (pretty when standard output is a terminal, else JSON).
   */
  logFormat: 'auto' | 'pretty' | 'json';
  trustProxy: boolean;
  /** Cookies get `Secure` when the public address is https. */
  secureCookies: boolean;
  /**
   * Where the throttling counters live when several server processes share them (`redis://host:6379`,
   * `rediss://…` for TLS); unset: the `rate_counters` table (platform/counters.ts).
   */
  redisUrl: string | undefined;
  /** Where mail is sent (`smtp://user:pass@host:587`, `smtps://…`); unset: links and codes are logged instead. */
  smtpUrl: string | undefined;
  /** The From of every e-mail. */
  mailFrom: string;
  /** Where contact messages are mailed, and the address the pages give for support and appeals. */
  supportEmail: string;
  /**
   * Signs activation links and keys the code hashes. Unset: the server generates one once and keeps it in
   * `DATA_DIR/secret-key` (platform/secret-key.ts).
   */
  secretKey: string | undefined;
  /** Object storage for images; unset: files under `DATA_DIR/media`, served by the server at /media/. */
  s3: S3Config | undefined;
  payments: PaymentsConfig;
}

/** Reads and validates the environment; throws a readable error naming every bad key. */
export function loadConfig(env: Record<string, string | undefined> = process.env): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  if (e.HEADERS_TIMEOUT > e.REQUEST_TIMEOUT) {
    throw new Error('Invalid configuration:\n  HEADERS_TIMEOUT: must not be longer than REQUEST_TIMEOUT');
  }
  const problems = [...s3ConfigProblems(e), ...paymentsConfigProblems(e)];
  if (problems.length > 0) throw new Error(`Invalid configuration:\n${problems.join('\n')}`);
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, '');
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    publicUrl,
    webDistDir: resolve(e.WEB_DIST_DIR ?? DEFAULT_WEB_DIST),
    gamesDistDir: resolve(e.GAMES_DIST_DIR ?? DEFAULT_GAMES_DIST),
    timeouts: {
      request: Math.round(e.REQUEST_TIMEOUT * 1000),
      headers: Math.round(e.HEADERS_TIMEOUT * 1000),
      idle: Math.round(e.IDLE_TIMEOUT * 1000),
      keepAlive: Math.round(e.KEEP_ALIVE_TIMEOUT * 1000),
    },
    logLevel: e.LOG_LEVEL,
    logFormat: e.LOG_FORMAT,
    trustProxy: e.TRUST_PROXY,
    secureCookies: publicUrl.startsWith('https://'),
    redisUrl: e.REDIS_URL,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM ?? `${PRODUCT_NAME} <no-reply@${new URL(publicUrl).hostname}>`,
    supportEmail: e.SUPPORT_EMAIL ?? DEFAULT_SUPPORT_EMAIL,
    secretKey: e.SECRET_KEY,
    s3: e.S3_BUCKET
      ? {
          bucket: e.S3_BUCKET,
          endpoint: e.S3_ENDPOINT,
          region: e.S3_REGION ?? 'us-east-1',
          accessKeyId: e.S3_ACCESS_KEY_ID,
          secretAccessKey: e.S3_SECRET_ACCESS_KEY,
          publicUrl: e.S3_PUBLIC_URL!.replace(/\/+$/, ''),
        }
      : undefined,
    payments: paymentsConfig(e),
  };
}

function paymentsConfig(e: z.output<typeof envSchema>): PaymentsConfig {
  const origin = (url: string | undefined) => url?.replace(/\/+$/, '');
  return {
    stripe:
      e.STRIPE_SECRET_KEY && e.STRIPE_WEBHOOK_SECRET
        ? { secretKey: e.STRIPE_SECRET_KEY, webhookSecret: e.STRIPE_WEBHOOK_SECRET, apiBase: origin(e.STRIPE_API_BASE) }
        : undefined,
    paypal:
      e.PAYPAL_CLIENT_ID && e.PAYPAL_CLIENT_SECRET && e.PAYPAL_WEBHOOK_ID
        ? {
            clientId: e.PAYPAL_CLIENT_ID,
            clientSecret: e.PAYPAL_CLIENT_SECRET,
            webhookId: e.PAYPAL_WEBHOOK_ID,
            env: e.PAYPAL_ENV,
            apiBase: origin(e.PAYPAL_API_BASE) ?? PAYPAL_API[e.PAYPAL_ENV],
            apiBaseOverridden: e.PAYPAL_API_BASE !== undefined,
          }
        : undefined,
    alipayEnabled: e.ALIPAY_ENABLED && e.STRIPE_SECRET_KEY !== undefined && e.STRIPE_WEBHOOK_SECRET !== undefined,
    billingEmail: e.BILLING_EMAIL ?? DEFAULT_BILLING_EMAIL,
  };
}

/**
 * A provider's keys go together: a secret key without its webhook secret could take money but never learn that it
 * did, so half a provider is refused at start rather than left to fail at the first payment.
 */
function paymentsConfigProblems(e: z.output<typeof envSchema>): string[] {
  const problems: string[] = [];
  if ((e.STRIPE_SECRET_KEY === undefined) !== (e.STRIPE_WEBHOOK_SECRET === undefined)) {
    problems.push('  STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET: set both or neither');
  }
  const paypal = ['PAYPAL_CLIENT_ID', 'PAYPAL_CLIENT_SECRET', 'PAYPAL_WEBHOOK_ID'] as const;
  const paypalSet = paypal.filter((k) => e[k] !== undefined);
  if (paypalSet.length > 0 && paypalSet.length < paypal.length) {
    problems.push(`  ${paypal.join(', ')}: set all three or none`);
  }
  return problems;
}

/** The S3 settings go together: a bucket needs its public address, and a key id needs its secret. */
function s3ConfigProblems(e: z.output<typeof envSchema>): string[] {
  const problems: string[] = [];
  const others = ['S3_ENDPOINT', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'S3_PUBLIC_URL'] as const;
  if (!e.S3_BUCKET) {
    const set = others.filter((k) => e[k] !== undefined);
    if (set.length > 0) problems.push(`  S3_BUCKET: required when ${set.join(', ')} is set`);
    return problems;
  }
  if (!e.S3_PUBLIC_URL) problems.push('  S3_PUBLIC_URL: required with S3_BUCKET (the address image URLs start with)');
  if ((e.S3_ACCESS_KEY_ID === undefined) !== (e.S3_SECRET_ACCESS_KEY === undefined)) {
    problems.push('  S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: set both or neither');
  }
  return problems;
}
