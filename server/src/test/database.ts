import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type Database, type DatabaseTarget } from '../db/client';
import { waitUntilUnused, type TestTemplate } from './template';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Set by `global-setup.ts` for the server project. */
    testTemplate: TestTemplate;
  }
}

/** This run's template (see `template.ts`), prepared once by the server project's globalSetup. */
export function testTemplate(): TestTemplate {
  const template = inject('testTemplate');
  if (!template) {
    throw new Error('No test template: run server tests through vitest with server/vitest.config.ts (globalSetup).');
  }
  return template;
}

/** A copy of the template, not opened yet. */
export interface DatabaseCopy {
  /** How to open it: PGlite in memory (or in `pgliteDir` when asked), or the copy's PostgreSQL URL. */
  target: DatabaseTarget;
  /** Drops a PostgreSQL copy; a PGlite one goes with its process or folder. */
  drop(): Promise<void>;
}

let dump: Blob | undefined;

/**
 * A fresh copy of the run's migrated and seeded template: on PGlite the dumped data directory, loaded into memory
 * (or into `pgliteDir`, for code that opens its own folder); on PostgreSQL a new database made from the template
 * database. Every copy starts identical; what one test file writes no other sees.
 */
export async function copyTestTemplate(
  template: TestTemplate = testTemplate(),
  options: { pgliteDir?: string } = {},
): Promise<DatabaseCopy> {
  const source = template.database;
  if (source.kind === 'pglite') {
    // Read once per process; PGlite copies it into its own file system.
    dump ??= new Blob([readFileSync(source.dumpFile)]);
    const target = options.pgliteDir
      ? { pgliteDir: options.pgliteDir, dataDirDump: dump }
      : { memory: true as const, dataDirDump: dump };
    return { target, drop: async () => undefined };
  }
  const name = `${source.copyPrefix}${randomBytes(5).toString('hex')}`;
  await withAdmin(source.url, (admin) => admin.query(`create database "${name}" template "${source.template}"`));
  const url = new URL(source.url);
  url.pathname = `/${name}`;
  return {
    target: { url: url.toString() },
    drop: () =>
      withAdmin(source.url, async (admin) => {
        // A forced drop while a pool's connections are still closing makes them report an error; wait first.
        await waitUntilUnused(admin, name);
        await admin.query(`drop database if exists "${name}" with (force)`);
      }),
  };
}

async function withAdmin<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
}

/** A fresh copy of the template, opened, for one test file; `close()` also drops a PostgreSQL copy. */
export async function createTestDatabase(template: TestTemplate = testTemplate()): Promise<Database> {
  const copy = await copyTestTemplate(template);
  const database = await openDatabase(copy.target);
  return {
    ...database,
    async close() {
      await database.close();
      await copy.drop();
    },
  };
}
