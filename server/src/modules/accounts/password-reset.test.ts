import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AccountMessage, ErrorDetail } from '@playwords/common';
import { accountCodes, outbox, rateCounters, sessions, users } from '../../db/schema';
import { Browser, createTestAccount, startTestApp, TEACHER, type TestContext } from '../../test/harness';
import { captureLog } from '../../test/log-capture';
import { createSession } from '../users/service';
import { codeIn, TestSmtpServer } from '../../test/smtp';

const NEW_PASSWORD = 'Green-Giraffe-2026';
const SENT = { detail: AccountMessage.codeSent };
const VALID = { detail: AccountMessage.codeValid };
const INVALID_CODE = { code: [AccountMessage.codeInvalid], codes: { code: ['account.codeInvalid'] } };

let ctx: TestContext;
let smtp: TestSmtpServer;
let teacherId: number;
let ipCounter = 0;
const newBrowser = () => new Browser(ctx.app, `10.30.${Math.floor(ipCounter / 250)}.${ipCounter++ % 250}`);

beforeAll(async () => {
  smtp = await TestSmtpServer.start();
  ctx = await startTestApp({ PUBLIC_URL: 'https://playwords.example', SMTP_URL: smtp.url });
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
  await ctx.database.db.delete(users).where(eq(users.usernameKey, TEACHER.username));
  await ctx.database.db.delete(users).where(eq(users.usernameKey, 'bob_t'));
  teacherId = (await createTestAccount(ctx)).id;
});

/** Asks for a reset code for `name` and reads it from the e-mail that arrived at the teacher's address. */
async function mailedCode(browser: Browser, name = TEACHER.username, reason = 'password'): Promise<string> {
  smtp.clear();
  const res = await browser.post('/api/get_token/', { name, reason });
  expect([res.statusCode, res.json()]).toEqual([200, SENT]);
  await ctx.app.mail.sendPending();
  const mails = smtp.to(TEACHER.email);
  expect(mails).toHaveLength(1);
  return codeIn(mails[0]);
}

const codeRows = () => ctx.database.db.select().from(accountCodes).where(eq(accountCodes.userId, teacherId));
const wrongCode = (code: string) => (code === 'ZZZZZZ' ? 'YYYYYY' : 'ZZZZZZ');

describe('password reset over SMTP, end to end', () => {
  it('code by e-mail → validate → new password; every session ends; the old password stops working', async () => {
    const laptop = newBrowser();
    const phone = newBrowser();
    const stranger = newBrowser();
    expect((await laptop.logIn()).statusCode).toBe(200);
    // Two more live sessions (other devices), whatever the plan allows.
    for (let i = 0; i < 2; i++) {
      await createSession(ctx.database.db, { userId: teacherId, remember: true, maxSessions: 3, now: ctx.clock.now() });
    }
    expect(await ctx.database.db.select().from(sessions).where(eq(sessions.userId, teacherId))).toHaveLength(3);

    const code = await mailedCode(stranger);
    const [mail] = smtp.to(TEACHER.email);
    expect(mail!.subject).toBe('Your PlayWords password reset code');
    expect(mail!.text).toContain('It works for 10 minutes.');
    expect(mail!.html).toContain(`>${code}</p>`);

    const check = await stranger.post('/api/validate_token/', { code, name: TEACHER.username, reason: 'password' });
    expect([check.statusCode, check.json()]).toEqual([200, VALID]);

    const reset = await stranger.post('/api/users/reset_password/', {
      name: TEACHER.username,
      code,
      password: NEW_PASSWORD,
      reason: 'password',
    });
    expect([reset.statusCode, reset.json()]).toEqual([200, { detail: AccountMessage.passwordReset }]);

    expect(await ctx.database.db.select().from(sessions).where(eq(sessions.userId, teacherId))).toEqual([]);
    const me = await laptop.get('/api/users/me/');
    expect([me.statusCode, me.json()]).toEqual([
      403,
      { detail: ErrorDetail.notAuthenticated, codes: { detail: ['notAuthenticated'] } },
    ]);
    expect((await phone.logIn(TEACHER.username, TEACHER.password)).statusCode).toBe(400);
    expect((await phone.logIn(TEACHER.username, NEW_PASSWORD)).statusCode).toBe(200);

    const [row] = await codeRows();
    expect(row!.usedAt?.toISOString()).toBe('2026-01-15T10:00:00.000Z');
  });

  it('ends the session of the browser that reset, and clears its cookie', async () => {
    const browser = newBrowser();
    await browser.logIn();
    const code = await mailedCode(browser);
    const res = await browser.post('/api/users/reset_password/', {
      name: TEACHER.username,
      code,
      password: NEW_PASSWORD,
    });
    expect(res.statusCode).toBe(200);
    expect(res.cookies.find((c) => c.name === 'sessionid')?.value).toBe('');
    expect((await browser.get('/api/users/me/')).statusCode).toBe(403);
  });

  it('accepts the e-mail address as the name, and a code typed in lower case with spaces', async () => {
    const browser = newBrowser();
    const code = await mailedCode(browser, 'Lee@School.example');
    const typed = ` ${code.slice(0, 3).toLowerCase()} ${code.slice(3)}`;
    const check = await browser.post('/api/validate_token/', { code: typed, name: TEACHER.email, reason: 'password' });
    expect(check.statusCode).toBe(200);
    const reset = await browser.post('/api/users/reset_password/', {
      name: TEACHER.email,
      code: typed,
      password: NEW_PASSWORD,
    });
    expect(reset.statusCode).toBe(200);
  });

  it('stores only a keyed hash of the code, bound to the user and purpose, valid for 10 minutes', async () => {
    const code = await mailedCode(newBrowser());
    const [row] = await codeRows();
    expect(row).toMatchObject({ purpose: 'password', failedAttempts: 0, usedAt: null });
    expect(row!.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row!.codeHash).not.toContain(code);
    expect(row!.expiresAt.toISOString()).toBe('2026-01-15T10:10:00.000Z');
    // Nor is it kept in the outbox once the e-mail went out.
    const [mail] = await ctx.database.db.select().from(outbox);
    expect(mail).toMatchObject({ status: 'sent', text: '', html: '', logLine: '' });
  });
});

