// `npm run admin -- backup FILE` and `restore FILE`: the embedded database, the uploaded pictures and the secret key
// in one file, and back into an empty DATA_DIR.
//
// The file is a plain tar (the pictures are PNGs and the database is gzipped already), in this order:
//   manifest.json    what this is (format, version, product, when, counts): read first, so a stranger is refused
//   pglite.tar.gz    PGlite's dumpDataDir('gzip') of DATA_DIR/pglite
//   secret-key       DATA_DIR/secret-key (absent when the server's secret came from SECRET_KEY)
//   media/<key>.png  every picture (absent when the pictures live in S3)
import { randomBytes } from 'node:crypto';
import { createWriteStream, existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { chmod, mkdir, mkdtemp, open, rename, rm, writeFile } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { sql } from 'drizzle-orm';
import { PGlite } from '@electric-sql/pglite';
import { create as createTar, list as listTar, type ReadEntry } from 'tar';
import { PRODUCT_NAME } from '@playwords/common';
import type { AppConfig } from '../config';
import { openDatabase, type Db } from '../db/client';
import { tryLock, describeHolder } from '../db/embedded-lock';
import { dumpStill, type StillDump, type StillSnapshot } from '../db/pglite-dump';
import { PgliteThread } from '../db/pglite-thread';
import { MIGRATIONS_DIR } from '../paths';
import { SECRET_KEY_FILE } from '../platform/secret-key';
import { isStorageKey, LocalStorage, type Storage } from '../platform/storage';
import type { Output } from './admin-channel';

/** A command that cannot do its work: the message is printed as it is, with this exit code. */
export class CommandRefused extends Error {
  constructor(
    message: string,
    readonly exitCode: 1 | 2 = 1,
  ) {
    super(message);
  }
}

const FORMAT = 'playwords-backup';
/** The manifest's format version: raised when the archive's layout changes; a newer one is refused. */
const FORMAT_VERSION = 1;
const MANIFEST = 'manifest.json';
const DATABASE_DUMP = 'pglite.tar.gz';
const MEDIA = 'media';

/** What `manifest.json` says. */
export interface Manifest {
  format: typeof FORMAT;
  version: number;
  product: string;
  createdAt: string;
  /** Migrations applied to the database when it was dumped: a restore refuses a backup newer than its code. */
  migrations: number;
  /** `object-storage`: the pictures were in S3 (S3_BUCKET) and are not in the file. */
  pictures: 'included' | 'object-storage';
  /**
   * `environment`: the server's secret came from SECRET_KEY and is not in the file; `none`: there was none yet
   * (no server had started on the DATA_DIR).
   */
  secretKey: 'included' | 'environment' | 'none';
  counts: { pictures: number; databaseBytes: number };
}

/**
 * Why backup and restore refuse a PostgreSQL installation, and what to use instead (exit code 2). Pictures and
 * the secret are named too: they are kept apart from PostgreSQL.
 */
export function postgresInstead(config: Pick<AppConfig, 's3' | 'secretKey' | 'dataDir'>): CommandRefused {
  const pictures = config.s3
    ? `Pictures are in the S3 bucket ${config.s3.bucket}: turn on the bucket's versioning, or copy it elsewhere ` +
      `regularly (for example: aws s3 sync s3://${config.s3.bucket} ./playwords-pictures).`
    : `Pictures are files in ${join(config.dataDir, MEDIA)}: copy that folder with the dump (for example with rsync).`;
  const secret = config.secretKey
    ? 'Keep SECRET_KEY with the backup: without the same secret, sign-in links and codes already sent stop working.'
    : `Keep ${join(config.dataDir, SECRET_KEY_FILE)} with the backup: it is the server's secret.`;
  return new CommandRefused(
    [
      'backup and restore work on the embedded database only; this installation uses PostgreSQL (DATABASE_URL is set).',
      'Back up PostgreSQL with its own tools, for example (the -Fc format is compressed and restores selectively):',
      '  pg_dump -Fc --file=playwords-$(date +%F).dump "$DATABASE_URL"',
      'and restore into an empty database with:',
      '  pg_restore --no-owner --dbname="$DATABASE_URL" playwords-YYYY-MM-DD.dump',
      pictures,
      secret,
    ].join('\n'),
    2,
  );
}

/** The folder a FILE is written in must be there (checked before any work). */
export function checkBackupTarget(file: string): void {
  const folder = statSync(dirname(file), { throwIfNoEntry: false });
  if (!folder?.isDirectory()) throw new CommandRefused(`The folder ${dirname(file)} does not exist.`, 2);
  if (statSync(file, { throwIfNoEntry: false })?.isDirectory()) {
    throw new CommandRefused(`${file} is a folder; name the backup file to write.`, 2);
  }
}

/** The PGlite client under a Drizzle handle: the server's thread, or the command line's own. */
function clientOf(db: Db): PGlite | PgliteThread {
  const client = (db as unknown as { $client?: unknown }).$client;
  if (client instanceof PgliteThread || client instanceof PGlite) return client;
  throw new CommandRefused('backup works on the embedded database only.', 2);
}

async function appliedMigrations(db: Db): Promise<number> {
  const result = (await db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`)) as unknown as {
    rows: Array<{ n: number }>;
  };
  return result.rows[0]?.n ?? 0;
}

/** The migrations this code knows (drizzle's journal). */
function knownMigrations(): number {
  const journal = JSON.parse(readFileSync(join(MIGRATIONS_DIR, 'meta', '_journal.json'), 'utf8')) as {
    entries: unknown[];
  };
  return journal.entries.length;
}

function describeFailure(error: unknown): string {
  const code = (error as NodeJS.ErrnoException | null)?.code;
  if (code === 'ENOSPC' || code === 'EDQUOT') return 'the disk is full';
  if (code === 'EACCES' || code === 'EPERM') return 'permission denied';
  return error instanceof Error ? error.message : String(error);
}

/** Where the work is written: a hidden temporary name beside FILE, renamed into place once complete. */
function tempBeside(file: string): string {
  return join(dirname(file), `.${basename(file)}.${randomBytes(4).toString('hex')}.tmp`);
}

/** Writes a tar of `entries` (relative to `cwd`) to `file`, mode 0600, flushed, by way of a temporary file. */
async function writeArchive(cwd: string, entries: string[], file: string): Promise<number> {
  const temp = tempBeside(file);
  try {
    await pipeline(createTar({ cwd, portable: true }, entries), createWriteStream(temp, { flags: 'wx', mode: 0o600 }));
    const handle = await open(temp, 'r+');
    try {
      await handle.sync();
    } finally {
      await handle.close();
    }
    // The mode given at creation is narrowed by the umask, never widened; say it outright.
    await chmod(temp, 0o600);
    await rename(temp, file);
  } catch (error) {
    await rm(temp, { force: true }).catch(() => undefined);
    throw new CommandRefused(
      `Could not write the backup to ${file}: ${describeFailure(error)}. Nothing was written (the partial file was removed).`,
    );
  }
  return statSync(file).size;
}

/**
 * Writes the backup of the database `db` (the server's, or the command line's own), the pictures of `storage` and
 * the secret key to `file`. The database is dumped while still and the pictures linked in that same moment
 * (db/pglite-dump.ts says why that makes them complete), into a hidden folder in DATA_DIR (the same file system as
 * the pictures, so links cost nothing) that is then packed.
 */
export async function writeBackup(
  ctx: { db: Db; storage: Storage; now(): Date },
  config: Pick<AppConfig, 'dataDir' | 'secretKey'>,
  file: string,
  out: Output,
): Promise<void> {
  const staging = await mkdtemp(join(config.dataDir, '.backup-'));
  try {
    const client = clientOf(ctx.db);
    const snapshot: StillSnapshot | undefined =
      ctx.storage instanceof LocalStorage ? { from: ctx.storage.dir, into: join(staging, MEDIA) } : undefined;
    const migrations = await appliedMigrations(ctx.db);
    const { dump, files }: StillDump =
      client instanceof PgliteThread ? await client.dumpStill(snapshot) : await dumpStill(client, snapshot);
    await writeFile(join(staging, DATABASE_DUMP), Buffer.from(await dump.arrayBuffer()));

    const secretPath = join(config.dataDir, SECRET_KEY_FILE);
    const secretIncluded = !config.secretKey && existsSync(secretPath);
    if (secretIncluded) await writeFile(join(staging, SECRET_KEY_FILE), readFileSync(secretPath), { mode: 0o600 });

    const manifest: Manifest = {
      format: FORMAT,
      version: FORMAT_VERSION,
      product: PRODUCT_NAME,
      createdAt: ctx.now().toISOString(),
      migrations,
      pictures: snapshot ? 'included' : 'object-storage',
      secretKey: secretIncluded ? 'included' : config.secretKey ? 'environment' : 'none',
      counts: { pictures: files, databaseBytes: dump.size },
    };
    await writeFile(join(staging, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
    const entries = [
      MANIFEST,
      DATABASE_DUMP,
      ...(secretIncluded ? [SECRET_KEY_FILE] : []),
      ...(snapshot ? [MEDIA] : []),
    ];
    const size = await writeArchive(staging, entries, file);

    const parts = [
      'the database',
      snapshot ? `${files} picture${files === 1 ? '' : 's'}` : null,
      secretIncluded ? 'the secret key' : null,
    ];
    out(`Backed up ${listed(parts)} to ${file} (${(size / 1e6).toFixed(1)} MB).`);
    if (!snapshot) {
      out('The pictures are in S3 (S3_BUCKET) and are not in this file: keep the bucket versioned or copied.');
    }
    if (manifest.secretKey === 'environment') {
      out('The secret key comes from SECRET_KEY and is not in this file: keep it with the backup.');
    } else if (secretIncluded) out('The file holds the secret key: keep it where only you can read it.');
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

/** 'a', 'a and b', 'a, b and c' (the nulls left out). */
function listed(parts: Array<string | null>): string {
  const present = parts.filter((p): p is string => p !== null);
  return present.length < 2 ? (present[0] ?? '') : `${present.slice(0, -1).join(', ')} and ${present.at(-1)}`;
}

/** Whether a folder holds anything (a missing folder holds nothing). */
function holdsFiles(dir: string): boolean {
  try {
    return readdirSync(dir).length > 0;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
    throw error;
  }
}

/** What a backup file holds once read: the manifest, the dump, the secret; its pictures are unpacked in `into`. */
interface ReadBackup {
  manifest: Manifest;
  dump: Buffer;
  secret: Buffer | undefined;
  pictures: string[];
}

function notOurs(file: string, why?: string): CommandRefused {
  return new CommandRefused(
    `${file} is not a ${PRODUCT_NAME} backup (one written by npm run admin -- backup)${why ? `: ${why}` : ''}. ` +
      'Nothing was restored.',
  );
}

/** Checks a manifest's shape and version. */
function checkManifest(file: string, text: string): Manifest {
  let manifest: Partial<Manifest>;
  try {
    manifest = JSON.parse(text) as Partial<Manifest>;
  } catch {
    throw notOurs(file, 'its manifest.json is not JSON');
  }
  if (manifest?.format !== FORMAT || typeof manifest.version !== 'number') throw notOurs(file);
  if (manifest.version > FORMAT_VERSION) {
    throw new CommandRefused(
      `${file} was written by a newer ${PRODUCT_NAME} (backup format ${manifest.version}; this one reads ` +
        `${FORMAT_VERSION}). Update ${PRODUCT_NAME}, then restore. Nothing was restored.`,
    );
  }
  const known = knownMigrations();
  if (typeof manifest.migrations !== 'number' || manifest.migrations > known) {
    throw new CommandRefused(
      `${file} holds a database from a newer ${PRODUCT_NAME} (${String(manifest.migrations)} migrations; this one ` +
        `knows ${known}). Update ${PRODUCT_NAME}, then restore. Nothing was restored.`,
    );
  }
  return manifest as Manifest;
}

/**
 * Reads a backup file: the manifest first (anything else first is not ours), then only entries of our layout;
 * pictures are written into `into`. Refuses a stranger, a damaged or a cut-short file, never half-trusting one.
 */
async function readBackup(file: string, into: string): Promise<ReadBackup> {
  let manifest: Manifest | undefined;
  let refusal: CommandRefused | undefined;
  let dump: Buffer | undefined;
  let secret: Buffer | undefined;
  const pictures: string[] = [];
  const work: Array<Promise<unknown>> = [];
  let first = true;
  const onReadEntry = (entry: ReadEntry) => {
    const isFirst = first;
    first = false;
    const path = entry.path.replace(/\/$/, '');
    if (refusal) return entry.resume();
    if (isFirst) {
      if (path !== MANIFEST || entry.type !== 'File') {
        refusal = notOurs(file);
        return entry.resume();
      }
      work.push(
        entry.concat().then((text) => {
          try {
            manifest = checkManifest(file, text.toString('utf8'));
          } catch (error) {
            refusal = error as CommandRefused;
          }
        }),
      );
      return;
    }
    if (path === DATABASE_DUMP && entry.type === 'File') {
      work.push(entry.concat().then((bytes) => (dump = bytes)));
    } else if (path === SECRET_KEY_FILE && entry.type === 'File') {
      work.push(entry.concat().then((bytes) => (secret = bytes)));
    } else if (path === MEDIA && entry.type === 'Directory') {
      entry.resume();
    } else if (path.startsWith(`${MEDIA}/`) && isStorageKey(path.slice(MEDIA.length + 1)) && entry.type === 'File') {
      // A storage key's shape: a plain name, so nothing is ever written outside `into`.
      const name = path.slice(MEDIA.length + 1);
      pictures.push(name);
      work.push(pipeline(entry, createWriteStream(join(into, name), { mode: 0o644 })));
    } else {
      refusal = notOurs(file, `it holds ${JSON.stringify(entry.path)}`);
      entry.resume();
    }
  };
  try {
    await listTar({ file, strict: true, onReadEntry });
    await Promise.all(work);
  } catch (error) {
    await Promise.allSettled(work);
    if (refusal) throw refusal;
    if (!manifest) throw notOurs(file);
    throw new CommandRefused(`${file} is damaged (${describeFailure(error)}). Nothing was restored.`);
  }
  if (refusal) throw refusal;
  if (!manifest) throw notOurs(file);
  const complete =
    dump !== undefined &&
    (manifest.secretKey === 'included') === (secret !== undefined) &&
    (manifest.pictures === 'object-storage' || pictures.length === manifest.counts?.pictures);
  if (!complete) throw new CommandRefused(`${file} is incomplete (cut short?). Nothing was restored.`);
  return { manifest, dump: dump!, secret, pictures };
}

/**
 * Restores a backup into `config.dataDir`, which must hold no database and no running server: reads and checks the
 * whole file first, then loads the database (PGlite's loadDataDir) and migrates it to this version, then moves the
 * pictures and the secret key into place. Answers what was restored, for the operator.
 */
export async function restoreBackup(
  config: Pick<AppConfig, 'dataDir' | 'secretKey' | 's3'>,
  file: string,
  out: Output,
): Promise<void> {
  const { dataDir } = config;
  const pgliteDir = join(dataDir, 'pglite');
  const attempt = tryLock(dataDir, 'admin');
  if (!attempt.acquired) {
    throw new CommandRefused(
      `The embedded database in ${dataDir} is in use by ${describeHolder(attempt.holder)}. Restore only into a ` +
        'DATA_DIR no server runs on (stop it, or set DATA_DIR to a new folder). Nothing was restored.',
    );
  }
  const staging = join(dataDir, `.restore-${randomBytes(4).toString('hex')}`);
  let loaded = false;
  try {
    if (holdsFiles(pgliteDir)) {
      throw new CommandRefused(
        `${dataDir} already holds a database (${pgliteDir}). Restore into a new, empty DATA_DIR (set DATA_DIR to a ` +
          'folder that does not exist yet), or move this one away first. Nothing was restored.',
      );
    }
    await mkdir(staging, { mode: 0o700 });
    const backup = await readBackup(file, staging);
    const secretPath = join(dataDir, SECRET_KEY_FILE);
    if (backup.secret && existsSync(secretPath) && !readFileSync(secretPath).equals(backup.secret)) {
      throw new CommandRefused(
        `${secretPath} already holds another secret key than the backup's. Move it away, then restore. ` +
          'Nothing was restored.',
      );
    }

    // The database first: what most likely fails (a damaged dump), with nothing else moved yet.
    loaded = true;
    const database = await openDatabase({ pgliteDir, dataDirDump: new Blob([backup.dump]) });
    try {
      await database.migrate();
    } finally {
      await database.close();
    }
    const media = join(dataDir, MEDIA);
    await mkdir(media, { recursive: true });
    for (const name of backup.pictures) await rename(join(staging, name), join(media, name));
    if (backup.secret) await writeFile(secretPath, backup.secret, { mode: 0o600 });
    loaded = false;

    const { manifest } = backup;
    const count = backup.pictures.length;
    const pictures = manifest.pictures === 'included' ? `${count} picture${count === 1 ? '' : 's'}` : null;
    const what = listed(['the database', pictures, backup.secret ? 'the secret key' : null]);
    out(`Restored ${what} from the backup of ${manifest.createdAt} into ${dataDir}.`);
    if (manifest.pictures === 'object-storage') {
      out('The pictures were in S3 and are not in the backup: set S3_BUCKET (and its settings) to the same bucket.');
    }
    if (manifest.secretKey === 'environment') {
      out('The backup holds no secret key (it came from SECRET_KEY): set SECRET_KEY to the same secret as before.');
    } else if (backup.secret && config.secretKey) {
      out('SECRET_KEY is set, so the server uses it instead of the restored secret-key file: it must be the same.');
    }
    out('Start the server (npm start) to use it.');
  } catch (error) {
    // A database half loaded is removed, so the same command can be run again.
    if (loaded) await rm(pgliteDir, { recursive: true, force: true });
    if (error instanceof CommandRefused) throw error;
    throw new CommandRefused(`Could not restore ${file}: ${describeFailure(error)}. Nothing was restored.`);
  } finally {
    await rm(staging, { recursive: true, force: true });
    attempt.lock.release();
  }
}
