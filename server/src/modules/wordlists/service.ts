import {
  ModerationMessage,
  normaliseWords,
  OFFICIAL_USER_ID,
  WordlistMessage,
  type PictureRef,
} from '@playwords/common';
import type { Db } from '../../db/client';
import { notFound, ValidationError } from '../../platform/http-errors';
import type { Paging } from '../../platform/paging';
import { defineUserFragment } from '../../platform/user-object';
import { authorize, isPublicList, policies, type Actor } from '../../policies/policies';
import {
  addFavourite,
  deleteWordlistRow,
  findWordlistView,
  insertWordlist,
  insertWordlists,
  listThemesOfOwner,
  lockForSeeding,
  pageOfOwnWordlists,
  pageOfPublicWordlists,
  reselectFromWordlist,
  setSelection,
  updateWordlistRow,
  wordlistRefsOfUser,
  type WordlistView,
} from './repository';
import { picturesKeptFor, picturesToStore, resolvePictures, samePictures, type WordPictures } from './pictures';
import { STARTER_LISTS } from './starter-lists';
import { decideOpenItemsOf, enqueue } from '../moderation/service';
import { reportWordlist } from './moderation';

export { banWordlist, banWordlistIfPresent, unbanWordlist, wordlistsForModeration } from './moderation';

export type { WordlistView };
export { wordlistsOfAccount, type WordlistSummary } from './people';

export interface NewWordlist {
  theme: string;
  words: string[];
  isPrivate: boolean;
  /** A picture (or null: none) per word, parallel to `words`; absent → every word shows its default. */
  pictures?: (PictureRef | null)[] | undefined;
}

export interface WordlistChanges {
  theme?: string | undefined;
  words?: string[] | undefined;
  /** Parallel to the words the list has after the change (the list's own when `words` is absent). */
  pictures?: (PictureRef | null)[] | undefined;
}

export interface Page {
  views: WordlistView[];
  count: number;
}

/** A path id as a list id; anything else names no list. */
export function parseWordlistId(raw: string): number | null {
  return /^\d{1,9}$/.test(raw) ? Number(raw) : null;
}

async function mustFind(db: Db, id: number | null): Promise<WordlistView> {
  const view = id === null ? undefined : await findWordlistView(db, id);
  if (!view) throw notFound();
  return view;
}

/** The list if this user owns it; 404 otherwise (another user's list is never revealed or touched). */
async function findOwn(db: Db, user: Actor, id: number | null): Promise<WordlistView> {
  const view = await mustFind(db, id);
  authorize(policies.changeWordlist(user, view.list));
  return view;
}

/** The list if this user may read it: her own, or one in the public collection; 404 otherwise. */
async function findReadable(db: Db, user: Actor, id: number | null): Promise<WordlistView> {
  const view = await mustFind(db, id);
  authorize(policies.readWordlist(user, view.list));
  return view;
}

async function reload(db: Db, id: number): Promise<WordlistView> {
  return mustFind(db, id);
}

/**
 * Creates a list (core §7) and makes it the user's selected one (core §4). Sent with `is_private: false` ('Publish
 * online for others to use') it is published at once, which needs the same rights as publishing; without them
 * nothing is created and the answer says why.
 */
export async function createWordlist(db: Db, user: Actor, input: NewWordlist, now: Date): Promise<WordlistView> {
  authorize(policies.createWordlist(user, input));
  const wordPictures = input.pictures ? await picturesToStore(db, user.id, input.words, input.pictures) : {};
  const id = await db.transaction(async (tx) => {
    const created = await insertWordlist(tx as unknown as Db, {
      ownerId: user.id,
      theme: input.theme,
      words: input.words,
      wordPictures,
      isPrivate: input.isPrivate,
      hasBeenPublished: !input.isPrivate,
      createdAt: now,
      updatedAt: now,
    });
    await setSelection(tx as unknown as Db, user.id, created, now);
    // Published at once: into the moderation queue with it, in the same transaction.
    if (!input.isPrivate) await queuePublished(tx as unknown as Db, created, user.id, now);
    return created;
  });
  return reload(db, id);
}

/** The user's own lists, likes ascending then id (core §9). */
export function listOwnWordlists(db: Db, user: Actor, paging: Paging): Promise<Page> {
  return pageOfOwnWordlists(db, user.id, '', paging);
}

