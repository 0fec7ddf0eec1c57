import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, primaryKey, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { ClassTeamColour, ClassTeamShape } from '@playwords/common';
import { timestamptz } from '../../db/columns';
import { users } from '../users/tables';
import { wordlists } from '../wordlists/tables';

/** A team as stored in its class's row; `id` is made by the server and never changes. */
export interface ClassTeamRow {
  id: string;
  name: string;
  colour: ClassTeamColour;
  shape: ClassTeamShape;
  pupils: string[];
}

/** A teacher's classes (issue 21): their teams, when this lesson started, when the scores were last reset. */
export const classes = pgTable(
  'classes',
  {
    id: serial('id').primaryKey(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** 1–4 teams, in the teacher's order. */
    teams: jsonb('teams').$type<ClassTeamRow[]>().notNull(),
    lessonStartedAt: timestamptz('lesson_started_at').notNull(),
    scoresResetAt: timestamptz('scores_reset_at'),
    /** The latest `played_at` of its results: a result long after it starts a new lesson. */
    lastPlayedAt: timestamptz('last_played_at'),
    createdAt: timestamptz('created_at').notNull(),
    updatedAt: timestamptz('updated_at').notNull(),
  },
  (t) => [index('classes_owner_name_idx').on(t.ownerId, t.name)],
);

/**
 * What a class did in one game (or one adjustment by the teacher: `game` null). `client_id` is the id the game made:
 * unique per class, so a result sent again (the offline queue's retry) is recorded once.
 */
export const classResults = pgTable(
  'class_results',
  {
    id: serial('id').primaryKey(),
    classId: integer('class_id')
      .notNull()
      .references(() => classes.id, { onDelete: 'cascade' }),
    clientId: text('client_id').notNull(),
    game: text('game'),
    wordlistId: integer('wordlist_id').references(() => wordlists.id, { onDelete: 'set null' }),
    playedAt: timestamptz('played_at').notNull(),
    createdAt: timestamptz('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('class_results_client_uq').on(t.classId, t.clientId),
    index('class_results_class_played_idx').on(t.classId, t.playedAt),
  ],
);

/** The class points each team won in a result (teams with none are not stored). */
export const classResultPoints = pgTable(
  'class_result_points',
  {
    resultId: integer('result_id')
      .notNull()
      .references(() => classResults.id, { onDelete: 'cascade' }),
    teamId: text('team_id').notNull(),
    points: integer('points').notNull(),
  },
  (t) => [primaryKey({ name: 'class_result_points_pk', columns: [t.resultId, t.teamId] })],
);

/**
 * A word's outcomes for a class and list, summed over its results (added in the transaction that records a result,
 * so a result recorded once counts once); forgotten by the class page's reset of that list.
 */
export const classWordOutcomes = pgTable(
  'class_word_outcomes',
  {
    classId: integer('class_id')
      .notNull()
      .references(() => classes.id, { onDelete: 'cascade' }),
    wordlistId: integer('wordlist_id')
      .notNull()
      .references(() => wordlists.id, { onDelete: 'cascade' }),
    word: text('word').notNull(),
    right: integer('right').notNull().default(0),
    wrong: integer('wrong').notNull().default(0),
    skipped: integer('skipped').notNull().default(0),
    revealed: integer('revealed').notNull().default(0),
    lastPlayedAt: timestamptz('last_played_at').notNull(),
  },
  (t) => [
    primaryKey({ name: 'class_word_outcomes_pk', columns: [t.classId, t.wordlistId, t.word] }),
    index('class_word_outcomes_wordlist_idx').on(t.wordlistId),
    check(
      'class_word_outcomes_counts_ck',
      sql`${t.right} >= 0 and ${t.wrong} >= 0 and ${t.skipped} >= 0 and ${t.revealed} >= 0`,
    ),
  ],
);
