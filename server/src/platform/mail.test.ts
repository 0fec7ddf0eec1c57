import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { jobs, outbox } from '../db/schema';
import { startTestApp, type TestContext } from '../test/harness';
import { captureLog } from '../test/log-capture';
import { TestSmtpServer } from '../test/smtp';
import { CLAIM_LEASE_SECONDS, JobRunner } from './jobs';
import { Mailer, MAX_SEND_ATTEMPTS, queueMail, RETRY_DELAYS_SECONDS, smtpTransport, type MailMessage } from './mail';

const MESSAGE: MailMessage = {
  kind: 'test',
  to: 'ann@school.example',
  subject: 'Hello from the outbox',
  text: 'Hi Ann,\n\nThe code is:\n\nAB12CD\n',
  html: '<p>Hi Ann,</p><p>AB12CD</p>',
  logLine: 'code for ann: AB12CD',
};

let smtp: TestSmtpServer;
let ctx: TestContext;

beforeAll(async () => {
  smtp = await TestSmtpServer.start();
  ctx = await startTestApp({ SMTP_URL: smtp.url, MAIL_FROM: 'hello@playwords.example' });
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
  await ctx.database.db.delete(jobs);
});

const rows = () => ctx.database.db.select().from(outbox).orderBy(outbox.id);
const jobRows = () => ctx.database.db.select().from(jobs).orderBy(jobs.id);

/** Another server process on the same database: its own job runner and mailer. */
function otherProcess(transportUrl: string) {
  const runner = new JobRunner({ db: ctx.database.db, clock: ctx.clock, log: ctx.app.log, auto: false });
  const mailer = new Mailer({
    db: ctx.database.db,
    jobs: runner,
    from: 'hello@playwords.example',
    transport: smtpTransport(transportUrl),
  });
  return {
    mailer,
    async close() {
      await runner.close();
      mailer.close();
    },
  };
}
const seconds = (n: number) => n * 1000;

