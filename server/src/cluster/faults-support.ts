import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { CSRF_HEADER } from '@playwords/common';
import { openDatabase } from '../db/client';
import { seedDatabase } from '../db/seed';
import { LocalStorage } from '../platform/storage';
import { cachedOfficialLibrary } from '../test/official-library-cache';
import { ensureServerBuilt } from '../test/processes';
import { multipart, type FilePart } from '../test/uploads';
import { runCli, startServerProcess, type ServerProcess } from './launch';
import { startPrivatePostgres, type PrivatePostgres } from './private-postgres';

const SECRET_KEY = 'fault-test-secret-0123456789abcdefghijklmnopqrstuvwxyz';

// What the fault tests share: a browser-like HTTP client over real sockets (cookies, the CSRF token, a deadline on
// every request, and every failure kept as an outcome rather than thrown), a database prepared before a server
// starts on it, and the admin command line run against it.

/** One request's outcome: a status, or the way it failed (a deadline, a refused or reset connection). */
export interface Outcome {
  status: number | null;
  body: unknown;
  /** 'timeout', or the socket error's code (ECONNREFUSED, ECONNRESET, …), when no answer came. */
  failure: string | null;
  label: string;
}

/** What a fetch rejection says went wrong: a deadline, or the socket's error code. */
function failureOf(error: unknown): string {
  const err = error as { name?: string; cause?: { code?: string; name?: string; message?: string } };
  if (err.name === 'TimeoutError' || err.name === 'AbortError') return 'timeout';
  return err.cause?.code ?? err.cause?.name ?? err.cause?.message ?? String(error);
}

/** A browser of the site at `base`: keeps its cookies and CSRF token, sends the token and Origin on writes. */
export class Visitor {
  readonly cookies = new Map<string, string>();
  csrf: string | undefined;

  constructor(
    public base: string,
    private readonly timeoutMs = 12_000,
  ) {}

  /** Sends one request; never throws: a missing answer is an outcome too. */
  async request(
    method: string,
    path: string,
    body?: unknown,
    options: { files?: FilePart[]; label?: string } = {},
  ): Promise<Outcome> {
    const label = options.label ?? `${method} ${path}`;
    const headers: Record<string, string> = {};
    let payload: string | Buffer | undefined;
    if (method !== 'GET' && method !== 'HEAD') {
      if (!this.csrf) await this.request('GET', '/api/users/get_csrf/');
      headers[CSRF_HEADER] = this.csrf ?? '';
      headers.origin = new URL(this.base).origin;
    }
    if (options.files) {
      const form = multipart(body as Record<string, string>, options.files);
      payload = form.payload;
      Object.assign(headers, form.headers);
    } else if (body !== undefined) {
      payload = JSON.stringify(body);
      headers['content-type'] = 'application/json';
    }
    if (this.cookies.size > 0) headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    try {
      const response = await fetch(new URL(path, this.base), {
        method,
        headers,
        body: payload,
        signal: AbortSignal.timeout(this.timeoutMs),
      });
      this.remember(response);
      const text = await response.text();
      let parsed: unknown = text;
      try {
        parsed = JSON.parse(text);
      } catch {
        // Not JSON: kept as text.
      }
      return { status: response.status, body: parsed, failure: null, label };
    } catch (error) {
      return { status: null, body: null, failure: failureOf(error), label };
    }
  }

