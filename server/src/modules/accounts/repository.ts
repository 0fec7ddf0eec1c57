import { and, desc, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { TokenReason } from '@playwords/common';
import type { Db } from '../../db/client';
import { accountCodes } from './tables';
import { CODE_MAX_FAILURES } from './tokens';

/** Stores a new code for a user and purpose; any earlier live code of the same pair dies with it. */
export async function replaceCode(
  tx: Db,
  values: { userId: number; purpose: TokenReason; codeHash: string; now: Date; expiresAt: Date },
): Promise<void> {
  await tx
    .update(accountCodes)
    .set({ usedAt: values.now })
    .where(
      and(
        eq(accountCodes.userId, values.userId),
        eq(accountCodes.purpose, values.purpose),
        isNull(accountCodes.usedAt),
      ),
    );
  await tx.insert(accountCodes).values({
    userId: values.userId,
    purpose: values.purpose,
    codeHash: values.codeHash,
    createdAt: values.now,
    expiresAt: values.expiresAt,
  });
}

/**
 * Counts one try against the user's live code of this purpose and answers it, or nothing when there is no live
 * code (none, expired, used, or already 5 wrong tries). One conditional UPDATE, so parallel tries never get more
 * than 5 comparisons between them; a right code takes its count back.
 */
export async function countTry(
  db: Db,
  userId: number,
  purpose: TokenReason,
  now: Date,
): Promise<{ id: number; codeHash: string } | undefined> {
  const live = and(
    eq(accountCodes.userId, userId),
    eq(accountCodes.purpose, purpose),
    isNull(accountCodes.usedAt),
    gt(accountCodes.expiresAt, now),
    lt(accountCodes.failedAttempts, CODE_MAX_FAILURES),
  );
  const latest = db
    .select({ id: accountCodes.id })
    .from(accountCodes)
    .where(live)
    .orderBy(desc(accountCodes.id))
    .limit(1);
  const [row] = await db
    .update(accountCodes)
    .set({ failedAttempts: sql`${accountCodes.failedAttempts} + 1` })
    .where(and(sql`${accountCodes.id} = (${latest})`, live))
    .returning({ id: accountCodes.id, codeHash: accountCodes.codeHash });
  return row;
}

/** Takes back a try that was right. */
export async function takeBackTry(db: Db, id: number): Promise<void> {
  await db
    .update(accountCodes)
    .set({ failedAttempts: sql`greatest(${accountCodes.failedAttempts} - 1, 0)` })
    .where(eq(accountCodes.id, id));
}

/** Uses a code up (and takes back its right try); false when it was used or expired meanwhile. */
export async function consumeCode(tx: Db, id: number, now: Date): Promise<boolean> {
  const rows = await tx
    .update(accountCodes)
    .set({ usedAt: now, failedAttempts: sql`greatest(${accountCodes.failedAttempts} - 1, 0)` })
    .where(and(eq(accountCodes.id, id), isNull(accountCodes.usedAt), gt(accountCodes.expiresAt, now)))
    .returning({ id: accountCodes.id });
  return rows.length === 1;
}

/** Deletes codes used, replaced or expired before `before` (the cleanup job); answers how many. */
export async function purgeDeadCodes(db: Db, before: Date): Promise<number> {
  const gone = await db
    .delete(accountCodes)
    .where(or(lt(accountCodes.usedAt, before), lt(accountCodes.expiresAt, before)))
    .returning({ id: accountCodes.id });
  return gone.length;
}

/**
 * Runs `work` inside a savepoint of the transaction `tx` and keeps what it wrote only when `keep`: the same
 * statements run either way (get_token's equal work for real and unknown names).
 */
export async function inSavepoint(tx: Db, keep: boolean, work: () => Promise<void>): Promise<void> {
  await tx.execute(sql`savepoint equal_work`);
  await work();
  await tx.execute(keep ? sql`release savepoint equal_work` : sql`rollback to savepoint equal_work`);
}
