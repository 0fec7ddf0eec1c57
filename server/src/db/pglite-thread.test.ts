import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from './client';
import { users } from './schema';

// The server's embedded database on its own thread, through Drizzle as the repositories use it.
let dir: string;
let database: Database;
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'pw-thread-'));
  database = await openDatabase({ pgliteDir: join(dir, 'pglite'), ownThread: true });
  await database.migrate();
}, 60_000);
afterAll(async () => {
  await database?.close();
  rmSync(dir, { recursive: true, force: true });
});

const newUser = (username: string) => ({
  username,
  usernameKey: username.toLowerCase(),
  usernameSkeleton: username.toLowerCase(),
  email: `${username}@example.com`,
  emailKey: `${username}@example.com`,
  passwordHash: 'x',
  dateJoined: new Date('2026-01-02T03:04:05Z'),
});

const namesOf = async (db: Database['db']) =>
  (await db.select({ username: users.username }).from(users).orderBy(users.username)).map((u) => u.username);

describe('the embedded database on its own thread', () => {
  it('runs the migrations and answers queries with the types Drizzle expects', async () => {
    const [row] = await database.db.insert(users).values(newUser('ann')).returning();
    expect(row).toMatchObject({ username: 'ann', isActive: true, dateJoined: new Date('2026-01-02T03:04:05Z') });
    const raw = (await database.db.execute(sql`select count(*)::int as n, 'x'::text as t`)) as unknown as {
      rows: unknown[];
    };
    expect(raw.rows).toEqual([{ n: 1, t: 'x' }]);
  });

  it('commits a transaction that resolves and rolls back one that throws, savepoints included', async () => {
    await database.db.transaction(async (tx) => {
      await tx.insert(users).values(newUser('bob'));
      await tx
        .transaction(async (inner) => {
          await inner.insert(users).values(newUser('cat'));
          throw new Error('undo cat');
        })
        .catch(() => undefined);
    });
    await expect(
      database.db.transaction(async (tx) => {
        await tx.insert(users).values(newUser('dan'));
        throw new Error('undo dan');
      }),
    ).rejects.toThrow('undo dan');
    expect(await namesOf(database.db)).toEqual(['ann', 'bob']);
  });

  it('begins a transaction with its first query: one that runs none, or whose first query fails, leaves nothing open', async () => {
    await expect(
      database.db.transaction(async () => {
        throw new Error('before any query');
      }),
    ).rejects.toThrow('before any query');
    expect(await database.db.transaction(async () => 'nothing to do')).toBe('nothing to do');
    await expect(
      database.db.transaction(async (tx) => {
        await tx.insert(users).values(newUser('ann'));
      }),
    ).rejects.toMatchObject({ cause: { code: '23505' } });
    // Nothing was left holding the database: the next transaction and a plain query run.
    await database.db.transaction(async (tx) => {
      await tx.insert(users).values(newUser('eve'));
    });
    expect(await namesOf(database.db)).toEqual(['ann', 'bob', 'eve']);
    await database.db.delete(users).where(eq(users.username, 'eve'));
  });

  it('passes PostgreSQL errors with their code, and queries outside a transaction wait for it', async () => {
    const error = await database.db
      .insert(users)
      .values(newUser('ann'))
      .then(
        () => null,
        (e: unknown) => e as { cause?: { code?: string; constraint?: string } },
      );
    expect(error?.cause).toMatchObject({ code: '23505' });

    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const inTransaction = database.db.transaction(async (tx) => {
      await tx.update(users).set({ displayName: 'Bob' }).where(eq(users.username, 'bob'));
      await gate;
    });
    const outside = database.db.select({ displayName: users.displayName }).from(users).where(eq(users.username, 'bob'));
    release();
    await inTransaction;
    expect(await outside).toEqual([{ displayName: 'Bob' }]);
  });

  it("says which folder it could not open, with PGlite's reason as the cause", async () => {
    const broken = join(dir, 'broken');
    mkdirSync(broken);
    writeFileSync(join(broken, 'PG_VERSION'), 'not a database\n');
    const error = await openDatabase({ pgliteDir: broken, ownThread: true }).catch((e: unknown) => e as Error);
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({ message: `could not open the embedded database in ${broken}` });
    expect((error as Error).cause).toBeInstanceOf(Error);
  });
});
