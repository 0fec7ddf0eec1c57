import type { AppConfig } from './config';
import type { Db } from './db/client';
import type { PaymentProviders } from './modules/payments/service';
import type { Clock } from './platform/clock';
import type { Counters } from './platform/counters';
import type { AnyRoute } from './platform/route';
import type { Storage } from './platform/storage';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    db: Db;
    clock: Clock;
    /** The throttling counters (platform/counters.ts): the database's, or Redis with REDIS_URL. */
    counters: Counters;
    /** Where uploaded images live (platform/storage.ts). */
    storage: Storage;
    /** The server's secret (platform/secret-key.ts): signs activation links, keys code hashes and game tokens. */
    secretKey: string;
    /** The payment providers the configuration sets (modules/payments/providers/registry.ts). */
    payments: PaymentProviders;
    /** Every API route as declared (platform/route.ts), for tests that check all of them. */
    apiRoutes: readonly AnyRoute[];
  }
}
