import { mkdirSync, readFileSync, renameSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * One process at a time on an embedded (PGlite) database. PGlite is PostgreSQL in one process: a second process
 * opening the same files works on its own copy in memory and the two overwrite each other (a key minted by
 * `npm run admin` beside a running server was lost, a user created then got an id the server gave again). So
 * whoever opens `DATA_DIR/pglite` first holds this lock file in DATA_DIR, and the others ask it (the admin
 * command line talks to a running server, cli/admin-channel.ts) or refuse.
 */

export const LOCK_FILE = 'embedded-database.lock';

/** Who holds the lock, as written in the file. */
export interface LockHolder {
  pid: number;
  /** A server, or the admin command line working on the database itself. */
  role: 'server' | 'admin';
  startedAt: string;
  /** Where a server takes admin commands (a Unix socket or a Windows pipe), once it listens. */
  socket?: string;
}

export interface HeldLock {
  readonly path: string;
  /** Records more about the holder (the admin socket), replacing the file at once. */
  update(fields: Partial<Pick<LockHolder, 'socket'>>): void;
  /** Frees the lock (only while the file still names this process). Safe to call twice. */
  release(): void;
}

export type LockAttempt = { acquired: true; lock: HeldLock } | { acquired: false; holder: LockHolder; path: string };

export function lockPath(dataDir: string): string {
  return join(dataDir, LOCK_FILE);
}

/** Whether a process with this id runs (signal 0 checks without sending anything). */
function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it runs, as another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readHolder(path: string): LockHolder | null | 'gone' {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 'gone';
    throw error;
  }
  try {
    const holder = JSON.parse(text) as LockHolder;
    return Number.isInteger(holder.pid) && holder.pid > 0 ? holder : null;
  } catch {
    return null;
  }
}

/** Lock files this process holds now (a test may run two admin commands at once in one process). */
const heldHere = new Set<string>();

/**
 * A lock nobody holds any more: its process has ended (a crash, a power cut), or its id is this very process's
 * although this process does not hold it (a container restarted: the server gets the same id every time).
 */
function isStale(holder: LockHolder, path: string): boolean {
  if (holder.pid === process.pid) return !heldHere.has(path);
  return !isRunning(holder.pid);
}

/** Tries once to take the lock for this process; a stale lock is removed and taken. Never waits. */
export function tryLock(dataDir: string, role: LockHolder['role']): LockAttempt {
  mkdirSync(dataDir, { recursive: true });
  const path = lockPath(dataDir);
  const mine: LockHolder = { pid: process.pid, role, startedAt: new Date().toISOString() };
  for (let attempt = 0; ; attempt++) {
    try {
      // 'wx': created only if absent, so of two processes starting together exactly one gets it.
      writeFileSync(path, JSON.stringify(mine), { flag: 'wx', mode: 0o600 });
      return { acquired: true, lock: heldLock(path, mine) };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const holder = readHolder(path);
    if (holder === 'gone') continue;
    if (holder === null) {
      // Being written this very moment by its creator, or garbage left by a crash mid-write.
      if (attempt < 20 && Date.now() - statSync(path).mtimeMs < 5000) {
        Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 50);
        continue;
      }
      unlinkQuietly(path);
      continue;
    }
    if (attempt < 20 && isStale(holder, path)) {
      unlinkQuietly(path);
      continue;
    }
    return { acquired: false, holder, path };
  }
}

function unlinkQuietly(path: string): void {
  try {
    unlinkSync(path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
}

function heldLock(path: string, mine: LockHolder): HeldLock {
  let current = mine;
  let released = false;
  heldHere.add(path);
  const onExit = () => release();
  // Also on process.exit() and an uncaught error; a kill -9 leaves the file, which the next one finds stale.
  process.on('exit', onExit);
  function release(): void {
    if (released) return;
    released = true;
    heldHere.delete(path);
    process.off('exit', onExit);
    const holder = readHolder(path);
    if (holder && holder !== 'gone' && holder.pid === process.pid) unlinkQuietly(path);
  }
  return {
    path,
    update(fields) {
      if (released) return;
      current = { ...current, ...fields };
      const temp = `${path}.${process.pid}.tmp`;
      writeFileSync(temp, JSON.stringify(current), { mode: 0o600 });
      renameSync(temp, path);
    },
    release,
  };
}

/** How a person is told who holds the database. */
export function describeHolder(holder: LockHolder): string {
  return `process ${holder.pid} (${holder.role === 'server' ? 'a PlayWords server' : 'npm run admin'})`;
}

/** How long a starting server waits for an `npm run admin` that is working on the database itself. */
const ADMIN_WAIT_MS = 30_000;

/**
 * Takes the lock for a server: waits for an admin command that has the database to itself, and refuses (an Error
 * with the reason) when another server holds it.
 */
export async function lockForServer(dataDir: string): Promise<HeldLock> {
  const started = Date.now();
  for (;;) {
    const attempt = tryLock(dataDir, 'server');
    if (attempt.acquired) return attempt.lock;
    const { holder, path } = attempt;
    const stale = `If it no longer runs, delete ${path} and start again.`;
    if (holder.role === 'server') {
      throw new Error(
        `PlayWords is already running on ${dataDir} (process ${holder.pid}); stop it first, or give this server ` +
          `another DATA_DIR. ${stale}`,
      );
    }
    if (Date.now() - started > ADMIN_WAIT_MS) {
      throw new Error(
        `npm run admin (process ${holder.pid}) has been using the embedded database in ${dataDir} for over ` +
          `${ADMIN_WAIT_MS / 1000} s; start the server when it has finished. ${stale}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
