import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AccountMessage, ErrorDetail } from '@playwords/common';
import { outbox, rateCounters, users } from '../../db/schema';
import { Browser, createTestAccount, startTestApp, type TestContext } from '../../test/harness';
import { codeIn, linkIn, TestSmtpServer } from '../../test/smtp';
import { ACTIVATION_TOKEN_SECONDS } from './tokens';

const PUBLIC_URL = 'https://playwords.example';
const ANN = {
  username: 'teacher_ann',
  password: 'Blue-Elephant-77',
  email: 'ann@school.example',
  accepted_terms_and_conditions: true,
  display_name: 'Miss Ann',
};
const INVALID = { detail: AccountMessage.linkInvalid, codes: { detail: ['account.linkInvalid'] } };
const SENT = { detail: AccountMessage.activationSent };

let ctx: TestContext;
let smtp: TestSmtpServer;
let ipCounter = 0;
/** Each test from its own client address, so the per-address limits of one test do not reach the next. */
const newBrowser = () => new Browser(ctx.app, `10.20.${Math.floor(ipCounter / 250)}.${ipCounter++ % 250}`);

beforeAll(async () => {
  smtp = await TestSmtpServer.start();
  ctx = await startTestApp({ PUBLIC_URL, SMTP_URL: smtp.url, MAIL_FROM: 'PlayWords <hello@playwords.example>' });
});
afterAll(async () => {
  await ctx.close();
  await smtp.close();
});
beforeEach(async () => {
  smtp.clear();
  smtp.refuse = null;
  ctx.clock.set('2026-01-15T10:00:00.000Z');
  await ctx.database.db.delete(outbox);
  await ctx.database.db.delete(rateCounters);
  await ctx.database.db.delete(users).where(eq(users.usernameKey, ANN.username));
});

async function userRow(id: number) {
  const [row] = await ctx.database.db.select().from(users).where(eq(users.id, id));
  return row!;
}

/** Signs Ann up through the API and delivers the activation e-mail; answers her id and the link. */
async function signUpAnn(browser = newBrowser(), headers: Record<string, string> = {}) {
  const res = await browser.request({ method: 'POST', url: '/api/users/', payload: ANN, headers });
  expect(res.statusCode).toBe(201);
  await ctx.app.mail.sendPending();
  const mails = smtp.to(ANN.email);
  expect(mails).toHaveLength(1);
  return { id: res.json().id as number, link: linkIn(mails[0]), browser };
}

const apiPathOf = (link: string) => `/api${new URL(link).pathname}/`;

