import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';
import { ErrorDetail, SITE_META } from '@playwords/common';
import type { AppConfig } from '../config';
import { escapeHtml } from './html';
import { applySecurityHeaders, isApiPath } from './security-headers';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * The app's page with this installation's addresses in `<meta>` tags (common's SITE_META), read by the pages that
 * name them; the built file is read once, at start.
 */
export function pageWithSiteMeta(html: string, config: Pick<AppConfig, 'supportEmail' | 'payments'>): string {
  const tags = [
    [SITE_META.supportEmail, config.supportEmail],
    [SITE_META.billingEmail, config.payments.billingEmail],
  ]
    .map(([name, content]) => `<meta name="${name}" content="${escapeHtml(content!)}">`)
    .join('');
  return html.includes('</head>') ? html.replace('</head>', `${tags}</head>`) : `${tags}${html}`;
}

/**
 * Serves the built single-page app: hashed assets cached for a year, index.html never cached, and every other
 * non-API path answered with index.html so the app can route it (its not-found page included).
 */
export const webAppPlugin = fp(async (app) => {
  const root = app.config.webDistDir;
  const built = existsSync(join(root, 'index.html'));
  const page = built ? pageWithSiteMeta(readFileSync(join(root, 'index.html'), 'utf8'), app.config) : '';
  if (built) {
    await app.register(fastifyStatic, {
      root,
      // One route per built file (known at start); every other path falls through to index.html below.
      wildcard: false,
      index: false,
      // The page itself is only ever sent with the site's tags (below).
      allowedPath: (path) => path !== '/index.html',
      setHeaders(reply, path) {
        reply.header('Cache-Control', path.startsWith(join(root, 'assets')) ? IMMUTABLE : 'no-cache');
      },
    });
  }

  app.setNotFoundHandler(async (request, reply) => {
    applySecurityHeaders(request, reply);
    if (isApiPath(request.url)) {
      return reply.code(404).send({ detail: ErrorDetail.notFound });
    }
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return reply.code(404).type('text/plain').send('Not found');
    }
    // A missing file (an asset of an older build, a typo) is a 404, not the app's page; /index.html is the page.
    const path = request.url.split('?')[0] ?? '';
    if (path !== '/index.html' && (path.startsWith('/assets/') || /\.[a-z0-9]+$/i.test(path))) {
      return reply.code(404).type('text/plain').send('Not found');
    }
    if (!built) {
      return reply
        .code(503)
        .type('text/html')
        .send(
          '<!doctype html><title>PlayWords</title><p>The web app is not built yet. Run <code>npm run build</code>.</p>',
        );
    }
    return reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(page);
  });
});
