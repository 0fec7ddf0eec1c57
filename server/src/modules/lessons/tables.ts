import { index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { timestamptz } from '../../db/columns';
import { classes } from '../classes/tables';
import { users } from '../users/tables';
import { wordlists } from '../wordlists/tables';

/**
 * A teacher's lesson plans (issue 21): games to run in order, for one of her classes with one list. A class or list
 * deleted leaves the plan without it (null); the games are catalogue keys, in order, a game possibly twice.
 */
export const lessonPlans = pgTable(
  'lesson_plans',
  {
    id: serial('id').primaryKey(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    classId: integer('class_id').references(() => classes.id, { onDelete: 'set null' }),
    wordlistId: integer('wordlist_id').references(() => wordlists.id, { onDelete: 'set null' }),
    games: text('games').array().notNull(),
    createdAt: timestamptz('created_at').notNull(),
    updatedAt: timestamptz('updated_at').notNull(),
  },
  (t) => [
    index('lesson_plans_owner_idx').on(t.ownerId, t.id),
    // The foreign keys' deletes (a class or list going) find its plans by index.
    index('lesson_plans_class_idx').on(t.classId),
    index('lesson_plans_wordlist_idx').on(t.wordlistId),
  ],
);
