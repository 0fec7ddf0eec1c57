/**
 * Runs the built server as several real processes sharing one installation's services, the way a scaled-out
 * deployment does: one PostgreSQL database, a private Redis, S3 (test/fake-s3.ts), SMTP (test/smtp.ts), Stripe
 * (test/fake-stripe.ts), the same SECRET_KEY, and nginx in front (nginx.ts). Used by the cluster tests
 * (`npm run test:cluster`), the fault tests and `npm run bench:load`.
 *
 * Everything started here is a child in a process group of its own; `stop()` tears it all down even after a
 * failure, and an exit handler kills whatever is left if the test process ends without calling it.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import { openDatabase, type Database, type Db } from '../db/client';
import { REPO_ROOT } from '../paths';
import { startFakeS3, type FakeS3 } from '../test/fake-s3';
import { startFakeStripe, type FakeStripe } from '../test/fake-stripe';
import {
  baseEnv,
  freePort,
  isAlive,
  isListening,
  killOnExit,
  runCli,
  signalGroup,
  sleep,
  spawnGroup,
  type CliResult,
  type Spawned,
} from '../test/processes';
import { TestSmtpServer } from '../test/smtp';
import { startNginx, type Nginx } from './nginx';

/** The machine's PostgreSQL (trust authentication), where each cluster gets a database of its own. */
export const POSTGRES_ADMIN_URL = 'postgres://postgres@127.0.0.1:5432/postgres';
const DATABASE_PREFIX = 'pw_cluster_';
const SERVER_BUNDLE = join(REPO_ROOT, 'server', 'dist', 'server.js');
/** A first start migrates and renders the official image library into S3: slow on a busy 2-core machine. */
const SERVER_START_TIMEOUT_MS = 180_000;
const STOP_GRACE_MS = 15_000;

export type Exit = { code: number | null; signal: NodeJS.Signals | null };

const running = (spawned: Spawned) => spawned.child.exitCode === null && spawned.child.signalCode === null;

/** Sends `signal` to the group and waits for the exit; SIGKILL after `graceMs`. */
async function stopGroup(spawned: Spawned, signal: NodeJS.Signals, graceMs = STOP_GRACE_MS): Promise<Exit> {
  const pid = spawned.child.pid;
  if (pid && running(spawned)) {
    signalGroup(pid, signal);
    const timer = setTimeout(() => signalGroup(pid, 'SIGKILL'), graceMs);
    const exit = await spawned.exited;
    clearTimeout(timer);
    return exit;
  }
  return spawned.exited;
}

// ---- One server process ----------------------------------------------------------------------------------------

export interface ServerProcessOptions {
  /** A name for messages and logs (`a`, `b`…). */
  name: string;
  /** Added to (and overriding) the defaults: PORT, HOST, LOG_FORMAT, DATA_DIR. */
  env?: Record<string, string>;
  /** The DATA_DIR to use (kept at stop); default: a temporary folder removed at stop. */
  dataDir?: string;
  /** The port to listen on; default: a free one. */
  port?: number;
  /** How long to wait for the server to answer (default 180 s). */
  startTimeoutMs?: number;
}

export interface ServerProcess {
  name: string;
  port: number;
  /** `http://127.0.0.1:<port>`: the process itself, past the proxy. */
  url: string;
  pid: number;
  child: Spawned['child'];
  dataDir: string;
  exited: Promise<Exit>;
  /** Sends the signal (default SIGTERM: a graceful shutdown) and waits for the exit; SIGKILL after 15 s. */
  stop(signal?: NodeJS.Signals): Promise<Exit>;
  /** Kills the process at once (a crash) and waits for the exit. */
  kill9(): Promise<Exit>;
  /** What it wrote on stdout and stderr so far (JSON log lines). */
  logs(): string;
}

let serverNodeFlags: Promise<string[]> | undefined;

