import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, serial, text } from 'drizzle-orm/pg-core';
import type { PictureRef } from '@playwords/common';
import { timestamptz } from '../../db/columns';
import { users } from '../users/tables';

/** Word lists (core §3). */
export const wordlists = pgTable(
  'wordlists',
  {
    id: serial('id').primaryKey(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    theme: text('theme').notNull(),
    /** Lowercase entries in the order typed; a phrase is one entry. */
    words: text('words').array().notNull(),
    /**
     * The teacher's choice of picture per word (keyed by the word as stored in `words`): a reference, or null when
     * she removed its picture. A word with no entry gets the picture dictionary's first candidate when read, so
     * nothing is stored for the default (wordlists/pictures.ts).
     */
    wordPictures: jsonb('word_pictures').$type<Record<string, PictureRef | null>>().notNull().default({}),
    /**
     * What search matches: the theme lowercased, then the words, one a line. Written by the wordlists repository
     * with every change of theme or words. Public search reads its copy in `wordlist_public_search` (trigram-indexed).
     */
    searchText: text('search_text').notNull(),
    isPrivate: boolean('is_private').notNull().default(true),
    /** How many teachers saved it ('Add To List'): one per user, counted by wordlist_favourites. */
    likes: integer('likes').notNull().default(0),
    isBanned: boolean('is_banned').notNull().default(false),
    hasBeenPublished: boolean('has_been_published').notNull().default(false),
    createdAt: timestamptz('created_at').notNull(),
    updatedAt: timestamptz('updated_at').notNull(),
  },
  (t) => [
    // Own lists, in their order (likes ascending, then id).
    index('wordlists_owner_likes_idx').on(t.ownerId, t.likes, t.id),
    check('wordlists_likes_ck', sql`${t.likes} >= 0`),
  ],
);

/**
 * The public collection as public search reads it: one narrow row per public list (its id, likes and search text),
 * a third of a word list's row, so the rows search tests per query (a thousand and more for a common word) are
 * packed three times as densely. Never written by the application: triggers on `wordlists` (migration
 * `0007_wordlist_public_search`) copy every insert and update of a list into it, or take the list out when it
 * stops being public, and the foreign key removes a deleted list's row; a bulk insert is copied in one statement.
 */
export const wordlistPublicSearch = pgTable(
  'wordlist_public_search',
  {
    wordlistId: integer('wordlist_id')
      .primaryKey()
      .references(() => wordlists.id, { onDelete: 'cascade' }),
    likes: integer('likes').notNull(),
    searchText: text('search_text').notNull(),
  },
  (t) => [
    // Most saved first: the public lists' own order.
    index('wordlist_public_search_likes_idx').on(t.likes.desc(), t.wordlistId),
    // Search by any part of the theme or a word (LIKE '%…%'). Every search reads GIN's pending list of new entries in
    // full, and the embedded database has no autovacuum to empty it: a small list (256 kB, not 4 MB) is merged into
    // the index by the insert that fills it, while a bulk insert still goes in batches (without a pending list at
    // all, 100 000 lists took seven times as long to insert).
    index('wordlist_public_search_text_idx')
      .using('gin', t.searchText.op('gin_trgm_ops'))
      .with({ fastupdate: true, gin_pending_list_limit: 256 }),
  ],
);

/** Public lists a teacher saved with 'Add To List'; each raised the list's likes by one. */
export const wordlistFavourites = pgTable(
  'wordlist_favourites',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    wordlistId: integer('wordlist_id')
      .notNull()
      .references(() => wordlists.id, { onDelete: 'cascade' }),
    createdAt: timestamptz('created_at').notNull(),
  },
  (t) => [
    primaryKey({ name: 'wordlist_favourites_pk', columns: [t.userId, t.wordlistId] }),
    index('wordlist_favourites_wordlist_idx').on(t.wordlistId),
  ],
);

/** The list a user plays with (core §4), when it is kept on the server; gone with the list. */
export const wordlistSelections = pgTable(
  'wordlist_selections',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    wordlistId: integer('wordlist_id')
      .notNull()
      .references(() => wordlists.id, { onDelete: 'cascade' }),
    selectedAt: timestamptz('selected_at').notNull(),
  },
  (t) => [index('wordlist_selections_wordlist_idx').on(t.wordlistId)],
);
