// Batches of licence keys minted from the operator console: the batch row and its keys in one transaction (the
// caller's), listed with how many were redeemed, and read back for the CSV download.
import { count, desc, eq, sql } from 'drizzle-orm';
import type { LicenceType } from '@playwords/common';
import type { Db } from '../../db/client';
import { authorTable } from '../users/service';
import { mintKeys } from './service';
import { licenceBatches, licences } from './tables';

export type KeyBatchRow = typeof licenceBatches.$inferSelect;

/** A batch with how many of its keys were redeemed, and who minted it. */
export interface KeyBatchListed extends KeyBatchRow {
  redeemed: number;
  createdByName: string | null;
}

/** One key of a batch, with who redeemed it and when (nulls while unredeemed). */
export interface BatchKey {
  key: string;
  type: LicenceType;
  days: number;
  redeemedBy: string | null;
  redeemedAt: Date | null;
}

/** Mints a batch: its row, then its keys carrying its id. In the caller's transaction; answers the batch. */
export async function createKeyBatch(
  tx: Db,
  batch: { type: LicenceType; days: number; count: number; note: string; createdBy: number },
  now: Date,
): Promise<KeyBatchRow> {
  const [row] = await tx
    .insert(licenceBatches)
    .values({
      licenceType: batch.type,
      durationDays: batch.days,
      count: batch.count,
      note: batch.note,
      createdBy: batch.createdBy,
      createdAt: now,
    })
    .returning();
  if (!row) throw new Error('batch insert returned nothing');
  await mintKeys(tx, { type: batch.type, days: batch.days, count: batch.count, batchId: row.id }, now);
  return row;
}

/** The batches, newest first, with their redeemed counts; and how many there are. */
export async function listKeyBatches(
  db: Db,
  page: { limit: number; offset: number },
): Promise<{ rows: KeyBatchListed[]; count: number }> {
  const redeemed = db
    .select({ batchId: licences.batchId, n: count().as('n') })
    .from(licences)
    .where(sql`${licences.batchId} is not null and ${licences.userId} is not null`)
    .groupBy(licences.batchId)
    .as('redeemed');
  const rows = await db
    .select({
      batch: licenceBatches,
      redeemed: sql<number>`coalesce(${redeemed.n}, 0)::int`,
      createdByName: authorTable.username,
    })
    .from(licenceBatches)
    .leftJoin(redeemed, eq(redeemed.batchId, licenceBatches.id))
    .leftJoin(authorTable, eq(authorTable.id, licenceBatches.createdBy))
    .orderBy(desc(licenceBatches.createdAt), desc(licenceBatches.id))
    .limit(page.limit)
    .offset(page.offset);
  const [total] = await db.select({ n: count() }).from(licenceBatches);
  return {
    rows: rows.map((r) => ({ ...r.batch, redeemed: r.redeemed, createdByName: r.createdByName })),
    count: total?.n ?? 0,
  };
}

/** A batch's keys in the order they were minted, or undefined for no such batch. */
export async function keysOfBatch(db: Db, batchId: number): Promise<BatchKey[] | undefined> {
  const [batch] = await db.select({ id: licenceBatches.id }).from(licenceBatches).where(eq(licenceBatches.id, batchId));
  if (!batch) return undefined;
  const rows = await db
    .select({
      key: licences.id,
      type: licences.licenceType,
      days: licences.durationDays,
      redeemedBy: authorTable.username,
      redeemedAt: licences.redeemedAt,
    })
    .from(licences)
    .leftJoin(authorTable, eq(authorTable.id, licences.userId))
    .where(eq(licences.batchId, batchId))
    .orderBy(licences.createdAt, licences.id);
  return rows;
}
