// The images API (core §4–§7, api-contract.md § Images; issue 6): rights, quota, owners, edits, favourites, search,
// paging, thumbnails, the user object's favourites and the official library for new users.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorDetail, ImageMessage, OFFICIAL_USER_ID, type ImageDto, type ImagePage } from '@playwords/common';
import { imageFavourites, imagePowers, images, imageUploadCounts } from '../../db/schema';
import type { LocalStorage } from '../../platform/storage';
import { basicTeacher, operator, premiumTeacher, proTeacher, type SignedInMember } from '../../test/factories';
import { Browser, createTestAccount, startTestApp, type TestContext } from '../../test/harness';
import { listGameImages } from './service';
import { multipart, solidPng } from '../../test/uploads';

let ctx: TestContext;
const PASSWORD = 'Purple-Kangaroo-42';
const who: Record<string, SignedInMember> = {};

beforeAll(async () => {
  ctx = await startTestApp();
  const days = 365;
  who.pro = await proTeacher(ctx, { days, logIn: true });
  who.premium = await premiumTeacher(ctx, { days, logIn: true });
  who.basic = await basicTeacher(ctx, { logIn: true });
  who.unverified = await proTeacher(ctx, { username: 'unverified_teacher', verified: false, days, logIn: true });
  who.stranger = await proTeacher(ctx, { username: 'stranger_teacher', days, logIn: true });
  who.admin = await operator(ctx, { logIn: true });
});
afterAll(async () => ctx.close());

const db = () => ctx.database.db;
const row = async (id: number) => (await db().select().from(images).where(eq(images.id, id)))[0];
const mediaPath = (url: string) => join((ctx.storage as LocalStorage).dir, url.replace('/media/', ''));

async function create(
  key: string,
  type: string,
  fields: Record<string, string>,
  picture?: Buffer,
): Promise<{ status: number; body: Record<string, unknown> }> {
  const { payload, headers } = multipart(fields, [{ data: picture ?? (await solidPng()) }]);
  const res = await who[key]!.browser.request({ method: 'POST', url: `/api/images/${type}/`, payload, headers });
  return { status: res.statusCode, body: res.json() };
}

async function created(key: string, type: string, fields: Record<string, string>): Promise<ImageDto> {
  const res = await create(key, type, fields);
  expect(res.status).toBe(201);
  return res.body as unknown as ImageDto;
}

const me = async (key: string) => (await who[key]!.browser.get('/api/users/me/')).json();

describe('who may create', () => {
  it('refuses a Basic user with the plan text, and an unverified e-mail; nothing is created', async () => {
    const before = (await db().select().from(images)).length;
    expect(await create('basic', 'characters', { name: 'Hero' })).toEqual({
      status: 403,
      body: { detail: ImageMessage.needsPlanTrial, codes: { detail: ['images.needsPlanTrial'] } },
    });
    expect(await create('unverified', 'characters', { name: 'Hero' })).toEqual({
      status: 403,
      body: { detail: ImageMessage.needsEmail, codes: { detail: ['images.needsEmail'] } },
    });
    const visitor = new Browser(ctx.app, '10.70.1.1');
    const { payload, headers } = multipart({ name: 'Hero' }, [{ data: await solidPng() }]);
    const res = await visitor.request({ method: 'POST', url: '/api/images/characters/', payload, headers });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ detail: ErrorDetail.notAuthenticated, codes: { detail: ['notAuthenticated'] } });
    expect((await db().select().from(images)).length).toBe(before);
  });

  it('answers an unknown type with 404', async () => {
    expect((await who.pro!.browser.get('/api/images/dragons/')).statusCode).toBe(404);
    expect((await create('pro', 'dragons', { name: 'Hero' })).status).toBe(404);
  });
});

