// Files and rows agree after a crash (docs/decisions.md): every stored file no committed row answers for is listed
// in `storage_intents`, so a process killed at any instant leaves nothing the hourly sweep cannot find.
//
//   put:    reserveKeys (own commit) → storage.put → [transaction: insert the row, claimKeys] → done
//           failed: discardFiles. Killed before the commit: the 'put' intent stays, the sweep removes it after GRACE.
//   delete: [transaction: delete or change the row, releaseKeys] → discardFiles
//           killed after the commit: the 'delete' intent stays, the next sweep removes the file.
import { and, eq, inArray, lt } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { Storage } from './storage';
import { storageIntents } from './tables';

/**
 * How old a 'put' intent must be before the sweep treats its file as an orphan: far longer than any upload takes
 * between reserving its keys and committing its row (a request is cut off after REQUEST_TIMEOUT; twice that, and at
 * least an hour, leaves room for a slow store and a busy database). A slower upload is still safe: its claim finds
 * the intent swept and its transaction fails (see claimKeys), so no row ever names a deleted file.
 */
export function storageGraceMs(requestTimeoutMs: number): number {
  return Math.max(60 * 60 * 1000, 2 * requestTimeoutMs);
}

/**
 * Records that these keys are about to be written, committed on its own (give it the database, not a transaction)
 * before any byte is: from here until claimKeys commits, the files are 'maybe orphans'. One small insert.
 */
export async function reserveKeys(db: Db, keys: readonly string[], now: Date): Promise<void> {
  if (keys.length === 0) return;
  await db.insert(storageIntents).values(keys.map((key) => ({ key, reason: 'put' as const, createdAt: now })));
}

/**
 * In the transaction that inserts the row naming these files: deletes their 'put' intents, so the commit turns
 * them from 'maybe orphan' into 'owned' at once. Throws (and so rolls the row back) when an intent is gone: the
 * sweep took it for an orphan, and the file may be deleted already.
 */
export async function claimKeys(tx: Db, keys: readonly string[]): Promise<void> {
  if (keys.length === 0) return;
  const claimed = await tx
    .delete(storageIntents)
    .where(and(inArray(storageIntents.key, [...keys]), eq(storageIntents.reason, 'put')))
    .returning({ key: storageIntents.key });
  if (claimed.length !== new Set(keys).size) {
    throw new Error('storage: a reserved key was swept before its row could claim it (the upload took too long)');
  }
}

/**
 * In the transaction that deletes a row or points it at another file: records these (old) keys for deletion, so
 * the files go even if the process dies right after the commit. Call discardFiles once it has committed.
 */
export async function releaseKeys(tx: Db, keys: readonly string[]): Promise<void> {
  if (keys.length === 0) return;
  // Database time: a 'delete' intent is ripe at once, its time is only for whoever looks at the table.
  await tx
    .insert(storageIntents)
    .values(keys.map((key) => ({ key, reason: 'delete' as const })))
    .onConflictDoUpdate({ target: storageIntents.key, set: { reason: 'delete' } });
}

/**
 * Deletes these files, then their intents: after a commit that released them, or after an upload that failed
 * (its 'put' intents are still there, the claim having rolled back). Never throws: what it could not delete keeps
 * its intent, and the sweep tries again.
 */
export async function discardFiles(db: Db, storage: Storage, keys: readonly string[]): Promise<void> {
  if (keys.length === 0) return;
  const deleted = await deleteEach(storage, keys);
  if (deleted.length === 0) return;
  await db
    .delete(storageIntents)
    .where(inArray(storageIntents.key, deleted))
    .catch(() => undefined);
}

/** How many files one sweep deletes at most (the next hour takes the rest). */
const SWEEP_BATCH = 1000;

/**
 * The sweep (an hourly cleanup): 'put' intents older than the grace period become 'delete' ones in one statement,
 * so a claim arriving later fails rather than naming a file about to go; then every 'delete' intent's file is
 * deleted, and then its intent. Answers how many files it removed.
 *
 * A 'put' intent whose key a row names cannot be: the row commits only with its intent deleted (claimKeys), and
 * keys are random and never reused. So the sweep does not look the keys up in the modules' tables (which the
 * platform does not know); a committed 'delete' intent means no row names its key any more, so it needs no grace.
 */
export async function sweepStorageIntents(db: Db, storage: Storage, now: Date, graceMs: number): Promise<number> {
  await db
    .update(storageIntents)
    .set({ reason: 'delete' })
    .where(and(eq(storageIntents.reason, 'put'), lt(storageIntents.createdAt, new Date(now.getTime() - graceMs))));
  const ripe = await db
    .select({ key: storageIntents.key })
    .from(storageIntents)
    .where(eq(storageIntents.reason, 'delete'))
    .limit(SWEEP_BATCH);
  const deleted = await deleteEach(
    storage,
    ripe.map((r) => r.key),
  );
  if (deleted.length > 0) {
    await db
      .delete(storageIntents)
      .where(and(inArray(storageIntents.key, deleted), eq(storageIntents.reason, 'delete')));
  }
  return deleted.length;
}

/** The cleanup that runs the sweep with this storage and grace (app.ts registers it). */
export const storageSweep =
  (storage: Storage, graceMs: number) =>
  (db: Db, now: Date): Promise<number> =>
    sweepStorageIntents(db, storage, now, graceMs);

/** Deletes each file (a few at a time: a sweep may hold many); answers the keys whose deletion succeeded. */
async function deleteEach(storage: Storage, keys: readonly string[]): Promise<string[]> {
  const deleted: string[] = [];
  for (let i = 0; i < keys.length; i += 16) {
    const slice = keys.slice(i, i + 16);
    const results = await Promise.allSettled(slice.map((key) => storage.delete(key)));
    results.forEach((result, j) => {
      if (result.status === 'fulfilled') deleted.push(slice[j]!);
    });
  }
  return deleted;
}
