import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { licences } from './tables';

export type LicenceRow = typeof licences.$inferSelect;
export type NewLicenceRow = typeof licences.$inferInsert;

/** The stored times of a licence: what the schedule reads and materialising writes. */
export type LicenceTimesRow = Pick<
  LicenceRow,
  'durationDays' | 'usedSeconds' | 'runStartedAt' | 'queueRank' | 'endedAt'
>;

export async function listLicencesOfUser(db: Db, userId: number): Promise<LicenceRow[]> {
  return db.select().from(licences).where(eq(licences.userId, userId));
}

/** Inserts licences; rows whose key already exists are skipped (answers the ones inserted). */
export async function insertLicences(db: Db, rows: NewLicenceRow[]): Promise<LicenceRow[]> {
  if (rows.length === 0) return [];
  return db.insert(licences).values(rows).onConflictDoNothing({ target: licences.id }).returning();
}

/**
 * Gives an issued, unowned key to a user in one conditional UPDATE: of two transactions racing for one key, the
 * second waits for the first's row lock, sees the owner and updates nothing.
 */
export async function claimUnownedKey(db: Db, key: string, userId: number, now: Date): Promise<LicenceRow | undefined> {
  const [row] = await db
    .update(licences)
    .set({ userId, redeemedAt: now, datePurchased: now })
    .where(and(eq(licences.id, key), isNull(licences.userId)))
    .returning();
  return row;
}

export async function updateLicence(db: Db, id: string, values: Partial<NewLicenceRow>): Promise<LicenceRow> {
  const [row] = await db.update(licences).set(values).where(eq(licences.id, id)).returning();
  if (!row) throw new Error(`licence ${id} vanished during update`);
  return row;
}