/** The Node options the server runs with in production (scripts/server-node-flags.mjs). */
function nodeFlags(): Promise<string[]> {
  serverNodeFlags ??= import(pathToFileURL(join(REPO_ROOT, 'scripts', 'server-node-flags.mjs')).href).then(
    (m: { SERVER_NODE_FLAGS: string[] }) => m.SERVER_NODE_FLAGS,
  );
  return serverNodeFlags;
}

/**
 * Starts `node <server flags> server/dist/server.js` and waits until it is ready: `GET /api/health/` answers 200
 * (or 404, from a build without that route: the server listens, which is all an older build can say).
 */
export async function startServerProcess(options: ServerProcessOptions): Promise<ServerProcess> {
  const port = options.port ?? (await freePort());
  const ownDataDir = options.dataDir === undefined;
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), `pw-cluster-${options.name}-`));
  const env = {
    ...baseEnv(),
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_FORMAT: 'json',
    DATA_DIR: dataDir,
    ...options.env,
  };
  const spawned = spawnGroup(process.execPath, [...(await nodeFlags()), SERVER_BUNDLE], { cwd: REPO_ROOT, env });
  killOnExit(spawned);
  const url = `http://127.0.0.1:${port}`;
  const describe = () => `server ${options.name} (port ${port}) said:\n${spawned.output().slice(-8000)}`;
  let removed = false;
  const cleanup = (exit: Exit) => {
    if (ownDataDir && !removed) {
      removed = true;
      rmSync(dataDir, { recursive: true, force: true });
    }
    return exit;
  };
  const server: ServerProcess = {
    name: options.name,
    port,
    url,
    pid: spawned.child.pid!,
    child: spawned.child,
    dataDir,
    exited: spawned.exited,
    stop: (signal = 'SIGTERM') => stopGroup(spawned, signal).then(cleanup),
    kill9: () => stopGroup(spawned, 'SIGKILL').then(cleanup),
    logs: spawned.output,
  };
  try {
    await waitUntilReady(server, spawned, options.startTimeoutMs ?? SERVER_START_TIMEOUT_MS, describe);
  } catch (error) {
    await server.kill9();
    throw error;
  }
  return server;
}

async function waitUntilReady(
  server: ServerProcess,
  spawned: Spawned,
  timeoutMs: number,
  describe: () => string,
): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (!running(spawned)) {
      const { code, signal } = await spawned.exited;
      throw new Error(`server ${server.name} exited (${code ?? signal}) while starting.\n${describe()}`);
    }
    try {
      const response = await fetch(`${server.url}/api/health/`, { signal: AbortSignal.timeout(5000) });
      await response.arrayBuffer();
      if (response.status === 200 || response.status === 404) return;
    } catch {
      // Not listening yet.
    }
    await sleep(200);
  }
  throw new Error(`server ${server.name} was not ready within ${timeoutMs} ms.\n${describe()}`);
}

// ---- A private Redis -------------------------------------------------------------------------------------------

/** A redis-server of the cluster's own (never the machine's shared one), on a fixed port so it can come back. */
export class RedisProcess {
  private spawned: Spawned | undefined;

  private constructor(readonly port: number) {}

  get url(): string {
    return `redis://127.0.0.1:${this.port}`;
  }

  /** Starts one on a free port. */
  static async start(port?: number): Promise<RedisProcess> {
    const redis = new RedisProcess(port ?? (await freePort()));
    await redis.start();
    return redis;
  }

  get running(): boolean {
    return this.spawned !== undefined && running(this.spawned);
  }

