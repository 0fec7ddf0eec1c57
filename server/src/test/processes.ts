import { execFileSync, spawn, type ChildProcess, type SpawnOptions } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createConnection, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase, type DatabaseTarget } from '../db/client';
import { REPO_ROOT } from '../paths';
import { seedDatabase } from '../db/seed';
import { LocalStorage } from '../platform/storage';
import { cachedOfficialLibrary } from './official-library-cache';

/**
 * Helpers for tests that run the built server (and npm, and the admin command line) as real processes: free
 * ports, temporary data folders, waiting for an answer, and finding every process a command started.
 */

/**
 * Builds the server bundle if it is missing or older than its sources (`scripts/ensure-built.mjs server`), once
 * at a time across test processes: a folder made with mkdir is the lock, so two test files never write the
 * bundle together.
 */
export async function ensureServerBuilt(): Promise<void> {
  const lock = join(tmpdir(), `playwords-build-${createHash('sha256').update(REPO_ROOT).digest('hex').slice(0, 12)}`);
  for (;;) {
    try {
      mkdirSync(lock);
      break;
    } catch {
      // Left by a test process that was killed mid-build: older than any build takes.
      const since = statSync(lock, { throwIfNoEntry: false })?.mtimeMs ?? Date.now();
      if (Date.now() - since > 120_000) rmSync(lock, { force: true, recursive: true });
      await sleep(200);
    }
  }
  try {
    execFileSync(process.execPath, ['scripts/ensure-built.mjs', 'server'], { cwd: REPO_ROOT, stdio: 'pipe' });
  } finally {
    rmSync(lock, { force: true, recursive: true });
  }
}

/** A port nobody listens on now (the system picks it). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/**
 * A temporary DATA_DIR holding an embedded database that is already migrated and seeded, the official image
 * library copied from the test cache: a server started on it is ready in seconds instead of rendering the library.
 */
export async function preparedDataDir(): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), 'pw-proc-'));
  await seedInstallation({ pgliteDir: join(dir, 'pglite') }, dir);
  return dir;
}

/**
 * Migrates and seeds a database (the official library from the tests' shared rendering) and stores its pictures
 * in `dataDir/media`, so a server or a command started on them is ready in seconds.
 */
export async function seedInstallation(target: DatabaseTarget, dataDir: string): Promise<void> {
  const database = await openDatabase(target);
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

export function removeDir(dir: string | undefined): void {
  if (dir) rmSync(dir, { recursive: true, force: true });
}

/** The environment of a server process under test: this port and folder, no web or game build, quiet logs. */
export function serverEnv(port: number, dataDir: string, extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    WEB_DIST_DIR: join(dataDir, 'no-web-build'),
    GAMES_DIST_DIR: join(dataDir, 'no-games-build'),
    SECRET_KEY: 'process-test-secret-0123456789abcdefghijklmnopqrstuvwxyz',
    LOG_LEVEL: 'warn',
    ...extra,
  };
  // The suite may run on PostgreSQL; these processes use the embedded database in their DATA_DIR.
  delete env.DATABASE_URL;
  return env;
}

/** A child process whose output is kept (for failure messages) and whose whole group can be killed. */
export interface Spawned {
  child: ChildProcess;
  output(): string;
  /** Resolves with the exit code (or the signal) once the process has exited. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/** Starts a command in a process group of its own (so `killGroup` reaches whatever it starts). */
export function spawnGroup(command: string, args: string[], options: SpawnOptions): Spawned {
  const child = spawn(command, args, { ...options, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.on('exit', (code, signal) => resolve({ code, signal })),
  );
  return { child, output: () => output, exited };
}

/** Kills a process group started by `spawnGroup` and every process in `pids` (cleanup, even after a failure). */
export function killAll(group: Spawned | undefined, pids: number[] = []): void {
  const targets = group?.child.pid ? [-group.child.pid, ...pids] : pids;
  for (const pid of targets) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // Already gone.
    }
  }
}

/** Sends `signal` to a process group; nothing when it has gone. */
export function signalGroup(pid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(-pid, signal);
  } catch {
    // Already gone.
  }
}

/** Process groups still running, killed if this process exits first (a failed or interrupted test). */
const liveGroups = new Set<number>();
let exitHandlerInstalled = false;

/** Kills the group of `spawned` when this process exits while it still runs. */
export function killOnExit(spawned: Spawned): void {
  const pid = spawned.child.pid;
  if (!pid) return;
  liveGroups.add(pid);
  void spawned.exited.then(() => liveGroups.delete(pid));
  if (!exitHandlerInstalled) {
    exitHandlerInstalled = true;
    process.on('exit', () => {
      for (const group of liveGroups) signalGroup(group, 'SIGKILL');
    });
  }
}

/** The environment of this test process, without what would change how a child runs (Vitest's own, a database). */
export function baseEnv(): Record<string, string> {
  const env: Record<string, string> = {};
  for (const [key, value] of Object.entries(process.env)) {
    if (value === undefined || key.startsWith('VITEST') || key === 'NODE_OPTIONS' || key === 'TEST') continue;
    if (key === 'DATABASE_URL' || key === 'REDIS_URL' || key.startsWith('S3_') || key.startsWith('STRIPE_')) continue;
    env[key] = value;
  }
  return env;
}

