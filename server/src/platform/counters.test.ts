import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorDetail, formatThrottled } from '@playwords/common';
import { rateCounters } from '../db/schema';
import type { Database } from '../db/client';
import { createTestDatabase } from '../test/database';
import { captureLog } from '../test/log-capture';
import { Browser, createTestAccount, startTestApp, TEACHER, type TestContext } from '../test/harness';
import { eventually, freePort, isListening } from '../test/processes';
import { DatabaseCounters, LONGEST_WINDOW_SECONDS, RedisCounters, type Counters } from './counters';
import { HttpError } from './http-errors';
import { enforceLimits } from './throttle';

/** A redis-server of this file's own (never the machine's shared one: these tests kill it). */
async function startRedis(port: number, extra: string[] = []): Promise<ChildProcess> {
  const args = ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', ...extra];
  const child = spawn('/usr/bin/redis-server', args, { stdio: 'ignore' });
  if (!(await eventually(() => isListening(port), 10_000))) {
    child.kill('SIGKILL');
    throw new Error(`redis-server did not start on port ${port}`);
  }
  return child;
}

async function stopRedis(child: ChildProcess | undefined): Promise<void> {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, 'exit');
  child.kill('SIGKILL');
  await exited;
}

/** A logger that keeps what it is told (the store logs outages). */
function memoryLog() {
  const lines: string[] = [];
  const log = {
    warn: (obj: unknown, message?: string) => lines.push(`${JSON.stringify(obj)} ${message ?? ''}`),
    info: (obj: unknown, message?: string) => lines.push(`${JSON.stringify(obj)} ${message ?? ''}`),
  };
  return { log: log as never, lines };
}

const T0 = new Date('2026-01-15T10:00:00.000Z');
const at = (seconds: number) => new Date(T0.getTime() + seconds * 1000);
const MINUTE = { limit: 3, windowSeconds: 60 };

let redis: ChildProcess | undefined;
let redisPort = 0;
let database: Database | undefined;
beforeAll(async () => {
  redisPort = await freePort();
  redis = await startRedis(redisPort);
  database = await createTestDatabase();
});
afterAll(async () => {
  await stopRedis(redis);
  await database?.close();
});

interface Store {
  counters: Counters;
  /** The keys the store holds now. */
  keys(): Promise<string[]>;
  close(): Promise<void>;
}

const PREFIX = 'test:counters:';

const stores: Array<[string, () => Promise<Store>]> = [
  [
    'the database',
    async () => {
      await database!.db.delete(rateCounters);
      return {
        counters: new DatabaseCounters(database!.db),
        keys: async () => (await database!.db.select().from(rateCounters)).map((r) => r.key).sort(),
        close: async () => {},
      };
    },
  ],
  [
    'Redis',
    async () => {
      const counters = new RedisCounters(`redis://127.0.0.1:${redisPort}`, { log: memoryLog().log, prefix: PREFIX });
      await counters.start();
      const raw = new Redis(redisPort, '127.0.0.1');
      const existing = await raw.keys(`${PREFIX}*`);
      if (existing.length > 0) await raw.del(...existing);
      return {
        counters,
        keys: async () => (await raw.keys(`${PREFIX}*`)).map((k) => k.slice(PREFIX.length)).sort(),
        close: async () => {
          await counters.close();
          raw.disconnect();
        },
      };
    },
  ],
];