describe('creating', () => {
  it('creates a character with colour, powers and tags; private by default; the owner favourites it', async () => {
    const fireball = await created('pro', 'projectiles', { name: 'Fire Ball', is_private: 'false' });
    const [officialProjectile] = await db()
      .select()
      .from(images)
      .where(and(eq(images.ownerId, OFFICIAL_USER_ID), eq(images.type, 'projectiles')))
      .limit(1);
    const dto = await created('pro', 'characters', {
      name: 'Captain Kim 2',
      color: 'pur',
      power: `${fireball.id},${officialProjectile!.id}`,
      tags: 'Space, big  hero,space',
    });
    expect(dto).toMatchObject({
      type: 'characters',
      name: 'Captain Kim 2',
      color: 'pur',
      tags: ['space', 'big hero'],
      is_private: true,
      likes: 0,
      created_on: ctx.clock.now().toISOString(),
      created_by: { id: who.pro!.id, username: 'pro_teacher', display_name: '' },
    });
    expect(dto.power.map((p) => p.id)).toEqual([fireball.id, officialProjectile!.id]);
    expect(dto.power[0]).toMatchObject({ name: 'Fire Ball', image: fireball.image, thumbnail: fireball.thumbnail });
    expect((await me('pro')).favourite_characters).toContain(dto.id);
    const stored = await row(dto.id);
    expect(stored).toMatchObject({ ownerId: who.pro!.id, isPrivate: true, color: 'pur' });
    // The answer is built from what the creating transaction wrote: it must be what a read answers.
    const read = await who.pro!.browser.get(`/api/images/characters/${dto.id}/`);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual(dto);
  });

  it('stores no colour for other types, the default colour for characters, and empty powers as none', async () => {
    const monster = await created('pro', 'monsters', { name: 'Grumpy', color: 'red', power: '' });
    expect(monster.color).toBeNull();
    expect(monster.power).toEqual([]);
    const hero = await created('pro', 'characters', { name: 'Plain Hero' });
    expect(hero.color).toBe('ran');
    const background = await created('pro', 'backgrounds', { name: 'Beach', power: '1,2' });
    expect(background.power).toEqual([]);
  });

  it('answers field errors with the texts of core §5 and creates nothing', async () => {
    const before = (await db().select().from(images)).length;
    const cases: Array<[Record<string, string>, Record<string, unknown>]> = [
      [{ name: '   ' }, { name: [ImageMessage.nameRequired], codes: { name: ['images.nameRequired'] } }],
      [{ name: 'Bad<name>' }, { name: [ImageMessage.nameCharacters], codes: { name: ['images.nameCharacters'] } }],
      [{ name: 'a'.repeat(51) }, { name: [ImageMessage.nameTooLong], codes: { name: ['images.nameTooLong'] } }],
      [
        { name: 'Hero', color: 'gold' },
        { color: [ImageMessage.badColour], codes: { color: ['images.badColour'] } },
      ],
      [
        { name: 'Hero', power: '1,2,3,4,5,6' },
        { power: [ImageMessage.tooManyPowers], codes: { power: ['images.tooManyPowers'] } },
      ],
      [
        { name: 'Hero', power: 'abc' },
        { power: [ImageMessage.badPower], codes: { power: ['images.badPower'] } },
      ],
      [
        { name: 'Hero', tags: Array.from({ length: 21 }, (_, i) => `t${i}`).join(',') },
        { tags: [ImageMessage.tooManyTags], codes: { tags: ['images.tooManyTags'] } },
      ],
      [
        { name: 'Hero', tags: 'x'.repeat(51) },
        { tags: [ImageMessage.tagTooLong], codes: { tags: ['images.tagTooLong'] } },
      ],
    ];
    for (const [fields, errors] of cases) {
      expect(await create('pro', 'characters', fields)).toEqual({ status: 400, body: errors });
    }
    expect((await db().select().from(images)).length).toBe(before);
  });

  it('accepts only projectiles the user owns or public ones as powers', async () => {
    const secret = await created('stranger', 'projectiles', { name: 'Secret Dart' });
    const notProjectile = await created('pro', 'monsters', { name: 'Not A Dart' });
    for (const power of [String(secret.id), String(notProjectile.id), '99999999']) {
      expect(await create('pro', 'characters', { name: 'Hero', power })).toEqual({
        status: 400,
        body: { power: [ImageMessage.badPower], codes: { power: ['images.badPower'] } },
      });
    }
  });
});

