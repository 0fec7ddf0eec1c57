import {
  DEFAULT_IMAGE_COLOUR,
  getEntitlements,
  IMAGE_TYPES,
  imageCreateInput,
  ImageMessage,
  isImageType,
  OFFICIAL_USER_ID,
  TYPES_WITH_POWERS,
  type FieldErrors,
  type GameImage,
  type ImageColour,
  type imagePatchInput,
  type ImageType,
} from '@playwords/common';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { HttpError, notFound, ValidationError } from '../../platform/http-errors';
import type { Paging } from '../../platform/paging';
import { newStorageKey, type Storage } from '../../platform/storage';
import { claimKeys, discardFiles, releaseKeys, reserveKeys } from '../../platform/storage-intents';
import { defineUserFragment } from '../../platform/user-object';
import { toFieldErrors } from '../../platform/validation';
import { authorize, policies, type Actor } from '../../policies/policies';
import { authorOf, type Author } from '../users/service';
import { renderOfficialLibrary, type OfficialImage } from './official-library';
import { queuePublishedImage } from './moderation';
import { processUpload, thumbnailOf, type ProcessedImage } from './pipeline';
import { mediaUrlOf, presentGameImage } from './presenter';
import {
  addFavourite,
  addPowers,
  countUpload,
  deleteImageRow,
  favouriteAllOf,
  favouriteIdsOf,
  findImageView,
  gameImageRows,
  imagesOfOwner,
  insertFavourite,
  insertImageRow,
  lockForSeeding,
  pageOfOwnImages,
  pageOfPublicImages,
  pictureRowsByIds,
  powersOfImage,
  removeFavourite,
  replaceThumbnailKey,
  setPowers,
  updateImageRow,
  uploadsThisMonth,
  usableProjectiles,
  type ImageView,
} from './repository';

export type { ImageView };
export {
  imagesForModeration,
  removeImageFromPublic,
  removeImageIfPresent,
  reportImage,
  restoreImage,
} from './moderation';
export { uploadsOfAccount, type UploadSummary } from './people';
export { countUploads } from './stats';

export interface Page {
  views: ImageView[];
  count: number;
}

/** A request's upload: its text fields and every file it carried (only one is accepted). */
export interface Upload {
  fields: Record<string, unknown>;
  files: Buffer[];
}

type ImageChanges = z.output<typeof imagePatchInput>;

/** A path segment as an image type; anything else names nothing (404). */
export function parseImageType(raw: string): ImageType {
  if (!isImageType(raw)) throw notFound();
  return raw;
}

/** A path id as an image id; anything else names no image. */
export function parseImageId(raw: string): number | null {
  return /^\d{1,9}$/.test(raw) ? Number(raw) : null;
}

/** The calendar month (UTC) an upload counts in: the quota resets on the first day of each month. */
export function uploadMonth(now: Date): string {
  return now.toISOString().slice(0, 7);
}

const refuse = (detail: string) => new HttpError(403, { detail });

async function mustFind(db: Db, type: ImageType, id: number | null, viewerId: number): Promise<ImageView> {
  const view = id === null ? undefined : await findImageView(db, id, viewerId);
  if (!view || view.image.type !== type) throw notFound();
  return view;
}

/** The image if this user owns it; 404 otherwise (another user's image is never revealed or touched). */
async function findOwn(db: Db, user: Actor, type: ImageType, id: number | null): Promise<ImageView> {
  const view = await mustFind(db, type, id, user.id);
  authorize(policies.changeImage(user, view.image));
  return view;
}

/** The image if this user may see it: her own or a public one; 404 otherwise. */
async function findReadable(db: Db, user: Actor, type: ImageType, id: number | null): Promise<ImageView> {
  const view = await mustFind(db, type, id, user.id);
  authorize(policies.readImage(user, view.image));
  return view;
}

/** Public images of a type, most liked then newest (core §7, §9). */
export function listPublicImages(db: Db, user: Actor, type: ImageType, paging: Paging): Promise<Page> {
  return pageOfPublicImages(db, type, '', paging, user.id);
}

/** The user's own images of a type, in the same order. */
export function listOwnImages(db: Db, user: Actor, type: ImageType, paging: Paging): Promise<Page> {
  return pageOfOwnImages(db, type, user.id, '', paging);
}

