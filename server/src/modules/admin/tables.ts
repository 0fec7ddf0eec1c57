import { index, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { timestamptz } from '../../db/columns';

/**
 * The audit log: one row per operator action, written in the same transaction as the action. Never editable:
 * migration 0010 adds a trigger that refuses every UPDATE and DELETE of a row, so not even a bug of ours (or a
 * leaked console session) can rewrite history. The operator is kept by id and by name, without a foreign key, so
 * deleting an account leaves its rows as they were.
 */
export const adminAudit = pgTable(
  'admin_audit',
  {
    id: serial('id').primaryKey(),
    operatorId: integer('operator_id').notNull(),
    operatorName: text('operator_name').notNull(),
    /** What was done: 'user.ban', 'wordlist.ban', 'order.refund'… (common's `AdminAction`). */
    action: text('action').notNull(),
    /** What it was done to: 'user', 'wordlist', 'image', 'order', 'coupon', 'news', 'message', 'licence', 'batch'. */
    targetType: text('target_type').notNull(),
    targetId: text('target_id').notNull(),
    /** Why, as the operator typed it ('' when the action asks for none). */
    reason: text('reason').notNull().default(''),
    /** The facts of the action (days granted, amount refunded…), never a secret, code or token. */
    details: jsonb('details').notNull().default({}),
    createdAt: timestamptz('created_at').notNull(),
  },
  (t) => [
    index('admin_audit_created_idx').on(t.createdAt, t.id),
    index('admin_audit_target_idx').on(t.targetType, t.targetId),
  ],
);
