// The console's moderation section: lists and images queued when they become public, a teacher's report of
// someone else's list, keep and remove (the list banned: gone from public search, never published again; the image
// gone from the public images), the direct bans and restorations, their audit rows, and refusals that change nothing.
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AdminMessage,
  ErrorDetail,
  ImageMessage,
  ModerationMessage,
  WordlistMessage,
  type AdminPage,
  type ImageDto,
  type ModerationItemDto,
  type WordlistDto,
} from '@playwords/common';
import { adminAudit, images, moderationItems, wordlists } from '../../db/schema';
import { basicTeacher, operator, proTeacher, type SignedInMember } from '../../test/factories';
import { startTestApp, type Browser, type TestContext } from '../../test/harness';
// The images module's test helpers (multipart bodies as a browser sends them, a small PNG): no code of the module.
import { multipart, solidPng } from '../../test/uploads';

let ctx: TestContext;
let admin: SignedInMember;
let author: SignedInMember;
let reporter: SignedInMember;

beforeAll(async () => {
  ctx = await startTestApp();
  admin = await operator(ctx, { logIn: true });
  author = await proTeacher(ctx, { days: 365, logIn: true });
  reporter = await basicTeacher(ctx, { logIn: true });
});
afterAll(async () => ctx.close());

const db = () => ctx.database.db;
const listRow = async (id: number) => (await db().select().from(wordlists).where(eq(wordlists.id, id)))[0]!;
const imageRow = async (id: number) => (await db().select().from(images).where(eq(images.id, id)))[0]!;
const itemsOf = (kind: 'wordlist' | 'image', targetId: number) =>
  db()
    .select()
    .from(moderationItems)
    .where(and(eq(moderationItems.kind, kind), eq(moderationItems.targetId, targetId)))
    .orderBy(moderationItems.id);
const auditOf = (targetType: string, targetId: number) =>
  db()
    .select()
    .from(adminAudit)
    .where(and(eq(adminAudit.targetType, targetType), eq(adminAudit.targetId, String(targetId))));
const auditCount = async () =>
  (
    await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(adminAudit)
  )[0]!.n;