describe('owners, strangers and edits', () => {
  it('answers 404 to a stranger reading, editing or deleting a private image, and changes nothing', async () => {
    const dto = await created('pro', 'characters', { name: 'Private Pat' });
    const before = await row(dto.id);
    const url = `/api/images/characters/${dto.id}/`;
    const stranger = who.stranger!.browser;
    for (const res of [
      await stranger.get(url),
      await stranger.patch(url, { name: 'Stolen' }),
      await stranger.request({ method: 'DELETE', url }),
      await stranger.patch(url, { is_private: false }),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ detail: ErrorDetail.notFound, codes: { detail: ['notFound'] } });
    }
    expect(await row(dto.id)).toEqual(before);
    // The wrong type in the path does not find it either.
    expect((await who.pro!.browser.get(`/api/images/monsters/${dto.id}/`)).statusCode).toBe(404);
  });

  it('lets a stranger read a public image but not edit or delete it', async () => {
    const dto = await created('pro', 'characters', { name: 'Public Pat', is_private: 'false' });
    const url = `/api/images/characters/${dto.id}/`;
    expect((await who.stranger!.browser.get(url)).json()).toEqual(dto);
    expect((await who.stranger!.browser.patch(url, { name: 'Mine Now' })).statusCode).toBe(404);
    expect((await who.stranger!.browser.request({ method: 'DELETE', url })).statusCode).toBe(404);
    expect((await row(dto.id))!.name).toBe('Public Pat');
  });

  it('toggles publishing with is_private alone, edits the rest, and refuses an edit that changes nothing', async () => {
    const dto = await created('pro', 'characters', { name: 'Toggle Tom', tags: 'one' });
    const url = `/api/images/characters/${dto.id}/`;
    const owner = who.pro!.browser;
    const published = await owner.patch(url, { is_private: false });
    expect(published.statusCode).toBe(200);
    expect(published.json()).toMatchObject({ is_private: false, name: 'Toggle Tom' });
    expect((await owner.patch(url, { is_private: 'true' })).json()).toMatchObject({ is_private: true });

    const { payload, headers } = multipart({ name: 'Tom Two', color: 'blu', tags: 'two,three' });
    const edited = await owner.request({ method: 'PATCH', url, payload, headers });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ name: 'Tom Two', color: 'blu', tags: ['two', 'three'] });

    for (const body of [{}, { name: 'Tom Two' }, { is_private: true, tags: 'two,three' }]) {
      const res = await owner.patch(url, body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        non_field_errors: [ImageMessage.noChanges],
        codes: { non_field_errors: ['images.noChanges'] },
      });
    }
    expect((await owner.patch(url, { name: ' ' })).json()).toEqual({
      name: [ImageMessage.nameBlank],
      codes: { name: ['images.nameBlank'] },
    });
    expect((await owner.patch(url, { power: '1,2,3,4,5,6' })).json()).toEqual({
      power: [ImageMessage.tooManyPowers],
      codes: { power: ['images.tooManyPowers'] },
    });
    expect((await row(dto.id))!.name).toBe('Tom Two');
  });

  it('deletes the owner’s image with its files, and a deleted projectile leaves the powers that had it', async () => {
    const dart = await created('pro', 'projectiles', { name: 'Doomed Dart' });
    const hero = await created('pro', 'characters', { name: 'Dart Hero', power: String(dart.id) });
    expect(existsSync(mediaPath(dart.image))).toBe(true);
    const res = await who.pro!.browser.request({ method: 'DELETE', url: `/api/images/projectiles/${dart.id}/` });
    expect(res.statusCode).toBe(204);
    expect(await row(dart.id)).toBeUndefined();
    expect(existsSync(mediaPath(dart.image))).toBe(false);
    expect(existsSync(mediaPath(dart.thumbnail))).toBe(false);
    expect(await db().select().from(imagePowers).where(eq(imagePowers.imageId, hero.id))).toEqual([]);
    expect((await who.pro!.browser.get(`/api/images/characters/${hero.id}/`)).json()).toMatchObject({ power: [] });
  });
});

