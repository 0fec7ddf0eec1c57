import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ContactText, ErrorDetail, formatThrottled, tooLongMessage } from '@playwords/common';
import { contactMessages, jobs, outbox, rateCounters } from '../../db/schema';
import { basicTeacher } from '../../test/factories';
import { Browser, startTestApp, type TestContext } from '../../test/harness';
import { captureLog } from '../../test/log-capture';
import { TestSmtpServer, type ReceivedMail } from '../../test/smtp';
import { mailSubject, replyToOf } from './mail';

const SUPPORT = 'help@playwords.example';
const MESSAGE_URL = '/api/message/';
const SENT = { detail: ContactText.sent };
const MESSAGE = {
  email: 'ann@school.example',
  subject: 'Word Search on the classroom TV',
  body: 'Hello!\nThe letters are tiny on our TV. Can they be bigger?\nThanks, Ann',
};

let ctx: TestContext;
let smtp: TestSmtpServer;
let ipCounter = 0;
/** Each browser at its own client address, so one test's per-address count does not reach the next. */
const newBrowser = (ip = `10.30.${Math.floor(ipCounter / 250)}.${ipCounter++ % 250}`) => new Browser(ctx.app, ip);

beforeAll(async () => {
  smtp = await TestSmtpServer.start();
  ctx = await startTestApp({
    SMTP_URL: smtp.url,
    MAIL_FROM: 'PlayWords <hello@playwords.example>',
    SUPPORT_EMAIL: SUPPORT,
  });
});
afterAll(async () => {
  await ctx.close();
  await smtp.close();
});
beforeEach(async () => {
  smtp.clear();
  ctx.clock.set('2026-03-02T09:00:00.000Z');
  const { db } = ctx.database;
  await db.delete(contactMessages);
  await db.delete(outbox);
  await db.delete(jobs);
  await db.delete(rateCounters);
});

const storedMessages = () => ctx.database.db.select().from(contactMessages).orderBy(contactMessages.id);
const queuedMail = () => ctx.database.db.select().from(outbox).orderBy(outbox.id);

/** Delivers the outbox and answers the one message the support address received. */
async function deliverOne(): Promise<ReceivedMail> {
  expect(await ctx.app.mail.sendPending()).toEqual({ sent: 1, logged: 0, retrying: 0, failed: 0 });
  const mails = smtp.to(SUPPORT);
  expect(mails).toHaveLength(1);
  return mails[0]!;
}

/** The raw header section of a received message, one header a line (folded lines joined). */
const headerLines = (mail: ReceivedMail) =>
  mail.raw
    .slice(0, mail.raw.indexOf('\r\n\r\n'))
    .replace(/\r\n[ \t]+/g, ' ')
    .split('\r\n');

async function expectNothingStored() {
  expect(await storedMessages()).toEqual([]);
  expect(await queuedMail()).toEqual([]);
}

