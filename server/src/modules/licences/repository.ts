import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { licences, users } from '../../db/schema';

export type LicenceRow = typeof licences.$inferSelect;
export type NewLicenceRow = typeof licences.$inferInsert;
export type UserRow = typeof users.$inferSelect;

/** The stored times of a licence: what the schedule reads and materialising writes. */
export type LicenceTimesRow = Pick<
  LicenceRow,
  'durationDays' | 'usedSeconds' | 'runStartedAt' | 'queueRank' | 'endedAt'
>;

/**
 * Locks a user's row until the transaction ends and answers it. Every change to a user's licences takes this
 * lock first, as creating a session does, so two requests never rearrange one schedule at once.
 */
export async function lockUser(tx: Db, userId: number): Promise<UserRow | undefined> {
  const [row] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
  return row;
}

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

/** Writes the plan cache (and any trial flags) on the user's row; answers the row. */
export async function updateUserPlan(
  db: Db,
  userId: number,
  values: Partial<Pick<UserRow, 'planType' | 'planValidUntil' | 'usedProPlanTrial' | 'usedPremiumPlanTrial'>>,
): Promise<UserRow> {
  const [row] = await db.update(users).set(values).where(eq(users.id, userId)).returning();
  if (!row) throw new Error(`user ${userId} vanished during update`);
  return row;
}