describe('favourites', () => {
  it('favourites a public image once (likes +1), refuses a private one, and keeps the last of a type', async () => {
    const dto = await created('pro', 'backgrounds', { name: 'Shared Sky', is_private: 'false' });
    const url = `/api/images/backgrounds/${dto.id}`;
    const basic = who.basic!.browser;
    expect((await basic.post(`${url}/favourite/`)).json()).toMatchObject({ likes: 1 });
    expect((await basic.post(`${url}/favourite/`)).json()).toMatchObject({ likes: 1 });
    expect((await me('basic')).favourite_backgrounds).toContain(dto.id);

    const hidden = await created('pro', 'backgrounds', { name: 'Hidden Sky' });
    expect((await basic.post(`/api/images/backgrounds/${hidden.id}/favourite/`)).statusCode).toBe(404);

    // Drop every other background favourite; the last one stays, with the spec's text.
    const ids: number[] = (await me('basic')).favourite_backgrounds;
    for (const id of ids.filter((i) => i !== dto.id)) {
      expect((await basic.post(`/api/images/backgrounds/${id}/unfavourite/`)).statusCode).toBe(200);
    }
    const last = await basic.post(`${url}/unfavourite/`);
    expect(last.statusCode).toBe(400);
    expect(last.json()).toEqual({
      non_field_errors: [ImageMessage.lastFavourite],
      codes: { non_field_errors: ['images.lastFavourite'] },
    });
    expect((await me('basic')).favourite_backgrounds).toEqual([dto.id]);
    expect((await row(dto.id))!.likes).toBe(1);
  });

  it('unfavouriting takes the like back, and the owner’s own favourite never counts', async () => {
    const dto = await created('pro', 'monsters', { name: 'Liked Monster', is_private: 'false' });
    const stranger = who.stranger!.browser;
    await stranger.post(`/api/images/monsters/${dto.id}/favourite/`);
    expect((await row(dto.id))!.likes).toBe(1);
    expect((await stranger.post(`/api/images/monsters/${dto.id}/unfavourite/`)).json()).toMatchObject({ likes: 0 });
    await who.pro!.browser.post(`/api/images/monsters/${dto.id}/favourite/`);
    expect((await row(dto.id))!.likes).toBe(0);
  });
});

