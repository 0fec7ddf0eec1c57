// The console's content section over the API: news posts written, edited and deleted with their pictures (stored
// through the upload pipeline, served, removed with the post or when replaced), each change with its audit row;
// contact messages listed and answered by e-mail through the outbox (delivered to a real SMTP server), marked
// answered, answered once. Bad input: 400 with the field and nothing changed; an unknown target: 404.
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { desc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  ADMIN_ANSWER_MAX,
  AdminContentMessage,
  AdminMessage,
  ErrorDetail,
  ImageMessage,
  NEWS_TEXT_MAX,
  NewsMessage,
  REQUIRED_MESSAGE,
  type AdminContactMessageDto,
  type AdminNewsPostDto,
  type AdminPage,
  type NewsPage,
} from '@playwords/common';
import { adminAudit, contactMessages, jobs, newsPosts, newsVotes, outbox, rateCounters } from '../../db/schema';
import type { LocalStorage } from '../../platform/storage';
import { basicTeacher, operator, type SignedInMember } from '../../test/factories';
import { Browser, startTestApp, type TestContext } from '../../test/harness';
import { TestSmtpServer } from '../../test/smtp';

const SUPPORT = 'help@playwords.example';
const NEWS = '/api/admin/news/';
const MESSAGES = '/api/admin/messages/';

let ctx: TestContext;
let smtp: TestSmtpServer;
let admin: SignedInMember;
let teacher: SignedInMember;

beforeAll(async () => {
  smtp = await TestSmtpServer.start();
  ctx = await startTestApp({
    SMTP_URL: smtp.url,
    MAIL_FROM: 'PlayWords <hello@playwords.example>',
    SUPPORT_EMAIL: SUPPORT,
  });
  admin = await operator(ctx, { logIn: true });
  teacher = await basicTeacher(ctx, { logIn: true });
});
afterAll(async () => {
  await ctx.close();
  await smtp.close();
});
beforeEach(async () => {
  smtp.clear();
  const { db } = ctx.database;
  await db.delete(newsPosts);
  await db.delete(contactMessages);
  await db.delete(outbox);
  await db.delete(jobs);
  await db.delete(rateCounters);
});

const db = () => ctx.database.db;
const mediaDir = () => (ctx.storage as LocalStorage).dir;
const mediaFiles = () =>
  readdirSync(mediaDir())
    .filter((name) => !name.startsWith('.'))
    .sort();
const auditRows = () => db().select().from(adminAudit).orderBy(adminAudit.id);
const lastAudit = async () => (await auditRows()).at(-1);
const storedPosts = () => db().select().from(newsPosts).orderBy(newsPosts.id);
const keyOf = (url: string | null) => url!.replace('/media/', '');
/** Moves the clock on (never back: the cast's sessions were opened at the start) and answers the instant. */
const later = (hours = 1) => {
  ctx.clock.advance(hours * 60 * 60 * 1000);
  return ctx.clock.now().toISOString();
};

const picture = (background = '#3366cc', width = 800, height = 450) =>
  sharp({ create: { width, height, channels: 3, background } })
    .jpeg()
    .toBuffer();

