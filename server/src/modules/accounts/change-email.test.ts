import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AccountMessage, ErrorDetail } from '@playwords/common';
import { accountCodes, outbox, rateCounters, users } from '../../db/schema';
import { Browser, createTestAccount, startTestApp, TEACHER, type TestContext } from '../../test/harness';
import { codeIn, linkIn, TestSmtpServer } from '../../test/smtp';
import { DUPLICATE_EMAIL } from '../users/service';

const PUBLIC_URL = 'https://playwords.example';
const NEW_EMAIL = 'lee.new@school.example';
const INVALID_CODE = { code: [AccountMessage.codeInvalid], codes: { code: ['account.codeInvalid'] } };
const NOT_SIGNED_IN = { detail: ErrorDetail.notAuthenticated, codes: { detail: ['notAuthenticated'] } };

let ctx: TestContext;
let smtp: TestSmtpServer;
let teacherId: number;
let browser: Browser;
let ipCounter = 0;
const newBrowser = () => new Browser(ctx.app, `10.40.${Math.floor(ipCounter / 250)}.${ipCounter++ % 250}`);

beforeAll(async () => {
  smtp = await TestSmtpServer.start();
  ctx = await startTestApp({ PUBLIC_URL, SMTP_URL: smtp.url });
});
afterAll(async () => {
  await ctx.close();
  await smtp.close();
});
beforeEach(async () => {
  smtp.clear();
  ctx.clock.set('2026-01-15T10:00:00.000Z');
  await ctx.database.db.delete(outbox);
  await ctx.database.db.delete(rateCounters);
  for (const name of [TEACHER.username, 'bob_t', 'cat_t']) {
    await ctx.database.db.delete(users).where(eq(users.usernameKey, name));
  }
  teacherId = (await createTestAccount(ctx, { displayName: 'Miss Lee' })).id;
  browser = newBrowser();
  expect((await browser.logIn()).statusCode).toBe(200);
});

async function userRow(id = teacherId) {
  const [row] = await ctx.database.db.select().from(users).where(eq(users.id, id));
  return row!;
}

/** Asks for an e-mail-change code as the signed-in teacher and reads it from her current mailbox. */
async function mailedCode(to = TEACHER.email, as = browser): Promise<string> {
  smtp.clear();
  const res = await as.post('/api/get_token/', { name: 'Miss Lee', reason: 'email' });
  expect([res.statusCode, res.json()]).toEqual([200, { detail: AccountMessage.codeSent }]);
  await ctx.app.mail.sendPending();
  const mails = smtp.to(to);
  expect(mails).toHaveLength(1);
  expect(mails[0]!.subject).toBe('Your PlayWords code to change your email');
  return codeIn(mails[0]);
}

const apiPathOf = (link: string) => `/api${new URL(link).pathname}/`;

