// Where throttling counts live: the `rate_counters` table (the default) or Redis when `REDIS_URL` is set. Both keep
// the same fixed windows, driven by the `now` the caller passes (the app's clock; tests move it by hand).
import { eq, lt, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import type { AppConfig } from '../config';
import type { Db } from '../db/client';
import { serviceUnavailable } from './http-errors';
import { rateCounters } from './tables';

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

/** Fixed-window counters shared by every server process. */
export interface Counters {
  /**
   * Counts one hit against `key` atomically, so parallel requests and several server processes share the count. A
   * window that started `rule.windowSeconds` or more before `now` starts over at 1.
   */
  hit(key: string, rule: RateLimit, now: Date): Promise<HitResult>;
  /** Takes back one hit (a counted attempt that turned out not to count, e.g. a successful login). */
  unhit(key: string): Promise<void>;
  /** Forgets a key's count. */
  reset(key: string): Promise<void>;
  /** Deletes counters whose window ended long ago (the hourly cleanup); answers how many. */
  purge(now: Date): Promise<number>;
  /**
   * The counters to use inside a database transaction: the database store counts on the transaction's connection
   * (the embedded database has only one, so counting beside it would wait for the transaction forever) and its
   * counts commit or roll back with it. Redis counts are not part of any transaction: the same store.
   */
  inTransaction(tx: Db): Counters;
  /** Connects (Redis: waits a moment for the connection; a Redis down at start is logged, not fatal). */
  start(): Promise<void>;
  /** Lets go of the connection (the app's onClose). */
  close(): Promise<void>;
}

/** Whole seconds from `now` until a window that started at `startMs` ends; at least 1. */
function retryAfterOf(startMs: number, rule: RateLimit, now: Date): number {
  const ends = startMs + rule.windowSeconds * 1000;
  return Math.max(1, Math.ceil((ends - now.getTime()) / 1000));
}

/** No limit's window is longer than this; older counters count nothing and are deleted (the cleanup job). */
export const LONGEST_WINDOW_SECONDS = 24 * 60 * 60;

const iso = (d: Date) => sql`${d.toISOString()}::timestamptz`;

/** The counts in the `rate_counters` table (one upsert a hit). */
export class DatabaseCounters implements Counters {
  constructor(private readonly db: Db) {}

  async hit(key: string, rule: RateLimit, now: Date): Promise<HitResult> {
    const expired = new Date(now.getTime() - rule.windowSeconds * 1000);
    const stale = sql`${rateCounters.windowStart} <= ${iso(expired)}`;
    const [row] = await this.db
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
    return {
      allowed: row.count <= rule.limit,
      count: row.count,
      retryAfter: retryAfterOf(row.windowStart.getTime(), rule, now),
    };
  }

  async unhit(key: string): Promise<void> {
    await this.db
      .update(rateCounters)
      .set({ count: sql`greatest(${rateCounters.count} - 1, 0)` })
      .where(eq(rateCounters.key, key));
  }

  async reset(key: string): Promise<void> {
    await this.db.delete(rateCounters).where(eq(rateCounters.key, key));
  }

  async purge(now: Date): Promise<number> {
    const before = new Date(now.getTime() - LONGEST_WINDOW_SECONDS * 1000);
    const gone = await this.db
      .delete(rateCounters)
      .where(lt(rateCounters.windowStart, before))
      .returning({ key: rateCounters.key });
    return gone.length;
  }

  inTransaction(tx: Db): Counters {
    return new DatabaseCounters(tx);
  }

  async start(): Promise<void> {}

  async close(): Promise<void> {}
}

/** Every key this server writes in Redis starts with this (so one Redis may serve other programs too). */
export const REDIS_KEY_PREFIX = 'playwords:rate:';

/**
 * How much longer than its window a key lives in Redis. Server processes' clocks differ a little; a key that
 * vanished at the very end of its window could let a process whose clock is behind start a new window early.
 */
const EXPIRY_MARGIN_MS = 60_000;

/**
 * One hit on the hash {s: window start in ms, c: count}, atomically (Redis runs a script alone). The same rule as
 * the table's upsert: a window whose start is at or before `now - window` (or none) starts over at 1; otherwise the
 * count goes up. The key expires by itself once its window has ended, plus the margin.
 * KEYS[1] the key; ARGV: now (ms), the window (ms), the margin (ms). Answers {start, count}.
 */
const HIT_SCRIPT = `
local now = tonumber(ARGV[1])
local window = tonumber(ARGV[2])
local start = tonumber(redis.call('HGET', KEYS[1], 's'))
local count
if start == nil or start <= now - window then
  start = now
  count = 1
  redis.call('HSET', KEYS[1], 's', ARGV[1], 'c', 1)
else
  count = redis.call('HINCRBY', KEYS[1], 'c', 1)
end
redis.call('PEXPIRE', KEYS[1], start + window - now + tonumber(ARGV[3]))
return {start, count}
`;

/** Takes one back, never below 0, from a key that exists; its expiry stays. */
const UNHIT_SCRIPT = `
local count = tonumber(redis.call('HGET', KEYS[1], 'c'))
if count ~= nil and count > 0 then redis.call('HINCRBY', KEYS[1], 'c', -1) end
return 0
`;

type Logger = Pick<FastifyBaseLogger, 'warn' | 'info'>;

type ScriptedRedis = Redis & {
  rateHit(key: string, now: number, windowMs: number, marginMs: number): Promise<[number, number]>;
  rateUnhit(key: string): Promise<number>;
};

export interface RedisCountersOptions {
  log: Logger;
  /** Keys start with this (default `playwords:rate:`; tests use one of their own). */
  prefix?: string;
  /** How long `start()` waits for the first connection (ms). */
  connectWaitMs?: number;
}

/**
 * The counts in Redis, for several server processes without sharing the database's write load on every throttled
 * request. A command that fails (Redis unreachable, too slow, restarting) refuses the request with a 503 rather
 * than granting it: a limit exists to refuse, and a fallback that counted elsewhere (memory, the table) would start
 * every count over at 0, so a login guesser would get a fresh allowance each time Redis blinked. Routes without
 * limits never touch Redis and keep working (sessions, jobs and everything else are in the database).
 */
export class RedisCounters implements Counters {
  private readonly client: ScriptedRedis;
  private readonly prefix: string;
  private readonly log: Logger;
  private readonly connectWaitMs: number;
  /** The password in the URL, kept out of every line logged. */
  private readonly password: string;
  /** Whether the current outage has been logged already (one line an outage, not one a request or a retry). */
  private outageLogged = false;

  constructor(url: string, options: RedisCountersOptions) {
    this.prefix = options.prefix ?? REDIS_KEY_PREFIX;
    this.log = options.log;
    this.connectWaitMs = options.connectWaitMs ?? 2000;
    this.password = safePassword(url);
    this.client = new Redis(url, {
      lazyConnect: true,
      // A command while disconnected fails at once (503) instead of waiting in a queue the request cannot afford.
      enableOfflineQueue: false,
      maxRetriesPerRequest: 1,
      // A Redis that accepts the connection but does not answer must not hold requests either.
      commandTimeout: 1000,
      connectTimeout: 2000,
      // Reconnects forever, backing off to one attempt every 2 s.
      retryStrategy: (times) => Math.min(times * 100, 2000),
    }) as ScriptedRedis;
    this.client.defineCommand('rateHit', { numberOfKeys: 1, lua: HIT_SCRIPT });
    this.client.defineCommand('rateUnhit', { numberOfKeys: 1, lua: UNHIT_SCRIPT });
    // Without a listener an 'error' event would crash the process.
    this.client.on('error', (error: Error) => this.noteOutage(error));
    this.client.on('ready', () => this.noteRecovery());
  }

  /**
   * Logs an outage once, whichever notices it first: the client (a refused connection) or a command (a connection
   * dropped between two reconnection attempts, a timeout). The URL may carry a password: it is never logged, and
   * taken out of any message that might repeat it.
   */
  private noteOutage(error: unknown): void {
    if (this.outageLogged) return;
    this.outageLogged = true;
    const { message, code } = error as { message?: unknown; code?: unknown };
    const text = String(message ?? error);
    const safe = this.password ? text.split(this.password).join('[redacted]') : text;
    this.log.warn(
      { code: typeof code === 'string' ? code : undefined },
      `Redis (REDIS_URL) is unreachable: ${safe}; rate-limited requests answer 503 until it answers again`,
    );
  }

  private noteRecovery(): void {
    if (!this.outageLogged) return;
    this.outageLogged = false;
    this.log.info('Redis (REDIS_URL) is reachable again');
  }

  /** Runs one command; any failure is a 503 (see the class's comment). */
  private async run<T>(command: () => Promise<T>): Promise<T> {
    let result: T;
    try {
      result = await command();
    } catch (error) {
      this.noteOutage(error);
      throw serviceUnavailable();
    }
    this.noteRecovery();
    return result;
  }

  async hit(key: string, rule: RateLimit, now: Date): Promise<HitResult> {
    const windowMs = rule.windowSeconds * 1000;
    const [start, count] = await this.run(() =>
      this.client.rateHit(this.prefix + key, now.getTime(), windowMs, EXPIRY_MARGIN_MS),
    );
    return { allowed: count <= rule.limit, count, retryAfter: retryAfterOf(Number(start), rule, now) };
  }

  async unhit(key: string): Promise<void> {
    await this.run(() => this.client.rateUnhit(this.prefix + key));
  }

  async reset(key: string): Promise<void> {
    await this.run(() => this.client.del(this.prefix + key));
  }

  /** Nothing to do: every key expires by itself once its window has ended. */
  async purge(): Promise<number> {
    return 0;
  }

  inTransaction(): Counters {
    return this;
  }

  /**
   * Connects, waiting at most `connectWaitMs` (so the first requests after start do not all answer 503). A Redis
   * that is down is logged by the 'error' listener; the client keeps trying in the background.
   */
  async start(): Promise<void> {
    await new Promise<void>((resolve) => {
      const timer = setTimeout(done, this.connectWaitMs);
      function done() {
        clearTimeout(timer);
        resolve();
      }
      this.client.connect().then(done, done);
    });
  }

  async close(): Promise<void> {
    // QUIT needs a live connection; without one there is nothing to say goodbye to (and reconnecting stops).
    if (this.client.status === 'ready') await this.client.quit().catch(() => this.client.disconnect());
    else this.client.disconnect();
  }
}

/** The password in a Redis URL, if any (to keep it out of log lines). */
function safePassword(url: string): string {
  try {
    return decodeURIComponent(new URL(url).password);
  } catch {
    return '';
  }
}

/** The configured store: Redis when `REDIS_URL` is set, else the database. */
export function createCounters(config: Pick<AppConfig, 'redisUrl'>, db: Db, log: Logger): Counters {
  return config.redisUrl ? new RedisCounters(config.redisUrl, { log }) : new DatabaseCounters(db);
}
