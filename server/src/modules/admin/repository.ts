import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { adminAudit } from './tables';

export type AuditRow = typeof adminAudit.$inferSelect;
export type NewAuditRow = typeof adminAudit.$inferInsert;

export async function insertAuditRow(db: Db, row: NewAuditRow): Promise<AuditRow> {
  const [inserted] = await db.insert(adminAudit).values(row).returning();
  if (!inserted) throw new Error('audit insert returned nothing');
  return inserted;
}

/** A page of the log, newest first, optionally about one target; with how many rows match. */
export async function pageOfAudit(
  db: Db,
  filter: { targetType?: string; targetId?: string },
  page: { limit: number; offset: number },
): Promise<{ rows: AuditRow[]; count: number }> {
  const where = and(
    filter.targetType ? eq(adminAudit.targetType, filter.targetType) : undefined,
    filter.targetId ? eq(adminAudit.targetId, filter.targetId) : undefined,
  );
  const rows = await db
    .select()
    .from(adminAudit)
    .where(where)
    .orderBy(desc(adminAudit.createdAt), desc(adminAudit.id))
    .limit(page.limit)
    .offset(page.offset);
  const [total] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(adminAudit)
    .where(where);
  return { rows, count: total?.n ?? 0 };
}
