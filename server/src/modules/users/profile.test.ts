import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorDetail, OFFICIAL_USER_ID, type ImageType } from '@playwords/common';
import { images, users } from '../../db/schema';
import { Browser, createTestAccount, startTestApp, type TestContext } from '../../test/harness';
import type { UserRow } from './repository';

/** The official library's ids of a type, in the order they were favourited (all at once: by id). */
const officialIds = async (type: ImageType) =>
  (
    await ctx.database.db
      .select({ id: images.id })
      .from(images)
      .where(and(eq(images.ownerId, OFFICIAL_USER_ID), eq(images.type, type)))
      .orderBy(asc(images.id))
  ).map((r) => r.id);

let ctx: TestContext;
let teacher: UserRow;
let other: UserRow;
let browser: Browser;
beforeAll(async () => {
  ctx = await startTestApp();
  teacher = await createTestAccount(ctx, { displayName: 'Miss Lee' });
  other = await createTestAccount(ctx, { username: 'mr_kim', email: 'kim@school.example', displayName: 'Mr Kim' });
  browser = new Browser(ctx.app);
  await browser.logIn();
});
afterAll(async () => ctx.close());

const row = async (id: number) => (await ctx.database.db.select().from(users).where(eq(users.id, id)))[0]!;

describe('GET /api/users/me/', () => {
  it('answers the full user object of the contract for the signed-in user', async () => {
    const res = await browser.get('/api/users/me/');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      id: teacher.id,
      username: 'miss_lee',
      display_name: 'Miss Lee',
      email: 'lee@school.example',
      has_valid_email: true,
      email_to_activate: null,
      date_joined: '2026-01-15T10:00:00.000Z',
      is_superuser: false,
      max_sessions_allowed: 1,
      always_save_wordlist_across_devices: false,
      has_active_plan: false,
      current_plan_type: null,
      used_pro_plan_trial: false,
      used_premium_plan_trial: false,
      selected_wordlist: null,
      favourite_wordlists: [],
      // A new account starts with the whole official image library as favourites (issue 6).
      favourite_characters: await officialIds('characters'),
      favourite_monsters: await officialIds('monsters'),
      favourite_backgrounds: await officialIds('backgrounds'),
      favourite_projectiles: await officialIds('projectiles'),
      voted_posts: {},
      language: 'en',
    });
  });

  it('answers 403 with the contract detail when nobody is signed in', async () => {
    const res = await new Browser(ctx.app).get('/api/users/me/');
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ detail: ErrorDetail.notAuthenticated, codes: { detail: ['notAuthenticated'] } });
  });

  it('treats a forged session cookie as signed out', async () => {
    const stranger = new Browser(ctx.app);
    stranger.cookies.set('sessionid', 'forged-token');
    expect((await stranger.get('/api/users/me/')).statusCode).toBe(403);
  });
});

describe('PATCH /api/users/{id}/', () => {
  it('changes the display name and the cross-device setting (form spellings of booleans)', async () => {
    const res = await browser.patch(`/api/users/${teacher.id}/`, {
      display_name: '  Teacher Lee ',
      always_save_wordlist_across_devices: 'true',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ display_name: 'Teacher Lee', always_save_wordlist_across_devices: true });
    expect(await row(teacher.id)).toMatchObject({ displayName: 'Teacher Lee', alwaysSaveWordlistAcrossDevices: true });
  });

  it('ignores fields a user may not write (is_superuser, has_valid_email, username, plan)', async () => {
    const before = await row(teacher.id);
    const res = await browser.patch(`/api/users/${teacher.id}/`, {
      is_superuser: true,
      has_valid_email: false,
      username: 'boss',
      current_plan_type: 'PRE',
      max_sessions_allowed: 3,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ is_superuser: false, username: 'miss_lee', current_plan_type: null });
    expect(await row(teacher.id)).toEqual(before);
  });

  it('changes her language, which the user object then answers', async () => {
    const res = await browser.patch(`/api/users/${teacher.id}/`, { language: 'zh-CN' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ language: 'zh-CN' });
    expect((await row(teacher.id)).language).toBe('zh-CN');
    expect((await browser.get('/api/users/me/')).json()).toMatchObject({ language: 'zh-CN' });
    expect((await browser.patch(`/api/users/${teacher.id}/`, { language: 'en' })).json()).toMatchObject({
      language: 'en',
    });
  });

  it.each([
    [
      { display_name: '   ' },
      { display_name: ['This field may not be blank.'], codes: { display_name: ['fields.blank'] } },
    ],
    [
      { display_name: 'x'.repeat(51) },
      {
        display_name: ['Ensure this field has no more than 50 characters.'],
        codes: { display_name: ['fields.tooLong'] },
      },
    ],
    [
      { always_save_wordlist_across_devices: 'maybe' },
      {
        always_save_wordlist_across_devices: ['Must be a valid boolean.'],
        codes: { always_save_wordlist_across_devices: ['fields.notABoolean'] },
      },
    ],
    [{ language: 'fr' }, { language: ['Choose English or 中文.'], codes: { language: ['language'] } }],
    [{ language: null }, { language: ['Choose English or 中文.'], codes: { language: ['language'] } }],
    [
      { display_name: 'New Name', language: 'zh' },
      { language: ['Choose English or 中文.'], codes: { language: ['language'] } },
    ],
  ])('refuses %j and changes nothing', async (payload, errors) => {
    const before = await row(teacher.id);
    const res = await browser.patch(`/api/users/${teacher.id}/`, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(errors);
    expect(await row(teacher.id)).toEqual(before);
  });

  it("answers 404 for another user's record and leaves it alone", async () => {
    const before = await row(other.id);
    for (const id of [String(other.id), '21', 'abc', '999999']) {
      const res = await browser.patch(`/api/users/${id}/`, { display_name: 'Hacked' });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ detail: ErrorDetail.notFound, codes: { detail: ['notFound'] } });
    }
    expect(await row(other.id)).toEqual(before);
  });

  it('answers 403 when signed out, and when the CSRF token is missing', async () => {
    const before = await row(teacher.id);
    const anonymous = await new Browser(ctx.app).patch(`/api/users/${teacher.id}/`, { display_name: 'X' });
    expect(anonymous.statusCode).toBe(403);
    expect(anonymous.json()).toEqual({ detail: ErrorDetail.notAuthenticated, codes: { detail: ['notAuthenticated'] } });
    const noToken = await browser.patch(`/api/users/${teacher.id}/`, { display_name: 'X' }, { csrf: false });
    expect(noToken.statusCode).toBe(403);
    expect(noToken.json()).toEqual({ detail: ErrorDetail.csrfMissing, codes: { detail: ['csrfMissing'] } });
    expect(await row(teacher.id)).toEqual(before);
  });
});