describe('change of e-mail over SMTP, end to end', () => {
  it('code to the current address → new address → link to the new one, notice to the old → validated', async () => {
    const code = await mailedCode();
    const check = await browser.post('/api/validate_token/', { code, name: 'Miss Lee', reason: 'email' });
    expect([check.statusCode, check.json()]).toEqual([200, { detail: AccountMessage.codeValid }]);

    smtp.clear();
    const res = await browser.post('/api/users/change_email/', {
      name: 'Miss Lee',
      code,
      email: NEW_EMAIL,
      reason: 'email',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ email: TEACHER.email, email_to_activate: NEW_EMAIL, has_valid_email: true });
    expect(await userRow()).toMatchObject({ email: TEACHER.email, emailToActivate: NEW_EMAIL, hasValidEmail: true });
    const me = await browser.get('/api/users/me/');
    expect(me.json()).toMatchObject({ email: TEACHER.email, email_to_activate: NEW_EMAIL });

    await ctx.app.mail.sendPending();
    const [toNew] = smtp.to(NEW_EMAIL);
    expect(toNew!.subject).toBe('Confirm your new PlayWords email address');
    const link = linkIn(toNew);
    expect(link.startsWith(`${PUBLIC_URL}/activate/${teacherId}/`)).toBe(true);
    const [toOld] = smtp.to(TEACHER.email);
    expect(toOld!.subject).toBe('Your PlayWords email address is changing');
    expect(toOld!.text).toContain('to le***@sc***.example');
    expect(toOld!.text).toContain(`${PUBLIC_URL}/reset-password`);
    expect(toOld!.text).not.toContain(NEW_EMAIL);
    expect(smtp.received).toHaveLength(2);

    const activated = await newBrowser().post(apiPathOf(link));
    expect([activated.statusCode, activated.json()]).toEqual([200, { detail: AccountMessage.activated }]);
    expect(await userRow()).toMatchObject({
      email: NEW_EMAIL,
      emailKey: NEW_EMAIL,
      emailToActivate: null,
      hasValidEmail: true,
    });
    expect((await browser.get('/api/users/me/')).json()).toMatchObject({
      email: NEW_EMAIL,
      email_to_activate: null,
      has_valid_email: true,
    });
    // Used once; the code too.
    expect((await newBrowser().post(apiPathOf(link))).json()).toEqual({
      detail: AccountMessage.linkInvalid,
      codes: { detail: ['account.linkInvalid'] },
    });
    const reuse = await browser.post('/api/users/change_email/', { code, email: 'third@school.example' });
    expect([reuse.statusCode, reuse.json()]).toEqual([400, INVALID_CODE]);
    // Reset codes now go to the new address.
    const reset = await newBrowser().post('/api/get_token/', { name: NEW_EMAIL, reason: 'password' });
    expect(reset.statusCode).toBe(200);
    smtp.clear();
    await ctx.app.mail.sendPending();
    expect(smtp.received.map((m) => m.envelopeTo[0])).toEqual([NEW_EMAIL]);
  });

  it('the links of the old address die when the address changes (a pending sign-up link)', async () => {
    const res = await newBrowser().post('/api/users/', {
      username: 'cat_t',
      password: 'Blue-Elephant-77',
      email: 'cat@school.example',
      accepted_terms_and_conditions: true,
    });
    const catId = res.json().id as number;
    await ctx.app.mail.sendPending();
    const signUpLink = linkIn(smtp.to('cat@school.example')[0]);
    const cat = newBrowser();
    await cat.logIn('cat_t', 'Blue-Elephant-77');

    const code = await mailedCode('cat@school.example', cat);
    smtp.clear();
    expect((await cat.post('/api/users/change_email/', { code, email: 'cat.new@school.example' })).statusCode).toBe(
      200,
    );
    await ctx.app.mail.sendPending();
    const changeLink = linkIn(smtp.to('cat.new@school.example')[0]);

    const old = await newBrowser().post(apiPathOf(signUpLink));
    expect([old.statusCode, old.json()]).toEqual([
      400,
      { detail: AccountMessage.linkInvalid, codes: { detail: ['account.linkInvalid'] } },
    ]);
    expect(await userRow(catId)).toMatchObject({ hasValidEmail: false, email: 'cat@school.example' });

    // The reminder's resend goes to the address waiting to be validated.
    smtp.clear();
    expect((await cat.post('/api/activate/reminder/resendactivationemail/')).statusCode).toBe(200);
    await ctx.app.mail.sendPending();
    expect(smtp.received.map((m) => m.envelopeTo[0])).toEqual(['cat.new@school.example']);

    expect((await newBrowser().post(apiPathOf(changeLink))).statusCode).toBe(200);
    expect(await userRow(catId)).toMatchObject({
      hasValidEmail: true,
      email: 'cat.new@school.example',
      emailToActivate: null,
    });
  });

  it('a second change before validating replaces the first: only the newest link works', async () => {
    const first = await mailedCode();
    await browser.post('/api/users/change_email/', { code: first, email: 'one@school.example' });
    await ctx.app.mail.sendPending();
    const firstLink = linkIn(smtp.to('one@school.example')[0]);
    const second = await mailedCode();
    await browser.post('/api/users/change_email/', { code: second, email: 'two@school.example' });
    await ctx.app.mail.sendPending();
    const secondLink = linkIn(smtp.to('two@school.example')[0]);

    expect((await newBrowser().post(apiPathOf(firstLink))).json()).toEqual({
      detail: AccountMessage.linkInvalid,
      codes: { detail: ['account.linkInvalid'] },
    });
    expect((await newBrowser().post(apiPathOf(secondLink))).statusCode).toBe(200);
    expect((await userRow()).email).toBe('two@school.example');
  });

  it('if another account took the new address meanwhile, the link is invalid and nothing changes', async () => {
    const code = await mailedCode();
    await browser.post('/api/users/change_email/', { code, email: NEW_EMAIL });
    await ctx.app.mail.sendPending();
    const link = linkIn(smtp.to(NEW_EMAIL)[0]);
    await createTestAccount(ctx, { username: 'bob_t', email: NEW_EMAIL });
    const res = await newBrowser().post(apiPathOf(link));
    expect([res.statusCode, res.json()]).toEqual([
      400,
      { detail: AccountMessage.linkInvalid, codes: { detail: ['account.linkInvalid'] } },
    ]);
    expect(await userRow()).toMatchObject({ email: TEACHER.email, emailToActivate: NEW_EMAIL });
  });
});

