import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, serial, text } from 'drizzle-orm/pg-core';
import { timestamptz } from '../../db/columns';
import { users } from '../users/tables';

/** The public collection (core §3): published, not private, not banned. Partial indexes cover exactly these rows. */
export const PUBLIC_WORDLIST = sql`has_been_published and not is_private and not is_banned`;

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
     * What search matches: the theme lowercased, then the words, one a line. Written by the wordlists repository
     * with every change of theme or words; trigram-indexed (migration `wordlists_search` adds pg_trgm).
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
    // The public collection, most saved first.
    index('wordlists_public_likes_idx').on(t.likes.desc(), t.id).where(PUBLIC_WORDLIST),
    // Public search by any part of the theme or a word (LIKE '%…%').
    index('wordlists_public_search_idx').using('gin', t.searchText.op('gin_trgm_ops')).where(PUBLIC_WORDLIST),
    check('wordlists_likes_ck', sql`${t.likes} >= 0`),
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
