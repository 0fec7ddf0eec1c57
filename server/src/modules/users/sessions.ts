import { createHash, randomBytes } from 'node:crypto';
import { and, desc, eq, gt, inArray, isNull, lte, ne, or, sql } from 'drizzle-orm';
import { BROWSER_SESSION_SECONDS, REMEMBER_ME_SECONDS } from '@playwords/common';
import type { Db } from '../../db/client';
import { preparedPerDatabase } from '../../db/prepared';
import { sessions, users } from './tables';

export type UserRow = typeof users.$inferSelect;

/** The signed-in user of a request and the session that proves it. */
export interface SessionAuth {
  user: UserRow;
  sessionId: string;
}

/** The stored id of a cookie's token: its SHA-256, so a leaked table cannot be replayed. */
export const sessionIdOf = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Ends a user's sessions beyond `maxSessions`, oldest first (also expired ones). A session named in `keep` (the
 * device that is acting) survives and counts as one of the allowed.
 */
export async function trimSessions(
  db: Db,
  userId: number,
  maxSessions: number,
  now: Date,
  keep?: string,
): Promise<void> {
  await db.delete(sessions).where(and(eq(sessions.userId, userId), lte(sessions.expiresAt, now)));
  const [kept] = keep
    ? await db
        .select({ id: sessions.id })
        .from(sessions)
        .where(and(eq(sessions.id, keep), eq(sessions.userId, userId)))
    : [];
  const others = kept ? and(eq(sessions.userId, userId), ne(sessions.id, kept.id)) : eq(sessions.userId, userId);
  const live = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(others)
    .orderBy(desc(sessions.seq))
    .offset(Math.max(0, maxSessions - (kept ? 1 : 0)));
  if (live.length > 0) {
    await db.delete(sessions).where(
      inArray(
        sessions.id,
        live.map((s) => s.id),
      ),
    );
  }
}

/**
 * Starts a session for a user and returns its secret token. The user's row is locked meanwhile, so parallel
 * logins never leave more than `maxSessions` live sessions; the oldest are ended.
 */
export async function createSession(
  db: Db,
  opts: { userId: number; remember: boolean; maxSessions: number; now: Date },
): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString('base64url');
  const lifetime = (opts.remember ? REMEMBER_ME_SECONDS : BROWSER_SESSION_SECONDS) * 1000;
  const expiresAt = new Date(opts.now.getTime() + lifetime);
  await db.transaction(async (tx) => {
    await tx.execute(sql`select id from ${users} where ${users.id} = ${opts.userId} for update`);
    await tx.insert(sessions).values({
      id: sessionIdOf(token),
      userId: opts.userId,
      remember: opts.remember,
      createdAt: opts.now,
      expiresAt,
    });
    await trimSessions(tx as unknown as Db, opts.userId, opts.maxSessions, opts.now);
  });
  return { token, expiresAt };
}

/** Ends one session. */
export async function endSession(db: Db, sessionId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, sessionId));
}

/** Ends every session of a user except, optionally, one. */
export async function endUserSessions(db: Db, userId: number, except?: string): Promise<void> {
  const all = await db.select({ id: sessions.id }).from(sessions).where(eq(sessions.userId, userId));
  const ids = all.map((s) => s.id).filter((id) => id !== except);
  if (ids.length > 0) await db.delete(sessions).where(inArray(sessions.id, ids));
}

/** Counts a user's live sessions. */
export async function countLiveSessions(db: Db, userId: number, now: Date): Promise<number> {
  const rows = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), gt(sessions.expiresAt, now)));
  return rows.length;
}

// Every signed-in request asks this: prepared once (db/prepared.ts).
const sessionQuery = preparedPerDatabase((db) =>
  db
    .select({ user: users, sessionId: sessions.id })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.id, sql.placeholder('id')),
        gt(sessions.expiresAt, sql.placeholder('now')),
        eq(users.isActive, true),
        // A suspended or banned teacher's sessions end when she is; refused here too, should one be left.
        isNull(users.bannedAt),
        or(isNull(users.suspendedUntil), lte(users.suspendedUntil, sql.placeholder('now'))),
      ),
    )
    .limit(1)
    .prepare('session_user'),
);

/** The live session a cookie's token names, with its (active, not suspended or banned) user; null otherwise. */
export async function findSession(db: Db, token: string, now: Date): Promise<SessionAuth | null> {
  const [row] = await sessionQuery(db).execute({ id: sessionIdOf(token), now: now.toISOString() });
  return row ?? null;
}

/** Deletes sessions that expired before `before` (the purge job); answers how many. */
export async function purgeExpiredSessions(db: Db, before: Date): Promise<number> {
  const gone = await db.delete(sessions).where(lte(sessions.expiresAt, before)).returning({ id: sessions.id });
  return gone.length;
}
