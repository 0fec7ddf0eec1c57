import { index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { timestamptz } from '../../db/columns';
import { users } from '../users/tables';

/**
 * Messages sent through the contact form (accounts §3, Contact message), kept as typed (plain text) whether or
 * not the e-mail to the support address goes out. `email` is the contact way the sender gave (not checked to be
 * an address: accounts §5); `user_id` the teacher who was signed in, if any.
 */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    email: text('email').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    createdAt: timestamptz('created_at').notNull(),
    /** The operator's answer from the console (sent by e-mail through the outbox); null while unanswered. */
    answer: text('answer'),
    answeredAt: timestamptz('answered_at'),
    answeredBy: integer('answered_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [index('contact_messages_created_at_idx').on(t.createdAt)],
);
