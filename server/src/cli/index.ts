import { existsSync, readdirSync, statSync } from 'node:fs';
import { isAbsolute, join, resolve } from 'node:path';
import { parseArgs, type ParseArgsConfig } from 'node:util';
import { newsPostInput } from '@playwords/common';
import { loadConfig, type AppConfig } from '../config';
import { databaseTargetFor, openDatabase, type Db } from '../db/client';
import { seedDatabase } from '../db/seed';
import { HttpError } from '../platform/http-errors';
import { parseInput } from '../platform/validation';
import { checkBackupTarget, CommandRefused, postgresInstead, restoreBackup, writeBackup } from './backup';
import { AdminUnavailable, reachEmbeddedDatabase, sendAdminCommand, type Output } from './admin-channel';
import { systemClock } from '../platform/clock';
import { describeError } from '../platform/logging';
import { createStorage, type Storage } from '../platform/storage';
import { onAccountCreated } from '../modules/accounts/service';
import { createAccount, findAccountByUsername } from '../modules/users/service';
import { grantLicence, mintKeys } from '../modules/licences/service';
import { couponExpiryOf, createCoupon } from '../modules/payments/service';
import { createPost, deletePost, readPostPictureFile, readPostTextFile } from '../modules/news/service';

const USAGE = `Usage: npm run admin -- <command> [options]

Commands:
  create-user --username U --password P --email E [--superuser] [--verified]
      Creates an account (the same rules as sign-up).
  mint-keys --type PRO|PRE|VIP --days D --count N
      Issues N new licence keys of D days (1 to 3650), unowned until redeemed; prints one key a line.
      N is 1 to 10000.
  grant-licence --username U --type PRO|PRE|VIP --days D [--subscription]
      Gives an account a plan at once (a school that paid by invoice, a support gesture), by the same rules as a
      purchase: a one-time grant of the plan already running extends it; --subscription makes it auto-renew and
      pauses the running plan. Prints the licence key.
  create-coupon --code C --value MULT0.9|SUB2 --scope SUB|SINGLE|BOTH [--expires YYYY-MM-DD] [--max-uses N]
      Creates a coupon for the pricing page: MULT0.9 takes 10% off the plan's price, SUB2 takes 2 off (dollars or
      yuan, the order's currency); SUB coupons are for subscriptions, SINGLE for one-time payments, BOTH for
      either. It works through the --expires day (UTC) and for at most --max-uses payments (default: no limit).
  news-post --name NAME (--text TEXT | --text-file FILE) [--image FILE]
      Publishes a news post at once (newest first on /news); prints its id. The text is plain text: a blank line
      starts a paragraph, and http(s) addresses become links. The name has at most 200 characters, the text at most
      20000. The picture (PNG, JPEG, WebP or GIF) goes through the same checks as an upload.
  news-delete --id N
      Deletes a news post, its likes and dislikes, and its picture.
  backup FILE
      Writes the embedded database, the uploaded pictures and the secret key to FILE (one file, mode 0600; an
      existing FILE is replaced once the new one is complete). Works while the server runs, and with none. Keep
      the file away from this machine: it holds the secret key. With DATABASE_URL set, it explains how to use
      pg_dump instead.
  restore FILE
      Puts a backup into the configured DATA_DIR, which must hold no database yet and no running server, and
      brings the database up to this version. Then start the server.
`;

const LICENCE_TYPES = ['PRO', 'PRE', 'VIP'] as const;

/** What a command works with: the database, the picture store and the time. */
export interface AdminContext {
  db: Db;
  storage: Storage;
  now(): Date;
}

/**
 * A command's work once its options are checked. `argv`, when set, is what a server holding the database is sent
 * instead of the arguments as typed (file paths made absolute: the server does not run in the caller's folder).
 */
type Work = ((ctx: AdminContext, out: Output) => Promise<void>) & {
  argv?: string[];
  /** Opened as it is: neither migrated nor seeded first (a backup copies the database as it was). */
  asItIs?: true;
};
/** A command that works on DATA_DIR itself, never through a running server (restore). */
interface OnItsOwn {
  onItsOwn(out: Output): Promise<void>;
}
/** A usage mistake: printed with the usage text, exit code 2. */
class UsageError extends Error {}

