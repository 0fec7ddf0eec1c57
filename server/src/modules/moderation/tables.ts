import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { timestamptz } from '../../db/columns';
import { users } from '../users/tables';

/**
 * The moderation queue: a word list or an image that was published (`reason` 'published'), or that a teacher asked
 * to be removed from the public collection (`reported`, with her note). An operator keeps it or removes it from
 * the public collection; either way the item is decided, with who, when and why. The item names its target by
 * kind and id (no foreign key: a deleted list or image leaves its decided history behind).
 */
export const moderationItems = pgTable(
  'moderation_items',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').$type<'wordlist' | 'image'>().notNull(),
    targetId: integer('target_id').notNull(),
    /** The author when it was queued. */
    ownerId: integer('owner_id').references(() => users.id, { onDelete: 'set null' }),
    reason: text('reason').$type<'published' | 'reported'>().notNull(),
    reporterId: integer('reporter_id').references(() => users.id, { onDelete: 'set null' }),
    /** The teacher's words when she reported it (capped by the request schema). */
    note: text('note'),
    status: text('status').$type<'open' | 'kept' | 'removed'>().notNull().default('open'),
    decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamptz('decided_at'),
    decisionReason: text('decision_reason'),
    createdAt: timestamptz('created_at').notNull(),
  },
  (t) => [
    index('moderation_items_status_idx').on(t.status, t.createdAt, t.id),
    index('moderation_items_target_idx').on(t.kind, t.targetId),
    check('moderation_items_kind_ck', sql`${t.kind} in ('wordlist', 'image')`),
    check('moderation_items_reason_ck', sql`${t.reason} in ('published', 'reported')`),
    check('moderation_items_status_ck', sql`${t.status} in ('open', 'kept', 'removed')`),
  ],
);
