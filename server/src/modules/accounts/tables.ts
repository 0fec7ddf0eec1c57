import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { timestamptz } from '../../db/columns';
import { users } from '../users/tables';

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
