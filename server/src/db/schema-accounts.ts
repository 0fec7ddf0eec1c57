import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './schema';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * Every e-mail the product sends, written in the same transaction as what causes it and delivered by the mail
 * sender (platform/mail.ts). A row is claimed by one process at a time (`sending` with a lease in
 * `claimed_until`), so any number of processes can send. Bodies are blanked once the row is done: a delivered
 * code or link is not kept in the database.
 */
export const outbox = pgTable(
  'outbox',
  {
    id: serial('id').primaryKey(),
    /** What the message is for (activation, reset code…): logs and tests read it, nothing branches on it. */
    kind: text('kind').notNull(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    /** The one line a self-hosting teacher needs when no SMTP server is set: the link or the code. */
    logLine: text('log_line').notNull(),
    /** pending → sending → sent | logged (no SMTP) | failed (gave up; see last_error). */
    status: text('status').$type<'pending' | 'sending' | 'sent' | 'logged' | 'failed'>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    nextAttemptAt: timestamptz('next_attempt_at').notNull(),
    /** While `sending`: when the claim lapses and another process may take the row over (a crash mid-send). */
    claimedUntil: timestamptz('claimed_until'),
    /** A message useless after this instant (a 10-minute code) is not sent later; null: no limit. */
    discardAfter: timestamptz('discard_after'),
    createdAt: timestamptz('created_at').notNull(),
    sentAt: timestamptz('sent_at'),
  },
  (t) => [
    index('outbox_due_idx').on(t.status, t.nextAttemptAt),
    check('outbox_status_ck', sql`${t.status} in ('pending', 'sending', 'sent', 'logged', 'failed')`),
  ],
);

/**
 * Six-character codes for a password reset or a change of e-mail (design/security.md): only a keyed hash is
 * stored, bound to the user and the purpose; at most one live code per user and purpose.
 */
export const accountCodes = pgTable(
  'account_codes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose').$type<'password' | 'email'>().notNull(),
    /** HMAC-SHA256(secret, user id, purpose, code), hex. */
    codeHash: text('code_hash').notNull(),
    /** Wrong tries so far; the code is dead at 5. Counted before the comparison (exact under parallel tries). */
    failedAttempts: integer('failed_attempts').notNull().default(0),
    createdAt: timestamptz('created_at').notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
    /** Set when the code was used, or replaced by a newer one. */
    usedAt: timestamptz('used_at'),
  },
  (t) => [
    index('account_codes_user_purpose_idx').on(t.userId, t.purpose),
    check('account_codes_purpose_ck', sql`${t.purpose} in ('password', 'email')`),
  ],
);