describe('Host-header injection', () => {
  it('the link to the new address and the reset link to the old one use PUBLIC_URL', async () => {
    const code = await mailedCode();
    smtp.clear();
    const res = await browser.request({
      method: 'POST',
      url: '/api/users/change_email/',
      payload: { code, email: NEW_EMAIL },
      headers: { host: 'evil.example', 'x-forwarded-host': 'evil.example' },
    });
    expect(res.statusCode).toBe(200);
    await ctx.app.mail.sendPending();
    expect(linkIn(smtp.to(NEW_EMAIL)[0]).startsWith(`${PUBLIC_URL}/activate/${teacherId}/`)).toBe(true);
    expect(smtp.to(TEACHER.email)[0]!.text).toContain(`${PUBLIC_URL}/reset-password`);
    for (const mail of smtp.received) expect(mail.raw).not.toContain('evil.example');
  });
});

describe('signed in only', () => {
  it('get_token, validate_token and change_email with reason email answer 403 to visitors and send nothing', async () => {
    const visitor = newBrowser();
    for (const [path, body] of [
      ['/api/get_token/', { name: TEACHER.username, reason: 'email' }],
      ['/api/validate_token/', { code: 'ZZZZZZ', name: TEACHER.username, reason: 'email' }],
      ['/api/users/change_email/', { code: 'ZZZZZZ', name: TEACHER.username, email: NEW_EMAIL, reason: 'email' }],
    ] as const) {
      const res = await visitor.post(path, body);
      expect([path, res.statusCode, res.json()]).toEqual([path, 403, NOT_SIGNED_IN]);
    }
    expect(await ctx.database.db.select().from(outbox)).toEqual([]);
  });

  it('the code is always for the signed-in user, whatever name is sent', async () => {
    const bob = await createTestAccount(ctx, { username: 'bob_t', email: 'bob@school.example' });
    smtp.clear();
    await browser.post('/api/get_token/', { name: 'bob_t', reason: 'email' });
    await ctx.app.mail.sendPending();
    expect(smtp.received.map((m) => m.envelopeTo[0])).toEqual([TEACHER.email]);
    const code = codeIn(smtp.received[0]);
    // Bob, signed in, cannot use Lee's code, even naming her.
    const bobBrowser = newBrowser();
    await bobBrowser.logIn('bob_t', TEACHER.password);
    const res = await bobBrowser.post('/api/users/change_email/', { name: TEACHER.username, code, email: NEW_EMAIL });
    expect([res.statusCode, res.json()]).toEqual([400, INVALID_CODE]);
    expect((await userRow(bob.id)).emailToActivate).toBeNull();
  });
});