describe('the code rules', () => {
  it('is single use: after a reset the same code is refused', async () => {
    const browser = newBrowser();
    const code = await mailedCode(browser);
    const body = { name: TEACHER.username, code, password: NEW_PASSWORD };
    expect((await browser.post('/api/users/reset_password/', body)).statusCode).toBe(200);
    const again = await browser.post('/api/users/reset_password/', { ...body, password: 'Another-Pass-99' });
    expect([again.statusCode, again.json()]).toEqual([400, INVALID_CODE]);
    expect((await browser.post('/api/validate_token/', { ...body, reason: 'password' })).statusCode).toBe(400);
    expect((await newBrowser().logIn(TEACHER.username, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('expires after 10 minutes', async () => {
    const browser = newBrowser();
    const code = await mailedCode(browser);
    ctx.clock.advance(10 * 60 * 1000 - 1000);
    expect(
      (await browser.post('/api/validate_token/', { code, name: TEACHER.username, reason: 'password' })).statusCode,
    ).toBe(200);
    ctx.clock.advance(1000);
    const late = await browser.post('/api/validate_token/', { code, name: TEACHER.username, reason: 'password' });
    expect([late.statusCode, late.json()]).toEqual([400, INVALID_CODE]);
    const reset = await browser.post('/api/users/reset_password/', {
      name: TEACHER.username,
      code,
      password: NEW_PASSWORD,
    });
    expect([reset.statusCode, reset.json()]).toEqual([400, INVALID_CODE]);
  });

  it('dies after 5 wrong tries: the right code is refused afterwards', async () => {
    const browser = newBrowser();
    const code = await mailedCode(browser);
    for (let i = 0; i < 4; i++) {
      const res = await browser.post('/api/validate_token/', {
        code: wrongCode(code),
        name: TEACHER.username,
        reason: 'password',
      });
      expect([res.statusCode, res.json()]).toEqual([400, INVALID_CODE]);
    }
    // Four wrong tries: still alive (and a right try does not count against it).
    expect(
      (await browser.post('/api/validate_token/', { code, name: TEACHER.username, reason: 'password' })).statusCode,
    ).toBe(200);
    expect((await codeRows())[0]!.failedAttempts).toBe(4);
    await browser.post('/api/validate_token/', { code: wrongCode(code), name: TEACHER.username, reason: 'password' });
    expect((await codeRows())[0]!.failedAttempts).toBe(5);

    const right = await browser.post('/api/users/reset_password/', {
      name: TEACHER.username,
      code,
      password: NEW_PASSWORD,
    });
    expect([right.statusCode, right.json()]).toEqual([400, INVALID_CODE]);
    expect((await newBrowser().logIn()).statusCode).toBe(200);
  });

  it('counts parallel wrong tries exactly: 12 at once leave the code dead after 5', async () => {
    const code = await mailedCode(newBrowser());
    const results = await Promise.all(
      Array.from({ length: 12 }, () =>
        newBrowser().post('/api/validate_token/', {
          code: wrongCode(code),
          name: TEACHER.username,
          reason: 'password',
        }),
      ),
    );
    expect(results.every((r) => r.statusCode === 400)).toBe(true);
    expect((await codeRows())[0]!.failedAttempts).toBe(5);
    expect(
      (await newBrowser().post('/api/validate_token/', { code, name: TEACHER.username, reason: 'password' }))
        .statusCode,
    ).toBe(400);
  });

  it('a new code replaces the previous one', async () => {
    const browser = newBrowser();
    const first = await mailedCode(browser);
    const second = await mailedCode(browser);
    const old = await browser.post('/api/validate_token/', { code: first, name: TEACHER.username, reason: 'password' });
    expect([old.statusCode, old.json()]).toEqual([400, INVALID_CODE]);
    expect(
      (await browser.post('/api/validate_token/', { code: second, name: TEACHER.username, reason: 'password' }))
        .statusCode,
    ).toBe(200);
  });

  it("is refused for another user: Lee's code does not reset Bob's password", async () => {
    const bob = await createTestAccount(ctx, { username: 'bob_t', email: 'bob@school.example' });
    const browser = newBrowser();
    const code = await mailedCode(browser);
    const res = await browser.post('/api/users/reset_password/', { name: 'bob_t', code, password: NEW_PASSWORD });
    expect([res.statusCode, res.json()]).toEqual([400, INVALID_CODE]);
    const [bobRow] = await ctx.database.db.select().from(users).where(eq(users.id, bob.id));
    expect((await newBrowser().logIn('bob_t', TEACHER.password)).statusCode).toBe(200);
    expect(bobRow!.passwordHash).not.toBe('');
  });

  it('is refused for another purpose: a reset code cannot change the e-mail, nor an e-mail code reset the password', async () => {
    const browser = newBrowser();
    await browser.logIn();
    const resetCode = await mailedCode(browser);
    const asEmail = await browser.post('/api/validate_token/', {
      code: resetCode,
      name: TEACHER.username,
      reason: 'email',
    });
    expect([asEmail.statusCode, asEmail.json()]).toEqual([400, INVALID_CODE]);
    const change = await browser.post('/api/users/change_email/', { code: resetCode, email: 'new@school.example' });
    expect([change.statusCode, change.json()]).toEqual([400, INVALID_CODE]);

    const emailCode = await mailedCode(browser, TEACHER.username, 'email');
    const asReset = await browser.post('/api/users/reset_password/', {
      name: TEACHER.username,
      code: emailCode,
      password: NEW_PASSWORD,
    });
    expect([asReset.statusCode, asReset.json()]).toEqual([400, INVALID_CODE]);
    // Both codes are still good for what they were made for.
    expect(
      (await browser.post('/api/validate_token/', { code: resetCode, name: TEACHER.username, reason: 'password' }))
        .statusCode,
    ).toBe(200);
    expect((await browser.post('/api/validate_token/', { code: emailCode, reason: 'email' })).statusCode).toBe(200);
  });

  it('a password that breaks a rule is refused with the sign-up messages, and the code stays usable', async () => {
    const browser = newBrowser();
    const code = await mailedCode(browser);
    const weak = await browser.post('/api/users/reset_password/', {
      name: TEACHER.username,
      code,
      password: 'password',
    });
    expect([weak.statusCode, weak.json()]).toEqual([
      400,
      { password: ['This password is too common.'], codes: { password: ['users.passwordCommon'] } },
    ]);
    const short = await browser.post('/api/users/reset_password/', { name: TEACHER.username, code, password: 'Ab1' });
    expect(short.json()).toEqual({
      password: ['This password is too short. It must contain at least 8 characters.'],
      codes: { password: ['users.passwordTooShort'] },
    });
    const named = await browser.post('/api/users/reset_password/', {
      name: TEACHER.username,
      code,
      password: 'miss_lee-2026!',
    });
    expect(named.json()).toEqual({
      password: ['The password is too similar to the username.'],
      codes: { password: ['users.passwordTooSimilar'] },
    });
    expect((await codeRows())[0]).toMatchObject({ failedAttempts: 0, usedAt: null });
    const good = await browser.post('/api/users/reset_password/', {
      name: TEACHER.username,
      code,
      password: NEW_PASSWORD,
    });
    expect(good.statusCode).toBe(200);
  });

  it('a wrong code with a weak password reports only the code (the rules are not checked without a code)', async () => {
    const res = await newBrowser().post('/api/users/reset_password/', {
      name: TEACHER.username,
      code: 'ZZZZZZ',
      password: 'x',
    });
    expect([res.statusCode, res.json()]).toEqual([400, INVALID_CODE]);
  });
});

describe('no enumeration: unknown names get exactly the same answers', () => {
  it('get_token, validate_token and reset_password answer unknown names as they answer real ones', async () => {
    const known = newBrowser();
    const unknown = newBrowser();
    const pairs: Array<[string, Record<string, unknown>, Record<string, unknown>]> = [
      ['/api/get_token/', { name: TEACHER.username, reason: 'password' }, { name: 'nobody_here', reason: 'password' }],
      [
        '/api/get_token/',
        { name: TEACHER.email, reason: 'password' },
        { name: 'nobody@school.example', reason: 'password' },
      ],
      [
        '/api/validate_token/',
        { code: 'ZZZZZZ', name: TEACHER.username, reason: 'password' },
        { code: 'ZZZZZZ', name: 'nobody_here', reason: 'password' },
      ],
      [
        '/api/users/reset_password/',
        { code: 'ZZZZZZ', name: TEACHER.username, password: NEW_PASSWORD },
        { code: 'ZZZZZZ', name: 'nobody_here', password: NEW_PASSWORD },
      ],
      [
        '/api/users/reset_password/',
        { code: 'ZZZZZZ', name: TEACHER.username, password: 'x' },
        { code: 'ZZZZZZ', name: 'nobody_here', password: 'x' },
      ],
    ];
    for (const [path, real, fake] of pairs) {
      const a = await known.post(path, real);
      const b = await unknown.post(path, fake);
      expect([path, b.statusCode, b.body]).toEqual([path, a.statusCode, a.body]);
    }
    // Only the real account got an e-mail.
    await ctx.app.mail.sendPending();
    expect(smtp.received.map((m) => m.envelopeTo[0])).toEqual([TEACHER.email, TEACHER.email]);
  });

  it('the official account and deactivated accounts are answered like unknown names and get no e-mail', async () => {
    await ctx.database.db.update(users).set({ isActive: false }).where(eq(users.id, teacherId));
    const res = await newBrowser().post('/api/get_token/', { name: TEACHER.username, reason: 'password' });
    expect([res.statusCode, res.json()]).toEqual([200, SENT]);
    const official = await newBrowser().post('/api/get_token/', { name: 'PlayWords', reason: 'password' });
    expect([official.statusCode, official.json()]).toEqual([200, SENT]);
    const unknown = await newBrowser().post('/api/get_token/', { name: 'nobody_here', reason: 'password' });
    expect([unknown.statusCode, unknown.json()]).toEqual([200, SENT]);
    // The same work was done for them as for a real account, and undone: no e-mail, no code for anyone.
    expect(await ctx.database.db.select().from(outbox)).toEqual([]);
    expect(await ctx.database.db.select().from(accountCodes)).toEqual([]);
  });
});

describe('input', () => {
  it('requires a name for a reset and a known reason', async () => {
    const browser = newBrowser();
    const missing = await browser.post('/api/get_token/', { reason: 'password' });
    expect([missing.statusCode, missing.json()]).toEqual([
      400,
      { name: ['This field is required.'], codes: { name: ['fields.required'] } },
    ]);
    const blank = await browser.post('/api/get_token/', { name: '  ', reason: 'password' });
    expect([blank.statusCode, blank.json()]).toEqual([
      400,
      { name: ['This field may not be blank.'], codes: { name: ['fields.blank'] } },
    ]);
    const reason = await browser.post('/api/get_token/', { name: TEACHER.username, reason: 'love' });
    expect([reason.statusCode, reason.json()]).toEqual([
      400,
      { reason: ['"love" is not a valid choice.'], codes: { reason: ['fields.notAChoice'] } },
    ]);
    const noReason = await browser.post('/api/get_token/', { name: TEACHER.username });
    expect([noReason.statusCode, noReason.json()]).toEqual([
      400,
      { reason: ['This field is required.'], codes: { reason: ['fields.required'] } },
    ]);
    const resetFields = await browser.post('/api/users/reset_password/', {});
    expect(resetFields.json()).toEqual({
      name: ['This field is required.'],
      code: ['This field is required.'],
      password: ['This field is required.'],
      codes: { name: ['fields.required'], code: ['fields.required'], password: ['fields.required'] },
    });
    expect(await ctx.database.db.select().from(outbox)).toEqual([]);
  });

  it('accepts the form encodings too', async () => {
    const browser = newBrowser();
    const res = await browser.request({
      method: 'POST',
      url: '/api/get_token/',
      payload: new URLSearchParams({ name: TEACHER.username, reason: 'password' }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect([res.statusCode, res.json()]).toEqual([200, SENT]);
    expect(await ctx.database.db.select().from(outbox)).toHaveLength(1);
  });

  it('needs the CSRF token like every write', async () => {
    const res = await newBrowser().post(
      '/api/get_token/',
      { name: TEACHER.username, reason: 'password' },
      { csrf: false },
    );
    expect([res.statusCode, res.json()]).toEqual([
      403,
      { detail: ErrorDetail.csrfMissing, codes: { detail: ['csrfMissing'] } },
    ]);
    expect(await ctx.database.db.select().from(outbox)).toEqual([]);
  });
});

describe('throttling', () => {
  it('get_token: 5 e-mails per name an hour, then 429 with Retry-After (unknown names alike)', async () => {
    for (const name of [TEACHER.username, 'nobody_here']) {
      for (let i = 0; i < 5; i++) {
        expect((await newBrowser().post('/api/get_token/', { name, reason: 'password' })).statusCode).toBe(200);
      }
      const res = await newBrowser().post('/api/get_token/', { name, reason: 'password' });
      expect([res.statusCode, res.headers['retry-after'], res.json()]).toEqual([
        429,
        '3600',
        { detail: 'Request was throttled. Expected available in 3600 seconds.', codes: { detail: ['throttled'] } },
      ]);
    }
    expect(await ctx.database.db.select().from(outbox)).toHaveLength(5);
    ctx.clock.advance(3600 * 1000);
    expect(
      (await newBrowser().post('/api/get_token/', { name: TEACHER.username, reason: 'password' })).statusCode,
    ).toBe(200);
  });

  it('get_token: 30 e-mails per client address an hour', async () => {
    const browser = newBrowser();
    for (let i = 0; i < 30; i++) {
      expect((await browser.post('/api/get_token/', { name: `someone_${i}`, reason: 'password' })).statusCode).toBe(
        200,
      );
    }
    const res = await browser.post('/api/get_token/', { name: TEACHER.username, reason: 'password' });
    expect(res.statusCode).toBe(429);
    expect(await ctx.database.db.select().from(outbox)).toEqual([]);
  });

  it('code checks: 20 per name in 15 minutes, then 429 even for the right code', async () => {
    const code = await mailedCode(newBrowser());
    // Right tries do not wear the code out, but the throttle counts every check.
    for (let i = 0; i < 20; i++) {
      const res = await newBrowser().post('/api/validate_token/', { code, name: TEACHER.username, reason: 'password' });
      expect(res.statusCode).toBe(200);
    }
    const res = await newBrowser().post('/api/users/reset_password/', {
      name: TEACHER.username,
      code,
      password: NEW_PASSWORD,
    });
    expect([res.statusCode, res.headers['retry-after']]).toEqual([429, '900']);
    expect((await newBrowser().logIn()).statusCode).toBe(200);
  });

  it('code checks: 100 per client address in 15 minutes', async () => {
    const browser = newBrowser();
    for (let i = 0; i < 100; i++) {
      await browser.post('/api/validate_token/', { code: 'ZZZZZZ', name: `someone_${i}`, reason: 'password' });
    }
    const res = await browser.post('/api/validate_token/', {
      code: 'ZZZZZZ',
      name: TEACHER.username,
      reason: 'password',
    });
    expect(res.statusCode).toBe(429);
  });
});

describe('without SMTP', () => {
  it('the code is logged for the teacher who runs the server', async () => {
    const { stream, lines } = captureLog();
    const local = await startTestApp({}, undefined, { logger: { level: 'info', stream } });
    try {
      await createTestAccount(local);
      const res = await new Browser(local.app).post('/api/get_token/', { name: TEACHER.username, reason: 'password' });
      expect(res.statusCode).toBe(200);
      await local.app.mail.sendPending();
      const logged = (lines as Array<{ level: number; msg: string }>).filter((l) => l.msg.includes('reset code'));
      expect(logged).toHaveLength(1);
      expect(logged[0]!.level).toBe(30);
      const code = /code for miss_lee <lee@school\.example>: ([A-Z0-9]{6})$/.exec(logged[0]!.msg)?.[1];
      expect(code).toBeDefined();
      const check = await new Browser(local.app).post('/api/validate_token/', {
        code,
        name: TEACHER.username,
        reason: 'password',
      });
      expect(check.statusCode).toBe(200);
    } finally {
      await local.close();
    }
  });
});