describe('the outbox sender over SMTP', () => {
  it('sends a pending message with its text and HTML bodies, then records it sent and forgets the bodies', async () => {
    await queueMail(ctx.database.db, MESSAGE, ctx.clock.now());
    expect(await ctx.app.mail.sendPending()).toEqual({ sent: 1, logged: 0, retrying: 0, failed: 0 });

    expect(smtp.received).toHaveLength(1);
    const [mail] = smtp.received;
    expect(mail).toMatchObject({
      envelopeFrom: 'hello@playwords.example',
      envelopeTo: ['ann@school.example'],
      subject: 'Hello from the outbox',
      text: MESSAGE.text,
      html: MESSAGE.html,
    });
    expect(mail!.headers['content-type']).toMatch(/^multipart\/alternative/);
    const [row] = await rows();
    expect(row).toMatchObject({ status: 'sent', attempts: 1, lastError: null, text: '', html: '', logLine: '' });
    expect(row!.sentAt?.toISOString()).toBe('2026-01-15T10:00:00.000Z');
    // Its job is done and keeps nothing of the message.
    expect(await jobRows()).toMatchObject([
      { kind: 'mail', status: 'done', attempts: 1, payload: {}, claimedUntil: null },
    ]);

    // Nothing is sent twice.
    expect(await ctx.app.mail.sendPending()).toEqual({ sent: 0, logged: 0, retrying: 0, failed: 0 });
    expect(smtp.received).toHaveLength(1);
  });

  it('a message queued in a transaction that rolls back is never sent', async () => {
    await ctx.database.db
      .transaction(async (tx) => {
        await queueMail(tx as never, MESSAGE, ctx.clock.now());
        throw new Error('the cause failed');
      })
      .catch(() => undefined);
    expect(await rows()).toEqual([]);
    expect(await jobRows()).toEqual([]);
    await ctx.app.mail.sendPending();
    expect(smtp.received).toEqual([]);
  });

  it('retries a refused message with backoff (1 min, 5 min, 30 min, 2 h, 6 h), then gives up with the error visible', async () => {
    smtp.refuse = { code: 550, message: 'Mailbox unavailable' };
    await queueMail(ctx.database.db, MESSAGE, ctx.clock.now());

    for (let attempt = 1; attempt < MAX_SEND_ATTEMPTS; attempt++) {
      expect(await ctx.app.mail.sendPending()).toEqual({ sent: 0, logged: 0, retrying: 1, failed: 0 });
      const [row] = await rows();
      const delay = RETRY_DELAYS_SECONDS[attempt - 1]!;
      expect(row).toMatchObject({ status: 'pending', attempts: attempt });
      expect(row!.lastError).toMatch(/^550 Mailbox unavailable/);
      const [job] = await jobRows();
      expect(job).toMatchObject({ status: 'pending', attempts: attempt });
      expect(job!.runAt.getTime()).toBe(ctx.clock.now().getTime() + seconds(delay));
      expect(row!.text).toBe(MESSAGE.text);

      // Not due yet: a pass one second early does nothing.
      ctx.clock.advance(seconds(delay - 1));
      expect(await ctx.app.mail.sendPending()).toEqual({ sent: 0, logged: 0, retrying: 0, failed: 0 });
      expect((await rows())[0]!.attempts).toBe(attempt);
      ctx.clock.advance(seconds(1));
    }
    expect(RETRY_DELAYS_SECONDS).toEqual([60, 300, 1800, 7200, 21600]);

    expect(await ctx.app.mail.sendPending()).toEqual({ sent: 0, logged: 0, retrying: 0, failed: 1 });
    const [failed] = await rows();
    expect(failed).toMatchObject({ status: 'failed', attempts: MAX_SEND_ATTEMPTS, text: '', html: '', logLine: '' });
    expect(failed!.lastError).toMatch(/^550 Mailbox unavailable/);
    expect(failed!.sentAt).toBeNull();
    expect((await jobRows())[0]).toMatchObject({ status: 'failed', attempts: MAX_SEND_ATTEMPTS });

    // Given up: even a working server a day later gets nothing.
    smtp.refuse = null;
    ctx.clock.advance(seconds(86_400));
    expect(await ctx.app.mail.sendPending()).toEqual({ sent: 0, logged: 0, retrying: 0, failed: 0 });
    expect(smtp.received).toEqual([]);
  });

  it('delivers on a later attempt once the server accepts again', async () => {
    smtp.refuse = { code: 451, message: 'Try again later' };
    await queueMail(ctx.database.db, MESSAGE, ctx.clock.now());
    await ctx.app.mail.sendPending();
    smtp.refuse = null;
    ctx.clock.advance(seconds(60));
    expect(await ctx.app.mail.sendPending()).toEqual({ sent: 1, logged: 0, retrying: 0, failed: 0 });
    expect(smtp.received).toHaveLength(1);
    expect((await rows())[0]).toMatchObject({ status: 'sent', attempts: 2, lastError: null });
  });

  it('does not send a message past its discard time (a code that expired while the server was refusing)', async () => {
    smtp.refuse = { code: 451, message: 'Try again later' };
    const discardAfter = new Date(ctx.clock.now().getTime() + seconds(600));
    await queueMail(ctx.database.db, { ...MESSAGE, discardAfter }, ctx.clock.now());
    await ctx.app.mail.sendPending();
    smtp.refuse = null;
    ctx.clock.advance(seconds(600));
    expect(await ctx.app.mail.sendPending()).toEqual({ sent: 0, logged: 0, retrying: 0, failed: 1 });
    expect(smtp.received).toEqual([]);
    expect((await rows())[0]).toMatchObject({ status: 'failed', lastError: 'Not sent before it expired.', text: '' });
  });

  it('records a server that cannot be reached as a retry with the connection error', async () => {
    const dead = otherProcess('smtp://127.0.0.1:1');
    await queueMail(ctx.database.db, MESSAGE, ctx.clock.now());
    expect(await dead.mailer.sendPending()).toEqual({ sent: 0, logged: 0, retrying: 1, failed: 0 });
    await dead.close();
    const [row] = await rows();
    expect(row).toMatchObject({ status: 'pending', attempts: 1 });
    expect(row!.lastError).toMatch(/ECONNREFUSED/);
  });

  it('two senders (two processes) sharing the database deliver each message exactly once', async () => {
    const other = otherProcess(smtp.url);
    for (let i = 0; i < 30; i++)
      await queueMail(ctx.database.db, { ...MESSAGE, to: `t${i}@school.example` }, ctx.clock.now());
    const [a, b] = await Promise.all([ctx.app.mail.sendPending(), other.mailer.sendPending()]);
    await other.close();
    expect(a.sent + b.sent).toBe(30);
    expect(smtp.received).toHaveLength(30);
    expect(new Set(smtp.received.map((m) => m.envelopeTo[0])).size).toBe(30);
    expect((await rows()).every((r) => r.status === 'sent' && r.attempts === 1)).toBe(true);
  });

  it('takes over a message whose sender stopped mid-send, once the claim has lapsed', async () => {
    await queueMail(ctx.database.db, MESSAGE, ctx.clock.now());
    const [job] = await jobRows();
    const claimedUntil = new Date(ctx.clock.now().getTime() + seconds(CLAIM_LEASE_SECONDS));
    await ctx.database.db
      .update(jobs)
      .set({ status: 'running', attempts: 1, claimedUntil })
      .where(eq(jobs.id, job!.id));

    expect(await ctx.app.mail.sendPending()).toEqual({ sent: 0, logged: 0, retrying: 0, failed: 0 });
    ctx.clock.advance(seconds(CLAIM_LEASE_SECONDS));
    expect(await ctx.app.mail.sendPending()).toEqual({ sent: 1, logged: 0, retrying: 0, failed: 0 });
    expect((await rows())[0]).toMatchObject({ status: 'sent', attempts: 2 });
  });
});

