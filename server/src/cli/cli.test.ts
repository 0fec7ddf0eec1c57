import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../db/client';
import { isChecksumValidKey } from '@playwords/common';
import { licences, users } from '../db/schema';
import { captureOutput, useAdminDataDir } from '../test/admin';
import { runAdmin } from './index';

// The CLI reads its database from the environment like the server does: here a DATA_DIR of its own holding a fresh
// copy of the seeded database (a PGlite folder, or on PostgreSQL runs a database of its own).
const admin = useAdminDataDir();
const capture = captureOutput;

describe('npm run admin -- create-user', () => {
  // The first command on a new DATA_DIR renders the official image library: half a minute on a loaded machine.
  it('creates a verified superuser that is stored with those flags', async () => {
    const out = capture();
    const code = await runAdmin(
      [
        'create-user',
        '--username',
        'head_teacher',
        '--password',
        'Green-Giraffe-31',
        '--email',
        'head@school.example',
        '--superuser',
        '--verified',
      ],
      out.write,
      out.write,
    );
    expect(code).toBe(0);
    expect(out.lines).toEqual(['Created user head_teacher (id 22), superuser, verified.']);
    const database = await openDatabase(admin.get().target);
    const [row] = await database.db.select().from(users).where(eq(users.usernameKey, 'head_teacher'));
    await database.close();
    expect(row).toMatchObject({ isSuperuser: true, hasValidEmail: true, email: 'head@school.example' });
  }, 120_000);

  it('refuses a rule-breaking password with the reason and exit code 1', async () => {
    const out = capture();
    const code = await runAdmin(
      ['create-user', '--username', 'weak_one', '--password', 'password', '--email', 'w@school.example'],
      out.write,
      out.write,
    );
    expect(code).toBe(1);
    expect(out.lines).toEqual(['password: This password is too common.']);
  });

  it('explains its usage for a missing option or an unknown command (exit code 2)', async () => {
    const out = capture();
    expect(await runAdmin(['create-user', '--username', 'x'], out.write, out.write)).toBe(2);
    expect(out.lines[0]).toMatch(/^Missing --password, --email/);
    expect(await runAdmin(['explode'], out.write, out.write)).toBe(2);
    expect(out.lines[1]).toMatch(/^Unknown command: explode/);
  });
});

async function countLicences(): Promise<number> {
  const database = await openDatabase(admin.get().target);
  await database.migrate();
  const rows = await database.db.select({ id: licences.id }).from(licences);
  await database.close();
  return rows.length;
}

describe('npm run admin -- mint-keys', () => {
  it('prints N new checksum-valid keys, one a line, stored unowned with their type and days', async () => {
    const out = capture();
    const err = capture();
    const code = await runAdmin(['mint-keys', '--type', 'PRE', '--days', '30', '--count', '5'], out.write, err.write);
    expect(code).toBe(0);
    expect(err.lines).toEqual([]);
    expect(out.lines).toHaveLength(5);
    expect(new Set(out.lines).size).toBe(5);
    for (const key of out.lines) expect(isChecksumValidKey(key)).toBe(true);
    const database = await openDatabase(admin.get().target);
    const rows = await database.db.select().from(licences).where(inArray(licences.id, out.lines));
    await database.close();
    expect(rows).toHaveLength(5);
    for (const row of rows) {
      expect(row).toMatchObject({
        userId: null,
        licenceType: 'PRE',
        durationDays: 30,
        isTrial: false,
        runStartedAt: null,
        redeemedAt: null,
      });
    }
  });

  it.each([
    [['--type', 'GOLD', '--days', '30', '--count', '1'], '--type must be PRO, PRE or VIP'],
    [['--type', 'PRO', '--days', '0', '--count', '1'], '--days must be a whole number from 1 to 3650'],
    [['--type', 'PRO', '--days', '30', '--count', '1.5'], '--count must be a whole number from 1 to 10000'],
    [['--type', 'PRO', '--days', '30'], '--count must be a whole number from 1 to 10000'],
    [['--type', 'PRO', '--days', '30', '--count', '1', '--owner', 'x'], "Unknown option '--owner'"],
  ])('refuses %j with the reason and the usage (exit code 2), minting nothing', async (args, reason) => {
    const out = capture();
    const before = await countLicences();
    expect(await runAdmin(['mint-keys', ...args], out.write, out.write)).toBe(2);
    expect(out.lines[0]).toContain(reason);
    expect(out.lines[0]).toContain('Usage: npm run admin');
    expect(await countLicences()).toBe(before);
  });
});

describe('npm run admin -- grant-licence', () => {
  it('gives an existing account an auto-renewing plan and prints its key', async () => {
    const out = capture();
    const code = await runAdmin(
      ['grant-licence', '--username', 'HEAD_TEACHER', '--type', 'pre', '--days', '90', '--subscription'],
      out.write,
      out.write,
    );
    expect(code).toBe(0);
    expect(out.lines).toHaveLength(1);
    const key = out.lines[0]!;
    expect(isChecksumValidKey(key)).toBe(true);
    const database = await openDatabase(admin.get().target);
    const [row] = await database.db.select().from(licences).where(eq(licences.id, key));
    const [owner] = await database.db.select().from(users).where(eq(users.usernameKey, 'head_teacher'));
    await database.close();
    expect(row).toMatchObject({
      userId: owner!.id,
      licenceType: 'PRE',
      durationDays: 90,
      isTrial: false,
      willAutoRenew: true,
    });
    expect(row?.runStartedAt).not.toBeNull();
  });

  it('names an unknown account (exit 1) and a bad type or days (exit 2), granting nothing', async () => {
    const out = capture();
    expect(
      await runAdmin(['grant-licence', '--username', 'nobody', '--type', 'PRO', '--days', '30'], out.write, out.write),
    ).toBe(1);
    expect(out.lines).toEqual(['username: No account is called nobody.']);
    expect(
      await runAdmin(
        ['grant-licence', '--username', 'head_teacher', '--type', 'GOLD', '--days', '30'],
        out.write,
        out.write,
      ),
    ).toBe(2);
    expect(out.lines[1]).toMatch(/^--type must be PRO, PRE or VIP/);
    expect(
      await runAdmin(
        ['grant-licence', '--username', 'head_teacher', '--type', 'PRO', '--days', '0'],
        out.write,
        out.write,
      ),
    ).toBe(2);
    expect(out.lines[2]).toMatch(/^--days must be a whole number from 1 to 3650/);
  });
});
