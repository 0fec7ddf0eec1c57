import { execFile } from 'node:child_process';
import { chownSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { freePort, sleep } from '../test/processes';

// A PostgreSQL 15 of the test's own, so a test may restart or stop it: the machine's PostgreSQL is shared by every
// test and helper and is never touched. initdb and postgres refuse to run as root, so both run as the `postgres`
// user, in a temporary folder that user owns, with trust authentication on 127.0.0.1 and its socket in that folder.

const run = promisify(execFile);

/** Where Debian puts PostgreSQL 15's programs. */
export const POSTGRES_BIN = '/usr/lib/postgresql/15/bin';

/** A running private PostgreSQL: its port and URLs, and the restarts a fault test needs. */
export interface PrivatePostgres {
  port: number;
  /** The folder holding its data directory, socket and log. */
  dir: string;
  /** A URL of one of its databases (user postgres, no password). */
  url(database?: string): string;
  /** Creates an empty database and answers its URL. */
  createDatabase(name: string): Promise<string>;
  /**
   * `pg_ctl restart -m fast`: every connection is cut, then it accepts connections again. With `downMs`, it stays
   * stopped that long between the two (a restart takes a fifth of a second, shorter than most requests notice).
   */
  restart(downMs?: number): Promise<void>;
  /** Stops it (immediately) and removes its folder; safe to call twice. */
  stop(): Promise<void>;
  /** Its log so far, for failure messages. */
  log(): string;
}

/** Runs a PostgreSQL program as the `postgres` user (initdb and the server refuse root). */
function asPostgres(program: string, args: string[]): Promise<{ stdout: string; stderr: string }> {
  const command = [join(POSTGRES_BIN, program), ...args];
  if (process.getuid?.() !== 0) return run(command[0]!, command.slice(1), { timeout: 120_000 });
  return run('runuser', ['-u', 'postgres', '--', ...command], { timeout: 120_000 });
}

/** The numeric user and group of `postgres`, to hand it the folder. */
async function postgresIds(): Promise<{ uid: number; gid: number }> {
  const [{ stdout: uid }, { stdout: gid }] = await Promise.all([
    run('id', ['-u', 'postgres']),
    run('id', ['-g', 'postgres']),
  ]);
  return { uid: Number(uid.trim()), gid: Number(gid.trim()) };
}

/** Creates, starts and answers a private PostgreSQL on a free port (about a second or two). */
export async function startPrivatePostgres(): Promise<PrivatePostgres> {
  const dir = mkdtempSync(join(tmpdir(), 'pw-private-pg-'));
  const data = join(dir, 'data');
  const socket = join(dir, 'socket');
  const logFile = join(dir, 'postgres.log');
  let stopped = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    await asPostgres('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']).catch(() => undefined);
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    mkdirSync(socket);
    if (process.getuid?.() === 0) {
      const { uid, gid } = await postgresIds();
      chownSync(dir, uid, gid);
      chownSync(socket, uid, gid);
    }
    // No fsync: the data is thrown away with the folder, and a loaded machine restarts it faster.
    await asPostgres('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '-E', 'UTF8', '--locale=C', '--no-sync']);
    const port = await freePort();
    const options = [
      `-p ${port}`,
      `-k ${socket}`,
      '-c listen_addresses=127.0.0.1',
      '-c fsync=off',
      '-c synchronous_commit=off',
      '-c full_page_writes=off',
      '-c max_connections=60',
    ].join(' ');
    // `pg_ctl restart` later starts it again with these same options (kept in postmaster.opts).
    await asPostgres('pg_ctl', ['-D', data, '-o', options, '-l', logFile, '-w', '-t', '60', 'start']);
    const url = (database = 'postgres') => `postgresql://postgres@127.0.0.1:${port}/${database}`;
    return {
      port,
      dir,
      url,
      async createDatabase(name) {
        await asPostgres('createdb', ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', name]);
        return url(name);
      },
      async restart(downMs = 0) {
        if (downMs === 0) {
          await asPostgres('pg_ctl', ['-D', data, '-m', 'fast', '-l', logFile, '-w', '-t', '60', 'restart']);
          return;
        }
        await asPostgres('pg_ctl', ['-D', data, '-m', 'fast', '-w', '-t', '60', 'stop']);
        await sleep(downMs);
        await asPostgres('pg_ctl', ['-D', data, '-o', options, '-l', logFile, '-w', '-t', '60', 'start']);
      },
      stop,
      log: () => {
        try {
          return readFileSync(logFile, 'utf8');
        } catch {
          return '(no log)';
        }
      },
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
