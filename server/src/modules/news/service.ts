import { readFile, stat } from 'node:fs/promises';
import {
  IMAGE_MAX_BYTES,
  ImageMessage,
  NEWS_TEXT_MAX,
  NewsMessage,
  newsPostInput,
  type NewsPostInput,
} from '@playwords/common';
import type { Db } from '../../db/client';
import { notFound, ValidationError } from '../../platform/http-errors';
import type { Paging } from '../../platform/paging';
import type { Storage } from '../../platform/storage';
import { claimKeys, discardFiles, releaseKeys } from '../../platform/storage-intents';
import type { RateLimit } from '../../platform/throttle';
import { defineUserFragment } from '../../platform/user-object';
import { parseInput } from '../../platform/validation';
import { storePicture } from '../images/service';
import {
  deletePostRow,
  findPostView,
  insertPost,
  lockPost,
  lockPostRow,
  pageOfPosts,
  putVote,
  removeVote,
  updatePostRow,
  voteOf,
  votesOfUser,
  type NewsPostRow,
  type NewsPostView,
} from './repository';

export type { NewsPostRow, NewsPostView };

/**
 * Votes (and votes taken back) per teacher: far more than anyone clicks while reading the news, few enough that a
 * script cannot make the counts a load test.
 */
export const VOTES_PER_USER: RateLimit = { limit: 60, windowSeconds: 60 };

/** The rate-limit key of a teacher's votes (both vote routes count against it). */
export const votesKey = (userId: number) => `news-votes:user:${userId}`;

/** The posts, newest first, a page at a time, with their likes and dislikes (accounts §2). */
export function listPosts(db: Db, paging: Paging): Promise<{ views: NewsPostView[]; count: number }> {
  return pageOfPosts(db, paging);
}

/** One post with its likes and dislikes (undefined: none). */
export function findPost(db: Db, id: number): Promise<NewsPostView | undefined> {
  return findPostView(db, id);
}

/** A post after a vote, and her vote on it now (null: none). */
export interface VoteOutcome {
  view: NewsPostView;
  vote: boolean | null;
}

/**
 * Changes her vote on a post in one transaction holding the post's row lock, so the votes on a post (hers from two
 * tabs, everyone's) take their turn and each reads what the one before wrote; the counts are the rows, so never
 * below 0. `change` gets her current vote and answers her vote after it. An unknown post is 404.
 */
function changeVote(
  db: Db,
  postId: number,
  userId: number,
  change: (tx: Db, current: boolean | null) => Promise<boolean | null>,
): Promise<VoteOutcome> {
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    if (!(await lockPost(tx, postId))) throw notFound();
    const vote = await change(tx, await voteOf(tx, postId, userId));
    const view = await findPostView(tx, postId);
    if (!view) throw notFound();
    return { view, vote };
  });
}

/**
 * A like (`vote` true) or a dislike (accounts §4): the same vote again takes it back, the other one switches it,
 * otherwise it is recorded.
 */
export function vote(db: Db, userId: number, postId: number, wanted: boolean, now: Date): Promise<VoteOutcome> {
  return changeVote(db, postId, userId, async (tx, current) => {
    if (current === wanted) {
      await removeVote(tx, postId, userId);
      return null;
    }
    await putVote(tx, postId, userId, wanted, now);
    return wanted;
  });
}

/** Takes her vote on a post back; without one nothing changes. */
export function deleteVote(db: Db, userId: number, postId: number): Promise<VoteOutcome> {
  return changeVote(db, postId, userId, async (tx, current) => {
    if (current !== null) await removeVote(tx, postId, userId);
    return null;
  });
}

/** The user object's `voted_posts` (accounts §3): post id (as text) → her vote. */
export async function votedPostsOf(db: Db, userId: number): Promise<Record<string, { vote: boolean }>> {
  const voted: Record<string, { vote: boolean }> = {};
  for (const { postId, vote } of await votesOfUser(db, userId)) voted[String(postId)] = { vote };
  return voted;
}

/** The user object's `voted_posts` field. */
export const newsFragment = defineUserFragment({
  module: 'news',
  fields: ['voted_posts'],
  load: async (db, user) => ({ voted_posts: await votedPostsOf(db, user.id) }),
});

// ---------------------------------------------------------------------------------------------------------------
// The operator's posts (the admin command line and the console)

/**
 * Runs a post's row change in a transaction and answers what it answered. By default a transaction of its own;
 * the console passes one of `operatorAction`'s, so the change and its audit row commit together. The picture
 * files are stored before it opens and removed after it commits: a file never waits on a row lock, and a rolled
 * back change leaves no file behind. The transaction claims a new picture's key and releases an old one's
 * (platform/storage-intents.ts), so a crash at any point leaves no file without its row.
 */
export type InTransaction<R = NewsPostRow> = (write: (tx: Db) => Promise<R>) => Promise<R>;

const ownTransaction =
  <R>(db: Db): InTransaction<R> =>
  (write) =>
    db.transaction((tx) => write(tx as unknown as Db));

