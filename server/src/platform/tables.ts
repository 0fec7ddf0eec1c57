import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { timestamptz } from '../db/columns';

// The platform's own tables: throttling counters, the job table, the outbox of e-mails and the storage intents.

/** Fixed-window counters for throttling (login failures, sign-ups); shared by every server process. */
export const rateCounters = pgTable('rate_counters', {
  key: text('key').primaryKey(),
  windowStart: timestamptz('window_start').notNull(),
  count: integer('count').notNull(),
});

/**
 * Work that may fail or wait, run by any server process (platform/jobs.ts): written in the transaction that causes
 * it, claimed by one process at a time (`running` with a lease in `claimed_until`), retried with backoff.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    /** What the job works on (ids, not secrets); cleared once it is done or failed. */
    payload: jsonb('payload').notNull(),
    /** pending → running → done | failed (gave up; see last_error). */
    status: text('status').$type<'pending' | 'running' | 'done' | 'failed'>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    /** When it is due (the next try after a failure). */
    runAt: timestamptz('run_at').notNull(),
    /** While `running`: when the claim lapses and another process may take the job over (a crash mid-run). */
    claimedUntil: timestamptz('claimed_until'),
    lastError: text('last_error'),
    /** At most one job per key (a scheduled job's period); null for most. */
    uniqueKey: text('unique_key').unique('jobs_unique_key_uq'),
    createdAt: timestamptz('created_at').notNull(),
    finishedAt: timestamptz('finished_at'),
  },
  (t) => [
    index('jobs_due_idx').on(t.status, t.runAt),
    check('jobs_status_ck', sql`${t.status} in ('pending', 'running', 'done', 'failed')`),
  ],
);

/**
 * Every e-mail the product sends, written in the same transaction as what causes it, with the job that delivers
 * it (platform/mail.ts). Its status and the SMTP server's last answer stay for support; bodies are blanked once
 * the row is done, so a delivered code or link is not kept in the database.
 */
export const outbox = pgTable(
  'outbox',
  {
    id: serial('id').primaryKey(),
    /** What the message is for (activation, reset code…): logs and tests read it, nothing branches on it. */
    kind: text('kind').notNull(),
    to: text('to').notNull(),
    /** Where the recipient's answer goes (a contact message's sender); null: to the From. */
    replyTo: text('reply_to'),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    /** The one line a self-hosting teacher needs when no SMTP server is set: the link or the code. */
    logLine: text('log_line').notNull(),
    /** pending → sent | logged (no SMTP) | failed (gave up, or expired before it could go; see last_error). */
    status: text('status').$type<'pending' | 'sent' | 'logged' | 'failed'>().notNull().default('pending'),
    /** Tries so far (its job's attempts). */
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    /** A message useless after this instant (a 10-minute code) is not sent later; null: no limit. */
    discardAfter: timestamptz('discard_after'),
    createdAt: timestamptz('created_at').notNull(),
    sentAt: timestamptz('sent_at'),
    /** The SMTP server's answer to the last try (accepted or refused), for the operator console. */
    smtpResponse: text('smtp_response'),
  },
  (t) => [
    check('outbox_status_ck', sql`${t.status} in ('pending', 'sent', 'logged', 'failed')`),
    // The mails sent to one address (the console's People page).
    index('outbox_to_idx').on(t.to, t.createdAt),
  ],
);

/**
 * Stored files no committed row answers for yet, or any more (platform/storage-intents.ts). A 'put' row is written
 * and committed before a file's bytes are, and deleted in the transaction that inserts the row naming the file; a
 * 'delete' row is written in the transaction that lets go of a file, and deleted once the file is. So after a crash
 * every file no row names is listed here, and the hourly sweep removes it. The table stays near empty: no index
 * but its key.
 */
export const storageIntents = pgTable(
  'storage_intents',
  {
    /** The storage key (platform/storage.ts: random, never reused). */
    key: text('key').primaryKey(),
    reason: text('reason').$type<'put' | 'delete'>().notNull(),
    /** A put's from the server's clock (the sweep's grace counts from it); a delete's, the database's. */
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [check('storage_intents_reason_ck', sql`${t.reason} in ('put', 'delete')`)],
);
