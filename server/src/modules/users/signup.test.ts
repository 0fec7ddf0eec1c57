import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ErrorDetail } from '@playwords/common';
import { users } from '../../db/schema';
import { Browser, startTestApp, type TestContext } from '../../test/harness';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await startTestApp();
});
afterAll(async () => ctx.close());

const valid = {
  username: 'teacher_ann',
  password: 'Blue-Elephant-77',
  email: 'ann@school.example',
  accepted_terms_and_conditions: true,
  display_name: 'Miss Ann',
};

async function countUsers(): Promise<number> {
  return (await ctx.database.db.select({ id: users.id }).from(users)).length;
}

let browser: Browser;
beforeEach(async () => {
  browser = new Browser(ctx.app, `10.1.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`);
  await ctx.database.db.delete(users).where(eq(users.usernameKey, 'teacher_ann'));
});

describe('POST /api/users/ (sign-up)', () => {
  it('creates the account: 201 with the user object, stored with an Argon2id hash', async () => {
    const res = await browser.post('/api/users/', valid);
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      username: 'teacher_ann',
      display_name: 'Miss Ann',
      email: 'ann@school.example',
      has_valid_email: false,
      is_superuser: false,
      current_plan_type: null,
      has_active_plan: false,
      max_sessions_allowed: 1,
      date_joined: '2026-01-15T10:00:00.000Z',
    });
    expect(body.id).toBeGreaterThan(21);
    expect(body).not.toHaveProperty('password');
    const [row] = await ctx.database.db.select().from(users).where(eq(users.id, body.id));
    expect(row?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(row?.acceptedTermsAt?.toISOString()).toBe('2026-01-15T10:00:00.000Z');
  });

  it('accepts the same form urlencoded, with "on" for the checkbox', async () => {
    const form = new URLSearchParams({ ...valid, accepted_terms_and_conditions: 'on' }).toString();
    const res = await browser.request({
      method: 'POST',
      url: '/api/users/',
      payload: form,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().username).toBe('teacher_ann');
  });

  it('accepts the same form as multipart/form-data', async () => {
    const boundary = '----pw';
    const parts = Object.entries({ ...valid, accepted_terms_and_conditions: 'true' })
      .map(([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`)
      .join('');
    const res = await browser.request({
      method: 'POST',
      url: '/api/users/',
      payload: `${parts}--${boundary}--\r\n`,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().email).toBe('ann@school.example');
  });

  it('drops fields a user may not set (is_superuser, has_valid_email, id)', async () => {
    const res = await browser.post('/api/users/', { ...valid, is_superuser: true, has_valid_email: true, id: 5 });
    expect(res.statusCode).toBe(201);
    const [row] = await ctx.database.db.select().from(users).where(eq(users.usernameKey, 'teacher_ann'));
    expect(row).toMatchObject({ isSuperuser: false, hasValidEmail: false });
    expect(row?.id).not.toBe(5);
  });

  it('answers every missing field at once and creates nothing', async () => {
    const before = await countUsers();
    const res = await browser.post('/api/users/', {});
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      username: ['This field is required.'],
      password: ['This field is required.'],
      email: ['This field is required.'],
      accepted_terms_and_conditions: ['You must accept the terms and conditions.'],
      codes: {
        username: ['fields.required'],
        password: ['fields.required'],
        email: ['fields.required'],
        accepted_terms_and_conditions: ['users.termsRequired'],
      },
    });
    expect(await countUsers()).toBe(before);
  });

  it.each([
    [
      { username: 'ab' },
      { username: ['Ensure this field has at least 3 characters.'], codes: { username: ['fields.tooShort'] } },
    ],
    [
      { username: 'a'.repeat(31) },
      { username: ['Ensure this field has no more than 30 characters.'], codes: { username: ['fields.tooLong'] } },
    ],
    [
      { username: 'bad name!' },
      {
        username: ['Enter a valid username. This value may contain only letters, numbers, and @/+/-/_ characters.'],
        codes: { username: ['users.usernameInvalid'] },
      },
    ],
    [
      { password: 'Zq9-kp' },
      {
        password: ['This password is too short. It must contain at least 8 characters.'],
        codes: { password: ['users.passwordTooShort'] },
      },
    ],
    [
      { password: 'password123' },
      { password: ['This password is too common.'], codes: { password: ['users.passwordCommon'] } },
    ],
    [
      { password: 'teacher_ann-2024' },
      { password: ['The password is too similar to the username.'], codes: { password: ['users.passwordTooSimilar'] } },
    ],
    [
      { password: 'x'.repeat(129) },
      {
        password: ['This password is too long. It must contain at most 128 characters.'],
        codes: { password: ['users.passwordTooLong'] },
      },
    ],
    [{ email: 'not-an-email' }, { email: ['Enter a valid email address.'], codes: { email: ['fields.invalidEmail'] } }],
    [
      { accepted_terms_and_conditions: false },
      {
        accepted_terms_and_conditions: ['You must accept the terms and conditions.'],
        codes: { accepted_terms_and_conditions: ['users.termsRequired'] },
      },
    ],
    [
      { display_name: 'x'.repeat(51) },
      {
        display_name: ['Ensure this field has no more than 50 characters.'],
        codes: { display_name: ['fields.tooLong'] },
      },
    ],
  ])('refuses %j with its field error and creates nothing', async (change, errors) => {
    const before = await countUsers();
    const res = await browser.post('/api/users/', { ...valid, ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(errors);
    expect(await countUsers()).toBe(before);
  });

  it('refuses a username taken in another case or Unicode form, and a taken e-mail', async () => {
    expect((await browser.post('/api/users/', valid)).statusCode).toBe(201);
    const res = await browser.post('/api/users/', {
      ...valid,
      username: 'ＴＥＡＣＨＥＲ_ann',
      email: 'ANN@school.example',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      username: ['A user with that username already exists.'],
      email: ['A user with that email already exists.'],
      codes: { username: ['users.duplicateUsername'], email: ['users.duplicateEmail'] },
    });
  });

  it('needs the CSRF token even though nobody is signed in', async () => {
    const before = await countUsers();
    const missing = await browser.post('/api/users/', valid, { csrf: false });
    expect(missing.statusCode).toBe(403);
    expect(missing.json()).toEqual({ detail: ErrorDetail.csrfMissing, codes: { detail: ['csrfMissing'] } });
    await browser.fetchCsrf();
    const wrong = await browser.post('/api/users/', valid, { csrf: 'A'.repeat(43) });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json()).toEqual({ detail: ErrorDetail.csrfIncorrect, codes: { detail: ['csrfIncorrect'] } });
    expect(await countUsers()).toBe(before);
  });

  it('refuses a JSON body with __proto__ or constructor.prototype, creating nothing', async () => {
    const before = await countUsers();
    for (const payload of [
      `{"username":"teacher_ann","password":"Blue-Elephant-77","email":"a@b.co","accepted_terms_and_conditions":true,"__proto__":{"is_superuser":true}}`,
      `{"username":"teacher_ann","password":"Blue-Elephant-77","email":"a@b.co","accepted_terms_and_conditions":true,"constructor":{"prototype":{"x":1}}}`,
    ]) {
      const res = await browser.request({
        method: 'POST',
        url: '/api/users/',
        payload,
        headers: { 'content-type': 'application/json' },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().detail).toMatch(/^JSON parse error - /);
    }
    expect(await countUsers()).toBe(before);
  });

  it('answers 413 to a 2 MiB body and creates nothing', async () => {
    const before = await countUsers();
    const res = await browser.post('/api/users/', { ...valid, display_name: 'x'.repeat(2 * 1024 * 1024) });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ detail: ErrorDetail.payloadTooLarge, codes: { detail: ['payloadTooLarge'] } });
    expect(await countUsers()).toBe(before);
  });

  it('refuses a 1 MB password quickly with 400, without hashing it', async () => {
    const started = performance.now();
    const res = await browser.post('/api/users/', { ...valid, password: 'p'.repeat(1000 * 1000) });
    expect(res.statusCode).toBe(400);
    // Refused before any work by the limit on every text (platform/hostile-input.ts).
    expect(res.json()).toEqual({
      password: ['Ensure this field has no more than 50000 characters.'],
      codes: { password: ['fields.tooLong'] },
    });
    // Over the rule's 128 but under that limit: the rule's own words, still before any hashing.
    const long = await browser.post('/api/users/', { ...valid, password: 'p'.repeat(129) });
    expect(long.json()).toEqual({
      password: ['This password is too long. It must contain at most 128 characters.'],
      codes: { password: ['users.passwordTooLong'] },
    });
    // Not a timing assertion on the product: a hash of this input would not finish in any sane time.
    expect(performance.now() - started).toBeLessThan(5000);
  });

  it('limits new accounts per address (429 with Retry-After)', async () => {
    const crowd = new Browser(ctx.app, '10.9.9.9');
    for (let i = 0; i < 30; i++) {
      const res = await crowd.post('/api/users/', {
        ...valid,
        username: `class_${i}`,
        email: `c${i}@school.example`,
      });
      expect(res.statusCode).toBe(201);
    }
    const res = await crowd.post('/api/users/', { ...valid, username: 'class_x', email: 'cx@school.example' });
    expect(res.statusCode).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect(res.json().detail).toMatch(/^Request was throttled\. Expected available in \d+ seconds\.$/);
    const [row] = await ctx.database.db.select().from(users).where(eq(users.usernameKey, 'class_x'));
    expect(row).toBeUndefined();
  }, 60_000);
});
