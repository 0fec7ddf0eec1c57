import type { AppConfig } from './config';
import type { Db } from './db/client';
import type { Clock } from './platform/clock';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    db: Db;
    clock: Clock;
  }
}
