import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ErrorDetail } from '@playwords/common';
import { rateCounters, sessions } from '../../db/schema';
import { countLiveSessions } from './service';
import { Browser, createTestAccount, startTestApp, TEACHER, type TestContext } from '../../test/harness';
import type { UserRow } from './repository';

let ctx: TestContext;
let teacher: UserRow;
beforeAll(async () => {
  ctx = await startTestApp();
  teacher = await createTestAccount(ctx);
});
afterAll(async () => ctx.close());
beforeEach(async () => {
  await ctx.database.db.delete(sessions);
  await ctx.database.db.delete(rateCounters);
  ctx.clock.set('2026-01-15T10:00:00.000Z');
});

const BAD = {
  username: ['Unable to log in with provided credentials.'],
  codes: { username: ['users.badCredentials'] },
};
const sessionCookie = (res: { cookies: unknown }) =>
  (res.cookies as Array<{ name: string; value: string; maxAge?: number; httpOnly?: boolean; sameSite?: string }>).find(
    (c) => c.name === 'sessionid',
  );

describe('POST /api/users/login/', () => {
  it('logs in: 200 with the user object, an HttpOnly Lax cookie for 7 days, a fresh CSRF token', async () => {
    const browser = new Browser(ctx.app);
    const before = await browser.fetchCsrf();
    const res = await browser.logIn();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: teacher.id, username: TEACHER.username, has_valid_email: true });
    const cookie = sessionCookie(res);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', maxAge: 604800 });
    expect(res.headers['x-csrftoken']).toEqual(expect.any(String));
    expect(res.headers['x-csrftoken']).not.toBe(before);
    expect(await countLiveSessions(ctx.database.db, teacher.id, ctx.clock.now())).toBe(1);
  });

  it('without remember-me: a browser-session cookie that the server ends after 12 hours', async () => {
    const browser = new Browser(ctx.app);
    const res = await browser.logIn(TEACHER.username, TEACHER.password, false);
    expect(res.statusCode).toBe(200);
    expect(sessionCookie(res)?.maxAge).toBeUndefined();
    ctx.clock.advance(12 * 3600 * 1000 - 1000);
    expect((await browser.get('/api/users/me/')).statusCode).toBe(200);
    ctx.clock.advance(2000);
    const late = await browser.get('/api/users/me/');
    expect(late.statusCode).toBe(403);
    expect(late.json()).toEqual({ detail: ErrorDetail.notAuthenticated, codes: { detail: ['notAuthenticated'] } });
  });

  it('with remember-me: the server ends the session after 7 days', async () => {
    const browser = new Browser(ctx.app);
    await browser.logIn();
    ctx.clock.advance(7 * 24 * 3600 * 1000 - 1000);
    expect((await browser.get('/api/users/me/')).statusCode).toBe(200);
    ctx.clock.advance(2000);
    expect((await browser.get('/api/users/me/')).statusCode).toBe(403);
  });

  it('accepts the username in another case, and "true"/"false" strings for remember', async () => {
    const res = await new Browser(ctx.app).logIn('MISS_LEE', TEACHER.password, 'false' as never);
    expect(res.statusCode).toBe(200);
    expect(sessionCookie(res)?.maxAge).toBeUndefined();
  });

  it('answers a wrong password and an unknown name identically, starting no session', async () => {
    const browser = new Browser(ctx.app);
    const wrong = await browser.logIn(TEACHER.username, 'Wrong-Password-1');
    const unknown = await browser.logIn('nobody_here', 'Wrong-Password-1');
    expect(wrong.statusCode).toBe(400);
    expect(unknown.statusCode).toBe(400);
    expect(wrong.json()).toEqual(BAD);
    expect(unknown.json()).toEqual(BAD);
    expect(sessionCookie(wrong)).toBeUndefined();
    expect(await countLiveSessions(ctx.database.db, teacher.id, ctx.clock.now())).toBe(0);
  });

  it('refuses the official account, whose password is unusable', async () => {
    const res = await new Browser(ctx.app).logIn('PlayWords', '!');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(BAD);
  });

  it('names missing fields and drops unknown ones', async () => {
    const browser = new Browser(ctx.app);
    const res = await browser.post('/api/users/login/', { remember: true, extra: 'x' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      username: ['This field is required.'],
      password: ['This field is required.'],
      codes: { username: ['fields.required'], password: ['fields.required'] },
    });
    const blank = await browser.post('/api/users/login/', { username: '', password: '' });
    expect(blank.json()).toEqual({
      username: ['This field may not be blank.'],
      password: ['This field may not be blank.'],
      codes: { username: ['fields.blank'], password: ['fields.blank'] },
    });
  });

  it('needs the CSRF token: missing and wrong answer the contract texts', async () => {
    const browser = new Browser(ctx.app);
    const missing = await browser.post('/api/users/login/', { ...TEACHER, remember: true }, { csrf: false });
    expect(missing.statusCode).toBe(403);
    expect(missing.json()).toEqual({ detail: ErrorDetail.csrfMissing, codes: { detail: ['csrfMissing'] } });
    await browser.fetchCsrf();
    const wrong = await browser.post('/api/users/login/', { ...TEACHER, remember: true }, { csrf: 'nope' });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json()).toEqual({ detail: ErrorDetail.csrfIncorrect, codes: { detail: ['csrfIncorrect'] } });
    // A token from another browser is not this browser's token.
    const other = await new Browser(ctx.app).fetchCsrf();
    const stolen = await browser.post('/api/users/login/', { ...TEACHER, remember: true }, { csrf: other });
    expect(stolen.statusCode).toBe(403);
    expect(await countLiveSessions(ctx.database.db, teacher.id, ctx.clock.now())).toBe(0);
  });

  it('locks the account after 10 failures in 15 minutes, even against the right password', async () => {
    const browser = new Browser(ctx.app, '10.2.0.1');
    for (let i = 0; i < 10; i++) {
      expect((await browser.logIn(TEACHER.username, `Wrong-${i}-password`)).statusCode).toBe(400);
    }
    // Another address: the account itself is locked.
    const locked = await new Browser(ctx.app, '10.2.0.2').logIn();
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBe(900);
    expect(locked.json()).toEqual({
      detail: 'Request was throttled. Expected available in 900 seconds.',
      codes: { detail: ['throttled'] },
    });
    expect(await countLiveSessions(ctx.database.db, teacher.id, ctx.clock.now())).toBe(0);

    ctx.clock.advance(10 * 60 * 1000);
    const still = await browser.logIn();
    expect(still.statusCode).toBe(429);
    expect(Number(still.headers['retry-after'])).toBe(300);

    ctx.clock.advance(5 * 60 * 1000 + 1000);
    expect((await browser.logIn()).statusCode).toBe(200);
  });

  it('a success clears the failures, so an honest typo or two never adds up to a lock', async () => {
    const browser = new Browser(ctx.app, '10.3.0.1');
    for (let round = 0; round < 3; round++) {
      for (let i = 0; i < 5; i++) await browser.logIn(TEACHER.username, 'Wrong-password-x');
      expect((await browser.logIn()).statusCode).toBe(200);
    }
  });

  it('holds the lock under parallel guesses: 30 at once, only 10 get an answer other than 429', async () => {
    const attempts = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        new Browser(ctx.app, `10.4.0.${i}`).logIn(TEACHER.username, `Guess-${i}-abc`),
      ),
    );
    const statuses = attempts.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 400)).toHaveLength(10);
    expect(statuses.filter((s) => s === 429)).toHaveLength(20);
  });

  it('throttles one address across accounts after 50 failures', async () => {
    const browser = new Browser(ctx.app, '10.5.0.1');
    for (let i = 0; i < 50; i++) {
      expect((await browser.logIn(`someone_${i}`, 'Wrong-password-x')).statusCode).toBe(400);
    }
    const res = await browser.logIn();
    expect(res.statusCode).toBe(429);
    expect(res.headers['retry-after']).toBe('900');
  }, 60_000);
});