/** A whole number within bounds, or null. */
function wholeNumber(text: string | undefined, min: number, max: number): number | null {
  if (text === undefined || !/^\d+$/.test(text)) return null;
  const n = Number(text);
  return n >= min && n <= max ? n : null;
}

function parse<O extends NonNullable<ParseArgsConfig['options']>>(args: string[], options: O) {
  try {
    return parseArgs({ args, options, strict: true }).values;
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
}

function requireOptions(values: Record<string, unknown>, names: string[]): void {
  const missing = names.filter((k) => !values[k]);
  if (missing.length > 0) throw new UsageError(`Missing ${missing.map((m) => `--${m}`).join(', ')}`);
}

function licenceType(value: unknown) {
  return LICENCE_TYPES.find((t) => t === String(value ?? '').toUpperCase());
}

/** Opens the configured database, migrated and seeded, for one command (no server holds it). */
async function onOwnDatabase(config: AppConfig, work: Work, out: Output): Promise<void> {
  const database = await openDatabase(databaseTargetFor(config));
  try {
    if (!work.asItIs) {
      await database.migrate();
      // The image library too: an account created here gets it as favourites, like one made by sign-up.
      await seedDatabase(database.db, systemClock.now(), createStorage(config));
    }
    await work({ db: database.db, storage: createStorage(config), now: () => systemClock.now() }, out);
  } finally {
    await database.close();
  }
}

/**
 * Runs a checked command on the configured database: PostgreSQL directly (any number of processes may); an
 * embedded database under its lock, or, while a server holds it, inside that server (cli/admin-channel.ts).
 */
async function onConfiguredDatabase(argv: string[], work: Work, out: Output, err: Output): Promise<number> {
  const config = loadConfig();
  if (config.databaseUrl) {
    await onOwnDatabase(config, work, out);
    return 0;
  }
  const reached = await reachEmbeddedDatabase(config.dataDir);
  if ('server' in reached) return sendAdminCommand(reached.server, work.argv ?? argv, out, err);
  try {
    await onOwnDatabase(config, work, out);
    return 0;
  } finally {
    reached.lock.release();
  }
}

/**
 * A file named on the command line, as an absolute path: relative to the folder `npm run admin` was typed in
 * (npm runs the script from the repository's root and says where it started in INIT_CWD).
 */
function absolutePath(path: string): string {
  return isAbsolute(path) ? path : resolve(process.env.INIT_CWD ?? process.cwd(), path);
}

/** The one FILE argument of backup and restore. */
function oneFile(args: string[]): string {
  let positionals: string[];
  try {
    positionals = parseArgs({ args, options: {}, allowPositionals: true, strict: true }).positionals;
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  if (positionals.length !== 1 || positionals[0] === '') throw new UsageError('Name one FILE');
  return positionals[0]!;
}

/** Whether DATA_DIR holds an embedded database (a backup of none would be an empty one). */
function holdsDatabase(dataDir: string): boolean {
  const dir = join(dataDir, 'pglite');
  return existsSync(dir) && readdirSync(dir).length > 0;
}

/** Each command checks its options (a UsageError) and answers its work, which runs wherever the database is. */
const commands: Record<string, (args: string[]) => Work | OnItsOwn> = {
  'create-user'(args) {
    const values = parse(args, {
      username: { type: 'string' },
      password: { type: 'string' },
      email: { type: 'string' },
      superuser: { type: 'boolean', default: false },
      verified: { type: 'boolean', default: false },
    });
    requireOptions(values, ['username', 'password', 'email']);
    return async ({ db, now }, out) => {
      const user = await createAccount(
        db,
        {
          username: values.username!,
          password: values.password!,
          email: values.email!,
          superuser: values.superuser,
          verified: values.verified,
        },
        now(),
        onAccountCreated(),
      );
      const flags = `${user.isSuperuser ? ', superuser' : ''}${user.hasValidEmail ? ', verified' : ''}`;
      out(`Created user ${user.username} (id ${user.id})${flags}.`);
    };
  },

  'mint-keys'(args) {
    const values = parse(args, { type: { type: 'string' }, days: { type: 'string' }, count: { type: 'string' } });
    const problems: string[] = [];
    const type = licenceType(values.type);
    if (!type) problems.push('--type must be PRO, PRE or VIP');
    const days = wholeNumber(values.days, 1, 3650);
    if (days === null) problems.push('--days must be a whole number from 1 to 3650');
    const count = wholeNumber(values.count, 1, 10_000);
    if (count === null) problems.push('--count must be a whole number from 1 to 10000');
    if (!type || days === null || count === null) throw new UsageError(problems.join('\n'));
    return async ({ db, now }, out) => {
      for (const key of await mintKeys(db, { type, days, count }, now())) out(key);
    };
  },

  'grant-licence'(args) {
    const values = parse(args, {
      username: { type: 'string' },
      type: { type: 'string' },
      days: { type: 'string' },
      subscription: { type: 'boolean', default: false },
    });
    requireOptions(values, ['username']);
    const type = licenceType(values.type);
    const days = wholeNumber(values.days, 1, 3650);
    if (!type) throw new UsageError('--type must be PRO, PRE or VIP');
    if (days === null) throw new UsageError('--days must be a whole number from 1 to 3650');
    return async ({ db, now }, out) => {
      const user = await findAccountByUsername(db, values.username!);
      if (!user) throw new HttpError(404, { username: [`No account is called ${values.username}.`] });
      const payment = values.subscription ? 'SUB' : 'SINGLE';
      const licence = await grantLicence(db, user.id, { type, days, isTrial: false, payment }, now());
      out(licence.licence.id);
    };
  },

  'create-coupon'(args) {
    const values = parse(args, {
      code: { type: 'string' },
      value: { type: 'string' },
      scope: { type: 'string' },
      expires: { type: 'string' },
      'max-uses': { type: 'string' },
    });
    requireOptions(values, ['code', 'value', 'scope']);
    const expiresAt = values.expires === undefined ? null : couponExpiryOf(values.expires);
    if (expiresAt === null && values.expires !== undefined)
      throw new UsageError('--expires must be a date, YYYY-MM-DD');
    const maxUses = values['max-uses'] === undefined ? null : wholeNumber(values['max-uses'], 1, 1_000_000);
    if (maxUses === null && values['max-uses'] !== undefined) {
      throw new UsageError('--max-uses must be a whole number from 1 to 1000000');
    }
    return async ({ db, now }, out) => {
      const coupon = await createCoupon(
        db,
        { code: values.code!, value: values.value!, scope: values.scope!, expiresAt, maxUses },
        now(),
      );
      const until = coupon.expiresAt ? `until ${values.expires}` : 'no expiry';
      const uses = coupon.maxUses === null ? 'no use limit' : `at most ${coupon.maxUses} uses`;
      out(`Created coupon ${coupon.code}: ${coupon.value} for ${coupon.scope} payments, ${until}, ${uses}.`);
    };
  },

  'news-post'(args) {
    const values = parse(args, {
      name: { type: 'string' },
      text: { type: 'string' },
      'text-file': { type: 'string' },
      image: { type: 'string' },
    });
    if (values.name === undefined) throw new UsageError('Missing --name');
    if ((values.text === undefined) === (values['text-file'] === undefined)) {
      throw new UsageError('Give the text with either --text or --text-file');
    }
    // Name and typed text are checked here, before anything is read or sent to a running server.
    if (values.text === undefined) parseInput(newsPostInput.pick({ name: true }), { name: values.name });
    else parseInput(newsPostInput, { name: values.name, text: values.text });
    const textFile = values['text-file'] === undefined ? undefined : absolutePath(values['text-file']);
    const imageFile = values.image === undefined ? undefined : absolutePath(values.image);
    const work: Work = async ({ db, storage, now }, out) => {
      const text = textFile === undefined ? values.text! : await readPostTextFile(textFile);
      const image = imageFile === undefined ? undefined : await readPostPictureFile(imageFile);
      const post = await createPost(db, storage, { name: values.name!, text, image }, now());
      out(String(post.id));
    };
    work.argv = [
      'news-post',
      '--name',
      values.name,
      ...(textFile === undefined ? ['--text', values.text!] : ['--text-file', textFile]),
      ...(imageFile === undefined ? [] : ['--image', imageFile]),
    ];
    return work;
  },

  backup(args) {
    const file = absolutePath(oneFile(args));
    const config = loadConfig();
    if (config.databaseUrl) throw postgresInstead(config);
    checkBackupTarget(file);
    // Before anything opens it: opening a missing database would create an empty one.
    if (!holdsDatabase(config.dataDir)) {
      throw new CommandRefused(`There is no embedded database in ${join(config.dataDir, 'pglite')} to back up.`);
    }
    // The configuration of whichever process runs it: the server's own (its secret, its pictures) when one does.
    const work: Work = (ctx, out) => writeBackup(ctx, loadConfig(), file, out);
    work.argv = ['backup', file];
    work.asItIs = true;
    return work;
  },

  restore(args) {
    const file = absolutePath(oneFile(args));
    const config = loadConfig();
    if (config.databaseUrl) throw postgresInstead(config);
    if (!statSync(file, { throwIfNoEntry: false })?.isFile()) throw new CommandRefused(`There is no file ${file}.`);
    return { onItsOwn: (out) => restoreBackup(config, file, out) };
  },

  'news-delete'(args) {
    const values = parse(args, { id: { type: 'string' } });
    const id = wholeNumber(values.id, 1, 2_147_483_647);
    if (id === null) throw new UsageError("--id must be a news post's id, a whole number from 1");
    return async ({ db, storage }, out) => {
      const post = await deletePost(db, storage, id);
      if (!post) throw new HttpError(404, { id: [`No news post has the id ${id}.`] });
      out(`Deleted news post ${post.id} (${post.name}).`);
    };
  },
};

/**
 * Runs one admin command; returns the exit code. On the command line (`context` unset) it works on the
 * configured database; a server that holds the embedded database runs the commands it is sent with its own
 * `context`.
 */
export async function runAdmin(
  argv: string[],
  out: Output = console.log,
  err: Output = console.error,
  context?: AdminContext,
): Promise<number> {
  const [name, ...rest] = argv;
  if (!name || name === '--help' || name === 'help') {
    out(USAGE);
    return name ? 0 : 2;
  }
  const command = commands[name];
  if (!command) {
    err(`Unknown command: ${name}\n\n${USAGE}`);
    return 2;
  }
  try {
    // Options are checked here first, so a mistake is explained without touching any database.
    const work = command(rest);
    if ('onItsOwn' in work) {
      if (context) throw new CommandRefused(`${name} runs on its own, never inside a running server.`);
      await work.onItsOwn(out);
      return 0;
    }
    if (context) {
      await work(context, out);
      return 0;
    }
    return await onConfiguredDatabase(argv, work, out, err);
  } catch (error) {
    if (error instanceof UsageError) {
      err(`${error.message}\n\n${USAGE}`);
      return 2;
    }
    if (error instanceof HttpError) {
      for (const [field, messages] of Object.entries(error.body)) {
        err(`${field}: ${([] as unknown[]).concat(messages).join(' ')}`);
      }
      return 1;
    }
    if (error instanceof CommandRefused) {
      err(error.message);
      return error.exitCode;
    }
    if (error instanceof AdminUnavailable) {
      err(error.message);
      return 1;
    }
    throw error;
  }
}

// Run when executed as the CLI bundle (not when imported by tests).
if (process.argv[1] && /cli\.(js|ts)$/.test(process.argv[1])) {
  runAdmin(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(describeError(error));
      process.exit(1);
    },
  );
}