/** A multipart body: text fields, and a file under `image` when given. */
function multipart(fields: Record<string, string>, file?: Buffer) {
  const boundary = '----pwcontent';
  const parts: Buffer[] = Object.entries(fields).map(([name, value]) =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
  );
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="photo.jpg"\r\n` +
          'Content-Type: image/jpeg\r\n\r\n',
      ),
      file,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const send = (method: 'POST' | 'PATCH', url: string, fields: Record<string, string>, file?: Buffer) =>
  admin.browser.request({ method, url, ...multipart(fields, file) });

const createPost = (body: Record<string, unknown>) => admin.browser.post(NEWS, body);
const deletePost = (id: number, body: unknown = { reason: 'Out of date' }) =>
  admin.browser.request({ method: 'DELETE', url: `${NEWS}${id}/`, payload: body as never });
const publicNews = () => new Browser(ctx.app, '10.88.0.1').get('/api/news/');

describe('news posts', () => {
  it('publishes a post without a picture (JSON): answered, on /api/news/, with its audit row (no reason asked)', async () => {
    const created = later();
    const res = await createPost({ name: '  Spring  games ', text: 'Hello!\r\n\r\nNew games.  ' });
    expect(res.statusCode).toBe(201);
    const post = res.json<AdminNewsPostDto>();
    expect(post).toEqual({
      id: post.id,
      name: 'Spring games',
      text: 'Hello!\n\nNew games.',
      image: null,
      created_on: created,
      updated_at: null,
      likes: 0,
      dislikes: 0,
    });
    expect((await publicNews()).json<NewsPage>().results.map((p) => p.id)).toEqual([post.id]);
    expect(await lastAudit()).toMatchObject({
      operatorId: admin.id,
      action: 'news.create',
      targetType: 'news',
      targetId: String(post.id),
      reason: '',
      details: { name: 'Spring games', picture: false },
    });
  });

  it('publishes a post with a picture (multipart): stored through the pipeline and served at its URL', async () => {
    const before = mediaFiles();
    const res = await send('POST', NEWS, { name: 'Pictures', text: 'Look.' }, await picture());
    expect(res.statusCode).toBe(201);
    const post = res.json<AdminNewsPostDto>();
    expect(post.image).toMatch(/^\/media\/[0-9a-f]{32}\.png$/);
    expect(mediaFiles()).toEqual([...before, keyOf(post.image)].sort());
    const served = await ctx.app.inject({ method: 'GET', url: post.image! });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    const [shown] = (await publicNews()).json<NewsPage>().results;
    expect(shown).toMatchObject({ id: post.id, name: 'Pictures', image: post.image });
    expect(await lastAudit()).toMatchObject({ action: 'news.create', details: { picture: true } });
  });

  it('lists the posts newest first with their likes and dislikes, a page at a time', async () => {
    later();
    const older = (await createPost({ name: 'Older', text: 'a' })).json<AdminNewsPostDto>();
    later();
    const newer = (await createPost({ name: 'Newer', text: 'b' })).json<AdminNewsPostDto>();
    await teacher.browser.post('/api/news/vote/', { id: older.id, vote: true });
    const res = await admin.browser.get(NEWS);
    expect(res.statusCode).toBe(200);
    const page = res.json<AdminPage<AdminNewsPostDto>>();
    expect(page.count).toBe(2);
    expect(page.results.map(({ name, likes, dislikes }) => ({ name, likes, dislikes }))).toEqual([
      { name: 'Newer', likes: 0, dislikes: 0 },
      { name: 'Older', likes: 1, dislikes: 0 },
    ]);
    const second = (await admin.browser.get(`${NEWS}?limit=1&offset=1`)).json<AdminPage<AdminNewsPostDto>>();
    expect(second).toMatchObject({ count: 2, results: [{ id: older.id }] });
    expect(newer.id).toBeGreaterThan(older.id);
  });

  it('edits the name and text (JSON), keeping the picture, and sets updated_at', async () => {
    later();
    const post = (await send('POST', NEWS, { name: 'Draft', text: 'Old.' }, await picture())).json<AdminNewsPostDto>();
    const edited = later(2);
    const res = await admin.browser.patch(`${NEWS}${post.id}/`, { name: 'Final', text: 'New text.' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      ...post,
      name: 'Final',
      text: 'New text.',
      updated_at: edited,
    });
    expect(existsSync(join(mediaDir(), keyOf(post.image)))).toBe(true);
    expect(await lastAudit()).toMatchObject({
      action: 'news.update',
      targetId: String(post.id),
      reason: '',
      details: { name: 'Final', picture: 'kept' },
    });
  });

  it('replaces the picture (the old file deleted after the commit), then removes it', async () => {
    const post = (await send('POST', NEWS, { name: 'Pic', text: 'One.' }, await picture())).json<AdminNewsPostDto>();
    const oldFile = join(mediaDir(), keyOf(post.image));
    const replaced = await send('PATCH', `${NEWS}${post.id}/`, { name: 'Pic', text: 'Two.' }, await picture('#aa2222'));
    expect(replaced.statusCode).toBe(200);
    const after = replaced.json<AdminNewsPostDto>();
    expect(after.image).toMatch(/^\/media\/[0-9a-f]{32}\.png$/);
    expect(after.image).not.toBe(post.image);
    expect(existsSync(oldFile)).toBe(false);
    expect((await ctx.app.inject({ method: 'GET', url: after.image! })).statusCode).toBe(200);
    expect(await lastAudit()).toMatchObject({ action: 'news.update', details: { picture: 'replaced' } });

    const removed = await send('PATCH', `${NEWS}${post.id}/`, { name: 'Pic', text: 'Three.', remove_image: 'true' });
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toMatchObject({ image: null, text: 'Three.' });
    expect(existsSync(join(mediaDir(), keyOf(after.image)))).toBe(false);
    expect((await storedPosts())[0]!.imageKey).toBeNull();
    expect(await lastAudit()).toMatchObject({ action: 'news.update', details: { picture: 'removed' } });
  });

  it('deletes a post with its votes and picture, with the reason in the audit row', async () => {
    const post = (await send('POST', NEWS, { name: 'Bye', text: 'Gone.' }, await picture())).json<AdminNewsPostDto>();
    await teacher.browser.post('/api/news/vote/', { id: post.id, vote: false });
    expect(await db().select().from(newsVotes).where(eq(newsVotes.postId, post.id))).toHaveLength(1);

    const res = await deletePost(post.id);
    expect(res.statusCode).toBe(204);
    expect(await storedPosts()).toEqual([]);
    expect(await db().select().from(newsVotes).where(eq(newsVotes.postId, post.id))).toEqual([]);
    expect(existsSync(join(mediaDir(), keyOf(post.image)))).toBe(false);
    expect((await publicNews()).json<NewsPage>().results).toEqual([]);
    expect(await lastAudit()).toMatchObject({
      action: 'news.delete',
      targetId: String(post.id),
      reason: 'Out of date',
      details: { name: 'Bye', picture: true },
    });
  });

  it('refuses bad input with 400 and the field, storing and changing nothing', async () => {
    const post = (await createPost({ name: 'Keep', text: 'Me.' })).json<AdminNewsPostDto>();
    const files = mediaFiles();
    const audits = (await auditRows()).length;
    const bad = Buffer.from('this is not a picture at all');
    const cases: Array<[() => Promise<{ statusCode: number; json(): unknown }>, unknown]> = [
      [
        () => createPost({ name: '   ', text: 'x' }),
        { name: [NewsMessage.nameRequired], codes: { name: ['news.nameRequired'] } },
      ],
      [
        () => createPost({ name: 'x', text: 'y'.repeat(NEWS_TEXT_MAX + 1) }),
        { text: [NewsMessage.textTooLong], codes: { text: ['news.textTooLong'] } },
      ],
      [() => createPost({ text: 'x' }), { name: [REQUIRED_MESSAGE], codes: { name: ['fields.required'] } }],
      [
        () => send('POST', NEWS, { name: 'Bad pic', text: 'x' }, bad),
        { image: [ImageMessage.notAnImage], codes: { image: ['images.notAnImage'] } },
      ],
      [
        () => createPost({ name: 'x', text: 'y', image: 'photo.jpg' }),
        { image: [AdminContentMessage.imageNotAFile], codes: { image: [null] } },
      ],
      [
        () => admin.browser.patch(`${NEWS}${post.id}/`, { name: '', text: 'x' }),
        { name: [NewsMessage.nameRequired], codes: { name: ['news.nameRequired'] } },
      ],
      [
        () => send('PATCH', `${NEWS}${post.id}/`, { name: 'Changed', text: 'Changed.' }, bad),
        { image: [ImageMessage.notAnImage], codes: { image: ['images.notAnImage'] } },
      ],
      [() => deletePost(post.id, {}), { reason: [REQUIRED_MESSAGE], codes: { reason: ['fields.required'] } }],
      [
        () => deletePost(post.id, { reason: '  ' }),
        { reason: [AdminMessage.reasonRequired], codes: { reason: [null] } },
      ],
    ];
    for (const [call, body] of cases) {
      const res = await call();
      expect({ status: res.statusCode, body: res.json() }).toEqual({ status: 400, body });
    }
    expect(await storedPosts()).toMatchObject([
      { id: post.id, name: 'Keep', text: 'Me.', imageKey: null, updatedAt: null },
    ]);
    expect(mediaFiles()).toEqual(files);
    expect(await auditRows()).toHaveLength(audits);
  });

  it('answers 404 for a post that does not exist, writing no audit row (and leaving no picture behind)', async () => {
    const files = mediaFiles();
    const audits = (await auditRows()).length;
    const notFound = { detail: ErrorDetail.notFound, codes: { detail: ['notFound'] } };
    for (const res of [
      await admin.browser.patch(`${NEWS}999999/`, { name: 'x', text: 'y' }),
      await send('PATCH', `${NEWS}999999/`, { name: 'x', text: 'y' }, await picture()),
      await deletePost(999999),
      await admin.browser.patch(`${NEWS}abc/`, { name: 'x', text: 'y' }),
    ]) {
      expect({ status: res.statusCode, body: res.json() }).toEqual({ status: 404, body: notFound });
    }
    expect(mediaFiles()).toEqual(files);
    expect(await auditRows()).toHaveLength(audits);
  });
});

describe('contact messages', () => {
  let ipCounter = 0;
  /** A message through the contact form (its own client address), then the form's e-mail to support cleared. */
  async function contact(email: string, subject: string, body: string, who?: Browser) {
    const browser = who ?? new Browser(ctx.app, `10.89.0.${++ipCounter}`);
    const res = await browser.post('/api/message/', { email, subject, body });
    expect(res.statusCode).toBe(201);
    const [row] = await db().select().from(contactMessages).orderBy(desc(contactMessages.id)).limit(1);
    await db().delete(outbox);
    await db().delete(jobs);
    return row!;
  }

  const answer = (id: number, body: unknown) => admin.browser.post(`${MESSAGES}${id}/answer/`, body);
  const message = async (id: number) =>
    (await db().select().from(contactMessages).where(eq(contactMessages.id, id)))[0]!;

  it('lists open, answered and all messages, newest first, with the sender account', async () => {
    later();
    const first = await contact('ann@school.example', 'Prices', 'How much?');
    const secondAt = later();
    const second = await contact(teacher.email, 'Bug', 'It broke.', teacher.browser);
    const answeredAt = later();
    expect((await answer(first.id, { answer: 'Five pounds.' })).statusCode).toBe(200);

    const open = (await admin.browser.get(MESSAGES)).json<AdminPage<AdminContactMessageDto>>();
    expect(open).toEqual({
      count: 1,
      results: [
        {
          id: second.id,
          contact_way: teacher.email,
          can_email: true,
          subject: 'Bug',
          body: 'It broke.',
          sender: { id: teacher.id, username: teacher.username },
          created_at: secondAt,
          answered_at: null,
          answer: null,
          answered_by: null,
        },
      ],
    });
    const answered = (await admin.browser.get(`${MESSAGES}?status=answered`)).json<AdminPage<AdminContactMessageDto>>();
    expect(answered.results).toEqual([
      expect.objectContaining({
        id: first.id,
        sender: null,
        answered_at: answeredAt,
        answer: 'Five pounds.',
        answered_by: { id: admin.id, username: admin.username },
      }),
    ]);
    const all = (await admin.browser.get(`${MESSAGES}?status=all`)).json<AdminPage<AdminContactMessageDto>>();
    expect(all.results.map((m) => m.id)).toEqual([second.id, first.id]);
    expect((await admin.browser.get(`${MESSAGES}?status=closed`)).statusCode).toBe(400);

    const one = await admin.browser.get(`${MESSAGES}${second.id}/`);
    expect(one.json()).toEqual(open.results[0]);
    expect((await admin.browser.get(`${MESSAGES}999999/`)).statusCode).toBe(404);
  });

  it('e-mails the answer through the outbox (HTML escaped), marks the message answered and writes the audit row', async () => {
    later();
    const row = await contact('ann@school.example', 'Word Search\r\nBcc: x@evil.example', 'Letters are tiny.\nHelp?');
    const answeredAt = later(2);
    const text = 'Hello Ann,\n\nTry the <script>alert(1)</script> zoom & the big letters.';
    const res = await answer(row.id, { answer: text });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: row.id,
      answer: text,
      answered_at: answeredAt,
      answered_by: { id: admin.id, username: admin.username },
    });
    expect(await message(row.id)).toMatchObject({ answer: text, answeredBy: admin.id });

    const [queued] = await db().select().from(outbox);
    expect(queued).toMatchObject({
      kind: 'contact-answer',
      to: 'ann@school.example',
      replyTo: SUPPORT,
      subject: 'Re: Word Search Bcc: x@evil.example',
      status: 'pending',
    });
    expect(queued!.text.startsWith(`${text}\n`)).toBe(true);
    expect(queued!.text).toContain('> Letters are tiny.\n> Help?');
    expect(queued!.html).not.toContain('<script>');
    expect(queued!.html).toContain('&#60;script&#62;alert(1)&#60;/script&#62; zoom &#38; the big letters.');
    expect(await lastAudit()).toMatchObject({
      operatorId: admin.id,
      action: 'message.answer',
      targetType: 'message',
      targetId: String(row.id),
      reason: '',
      details: { emailed: true, characters: [...text].length },
    });

    expect(await ctx.app.mail.sendPending()).toEqual({ sent: 1, logged: 0, retrying: 0, failed: 0 });
    const [mail] = smtp.to('ann@school.example');
    expect(mail).toBeDefined();
    expect(mail!.envelopeTo).toEqual(['ann@school.example']);
    expect(mail!.headers.from).toBe('PlayWords <hello@playwords.example>');
    expect(mail!.headers['reply-to']).toBe(SUPPORT);
    expect(mail!.subject).toBe('Re: Word Search Bcc: x@evil.example');
    expect(mail!.text).toContain('Try the <script>alert(1)</script> zoom & the big letters.');
    expect(mail!.html).not.toContain('<script>');
    expect(smtp.to('x@evil.example')).toEqual([]);
  });

  it('takes a subject of the operator, put on one line', async () => {
    const row = await contact('bob@school.example', 'Hi', 'Hello');
    const res = await answer(row.id, { answer: 'Hi Bob', subject: ' Your\r\nquestion\u0007 ' });
    expect(res.statusCode).toBe(200);
    expect((await db().select().from(outbox))[0]).toMatchObject({ subject: 'Your question' });
  });

  it('answers once: a second answer is 409 and sends nothing more', async () => {
    const row = await contact('cat@school.example', 'Twice', 'Hello');
    expect((await answer(row.id, { answer: 'First.' })).statusCode).toBe(200);
    const audits = (await auditRows()).length;
    const again = await answer(row.id, { answer: 'Second.' });
    expect({ status: again.statusCode, body: again.json() }).toEqual({
      status: 409,
      body: { detail: AdminContentMessage.alreadyAnswered, codes: { detail: [null] } },
    });
    expect(await db().select().from(outbox)).toHaveLength(1);
    expect((await message(row.id)).answer).toBe('First.');
    expect(await auditRows()).toHaveLength(audits);
    const mark = await admin.browser.post(`${MESSAGES}${row.id}/mark-answered/`, { reason: 'again' });
    expect(mark.statusCode).toBe(409);
  });

  it('refuses to e-mail a contact way that is not an address (400, unchanged); it can be marked answered', async () => {
    const row = await contact('WeChat: ann_lee_88', 'Prices', 'In CNY?');
    const audits = (await auditRows()).length;
    const res = await answer(row.id, { answer: 'Yes.' });
    expect({ status: res.statusCode, body: res.json() }).toEqual({
      status: 400,
      body: { detail: AdminContentMessage.notAnEmail, codes: { detail: [null] } },
    });
    expect(await message(row.id)).toMatchObject({ answer: null, answeredAt: null, answeredBy: null });
    expect(await db().select().from(outbox)).toEqual([]);
    expect(await auditRows()).toHaveLength(audits);
    const listed = (await admin.browser.get(`${MESSAGES}${row.id}/`)).json<AdminContactMessageDto>();
    expect(listed.can_email).toBe(false);

    const noReason = await admin.browser.post(`${MESSAGES}${row.id}/mark-answered/`, {});
    expect({ status: noReason.statusCode, body: noReason.json() }).toEqual({
      status: 400,
      body: { reason: [REQUIRED_MESSAGE], codes: { reason: ['fields.required'] } },
    });
    const markedAt = later();
    const marked = await admin.browser.post(`${MESSAGES}${row.id}/mark-answered/`, { reason: 'Answered on WeChat' });
    expect(marked.statusCode).toBe(200);
    expect(marked.json()).toMatchObject({
      answer: null,
      answered_at: markedAt,
      answered_by: { id: admin.id, username: admin.username },
    });
    expect(await db().select().from(outbox)).toEqual([]);
    expect(await lastAudit()).toMatchObject({
      action: 'message.mark_answered',
      targetId: String(row.id),
      reason: 'Answered on WeChat',
      details: { emailed: false },
    });
  });

  it('refuses an empty or too long answer and an unknown message, changing nothing', async () => {
    const row = await contact('dan@school.example', 'Hi', 'Hello');
    const audits = (await auditRows()).length;
    for (const [body, errors] of [
      [{}, { answer: [REQUIRED_MESSAGE], codes: { answer: ['fields.required'] } }],
      [{ answer: ' \n ' }, { answer: [AdminContentMessage.answerRequired], codes: { answer: [null] } }],
      [
        { answer: 'x'.repeat(ADMIN_ANSWER_MAX + 1) },
        { answer: [AdminContentMessage.answerTooLong], codes: { answer: [null] } },
      ],
      [
        { answer: 'ok', subject: 's'.repeat(151) },
        { subject: [AdminContentMessage.subjectTooLong], codes: { subject: [null] } },
      ],
    ] as const) {
      const res = await answer(row.id, body);
      expect({ status: res.statusCode, body: res.json() }).toEqual({ status: 400, body: errors });
    }
    const missing = await answer(999999, { answer: 'Hello' });
    expect({ status: missing.statusCode, body: missing.json() }).toEqual({
      status: 404,
      body: { detail: ErrorDetail.notFound, codes: { detail: ['notFound'] } },
    });
    expect(await message(row.id)).toMatchObject({ answer: null, answeredAt: null });
    expect(await db().select().from(outbox)).toEqual([]);
    expect(await auditRows()).toHaveLength(audits);
  });
});