describe('lists, search and paging', () => {
  it('lists public images most liked then newest, paged by 50 with next/previous links', async () => {
    const res = await who.basic!.browser.get('/api/images/projectiles/?limit=2');
    const page = res.json() as ImagePage;
    expect(page.results).toHaveLength(2);
    const all = (await who.basic!.browser.get('/api/images/projectiles/?limit=100')).json() as ImagePage;
    expect(page.count).toBe(all.count);
    expect(all.results.every((i) => !i.is_private)).toBe(true);
    const order = all.results.map((i) => [i.likes, i.created_on]);
    const sorted = [...order].sort((a, b) => Number(b[0]) - Number(a[0]) || String(b[1]).localeCompare(String(a[1])));
    expect(order).toEqual(sorted);
    expect(page.next).toBe('http://localhost:3000/api/images/projectiles/?limit=2&offset=2');
    expect(page.previous).toBeNull();
    const second = (await who.basic!.browser.get('/api/images/projectiles/?limit=2&offset=2')).json() as ImagePage;
    expect(second.results[0]!.id).toBe(all.results[2]!.id);
    expect((await who.basic!.browser.get('/api/images/projectiles/?limit=-1')).statusCode).toBe(400);
  });

  it('lists under mine her own images (private ones included) and the public ones she favourited', async () => {
    const page = (await who.pro!.browser.get('/api/images/characters/mine/?limit=100')).json() as ImagePage;
    const own = page.results.filter((i) => i.created_by.id === who.pro!.id);
    expect(own.length).toBeGreaterThan(0);
    expect(own.some((i) => i.is_private)).toBe(true);
    const me = (await who.pro!.browser.get('/api/users/me/')).json() as { favourite_characters: number[] };
    const others = page.results.filter((i) => i.created_by.id !== who.pro!.id);
    expect(others.every((i) => !i.is_private && me.favourite_characters.includes(i.id))).toBe(true);
    expect(others.length).toBeGreaterThan(0);

    // Another teacher's private image never shows, and one she unfavourites leaves the list.
    const stranger = await created('stranger', 'characters', { name: 'Hidden Hal' });
    const dropped = others[0]!;
    await who.pro!.browser.post(`/api/images/characters/${dropped.id}/unfavourite/`);
    const after = (await who.pro!.browser.get('/api/images/characters/mine/?limit=100')).json() as ImagePage;
    expect(after.results.map((i) => i.id)).not.toContain(stranger.id);
    expect(after.results.map((i) => i.id)).not.toContain(dropped.id);
    expect(after.count).toBe(page.count - 1);
  });

  it('searches names and tags in her own images or in everyone’s public ones', async () => {
    await created('premium', 'monsters', { name: 'Zebra Ghost', tags: 'stripes', is_private: 'false' });
    await created('premium', 'monsters', { name: 'Quiet Zebra', tags: 'secret' });
    const search = (key: string, body: object) =>
      who[key]!.browser.post('/api/images/monsters/search/', body).then((r) => r.json() as ImagePage);
    expect((await search('premium', { query: 'ZEBRA', public: false })).results.map((i) => i.name).sort()).toEqual([
      'Quiet Zebra',
      'Zebra Ghost',
    ]);
    expect((await search('basic', { query: 'zebra', public: true })).results.map((i) => i.name)).toEqual([
      'Zebra Ghost',
    ]);
    expect((await search('basic', { query: 'stripe', public: true })).count).toBe(1);
    expect((await search('basic', { query: 'secret', public: true })).count).toBe(0);
    expect((await search('basic', { query: 'zebra', public: false })).count).toBe(0);
  });
});

describe('thumbnails', () => {
  it('lets only superusers reload a thumbnail; a new file replaces the old', async () => {
    const dto = await created('pro', 'characters', { name: 'Thumb Tim', is_private: 'false' });
    const url = `/api/images/characters/${dto.id}/reload_thumbnail/`;
    for (const key of ['pro', 'basic']) {
      const res = await who[key]!.browser.patch(url);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ detail: ErrorDetail.permissionDenied, codes: { detail: ['permissionDenied'] } });
    }
    expect((await row(dto.id))!.thumbnailKey).toBe(dto.thumbnail.replace('/media/', ''));
    const res = await who.admin!.browser.patch(url);
    expect(res.statusCode).toBe(200);
    const reloaded = res.json() as ImageDto;
    expect(reloaded.thumbnail).not.toBe(dto.thumbnail);
    expect(existsSync(mediaPath(reloaded.thumbnail))).toBe(true);
    expect(existsSync(mediaPath(dto.thumbnail))).toBe(false);
  });
});

