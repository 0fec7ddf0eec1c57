import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { describeOutcome, HttpClient, type Outcome } from '../test/http-client';
import { ensureServerBuilt, runCli, seedInstallation } from '../test/processes';
import { startServerProcess, type ServerProcess } from './launch';
import { startPrivatePostgres, type PrivatePostgres } from './private-postgres';

const SECRET_KEY = 'fault-test-secret-0123456789abcdefghijklmnopqrstuvwxyz';

// What the fault tests share: browsers whose failures are outcomes (test/http-client.ts), a database prepared
// before a server starts on it, and the admin command line run against it.

/** A browser of the site at `base` for load sent through an outage: 12 s for each request. */
export const visitor = (base: string) => new HttpClient(base, { timeoutMs: 12_000 });

/** A fault-test teacher's login (remembered), its answer or its failure the outcome. */
export const tryLogIn = (browser: HttpClient, username: string): Promise<Outcome> =>
  browser.attempt('POST', '/api/users/login/', { json: { username, password: PASSWORD, remember: true } });

/** Runs the admin command line with this environment (its DATABASE_URL and DATA_DIR); throws unless it succeeds. */
export async function cli(env: Record<string, string>, args: string[]): Promise<string> {
  const result = await runCli(env, args);
  if (result.code !== 0) throw new Error(`cli ${args.join(' ')} exited ${result.code}:\n${result.out}${result.err}`);
  return result.out;
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
    await seedInstallation({ url }, dir);
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
export async function signedIn(base: string, username: string): Promise<HttpClient> {
  const browser = visitor(base);
  const outcome = await tryLogIn(browser, username);
  if (outcome.status !== 200) throw new Error(`could not sign in: ${describeOutcome(outcome)}`);
  return browser;
}

/** A database client for assertions; closed at the bench's `close()`. */
export async function queryClient(bench: FaultBench, url: string): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  bench.defer(() => client.end());
  return client;
}