describe('without SMTP_URL', () => {
  it('logs the link or code at info level for the teacher who runs the server, and marks the message logged', async () => {
    const { stream, lines } = captureLog();
    const local = await startTestApp({}, undefined, { logger: { level: 'info', stream } });
    try {
      expect(lines.some((l) => String(l.msg).includes('SMTP_URL is not set'))).toBe(true);
      await queueMail(local.database.db, MESSAGE, local.clock.now());
      expect(await local.app.mail.sendPending()).toEqual({ sent: 0, logged: 1, retrying: 0, failed: 0 });
      const logged = lines.find((l) => String(l.msg).includes('code for ann: AB12CD'));
      expect(logged).toMatchObject({
        level: 30,
        msg: 'mail not sent (SMTP_URL is not set): code for ann: AB12CD',
        mail: { kind: 'test', to: 'ann@school.example' },
      });
      const [row] = await local.database.db.select().from(outbox);
      expect(row).toMatchObject({ status: 'logged', attempts: 1, text: '', logLine: '' });
      expect(row!.sentAt).not.toBeNull();
    } finally {
      await local.close();
    }
  });
});

describe('sending by itself', () => {
  it('delivers what a request queued without anyone running a pass, and stops when the app closes', async () => {
    const local = await startTestApp({ SMTP_URL: smtp.url }, undefined, { autoRunJobs: true });
    try {
      await queueMail(local.database.db, MESSAGE, local.clock.now());
      local.app.mail.wake();
      for (let i = 0; i < 100 && smtp.received.length === 0; i++) await new Promise((r) => setTimeout(r, 20));
      expect(smtp.received).toHaveLength(1);
    } finally {
      await local.close();
    }
    // Closed: a wake-up does nothing any more.
    await queueMail(local.database.db, MESSAGE, local.clock.now()).catch(() => undefined);
    local.app.mail.wake();
    await new Promise((r) => setTimeout(r, 100));
    expect(smtp.received).toHaveLength(1);
  });
});
