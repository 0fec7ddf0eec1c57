import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/client';
import type { PaymentProviders } from './providers/registry';

/** What the payments work is given by a route: the database, the configured providers, the log and the instant. */
export interface PaymentsContext {
  db: Db;
  providers: PaymentProviders;
  config: Pick<AppConfig, 'publicUrl' | 'payments'>;
  log: FastifyBaseLogger;
  now: Date;
}