export interface CliResult {
  code: number | null;
  /** What it printed on stdout. */
  out: string;
  /** What it printed on stderr. */
  err: string;
}

/**
 * Runs the built admin command line (`node server/dist/cli.js …args`; `script: 'scripts/admin.mjs'` runs it as
 * `npm run admin` does) from the repository's root with `env` over `baseEnv()`, in a DATA_DIR of its own unless
 * `env` names one; killed after 120 s. Answers its exit code and output.
 */
export async function runCli(
  env: NodeJS.ProcessEnv,
  args: string[],
  { script = 'server/dist/cli.js' }: { script?: string } = {},
): Promise<CliResult> {
  const ownDataDir = env.DATA_DIR ? undefined : mkdtempSync(join(tmpdir(), 'pw-cli-'));
  try {
    const spawned = spawnGroup(process.execPath, [script, ...args], {
      cwd: REPO_ROOT,
      env: { ...baseEnv(), ...(ownDataDir ? { DATA_DIR: ownDataDir } : {}), LOG_FORMAT: 'json', ...env },
    });
    killOnExit(spawned);
    let out = '';
    let err = '';
    spawned.child.stdout?.on('data', (chunk: Buffer) => (out += chunk.toString()));
    spawned.child.stderr?.on('data', (chunk: Buffer) => (err += chunk.toString()));
    const timer = setTimeout(() => signalGroup(spawned.child.pid!, 'SIGKILL'), 120_000);
    const { code } = await spawned.exited;
    clearTimeout(timer);
    return { code, out, err };
  } finally {
    removeDir(ownDataDir);
  }
}

export interface BuiltServerOptions {
  /** More of its environment (over `serverEnv`'s). */
  env?: Record<string, string>;
  /** Node's options before the bundle (`--enable-source-maps`). */
  nodeArgs?: string[];
}

/** The built server (`server/dist/server.js`) on `dataDir` and `port`, in a process group of its own. */
export function spawnServer(dataDir: string, port: number, options: BuiltServerOptions = {}): Spawned {
  return spawnGroup(process.execPath, [...(options.nodeArgs ?? []), 'server/dist/server.js'], {
    cwd: REPO_ROOT,
    env: serverEnv(port, dataDir, options.env),
  });
}

export interface BuiltServer extends Spawned {
  port: number;
  /** `http://127.0.0.1:<port>`. */
  url: string;
  /** Sends the signal (default SIGTERM) and waits for the exit. */
  stop(signal?: NodeJS.Signals): Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/** Starts the built server on `dataDir` (a free port unless given) and waits until it answers; killed if it does not. */
export async function startServer(
  dataDir: string,
  options: BuiltServerOptions & { port?: number } = {},
): Promise<BuiltServer> {
  const port = options.port ?? (await freePort());
  const spawned = spawnServer(dataDir, port, options);
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitForAnswer(`${url}/api/health/`, 90_000, spawned.output);
  } catch (error) {
    killAll(spawned);
    throw error;
  }
  return {
    ...spawned,
    port,
    url,
    stop(signal = 'SIGTERM') {
      spawned.child.kill(signal);
      return spawned.exited;
    },
  };
}

/** Waits until `url` answers (any status); throws with `describe()` after `timeoutMs`. */
export async function waitForAnswer(url: string, timeoutMs: number, describe: () => string): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      await fetch(url, { signal: AbortSignal.timeout(1000) });
      return;
    } catch {
      await sleep(100);
    }
  }
  throw new Error(`No answer from ${url} within ${timeoutMs} ms.\n${describe()}`);
}

export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** Whether something accepts connections on the port. */
export function isListening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** A process's parent and state from /proc (Linux), or null once it has gone. */
function procStat(pid: number): { ppid: number; state: string } | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) is in parentheses and may hold spaces; the fields after it are plain.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return { state: fields[0]!, ppid: Number(fields[1]) };
  } catch {
    return null;
  }
}

/** Every living process below `pid` (children, their children…). */
export function descendants(pid: number): number[] {
  const children = new Map<number, number[]>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = procStat(Number(entry));
    if (!stat) continue;
    children.set(stat.ppid, [...(children.get(stat.ppid) ?? []), Number(entry)]);
  }
  const found: number[] = [];
  const queue = [pid];
  while (queue.length > 0) {
    for (const child of children.get(queue.shift()!) ?? []) {
      found.push(child);
      queue.push(child);
    }
  }
  return found.filter(isAlive);
}

/** Alive: present and not a zombie (an exited process nobody has reaped yet runs nothing and holds no port). */
export function isAlive(pid: number): boolean {
  const stat = procStat(pid);
  return stat !== null && stat.state !== 'Z';
}

/** The command line of a process, for failure messages. */
export function commandOf(pid: number): string {
  const path = `/proc/${pid}/cmdline`;
  return existsSync(path) ? readFileSync(path, 'utf8').split('\0').join(' ').trim() : '(gone)';
}

/** Polls `check` until it holds or `timeoutMs` passes; answers whether it held. */
export async function eventually(check: () => boolean | Promise<boolean>, timeoutMs: number): Promise<boolean> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    if (await check()) return true;
    if (Date.now() >= until) return false;
    await sleep(100);
  }
}