/** Search (core §7): name or a tag containing the query, ignoring case; own images, or everyone's public ones. */
export function searchImages(
  db: Db,
  user: Actor,
  type: ImageType,
  search: { query: string; public: boolean },
  paging: Paging,
): Promise<Page> {
  return search.public
    ? pageOfPublicImages(db, type, search.query, paging, user.id)
    : pageOfOwnImages(db, type, user.id, search.query, paging);
}

/** One image the user may see. */
export function getImage(db: Db, user: Actor, type: ImageType, id: number | null): Promise<ImageView> {
  return findReadable(db, user, type, id);
}

/** Checks chosen powers: projectiles this user owns or public ones; refused as a `power` field error. */
async function checkPowers(db: Db, user: Actor, ids: readonly number[]): Promise<void> {
  const usable = await usableProjectiles(db, ids, user.id);
  if (ids.some((id) => !usable.has(id))) throw new ValidationError({ power: [ImageMessage.badPower] });
}

/** Two new random storage keys: the picture's and its thumbnail's. */
const newKeys = () => ({ imageKey: newStorageKey(), thumbnailKey: newStorageKey() });

type ImageKeys = ReturnType<typeof newKeys>;
const keyList = (keys: ImageKeys) => [keys.imageKey, keys.thumbnailKey];

/**
 * Stores a processed picture under its two reserved keys, both at once (each write waits for its flush to disk or
 * the store's acknowledgement). Both are settled before a failure is thrown, so the caller's discardFiles removes
 * whatever was written.
 */
async function storeFiles(
  storage: Storage,
  processed: Pick<ProcessedImage, 'png' | 'thumbnail'>,
  keys: ImageKeys,
): Promise<void> {
  const writes = await Promise.allSettled([
    storage.put(keys.imageKey, processed.png),
    storage.put(keys.thumbnailKey, processed.thumbnail),
  ]);
  const failed = writes.find((write): write is PromiseRejectedResult => write.status === 'rejected');
  if (failed) throw failed.reason;
}

/**
 * Creates an image (core §5, §7). Needs a verified e-mail and a paid plan (403 saying why), and room in the plan's
 * monthly quota (403 quotaReached). Field errors are keyed by field; then the file goes through the upload pipeline,
 * its two keys are reserved (platform/storage-intents.ts), and its two PNGs are stored while the row is written
 * (with the quota's count and the keys' claim, in one transaction that commits only once the files are durable). A
 * failure of either removes the files again; a full disk is 507. The new image is the owner's favourite at once, so
 * her games can use it.
 */
export async function createImage(
  db: Db,
  storage: Storage,
  user: Actor & Author,
  type: ImageType,
  upload: Upload,
  now: Date,
): Promise<ImageView> {
  authorize(policies.uploadImages(user));
  const quota = getEntitlements({ activePlan: user.planType }).monthly_image_uploads;
  const month = uploadMonth(now);
  // A cheap early answer; the count in the transaction below is what holds under parallel uploads.
  if ((await uploadsThisMonth(db, user.id, month)) >= quota) throw refuse(ImageMessage.quotaReached);

  const errors: FieldErrors = {};
  const parsed = imageCreateInput.safeParse(upload.fields);
  if (!parsed.success) Object.assign(errors, toFieldErrors(parsed.error, upload.fields));
  if (upload.files.length === 0) errors.image = [ImageMessage.imageRequired];
  else if (upload.files.length > 1) errors.image = [ImageMessage.oneImageOnly];
  if (!parsed.success || Object.keys(errors).length > 0) throw new ValidationError(errors);
  const input = parsed.data;

  const powers = TYPES_WITH_POWERS.includes(type) ? (input.power ?? []) : [];
  await checkPowers(db, user, powers);
  const processed = await processUpload(upload.files[0]!);
  const keys = newKeys();
  // Committed before any byte is written: a process killed from here to the commit leaves files the sweep finds.
  await reserveKeys(db, keyList(keys), now);
  // The files are written while the row is, and the transaction commits only once both are durable: a row never
  // names a file that is not on disk. (A failed write is handled below; this only keeps it from going unobserved.)
  const stored = storeFiles(storage, processed, keys);
  stored.catch(() => undefined);
  try {
    return await db.transaction(async (txDb) => {
      const tx = txDb as unknown as Db;
      if (!(await countUpload(tx, user.id, month, quota))) throw refuse(ImageMessage.quotaReached);
      // The answer is built from what this transaction wrote (the row read back by RETURNING, the author from the
      // session's own row), so the statements here are only the writes: three for an image without powers.
      const image = await insertImageRow(tx, {
        type,
        ownerId: user.id,
        name: input.name!,
        ...keys,
        color: type === 'characters' ? (input.color ?? DEFAULT_IMAGE_COLOUR) : null,
        tags: input.tags ?? [],
        isPrivate: input.is_private,
        likes: 0,
        createdOn: now,
        updatedAt: now,
      });
      await addPowers(tx, image.id, powers);
      // Her favourite at once, in the same transaction: an image never exists without it.
      await insertFavourite(tx, user.id, image, now);
      // Uploaded online at once: into the moderation queue with it.
      if (!input.is_private) await queuePublishedImage(tx, image, now);
      const view: ImageView = {
        image,
        author: authorOf(user),
        powers: powers.length > 0 ? await powersOfImage(tx, image.id, user.id) : [],
      };
      // The row names the files: they are owned once this commits.
      await claimKeys(tx, keyList(keys));
      await stored;
      return view;
    });
  } catch (error) {
    await stored.catch(() => undefined);
    await discardFiles(db, storage, keyList(keys));
    throw error;
  }
}