/**
 * Search (core §7): `public` searches the public collection of everyone (most saved first), otherwise the user's
 * own lists (in their usual order). A list matches when its theme or one of its words contains the query,
 * ignoring case; a blank query matches every list searched.
 */
export function searchWordlists(
  db: Db,
  user: Actor,
  search: { query: string; public: boolean },
  paging: Paging,
): Promise<Page> {
  return search.public
    ? pageOfPublicWordlists(db, search.query, paging)
    : pageOfOwnWordlists(db, user.id, search.query, paging);
}

/** One list the user may read (her own or a public one). */
export function getWordlist(db: Db, user: Actor, id: number | null): Promise<WordlistView> {
  return findReadable(db, user, id);
}

/** The list if this user may read it (her own or a public one), else null: for other modules' checks. */
export async function findReadableWordlist(db: Db, user: Actor, id: number): Promise<WordlistView | null> {
  const view = await findWordlistView(db, id);
  return view && policies.readWordlist(user, view.list) === null ? view : null;
}

/**
 * Each word's picture as a URL (null: none) as this user sees it, parallel to the list's words: what a game page
 * embeds. The URLs are the API's (`/pictures/…`, the image store's), which the game frame loads like its images.
 */
export async function pictureUrlsOf(db: Db, user: Actor, view: WordlistView): Promise<(string | null)[]> {
  const [pictures] = await resolvePictures(db, [view.list], user.id);
  return (pictures ?? []).map((picture) => picture?.url ?? null);
}

/**
 * The owner's edit of theme, words and pictures (core §5): an edit that changes nothing is refused. Pictures sent
 * are checked before anything is written; words sent alone keep the pictures of the words that stay.
 */
export async function updateWordlist(
  db: Db,
  user: Actor,
  id: number | null,
  changes: WordlistChanges,
  now: Date,
): Promise<WordlistView> {
  const view = await findOwn(db, user, id);
  const theme = changes.theme ?? view.list.theme;
  const words = changes.words ?? view.list.words;
  const before: WordPictures = view.list.wordPictures;
  const wordPictures = changes.pictures
    ? await picturesToStore(db, view.list.ownerId, words, changes.pictures)
    : picturesKeptFor(before, words);
  const same =
    theme === view.list.theme &&
    words.join('\n') === view.list.words.join('\n') &&
    samePictures(wordPictures, before, words);
  if (same) throw new ValidationError({ non_field_errors: [WordlistMessage.nothingChanged] });
  await updateWordlistRow(db, view.list.id, { content: { theme, words, wordPictures }, updatedAt: now });
  return reload(db, view.list.id);
}

/**
 * Deletes the owner's list; saved copies and likes of it go with it. Whoever had it selected (she, or a teacher
 * who selected it from the public collection) gets her most recent other list of her own instead.
 */
export async function deleteWordlist(db: Db, user: Actor, id: number | null): Promise<void> {
  const view = await findOwn(db, user, id);
  await db.transaction(async (tx) => {
    await reselectFromWordlist(tx as unknown as Db, view.list.id);
    await deleteWordlistRow(tx as unknown as Db, view.list.id);
  });
}

/**
 * Publishes the owner's list into the public collection, once: a list already public is answered unchanged.
 * Needs a paid plan and a verified e-mail; a banned list cannot come back.
 */
export async function publishWordlist(db: Db, user: Actor, id: number | null, now: Date): Promise<WordlistView> {
  const view = await mustFind(db, id);
  authorize(policies.publishWordlist(user, view.list));
  if (isPublicList(view.list)) return view;
  await db.transaction(async (txDb) => {
    const tx = txDb as unknown as Db;
    await updateWordlistRow(tx, view.list.id, { hasBeenPublished: true, isPrivate: false, updatedAt: now });
    await queuePublished(tx, view.list.id, view.list.ownerId, now);
  });
  return reload(db, view.list.id);
}

/** A list that has just become public goes into the moderation queue (in the publishing transaction). */
function queuePublished(tx: Db, id: number, ownerId: number, now: Date): Promise<void> {
  return enqueue(tx, { kind: 'wordlist', targetId: id, ownerId, reason: 'published' }, now);
}

/** What 'remove from the public collection' did: the list as it is now, or the request sent for review. */
export interface Removal {
  view: WordlistView;
  sentForReview: boolean;
}

