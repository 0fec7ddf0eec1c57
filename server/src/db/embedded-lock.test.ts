import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { lockForServer, lockPath, tryLock, type HeldLock } from './embedded-lock';

let dir: string;
const held: HeldLock[] = [];
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'pw-lock-'));
});
afterEach(() => {
  for (const lock of held.splice(0)) lock.release();
  rmSync(dir, { recursive: true, force: true });
});

function take(role: 'server' | 'admin' = 'admin'): HeldLock {
  const attempt = tryLock(dir, role);
  if (!attempt.acquired) throw new Error(`held by ${attempt.holder.pid}`);
  held.push(attempt.lock);
  return attempt.lock;
}

/** The id of a process that has ended. */
function deadPid(): number {
  return spawnSync(process.execPath, ['-e', '']).pid!;
}

const writeLock = (holder: object) => writeFileSync(lockPath(dir), JSON.stringify(holder));

describe('the embedded database lock', () => {
  it('is taken once: the file names this process and its role, and a second attempt sees the holder', () => {
    const lock = take('server');
    expect(JSON.parse(readFileSync(lock.path, 'utf8'))).toMatchObject({ pid: process.pid, role: 'server' });
    expect(tryLock(dir, 'admin')).toMatchObject({ acquired: false, holder: { pid: process.pid, role: 'server' } });
    lock.update({ socket: '/tmp/x.sock' });
    expect(JSON.parse(readFileSync(lock.path, 'utf8'))).toMatchObject({ pid: process.pid, socket: '/tmp/x.sock' });
    lock.release();
    expect(existsSync(lock.path)).toBe(false);
    take();
  });

  it('left by a process that has ended, is stale and taken over', () => {
    writeLock({ pid: deadPid(), role: 'server', startedAt: '2026-01-01T00:00:00.000Z' });
    expect(JSON.parse(readFileSync(take().path, 'utf8'))).toMatchObject({ pid: process.pid, role: 'admin' });
  });

  it("naming this process's id, which does not hold it (a restarted container), is stale", () => {
    writeLock({ pid: process.pid, role: 'server', startedAt: '2026-01-01T00:00:00.000Z' });
    expect(take().path).toBe(lockPath(dir));
  });

  it('unreadable and older than a few seconds (a crash while writing it) is taken over', () => {
    writeFileSync(lockPath(dir), '{"pi');
    const old = new Date(Date.now() - 60_000);
    utimesSync(lockPath(dir), old, old);
    expect(take().path).toBe(lockPath(dir));
  });

  it('held by another live process is not taken; releasing ours never removes theirs', () => {
    const lock = take();
    writeLock({ pid: process.ppid, role: 'server', startedAt: '2026-01-01T00:00:00.000Z' });
    lock.release();
    expect(tryLock(dir, 'admin')).toMatchObject({ acquired: false, holder: { pid: process.ppid } });
  });

  it('makes a second server refuse at once, saying which process runs and what to do', async () => {
    writeLock({ pid: process.ppid, role: 'server', startedAt: '2026-01-01T00:00:00.000Z' });
    await expect(lockForServer(dir)).rejects.toThrow(
      `PlayWords is already running on ${dir} (process ${process.ppid}); stop it first, or give this server ` +
        `another DATA_DIR. If it no longer runs, delete ${lockPath(dir)} and start again.`,
    );
  });

  it('makes a server wait for an admin command that has the database, then start', async () => {
    const admin = take('admin');
    const server = lockForServer(dir);
    await new Promise((resolve) => setTimeout(resolve, 500));
    admin.release();
    const lock = await server;
    held.push(lock);
    expect(JSON.parse(readFileSync(lock.path, 'utf8'))).toMatchObject({ pid: process.pid, role: 'server' });
  });
});