describe('sign-up sends the activation link', () => {
  it('writes the e-mail to the outbox with the account, and delivers it over SMTP from MAIL_FROM', async () => {
    const browser = newBrowser();
    const res = await browser.post('/api/users/', ANN);
    expect(res.statusCode).toBe(201);
    const [queued] = await ctx.database.db.select().from(outbox);
    expect(queued).toMatchObject({ kind: 'activation', to: ANN.email, status: 'pending', attempts: 0 });

    expect(await ctx.app.mail.sendPending()).toEqual({ sent: 1, logged: 0, retrying: 0, failed: 0 });
    const [mail] = smtp.to(ANN.email);
    expect(mail!.envelopeFrom).toBe('hello@playwords.example');
    expect(mail!.headers.from).toBe('PlayWords <hello@playwords.example>');
    expect(mail!.subject).toBe('Activate your PlayWords account');
    const link = linkIn(mail);
    expect(link).toMatch(new RegExp(`^${PUBLIC_URL}/activate/${res.json().id}/[0-9a-z]+-[A-Za-z0-9_-]{43}$`));
    expect(mail!.text).toContain('Hi Miss Ann,');
    expect(mail!.html).toContain(`<a href="${link}"`);

    const [sent] = await ctx.database.db.select().from(outbox);
    expect(sent).toMatchObject({ status: 'sent', attempts: 1, text: '', html: '', logLine: '', lastError: null });
    expect(sent!.sentAt?.toISOString()).toBe('2026-01-15T10:00:00.000Z');
  });

  it('builds the link from PUBLIC_URL, whatever Host or X-Forwarded-Host the request claims', async () => {
    const { link } = await signUpAnn(newBrowser(), { host: 'evil.example', 'x-forwarded-host': 'evil.example' });
    expect(link.startsWith(`${PUBLIC_URL}/activate/`)).toBe(true);
    expect(smtp.to(ANN.email)[0]!.raw).not.toContain('evil.example');
  });

  it('a resend builds the link from PUBLIC_URL too', async () => {
    const { id, browser } = await signUpAnn();
    smtp.clear();
    const res = await browser.request({
      method: 'POST',
      url: `/api/activate/${id}/resendactivationemail/`,
      headers: { host: 'evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'http' },
    });
    expect(res.statusCode).toBe(200);
    await ctx.app.mail.sendPending();
    expect(linkIn(smtp.to(ANN.email)[0]).startsWith(`${PUBLIC_URL}/activate/${id}/`)).toBe(true);
    expect(smtp.to(ANN.email)[0]!.raw).not.toContain('evil.example');
  });

  it('a refused sign-up (duplicate username) writes no e-mail', async () => {
    await createTestAccount(ctx, { username: ANN.username, email: 'other@school.example' });
    const res = await newBrowser().post('/api/users/', ANN);
    expect(res.statusCode).toBe(400);
    expect(await ctx.database.db.select().from(outbox)).toEqual([]);
  });

  it('escapes the display name in the HTML body and keeps it as typed in the text body', async () => {
    const res = await newBrowser().post('/api/users/', { ...ANN, display_name: '<b>Ann</b> & "co"' });
    expect(res.statusCode).toBe(201);
    await ctx.app.mail.sendPending();
    const [mail] = smtp.to(ANN.email);
    expect(mail!.text).toContain('Hi <b>Ann</b> & "co",');
    expect(mail!.html).toContain('Hi &#60;b&#62;Ann&#60;/b&#62; &#38; &#34;co&#34;,');
    expect(mail!.html).not.toContain('<b>');
  });
});

describe('POST /api/activate/{id}/{token}/', () => {
  it('activates the account once: 200, has_valid_email true, then the same link is invalid', async () => {
    const { id, link, browser } = await signUpAnn();
    expect((await userRow(id)).hasValidEmail).toBe(false);

    const res = await browser.post(apiPathOf(link));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ detail: AccountMessage.activated });
    const row = await userRow(id);
    expect(row).toMatchObject({ hasValidEmail: true, email: ANN.email, emailToActivate: null });

    const again = await browser.post(apiPathOf(link));
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual(INVALID);
  });

  it('shows in /api/users/me/: has_valid_email false before, true after', async () => {
    const { link, browser } = await signUpAnn();
    expect((await browser.logIn(ANN.username, ANN.password)).statusCode).toBe(200);
    expect((await browser.get('/api/users/me/')).json()).toMatchObject({
      has_valid_email: false,
      email_to_activate: null,
      email: ANN.email,
    });
    expect((await browser.post(apiPathOf(link))).statusCode).toBe(200);
    expect((await browser.get('/api/users/me/')).json()).toMatchObject({
      has_valid_email: true,
      email_to_activate: null,
    });
  });

  it('a password reset kills every link sent before it; a link sent after it works', async () => {
    const { id, link, browser } = await signUpAnn();
    smtp.clear();
    expect((await browser.post('/api/get_token/', { name: ANN.username, reason: 'password' })).statusCode).toBe(200);
    await ctx.app.mail.sendPending();
    const code = codeIn(smtp.to(ANN.email)[0]);
    const reset = await browser.post('/api/users/reset_password/', {
      name: ANN.username,
      code,
      password: 'Green-Giraffe-2026',
    });
    expect(reset.statusCode).toBe(200);

    const res = await browser.post(apiPathOf(link));
    expect([res.statusCode, res.json()]).toEqual([400, INVALID]);
    expect((await userRow(id)).hasValidEmail).toBe(false);

    smtp.clear();
    expect((await browser.post(`/api/activate/${id}/resendactivationemail/`)).statusCode).toBe(200);
    await ctx.app.mail.sendPending();
    expect((await browser.post(apiPathOf(linkIn(smtp.to(ANN.email)[0])))).statusCode).toBe(200);
    expect((await userRow(id)).hasValidEmail).toBe(true);
  });

  it('works until 3 days have passed, then answers the token error the page recognises', async () => {
    const first = await signUpAnn();
    ctx.clock.advance(ACTIVATION_TOKEN_SECONDS * 1000);
    const atLimit = await first.browser.post(apiPathOf(first.link));
    expect(atLimit.statusCode).toBe(200);

    await ctx.database.db.delete(users).where(eq(users.usernameKey, ANN.username));
    smtp.clear();
    const second = await signUpAnn();
    ctx.clock.advance(ACTIVATION_TOKEN_SECONDS * 1000 + 1000);
    const late = await second.browser.post(apiPathOf(second.link));
    expect(late.statusCode).toBe(400);
    expect(late.json()).toEqual({ token: [AccountMessage.tokenExpired], codes: { token: ['account.tokenExpired'] } });
    expect((await userRow(second.id)).hasValidEmail).toBe(false);
  });

  it('answers the same 400 for a tampered token, another id, an unknown id and a malformed id, changing nothing', async () => {
    const { id, link, browser } = await signUpAnn();
    const token = link.split('/').pop()!;
    const other = await createTestAccount(ctx, { username: 'bob_t', email: 'bob@school.example', verified: false });
    const flipped = token.slice(0, -1) + (token.endsWith('A') ? 'B' : 'A');
    const paths = [
      `/api/activate/${id}/${flipped}/`,
      `/api/activate/${id}/${token.split('-')[0]}-${'A'.repeat(43)}/`,
      `/api/activate/${other.id}/${token}/`,
      `/api/activate/999999/${token}/`,
      `/api/activate/abc/${token}/`,
      `/api/activate/${id}/not-a-token/`,
    ];
    for (const path of paths) {
      const res = await browser.post(path);
      expect([path, res.statusCode, res.json()]).toEqual([path, 400, INVALID]);
    }
    expect((await userRow(id)).hasValidEmail).toBe(false);
    expect((await userRow(other.id)).hasValidEmail).toBe(false);
  });

  it('activating twice at the same moment succeeds once', async () => {
    const { link } = await signUpAnn();
    const results = await Promise.all([newBrowser().post(apiPathOf(link)), newBrowser().post(apiPathOf(link))]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 400]);
  });
});