async function publishList(theme: string, words: string[]): Promise<WordlistDto> {
  const res = await author.browser.post('/api/wordlists/', { theme, words, is_private: false });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

async function uploadImage(name: string, isPrivate: boolean): Promise<ImageDto> {
  const { payload, headers } = multipart({ name, is_private: String(isPrivate) }, [{ data: await solidPng() }]);
  const res = await author.browser.request({ method: 'POST', url: '/api/images/characters/', payload, headers });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

async function queue(query = ''): Promise<AdminPage<ModerationItemDto>> {
  const res = await admin.browser.get(`/api/admin/moderation/${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

async function publicSearch(browser: Browser, query: string): Promise<number[]> {
  const res = await browser.post('/api/wordlists/search/', { query, public: true });
  expect(res.statusCode).toBe(200);
  return (res.json() as { results: WordlistDto[] }).results.map((l) => l.id);
}

describe('the queue', () => {
  it('queues a list published at creation and one published later, with the author and the list’s facts', async () => {
    const atOnce = await publishList('Moderated Fruit', ['apple', 'pear']);
    const created = await author.browser.post('/api/wordlists/', { theme: 'Later Fruit', words: ['plum'] });
    const later = created.json() as WordlistDto;
    expect(await itemsOf('wordlist', later.id)).toEqual([]);
    expect((await author.browser.post(`/api/wordlists/${later.id}/publish/`)).statusCode).toBe(200);
    // Published again while its item is open: nothing more is queued.
    expect((await author.browser.post(`/api/wordlists/${later.id}/unpublish/`)).statusCode).toBe(200);
    expect((await author.browser.post(`/api/wordlists/${later.id}/publish/`)).statusCode).toBe(200);
    expect(await itemsOf('wordlist', later.id)).toHaveLength(1);

    const page = await queue('?status=open&kind=wordlist&reason=');
    const item = page.results.find((i) => i.target_id === atOnce.id)!;
    expect(item).toMatchObject({
      kind: 'wordlist',
      reason: 'published',
      status: 'open',
      author: { id: author.id, username: author.username },
      reporter: null,
      note: null,
      decided_by: null,
      wordlist: {
        id: atOnce.id,
        theme: 'Moderated Fruit',
        words: ['apple', 'pear'],
        word_count: 2,
        likes: 0,
        is_banned: false,
        is_public: true,
      },
      image: null,
    });
    expect(page.results.map((i) => i.target_id)).toContain(later.id);
    // Oldest first.
    const ids = page.results.map((i) => i.id);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
  });

  it('shows at most 30 words of a long list', async () => {
    const words = Array.from({ length: 40 }, (_, i) => `word${i}`);
    const list = await publishList('Long Moderated', words);
    const item = (await queue('?kind=wordlist&limit=100')).results.find((i) => i.target_id === list.id)!;
    expect(item.wordlist!.words).toHaveLength(30);
    expect(item.wordlist!.word_count).toBe(40);
  });

  it('queues an image uploaded online, and one made public by an edit; a private upload is not queued', async () => {
    const online = await uploadImage('Queued Hero', false);
    const hidden = await uploadImage('Quiet Hero', true);
    expect(await itemsOf('image', hidden.id)).toEqual([]);
    const { payload, headers } = multipart({ is_private: 'false' });
    const res = await author.browser.request({
      method: 'PATCH',
      url: `/api/images/characters/${hidden.id}/`,
      payload,
      headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await itemsOf('image', hidden.id)).toHaveLength(1);

    const item = (await queue('?kind=image')).results.find((i) => i.target_id === online.id)!;
    expect(item).toMatchObject({
      kind: 'image',
      reason: 'published',
      author: { id: author.id, username: author.username },
      wordlist: null,
      image: { id: online.id, name: 'Queued Hero', type: 'characters', is_public: true, is_banned: false },
    });
    expect(item.image!.thumbnail).toBe(online.thumbnail);
  });

  it('refuses bad filters with the field', async () => {
    const res = await admin.browser.get('/api/admin/moderation/?status=maybe');
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json())).toEqual(['status', 'codes']);
  });
});

describe('a teacher’s report', () => {
  it('is queued with her note once, answers that it was sent for review, and leaves the list public', async () => {
    const list = await publishList('Reported Animals', ['badger']);
    const first = await reporter.browser.post(`/api/wordlists/${list.id}/unpublish/`, { note: '  Not  suitable ' });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ sent_for_review: true, detail: ModerationMessage.sentForReview });
    const again = await reporter.browser.post(`/api/wordlists/${list.id}/unpublish/`);
    expect(again.statusCode).toBe(200);
    expect(await listRow(list.id)).toMatchObject({ isPrivate: false, isBanned: false, hasBeenPublished: true });
    expect(await publicSearch(reporter.browser, 'badger')).toContain(list.id);

    const items = await itemsOf('wordlist', list.id);
    expect(items.map((i) => [i.reason, i.reporterId, i.note])).toEqual([
      ['published', null, null],
      ['reported', reporter.id, 'Not suitable'],
    ]);
    const shown = (await queue('?reason=reported')).results.find((i) => i.target_id === list.id)!;
    expect(shown).toMatchObject({ reporter: { id: reporter.id, username: reporter.username }, note: 'Not suitable' });
  });

  it('refuses a note over the cap and queues nothing', async () => {
    const list = await publishList('Noted Animals', ['otter']);
    const res = await reporter.browser.post(`/api/wordlists/${list.id}/unpublish/`, { note: 'x'.repeat(301) });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ note: [ModerationMessage.noteTooLong], codes: { note: ['moderation.noteTooLong'] } });
    expect((await itemsOf('wordlist', list.id)).map((i) => i.reason)).toEqual(['published']);
  });

  it('reports someone else’s public image; her own or a private one cannot be reported', async () => {
    const image = await uploadImage('Reported Hero', false);
    const res = await reporter.browser.post(`/api/images/characters/${image.id}/report/`, { note: 'scary' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ sent_for_review: true, detail: ModerationMessage.sentForReview });
    expect((await itemsOf('image', image.id)).map((i) => [i.reason, i.note])).toEqual([
      ['published', null],
      ['reported', 'scary'],
    ]);
    expect((await author.browser.post(`/api/images/characters/${image.id}/report/`)).statusCode).toBe(403);
    const quiet = await uploadImage('Private Hero', true);
    expect((await reporter.browser.post(`/api/images/characters/${quiet.id}/report/`)).statusCode).toBe(404);
  });
});

describe('deciding an item', () => {
  it('keeps an item: decided with who, when and why, the list unchanged, the audit row; a second decision 409', async () => {
    const list = await publishList('Kept Colours', ['teal']);
    const [item] = await itemsOf('wordlist', list.id);
    const res = await admin.browser.post(`/api/admin/moderation/${item!.id}/keep/`, { reason: 'Looks fine' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ id: item!.id, status: 'kept' });
    const [kept] = await itemsOf('wordlist', list.id);
    expect(kept).toMatchObject({ status: 'kept', decidedBy: admin.id, decisionReason: 'Looks fine' });
    expect(kept!.decidedAt).toEqual(ctx.clock.now());
    expect(await listRow(list.id)).toMatchObject({ isBanned: false, isPrivate: false });
    expect(await auditOf('moderation', item!.id)).toEqual([
      expect.objectContaining({
        action: 'moderation.keep',
        operatorId: admin.id,
        reason: 'Looks fine',
        details: { kind: 'wordlist', target_id: list.id, item_reason: 'published' },
      }),
    ]);

    const before = await auditCount();
    for (const action of ['keep', 'remove']) {
      const again = await admin.browser.post(`/api/admin/moderation/${item!.id}/${action}/`, { reason: 'Again' });
      expect(again.statusCode).toBe(409);
      expect(again.json()).toEqual({ detail: ModerationMessage.alreadyDecided, codes: { detail: [null] } });
    }
    expect(await auditCount()).toBe(before);
    expect(await listRow(list.id)).toMatchObject({ isBanned: false, isPrivate: false });
    expect((await queue('?status=kept')).results.map((i) => i.id)).toContain(item!.id);
  });

  it('removes a list: banned, gone from public search, never published again; every open item decided', async () => {
    const list = await publishList('Removed Words', ['grotty']);
    await reporter.browser.post(`/api/wordlists/${list.id}/unpublish/`, { note: 'rude' });
    const [published, reported] = await itemsOf('wordlist', list.id);
    expect(await publicSearch(reporter.browser, 'grotty')).toContain(list.id);

    const res = await admin.browser.post(`/api/admin/moderation/${reported!.id}/remove/`, { reason: 'Rude words' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ id: reported!.id, status: 'removed', items_decided: 2 });
    expect(await listRow(list.id)).toMatchObject({ isBanned: true });
    expect(await publicSearch(reporter.browser, 'grotty')).not.toContain(list.id);
    for (const item of await itemsOf('wordlist', list.id)) {
      expect(item).toMatchObject({ status: 'removed', decidedBy: admin.id, decisionReason: 'Rude words' });
    }
    expect(published).toBeDefined();
    expect(await auditOf('moderation', reported!.id)).toEqual([
      expect.objectContaining({
        action: 'moderation.remove',
        reason: 'Rude words',
        details: { kind: 'wordlist', target_id: list.id, item_reason: 'reported', items_decided: 2 },
      }),
    ]);

    const again = await author.browser.post(`/api/wordlists/${list.id}/publish/`);
    expect(again.statusCode).toBe(403);
    expect(again.json()).toEqual({
      detail: WordlistMessage.publishBanned,
      codes: { detail: ['wordlists.publishBanned'] },
    });
    // Still hers to play with.
    expect((await author.browser.get(`/api/wordlists/${list.id}/`)).statusCode).toBe(200);
    const shown = (await queue('?status=removed')).results.find((i) => i.id === reported!.id)!;
    expect(shown).toMatchObject({ decided_by: { id: admin.id }, wordlist: { is_banned: true, is_public: false } });
  });

  it('removes an image: private and banned, gone from the public images, never uploaded online again', async () => {
    const image = await uploadImage('Removed Hero', false);
    const [item] = await itemsOf('image', image.id);
    const res = await admin.browser.post(`/api/admin/moderation/${item!.id}/remove/`, { reason: 'Not for class' });
    expect(res.statusCode, res.body).toBe(200);
    expect(await imageRow(image.id)).toMatchObject({ isBanned: true, isPrivate: true });
    const publicPage = await reporter.browser.get('/api/images/characters/?limit=100');
    expect((publicPage.json() as { results: ImageDto[] }).results.map((i) => i.id)).not.toContain(image.id);
    const found = await reporter.browser.post('/api/images/characters/search/', {
      query: 'removed hero',
      public: true,
    });
    expect((found.json() as { count: number }).count).toBe(0);
    expect((await reporter.browser.get(`/api/images/characters/${image.id}/`)).statusCode).toBe(404);

    const { payload, headers } = multipart({ is_private: 'false' });
    const publish = await author.browser.request({
      method: 'PATCH',
      url: `/api/images/characters/${image.id}/`,
      payload,
      headers,
    });
    expect(publish.statusCode).toBe(403);
    expect(publish.json()).toEqual({ detail: ImageMessage.publishBanned, codes: { detail: ['images.publishBanned'] } });
    expect(await imageRow(image.id)).toMatchObject({ isPrivate: true });
    const own = await author.browser.get(`/api/images/characters/${image.id}/`);
    expect(own.json()).toMatchObject({ is_private: true, is_banned: true });
  });

  it('refuses a missing or blank reason with the field, and unknown ids with 404; nothing changes', async () => {
    const list = await publishList('Unreasoned', ['why']);
    const [item] = await itemsOf('wordlist', list.id);
    const before = await auditCount();
    for (const body of [{}, { reason: '   ' }, { reason: 'x'.repeat(501) }]) {
      const res = await admin.browser.post(`/api/admin/moderation/${item!.id}/remove/`, body);
      expect(res.statusCode).toBe(400);
      expect(Object.keys(res.json())).toEqual(['reason', 'codes']);
    }
    expect((await admin.browser.post(`/api/admin/moderation/${item!.id}/keep/`, { reason: ' ' })).json()).toEqual({
      reason: [AdminMessage.reasonRequired],
      codes: { reason: [null] },
    });
    for (const url of [
      '/api/admin/moderation/999999/keep/',
      '/api/admin/moderation/999999/remove/',
      '/api/admin/wordlists/999999/ban/',
      '/api/admin/wordlists/999999/unban/',
      '/api/admin/images/999999/remove/',
      '/api/admin/images/999999/restore/',
      '/api/admin/moderation/abc/keep/',
    ]) {
      const res = await admin.browser.post(url, { reason: 'Because' });
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toEqual({ detail: ErrorDetail.notFound, codes: { detail: ['notFound'] } });
    }
    expect(await auditCount()).toBe(before);
    expect((await itemsOf('wordlist', list.id))[0]).toMatchObject({ status: 'open' });
    expect(await listRow(list.id)).toMatchObject({ isBanned: false });
  });
});

describe('direct actions', () => {
  it('bans a list by id and unbans it: the open items decided, the audit rows, her own to publish again', async () => {
    const list = await publishList('Banned Directly', ['sludge']);
    const res = await admin.browser.post(`/api/admin/wordlists/${list.id}/ban/`, { reason: 'Spam' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ kind: 'wordlist', id: list.id, is_banned: true, is_public: false, items_decided: 1 });
    expect(await itemsOf('wordlist', list.id)).toEqual([
      expect.objectContaining({ status: 'removed', decisionReason: 'Spam', decidedBy: admin.id }),
    ]);
    expect(await publicSearch(reporter.browser, 'sludge')).not.toContain(list.id);
    const twice = await admin.browser.post(`/api/admin/wordlists/${list.id}/ban/`, { reason: 'Spam' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toEqual({ detail: ModerationMessage.alreadyBanned, codes: { detail: [null] } });

    const unban = await admin.browser.post(`/api/admin/wordlists/${list.id}/unban/`, { reason: 'Appeal upheld' });
    expect(unban.statusCode, unban.body).toBe(200);
    expect(unban.json()).toMatchObject({ is_banned: false, is_public: false });
    expect(await listRow(list.id)).toMatchObject({ isBanned: false, isPrivate: true, hasBeenPublished: false });
    expect((await auditOf('wordlist', list.id)).map((a) => [a.action, a.reason])).toEqual([
      ['wordlist.ban', 'Spam'],
      ['wordlist.unban', 'Appeal upheld'],
    ]);
    expect((await author.browser.post(`/api/wordlists/${list.id}/publish/`)).statusCode).toBe(200);
    expect(await publicSearch(reporter.browser, 'sludge')).toContain(list.id);
  });

  it('removes an image by id and restores it: it stays private, and its owner may upload it online again', async () => {
    const image = await uploadImage('Restored Hero', false);
    const res = await admin.browser.post(`/api/admin/images/${image.id}/remove/`, { reason: 'Copyright' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ kind: 'image', id: image.id, is_banned: true, is_public: false, items_decided: 1 });
    expect(await imageRow(image.id)).toMatchObject({ isBanned: true, isPrivate: true });

    const restore = await admin.browser.post(`/api/admin/images/${image.id}/restore/`, { reason: 'Licence shown' });
    expect(restore.statusCode, restore.body).toBe(200);
    expect(await imageRow(image.id)).toMatchObject({ isBanned: false, isPrivate: true });
    const again = await admin.browser.post(`/api/admin/images/${image.id}/restore/`, { reason: 'Twice' });
    expect(again.statusCode).toBe(409);
    expect((await auditOf('image', image.id)).map((a) => a.action)).toEqual(['image.remove', 'image.restore']);

    const { payload, headers } = multipart({ is_private: 'false' });
    const publish = await author.browser.request({
      method: 'PATCH',
      url: `/api/images/characters/${image.id}/`,
      payload,
      headers,
    });
    expect(publish.statusCode, publish.body).toBe(200);
    expect(await imageRow(image.id)).toMatchObject({ isPrivate: false });
  });

  it('a superuser removing someone else’s list from its card bans it and decides its open items', async () => {
    const list = await publishList('Card Removed', ['mud']);
    const res = await admin.browser.post(`/api/wordlists/${list.id}/unpublish/`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: list.id, is_banned: true });
    expect(await itemsOf('wordlist', list.id)).toEqual([
      expect.objectContaining({ status: 'removed', decisionReason: ModerationMessage.removedFromCard }),
    ]);
  });
});