describe.each(stores)('counters in %s', (name, open) => {
  let store: Store;
  beforeAll(async () => {
    store = await open();
  });
  afterAll(async () => store.close());

  it('counts hits within a window, refusing past the limit, with the wait until the window ends', async () => {
    const { counters } = store;
    expect(await counters.hit('a', MINUTE, at(0))).toEqual({ allowed: true, count: 1, retryAfter: 60 });
    expect(await counters.hit('a', MINUTE, at(10))).toEqual({ allowed: true, count: 2, retryAfter: 50 });
    expect(await counters.hit('a', MINUTE, at(20.5))).toEqual({ allowed: true, count: 3, retryAfter: 40 });
    expect(await counters.hit('a', MINUTE, at(59.9))).toEqual({ allowed: false, count: 4, retryAfter: 1 });
    // Another key counts apart.
    expect(await counters.hit('b', MINUTE, at(30))).toEqual({ allowed: true, count: 1, retryAfter: 60 });
  });

  it('enforceLimits answers 429 with the longest wait of the limits exceeded', async () => {
    const limits = [
      { key: 'user', rule: { limit: 1, windowSeconds: 60 } },
      { key: 'ip', rule: { limit: 1, windowSeconds: 3600 } },
    ];
    await enforceLimits(store.counters, limits, at(0));
    const refusal = await enforceLimits(store.counters, limits, at(30)).catch((e: unknown) => e);
    expect(refusal).toBeInstanceOf(HttpError);
    expect(refusal).toMatchObject({
      statusCode: 429,
      body: { detail: formatThrottled(3570) },
      headers: { 'Retry-After': '3570' },
    });
  });

  it('starts a window over once it has lasted its length (not a moment before)', async () => {
    const { counters } = store;
    for (let i = 0; i < 3; i++) await counters.hit('c', MINUTE, at(0));
    expect(await counters.hit('c', MINUTE, at(59.999))).toMatchObject({ allowed: false, count: 4, retryAfter: 1 });
    expect(await counters.hit('c', MINUTE, at(60))).toEqual({ allowed: true, count: 1, retryAfter: 60 });
    expect(await counters.hit('c', MINUTE, at(61))).toEqual({ allowed: true, count: 2, retryAfter: 59 });
  });

  it('unhit takes one back, never below zero, and leaves the window where it was', async () => {
    const { counters } = store;
    await counters.hit('d', MINUTE, at(0));
    await counters.hit('d', MINUTE, at(1));
    await counters.unhit('d');
    expect(await counters.hit('d', MINUTE, at(2))).toEqual({ allowed: true, count: 2, retryAfter: 58 });
    for (let i = 0; i < 4; i++) await counters.unhit('d');
    expect(await counters.hit('d', MINUTE, at(3))).toEqual({ allowed: true, count: 1, retryAfter: 57 });
    // A key never hit stays absent.
    await counters.unhit('never');
    expect(await store.keys()).not.toContain('never');
  });

  it('reset forgets a count', async () => {
    const { counters } = store;
    for (let i = 0; i < 5; i++) await counters.hit('e', MINUTE, at(0));
    await counters.reset('e');
    expect(await store.keys()).not.toContain('e');
    expect(await counters.hit('e', MINUTE, at(1))).toEqual({ allowed: true, count: 1, retryAfter: 60 });
  });

  it('counts parallel hits exactly: 50 at once against a limit of 10, exactly 10 allowed', async () => {
    const rule = { limit: 10, windowSeconds: 60 };
    const results = await Promise.all(Array.from({ length: 50 }, () => store.counters.hit('f', rule, at(0))));
    expect(results.filter((r) => r.allowed)).toHaveLength(10);
    expect(results.map((r) => r.count).sort((x, y) => x - y)).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
  });

  it('forgets counters whose window is long over (the database by the purge, Redis by expiry)', async () => {
    const { counters } = store;
    const later = LONGEST_WINDOW_SECONDS + 120;
    await counters.hit('old', MINUTE, at(0));
    await counters.hit('live', MINUTE, at(later - 10));
    const purged = await counters.purge(at(later));
    if (name === 'the database') {
      // Every counter of the tests above started a day ago too.
      expect(purged).toBeGreaterThanOrEqual(1);
      expect(await store.keys()).toEqual(['live']);
    } else {
      // Nothing to purge: each key expires by itself once its window and a minute's margin are over.
      expect(purged).toBe(0);
      const raw = new Redis(redisPort, '127.0.0.1');
      const ttl = () => raw.pttl(`${PREFIX}live`);
      expect(await ttl()).toBeGreaterThan(115_000);
      expect(await ttl()).toBeLessThanOrEqual(120_000);
      // 30 s into its window: 30 s left, and the margin.
      await counters.hit('live', MINUTE, at(later + 20));
      expect(await ttl()).toBeGreaterThan(85_000);
      expect(await ttl()).toBeLessThanOrEqual(90_000);
      raw.disconnect();
    }
    expect(await counters.hit('old', MINUTE, at(later))).toEqual({ allowed: true, count: 1, retryAfter: 60 });
  });
});

