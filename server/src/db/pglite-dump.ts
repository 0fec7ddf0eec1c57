// A copy of the embedded database for a backup (cli/backup.ts), taken while nothing else runs on it: the same code
// in the server's database thread (pglite-worker.ts) and in the admin command line's own PGlite.
import { mkdirSync } from 'node:fs';
import { copyFile, link, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';

/** A folder whose files are snapshotted (hard-linked, or copied across devices) while the database is still. */
export interface StillSnapshot {
  from: string;
  into: string;
}

/** What a still dump gives: PGlite's data folder as a gzipped tar, and how many files the snapshot took. */
export interface StillDump {
  dump: Blob;
  files: number;
}

/**
 * Dumps the database (PGlite's `dumpDataDir('gzip')`) with no transaction of anyone else's open: PGlite runs one
 * transaction at a time and every plain query takes the same turn, so holding a transaction of our own keeps all
 * others waiting. A CHECKPOINT first writes every committed change into the data files, so the copy opens without
 * replaying the log.
 *
 * `snapshot`'s files are linked in that same still moment. That is what keeps the pictures of a backup complete
 * (platform/storage-intents.ts): a picture is stored before the row naming it commits, and deleted only after the
 * commit that drops the row. So every row in the dump committed before this moment, its picture was there, and
 * nothing can delete it until a later commit, which waits for us. Pictures stored or deleted later are not the
 * dump's business; a link is a copy the app cannot take back (it never rewrites a file, it writes new names).
 */
export async function dumpStill(pg: PGlite, snapshot?: StillSnapshot): Promise<StillDump> {
  return pg.transaction(async (tx) => {
    await tx.exec('CHECKPOINT');
    const files = snapshot ? await linkFiles(snapshot) : 0;
    // Inside the transaction: dumpDataDir waits only for the current query, and ours has finished.
    const dump = await pg.dumpDataDir('gzip');
    return { dump, files };
  });
}

/** Links (or copies) every finished file of `from` into `into`; names starting with a dot are writes in progress. */
async function linkFiles({ from, into }: StillSnapshot): Promise<number> {
  mkdirSync(into, { recursive: true });
  let names: string[];
  try {
    const entries = await readdir(from, { withFileTypes: true });
    names = entries.filter((e) => e.isFile() && !e.name.startsWith('.')).map((e) => e.name);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 0;
    throw error;
  }
  let count = 0;
  for (const name of names.sort()) {
    try {
      await link(join(from, name), join(into, name));
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      // Another file system (a mounted media folder), or one without hard links.
      if (code === 'EXDEV' || code === 'EPERM' || code === 'ENOTSUP')
        await copyFile(join(from, name), join(into, name));
      else throw error;
    }
    count++;
  }
  return count;
}
