import { eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rateCounters } from './tables';
import { throttled } from './http-errors';

/** A fixed-window limit: at most `limit` hits per `windowSeconds`. */
export interface RateLimit {
  limit: number;
  windowSeconds: number;
}

export interface HitResult {
  allowed: boolean;
  count: number;
  /** Whole seconds until the window ends (for Retry-After). */
  retryAfter: number;
}

const iso = (d: Date) => sql`${d.toISOString()}::timestamptz`;

/**
 * Counts one hit against `key` atomically (one upsert), so parallel requests and several server processes
 * share the count. A window older than the limit's length starts over at 1.
 */
export async function hit(db: Db, key: string, rule: RateLimit, now: Date): Promise<HitResult> {
  const expired = new Date(now.getTime() - rule.windowSeconds * 1000);
  const stale = sql`${rateCounters.windowStart} <= ${iso(expired)}`;
  const [row] = await db
    .insert(rateCounters)
    .values({ key, windowStart: now, count: 1 })
    .onConflictDoUpdate({
      target: rateCounters.key,
      set: {
        count: sql`case when ${stale} then 1 else ${rateCounters.count} + 1 end`,
        windowStart: sql`case when ${stale} then ${iso(now)} else ${rateCounters.windowStart} end`,
      },
    })
    .returning();
  if (!row) throw new Error('rate counter upsert returned nothing');
  const ends = row.windowStart.getTime() + rule.windowSeconds * 1000;
  return {
    allowed: row.count <= rule.limit,
    count: row.count,
    retryAfter: Math.max(1, Math.ceil((ends - now.getTime()) / 1000)),
  };
}

/** Takes back one hit (a counted attempt that turned out not to count, e.g. a successful login). */
export async function unhit(db: Db, key: string): Promise<void> {
  await db
    .update(rateCounters)
    .set({ count: sql`greatest(${rateCounters.count} - 1, 0)` })
    .where(eq(rateCounters.key, key));
}

/** Forgets a key's count. */
export async function resetCounter(db: Db, key: string): Promise<void> {
  await db.delete(rateCounters).where(eq(rateCounters.key, key));
}

/**
 * Counts one attempt against every limit at once and refuses with a 429 naming the longest wait when any is
 * exceeded. Counting before the work is done keeps the limits exact under parallel requests; `unhit` takes a
 * count back when the attempt should not count after all (a success).
 */
export async function enforceLimits(db: Db, limits: Array<{ key: string; rule: RateLimit }>, now: Date): Promise<void> {
  const results = [];
  for (const { key, rule } of limits) results.push(await hit(db, key, rule, now));
  const waits = results.filter((r) => !r.allowed).map((r) => r.retryAfter);
  if (waits.length > 0) throw throttled(Math.max(...waits));
}

/** No limit's window is longer than this; older counters count nothing and are deleted (the cleanup job). */
export const LONGEST_WINDOW_SECONDS = 24 * 60 * 60;

/** Deletes counters whose window ended long ago; answers how many. */
export async function purgeOldCounters(db: Db, now: Date): Promise<number> {
  const before = new Date(now.getTime() - LONGEST_WINDOW_SECONDS * 1000);
  const gone = await db
    .delete(rateCounters)
    .where(lt(rateCounters.windowStart, before))
    .returning({ key: rateCounters.key });
  return gone.length;
}
