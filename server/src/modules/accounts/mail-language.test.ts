import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { outbox, rateCounters, users } from '../../db/schema';
import { Browser, createTestAccount, startTestApp, TEACHER, type TestContext } from '../../test/harness';
import { codeIn, linkIn, TestSmtpServer } from '../../test/smtp';

// The e-mails to a teacher are written in her account's language: the one she signed up reading, or the one she
// chose since. English mails are checked word for word by the accounts' other tests.

let ctx: TestContext;
let smtp: TestSmtpServer;
let ipCounter = 0;
const newBrowser = () => new Browser(ctx.app, `10.40.${Math.floor(ipCounter / 250)}.${ipCounter++ % 250}`);

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
  await ctx.database.db.delete(outbox);
  await ctx.database.db.delete(rateCounters);
  await ctx.database.db.delete(users).where(eq(users.usernameKey, TEACHER.username));
  await ctx.database.db.delete(users).where(eq(users.usernameKey, 'teacher_wang'));
});

const signUp = (extra: Record<string, unknown>) =>
  newBrowser().post('/api/users/', {
    username: 'teacher_wang',
    password: 'Blue-Elephant-77',
    email: 'wang@school.example',
    accepted_terms_and_conditions: true,
    display_name: '王老师',
    ...extra,
  });

/** A subject line as a reader sees it: its RFC 2047 encoded words (how non-ASCII travels in headers) decoded. */
function subjectOf(mail: { subject: string } | undefined): string {
  const bytes: Buffer[] = [];
  let rest = mail?.subject ?? '';
  for (;;) {
    const word = /^=\?UTF-8\?([QB])\?([^?]*)\?=\s*/i.exec(rest);
    if (!word) break;
    const [whole, encoding, data = ''] = word;
    bytes.push(
      encoding!.toUpperCase() === 'B'
        ? Buffer.from(data, 'base64')
        : Buffer.from(
            data
              .replace(/_/g, ' ')
              .replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))),
            'latin1',
          ),
    );
    rest = rest.slice(whole.length);
  }
  return Buffer.concat(bytes).toString('utf8') + rest;
}

const rowOf = async (username: string) =>
  (await ctx.database.db.select().from(users).where(eq(users.usernameKey, username)))[0]!;

describe('the activation mail after sign-up', () => {
  it('is in Chinese when she signed up reading Chinese, and her account keeps the language', async () => {
    const res = await signUp({ language: 'zh-CN' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ username: 'teacher_wang', language: 'zh-CN' });
    expect((await rowOf('teacher_wang')).language).toBe('zh-CN');

    await ctx.app.mail.sendPending();
    const [mail] = smtp.to('wang@school.example');
    expect(subjectOf(mail)).toBe('请激活您的 PlayWords 账户');
    const link = linkIn(mail);
    expect(mail!.text).toBe(
      [
        '王老师，您好！',
        '欢迎来到 PlayWords！请打开下面的链接，确认您的电子邮箱地址：',
        link,
        '此链接 3 天内有效。如果您没有注册过账户，请忽略这封邮件。',
        'PlayWords 团队',
      ].join('\n\n') + '\n',
    );
    expect(mail!.html).toContain('<p>欢迎来到 PlayWords！请打开下面的链接，确认您的电子邮箱地址：</p>');
  });

  it('is in English, and so is the account, when no language was sent', async () => {
    const res = await signUp({});
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ language: 'en' });
    expect((await rowOf('teacher_wang')).language).toBe('en');
    await ctx.app.mail.sendPending();
    expect(subjectOf(smtp.to('wang@school.example')[0])).toBe('Activate your PlayWords account');
  });

  it('refuses a language it does not know: 400 on the field, no account and no mail', async () => {
    const res = await signUp({ language: 'fr' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      language: ['Choose English or 中文.'],
      codes: { language: ['language'] },
    });
    expect(await ctx.database.db.select().from(users).where(eq(users.usernameKey, 'teacher_wang'))).toEqual([]);
    expect(await ctx.database.db.select().from(outbox)).toEqual([]);
  });
});

describe('the code and change-of-e-mail mails of a teacher who reads Chinese', () => {
  it('sends the reset code in Chinese once she chose Chinese on her profile', async () => {
    const teacher = await createTestAccount(ctx, { displayName: 'Miss Lee' });
    const browser = newBrowser();
    await browser.logIn();
    const patch = await browser.patch(`/api/users/${teacher.id}/`, { language: 'zh-CN' });
    expect([patch.statusCode, patch.json().language]).toEqual([200, 'zh-CN']);

    const res = await newBrowser().post('/api/get_token/', { name: TEACHER.username, reason: 'password' });
    expect(res.statusCode).toBe(200);
    await ctx.app.mail.sendPending();
    const [mail] = smtp.to(TEACHER.email);
    expect(subjectOf(mail)).toBe('您的 PlayWords 重置密码验证码');
    expect(mail!.text).toBe(
      [
        'Miss Lee，您好！',
        '这是您用来重置密码的验证码：',
        codeIn(mail),
        '验证码 10 分钟内有效。如果您没有申请过，请忽略这封邮件，您的密码不会改变。',
        'PlayWords 团队',
      ].join('\n\n') + '\n',
    );
  });

  it('sends the e-mail code, the new address’s link and the old address’s notice in Chinese', async () => {
    await createTestAccount(ctx, { language: 'zh-CN' });
    const browser = newBrowser();
    await browser.logIn();
    await browser.post('/api/get_token/', { reason: 'email' });
    await ctx.app.mail.sendPending();
    const [codeMail] = smtp.to(TEACHER.email);
    expect(subjectOf(codeMail)).toBe('您的 PlayWords 更改邮箱验证码');
    expect(codeMail!.text).toContain('这是您用来更改电子邮箱地址的验证码：');

    smtp.clear();
    const res = await browser.post('/api/users/change_email/', {
      code: codeIn(codeMail),
      email: 'lee.new@school.example',
    });
    expect(res.statusCode).toBe(200);
    await ctx.app.mail.sendPending();
    const [link] = smtp.to('lee.new@school.example');
    expect(subjectOf(link)).toBe('请确认您新的 PlayWords 电子邮箱地址');
    expect(link!.text).toContain('请打开下面的链接，确认这是您新的电子邮箱地址：');
    const [notice] = smtp.to(TEACHER.email);
    expect(subjectOf(notice)).toBe('您的 PlayWords 电子邮箱地址即将更改');
    expect(notice!.text).toContain(
      '我们收到了一个请求，要将您 PlayWords 账户的电子邮箱地址更改为 le***@sc***.example。新地址确认后，更改才会生效。',
    );
  });

  it('sends the link to a corrected address in Chinese', async () => {
    const teacher = await createTestAccount(ctx, { language: 'zh-CN', verified: false });
    const browser = newBrowser();
    await browser.logIn();
    const res = await browser.patch(`/api/users/${teacher.id}/`, { email: 'lee.fixed@school.example' });
    expect(res.statusCode).toBe(200);
    await ctx.app.mail.sendPending();
    const [mail] = smtp.to('lee.fixed@school.example');
    expect(subjectOf(mail)).toBe('请激活您的 PlayWords 账户');
  });
});
