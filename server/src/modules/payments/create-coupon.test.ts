import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { runAdmin } from '../../cli/index';
import { openDatabase } from '../../db/client';
import { coupons } from '../../db/schema';
import { captureOutput, useAdminDataDir } from '../../test/admin';

// Like the other admin command tests (cli/cli.test.ts): the command opens the configured database itself, here a
// DATA_DIR of its own holding a fresh copy of the seeded database (on PostgreSQL runs a database of its own).
const admin = useAdminDataDir();
const capture = captureOutput;

async function storedCoupon(code: string) {
  const database = await openDatabase(admin.get().target);
  try {
    const [row] = await database.db.select().from(coupons).where(eq(coupons.code, code));
    return row;
  } finally {
    await database.close();
  }
}

describe('npm run admin -- create-coupon', () => {
  it('creates a coupon with an expiry day and a use limit, stored as given (the code upper-case)', async () => {
    const out = capture();
    const code = await runAdmin(
      [
        'create-coupon',
        '--code',
        'summer10',
        '--value',
        'MULT0.9',
        '--scope',
        'both',
        '--expires',
        '2026-12-31',
        '--max-uses',
        '100',
      ],
      out.write,
      out.write,
    );
    expect(out.lines).toEqual([
      'Created coupon SUMMER10: MULT0.9 for BOTH payments, until 2026-12-31, at most 100 uses.',
    ]);
    expect(code).toBe(0);
    expect(await storedCoupon('SUMMER10')).toMatchObject({
      value: 'MULT0.9',
      scope: 'BOTH',
      // It works through the last day (UTC): the first instant it no longer does is the next midnight.
      expiresAt: new Date('2027-01-01T00:00:00.000Z'),
      maxUses: 100,
      uses: 0,
    });
  }, 120_000);

  it('creates one without expiry or limit', async () => {
    const out = capture();
    expect(
      await runAdmin(
        ['create-coupon', '--code', 'TWO_OFF', '--value', 'SUB2', '--scope', 'SINGLE'],
        out.write,
        out.write,
      ),
    ).toBe(0);
    expect(out.lines).toEqual(['Created coupon TWO_OFF: SUB2 for SINGLE payments, no expiry, no use limit.']);
    expect(await storedCoupon('TWO_OFF')).toMatchObject({ expiresAt: null, maxUses: null, scope: 'SINGLE' });
  });

  it('refuses a code already taken, a bad value and a bad scope with the reason and exit code 1', async () => {
    const out = capture();
    expect(
      await runAdmin(['create-coupon', '--code', 'two_off', '--value', 'SUB5', '--scope', 'SUB'], out.write, out.write),
    ).toBe(1);
    expect(out.lines).toEqual(['code: A coupon called TWO_OFF already exists.']);
    expect(await storedCoupon('TWO_OFF')).toMatchObject({ value: 'SUB2' });

    const bad = capture();
    expect(
      await runAdmin(
        ['create-coupon', '--code', 'HALF', '--value', 'MULT1.5', '--scope', 'EVERY'],
        bad.write,
        bad.write,
      ),
    ).toBe(1);
    expect(bad.lines).toEqual([
      'value: Expected MULT followed by a number between 0 and 1 (MULT0.9: 10% off) or SUB and an amount (SUB2).',
      'scope: Expected SUB, SINGLE or BOTH.',
    ]);
    expect(await storedCoupon('HALF')).toBeUndefined();
  });

  it('explains its usage for a missing option, a bad date or limit (exit code 2), touching nothing', async () => {
    const out = capture();
    expect(await runAdmin(['create-coupon', '--code', 'X'], out.write, out.write)).toBe(2);
    expect(out.lines[0]).toMatch(/^Missing --value, --scope/);
    const date = capture();
    const args = ['create-coupon', '--code', 'X', '--value', 'SUB1', '--scope', 'SUB'];
    expect(await runAdmin([...args, '--expires', '2026-02-30'], date.write, date.write)).toBe(2);
    expect(date.lines[0]).toMatch(/^--expires must be a date, YYYY-MM-DD/);
    const uses = capture();
    expect(await runAdmin([...args, '--max-uses', '0'], uses.write, uses.write)).toBe(2);
    expect(uses.lines[0]).toMatch(/^--max-uses must be a whole number from 1 to 1000000/);
    expect(await storedCoupon('X')).toBeUndefined();
  });

  it('is listed in the usage text', async () => {
    const out = capture();
    expect(await runAdmin(['--help'], out.write, out.write)).toBe(0);
    expect(out.lines.join('\n')).toContain(
      'create-coupon --code C --value MULT0.9|SUB2 --scope SUB|SINGLE|BOTH [--expires YYYY-MM-DD] [--max-uses N]',
    );
  });
});
