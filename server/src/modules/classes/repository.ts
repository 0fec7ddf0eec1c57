import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { WordOutcomeCounts } from '@playwords/common';
import type { Db } from '../../db/client';
import { classes, classResultPoints, classResults, classWordOutcomes } from './tables';

export type ClassRow = typeof classes.$inferSelect;
export type NewClassRow = typeof classes.$inferInsert;

/** Her classes, by name (then id). */
export function listClassesOfOwner(db: Db, ownerId: number): Promise<ClassRow[]> {
  return db.select().from(classes).where(eq(classes.ownerId, ownerId)).orderBy(asc(classes.name), asc(classes.id));
}

export async function countClassesOfOwner(db: Db, ownerId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(classes).where(eq(classes.ownerId, ownerId));
  return row?.n ?? 0;
}

/** One teacher's creations of classes, one at a time (the cap on her classes holds under parallel requests). */
export async function lockOwnerClasses(tx: Db, ownerId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${0x636c73}, ${ownerId})`);
}

export async function findClass(db: Db, id: number): Promise<ClassRow | undefined> {
  const [row] = await db.select().from(classes).where(eq(classes.id, id)).limit(1);
  return row;
}

/** The class's row, locked until the transaction ends: results for one class are recorded one at a time. */
export async function lockClass(tx: Db, id: number): Promise<ClassRow | undefined> {
  const [row] = await tx.select().from(classes).where(eq(classes.id, id)).for('update');
  return row;
}

export async function insertClass(db: Db, values: NewClassRow): Promise<ClassRow> {
  const [row] = await db.insert(classes).values(values).returning();
  return row!;
}

export async function updateClassRow(
  db: Db,
  id: number,
  set: Partial<Omit<NewClassRow, 'id' | 'ownerId' | 'createdAt'>>,
): Promise<ClassRow> {
  const [row] = await db.update(classes).set(set).where(eq(classes.id, id)).returning();
  return row!;
}

/** Deletes a class; its results, their points and its word counts go with it (foreign keys). */
export async function deleteClassRow(db: Db, id: number): Promise<void> {
  await db.delete(classes).where(eq(classes.id, id));
}

export interface NewResult {
  classId: number;
  clientId: string;
  game: string | null;
  wordlistId: number | null;
  playedAt: Date;
  createdAt: Date;
}

/** Inserts a result unless the class has one with this client id: its id, or null for a repeat. */
export async function insertResultOnce(tx: Db, values: NewResult): Promise<number | null> {
  const [row] = await tx
    .insert(classResults)
    .values(values)
    .onConflictDoNothing({ target: [classResults.classId, classResults.clientId] })
    .returning({ id: classResults.id });
  return row?.id ?? null;
}

export async function insertResultPoints(
  tx: Db,
  resultId: number,
  teams: readonly { team_id: string; points: number }[],
): Promise<void> {
  if (teams.length === 0) return;
  await tx.insert(classResultPoints).values(teams.map((t) => ({ resultId, teamId: t.team_id, points: t.points })));
}

/** Adds a result's word outcomes to the class's counts for the list (each word once in `words`). */
export async function addWordOutcomes(
  tx: Db,
  classId: number,
  wordlistId: number,
  words: readonly WordOutcomeCounts[],
  playedAt: Date,
): Promise<void> {
  if (words.length === 0) return;
  const o = classWordOutcomes;
  await tx
    .insert(o)
    .values(words.map((w) => ({ classId, wordlistId, ...w, lastPlayedAt: playedAt })))
    .onConflictDoUpdate({
      target: [o.classId, o.wordlistId, o.word],
      set: {
        right: sql`${o.right} + excluded.right`,
        wrong: sql`${o.wrong} + excluded.wrong`,
        skipped: sql`${o.skipped} + excluded.skipped`,
        revealed: sql`${o.revealed} + excluded.revealed`,
        lastPlayedAt: sql`greatest(${o.lastPlayedAt}, excluded.last_played_at)`,
      },
    });
}

/** Results that count: played at or after the class's reset (all of them when it was never reset). */
const sinceReset: SQL = sql`(${classes.scoresResetAt} is null or ${classResults.playedAt} >= ${classes.scoresResetAt})`;

export interface TeamTotalRow {
  classId: number;
  teamId: string;
  lesson: number;
  allTime: number;
}

/**
 * Each team's points since its class's reset (all time) and since its class's lesson started (this lesson), for
 * one class or every class of a teacher: one query. Teams no longer in a class are still there (the caller keeps
 * the class's own).
 */
export function teamTotals(db: Db, where: { classId: number } | { ownerId: number }): Promise<TeamTotalRow[]> {
  return db
    .select({
      classId: classResults.classId,
      teamId: classResultPoints.teamId,
      lesson: sql<number>`coalesce(sum(${classResultPoints.points}) filter (where ${classResults.playedAt} >= ${classes.lessonStartedAt}), 0)::int`,
      allTime: sql<number>`sum(${classResultPoints.points})::int`,
    })
    .from(classResultPoints)
    .innerJoin(classResults, eq(classResults.id, classResultPoints.resultId))
    .innerJoin(classes, eq(classes.id, classResults.classId))
    .where(and('classId' in where ? eq(classes.id, where.classId) : eq(classes.ownerId, where.ownerId), sinceReset))
    .groupBy(classResults.classId, classResultPoints.teamId);
}

/** Points per UTC day and team since the class's reset, oldest day first. */
export function pointsPerDay(db: Db, classId: number): Promise<{ day: string; teamId: string; points: number }[]> {
  const day = sql<string>`to_char(${classResults.playedAt} at time zone 'UTC', 'YYYY-MM-DD')`;
  return db
    .select({ day, teamId: classResultPoints.teamId, points: sql<number>`sum(${classResultPoints.points})::int` })
    .from(classResultPoints)
    .innerJoin(classResults, eq(classResults.id, classResultPoints.resultId))
    .innerJoin(classes, eq(classes.id, classResults.classId))
    .where(and(eq(classes.id, classId), sinceReset))
    .groupBy(day, classResultPoints.teamId)
    .orderBy(day);
}

export interface GameRow {
  id: number;
  game: string | null;
  wordlistId: number | null;
  playedAt: Date;
  teams: { team_id: string; points: number }[];
}

/** The class's last results that gave points (since its reset), newest first, with each team's points. */
export async function lastGames(db: Db, classId: number, limit: number): Promise<GameRow[]> {
  const withPoints = sql`exists (select 1 from ${classResultPoints} where ${classResultPoints.resultId} = ${classResults.id})`;
  const results = await db
    .select({
      id: classResults.id,
      game: classResults.game,
      wordlistId: classResults.wordlistId,
      playedAt: classResults.playedAt,
    })
    .from(classResults)
    .innerJoin(classes, eq(classes.id, classResults.classId))
    .where(and(eq(classes.id, classId), sinceReset, withPoints))
    .orderBy(desc(classResults.playedAt), desc(classResults.id))
    .limit(limit);
  if (results.length === 0) return [];
  const points = await db
    .select()
    .from(classResultPoints)
    .where(
      inArray(
        classResultPoints.resultId,
        results.map((r) => r.id),
      ),
    );
  return results.map((result) => ({
    ...result,
    teams: points.filter((p) => p.resultId === result.id).map((p) => ({ team_id: p.teamId, points: p.points })),
  }));
}

export type WordOutcomeRow = typeof classWordOutcomes.$inferSelect;

/** The class's counts of a list's words (any order: the service sorts them). */
export function wordOutcomesOf(db: Db, classId: number, wordlistId: number): Promise<WordOutcomeRow[]> {
  return db
    .select()
    .from(classWordOutcomes)
    .where(and(eq(classWordOutcomes.classId, classId), eq(classWordOutcomes.wordlistId, wordlistId)));
}

/** The lists the class has word counts of: how many words, and when it last played one, the last played first. */
export function listsPlayedBy(
  db: Db,
  classId: number,
): Promise<{ wordlistId: number; wordsPlayed: number; lastPlayedAt: Date }[]> {
  const last = sql<Date>`max(${classWordOutcomes.lastPlayedAt})`.mapWith(classWordOutcomes.lastPlayedAt);
  return db
    .select({ wordlistId: classWordOutcomes.wordlistId, wordsPlayed: count(), lastPlayedAt: last })
    .from(classWordOutcomes)
    .where(eq(classWordOutcomes.classId, classId))
    .groupBy(classWordOutcomes.wordlistId)
    .orderBy(desc(last), asc(classWordOutcomes.wordlistId));
}

/** Forgets the class's counts of a list's words. */
export async function deleteWordOutcomes(db: Db, classId: number, wordlistId: number): Promise<void> {
  await db
    .delete(classWordOutcomes)
    .where(and(eq(classWordOutcomes.classId, classId), eq(classWordOutcomes.wordlistId, wordlistId)));
}