describe('resending the activation e-mail', () => {
  it('by id: 200 and a new working link; an unknown or malformed id gets the same answer and no e-mail', async () => {
    const { id, link: firstLink } = await signUpAnn();
    smtp.clear();
    const browser = newBrowser();
    const res = await browser.post(`/api/activate/${id}/resendactivationemail/`);
    expect([res.statusCode, res.json()]).toEqual([200, SENT]);
    await ctx.app.mail.sendPending();
    const link = linkIn(smtp.to(ANN.email)[0]);

    await ctx.database.db.delete(outbox);
    for (const unknown of ['999999', 'abc']) {
      const other = await browser.post(`/api/activate/${unknown}/resendactivationemail/`);
      expect([other.statusCode, other.json()]).toEqual([200, SENT]);
    }
    expect(await ctx.database.db.select().from(outbox)).toEqual([]);

    expect((await browser.post(apiPathOf(link))).statusCode).toBe(200);
    // Activation changed the state the first link was signed with: it no longer works.
    expect((await browser.post(apiPathOf(firstLink))).json()).toEqual(INVALID);
  });

  it('by id for an account already validated: the same answer, nothing sent', async () => {
    const user = await createTestAccount(ctx);
    const res = await newBrowser().post(`/api/activate/${user.id}/resendactivationemail/`);
    expect([res.statusCode, res.json()]).toEqual([200, SENT]);
    expect(await ctx.database.db.select().from(outbox)).toEqual([]);
    await ctx.database.db.delete(users).where(eq(users.id, user.id));
  });

  it('from the reminder: signed in only; sends to her address', async () => {
    const { browser } = await signUpAnn();
    smtp.clear();
    const anonymous = await newBrowser().post('/api/activate/reminder/resendactivationemail/');
    expect([anonymous.statusCode, anonymous.json()]).toEqual([
      403,
      { detail: ErrorDetail.notAuthenticated, codes: { detail: ['notAuthenticated'] } },
    ]);

    await browser.logIn(ANN.username, ANN.password);
    const res = await browser.post('/api/activate/reminder/resendactivationemail/');
    expect([res.statusCode, res.json()]).toEqual([200, SENT]);
    await ctx.app.mail.sendPending();
    expect(smtp.to(ANN.email)).toHaveLength(1);
    expect((await browser.post(apiPathOf(linkIn(smtp.to(ANN.email)[0])))).statusCode).toBe(200);
  });

  it('is throttled per account: the 6th e-mail within an hour gets 429 with Retry-After', async () => {
    const { id } = await signUpAnn();
    for (let i = 0; i < 5; i++) {
      expect((await newBrowser().post(`/api/activate/${id}/resendactivationemail/`)).statusCode).toBe(200);
    }
    await ctx.database.db.delete(outbox);
    const res = await newBrowser().post(`/api/activate/${id}/resendactivationemail/`);
    expect(res.statusCode).toBe(429);
    expect(res.headers['retry-after']).toBe('3600');
    expect(res.json()).toEqual({
      detail: 'Request was throttled. Expected available in 3600 seconds.',
      codes: { detail: ['throttled'] },
    });
    expect(await ctx.database.db.select().from(outbox)).toEqual([]);
    // Unknown ids are counted the same way, so the limit tells nothing about which ids exist.
    for (let i = 0; i < 5; i++) await newBrowser().post('/api/activate/888888/resendactivationemail/');
    expect((await newBrowser().post('/api/activate/888888/resendactivationemail/')).statusCode).toBe(429);
  });

  it('is throttled per client address', async () => {
    const browser = newBrowser();
    for (let i = 0; i < 30; i++) {
      expect((await browser.post(`/api/activate/${700000 + i}/resendactivationemail/`)).statusCode).toBe(200);
    }
    expect((await browser.post('/api/activate/800000/resendactivationemail/')).statusCode).toBe(429);
  });
});

describe('activation checks are throttled', () => {
  it('the 21st check of one account within 15 minutes gets 429, even with the right token', async () => {
    const { id, link } = await signUpAnn();
    for (let i = 0; i < 20; i++) {
      expect((await newBrowser().post(`/api/activate/${id}/0-${'A'.repeat(43)}/`)).statusCode).toBe(400);
    }
    const res = await newBrowser().post(apiPathOf(link));
    expect(res.statusCode).toBe(429);
    expect((await userRow(id)).hasValidEmail).toBe(false);
    ctx.clock.advance(15 * 60 * 1000);
    expect((await newBrowser().post(apiPathOf(link))).statusCode).toBe(200);
  });
});
