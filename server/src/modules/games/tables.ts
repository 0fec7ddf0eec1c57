import { boolean, date, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { timestamptz } from '../../db/columns';

/** The game catalogue as stored (core §3), synced from `common` at every start. */
export const games = pgTable('games', {
  internalId: integer('internal_id').primaryKey(),
  name: text('name').notNull(),
  internalName: text('internal_name').notNull().unique(),
  usesWords: boolean('uses_words').notNull(),
  usesBackgrounds: boolean('uses_backgrounds').notNull(),
  usesProjectiles: boolean('uses_projectiles').notNull(),
  usesCharacters: boolean('uses_characters').notNull(),
  usesMonsters: boolean('uses_monsters').notNull(),
  creationTime: timestamptz('creation_time').notNull(),
  hasTemplate: boolean('has_template').notNull(),
  needsPro: boolean('needs_pro').notNull(),
  needsPremium: boolean('needs_premium').notNull(),
});

/**
 * Games played, counted per UTC day and game (the console's Numbers): one more each time a signed-in teacher's
 * game page is served. A count, never who played: nothing about a teacher or a class is kept here.
 */
export const gamePlayDays = pgTable(
  'game_play_days',
  {
    day: date('day', { mode: 'string' }).notNull(),
    gameIndex: integer('game_index').notNull(),
    plays: integer('plays').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.gameIndex] })],
);
