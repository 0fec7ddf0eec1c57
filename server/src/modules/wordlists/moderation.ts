// What moderation does to word lists: a teacher's request to take someone else's list out of the public collection
// (queued for review), the operator's ban and unban, and the facts the console's queue shows of each list.
import { MODERATION_WORDS_SHOWN, ModerationMessage, type ModerationWordlistFacts } from '@playwords/common';
import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { HttpError, notFound } from '../../platform/http-errors';
import { authorize, isPublicList, policies, type Actor } from '../../policies/policies';
import { enqueue } from '../moderation/service';
import { authorColumns, authorJoin } from '../users/service';
import { findWordlistView, updateWordlistRow, type WordlistView } from './repository';
import { wordlists } from './tables';

/** Records a teacher's request that someone else's public list leave the public collection; the list is unchanged. */
export async function reportWordlist(
  db: Db,
  user: Actor,
  view: WordlistView,
  note: string | undefined,
  now: Date,
): Promise<void> {
  authorize(policies.reportWordlist(user, view.list));
  await db.transaction(async (tx) => {
    await enqueue(
      tx as unknown as Db,
      {
        kind: 'wordlist',
        targetId: view.list.id,
        ownerId: view.list.ownerId,
        reason: 'reported',
        reporterId: user.id,
        note,
      },
      now,
    );
  });
}

async function mustFind(tx: Db, id: number): Promise<WordlistView> {
  const view = await findWordlistView(tx, id);
  if (!view) throw notFound();
  return view;
}

/**
 * An operator's ban (in the caller's transaction): the list leaves the public collection and its owner can never
 * publish it again (she keeps it to play with). 404 for no such list; 409 when it is banned already.
 */
export async function banWordlist(tx: Db, id: number, now: Date): Promise<WordlistView> {
  const view = await mustFind(tx, id);
  if (view.list.isBanned) throw new HttpError(409, { detail: ModerationMessage.alreadyBanned });
  await updateWordlistRow(tx, id, { isBanned: true, updatedAt: now });
  return mustFind(tx, id);
}

/**
 * Lifts a ban (in the caller's transaction). The list comes back to its owner private and unpublished, so she may
 * publish it again herself (and it is queued again then). 404 for no such list; 409 when it is not banned.
 */
export async function unbanWordlist(tx: Db, id: number, now: Date): Promise<WordlistView> {
  const view = await mustFind(tx, id);
  if (!view.list.isBanned) throw new HttpError(409, { detail: ModerationMessage.notBanned });
  await updateWordlistRow(tx, id, { isBanned: false, isPrivate: true, hasBeenPublished: false, updatedAt: now });
  return mustFind(tx, id);
}

/** A removal decided in the queue: bans the list unless it is banned already (or gone). Answers its view, if any. */
export async function banWordlistIfPresent(tx: Db, id: number, now: Date): Promise<WordlistView | undefined> {
  const view = await findWordlistView(tx, id);
  if (!view || view.list.isBanned) return view;
  await updateWordlistRow(tx, id, { isBanned: true, updatedAt: now });
  return findWordlistView(tx, id);
}

/** What the console shows of a list. */
export function wordlistModerationFacts(view: {
  list: Omit<WordlistView['list'], 'wordPictures'>;
}): ModerationWordlistFacts {
  const { list } = view;
  return {
    id: list.id,
    theme: list.theme,
    words: list.words.slice(0, MODERATION_WORDS_SHOWN),
    word_count: list.words.length,
    likes: list.likes,
    is_banned: list.isBanned,
    is_public: isPublicList(list),
  };
}

/** The queue's lists by id, with their authors (lists deleted since are missing): one query. */
export async function wordlistsForModeration(
  db: Db,
  ids: number[],
): Promise<Map<number, { facts: ModerationWordlistFacts; author: { id: number; username: string } }>> {
  const found = new Map<number, { facts: ModerationWordlistFacts; author: { id: number; username: string } }>();
  if (ids.length === 0) return found;
  const rows = await db
    .select({
      list: {
        id: wordlists.id,
        ownerId: wordlists.ownerId,
        theme: wordlists.theme,
        words: wordlists.words,
        isPrivate: wordlists.isPrivate,
        likes: wordlists.likes,
        isBanned: wordlists.isBanned,
        hasBeenPublished: wordlists.hasBeenPublished,
      },
      author: authorColumns,
    })
    .from(wordlists)
    .innerJoin(...authorJoin(wordlists.ownerId))
    .where(inArray(wordlists.id, [...new Set(ids)]));
  for (const view of rows) {
    found.set(view.list.id, { facts: wordlistModerationFacts(view), author: view.author });
  }
  return found;
}
