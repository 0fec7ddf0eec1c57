// The readiness check a load balancer or an orchestrator polls: 200 while this process can serve, 503 while its
// database is out of reach (or while it shuts down: Fastify answers 503 itself then), so traffic goes elsewhere.
import { sql } from 'drizzle-orm';
import { serviceUnavailable } from './http-errors';
import { defineRoute } from './route';

/** How long the database has to answer `select 1` (a load balancer's own timeout is usually 2–5 s). */
export const HEALTH_TIMEOUT_MS = 2000;

/** Rejects with `serviceUnavailable()` after `ms`; the timer never keeps the process up. */
function timeout(ms: number): { promise: Promise<never>; cancel(): void } {
  let timer: NodeJS.Timeout | undefined;
  const promise = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`the database did not answer within ${ms} ms`)), ms);
    timer.unref();
  });
  return { promise, cancel: () => clearTimeout(timer) };
}

export const healthRoutes = [
  // Public: no session is read, no CSRF (a GET), no rate limit: a probe every few seconds is its whole purpose.
  defineRoute({
    method: 'GET',
    url: '/api/health/',
    access: 'public',
    async handler({ db, reply, request }) {
      reply.header('cache-control', 'no-store');
      const limit = timeout(HEALTH_TIMEOUT_MS);
      try {
        await Promise.race([db.execute(sql`select 1`), limit.promise]);
      } catch (error) {
        // Once per probe, at warn: the database being away is what the 503 reports, not a defect of the server.
        request.log.warn({ err: error }, 'health check failed: answered 503');
        throw serviceUnavailable();
      } finally {
        limit.cancel();
      }
      return { status: 'ok' };
    },
  }),
];
