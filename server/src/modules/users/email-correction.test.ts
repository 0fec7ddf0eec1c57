import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AccountMessage, ErrorDetail } from '@playwords/common';
import { outbox, rateCounters, users } from '../../db/schema';
import { Browser, createTestAccount, startTestApp, type TestContext } from '../../test/harness';
import { linkIn, TestSmtpServer } from '../../test/smtp';
import type { UserRow } from './repository';

// A teacher who mistyped her address at sign-up corrects it on her profile while it is not validated yet.

const PUBLIC_URL = 'https://playwords.example';
const TYPO = 'lee@shcool.example';
const FIXED = 'lee@school.example';

let ctx: TestContext;
let smtp: TestSmtpServer;
let other: UserRow;
let ipCounter = 0;

beforeAll(async () => {
  smtp = await TestSmtpServer.start();
  ctx = await startTestApp({ PUBLIC_URL, SMTP_URL: smtp.url, MAIL_FROM: 'PlayWords <hello@playwords.example>' });
  other = await createTestAccount(ctx, { username: 'mr_kim', email: 'kim@school.example' });
});
afterAll(async () => {
  await ctx.close();
  await smtp.close();
});
beforeEach(async () => {
  smtp.clear();
  await ctx.database.db.delete(outbox);
  await ctx.database.db.delete(rateCounters);
  await ctx.database.db.delete(users).where(eq(users.usernameKey, 'miss_lee'));
});

const row = async (id: number) => (await ctx.database.db.select().from(users).where(eq(users.id, id)))[0]!;

/** Miss Lee, signed in, with her address validated or not. */
async function teacher(verified: boolean) {
  const user = await createTestAccount(ctx, { email: TYPO, verified });
  const browser = new Browser(ctx.app, `10.30.0.${ipCounter++ % 250}`);
  expect((await browser.logIn()).statusCode).toBe(200);
  return { user, browser };
}

describe('PATCH /api/users/{id}/ with email, address not validated', () => {
  it('stores the new address and sends it an activation link that validates it', async () => {
    const { user, browser } = await teacher(false);
    const res = await browser.patch(`/api/users/${user.id}/`, { email: `  ${FIXED} ` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ email: FIXED, has_valid_email: false, email_to_activate: null });
    expect(await row(user.id)).toMatchObject({ email: FIXED, emailKey: FIXED, emailToActivate: null });

    await ctx.app.mail.sendPending();
    expect(smtp.to(TYPO)).toEqual([]);
    const mails = smtp.to(FIXED);
    expect(mails).toHaveLength(1);
    const link = linkIn(mails[0]);
    expect(link.startsWith(`${PUBLIC_URL}/activate/${user.id}/`)).toBe(true);

    const activated = await browser.post(`/api${new URL(link).pathname}/`);
    expect(activated.statusCode).toBe(200);
    expect(activated.json()).toEqual({ detail: AccountMessage.activated });
    expect(await row(user.id)).toMatchObject({ email: FIXED, hasValidEmail: true });
  });

  it('clears a pending change of address', async () => {
    const { user, browser } = await teacher(false);
    await ctx.database.db.update(users).set({ emailToActivate: 'old@pending.example' }).where(eq(users.id, user.id));
    const res = await browser.patch(`/api/users/${user.id}/`, { email: FIXED });
    expect(res.statusCode).toBe(200);
    expect(await row(user.id)).toMatchObject({ email: FIXED, emailToActivate: null });
  });

  it.each([
    ['kim@school.example', ['A user with that email already exists.'], ['users.duplicateEmail']],
    ['KIM@School.example', ['A user with that email already exists.'], ['users.duplicateEmail']],
    ['not-an-address', ['Enter a valid email address.'], ['fields.invalidEmail']],
    // Sign-up's rule, word for word (it reports both).
    ['   ', ['This field may not be blank.', 'Enter a valid email address.'], ['fields.blank', 'fields.invalidEmail']],
  ])('refuses %j and changes nothing', async (email, errors, codes) => {
    const { user, browser } = await teacher(false);
    const before = await row(user.id);
    const res = await browser.patch(`/api/users/${user.id}/`, { email });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ email: errors, codes: { email: codes } });
    expect(await row(user.id)).toEqual(before);
    expect(await ctx.database.db.select().from(outbox)).toEqual([]);
  });

  it('passes an unchanged address as before (no e-mail)', async () => {
    const { user, browser } = await teacher(false);
    const res = await browser.patch(`/api/users/${user.id}/`, { email: TYPO.toUpperCase(), display_name: 'Lee' });
    expect(res.statusCode).toBe(200);
    expect(await row(user.id)).toMatchObject({ email: TYPO, displayName: 'Lee' });
    expect(await ctx.database.db.select().from(outbox)).toEqual([]);
  });

  it("answers 404 for another user's record and leaves it alone", async () => {
    const { browser } = await teacher(false);
    const before = await row(other.id);
    const res = await browser.patch(`/api/users/${other.id}/`, { email: FIXED });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ detail: ErrorDetail.notFound, codes: { detail: ['notFound'] } });
    expect(await row(other.id)).toEqual(before);
  });
});

describe('PATCH /api/users/{id}/ with email, address validated', () => {
  it('refuses as before and changes nothing', async () => {
    const { user, browser } = await teacher(true);
    const before = await row(user.id);
    const res = await browser.patch(`/api/users/${user.id}/`, { email: FIXED });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      email: [AccountMessage.emailNeedsCode],
      codes: { email: ['account.emailNeedsCode'] },
    });
    expect(await row(user.id)).toEqual(before);
    expect(await ctx.database.db.select().from(outbox)).toEqual([]);
  });
});
