import { parseArgs, type ParseArgsConfig } from 'node:util';
import { loadConfig } from '../config';
import { databaseTargetFor, openDatabase, type Db } from '../db/client';
import { seedDatabase } from '../db/seed';
import { HttpError } from '../platform/http-errors';
import { systemClock } from '../platform/clock';
import { describeError } from '../platform/logging';
import { createStorage } from '../platform/storage';
import { createAccount, findAccountByUsername } from '../modules/users/service';
import { grantLicence, mintKeys } from '../modules/licences/service';

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
`;

const LICENCE_TYPES = ['PRO', 'PRE', 'VIP'] as const;
type Output = (line: string) => void;

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

/** Opens the configured database, migrated and seeded, for one command. */
async function withDatabase<T>(work: (db: Db) => Promise<T>): Promise<T> {
  const config = loadConfig();
  const database = await openDatabase(databaseTargetFor(config));
  try {
    await database.migrate();
    // The image library too: an account created here gets it as favourites, like one made by sign-up.
    await seedDatabase(database.db, systemClock.now(), createStorage(config));
    return await work(database.db);
  } finally {
    await database.close();
  }
}

const commands: Record<string, (args: string[], out: Output) => Promise<void>> = {
  async 'create-user'(args, out) {
    const values = parse(args, {
      username: { type: 'string' },
      password: { type: 'string' },
      email: { type: 'string' },
      superuser: { type: 'boolean', default: false },
      verified: { type: 'boolean', default: false },
    });
    requireOptions(values, ['username', 'password', 'email']);
    const user = await withDatabase((db) =>
      createAccount(
        db,
        {
          username: values.username!,
          password: values.password!,
          email: values.email!,
          superuser: values.superuser,
          verified: values.verified,
        },
        systemClock.now(),
      ),
    );
    const flags = `${user.isSuperuser ? ', superuser' : ''}${user.hasValidEmail ? ', verified' : ''}`;
    out(`Created user ${user.username} (id ${user.id})${flags}.`);
  },

  async 'mint-keys'(args, out) {
    const values = parse(args, { type: { type: 'string' }, days: { type: 'string' }, count: { type: 'string' } });
    const problems: string[] = [];
    const type = licenceType(values.type);
    if (!type) problems.push('--type must be PRO, PRE or VIP');
    const days = wholeNumber(values.days, 1, 3650);
    if (days === null) problems.push('--days must be a whole number from 1 to 3650');
    const count = wholeNumber(values.count, 1, 10_000);
    if (count === null) problems.push('--count must be a whole number from 1 to 10000');
    if (!type || days === null || count === null) throw new UsageError(problems.join('\n'));
    const keys = await withDatabase((db) => mintKeys(db, { type, days, count }, systemClock.now()));
    for (const key of keys) out(key);
  },

  async 'grant-licence'(args, out) {
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
    const licence = await withDatabase(async (db) => {
      const user = await findAccountByUsername(db, values.username!);
      if (!user) throw new HttpError(404, { username: [`No account is called ${values.username}.`] });
      const payment = values.subscription ? 'SUB' : 'SINGLE';
      return grantLicence(db, user.id, { type, days, isTrial: false, payment }, systemClock.now());
    });
    out(licence.licence.id);
  },
};

/** Runs one admin command against the configured database; returns the exit code. */
export async function runAdmin(
  argv: string[],
  out: Output = console.log,
  err: Output = console.error,
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
    await command(rest, out);
    return 0;
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