/**
 * The owner's edit (core §5, §7): `is_private` alone publishes or unpublishes ('Upload Online' / 'Remove Upload');
 * name, color, power and tags edit. An edit that changes nothing is refused with 'You haven't made any changes.'
 */
export async function updateImage(
  db: Db,
  user: Actor,
  type: ImageType,
  id: number | null,
  changes: ImageChanges,
  now: Date,
): Promise<ImageView> {
  const view = await findOwn(db, user, type, id);
  const { image } = view;
  const name = changes.name ?? image.name;
  const tags = changes.tags ?? image.tags;
  const color: ImageColour | null = type === 'characters' ? (changes.color ?? image.color) : null;
  const isPrivate = changes.is_private ?? image.isPrivate;
  const currentPowers = view.powers.map((p) => p.id);
  const powers = TYPES_WITH_POWERS.includes(type) && changes.power !== undefined ? changes.power : currentPowers;
  const powersChanged = powers.join(',') !== currentPowers.join(',');
  const same =
    name === image.name &&
    tags.join('\n') === image.tags.join('\n') &&
    color === image.color &&
    isPrivate === image.isPrivate &&
    !powersChanged;
  if (same) throw new ValidationError({ non_field_errors: [ImageMessage.noChanges] });
  const goesPublic = image.isPrivate && !isPrivate;
  // An image an operator removed from the public collection cannot be uploaded online again.
  if (goesPublic) authorize(policies.publishImage(user, image));
  if (powersChanged) await checkPowers(db, user, powers);
  await db.transaction(async (txDb) => {
    const tx = txDb as unknown as Db;
    await updateImageRow(tx, image.id, { name, tags, color, isPrivate, updatedAt: now });
    if (powersChanged) await setPowers(tx, image.id, powers);
    if (goesPublic) await queuePublishedImage(tx, image, now);
  });
  return mustFind(db, type, image.id, user.id);
}

/**
 * Deletes the owner's image and then its files (released in the row's transaction, so they go even if the process
 * dies in between). Its favourites go with it, and so does its place among other images' powers (a projectile
 * deleted is a power no more).
 */
export async function deleteImage(
  db: Db,
  storage: Storage,
  user: Actor,
  type: ImageType,
  id: number | null,
): Promise<void> {
  const { image } = await findOwn(db, user, type, id);
  const keys = await db.transaction(async (txDb) => {
    const tx = txDb as unknown as Db;
    const gone = await deleteImageRow(tx, image.id);
    if (gone) await releaseKeys(tx, keyList(gone));
    return gone;
  });
  if (keys) await discardFiles(db, storage, keyList(keys));
}

/** Adds her own or a public image to the user's favourites (likes rise once per teacher, never for the owner). */
export async function favouriteImage(
  db: Db,
  user: Actor,
  type: ImageType,
  id: number | null,
  now: Date,
): Promise<ImageView> {
  const view = await findReadable(db, user, type, id);
  const added = await addFavourite(db, user.id, view.image, now);
  return added ? mustFind(db, type, view.image.id, user.id) : view;
}

/** Removes an image from the user's favourites; the last favourite of a type stays (core §4), with a 400. */
export async function unfavouriteImage(db: Db, user: Actor, type: ImageType, id: number | null): Promise<ImageView> {
  const view = await mustFind(db, type, id, user.id);
  // She may drop a favourite she can no longer see (it went private); anything else of another user is not found.
  const outcome = await removeFavourite(db, user.id, view.image);
  if (outcome === 'absent') authorize(policies.readImage(user, view.image));
  if (outcome === 'last') throw new ValidationError({ non_field_errors: [ImageMessage.lastFavourite] });
  return outcome === 'removed' ? mustFind(db, type, view.image.id, user.id) : view;
}

