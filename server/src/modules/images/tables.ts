import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, serial, text } from 'drizzle-orm/pg-core';
import type { ImageColour, ImageType } from '@playwords/common';
import { timestamptz } from '../../db/columns';
import { users } from '../users/tables';

/** The public images: every image not private (the partial indexes' own predicate). */
export const PUBLIC_IMAGE = sql`not is_private`;

/** Images (core §3): characters, monsters, backgrounds and projectiles, each a re-encoded PNG and its thumbnail. */
export const images = pgTable(
  'images',
  {
    id: serial('id').primaryKey(),
    type: text('type').$type<ImageType>().notNull(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** Storage keys (random names, never the client's file name) of the PNG and of its thumbnail. */
    imageKey: text('image_key').notNull(),
    thumbnailKey: text('thumbnail_key').notNull(),
    /** Three-letter colour code; characters only (null for the other types). */
    color: text('color').$type<ImageColour>(),
    /** Lowercase tags in the order typed. */
    tags: text('tags').array().notNull(),
    /** What search matches: the name, then the tags, one a line, lowercase. Written with every change. */
    searchText: text('search_text').notNull(),
    isPrivate: boolean('is_private').notNull().default(true),
    /** Removed from the public collection by an operator: it stays with its owner, private, and cannot be published again. */
    isBanned: boolean('is_banned').notNull().default(false),
    /** Shown as 'Downloads': how many teachers other than the owner have it among their favourites. */
    likes: integer('likes').notNull().default(0),
    createdOn: timestamptz('created_on').notNull(),
    updatedAt: timestamptz('updated_at').notNull(),
  },
  (t) => [
    // Own images of a type, in their order.
    index('images_owner_type_idx').on(t.ownerId, t.type, t.likes.desc(), t.createdOn.desc(), t.id),
    // Public images of a type: most liked, then newest.
    index('images_public_type_likes_idx').on(t.type, t.likes.desc(), t.createdOn.desc(), t.id).where(PUBLIC_IMAGE),
    // Search by any part of the name or a tag (LIKE '%…%'); pg_trgm comes from migration 0002.
    index('images_search_idx').using('gin', t.searchText.op('gin_trgm_ops')),
    check('images_type_ck', sql`${t.type} in ('characters', 'monsters', 'backgrounds', 'projectiles')`),
    check('images_likes_ck', sql`${t.likes} >= 0`),
  ],
);

/** Powers of a character or monster (core §3): at most five projectile images, in the order chosen. */
export const imagePowers = pgTable(
  'image_powers',
  {
    imageId: integer('image_id')
      .notNull()
      .references(() => images.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    /** Deleting the projectile removes it from every image that had it as a power. */
    projectileId: integer('projectile_id')
      .notNull()
      .references(() => images.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ name: 'image_powers_pk', columns: [t.imageId, t.position] }),
    index('image_powers_projectile_idx').on(t.projectileId),
    check('image_powers_position_ck', sql`${t.position} >= 0 and ${t.position} < 5`),
  ],
);

/** A user's favourite images (the `favourite_{type}` lists of the user object); games draw from them. */
export const imageFavourites = pgTable(
  'image_favourites',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    imageId: integer('image_id')
      .notNull()
      .references(() => images.id, { onDelete: 'cascade' }),
    /** The image's type, copied (it never changes) so "favourites of a type" needs no join. */
    type: text('type').$type<ImageType>().notNull(),
    /** Whether adding it raised the image's likes (a teacher's own choice of someone else's image). */
    countsLike: boolean('counts_like').notNull(),
    createdAt: timestamptz('created_at').notNull(),
  },
  (t) => [
    primaryKey({ name: 'image_favourites_pk', columns: [t.userId, t.imageId] }),
    index('image_favourites_user_type_idx').on(t.userId, t.type, t.createdAt),
    index('image_favourites_image_idx').on(t.imageId),
  ],
);

/** Uploads per user and calendar month (UTC), for the plan's monthly quota; deleting an image gives none back. */
export const imageUploadCounts = pgTable(
  'image_upload_counts',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 'YYYY-MM' in UTC. */
    month: text('month').notNull(),
    count: integer('count').notNull(),
  },
  (t) => [primaryKey({ name: 'image_upload_counts_pk', columns: [t.userId, t.month] })],
);
