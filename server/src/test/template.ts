import { randomBytes } from 'node:crypto';
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { openDatabase, type Database } from '../db/client';
import { seedDatabase } from '../db/seed';
import { ManualClock } from '../platform/clock';
import { LocalStorage } from '../platform/storage';
import { cachedOfficialLibrary } from './official-library-cache';

/**
 * The database every server test file starts from, migrated and seeded once per run (vitest's globalSetup, see
 * `global-setup.ts`); each file then gets its own copy (`database.ts`). Plain data, handed to the test processes.
 */
export interface TestTemplate {
  /** Unique to this run: names its folder and its PostgreSQL databases. */
  runId: string;
  /** This run's folder: the PGlite dump, the seeded media, and every test app's DATA_DIR. */
  runDir: string;
  /** The pictures the seeded rows point at (the official library), copied into each test app's storage. */
  mediaDir: string;
  database:
    { kind: 'pglite'; dumpFile: string } | { kind: 'postgres'; url: string; template: string; copyPrefix: string };
}

/** Run folders under the system's temp folder: `playwords-tests-<pid>-<random>`. */
const RUN_DIR_PREFIX = 'playwords-tests-';
/** PostgreSQL databases: `<base>_pwt_<runId>_tpl` (the template) and `<base>_pwt_<runId>_<random>` (copies). */
const DB_INFIX = '_pwt_';
/** The connection that keeps a PostgreSQL run alive for the leftover sweep of other runs. */
const HOLDER_PREFIX = 'playwords-tests ';

/**
 * Migrates and seeds one database the way `startTestApp` used to for every file: the clock at the start of a
 * `ManualClock`, the official library stored in `mediaDir`.
 */
async function migrateAndSeed(database: Database, mediaDir: string): Promise<void> {
  await database.migrate();
  const storage = new LocalStorage(mediaDir, { sync: false });
  await seedDatabase(database.db, new ManualClock().now(), storage, cachedOfficialLibrary);
}

export interface PreparedRun {
  template: TestTemplate;
  /** Drops the template and whatever copies are left, and removes the run's folder. */
  dispose(): Promise<void>;
}

/**
 * Prepares this run's template: PGlite (a dumped data directory) unless `databaseUrl` names a PostgreSQL server
 * (a template database there). Sweeps what interrupted earlier runs left behind first.
 */
export async function prepareTestRun(databaseUrl: string | undefined): Promise<PreparedRun> {
  sweepRunDirs();
  const runId = randomBytes(4).toString('hex');
  const runDir = join(tmpdir(), `${RUN_DIR_PREFIX}${process.pid}-${runId}`);
  const mediaDir = join(runDir, 'media');
  mkdirSync(runDir, { recursive: true });
  const removeDir = () => rmSync(runDir, { recursive: true, force: true });
  try {
    if (!databaseUrl) {
      const database = await openDatabase({ memory: true });
      try {
        await migrateAndSeed(database, mediaDir);
        const client = (database.db as unknown as { $client: PGlite }).$client;
        const dump = await client.dumpDataDir('none');
        const dumpFile = join(runDir, 'pglite.tar');
        writeFileSync(dumpFile, Buffer.from(await dump.arrayBuffer()));
        return {
          template: { runId, runDir, mediaDir, database: { kind: 'pglite', dumpFile } },
          dispose: async () => removeDir(),
        };
      } finally {
        await database.close();
      }
    }
    const postgres = await preparePostgresTemplate(databaseUrl, runId, mediaDir);
    return {
      template: { runId, runDir, mediaDir, database: postgres.database },
      dispose: async () => {
        try {
          await postgres.dispose();
        } finally {
          removeDir();
        }
      },
    };
  } catch (error) {
    removeDir();
    throw error;
  }
}

/** Removes the folders of runs whose process is gone (interrupted, killed). */
function sweepRunDirs(): void {
  for (const name of readdirSync(tmpdir())) {
    if (!name.startsWith(RUN_DIR_PREFIX)) continue;
    const pid = Number(name.slice(RUN_DIR_PREFIX.length).split('-')[0]);
    if (Number.isInteger(pid) && pid > 0 && !isAlive(pid)) {
      rmSync(join(tmpdir(), name), { recursive: true, force: true });
    }
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists, it is just not ours.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;

function withDatabaseName(url: string, name: string): string {
  const target = new URL(url);
  target.pathname = `/${name}`;
  return target.toString();
}

/** The name of the database `url` points at: the base of this run's database names. */
export function baseDatabaseName(url: string): string {
  return decodeURIComponent(new URL(url).pathname.slice(1)) || 'test';
}

/**
 * Creates `<base>_pwt_<runId>_tpl`, migrated and seeded, then closes every connection to it and forbids new
 * ones (`create database … template` needs a template nobody is connected to). A connection named after the run
 * stays open until `dispose()`: other runs drop only databases of runs without one (interrupted runs).
 */
async function preparePostgresTemplate(url: string, runId: string, mediaDir: string) {
  const copyPrefix = `${baseDatabaseName(url)}${DB_INFIX}${runId}_`;
  const template = `${copyPrefix}tpl`;
  const holder = new pg.Client({ connectionString: url, application_name: `${HOLDER_PREFIX}${runId}` });
  await holder.connect();
  const dispose = async () => {
    try {
      await dropRunDatabases(holder, copyPrefix);
    } finally {
      await holder.end();
    }
  };
  try {
    await sweepPostgresLeftovers(holder, baseDatabaseName(url));
    await holder.query(`create database ${quote(template)}`);
    const database = await openDatabase({ url: withDatabaseName(url, template) });
    try {
      await migrateAndSeed(database, mediaDir);
    } finally {
      await database.close();
    }
    await waitUntilUnused(holder, template);
    await holder.query(`alter database ${quote(template)} with allow_connections false`);
  } catch (error) {
    await dispose();
    throw error;
  }
  return { database: { kind: 'postgres' as const, url, template, copyPrefix }, dispose };
}

/** The pool's end() resolves before its connections are gone; the server notices a moment later. */
export async function waitUntilUnused(client: pg.Client, name: string): Promise<void> {
  for (let i = 0; i < 100; i++) {
    const { rows } = await client.query<{ n: number }>(
      'select count(*)::int as n from pg_stat_activity where datname = $1',
      [name],
    );
    if (rows[0]!.n === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

async function databasesStartingWith(client: pg.Client, prefix: string): Promise<string[]> {
  const { rows } = await client.query<{ datname: string }>(
    'select datname from pg_database where starts_with(datname, $1) order by datname',
    [prefix],
  );
  return rows.map((r) => r.datname);
}

async function dropRunDatabases(client: pg.Client, copyPrefix: string): Promise<void> {
  for (const name of await databasesStartingWith(client, copyPrefix)) {
    await client.query(`drop database if exists ${quote(name)} with (force)`);
  }
}

/** Drops the databases of earlier runs on this base whose holding connection is gone. */
async function sweepPostgresLeftovers(client: pg.Client, base: string): Promise<void> {
  const prefix = `${base}${DB_INFIX}`;
  const { rows } = await client.query<{ application_name: string }>(
    'select application_name from pg_stat_activity where starts_with(application_name, $1)',
    [HOLDER_PREFIX],
  );
  const live = new Set(rows.map((r) => r.application_name.slice(HOLDER_PREFIX.length)));
  const stale = new Set<string>();
  for (const name of await databasesStartingWith(client, prefix)) {
    const runId = name.slice(prefix.length).split('_')[0]!;
    if (!live.has(runId)) stale.add(runId);
  }
  for (const runId of stale) await dropRunDatabases(client, `${prefix}${runId}_`);
}
