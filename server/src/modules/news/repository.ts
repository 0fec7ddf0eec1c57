import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { preparedPerDatabase } from '../../db/prepared';
import { newsPosts, newsVotes } from './tables';

export type NewsPostRow = typeof newsPosts.$inferSelect;
export type NewNewsPostRow = typeof newsPosts.$inferInsert;

/** A post with its likes and dislikes, counted from its votes. */
export interface NewsPostView {
  post: NewsPostRow;
  likes: number;
  dislikes: number;
}

const likeCount = sql<number>`(select count(*)::int from ${newsVotes} where ${newsVotes.postId} = ${newsPosts.id} and ${newsVotes.vote})`;
const dislikeCount = sql<number>`(select count(*)::int from ${newsVotes} where ${newsVotes.postId} = ${newsPosts.id} and not ${newsVotes.vote})`;

/** Newest first; the id breaks ties (posts written in the same instant), so pages never overlap. */
const newestFirst = [desc(newsPosts.createdOn), desc(newsPosts.id)];

/**
 * A page of posts, newest first, with their counts, and how many posts there are: one query, the count a window
 * over the same rows (a second query only when the page is empty, past the end).
 */
export async function pageOfPosts(
  db: Db,
  page: { limit: number; offset: number },
): Promise<{ views: NewsPostView[]; count: number }> {
  const rows = await db
    .select({ post: newsPosts, likes: likeCount, dislikes: dislikeCount, total: sql<number>`count(*) over ()` })
    .from(newsPosts)
    .orderBy(...newestFirst)
    .limit(page.limit)
    .offset(page.offset);
  const views = rows.map(({ post, likes, dislikes }) => ({ post, likes, dislikes }));
  if (rows.length > 0) return { views, count: Number(rows[0]!.total) };
  if (page.offset === 0) return { views, count: 0 };
  const [total] = await db.select({ n: sql<number>`count(*)::int` }).from(newsPosts);
  return { views, count: total?.n ?? 0 };
}

/** One post with its counts. */
export async function findPostView(db: Db, id: number): Promise<NewsPostView | undefined> {
  const [row] = await db
    .select({ post: newsPosts, likes: likeCount, dislikes: dislikeCount })
    .from(newsPosts)
    .where(eq(newsPosts.id, id));
  return row;
}

/**
 * Locks a post's row for the rest of the transaction (votes on one post take their turn), or answers false when
 * there is no such post.
 */
export async function lockPost(tx: Db, id: number): Promise<boolean> {
  const [row] = await tx.select({ id: newsPosts.id }).from(newsPosts).where(eq(newsPosts.id, id)).for('update');
  return row !== undefined;
}

/** Her vote on a post (true a like, false a dislike), or null. */
export async function voteOf(db: Db, postId: number, userId: number): Promise<boolean | null> {
  const [row] = await db
    .select({ vote: newsVotes.vote })
    .from(newsVotes)
    .where(and(eq(newsVotes.postId, postId), eq(newsVotes.userId, userId)));
  return row?.vote ?? null;
}

/** Records her vote on a post, or changes the one she had. */
export async function putVote(db: Db, postId: number, userId: number, vote: boolean, now: Date): Promise<void> {
  await db
    .insert(newsVotes)
    .values({ postId, userId, vote, votedAt: now })
    .onConflictDoUpdate({ target: [newsVotes.postId, newsVotes.userId], set: { vote, votedAt: now } });
}

/** Takes her vote on a post back (none: nothing happens). */
export async function removeVote(db: Db, postId: number, userId: number): Promise<void> {
  await db.delete(newsVotes).where(and(eq(newsVotes.postId, postId), eq(newsVotes.userId, userId)));
}

// The user object asks this on every `/me`: prepared once (db/prepared.ts).
const votesOfUserQuery = preparedPerDatabase((db) =>
  db
    .select({ postId: newsVotes.postId, vote: newsVotes.vote })
    .from(newsVotes)
    .where(eq(newsVotes.userId, sql.placeholder('userId')))
    .orderBy(newsVotes.postId)
    .prepare('news_votes_of_user'),
);

/** Every vote of a user, by post. */
export function votesOfUser(db: Db, userId: number): Promise<Array<{ postId: number; vote: boolean }>> {
  return votesOfUserQuery(db).execute({ userId });
}

export async function insertPost(db: Db, values: NewNewsPostRow): Promise<NewsPostRow> {
  const [row] = await db.insert(newsPosts).values(values).returning();
  if (!row) throw new Error('news post insert returned nothing');
  return row;
}

/** A post's row, locked for the rest of the transaction (an edit and a delete of one post take their turn). */
export async function lockPostRow(tx: Db, id: number): Promise<NewsPostRow | undefined> {
  const [row] = await tx.select().from(newsPosts).where(eq(newsPosts.id, id)).for('update');
  return row;
}

/** Changes a post's name, text, picture and edit time; answers the row after it. */
export async function updatePostRow(
  db: Db,
  id: number,
  values: Pick<NewNewsPostRow, 'name' | 'text' | 'imageKey' | 'updatedAt'>,
): Promise<NewsPostRow | undefined> {
  const [row] = await db.update(newsPosts).set(values).where(eq(newsPosts.id, id)).returning();
  return row;
}

/** Deletes a post (its votes go with it, by their foreign key); answers the deleted row, or undefined. */
export async function deletePostRow(db: Db, id: number): Promise<NewsPostRow | undefined> {
  const [row] = await db.delete(newsPosts).where(eq(newsPosts.id, id)).returning();
  return row;
}
