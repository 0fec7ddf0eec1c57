import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { CSRF_HEADER } from '@playwords/common';
import { buildApp, type App } from '../app';
import { loadConfig, type AppConfig } from '../config';
import { openDatabase, type Database, type DatabaseTarget } from '../db/client';
import { ManualClock } from '../platform/clock';
import type { LogSettings } from '../platform/logging';
import { createStorage, LocalStorage, type Storage } from '../platform/storage';
import { onAccountCreated } from '../modules/accounts/service';
import { createAccount, type NewAccount } from '../modules/users/service';
import { copyTestTemplate, createTestDatabase, testTemplate } from './database';
import type { TestTemplate } from './template';

export interface TestContext {
  app: App;
  database: Database;
  clock: ManualClock;
  config: AppConfig;
  /** Where this app stores images: `media/` in a temporary DATA_DIR, removed by `close()`. */
  storage: Storage;
  close(): Promise<void>;
}

/** A fixed secret for tests, so no secret-key file is written. */
export const TEST_SECRET_KEY = 'test-secret-key-0123456789abcdefghijklmnopqrstuvwxyz';

export interface TestAppOptions {
  /** The app's log (default: none); redacted like the server's. */
  logger?: LogSettings;
  /** Let jobs (mail included) run by themselves (default: no; tests call `app.mail.sendPending()`). */
  autoRunJobs?: boolean;
  /**
   * Puts something between the app and its storage (the seeded pictures are copied first): a test playing the
   * operating system's side, like a disk that fills up.
   */
  wrapStorage?: (storage: Storage) => Storage;
}

/**
 * Builds the app on a fresh copy of the run's migrated and seeded database (see `database.ts`) with a clock the
 * test controls, and a storage holding the pictures the seeded rows point at. Mail is only written to the outbox
 * unless the test runs a send pass (or sets `autoRunJobs`).
 */
