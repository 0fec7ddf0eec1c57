// What the console's people section reads of word lists: how many lists she has and the latest ones.
import { desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { wordlists } from './tables';

export interface WordlistSummary {
  count: number;
  recent: Array<{ id: number; theme: string; words: number; isPrivate: boolean; isBanned: boolean; createdAt: Date }>;
}

/** Her word lists: how many, and the `limit` newest. */
export async function wordlistsOfAccount(db: Db, userId: number, limit: number): Promise<WordlistSummary> {
  const [total] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(wordlists)
    .where(eq(wordlists.ownerId, userId));
  const rows = await db
    .select({
      id: wordlists.id,
      theme: wordlists.theme,
      words: sql<number>`coalesce(cardinality(${wordlists.words}), 0)::int`,
      isPrivate: wordlists.isPrivate,
      isBanned: wordlists.isBanned,
      createdAt: wordlists.createdAt,
    })
    .from(wordlists)
    .where(eq(wordlists.ownerId, userId))
    .orderBy(desc(wordlists.createdAt), desc(wordlists.id))
    .limit(limit);
  return { count: total?.n ?? 0, recent: rows };
}
