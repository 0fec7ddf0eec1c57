import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { timestamptz } from '../../db/columns';
import { users } from '../users/tables';

/**
 * Licences (accounts §3): the id is the key. A minted key not yet redeemed has no owner. Its state at any instant
 * is computed from these facts by `computeSchedule` in common (docs/decisions.md § Licence schedule).
 */
/**
 * Batches of licence keys minted from the operator console (downloaded as CSV); a key minted from the command
 * line belongs to no batch.
 */
export const licenceBatches = pgTable('licence_batches', {
  id: serial('id').primaryKey(),
  licenceType: text('license_type').$type<'PRO' | 'PRE' | 'VIP'>().notNull(),
  durationDays: integer('duration_days').notNull(),
  count: integer('count').notNull(),
  /** What the batch is for ('Springfield school district, term 2'). */
  note: text('note').notNull().default(''),
  createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamptz('created_at').notNull(),
});

export const licences = pgTable(
  'licences',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    licenceType: text('license_type').$type<'PRO' | 'PRE' | 'VIP'>().notNull(),
    isTrial: boolean('is_trial').notNull().default(false),
    datePurchased: timestamptz('date_purchased').notNull(),
    /** Days it lasts in all, extensions included. */
    durationDays: integer('duration_days').notNull(),
    /** Seconds consumed by runs before a pause. */
    usedSeconds: integer('used_seconds').notNull().default(0),
    /** Start of the current run; null when not running. */
    runStartedAt: timestamptz('run_started_at'),
    /** Order in which paused licences resume (lower first); null when not queued. */
    queueRank: integer('queue_rank'),
    /** When it stopped being usable (ran out, or a paused trial); null while it has time. */
    endedAt: timestamptz('ended_at'),
    willAutoRenew: boolean('will_auto_renew').notNull().default(false),
    renewTime: timestamptz('renew_time'),
    createdAt: timestamptz('created_at').notNull(),
    redeemedAt: timestamptz('redeemed_at'),
    batchId: integer('batch_id').references(() => licenceBatches.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('licences_user_idx').on(t.userId),
    index('licences_batch_idx').on(t.batchId),
    check('licences_type_ck', sql`${t.licenceType} in ('PRO', 'PRE', 'VIP')`),
    check('licences_duration_ck', sql`${t.durationDays} > 0`),
  ],
);