  private remember(response: Response): void {
    for (const line of response.headers.getSetCookie()) {
      const [pair, ...attributes] = line.split(';');
      const at = pair!.indexOf('=');
      const name = pair!.slice(0, at).trim();
      const value = pair!.slice(at + 1).trim();
      const expired = attributes.some((a) => /^\s*max-age=0\s*$/i.test(a)) || value === '';
      if (expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    const token = response.headers.get(CSRF_HEADER);
    if (token) this.csrf = token;
  }

  /** Logs in (the answer is the outcome, whatever it is). */
  logIn(username: string, password: string): Promise<Outcome> {
    return this.request('POST', '/api/users/login/', { username, password, remember: true });
  }
}

/** An outcome as one line, for failure messages. */
export const describeOutcome = (o: Outcome) =>
  `${o.label} → ${o.status ?? o.failure}${o.status !== null && o.status >= 400 ? ` ${JSON.stringify(o.body)}` : ''}`;

/**
 * Migrates and seeds a PostgreSQL database (the official library from the tests' shared rendering) and stores its
 * pictures in `dataDir/media`, so a server or a command started on them is ready in seconds.
 */
export async function preparePostgres(url: string, dataDir: string): Promise<void> {
  const database = await openDatabase({ url });
  try {
    await database.migrate();
    await seedDatabase(
      database.db,
      new Date(),
      new LocalStorage(join(dataDir, 'media'), { sync: false }),
      cachedOfficialLibrary,
    );
  } finally {
    await database.close();
  }
}

/** Runs the admin command line with this environment (its DATABASE_URL and DATA_DIR); throws unless it succeeds. */
export async function cli(env: Record<string, string>, args: string[]): Promise<string> {
  const result = await runCli(args, env);
  if (result.code !== 0)
    throw new Error(`cli ${args.join(' ')} exited ${result.code}:\n${result.stdout}${result.stderr}`);
  return result.stdout;
}

/** Creates a verified teacher with the command line, and a licence of `plan` for 30 days when one is asked for. */
export async function createTeacher(
  env: Record<string, string>,
  username: string,
  plan?: 'PRO' | 'PRE',
  password = PASSWORD,
): Promise<void> {
  await cli(env, [
    'create-user',
    '--username',
    username,
    '--password',
    password,
    '--email',
    `${username}@school.example`,
    '--verified',
  ]);
  if (plan) await cli(env, ['grant-licence', '--username', username, '--type', plan, '--days', '30']);
}

/** A fresh database and its DATA_DIR, with the environment a server or a command runs on them with. */
export interface Installation {
  url: string;
  dataDir: string;
  env: Record<string, string>;
}

/**
 * A fault test file's bench: a private PostgreSQL (which it may restart), fresh installations on it, servers
 * started through the cluster launcher, and everything undone at `close()`, in reverse order, even after a failure.
 */
export class FaultBench {
  private readonly cleanups: Array<() => unknown> = [];

  private constructor(readonly postgres: PrivatePostgres) {
    this.defer(() => postgres.stop());
  }

  /** Builds the server bundle if needed and starts the private PostgreSQL. */
  static async start(): Promise<FaultBench> {
    await ensureServerBuilt();
    return new FaultBench(await startPrivatePostgres());
  }

  /** Runs `cleanup` at `close()` (last deferred, first run). */
  defer(cleanup: () => unknown): void {
    this.cleanups.push(cleanup);
  }

  /** A migrated and seeded database with a DATA_DIR (a new temporary folder unless `dataDir` is given). */
  async installation(name: string, dataDir?: string): Promise<Installation> {
    const url = await this.postgres.createDatabase(name);
    const dir = dataDir ?? mkdtempSync(join(tmpdir(), `pw-faults-${name}-`));
    if (!dataDir) this.defer(() => rmSync(dir, { recursive: true, force: true }));
    await preparePostgres(url, dir);
    return { url, dataDir: dir, env: { DATABASE_URL: url, SECRET_KEY, DATA_DIR: dir, LOG_LEVEL: 'info' } };
  }

  /** Starts a server process on an installation (killed at `close()` if still running). */
  async server(name: string, installation: Installation, env: Record<string, string> = {}): Promise<ServerProcess> {
    const server = await startServerProcess({
      name,
      env: { ...installation.env, ...env },
      dataDir: installation.dataDir,
    });
    this.defer(() => server.kill9());
    return server;
  }

  /** Undoes everything, in reverse order; a failing step does not stop the others. */
  async close(): Promise<void> {
    for (const cleanup of this.cleanups.reverse()) {
      try {
        await cleanup();
      } catch (error) {
        console.error('fault bench cleanup:', error);
      }
    }
    this.cleanups.length = 0;
  }
}

/** The password of every teacher the fault tests create. */
export const PASSWORD = 'Quiet-Harbour-42';

/** Signs a visitor in; throws with the answer unless it worked. */
export async function signedIn(base: string, username: string): Promise<Visitor> {
  const visitor = new Visitor(base);
  const outcome = await visitor.logIn(username, PASSWORD);
  if (outcome.status !== 200) throw new Error(`could not sign in: ${describeOutcome(outcome)}`);
  return visitor;
}

/** A database client for assertions; closed at the bench's `close()`. */
export async function queryClient(bench: FaultBench, url: string): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  bench.defer(() => client.end());
  return client;
}
