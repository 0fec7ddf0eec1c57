// The readiness route, and the whole app on a database that is not there: what needs no database still answers,
// what needs it answers 503 with Retry-After and the usual body, logged once at warn.
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorDetail } from '@playwords/common';
import { buildApp, type App } from '../app';
import { loadConfig } from '../config';
import { openDatabase, type Database } from '../db/client';
import { Browser, startTestApp, TEST_SECRET_KEY, type TestContext } from '../test/harness';
import { captureLog } from '../test/log-capture';
import { HEALTH_TIMEOUT_MS } from './health';
import { SESSION_COOKIE } from './sessions';
import { LocalStorage } from './storage';

const UNAVAILABLE = { detail: ErrorDetail.serviceUnavailable, codes: { detail: ['serviceUnavailable'] } };

/** The app as the server builds it, on a PostgreSQL URL where nothing answers the way a database should. */
async function appOn(url: string) {
  const log = captureLog();
  const dataDir = mkdtempSync(join(tmpdir(), 'pw-outage-'));
  const database: Database = await openDatabase({ url }, { onConnectionError: () => {} });
  const config = loadConfig({
    DATABASE_URL: url,
    DATA_DIR: dataDir,
    WEB_DIST_DIR: '/nonexistent-web-dist',
    SECRET_KEY: TEST_SECRET_KEY,
    LOG_FORMAT: 'json',
  });
  const app: App = await buildApp({
    config,
    db: database.db,
    logger: { level: 'warn', stream: log.stream },
    autoRunJobs: false,
    storage: new LocalStorage(join(dataDir, 'media'), { sync: false }),
  });
  await app.ready();
  return {
    app,
    log,
    async close() {
      await app.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

describe('GET /api/health/ on a working database', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await startTestApp();
  });
  afterAll(() => ctx.close());

  it('answers 200 {"status": "ok"}, never cached, reading no session and setting no cookie', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/health/',
      headers: { cookie: `${SESSION_COOKIE}=not-a-session` },
    });
    expect({ status: res.statusCode, body: res.json(), cache: res.headers['cache-control'] }).toEqual({
      status: 200,
      body: { status: 'ok' },
      cache: 'no-store',
    });
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it('is not rate limited: a load balancer polls it without end', async () => {
    const statuses = new Set<number>();
    for (let i = 0; i < 30; i++) statuses.add((await ctx.app.inject({ url: '/api/health' })).statusCode);
    expect([...statuses]).toEqual([200]);
  });

  it('answers 405 with Allow to another method, like every API path', async () => {
    const res = await new Browser(ctx.app).request({ method: 'POST', url: '/api/health/' });
    expect({ status: res.statusCode, allow: res.headers.allow, body: res.json() }).toEqual({
      status: 405,
      allow: 'GET',
      body: { detail: ErrorDetail.methodNotAllowed, codes: { detail: ['methodNotAllowed'] } },
    });
  });
});

describe('the app on a database nothing listens for', () => {
  let outage: Awaited<ReturnType<typeof appOn>>;
  beforeAll(async () => {
    outage = await appOn('postgres://postgres@127.0.0.1:1/nothing');
  });
  afterAll(() => outage.close());

  it('still answers what needs no database: the CSRF token, and 403 to /api/users/me/ without a session', async () => {
    const browser = new Browser(outage.app);
    expect((await browser.request({ method: 'GET', url: '/api/users/get_csrf/' })).statusCode).toBe(200);
    const me = await browser.request({ method: 'GET', url: '/api/users/me/' });
    expect({ status: me.statusCode, body: me.json() }).toEqual({
      status: 403,
      body: { detail: ErrorDetail.notAuthenticated, codes: { detail: ['notAuthenticated'] } },
    });
  });

  it('answers 503 with Retry-After to what needs it (a login, a session, a search, the health check), one warning each', async () => {
    const before = outage.log.lines.length;
    const browser = new Browser(outage.app);
    const withSession = { cookie: `${SESSION_COOKIE}=some-session-token` };
    const signedIn = new Browser(outage.app);
    await signedIn.fetchCsrf();
    signedIn.cookies.set(SESSION_COOKIE, 'some-session-token');
    const answers = {
      login: await browser.request({
        method: 'POST',
        url: '/api/users/login/',
        payload: { username: 'miss_lee', password: 'Purple-Kangaroo-42' },
      }),
      session: await outage.app.inject({ method: 'GET', url: '/api/users/me/', headers: withSession }),
      search: await signedIn.request({ method: 'POST', url: '/api/wordlists/search/', payload: { q: 'cat' } }),
      health: await outage.app.inject({ method: 'GET', url: '/api/health/' }),
    };
    for (const [name, res] of Object.entries(answers)) {
      expect({ name, status: res.statusCode, body: res.json(), retry: res.headers['retry-after'] }).toEqual({
        name,
        status: 503,
        body: UNAVAILABLE,
        retry: '5',
      });
    }
    expect(answers.health.headers['cache-control']).toBe('no-store');

    const logged = outage.log.lines.slice(before);
    expect(logged.map((line) => ({ level: line.level, msg: line.msg }))).toEqual([
      { level: 40, msg: 'database out of reach: answered 503' },
      { level: 40, msg: 'database out of reach: answered 503' },
      { level: 40, msg: 'database out of reach: answered 503' },
      { level: 40, msg: 'health check failed: answered 503' },
    ]);
    expect(outage.log.text()).not.toContain('unhandled error');
    expect(outage.log.text()).toContain('ECONNREFUSED');
    expect(outage.log.text()).not.toContain('postgres://');
  });
});

describe('GET /api/health/ on a database that accepts connections and never answers', () => {
  let server: Server;
  let outage: Awaited<ReturnType<typeof appOn>>;
  beforeAll(async () => {
    // Takes the connection and says nothing: a database stuck, or a network that drops packets.
    server = createServer((socket) => socket.on('error', () => {}));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    outage = await appOn(`postgres://postgres@127.0.0.1:${(server.address() as AddressInfo).port}/nothing`);
  });
  afterAll(async () => {
    await outage.close();
    server.close();
  });

  it(`answers 503 after ${HEALTH_TIMEOUT_MS} ms rather than hanging`, async () => {
    const started = Date.now();
    const res = await outage.app.inject({ method: 'GET', url: '/api/health/' });
    const took = Date.now() - started;
    expect({ status: res.statusCode, body: res.json() }).toEqual({ status: 503, body: UNAVAILABLE });
    expect(took).toBeGreaterThanOrEqual(HEALTH_TIMEOUT_MS - 50);
    expect(took).toBeLessThan(HEALTH_TIMEOUT_MS + 2000);
  });
});
