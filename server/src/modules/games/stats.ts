// Games played (the console's Numbers): counted per UTC day and game as pages are served, read per day or month.
import { and, gte, lt, sql } from 'drizzle-orm';
import { GAME_KEYS, findPlayableGame, type GameEntry } from '@playwords/common';
import type { Db } from '../../db/client';
import { bucketOfDay, fillBuckets, type BucketCounts, type StatsPeriod } from '../../platform/stats-period';
import { gamePlayDays } from './tables';

/** One more play of a game on the UTC day of `now`: one statement, safe when two pages are served at once. */
export async function countGamePlay(db: Db, gameIndex: number, now: Date): Promise<void> {
  await db
    .insert(gamePlayDays)
    .values({ day: now.toISOString().slice(0, 10), gameIndex, plays: 1 })
    .onConflictDoUpdate({
      target: [gamePlayDays.day, gamePlayDays.gameIndex],
      set: { plays: sql`${gamePlayDays.plays} + 1` },
    });
}

/** Every game whose page can be opened (the catalogue's, the placeholder aside, and One At A Time), by index. */
const PLAYABLE: readonly GameEntry[] = GAME_KEYS.map((key) => findPlayableGame(key)).filter(
  (game): game is GameEntry => game !== undefined,
);

/** Plays per game (every playable game present, in index order) and bucket, with the catalogue's names. */
export async function countGamePlays(
  db: Db,
  period: StatsPeriod,
): Promise<Array<BucketCounts & { index: number; key: string; name: string }>> {
  const bucket = bucketOfDay(gamePlayDays.day, period.unit);
  const from = period.from.toISOString().slice(0, 10);
  const to = period.to.toISOString().slice(0, 10);
  const rows = await db
    .select({ gameIndex: gamePlayDays.gameIndex, bucket, n: sql<number>`sum(${gamePlayDays.plays})::int` })
    .from(gamePlayDays)
    .where(and(gte(gamePlayDays.day, from), lt(gamePlayDays.day, to)))
    .groupBy(gamePlayDays.gameIndex, bucket);
  return PLAYABLE.map((game) => ({
    index: game.internal_id,
    key: game.internal_name,
    name: game.name,
    ...fillBuckets(
      period,
      rows.filter((row) => row.gameIndex === game.internal_id),
    ),
  }));
}