/** Superusers only (core §6): makes the thumbnail again from the stored picture, under a new name. */
export async function reloadThumbnail(
  db: Db,
  storage: Storage,
  user: Actor,
  type: ImageType,
  id: number | null,
  now: Date,
): Promise<ImageView> {
  authorize(policies.operate(user));
  const { image } = await mustFind(db, type, id, user.id);
  const png = await storage.get(image.imageKey);
  if (!png) throw notFound();
  const thumbnail = await thumbnailOf(png);
  const thumbnailKey = newStorageKey();
  await reserveKeys(db, [thumbnailKey], now);
  let oldKey: string;
  try {
    await storage.put(thumbnailKey, thumbnail);
    oldKey = await db.transaction(async (txDb) => {
      const tx = txDb as unknown as Db;
      // The key the row names now (another reload may have changed it since it was read above).
      const before = await replaceThumbnailKey(tx, image.id, thumbnailKey, now);
      if (before === undefined) throw notFound();
      await claimKeys(tx, [thumbnailKey]);
      await releaseKeys(tx, [before]);
      return before;
    });
  } catch (error) {
    await discardFiles(db, storage, [thumbnailKey]);
    throw error;
  }
  await discardFiles(db, storage, [oldKey]);
  return mustFind(db, type, image.id, user.id);
}

/**
 * A picture for another module (a news post's): run through the upload pipeline (refused as an upload is, under
 * `image`), its new random key reserved, and its PNG stored once durable; answers the key. The caller claims it
 * (`claimKeys`) in the transaction that writes the row naming it, or discards it (`discardFiles`) when that fails.
 * No thumbnail is made.
 */
export async function storePicture(db: Db, storage: Storage, bytes: Buffer, now: Date): Promise<string> {
  const { png } = await processUpload(bytes);
  const key = newStorageKey();
  await reserveKeys(db, [key], now);
  try {
    await storage.put(key, png);
  } catch (error) {
    await discardFiles(db, storage, [key]);
    throw error;
  }
  return key;
}

/** The user object's `favourite_{type}` lists (ids, oldest favourite first): one query. */
export async function imageFavouritesOf(
  db: Db,
  userId: number,
): Promise<{
  favourite_characters: number[];
  favourite_monsters: number[];
  favourite_backgrounds: number[];
  favourite_projectiles: number[];
}> {
  const ids = await favouriteIdsOf(db, userId);
  return {
    favourite_characters: ids.characters,
    favourite_monsters: ids.monsters,
    favourite_backgrounds: ids.backgrounds,
    favourite_projectiles: ids.projectiles,
  };
}

/** The user object's `favourite_{type}` fields. */
export const imagesFragment = defineUserFragment({
  module: 'images',
  fields: ['favourite_characters', 'favourite_monsters', 'favourite_backgrounds', 'favourite_projectiles'],
  load: (db, user) => imageFavouritesOf(db, user.id),
});

/**
 * Every new account starts with the whole official library favourited (all four types), so games work at once.
 * Called inside the transaction that creates the account.
 */
export async function favouriteOfficialLibrary(tx: Db, userId: number, now: Date): Promise<void> {
  if (userId === OFFICIAL_USER_ID) return;
  await favouriteAllOf(tx, userId, OFFICIAL_USER_ID, now);
}

/**
 * The pictures a game draws (design/games.md), for the game template: per type asked, the user's
 * favourites (oldest first; images she may no longer see left out), or the official images of that type when she
 * has none. Powers are filled with the projectiles she may see; an empty list means "a random favourite projectile".
 */
export async function listGameImages(
  db: Db,
  userId: number,
  types: ImageType[],
): Promise<Partial<Record<ImageType, GameImage[]>>> {
  const wanted = IMAGE_TYPES.filter((t) => types.includes(t));
  const result: Partial<Record<ImageType, GameImage[]>> = {};
  for (const type of wanted) result[type] = [];
  for (const view of await gameImageRows(db, userId, wanted, OFFICIAL_USER_ID)) {
    result[view.image.type]!.push(presentGameImage(view));
  }
  return result;
}