describe('the new address', () => {
  it('is checked: invalid, taken, or the current one → field errors; the code stays usable', async () => {
    await createTestAccount(ctx, { username: 'bob_t', email: 'bob@school.example' });
    const code = await mailedCode();
    const cases: Array<[unknown, Record<string, unknown>]> = [
      ['not-an-address', { email: ['Enter a valid email address.'], codes: { email: ['fields.invalidEmail'] } }],
      ['', { email: ['This field may not be blank.'], codes: { email: ['fields.blank'] } }],
      [undefined, { email: ['This field is required.'], codes: { email: ['fields.required'] } }],
      ['Bob@School.example', { email: [DUPLICATE_EMAIL], codes: { email: ['users.duplicateEmail'] } }],
      [' LEE@school.example ', { email: [AccountMessage.sameEmail], codes: { email: ['account.sameEmail'] } }],
    ];
    for (const [email, errors] of cases) {
      const res = await browser.post('/api/users/change_email/', { code, email });
      expect([email, res.statusCode, res.json()]).toEqual([email, 400, errors]);
    }
    expect(await userRow()).toMatchObject({ emailToActivate: null });
    const [row] = await ctx.database.db.select().from(accountCodes).where(eq(accountCodes.userId, teacherId));
    expect(row).toMatchObject({ failedAttempts: 0, usedAt: null });
    expect((await browser.post('/api/users/change_email/', { code, email: NEW_EMAIL })).statusCode).toBe(200);
  });

  it('a wrong code is reported before the address, so whether an address is taken never leaks without a code', async () => {
    await createTestAccount(ctx, { username: 'bob_t', email: 'bob@school.example' });
    await mailedCode();
    const taken = await browser.post('/api/users/change_email/', { code: 'ZZZZZZ', email: 'bob@school.example' });
    const free = await browser.post('/api/users/change_email/', { code: 'ZZZZZZ', email: 'free@school.example' });
    expect([taken.statusCode, taken.body]).toEqual([400, JSON.stringify(INVALID_CODE)]);
    expect([free.statusCode, free.body]).toEqual([taken.statusCode, taken.body]);
  });

  it('five wrong codes kill the code for change_email too', async () => {
    const code = await mailedCode();
    for (let i = 0; i < 5; i++)
      await browser.post('/api/validate_token/', { code: code === 'AAAAAA' ? 'BBBBBB' : 'AAAAAA', reason: 'email' });
    const res = await browser.post('/api/users/change_email/', { code, email: NEW_EMAIL });
    expect([res.statusCode, res.json()]).toEqual([400, INVALID_CODE]);
    expect((await userRow()).emailToActivate).toBeNull();
  });
});

describe('PATCH /api/users/{id}/ with email', () => {
  it('is refused: the change needs the code sent to the current address', async () => {
    const res = await browser.patch(`/api/users/${teacherId}/`, { email: NEW_EMAIL });
    expect([res.statusCode, res.json()]).toEqual([
      400,
      { email: [AccountMessage.emailNeedsCode], codes: { email: ['account.emailNeedsCode'] } },
    ]);
    expect(await userRow()).toMatchObject({ email: TEACHER.email, emailToActivate: null });
    expect(await ctx.database.db.select().from(outbox)).toEqual([]);
  });

  it('the unchanged address beside another edit is fine', async () => {
    const res = await browser.patch(`/api/users/${teacherId}/`, { email: TEACHER.email, display_name: 'Ms Lee' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ display_name: 'Ms Lee', email: TEACHER.email });
  });
});

describe('throttling', () => {
  it('e-mail codes: the 6th request within an hour gets 429', async () => {
    for (let i = 0; i < 5; i++) {
      expect((await browser.post('/api/get_token/', { reason: 'email' })).statusCode).toBe(200);
    }
    const res = await browser.post('/api/get_token/', { reason: 'email' });
    expect([res.statusCode, res.headers['retry-after']]).toEqual([429, '3600']);
    expect(await ctx.database.db.select().from(outbox)).toHaveLength(5);
  });

  it('change_email counts as a code check: the 21st within 15 minutes gets 429', async () => {
    for (let i = 0; i < 20; i++) await browser.post('/api/users/change_email/', { code: 'ZZZZZZ', email: NEW_EMAIL });
    const res = await browser.post('/api/users/change_email/', { code: 'ZZZZZZ', email: NEW_EMAIL });
    expect([res.statusCode, res.headers['retry-after']]).toEqual([429, '900']);
  });
});
