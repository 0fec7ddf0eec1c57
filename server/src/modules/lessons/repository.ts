import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { lessonPlans } from './tables';

export type LessonPlanRow = typeof lessonPlans.$inferSelect;
export type NewLessonPlanRow = typeof lessonPlans.$inferInsert;

/** Her plans by name (ignoring case), then the older first. */
export function plansOf(db: Db, ownerId: number): Promise<LessonPlanRow[]> {
  return db
    .select()
    .from(lessonPlans)
    .where(eq(lessonPlans.ownerId, ownerId))
    .orderBy(asc(sql`lower(${lessonPlans.name})`), asc(lessonPlans.id));
}

export async function findPlanRow(db: Db, id: number): Promise<LessonPlanRow | undefined> {
  const [row] = await db.select().from(lessonPlans).where(eq(lessonPlans.id, id));
  return row;
}

/**
 * Serialises the new plans of one teacher until the transaction ends (an advisory lock on her id), so two at once
 * cannot both pass the cap.
 */
export async function lockPlansOf(tx: Db, ownerId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${0x6c6573}, ${ownerId})`);
}

export async function countPlansOf(db: Db, ownerId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(lessonPlans)
    .where(eq(lessonPlans.ownerId, ownerId));
  return row?.n ?? 0;
}

export async function insertPlan(db: Db, values: NewLessonPlanRow): Promise<LessonPlanRow> {
  const [row] = await db.insert(lessonPlans).values(values).returning();
  if (!row) throw new Error('lesson plan insert returned nothing');
  return row;
}

/** Changes her plan; answers the row after it (undefined: no such plan of hers). */
export async function updatePlanRow(
  db: Db,
  id: number,
  ownerId: number,
  values: Partial<Pick<NewLessonPlanRow, 'name' | 'classId' | 'wordlistId' | 'games' | 'updatedAt'>>,
): Promise<LessonPlanRow | undefined> {
  const [row] = await db
    .update(lessonPlans)
    .set(values)
    .where(and(eq(lessonPlans.id, id), eq(lessonPlans.ownerId, ownerId)))
    .returning();
  return row;
}

/** Deletes her plan; answers whether there was one. */
export async function deletePlanRow(db: Db, id: number, ownerId: number): Promise<boolean> {
  const rows = await db
    .delete(lessonPlans)
    .where(and(eq(lessonPlans.id, id), eq(lessonPlans.ownerId, ownerId)))
    .returning({ id: lessonPlans.id });
  return rows.length > 0;
}
