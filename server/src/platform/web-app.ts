import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';
import { ErrorDetail } from '@playwords/common';
import { applySecurityHeaders, isApiPath } from './security-headers';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Serves the built single-page app: hashed assets cached for a year, index.html never cached, and every other
 * non-API path answered with index.html so the app can route it (its not-found page included).
 */
export const webAppPlugin = fp(async (app) => {
  const root = app.config.webDistDir;
  const built = existsSync(join(root, 'index.html'));
  if (built) {
    await app.register(fastifyStatic, {
      root,
      // One route per built file (known at start); every other path falls through to index.html below.
      wildcard: false,
      index: false,
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
    // A missing file (an asset of an older build, a typo) is a 404, not the app's page.
    if (request.url.startsWith('/assets/') || /\.[a-z0-9]+$/i.test(request.url.split('?')[0] ?? '')) {
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
    return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
  });
});
