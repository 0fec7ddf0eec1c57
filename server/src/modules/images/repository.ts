import { and, asc, count, desc, eq, inArray, like, or, sql, type SQL } from 'drizzle-orm';
import type { ImageType } from '@playwords/common';
import type { Db } from '../../db/client';
import { preparedPerDatabase } from '../../db/prepared';
import { authorColumns, authorJoin } from '../users/service';
import { imageFavourites, imagePowers, images, imageUploadCounts } from './tables';

export type ImageRow = typeof images.$inferSelect;
export type NewImageRow = typeof images.$inferInsert;

/** A power as an image carries it: the projectile's id, name and stored picture. */
export interface PowerView {
  id: number;
  name: string;
  imageKey: string;
  thumbnailKey: string;
}

/** An image with the author it is shown with and its powers (in the order chosen). */
export interface ImageView {
  image: Omit<ImageRow, 'searchText' | 'updatedAt'>;
  author: { id: number; username: string; displayName: string };
  powers: PowerView[];
}

/** What search matches: the name, then the tags, one a line, lowercase (newlines occur in neither). */
export function searchTextOf(name: string, tags: readonly string[]): string {
  return [name, ...tags].join('\n').toLowerCase();
}

/** `%query%` for LIKE, with LIKE's own characters escaped. */
function containsPattern(query: string): string {
  return `%${query.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

const viewColumns = {
  image: {
    id: images.id,
    type: images.type,
    ownerId: images.ownerId,
    name: images.name,
    imageKey: images.imageKey,
    thumbnailKey: images.thumbnailKey,
    color: images.color,
    tags: images.tags,
    isPrivate: images.isPrivate,
    isBanned: images.isBanned,
    likes: images.likes,
    createdOn: images.createdOn,
  },
  author: authorColumns,
};

/** Most liked first, then newest (core §9's order of the power picker; used for every image list). */
const mostLikedFirst = [desc(images.likes), desc(images.createdOn), desc(images.id)];

/**
 * The powers of these images that `viewerId` may see (a public projectile, or her own), in their order: one query
 * for a whole page.
 */
async function powersOf(db: Db, imageIds: number[], viewerId: number): Promise<Map<number, PowerView[]>> {
  const byImage = new Map<number, PowerView[]>(imageIds.map((id) => [id, []]));
  if (imageIds.length === 0) return byImage;
  const rows = await db
    .select({
      imageId: imagePowers.imageId,
      id: images.id,
      name: images.name,
      imageKey: images.imageKey,
      thumbnailKey: images.thumbnailKey,
    })
    .from(imagePowers)
    .innerJoin(images, eq(images.id, imagePowers.projectileId))
    .where(and(inArray(imagePowers.imageId, imageIds), or(eq(images.isPrivate, false), eq(images.ownerId, viewerId))))
    .orderBy(asc(imagePowers.imageId), asc(imagePowers.position));
  for (const { imageId, ...power } of rows) byImage.get(imageId)?.push(power);
  return byImage;
}

async function withPowers(db: Db, rows: Array<Omit<ImageView, 'powers'>>, viewerId: number): Promise<ImageView[]> {
  const powers = await powersOf(
    db,
    rows.map((r) => r.image.id),
    viewerId,
  );
  return rows.map((r) => ({ ...r, powers: powers.get(r.image.id) ?? [] }));
}

export async function findImageView(db: Db, id: number, viewerId: number): Promise<ImageView | undefined> {
  const rows = await db
    .select(viewColumns)
    .from(images)
    .innerJoin(...authorJoin(images.ownerId))
    .where(eq(images.id, id))
    .limit(1);
  return (await withPowers(db, rows, viewerId))[0];
}

/** The images matching `where`, a page of them most liked first, and how many match in all (one query). */
async function pageOfImages(
  db: Db,
  where: SQL | undefined,
  page: { limit: number; offset: number },
  viewerId: number,
): Promise<{ views: ImageView[]; count: number }> {
  const rows = await db
    .select({ ...viewColumns, total: sql<number>`count(*) over ()` })
    .from(images)
    .innerJoin(...authorJoin(images.ownerId))
    .where(where)
    .orderBy(...mostLikedFirst)
    .limit(page.limit)
    .offset(page.offset);
  if (rows.length > 0) {
    const views = await withPowers(
      db,
      rows.map(({ image, author }) => ({ image, author })),
      viewerId,
    );
    return { views, count: Number(rows[0]!.total) };
  }
  if (page.offset === 0) return { views: [], count: 0 };
  const [total] = await db.select({ n: count() }).from(images).where(where);
  return { views: [], count: total?.n ?? 0 };
}

const matching = (query: string) => (query === '' ? undefined : like(images.searchText, containsPattern(query)));

/** Public images of a type whose name or a tag contains `query` ('' for all). */
/** Images by id with their authors, without powers (ids of deleted images find nothing): one query. */
export function imageViewsByIds(db: Db, ids: readonly number[]): Promise<Array<Omit<ImageView, 'powers'>>> {
  return db
    .select(viewColumns)
    .from(images)
    .innerJoin(...authorJoin(images.ownerId))
    .where(inArray(images.id, [...new Set(ids)]));
}

export function pageOfPublicImages(
  db: Db,
  type: ImageType,
  query: string,
  page: { limit: number; offset: number },
  viewerId: number,
) {
  return pageOfImages(db, and(eq(images.type, type), eq(images.isPrivate, false), matching(query)), page, viewerId);
}

/**
 * A user's images of a type whose name or a tag contains `query` ('' for all): her own uploads and the public images
 * she favourited (the official library, for a new account). My Images is where she manages what her games use, so
 * a teacher on Basic, who cannot upload, still finds her pictures there and can unfavourite them.
 */
export function pageOfOwnImages(
  db: Db,
  type: ImageType,
  ownerId: number,
  query: string,
  page: { limit: number; offset: number },
) {
  // Her images' ids and her favourites' ids first (two index scans), then those rows by primary key: an OR of
  // "owner" and "favourite" over the whole table would scan every public image of the type for each page.
  const ownOrFavourite = sql`${images.id} in (select ${images.id} from ${images} where ${images.ownerId} = ${ownerId} and ${images.type} = ${type} union all select ${imageFavourites.imageId} from ${imageFavourites} where ${imageFavourites.userId} = ${ownerId} and ${imageFavourites.type} = ${type})`;
  const readable = or(eq(images.ownerId, ownerId), eq(images.isPrivate, false));
  return pageOfImages(db, and(ownOrFavourite, eq(images.type, type), readable, matching(query)), page, ownerId);
}

/** Inserts an image and answers its row as it is shown (read back by RETURNING, not by a second query). */
export async function insertImageRow(db: Db, values: Omit<NewImageRow, 'searchText'>): Promise<ImageView['image']> {
  const [row] = await db
    .insert(images)
    .values({ ...values, searchText: searchTextOf(values.name, values.tags) })
    .returning(viewColumns.image);
  if (!row) throw new Error('insert into images returned nothing');
  return row;
}

export async function updateImageRow(
  db: Db,
  id: number,
  values: Partial<Pick<ImageRow, 'name' | 'tags' | 'color' | 'isPrivate' | 'isBanned' | 'thumbnailKey' | 'updatedAt'>>,
): Promise<void> {
  const set: Partial<NewImageRow> = { ...values };
  if (values.name !== undefined && values.tags !== undefined) set.searchText = searchTextOf(values.name, values.tags);
  await db.update(images).set(set).where(eq(images.id, id));
}

/** Replaces an image's powers with these projectiles, in this order. */
export async function setPowers(db: Db, imageId: number, projectileIds: readonly number[]): Promise<void> {
  await db.delete(imagePowers).where(eq(imagePowers.imageId, imageId));
  await addPowers(db, imageId, projectileIds);
}

/** Gives an image that has none yet these powers, in this order (a new image: nothing to replace). */
export async function addPowers(db: Db, imageId: number, projectileIds: readonly number[]): Promise<void> {
  if (projectileIds.length === 0) return;
  await db
    .insert(imagePowers)
    .values(projectileIds.map((projectileId, position) => ({ imageId, position, projectileId })));
}

/** One image's powers that `viewerId` may see, in their order. */
export async function powersOfImage(db: Db, imageId: number, viewerId: number): Promise<PowerView[]> {
  return (await powersOf(db, [imageId], viewerId)).get(imageId) ?? [];
}

/** The projectile ids among these that this user may use as powers: her own and the public ones. */
export async function usableProjectiles(db: Db, ids: readonly number[], userId: number): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: images.id })
    .from(images)
    .where(
      and(
        inArray(images.id, [...ids]),
        eq(images.type, 'projectiles'),
        or(eq(images.isPrivate, false), eq(images.ownerId, userId)),
      ),
    );
  return new Set(rows.map((r) => r.id));
}

/**
 * Deletes an image (its powers, favourites and its place among other images' powers go with it); answers the
 * storage keys it named (undefined: it was gone already).
 */
export async function deleteImageRow(
  db: Db,
  id: number,
): Promise<Pick<ImageRow, 'imageKey' | 'thumbnailKey'> | undefined> {
  const [gone] = await db
    .delete(images)
    .where(eq(images.id, id))
    .returning({ imageKey: images.imageKey, thumbnailKey: images.thumbnailKey });
  return gone;
}

/**
 * Points an image at a new thumbnail, holding its row so two changes take turns; answers the key it named before
 * (undefined: no such image).
 */
export async function replaceThumbnailKey(
  tx: Db,
  id: number,
  thumbnailKey: string,
  now: Date,
): Promise<string | undefined> {
  const [before] = await tx
    .select({ thumbnailKey: images.thumbnailKey })
    .from(images)
    .where(eq(images.id, id))
    .for('update');
  if (!before) return undefined;
  await tx.update(images).set({ thumbnailKey, updatedAt: now }).where(eq(images.id, id));
  return before.thumbnailKey;
}

/**
 * Writes a favourite row; answers false when she already has it. Someone else's image counts a like (addFavourite
 * adds it in the same transaction); her own does not, so a new upload calls this alone in its creating transaction.
 */
export async function insertFavourite(
  tx: Db,
  userId: number,
  image: { id: number; type: ImageType; ownerId: number },
  now: Date,
): Promise<boolean> {
  const inserted = await tx
    .insert(imageFavourites)
    .values({ userId, imageId: image.id, type: image.type, countsLike: image.ownerId !== userId, createdAt: now })
    .onConflictDoNothing()
    .returning({ imageId: imageFavourites.imageId });
  return inserted.length > 0;
}

/**
 * Adds an image to a user's favourites; when it went in and she is not its owner, its likes rise by one in the same
 * transaction (the primary key lets one favourite per user through, even for two clicks at once).
 */
export async function addFavourite(
  db: Db,
  userId: number,
  image: { id: number; type: ImageType; ownerId: number },
  now: Date,
): Promise<boolean> {
  return db.transaction(async (txDb) => {
    const tx = txDb as unknown as Db;
    if (!(await insertFavourite(tx, userId, image, now))) return false;
    if (image.ownerId !== userId) {
      await tx
        .update(images)
        .set({ likes: sql`${images.likes} + 1` })
        .where(eq(images.id, image.id));
    }
    return true;
  });
}

/**
 * Removes an image from a user's favourites unless it is her last of its type. The favourites of that type are
 * locked first, so two parallel removals of her last two leave one. Answers 'removed', 'absent' or 'last'.
 */
export async function removeFavourite(
  db: Db,
  userId: number,
  image: { id: number; type: ImageType; ownerId: number },
): Promise<'removed' | 'absent' | 'last'> {
  return db.transaction(async (txDb) => {
    const tx = txDb as unknown as Db;
    const held = await tx
      .select({ imageId: imageFavourites.imageId, countsLike: imageFavourites.countsLike })
      .from(imageFavourites)
      .where(and(eq(imageFavourites.userId, userId), eq(imageFavourites.type, image.type)))
      .for('update');
    const mine = held.find((f) => f.imageId === image.id);
    if (!mine) return 'absent';
    if (held.length <= 1) return 'last';
    await tx
      .delete(imageFavourites)
      .where(and(eq(imageFavourites.userId, userId), eq(imageFavourites.imageId, image.id)));
    if (mine.countsLike) {
      await tx
        .update(images)
        .set({ likes: sql`greatest(${images.likes} - 1, 0)` })
        .where(eq(images.id, image.id));
    }
    return 'removed';
  });
}

/**
 * A user's favourite image ids by type, oldest favourite first, leaving out images she may no longer read (another
 * user's image that went private): one query.
 */
// The user object asks this on every `/me`: prepared once (db/prepared.ts).
const favouritesQuery = preparedPerDatabase((db) => {
  const userId = sql.placeholder('userId');
  return db
    .select({ id: imageFavourites.imageId, type: imageFavourites.type })
    .from(imageFavourites)
    .innerJoin(images, eq(images.id, imageFavourites.imageId))
    .where(and(eq(imageFavourites.userId, userId), or(eq(images.isPrivate, false), eq(images.ownerId, userId))))
    .orderBy(asc(imageFavourites.createdAt), asc(imageFavourites.imageId))
    .prepare('image_favourite_ids');
});

export async function favouriteIdsOf(db: Db, userId: number): Promise<Record<ImageType, number[]>> {
  const rows = await favouritesQuery(db).execute({ userId });
  const ids: Record<ImageType, number[]> = { characters: [], monsters: [], backgrounds: [], projectiles: [] };
  for (const row of rows) ids[row.type]?.push(row.id);
  return ids;
}

/** Favourites every public image of `ownerId` for a user (a new account gets the official library). */
export async function favouriteAllOf(db: Db, userId: number, ownerId: number, now: Date): Promise<void> {
  await db.execute(sql`
    insert into ${imageFavourites} (user_id, image_id, type, counts_like, created_at)
    select ${userId}, ${images.id}, ${images.type}, false, ${now.toISOString()}::timestamptz from ${images}
    where ${images.ownerId} = ${ownerId} and not ${images.isPrivate}
    order by ${images.id}
    on conflict do nothing`);
  // Likes count teachers' own choices only: the library favourited for every account raises nothing.
}

/**
 * The images a game draws (design/games.md): for each type, the user's readable favourites, oldest favourite first;
 * `fallbackOwnerId`'s public images of a type where she has none. Two queries for all the types.
 */
export async function gameImageRows(
  db: Db,
  userId: number,
  types: readonly ImageType[],
  fallbackOwnerId: number,
): Promise<ImageView[]> {
  if (types.length === 0) return [];
  const favourites = await db
    .select({ ...viewColumns })
    .from(imageFavourites)
    .innerJoin(images, eq(images.id, imageFavourites.imageId))
    .innerJoin(...authorJoin(images.ownerId))
    .where(
      and(
        eq(imageFavourites.userId, userId),
        inArray(imageFavourites.type, [...types]),
        or(eq(images.isPrivate, false), eq(images.ownerId, userId)),
      ),
    )
    .orderBy(asc(imageFavourites.createdAt), asc(images.id));
  const covered = new Set(favourites.map((f) => f.image.type));
  const missing = types.filter((t) => !covered.has(t));
  const fallback =
    missing.length === 0
      ? []
      : await db
          .select(viewColumns)
          .from(images)
          .innerJoin(...authorJoin(images.ownerId))
          .where(and(eq(images.ownerId, fallbackOwnerId), eq(images.isPrivate, false), inArray(images.type, missing)))
          .orderBy(asc(images.id));
  return withPowers(db, [...favourites, ...fallback], userId);
}

/** What a word's picture needs of images by id: owner, visibility and stored picture (one query; gone ids are absent). */
export async function pictureRowsByIds(
  db: Db,
  ids: readonly number[],
): Promise<Array<Pick<ImageRow, 'id' | 'ownerId' | 'isPrivate' | 'isBanned' | 'imageKey'>>> {
  if (ids.length === 0) return [];
  return db
    .select({
      id: images.id,
      ownerId: images.ownerId,
      isPrivate: images.isPrivate,
      isBanned: images.isBanned,
      imageKey: images.imageKey,
    })
    .from(images)
    .where(inArray(images.id, [...new Set(ids)]));
}

/** Projectile ids (by name) of an owner's images: seeding resolves the official powers by name. */
export async function imagesOfOwner(
  db: Db,
  ownerId: number,
): Promise<Array<{ id: number; type: ImageType; name: string }>> {
  return db
    .select({ id: images.id, type: images.type, name: images.name })
    .from(images)
    .where(eq(images.ownerId, ownerId));
}

/**
 * Counts one upload against the user's monthly quota, if it has room: one conditional upsert, so parallel uploads
 * cannot slip past the limit. Run it in the transaction that inserts the image: a failed insert takes it back.
 */
export async function countUpload(db: Db, userId: number, month: string, limit: number): Promise<boolean> {
  if (limit <= 0) return false;
  const rows = await db
    .insert(imageUploadCounts)
    .values({ userId, month, count: 1 })
    .onConflictDoUpdate({
      target: [imageUploadCounts.userId, imageUploadCounts.month],
      set: { count: sql`${imageUploadCounts.count} + 1` },
      setWhere: sql`${imageUploadCounts.count} < ${limit}`,
    })
    .returning({ count: imageUploadCounts.count });
  return rows.length > 0;
}

/** Uploads counted this month (a cheap check before the work of decoding). */
export async function uploadsThisMonth(db: Db, userId: number, month: string): Promise<number> {
  const [row] = await db
    .select({ count: imageUploadCounts.count })
    .from(imageUploadCounts)
    .where(and(eq(imageUploadCounts.userId, userId), eq(imageUploadCounts.month, month)));
  return row?.count ?? 0;
}

/** Takes a transaction-level advisory lock (seeding from two processes at once inserts once). */
export async function lockForSeeding(db: Db, key: number): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(${key})`);
}
