import type { FastifyInstance, HTTPMethods } from 'fastify';
import { ErrorDetail } from '@playwords/common';

const METHODS: HTTPMethods[] = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];

/**
 * Records the API's routes as they are declared so that, once all are in, a known path called with another
 * method answers 405 with `Allow` (Fastify alone would answer 404).
 */
export function trackApiRoutes(app: FastifyInstance): () => void {
  const methodsByUrl = new Map<string, Set<string>>();
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/')) return;
    const set = methodsByUrl.get(route.url) ?? new Set<string>();
    for (const m of [route.method].flat()) set.add(m);
    methodsByUrl.set(route.url, set);
  });
  return () => {
    for (const [url, allowed] of [...methodsByUrl]) {
      const missing = METHODS.filter((m) => !allowed.has(m));
      if (missing.length === 0) continue;
      const allow = [...allowed].filter((m) => METHODS.includes(m as HTTPMethods)).join(', ');
      app.route({
        method: missing,
        url,
        handler: async (_request, reply) =>
          reply.code(405).header('Allow', allow).send({ detail: ErrorDetail.methodNotAllowed }),
      });
    }
  };
}