/**
 * 'remove from the public collection' (the spec: the public list offers it; the server decides who may). Its owner
 * makes it private again (she may publish it later); a superuser removing someone else's list bans it (it stays
 * with its owner, but can never be published again; its open queue items are decided with it). Any other teacher's
 * request goes to the moderation queue with her optional note, and the list stays public. 404 for a list she
 * cannot see.
 */
export async function unpublishWordlist(
  db: Db,
  user: Actor,
  id: number | null,
  now: Date,
  note?: string,
): Promise<Removal> {
  const view = await mustFind(db, id);
  if (policies.unpublishWordlist(user, view.list) !== null) {
    await reportWordlist(db, user, view, note, now);
    return { view, sentForReview: true };
  }
  if (view.list.ownerId === user.id) {
    if (view.list.isPrivate && !view.list.hasBeenPublished) return { view, sentForReview: false };
    await updateWordlistRow(db, view.list.id, { isPrivate: true, hasBeenPublished: false, updatedAt: now });
  } else {
    await db.transaction(async (txDb) => {
      const tx = txDb as unknown as Db;
      await updateWordlistRow(tx, view.list.id, { isBanned: true, updatedAt: now });
      await decideOpenItemsOf(
        tx,
        'wordlist',
        view.list.id,
        { status: 'removed', decidedBy: user.id, reason: ModerationMessage.removedFromCard },
        now,
      );
    });
  }
  return { view: await reload(db, view.list.id), sentForReview: false };
}

/** Saves the user's selection on the server (core §4): her own list or a public one. */
export async function selectWordlist(db: Db, user: Actor, id: number | null, now: Date): Promise<WordlistView> {
  const view = await findReadable(db, user, id);
  await setSelection(db, user.id, view.list.id, now);
  return view;
}

/**
 * 'Add To List' (core §4): saves a public list to the user's favourites and raises its likes by one, once per
 * user; a second call, or her own list, changes nothing. Answers the list (the favourite entry).
 */
export async function favouriteWordlist(db: Db, user: Actor, id: number | null, now: Date): Promise<WordlistView> {
  const view = await findReadable(db, user, id);
  if (view.list.ownerId === user.id) return view;
  const added = await addFavourite(db, user.id, view.list.id, now);
  return added ? reload(db, view.list.id) : view;
}

/**
 * What the user object reports (core §4): `selected_wordlist` (null once she may no longer read it) and
 * `favourite_wordlists`, her own lists followed by the public lists she saved.
 */
export async function wordlistRefsOf(
  db: Db,
  userId: number,
): Promise<{ selected_wordlist: number | null; favourite_wordlists: number[] }> {
  const refs = await wordlistRefsOfUser(db, userId);
  return { selected_wordlist: refs.selected, favourite_wordlists: [...refs.own, ...refs.favourites] };
}

/** The user object's word-list fields (core §4): the selection and her own and saved lists. */
export const wordlistsFragment = defineUserFragment({
  module: 'wordlists',
  fields: ['selected_wordlist', 'favourite_wordlists'],
  load: (db, user) => wordlistRefsOf(db, user.id),
});

const SEED_LOCK = 0x776c73; // 'wls'

/**
 * The official starter lists (starter-lists.ts), public and owned by the official account: missing ones are
 * added; one whose words changed in the code gets the new words. Safe to run at every start and from two
 * processes at once. Needs the official account.
 */
export async function ensureStarterWordlists(db: Db, now: Date): Promise<void> {
  await db.transaction(async (txDb) => {
    const tx = txDb as unknown as Db;
    await lockForSeeding(tx, SEED_LOCK);
    const existing = new Map((await listThemesOfOwner(tx, OFFICIAL_USER_ID)).map((l) => [l.theme, l]));
    const missing = [];
    for (const starter of STARTER_LISTS) {
      const words = normaliseWords(starter.words);
      const stored = existing.get(starter.theme);
      if (!stored) {
        missing.push({
          ownerId: OFFICIAL_USER_ID,
          theme: starter.theme,
          words,
          isPrivate: false,
          hasBeenPublished: true,
          createdAt: now,
          updatedAt: now,
        });
      } else if (stored.words.join('\n') !== words.join('\n')) {
        await updateWordlistRow(tx, stored.id, { content: { theme: starter.theme, words }, updatedAt: now });
      }
    }
    await insertWordlists(tx, missing);
  });
}