  /** Starts it (again) on its port; waits until it accepts connections. */
  async start(): Promise<void> {
    if (this.running) return;
    const spawned = spawnGroup(
      'redis-server',
      ['--port', String(this.port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      {},
    );
    killOnExit(spawned);
    this.spawned = spawned;
    const until = Date.now() + 30_000;
    while (!(await isListening(this.port))) {
      if (!running(spawned) || Date.now() > until) {
        await stopGroup(spawned, 'SIGKILL');
        throw new Error(`redis-server did not start on port ${this.port}:\n${spawned.output()}`);
      }
      await sleep(50);
    }
  }

  /** Stops it (SIGKILL by default: an outage, not a maintenance) and waits until it is gone. */
  async stop(signal: NodeJS.Signals = 'SIGKILL'): Promise<void> {
    if (this.spawned) await stopGroup(this.spawned, signal);
  }

  logs(): string {
    return this.spawned?.output() ?? '';
  }
}

// ---- A database of its own -------------------------------------------------------------------------------------

async function adminQuery(sql: string): Promise<pg.QueryResult> {
  const client = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
  await client.connect();
  try {
    return await client.query(sql);
  } finally {
    await client.end();
  }
}

/** Drops the databases earlier runs left behind when their process died before its `stop()`. */
async function sweepDatabases(): Promise<void> {
  const { rows } = await adminQuery(`SELECT datname FROM pg_database WHERE datname LIKE '${DATABASE_PREFIX}%'`);
  for (const { datname } of rows as { datname: string }[]) {
    const pid = Number(/^pw_cluster_(\d+)_/.exec(datname)?.[1]);
    if (pid && pid !== process.pid && !isAlive(pid)) {
      await adminQuery(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`).catch(() => undefined);
    }
  }
}

/** Creates an empty database on the machine's PostgreSQL; answers its URL and how to drop it. */
export async function createDatabase(): Promise<{ url: string; name: string; drop(): Promise<void> }> {
  await sweepDatabases();
  const name = `${DATABASE_PREFIX}${process.pid}_${randomBytes(4).toString('hex')}`;
  await adminQuery(`CREATE DATABASE "${name}"`);
  return {
    name,
    url: `postgres://postgres@127.0.0.1:5432/${name}`,
    drop: async () => {
      await adminQuery(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    },
  };
}

// ---- The cluster -----------------------------------------------------------------------------------------------

export interface ClusterOptions {
  /** How many server processes (default 2). */
  servers?: number;
  /** nginx in front (default true); without it `url` is the first server's. */
  proxy?: boolean;
  /** A private Redis, its REDIS_URL given to every server (default true). */
  redis?: boolean;
  /** The fake S3 for pictures (default true); without it each server keeps pictures in its own DATA_DIR. */
  s3?: boolean;
  /** The test SMTP server (default true). */
  smtp?: boolean;
  /** The fake Stripe (default true). */
  stripe?: boolean;
  /** Added to every server's environment (after the cluster's own). */
  env?: Record<string, string>;
}

export interface Cluster {
  /** Where clients go: nginx, or the first server without a proxy. */
  url: string;
  servers: ServerProcess[];
  databaseUrl: string;
  /** A Drizzle client on the cluster's database, for assertions. */
  db: Db;
  redis: RedisProcess | undefined;
  s3: FakeS3 | undefined;
  smtp: TestSmtpServer | undefined;
  stripe: FakeStripe | undefined;
  nginx: Nginx | undefined;
  /** The environment every server shares (without PORT and DATA_DIR). */
  env: Record<string, string>;
  /** Starts one more server with the shared environment (or replaces a stopped one: same name, new port). */
  startServer(name: string, options?: Omit<ServerProcessOptions, 'name'>): Promise<ServerProcess>;
  /** Runs `node server/dist/cli.js …args` against the cluster's database (the admin command line). */
  cli(args: string[]): Promise<CliResult>;
  /** Takes the private Redis down (SIGKILL by default) and brings it back on the same port. */
  stopRedis(signal?: NodeJS.Signals): Promise<void>;
  startRedis(): Promise<void>;
  /** Stops everything (servers, nginx, Redis, fakes) and drops the database; safe to call twice. */
  stop(): Promise<void>;
}

/** The SECRET_KEY every server of a cluster shares (sessions, activation links and code hashes must agree). */
const CLUSTER_SECRET_KEY = `cluster-secret-${randomBytes(24).toString('hex')}`;

/**
 * Starts a fresh database, the services the options ask for, N servers (the first alone, so one process migrates
 * and seeds) and nginx in front of them. Whatever it started is stopped again if a step fails.
 */
export async function startCluster(options: ClusterOptions = {}): Promise<Cluster> {
  const count = options.servers ?? 2;
  const steps: (() => Promise<unknown>)[] = [];
  const teardown = async () => {
    const errors: unknown[] = [];
    for (const step of steps.reverse()) {
      await step().catch((error: unknown) => errors.push(error));
    }
    steps.length = 0;
    if (errors.length > 0) console.error('cluster teardown:', ...errors);
  };
  try {
    const database = await createDatabase();
    steps.push(() => database.drop());
    const redis = options.redis === false ? undefined : await RedisProcess.start();
    if (redis) steps.push(() => redis.stop());
    const s3 = options.s3 === false ? undefined : await startFakeS3();
    if (s3) steps.push(() => s3.close());
    const smtp = options.smtp === false ? undefined : await TestSmtpServer.start();
    if (smtp) steps.push(() => smtp.close());
    const proxyPort = options.proxy === false ? undefined : await freePort();
    const ports = await Promise.all(Array.from({ length: count }, () => freePort()));
    const publicUrl = proxyPort ? `http://127.0.0.1:${proxyPort}` : `http://127.0.0.1:${ports[0]}`;
    const stripe =
      options.stripe === false
        ? undefined
        : await startFakeStripe({ webhookUrl: `${publicUrl}/api/payments/webhooks/stripe/` });
    if (stripe) steps.push(() => stripe.close());

    const env: Record<string, string> = {
      SECRET_KEY: CLUSTER_SECRET_KEY,
      DATABASE_URL: database.url,
      PUBLIC_URL: publicUrl,
      TRUST_PROXY: 'true',
      ...(redis ? { REDIS_URL: redis.url } : {}),
      ...(s3 ? s3.env : {}),
      ...(smtp ? { SMTP_URL: smtp.url } : {}),
      ...(stripe ? stripe.env : {}),
      ...options.env,
    };

    const servers: ServerProcess[] = [];
    steps.push(() => Promise.all(servers.map((s) => s.stop())));
    const startServer = async (name: string, more: Omit<ServerProcessOptions, 'name'> = {}) => {
      const server = await startServerProcess({ ...more, name, env: { ...env, ...more.env } });
      const at = servers.findIndex((s) => s.name === name);
      if (at === -1) servers.push(server);
      else servers[at] = server;
      return server;
    };
    const names = Array.from({ length: count }, (_, i) => String.fromCharCode(97 + i));
    // The first migrates and seeds alone; the others then find the database ready.
    await startServer(names[0]!, { port: ports[0] });
    await Promise.all(names.slice(1).map((name, i) => startServer(name, { port: ports[i + 1] })));

    let nginx: Nginx | undefined;
    if (proxyPort) {
      nginx = await startNginx({ port: proxyPort, upstreams: ports.map((p) => `127.0.0.1:${p}`) });
      steps.push(() => nginx!.stop());
    }

    const handle: Database = await openDatabase({ url: database.url });
    steps.push(() => handle.close());

    let stopped: Promise<void> | undefined;
    return {
      url: publicUrl,
      servers,
      databaseUrl: database.url,
      db: handle.db,
      redis,
      s3,
      smtp,
      stripe,
      nginx,
      env,
      startServer,
      cli: (args) => runCli(env, args),
      stopRedis: async (signal) => {
        if (!redis) throw new Error('this cluster has no Redis');
        await redis.stop(signal);
      },
      startRedis: async () => {
        if (!redis) throw new Error('this cluster has no Redis');
        await redis.start();
      },
      stop: () => (stopped ??= teardown()),
    };
  } catch (error) {
    await teardown();
    throw error;
  }
}