describe('POST /api/message/', () => {
  it('stores the message, queues its e-mail in the same request and delivers it to the support address', async () => {
    const res = await newBrowser().post(MESSAGE_URL, MESSAGE);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual(SENT);

    const [stored] = await storedMessages();
    expect(stored).toMatchObject({ ...MESSAGE, userId: null });
    expect(stored!.createdAt.toISOString()).toBe('2026-03-02T09:00:00.000Z');
    const [queued] = await queuedMail();
    expect(queued).toMatchObject({
      kind: 'contact-message',
      to: SUPPORT,
      replyTo: MESSAGE.email,
      subject: '[PlayWords contact] Word Search on the classroom TV',
      status: 'pending',
    });

    const mail = await deliverOne();
    expect(mail.envelopeTo).toEqual([SUPPORT]);
    expect(mail.headers.to).toBe(SUPPORT);
    expect(mail.headers.from).toBe('PlayWords <hello@playwords.example>');
    expect(mail.headers['reply-to']).toBe(MESSAGE.email);
    expect(mail.subject).toBe('[PlayWords contact] Word Search on the classroom TV');
    expect(mail.text).toBe(
      [
        'A message came through the PlayWords contact form.',
        '',
        `Contact way: ${MESSAGE.email}`,
        'Signed in as: nobody (a visitor)',
        `Subject: ${MESSAGE.subject}`,
        `Sent: 2026-03-02T09:00:00.000Z (message ${stored!.id})`,
        'Answering this email writes to the contact way above.',
        '',
        'Message:',
        '',
        MESSAGE.body,
        '',
      ].join('\n'),
    );
    // Delivered: the outbox keeps no copy of her words.
    const [sent] = await queuedMail();
    expect(sent).toMatchObject({ status: 'sent', text: '', html: '', logLine: '' });
    expect((await storedMessages())[0]!.body).toBe(MESSAGE.body);
  });

  it('takes the same form urlencoded and as multipart/form-data, and trims each field', async () => {
    const form = new URLSearchParams({ email: '  ann@school.example ', subject: ' Hi ', body: '\n Hello \n' });
    const urlencoded = await newBrowser().request({
      method: 'POST',
      url: MESSAGE_URL,
      payload: form.toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(urlencoded.statusCode).toBe(201);

    const boundary = '----pw';
    const parts = Object.entries({ email: 'wechat: ann_lee_88', subject: 'Prices', body: 'In CNY?' })
      .map(([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`)
      .join('');
    const multipart = await newBrowser().request({
      method: 'POST',
      url: MESSAGE_URL,
      payload: `${parts}--${boundary}--\r\n`,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    expect(multipart.statusCode).toBe(201);
    expect(multipart.json()).toEqual(SENT);

    expect((await storedMessages()).map(({ email, subject, body }) => ({ email, subject, body }))).toEqual([
      { email: 'ann@school.example', subject: 'Hi', body: 'Hello' },
      { email: 'wechat: ann_lee_88', subject: 'Prices', body: 'In CNY?' },
    ]);
  });

  it('sets no Reply-To when the contact way is not an e-mail address (a WeChat id)', async () => {
    const res = await newBrowser().post(MESSAGE_URL, { ...MESSAGE, email: 'WeChat: ann_lee_88' });
    expect(res.statusCode).toBe(201);
    const [queued] = await queuedMail();
    expect(queued!.replyTo).toBeNull();

    const mail = await deliverOne();
    expect(mail.headers).not.toHaveProperty('reply-to');
    expect(mail.text).toContain('Contact way: WeChat: ann_lee_88\n');
    expect(mail.text).toContain('The contact way is not an email address');
  });

  it('lets no header in through the subject or the contact way', async () => {
    const res = await newBrowser().post(MESSAGE_URL, {
      email: 'a@b.c\r\nBcc: x@evil.test',
      subject: 'Help\r\nBcc: x@evil.test\nX-Injected: 1\tand\u0085more\u2028end\u0007',
      body: 'Body\r\nBcc: y@evil.test',
    });
    expect(res.statusCode).toBe(201);
    // Kept as typed (it is text); only the e-mail is made safe.
    const [stored] = await storedMessages();
    expect(stored!.email).toBe('a@b.c\r\nBcc: x@evil.test');
    const [queued] = await queuedMail();
    expect(queued!.replyTo).toBeNull();
    expect(queued!.subject).toBe('[PlayWords contact] Help Bcc: x@evil.test X-Injected: 1 and more end');

    const mail = await deliverOne();
    expect(mail.envelopeTo).toEqual([SUPPORT]);
    expect(smtp.received).toHaveLength(1);
    const lines = headerLines(mail);
    expect(lines.filter((line) => /^(bcc|cc|x-injected|reply-to):/i.test(line))).toEqual([]);
    expect(lines.filter((line) => line.includes('evil.test'))).toEqual([
      'Subject: [PlayWords contact] Help Bcc: x@evil.test X-Injected: 1 and more end',
    ]);
    expect(mail.text).toContain('Contact way: a@b.c Bcc: x@evil.test\n');
  });

  it('sends HTML in the message as text: the HTML part is the escaped text', async () => {
    const body = '<b>Bold?</b> <script>alert("hi")</script> <a href="https://evil.test">click</a> & more';
    const res = await newBrowser().post(MESSAGE_URL, { ...MESSAGE, subject: '<i>Topic</i>', body });
    expect(res.statusCode).toBe(201);

    const mail = await deliverOne();
    expect(mail.text).toContain(`\n${body}\n`);
    expect(mail.html).toContain(
      '&#60;b&#62;Bold?&#60;/b&#62; &#60;script&#62;alert(&#34;hi&#34;)&#60;/script&#62; ' +
        '&#60;a href=&#34;https://evil.test&#34;&#62;click&#60;/a&#62; &#38; more',
    );
    expect(mail.html).not.toMatch(/<(b|script|a|i)[\s>]/);
    expect(mail.subject).toBe('[PlayWords contact] <i>Topic</i>');
  });

  it('records the id of a signed-in teacher and names her in the e-mail', async () => {
    const lee = await basicTeacher(ctx, { logIn: true });
    const res = await lee.browser.post(MESSAGE_URL, { ...MESSAGE, email: 'another@school.example' });
    expect(res.statusCode).toBe(201);
    const [stored] = await storedMessages();
    expect(stored).toMatchObject({ userId: lee.id, email: 'another@school.example' });

    const mail = await deliverOne();
    expect(mail.headers['reply-to']).toBe('another@school.example');
    expect(mail.text).toContain(`Signed in as: ${lee.username} (user ${lee.id}, ${lee.email})\n`);
  });

  it('takes 5 messages an hour from one contact way (trimmed, any case), then 429 with Retry-After', async () => {
    const ways = [
      'ann@school.example',
      ' Ann@School.example',
      'ANN@SCHOOL.EXAMPLE ',
      'ann@school.example',
      'aNn@school.example',
    ];
    for (const email of ways)
      expect((await newBrowser().post(MESSAGE_URL, { ...MESSAGE, email })).statusCode).toBe(201);

    ctx.clock.advance(10 * 60 * 1000);
    const refused = await newBrowser().post(MESSAGE_URL, { ...MESSAGE, email: 'ann@school.EXAMPLE' });
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('3000');
    expect(refused.json()).toEqual({ detail: formatThrottled(3000), codes: { detail: ['throttled'] } });
    expect(await storedMessages()).toHaveLength(5);
    expect(await queuedMail()).toHaveLength(5);
    // The counter holds no address.
    const keys = (await ctx.database.db.select().from(rateCounters)).map((r) => r.key);
    expect(keys.filter((k) => k.startsWith('contact:way:'))).toHaveLength(1);
    expect(keys.join(' ')).not.toMatch(/ann|school/i);

    // Another contact way is not held up, and the hour passes.
    expect((await newBrowser().post(MESSAGE_URL, { ...MESSAGE, email: 'bob@school.example' })).statusCode).toBe(201);
    ctx.clock.advance(50 * 60 * 1000);
    expect((await newBrowser().post(MESSAGE_URL, MESSAGE)).statusCode).toBe(201);
    expect(await storedMessages()).toHaveLength(7);
  });

  it('takes 20 messages an hour from one client address, then 429 with Retry-After', async () => {
    const browser = newBrowser('10.31.0.1');
    for (let i = 0; i < 20; i++) {
      const res = await browser.post(MESSAGE_URL, { ...MESSAGE, email: `parent${i}@school.example` });
      expect(res.statusCode).toBe(201);
    }
    const refused = await browser.post(MESSAGE_URL, { ...MESSAGE, email: 'someone.new@school.example' });
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('3600');
    expect(refused.json()).toEqual({ detail: formatThrottled(3600), codes: { detail: ['throttled'] } });
    expect(await storedMessages()).toHaveLength(20);
    expect(await queuedMail()).toHaveLength(20);
    expect((await storedMessages()).some((m) => m.email === 'someone.new@school.example')).toBe(false);

    // Another client address is not held up.
    expect((await newBrowser().post(MESSAGE_URL, { ...MESSAGE, email: 'someone.new@school.example' })).statusCode).toBe(
      201,
    );
  });

  describe('refuses bad input with 400 on the field, storing, queueing and counting nothing', () => {
    it.each([
      [
        'no fields',
        {},
        {
          email: ['This field is required.'],
          subject: ['This field is required.'],
          body: ['This field is required.'],
          codes: { email: ['fields.required'], subject: ['fields.required'], body: ['fields.required'] },
        },
      ],
      [
        'empty fields',
        { email: '', subject: '', body: '' },
        {
          email: [ContactText.emailRequired],
          subject: [ContactText.subjectRequired],
          body: [ContactText.bodyRequired],
          codes: {
            email: ['contact.emailRequired'],
            subject: ['contact.subjectRequired'],
            body: ['contact.bodyRequired'],
          },
        },
      ],
      [
        'blank fields',
        { email: '   ', subject: '\t', body: '\n\n ' },
        {
          email: [ContactText.emailRequired],
          subject: [ContactText.subjectRequired],
          body: [ContactText.bodyRequired],
          codes: {
            email: ['contact.emailRequired'],
            subject: ['contact.subjectRequired'],
            body: ['contact.bodyRequired'],
          },
        },
      ],
      [
        'a missing body',
        { email: MESSAGE.email, subject: MESSAGE.subject },
        { body: ['This field is required.'], codes: { body: ['fields.required'] } },
      ],
      [
        'texts over their caps',
        { email: `${'a'.repeat(250)}@b.cd`, subject: 's'.repeat(201), body: 'b'.repeat(5001) },
        {
          email: [tooLongMessage(254)],
          subject: [tooLongMessage(200)],
          body: [tooLongMessage(5000)],
          codes: { email: ['fields.tooLong'], subject: ['fields.tooLong'], body: ['fields.tooLong'] },
        },
      ],
      [
        'a number',
        { ...MESSAGE, subject: 12 },
        { subject: ['Not a valid string.'], codes: { subject: ['fields.notAString'] } },
      ],
      [
        'a list',
        { ...MESSAGE, email: ['a@b.cd', 'c@d.ef'] },
        { email: ['Not a valid string.'], codes: { email: ['fields.notAString'] } },
      ],
      [
        'a NUL character',
        { ...MESSAGE, body: 'Hi\u0000' },
        { body: ['Null characters are not allowed.'], codes: { body: ['fields.nullCharacter'] } },
      ],
      [
        'a huge text',
        { ...MESSAGE, body: 'x'.repeat(60_000) },
        { body: [tooLongMessage(50_000)], codes: { body: ['fields.tooLong'] } },
      ],
    ])('%s', async (_name, payload, errors) => {
      const res = await newBrowser().post(MESSAGE_URL, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(errors);
      await expectNothingStored();
      expect(await ctx.database.db.select().from(rateCounters)).toEqual([]);
    });

    it('a text exactly at its cap is taken', async () => {
      const payload = { email: `${'a'.repeat(249)}@b.cd`, subject: 's'.repeat(200), body: 'b'.repeat(5000) };
      expect((await newBrowser().post(MESSAGE_URL, payload)).statusCode).toBe(201);
      expect((await storedMessages())[0]).toMatchObject(payload);
    });
  });

  it('refuses a POST without the CSRF token (403) and stores nothing', async () => {
    const res = await newBrowser().post(MESSAGE_URL, MESSAGE, { csrf: false });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ detail: ErrorDetail.csrfMissing, codes: { detail: ['csrfMissing'] } });
    await expectNothingStored();
  });
});

describe('without an SMTP server', () => {
  it('logs that a message came, without its words or the address', async () => {
    const log = captureLog();
    const quiet = await startTestApp({ SUPPORT_EMAIL: SUPPORT }, undefined, {
      logger: { level: 'info', stream: log.stream },
    });
    try {
      const browser = new Browser(quiet.app, '10.32.0.1');
      const res = await browser.post(MESSAGE_URL, {
        email: 'secret.sender@school.example',
        subject: 'A private topic',
        body: 'My private words',
      });
      expect(res.statusCode).toBe(201);
      expect(await quiet.app.mail.sendPending()).toEqual({ sent: 0, logged: 1, retrying: 0, failed: 0 });
      const [row] = await quiet.database.db.select().from(contactMessages);
      expect(log.text()).toContain(
        `mail not sent (SMTP_URL is not set): contact message ${row!.id} for the support address`,
      );
      for (const secret of ['secret.sender', 'private topic', 'private words']) {
        expect(log.text()).not.toContain(secret);
      }
    } finally {
      await quiet.close();
    }
  });
});

describe('the e-mail made safe', () => {
  it('a Reply-To only for an e-mail address', () => {
    expect(replyToOf('ann@school.example')).toBe('ann@school.example');
    expect(replyToOf('Ann.Lee+class@school.example')).toBe('Ann.Lee+class@school.example');
    for (const way of [
      'ann_lee_88',
      '+86 138 0000 0000',
      'a@b.c\r\nBcc: x@evil.test',
      'a@b.cd\nBcc: x@evil.test',
      'a@b.cd, x@evil.test',
      'a@b.cd;x@evil.test',
      'Ann <a@b.cd>',
      '"a@b.cd"@evil.test',
      `${'a'.repeat(250)}@b.cd`,
    ]) {
      expect(replyToOf(way)).toBeNull();
    }
  });

  it('a subject on one line, capped at 150 characters', () => {
    expect(mailSubject('a\r\nb\tc\u000bd\u0085e\u2029f')).toBe('[PlayWords contact] a b c d e f');
    expect(mailSubject('\u0001\u0002')).toBe('[PlayWords contact] (no subject)');
    const long = mailSubject('word '.repeat(60));
    expect(long).toHaveLength(150);
    expect(long.endsWith('word…')).toBe(true);
  });
});