describe('sessions and devices', () => {
  it('a second device on Basic ends the first session', async () => {
    const laptop = new Browser(ctx.app, '10.6.0.1');
    const board = new Browser(ctx.app, '10.6.0.2');
    await laptop.logIn();
    expect((await laptop.get('/api/users/me/')).statusCode).toBe(200);
    await board.logIn();
    expect((await board.get('/api/users/me/')).statusCode).toBe(200);
    const evicted = await laptop.get('/api/users/me/');
    expect(evicted.statusCode).toBe(403);
    expect(evicted.json()).toEqual({ detail: ErrorDetail.notAuthenticated, codes: { detail: ['notAuthenticated'] } });
    expect(await countLiveSessions(ctx.database.db, teacher.id, ctx.clock.now())).toBe(1);
  });

  it('never leaves more live sessions than allowed under 20 parallel logins', async () => {
    const browsers = Array.from({ length: 20 }, (_, i) => new Browser(ctx.app, `10.7.0.${i}`));
    await Promise.all(browsers.map((b) => b.fetchCsrf()));
    const results = await Promise.all(browsers.map((b) => b.logIn()));
    // Attempts count against the login limit before the password is checked, so past 10 at once some are
    // throttled (docs/decisions.md); every other one logs in.
    const statuses = results.map((r) => r.statusCode);
    expect(statuses.filter((s) => s !== 200 && s !== 429)).toEqual([]);
    expect(statuses.filter((s) => s === 200).length).toBeGreaterThanOrEqual(10);
    expect(await countLiveSessions(ctx.database.db, teacher.id, ctx.clock.now())).toBe(1);
    const alive = await Promise.all(browsers.map((b) => b.get('/api/users/me/')));
    expect(alive.filter((r) => r.statusCode === 200)).toHaveLength(1);
  });

  it('logging in again in the same browser replaces its session id', async () => {
    const browser = new Browser(ctx.app);
    await browser.logIn();
    const first = browser.cookies.get('sessionid');
    await browser.logIn();
    expect(browser.cookies.get('sessionid')).not.toBe(first);
    const rows = await ctx.database.db.select().from(sessions).where(eq(sessions.userId, teacher.id));
    expect(rows).toHaveLength(1);
  });
});

describe('POST /api/users/logout/', () => {
  it('ends the session on the server and rotates the CSRF token', async () => {
    const browser = new Browser(ctx.app);
    await browser.logIn();
    const token = browser.cookies.get('sessionid')!;
    const csrf = browser.csrfToken;
    const res = await browser.post('/api/users/logout/');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ detail: 'Successfully logged out.' });
    expect(browser.csrfToken).not.toBe(csrf);
    expect(await countLiveSessions(ctx.database.db, teacher.id, ctx.clock.now())).toBe(0);
    // Replaying the old cookie does not bring the session back.
    browser.cookies.set('sessionid', token);
    expect((await browser.get('/api/users/me/')).statusCode).toBe(403);
  });

  it('needs the CSRF token, and keeps the session when it is missing', async () => {
    const browser = new Browser(ctx.app);
    await browser.logIn();
    const res = await browser.post('/api/users/logout/', undefined, { csrf: false });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ detail: ErrorDetail.csrfMissing, codes: { detail: ['csrfMissing'] } });
    expect((await browser.get('/api/users/me/')).statusCode).toBe(200);
  });
});