describe('the official library and games', () => {
  it('gives every new user the whole official library as favourites, in /me', async () => {
    const official = await db().select().from(images).where(eq(images.ownerId, OFFICIAL_USER_ID));
    const counts = Object.fromEntries(
      ['characters', 'monsters', 'backgrounds', 'projectiles'].map((t) => [
        t,
        official.filter((i) => i.type === t).length,
      ]),
    );
    expect(counts.characters).toBeGreaterThanOrEqual(12);
    expect(counts.monsters).toBeGreaterThanOrEqual(12);
    expect(counts.backgrounds).toBeGreaterThanOrEqual(8);
    expect(counts.projectiles).toBeGreaterThanOrEqual(12);
    expect(official.every((i) => !i.isPrivate && i.likes === 0)).toBe(true);
    const user = await createTestAccount(ctx, { username: 'newbie', email: 'newbie@school.example' });
    const browser = new Browser(ctx.app, '10.70.2.1');
    await browser.logIn('newbie');
    const body = (await browser.get('/api/users/me/')).json();
    for (const type of ['characters', 'monsters', 'backgrounds', 'projectiles'] as const) {
      expect([...body[`favourite_${type}`]].sort((a: number, b: number) => a - b)).toEqual(
        official
          .filter((i) => i.type === type)
          .map((i) => i.id)
          .sort((a, b) => a - b),
      );
    }
    // Default favourites are not teachers' choices: likes stay 0.
    expect(
      (await db().select().from(images).where(eq(images.ownerId, OFFICIAL_USER_ID))).every((i) => i.likes === 0),
    ).toBe(true);
    expect(user.id).toBeGreaterThan(OFFICIAL_USER_ID);
  });

  it('gives games the user’s favourites with powers, and the official images of a type she has none of', async () => {
    const dart = await created('premium', 'projectiles', { name: 'Game Dart' });
    const hero = await created('premium', 'characters', { name: 'Game Hero', power: String(dart.id), color: 'red' });
    const images0 = await listGameImages(db(), who.premium!.id, ['characters', 'backgrounds']);
    expect(Object.keys(images0).sort()).toEqual(['backgrounds', 'characters']);
    expect(images0.characters).toContainEqual({
      id: hero.id,
      name: 'Game Hero',
      image: hero.image,
      color: 'red',
      power: [{ id: dart.id, name: 'Game Dart', image: dart.image }],
    });
    // Without any favourite background, the official ones stand in.
    await db()
      .delete(imageFavourites)
      .where(and(eq(imageFavourites.userId, who.premium!.id), eq(imageFavourites.type, 'backgrounds')));
    const images1 = await listGameImages(db(), who.premium!.id, ['backgrounds']);
    const officialBackgrounds = await db()
      .select()
      .from(images)
      .where(and(eq(images.ownerId, OFFICIAL_USER_ID), eq(images.type, 'backgrounds')));
    expect(images1.backgrounds!.map((i) => i.id).sort()).toEqual(officialBackgrounds.map((i) => i.id).sort());
    const served = await ctx.app.inject({ method: 'GET', url: images1.backgrounds![0]!.image });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
  });
});

describe('the monthly quota', () => {
  it('lets a Pro teacher upload 50 a month; the 51st is refused and the next month is allowed', async () => {
    // The clock starts on 2026-01-15 (sessions last a week, so she signs in again after the jump below).
    const picture = await solidPng(4, 4);
    // Whatever she uploaded earlier in this file counts too.
    const [counted] = await db().select().from(imageUploadCounts).where(eq(imageUploadCounts.userId, who.stranger!.id));
    const used = counted?.count ?? 0;
    expect(used).toBeGreaterThan(0);
    for (let i = used; i < 50; i++) {
      expect((await create('stranger', 'projectiles', { name: `Dart ${i}` }, picture)).status).toBe(201);
    }
    expect(await create('stranger', 'projectiles', { name: 'One Too Many' }, picture)).toEqual({
      status: 403,
      body: { detail: ImageMessage.quotaReached, codes: { detail: ['images.quotaReached'] } },
    });
    const names = (await db().select().from(images).where(eq(images.ownerId, who.stranger!.id))).map((r) => r.name);
    expect(names).not.toContain('One Too Many');
    ctx.clock.set('2026-01-31T23:59:59.000Z');
    expect((await create('stranger', 'projectiles', { name: 'Still January' }, picture)).status).toBe(403);
    ctx.clock.set('2026-02-01T00:00:00.000Z');
    expect((await who.stranger!.browser.logIn('stranger_teacher', PASSWORD)).statusCode).toBe(200);
    expect((await create('stranger', 'projectiles', { name: 'February Dart' }, picture)).status).toBe(201);
  });
});