describe('Redis out of reach', () => {
  const limits = [{ key: 'login:ip:10.0.0.1', rule: MINUTE }];
  const expect503 = async (counters: Counters) => {
    const refusal = await enforceLimits(counters, limits, at(0)).catch((e: unknown) => e);
    expect(refusal).toBeInstanceOf(HttpError);
    expect(refusal).toMatchObject({
      statusCode: 503,
      body: { detail: ErrorDetail.serviceUnavailable },
      headers: { 'Retry-After': '5' },
    });
  };

  it('refuses with a 503 when nothing listens, logs it once without the password, and counts once Redis is up', async () => {
    const port = await freePort();
    const { log, lines } = memoryLog();
    const password = 'Hidden-Pass-123';
    const counters = new RedisCounters(`redis://:${password}@127.0.0.1:${port}`, { log, prefix: PREFIX });
    let late: ChildProcess | undefined;
    try {
      await counters.start();
      await expect503(counters);
      await expect503(counters);
      expect(lines).toHaveLength(1);
      expect(lines[0]).toContain('Redis (REDIS_URL) is unreachable');

      // Started after the server: the client keeps trying and counts once it is there.
      late = await startRedis(port, ['--requirepass', password]);
      const counts = async () => (await counters.hit('late', MINUTE, at(0)).catch(() => null)) !== null;
      expect(await eventually(counts, 10_000)).toBe(true);
      expect(lines.at(-1)).toContain('Redis (REDIS_URL) is reachable again');
      expect(lines.join('\n')).not.toContain(password);
    } finally {
      await counters.close();
      await stopRedis(late);
    }
  });

  it('refuses with a 503 once the server it counted on is gone', async () => {
    const port = await freePort();
    const own = await startRedis(port);
    const counters = new RedisCounters(`redis://127.0.0.1:${port}`, { log: memoryLog().log, prefix: PREFIX });
    try {
      await counters.start();
      await enforceLimits(counters, limits, at(0));
      await stopRedis(own);
      await expect503(counters);
    } finally {
      await counters.close();
      await stopRedis(own);
    }
  });
});

describe('the app with REDIS_URL', () => {
  const PASSWORD = 'Redis-Secret-0042';
  let port = 0;
  let own: ChildProcess | undefined;
  let ctx: TestContext;
  let raw: Redis;
  const log = captureLog();
  const url = () => `redis://:${PASSWORD}@127.0.0.1:${port}`;
  const start = () => startRedis(port, ['--requirepass', PASSWORD]);

  beforeAll(async () => {
    port = await freePort();
    own = await start();
    ctx = await startTestApp({ REDIS_URL: url() }, undefined, { logger: { level: 'info', stream: log.stream } });
    await createTestAccount(ctx);
    raw = new Redis(url());
  });
  afterAll(async () => {
    raw?.disconnect();
    await ctx?.close();
    await stopRedis(own);
  });

  it('throttles logins through Redis: the 11th attempt on an account within 15 minutes is refused', async () => {
    ctx.clock.set('2026-01-15T10:00:00.000Z');
    const browser = new Browser(ctx.app, '10.2.0.1');
    for (let i = 0; i < 10; i++) {
      expect((await browser.logIn(TEACHER.username, `Wrong-${i}-password`)).statusCode).toBe(400);
    }
    const locked = await new Browser(ctx.app, '10.2.0.2').logIn();
    expect(locked.statusCode).toBe(429);
    expect(locked.headers['retry-after']).toBe('900');
    expect(locked.json()).toEqual({
      detail: 'Request was throttled. Expected available in 900 seconds.',
      codes: { detail: ['throttled'] },
    });
    // The counts are in Redis, not in the table.
    expect(await ctx.database.db.select().from(rateCounters)).toEqual([]);
    expect(await raw.hget('playwords:rate:login:user:miss_lee', 'c')).toBe('11');

    ctx.clock.advance(15 * 60 * 1000);
    expect((await browser.logIn()).statusCode).toBe(200);
    // A success clears the account's count.
    expect(await raw.exists('playwords:rate:login:user:miss_lee')).toBe(0);
  });

  it('while Redis is down: a login answers 503, a signed-in page still 200; back once Redis is', async () => {
    ctx.clock.set('2026-01-15T12:00:00.000Z');
    const signedIn = new Browser(ctx.app, '10.3.0.1');
    expect((await signedIn.logIn()).statusCode).toBe(200);

    await stopRedis(own);
    const visitor = new Browser(ctx.app, '10.3.0.2');
    const refused = await visitor.logIn();
    expect(refused.statusCode).toBe(503);
    expect(refused.headers['retry-after']).toBe('5');
    expect(refused.json()).toEqual({
      detail: 'The service is unavailable for a moment. Please try again in a few seconds.',
      codes: { detail: ['serviceUnavailable'] },
    });
    const me = await signedIn.get('/api/users/me/');
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ username: TEACHER.username });

    own = await start();
    expect(await eventually(async () => (await visitor.logIn()).statusCode === 200, 15_000)).toBe(true);
    expect(log.text()).toContain('Redis (REDIS_URL) is unreachable');
    expect(log.text()).toContain('Redis (REDIS_URL) is reachable again');
    expect(log.text()).not.toContain(PASSWORD);
  });
});
