import fp from 'fastify-plugin';

/**
 * The Content-Security-Policy of every page (design/security.md): scripts only from our origin, no plugins, no
 * <base>, frames only from us. Styles may be inline because the UI kit injects them. `imageOrigins` (the image
 * store's public address when it is S3) may serve pictures: the pages show them, and a game frame, whose srcdoc
 * document inherits this policy, draws them.
 */
export function contentSecurityPolicy(https: boolean, imageOrigins: readonly string[] = []): string {
  const directives = [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    ["img-src 'self' data: blob:", ...imageOrigins].join(' '),
    "font-src 'self' data:",
    "connect-src 'self'",
    "media-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'none'",
    "frame-src 'self'",
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
function pageHeaders(https: boolean, imageOrigins: readonly string[]): Record<string, string> {
  return {
    ...commonHeaders(https),
    'content-security-policy': contentSecurityPolicy(https, imageOrigins),
    'cross-origin-opener-policy': 'same-origin',
    'origin-agent-cluster': '?1',
    'x-dns-prefetch-control': 'off',
    'x-permitted-cross-domain-policies': 'none',
  };
}

/**
 * Security headers, computed once at start and set with one call per request, and the request's id in
 * `X-Request-Id` (what a 500 is logged with). (@fastify/helmet computed its headers per request and cost a third
 * of the API's throughput; see docs/decisions.md.) JSON answers need no CSP. Which set is decided on the route
 * Fastify matched (an encoded `/%61pi/…` is an API route too); unmatched paths get the page set.
 */
export const securityHeadersPlugin = fp(async (app) => {
  const https = app.config.secureCookies;
  const api = commonHeaders(https);
  const pages = pageHeaders(https, app.config.s3 ? [new URL(app.config.s3.publicUrl).origin] : []);
  // A callback hook, not an async one: it runs on every request, and a promise per request is measurable.
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(request.routeOptions.url?.startsWith('/api/') ? api : pages);
    reply.header('x-request-id', request.id);
    done();
  });
});
