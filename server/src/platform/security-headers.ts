import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { OFFLINE_GAME_BOOT } from '@playwords/common';
import type { AppConfig } from '../config';

/** The offline game page's boot script as a script-src source: its SHA-256, so that one text alone may run inline. */
export const OFFLINE_GAME_BOOT_HASH = `'sha256-${createHash('sha256').update(OFFLINE_GAME_BOOT).digest('base64')}'`;

/**
 * The Content-Security-Policy of every page (design/security.md): scripts only from our origin, no plugins, no
 * <base>, frames only from us. Styles may be inline because the UI kit injects them. `imageOrigins` (the image
 * store's public address when it is S3) may serve pictures: the pages show them, and a game frame, whose srcdoc
 * document inherits this policy, draws them. `paymentOrigins` (PayPal's, when this server takes PayPal) may run the
 * PayPal button: its script, its calls, its frames and its pictures.
 *
 * A game frame inherits this policy; offline it boots from blob: modules its own boot script makes
 * (common's OFFLINE_GAME_BOOT, allowed by its hash alone): hence `blob:` and that one hash in script-src (see
 * docs/decisions.md § The offline classroom). Workers (the service worker at /sw.js) and the manifest come only
 * from us.
 */
export function contentSecurityPolicy(
  https: boolean,
  imageOrigins: readonly string[] = [],
  paymentOrigins: readonly string[] = [],
): string {
  const directives = [
    "default-src 'self'",
    ["script-src 'self' blob:", OFFLINE_GAME_BOOT_HASH, ...paymentOrigins].join(' '),
    "style-src 'self' 'unsafe-inline'",
    ["img-src 'self' data: blob:", ...imageOrigins, ...paymentOrigins].join(' '),
    "font-src 'self' data:",
    ["connect-src 'self'", ...paymentOrigins].join(' '),
    "media-src 'self' blob:",
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    ["frame-src 'self'", ...paymentOrigins].join(' '),
    "frame-ancestors 'self'",
    "form-action 'self'",
    ...(https ? ['upgrade-insecure-requests'] : []),
  ];
  return directives.join('; ');
}

/** Headers every answer carries. */
function commonHeaders(https: boolean): Record<string, string> {
  return {
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'no-referrer',
    'x-frame-options': 'SAMEORIGIN',
    'cross-origin-resource-policy': 'same-origin',
    ...(https ? { 'strict-transport-security': 'max-age=31536000; includeSubDomains' } : {}),
  };
}

/** Headers of pages and static files: the common ones plus the CSP and the browser-isolation headers. */
function pageHeaders(
  https: boolean,
  imageOrigins: readonly string[],
  paymentOrigins: readonly string[],
): Record<string, string> {
  return {
    ...commonHeaders(https),
    'content-security-policy': contentSecurityPolicy(https, imageOrigins, paymentOrigins),
    // PayPal's button opens its checkout in a popup that must be able to answer the page.
    'cross-origin-opener-policy': paymentOrigins.length > 0 ? 'same-origin-allow-popups' : 'same-origin',
    'origin-agent-cluster': '?1',
    'x-dns-prefetch-control': 'off',
    'x-permitted-cross-domain-policies': 'none',
  };
}

/**
 * Where the PayPal button loads from and talks to, when this server takes PayPal: PayPal's own origins, and the
 * address PAYPAL_API_BASE names when set (a local fake of PayPal in the browser tests serves the button's script).
 */
export function paypalOrigins(config: Pick<AppConfig, 'payments'>): string[] {
  const paypal = config.payments.paypal;
  if (!paypal) return [];
  const origins = ['https://*.paypal.com', 'https://*.paypalobjects.com'];
  if (paypal.apiBaseOverridden) origins.push(new URL(paypal.apiBase).origin);
  return origins;
}

/** The two sets of headers, computed once at start. */
export interface SecurityHeaders {
  /** JSON answers: no CSP needed. */
  api: Record<string, string>;
  /** Pages, static files and everything else. */
  pages: Record<string, string>;
}

declare module 'fastify' {
  interface FastifyInstance {
    securityHeaders: SecurityHeaders;
  }
  interface FastifyContextConfig {
    /** A route that sets its headers itself (the declared API routes, platform/route.ts): no hook is added. */
    ownSecurityHeaders?: true;
  }
}

/** Whether a path is under /api/, read as the router reads it (decoded: `/%61pi/`). */
export function isApiPath(url: string): boolean {
  let path = url.split('?', 1)[0] ?? '';
  try {
    path = decodeURIComponent(path);
  } catch {
    // Not valid percent-encoding: compare it as it came.
  }
  return path === '/api' || path.startsWith('/api/');
}

/** Sets one set of security headers and the request's id in `X-Request-Id` (what a 500 is logged with). */
export function setSecurityHeaders(request: FastifyRequest, reply: FastifyReply, set: Record<string, string>): void {
  reply.headers(set);
  reply.header('x-request-id', request.id);
}

/**
 * Sets the request's security headers and its id. Which set is decided on the route Fastify matched (an encoded
 * `/%61pi/…` is an API route too), or, when none matched (a 404, a malformed address), on the decoded path. Error
 * and not-found handlers call it; routes get it as a hook.
 */
export function applySecurityHeaders(request: FastifyRequest, reply: FastifyReply): void {
  const route = request.routeOptions.url;
  const { api, pages } = request.server.securityHeaders;
  setSecurityHeaders(
    request,
    reply,
    (route === undefined ? isApiPath(request.url) : route.startsWith('/api/')) ? api : pages,
  );
}

/**
 * Security headers on every answer. (@fastify/helmet computed its headers per request and cost a third of the
 * API's throughput; see docs/decisions.md.) Not a global hook either: each route gets a hook of its own as it is
 * declared, and the declared API routes set theirs in their handler, so a request runs no hook it does not need.
 */
export const securityHeadersPlugin = fp(async (app) => {
  const https = app.config.secureCookies;
  const sets: SecurityHeaders = {
    api: commonHeaders(https),
    pages: pageHeaders(
      https,
      app.config.s3 ? [new URL(app.config.s3.publicUrl).origin] : [],
      paypalOrigins(app.config),
    ),
  };
  app.decorate('securityHeaders', sets);
  // Callback hooks, not async ones: a promise per request is measurable.
  const hookSetting = (set: Record<string, string>): onRequestHookHandler => {
    return (request, reply, done) => {
      setSecurityHeaders(request, reply, set);
      done();
    };
  };
  const setApi = hookSetting(sets.api);
  const setPages = hookSetting(sets.pages);
  app.addHook('onRoute', (route) => {
    if (route.config?.ownSecurityHeaders) return;
    const set = route.url.startsWith('/api/') ? setApi : setPages;
    const hooks = route.onRequest ? [route.onRequest].flat() : [];
    // Fastify declares a GET route's HEAD twin with the same options: one hook is enough.
    if (!hooks.includes(set)) route.onRequest = [set, ...hooks];
  });
});