/** A new post: its name and text as written, and its picture's bytes (none: a post without a picture). */
export interface NewPost extends NewsPostInput {
  image?: Buffer;
}

/**
 * Stores a post's new picture through the images module's upload pipeline (refused under `image` as an upload
 * is), runs `work` with its key (null: no new picture; `work` claims it in its transaction), and removes the
 * picture again if `work` fails.
 */
async function withNewPicture<T>(
  db: Db,
  storage: Storage,
  image: Buffer | undefined,
  now: Date,
  work: (imageKey: string | null) => Promise<T>,
): Promise<T> {
  const imageKey = image ? await storePicture(db, storage, image, now) : null;
  try {
    return await work(imageKey);
  } catch (error) {
    if (imageKey) await discardFiles(db, storage, [imageKey]);
    throw error;
  }
}

/**
 * Writes a post (checked first: name and text within their caps, refused under `name` and `text`). Its picture is
 * stored, durable, before the row names it; if the row cannot be written the picture goes again.
 */
export async function createPost(
  db: Db,
  storage: Storage,
  input: NewPost,
  now: Date,
  inTransaction: InTransaction = ownTransaction(db),
): Promise<NewsPostRow> {
  const { name, text } = parseInput(newsPostInput, { name: input.name, text: input.text });
  return withNewPicture(db, storage, input.image, now, (imageKey) =>
    inTransaction(async (tx) => {
      const row = await insertPost(tx, { name, text, imageKey, createdOn: now });
      if (imageKey) await claimKeys(tx, [imageKey]);
      return row;
    }),
  );
}

/** An edit of a post: its name and text (the rules of a new post), and a new picture, or its picture removed. */
export interface PostEdit extends NewsPostInput {
  /** A new picture in place of the old one (wins over `removeImage`). */
  image?: Buffer;
  /** Drop the picture the post had. */
  removeImage?: boolean;
}

/**
 * Edits a post (checked like a new one; unknown: 404) and sets its edit time. A replaced or removed picture's
 * file goes after the commit; a new picture whose change fails goes again.
 */
export async function updatePost(
  db: Db,
  storage: Storage,
  id: number,
  edit: PostEdit,
  now: Date,
  inTransaction: InTransaction = ownTransaction(db),
): Promise<NewsPostRow> {
  const { name, text } = parseInput(newsPostInput, { name: edit.name, text: edit.text });
  let dropped: string | null = null;
  const after = await withNewPicture(db, storage, edit.image, now, (newKey) =>
    inTransaction(async (tx) => {
      const before = await lockPostRow(tx, id);
      if (!before) throw notFound();
      const imageKey = newKey ?? (edit.removeImage ? null : before.imageKey);
      const row = await updatePostRow(tx, id, { name, text, imageKey, updatedAt: now });
      if (!row) throw notFound();
      if (newKey) await claimKeys(tx, [newKey]);
      dropped = before.imageKey && before.imageKey !== imageKey ? before.imageKey : null;
      if (dropped) await releaseKeys(tx, [dropped]);
      return row;
    }),
  );
  if (dropped) await discardFiles(db, storage, [dropped]);
  return after;
}

/** Deletes a post, its votes (by their foreign key) and then its picture; answers it (undefined: no such post). */
export async function deletePost(
  db: Db,
  storage: Storage,
  id: number,
  inTransaction: InTransaction<NewsPostRow | undefined> = ownTransaction(db),
): Promise<NewsPostRow | undefined> {
  const row = await inTransaction(async (tx) => {
    const gone = await deletePostRow(tx, id);
    if (gone?.imageKey) await releaseKeys(tx, [gone.imageKey]);
    return gone;
  });
  if (row?.imageKey) await discardFiles(db, storage, [row.imageKey]);
  return row;
}

/** UTF-8 takes at most 4 bytes a character: a text file larger than this cannot fit the text's cap. */
const TEXT_FILE_MAX_BYTES = 4 * NEWS_TEXT_MAX;

/**
 * Reads a file the operator named for a post, refusing one larger than `maxBytes` before reading it (under
 * `field`). Answers its bytes.
 */
async function readOperatorFile(path: string, field: string, maxBytes: number, tooLarge: string): Promise<Buffer> {
  let size: number;
  try {
    const info = await stat(path);
    if (!info.isFile()) throw new Error('not a file');
    size = info.size;
  } catch {
    throw new ValidationError({ [field]: [`There is no file at ${path}.`] });
  }
  if (size > maxBytes) throw new ValidationError({ [field]: [tooLarge] });
  return readFile(path);
}

/** A post's text from a UTF-8 file (a file far over the text's cap is refused unread). */
export async function readPostTextFile(path: string): Promise<string> {
  const bytes = await readOperatorFile(path, 'text', TEXT_FILE_MAX_BYTES, NewsMessage.textTooLong);
  return bytes.toString('utf8').replace(/^\uFEFF/, '');
}

/** A post's picture from a file (one over the upload limit is refused unread). */
export function readPostPictureFile(path: string): Promise<Buffer> {
  return readOperatorFile(path, 'image', IMAGE_MAX_BYTES, ImageMessage.tooLarge);
}
