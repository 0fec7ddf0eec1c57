import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ModerationKind, ModerationReason, ModerationStatus } from '@playwords/common';
import type { Db } from '../../db/client';
import { authorTable } from '../users/service';
import { moderationItems } from './tables';

export type ModerationRow = typeof moderationItems.$inferSelect;
export type NewModerationRow = typeof moderationItems.$inferInsert;

/** An item with the names of the people it mentions (null once an account is gone). */
export interface ModerationItemView {
  item: ModerationRow;
  ownerName: string | null;
  reporterName: string | null;
  deciderName: string | null;
}

export interface QueueFilter {
  status?: ModerationStatus | undefined;
  kind?: ModerationKind | undefined;
  reason?: ModerationReason | undefined;
}

export async function insertItem(db: Db, row: NewModerationRow): Promise<ModerationRow> {
  const [inserted] = await db.insert(moderationItems).values(row).returning();
  if (!inserted) throw new Error('insert into moderation_items returned nothing');
  return inserted;
}

/** An open item of this target with this reason (and reporter, for a report), if there is one. */
export async function findOpenItem(
  db: Db,
  kind: ModerationKind,
  targetId: number,
  reason: ModerationReason,
  reporterId: number | null,
): Promise<ModerationRow | undefined> {
  const [row] = await db
    .select()
    .from(moderationItems)
    .where(
      and(
        eq(moderationItems.kind, kind),
        eq(moderationItems.targetId, targetId),
        eq(moderationItems.reason, reason),
        eq(moderationItems.status, 'open'),
        reporterId === null ? undefined : eq(moderationItems.reporterId, reporterId),
      ),
    )
    .limit(1);
  return row;
}

/**
 * Serialises the queueing of one target in a transaction (an advisory lock on kind and id): two reports of the same
 * list by the same teacher at once add one item.
 */
export async function lockTarget(db: Db, kind: ModerationKind, targetId: number): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(${kind === 'wordlist' ? 0x6d6f64 : 0x6d6f69}, ${targetId})`);
}

/** One item, its row locked until the transaction ends (a decision reads it this way). */
export async function findItemForUpdate(db: Db, id: number): Promise<ModerationRow | undefined> {
  const [row] = await db.select().from(moderationItems).where(eq(moderationItems.id, id)).for('update').limit(1);
  return row;
}

/** Decides one open item; answers the row, or undefined when it was not open. */
export async function decideOpenItem(
  db: Db,
  id: number,
  decision: { status: 'kept' | 'removed'; decidedBy: number; decidedAt: Date; decisionReason: string },
): Promise<ModerationRow | undefined> {
  const [row] = await db
    .update(moderationItems)
    .set(decision)
    .where(and(eq(moderationItems.id, id), eq(moderationItems.status, 'open')))
    .returning();
  return row;
}

/** Decides every open item of a target; answers how many. */
export async function decideOpenItemsOfTarget(
  db: Db,
  kind: ModerationKind,
  targetId: number,
  decision: { status: 'kept' | 'removed'; decidedBy: number | null; decidedAt: Date; decisionReason: string },
): Promise<number> {
  const rows = await db
    .update(moderationItems)
    .set(decision)
    .where(
      and(eq(moderationItems.kind, kind), eq(moderationItems.targetId, targetId), eq(moderationItems.status, 'open')),
    )
    .returning({ id: moderationItems.id });
  return rows.length;
}

const owner = alias(authorTable, 'moderation_owner');
const reporter = alias(authorTable, 'moderation_reporter');
const decider = alias(authorTable, 'moderation_decider');

/** A page of the queue: open items first, then oldest first; with how many match. */
export async function pageOfItems(
  db: Db,
  filter: QueueFilter,
  page: { limit: number; offset: number },
): Promise<{ views: ModerationItemView[]; count: number }> {
  const where: SQL | undefined = and(
    filter.status ? eq(moderationItems.status, filter.status) : undefined,
    filter.kind ? eq(moderationItems.kind, filter.kind) : undefined,
    filter.reason ? eq(moderationItems.reason, filter.reason) : undefined,
  );
  const rows = await db
    .select({
      item: moderationItems,
      ownerName: owner.username,
      reporterName: reporter.username,
      deciderName: decider.username,
    })
    .from(moderationItems)
    .leftJoin(owner, eq(owner.id, moderationItems.ownerId))
    .leftJoin(reporter, eq(reporter.id, moderationItems.reporterId))
    .leftJoin(decider, eq(decider.id, moderationItems.decidedBy))
    .where(where)
    .orderBy(
      sql`case when ${moderationItems.status} = 'open' then 0 else 1 end`,
      asc(moderationItems.createdAt),
      asc(moderationItems.id),
    )
    .limit(page.limit)
    .offset(page.offset);
  const [total] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(moderationItems)
    .where(where);
  return { views: rows, count: total?.n ?? 0 };
}