export async function startTestApp(
  env: Record<string, string> = {},
  beforeReady?: (app: App) => void,
  options: TestAppOptions = {},
): Promise<TestContext> {
  const template = testTemplate();
  const database = await createTestDatabase(template);
  // Seeded at this instant (see template.ts).
  const clock = new ManualClock();
  // A DATA_DIR of its own inside the run's folder, so uploads land in a folder thrown away afterwards (and swept
  // with the run's folder if the run is interrupted).
  const dataDir = env.DATA_DIR ? undefined : newDataDir(template);
  const config = loadConfig({
    WEB_DIST_DIR: '/nonexistent-web-dist',
    LOG_LEVEL: 'silent',
    SECRET_KEY: TEST_SECRET_KEY,
    ...(dataDir ? { DATA_DIR: dataDir } : {}),
    ...env,
  });
  // Files are not flushed to disk in tests (the folder is temporary).
  const storage = config.s3 ? createStorage(config) : new LocalStorage(join(config.dataDir, 'media'), { sync: false });
  await copySeededMedia(template.mediaDir, storage);
  const appStorage = options.wrapStorage ? options.wrapStorage(storage) : storage;
  const app = await buildApp({
    config,
    db: database.db,
    clock,
    logger: options.logger ?? false,
    autoRunJobs: options.autoRunJobs ?? false,
    storage: appStorage,
  });
  beforeReady?.(app);
  await app.ready();
  return {
    app,
    database,
    clock,
    config,
    storage,
    async close() {
      await app.close();
      await database.close();
      if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * A DATA_DIR of its own inside the run's folder: thrown away by its owner, and swept with the run's folder if the
 * run is interrupted.
 */
function newDataDir(template: TestTemplate): string {
  mkdirSync(join(template.runDir, 'apps'), { recursive: true });
  return mkdtempSync(join(template.runDir, 'apps', 'app-'));
}

export interface TestDataDir {
  /** The DATA_DIR: the seeded pictures in `media/` and, on PGlite runs, the database in `pglite/`. */
  dir: string;
  /** What code that reads its environment needs: DATA_DIR, and DATABASE_URL on PostgreSQL runs ('' otherwise). */
  env: { DATA_DIR: string; DATABASE_URL: string };
  /** How the test itself opens that database (close it again before other code opens a PGlite folder). */
  target: DatabaseTarget;
  /** Drops the copy and removes the folder. */
  close(): Promise<void>;
}

/**
 * A DATA_DIR holding a fresh copy of the run's seeded template (the database and its pictures), for code that
 * opens the configured database itself, like the admin command line. On PostgreSQL runs the copy is a database
 * of its own, named by `env.DATABASE_URL`.
 */
export async function prepareTestDataDir(): Promise<TestDataDir> {
  const template = testTemplate();
  const dir = newDataDir(template);
  cpSync(template.mediaDir, join(dir, 'media'), { recursive: true });
  const pgliteDir = join(dir, 'pglite');
  const copy = await copyTestTemplate(template, { pgliteDir });
  let target = copy.target;
  if ('pgliteDir' in target) {
    // Writes the dump into the folder once; every later open finds the files there.
    await (await openDatabase(target)).close();
    target = { pgliteDir };
  }
  return {
    dir,
    env: { DATA_DIR: dir, DATABASE_URL: 'url' in target ? target.url : '' },
    target,
    async close() {
      await copy.drop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Puts the seeded pictures into a test app's storage: a plain copy for the local folder, uploads otherwise. */
async function copySeededMedia(from: string, storage: Storage): Promise<void> {
  if (storage instanceof LocalStorage) {
    cpSync(from, storage.dir, { recursive: true });
    return;
  }
  for (const name of readdirSync(from)) await storage.put(name, readFileSync(join(from, name)));
}

/** A good account for tests; its password passes every rule. */
export const TEACHER = { username: 'miss_lee', password: 'Purple-Kangaroo-42', email: 'lee@school.example' };

/** Creates an account directly through the service (no HTTP), with the official library as her favourites. */
export function createTestAccount(ctx: TestContext, overrides: Partial<NewAccount> = {}) {
  return createAccount(
    ctx.database.db,
    { ...TEACHER, verified: true, ...overrides },
    ctx.clock.now(),
    onAccountCreated(),
  );
}

/**
 * A browser for `app.inject`: keeps cookies and the CSRF token from response headers, and sends the token on
 * writes, the way the web app does.
 */
export class Browser {
  readonly cookies = new Map<string, string>();
  csrfToken: string | undefined;

  constructor(
    private readonly app: App,
    readonly ip = '10.0.0.1',
  ) {}

  async request(options: InjectOptions & { csrf?: boolean | string }): Promise<LightMyRequestResponse> {
    const { csrf, ...rest } = options;
    const headers: Record<string, string> = { ...(rest.headers as Record<string, string>) };
    const method = (rest.method ?? 'GET').toUpperCase();
    const unsafe = !['GET', 'HEAD', 'OPTIONS'].includes(method);
    if (unsafe && csrf !== false) {
      if (typeof csrf === 'string') headers[CSRF_HEADER] = csrf;
      else {
        if (!this.csrfToken) await this.fetchCsrf();
        headers[CSRF_HEADER] = this.csrfToken!;
      }
    }
    if (this.cookies.size > 0) {
      headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    }
    const response = await this.app.inject({ ...rest, method: method as never, headers, remoteAddress: this.ip });
    this.remember(response);
    return response;
  }

  private remember(response: LightMyRequestResponse): void {
    for (const c of response.cookies as Array<{ name: string; value: string; maxAge?: number; expires?: Date }>) {
      const gone = c.value === '' || (c.expires !== undefined && c.expires.getTime() < Date.now()) || c.maxAge === 0;
      if (gone) this.cookies.delete(c.name);
      else this.cookies.set(c.name, c.value);
    }
    const token = response.headers[CSRF_HEADER.toLowerCase()];
    if (typeof token === 'string') this.csrfToken = token;
  }

  async fetchCsrf(): Promise<string> {
    await this.request({ method: 'GET', url: '/api/users/get_csrf/' });
    return this.csrfToken!;
  }

  get(url: string) {
    return this.request({ method: 'GET', url });
  }

  post(url: string, payload?: unknown, extra: { csrf?: boolean | string } = {}) {
    return this.request({ method: 'POST', url, payload: payload as never, ...extra });
  }

  patch(url: string, payload?: unknown, extra: { csrf?: boolean | string } = {}) {
    return this.request({ method: 'PATCH', url, payload: payload as never, ...extra });
  }

  /** Logs in through the API; returns the response. */
  logIn(username = TEACHER.username, password = TEACHER.password, remember = true) {
    return this.post('/api/users/login/', { username, password, remember });
  }
}