/** An image as a word's picture: its URL and whether a given teacher may use it. */
export interface WordImage {
  url: string;
  ownerId: number;
  isPrivate: boolean;
  isBanned: boolean;
}

/**
 * Images by id as word lists show them as a word's picture (one query for a whole page of lists); an id that names
 * no image is absent. Whether a list's owner may use one is `policies.readImage` (`mayUseWordImage`).
 */
export async function wordImagesByIds(db: Db, ids: readonly number[]): Promise<Map<number, WordImage>> {
  const rows = await pictureRowsByIds(db, ids);
  return new Map(
    rows.map((r) => [
      r.id,
      { url: mediaUrlOf(r.imageKey), ownerId: r.ownerId, isPrivate: r.isPrivate, isBanned: r.isBanned },
    ]),
  );
}

/** Whether this teacher may give a word this image: her own, or a public one (official images are public). */
export function mayUseWordImage(user: Pick<Actor, 'id'>, image: WordImage): boolean {
  return policies.readImage(user as Actor, image) === null;
}

// ---------------------------------------------------------------------------------------------------------------
// The official library

/** An official image run through the upload pipeline (its PNG re-encoded), ready to store with its thumbnail. */
export type PreparedImage = OfficialImage & { thumbnail: Buffer };

let prepared: Promise<PreparedImage[]> | undefined;

/**
 * Renders the official library and runs each picture through the upload pipeline (so it gets its thumbnail and
 * the same treatment as an upload). Once per process: tests seed many databases.
 */
export function prepareOfficialLibrary(): Promise<PreparedImage[]> {
  prepared ??= renderOfficialLibrary().then(async (library) => {
    const out: PreparedImage[] = [];
    // One at a time: seeding shares the machine with whatever else starts.
    for (const official of library) {
      const { png, thumbnail } = await processUpload(official.png);
      out.push({ ...official, png, thumbnail });
    }
    return out;
  });
  prepared.catch(() => {
    prepared = undefined;
  });
  return prepared;
}

const SEED_LOCK = 0x696d67; // 'img'

/**
 * The official library (issue 6): when the official account (id 21) has no images yet, renders it, stores every
 * picture and inserts it public, likes 0, with its powers resolved by name. Safe at every start and from two
 * processes at once (an advisory lock; the second finds the images there). Needs the official account. `prepare`
 * is where the pictures come from (tests read them from a cache shared by their processes).
 */
export async function ensureOfficialImages(
  db: Db,
  storage: Storage,
  now: Date,
  prepare: () => Promise<PreparedImage[]> = prepareOfficialLibrary,
): Promise<void> {
  if ((await imagesOfOwner(db, OFFICIAL_USER_ID)).length > 0) return;
  const library = await prepare();
  // Every key reserved, and committed, before the transaction writes a file (platform/storage-intents.ts).
  const keysOf = library.map(() => newKeys());
  const all = keysOf.flatMap(keyList);
  await reserveKeys(db, all, now);
  try {
    const seeded = await db.transaction(async (txDb) => {
      const tx = txDb as unknown as Db;
      await lockForSeeding(tx, SEED_LOCK);
      if ((await imagesOfOwner(tx, OFFICIAL_USER_ID)).length > 0) return false;
      const idByName = new Map<string, number>();
      const withPowers: Array<{ id: number; powers: string[] }> = [];
      for (const [i, official] of library.entries()) {
        const keys = keysOf[i]!;
        await storeFiles(storage, official, keys);
        const { id } = await insertImageRow(tx, {
          type: official.type,
          ownerId: OFFICIAL_USER_ID,
          name: official.name,
          ...keys,
          color: official.type === 'characters' ? (official.color ?? DEFAULT_IMAGE_COLOUR) : null,
          tags: official.tags,
          isPrivate: false,
          likes: 0,
          createdOn: now,
          updatedAt: now,
        });
        if (official.type === 'projectiles') idByName.set(official.name, id);
        if (TYPES_WITH_POWERS.includes(official.type)) withPowers.push({ id, powers: official.powers });
      }
      for (const { id, powers } of withPowers) {
        const ids = powers.map((name) => idByName.get(name)).filter((p): p is number => p !== undefined);
        await addPowers(tx, id, ids.slice(0, 5));
      }
      await claimKeys(tx, all);
      return true;
    });
    // Another process seeded the library meanwhile: nothing was written under these keys.
    if (!seeded) await discardFiles(db, storage, all);
  } catch (error) {
    await discardFiles(db, storage, all);
    throw error;
  }
}
