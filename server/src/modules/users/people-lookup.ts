// What the console's people section reads of accounts: the search by name or address, accounts by id, and her
// live sessions (by a label, never the session id, which is the hash of her cookie).
import { and, asc, desc, eq, gt, ilike, inArray, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { UserRow } from './repository';
import { sessions, users } from './tables';

/** `text` as a LIKE pattern matching it anywhere, its wildcards taken literally. */
function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Accounts whose username, display name, address or address being changed to contains `text` (any case). */
export function searchAccountsByName(db: Db, text: string, limit: number): Promise<UserRow[]> {
  const pattern = containsPattern(text);
  return db
    .select()
    .from(users)
    .where(
      or(
        ilike(users.username, pattern),
        ilike(users.displayName, pattern),
        ilike(users.email, pattern),
        ilike(users.emailToActivate, pattern),
      ),
    )
    .orderBy(asc(users.usernameKey), asc(users.id))
    .limit(limit);
}

/** The accounts with these ids, in no particular order. */
export async function findAccountsByIds(db: Db, ids: readonly number[]): Promise<UserRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(users)
    .where(inArray(users.id, [...ids]));
}

/** Her live sessions, newest first: a label from their creation order, when they started and end. */
export async function liveSessionsOf(
  db: Db,
  userId: number,
  now: Date,
): Promise<Array<{ label: string; remember: boolean; createdAt: Date; expiresAt: Date }>> {
  const rows = await db
    .select({
      seq: sessions.seq,
      remember: sessions.remember,
      createdAt: sessions.createdAt,
      expiresAt: sessions.expiresAt,
    })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), gt(sessions.expiresAt, now)))
    .orderBy(desc(sessions.seq));
  return rows.map(({ seq, ...row }) => ({ label: `Session ${seq}`, ...row }));
}
