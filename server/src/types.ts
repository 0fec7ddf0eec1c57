import type { AppConfig } from './config';
import type { Db } from './db/client';
import type { Clock } from './platform/clock';
import type { Storage } from './platform/storage';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    db: Db;
    clock: Clock;
    /** Where uploaded images live (platform/storage.ts). */
    storage: Storage;
  }
}
