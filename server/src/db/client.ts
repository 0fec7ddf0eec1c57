import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { MIGRATIONS_DIR } from '../paths';
import { describeError } from '../platform/logging';
import { PGLITE_EXTENSIONS } from './pglite-extensions';
import { PgliteThread } from './pglite-thread';
import { schema } from './schema';

/** The Drizzle database every repository takes: PGlite or node-postgres behind one type. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/** A database handle: the Drizzle client, what it runs on, and how to close it. */
export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Runs the checked-in migrations (idempotent). */
  migrate(): Promise<void>;
  close(): Promise<void>;
}

/**
 * Where the database lives: a PostgreSQL URL, a PGlite folder (on a thread of its own with `ownThread`: the server),
 * or PGlite in memory (tests), optionally started from a data directory dumped by `dumpDataDir()` (the test
 * harness's prepared template).
 */
export type DatabaseTarget =
  | { url: string }
  | { pgliteDir: string; dataDirDump?: Blob }
  | { pgliteDir: string; ownThread: true }
  | { memory: true; dataDirDump?: Blob };

export interface OpenDatabaseOptions {
  /**
   * Told when PostgreSQL drops one of the pool's connections (it restarted, or an operator ended the session); the
   * pool opens a new one on the next query. Default: one line on standard error. The error never holds the URL.
   */
  onConnectionError?: (error: Error) => void;
}

/**
 * The pool's limits. `connectionTimeoutMillis`: a request waits at most 5 s for a connection to a database that is
 * down or unreachable (pg waits forever by default), then answers 503 (platform/database-outage.ts).
 * `idleTimeoutMillis`: a connection unused for 30 s is closed, so a quiet server holds few and a restarted
 * PostgreSQL's dead ones go away.
 */
export const POOL_OPTIONS = { max: 10, connectionTimeoutMillis: 5000, idleTimeoutMillis: 30_000 } as const;

const reportToStderr = (error: Error) => console.error(`PostgreSQL connection lost: ${describeError(error)}`);

/** Opens the database the target names. */
export async function openDatabase(target: DatabaseTarget, opening: OpenDatabaseOptions = {}): Promise<Database> {
  if ('url' in target) {
    const pool = new pg.Pool({ connectionString: target.url, ...POOL_OPTIONS });
    const onConnectionError = opening.onConnectionError ?? reportToStderr;
    // An idle connection that dies is the pool's 'error' event; without a listener Node ends the process.
    pool.on('error', (error) => onConnectionError(error));
    // A connection checked out (a transaction between two queries) emits 'error' on its client, which the pool
    // does not listen to then: the same crash. Its queries fail anyway (503), and the pool drops it on release.
    pool.on('connect', (client) => client.on('error', () => {}));
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      migrate: () => migratePg(db as never, { migrationsFolder: MIGRATIONS_DIR }),
      close: () => pool.end(),
    };
  }
  if ('ownThread' in target) {
    // The server's embedded database: on a thread of its own (pglite-thread.ts). Drizzle's PGlite driver only
    // calls `query` and `transaction`, which the thread's client provides.
    mkdirSync(target.pgliteDir, { recursive: true });
    return pgliteDatabase(await PgliteThread.open(target.pgliteDir));
  }
  // A dump is only loaded into an empty folder (or memory); PGlite then skips creating the cluster.
  const options = { extensions: PGLITE_EXTENSIONS, loadDataDir: target.dataDirDump };
  if (!('pgliteDir' in target)) return pgliteDatabase(await PGlite.create(options));
  mkdirSync(target.pgliteDir, { recursive: true });
  const client = await PGlite.create(target.pgliteDir, options).catch((cause: unknown) => {
    // PGlite's own errors about its files often carry no message (an errno); say what was being opened.
    throw new Error(`could not open the embedded database in ${target.pgliteDir}`, { cause });
  });
  return pgliteDatabase(client);
}

/** The handle of a PGlite client, in this thread or on its own (which gives Drizzle the same two calls). */
function pgliteDatabase(client: PGlite | PgliteThread): Database {
  const db = drizzlePglite(client as PGlite, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(db as never, { migrationsFolder: MIGRATIONS_DIR }),
    close: () => client.close(),
  };
}

/**
 * The database the configuration names: `DATABASE_URL`, else PGlite files under `DATA_DIR` (on a thread of its own
 * with `ownThread`: the server's choice; a short command keeps it in its own thread).
 */
export function databaseTargetFor(
  config: { databaseUrl: string | undefined; dataDir: string },
  options: { ownThread?: boolean } = {},
): DatabaseTarget {
  if (config.databaseUrl) return { url: config.databaseUrl };
  return { pgliteDir: join(config.dataDir, 'pglite'), ...(options.ownThread ? { ownThread: true } : {}) };
}
