// The SMTP server goes down: what teachers do still succeeds, their mail waits in the outbox, and it goes out once
// the server is back on the same address (a real SMTP server stopped and started again, not a refusal).
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs, outbox } from '../db/schema';
import { Browser, startTestApp, type TestContext } from '../test/harness';
import { linkIn, TestSmtpServer } from '../test/smtp';
import { RETRY_DELAYS_SECONDS } from './mail';

const ANN = {
  username: 'teacher_ann_outage',
  password: 'Blue-Elephant-77',
  email: 'ann.outage@school.example',
  accepted_terms_and_conditions: true,
};

let smtp: TestSmtpServer | undefined;
let ctx: TestContext;
let port: number;

beforeAll(async () => {
  smtp = await TestSmtpServer.start();
  port = Number(new URL(smtp.url).port);
  ctx = await startTestApp({ SMTP_URL: smtp.url, MAIL_FROM: 'hello@playwords.example' });
});
afterAll(async () => {
  await ctx.close();
  await smtp?.close();
});

const outboxRows = () => ctx.database.db.select().from(outbox).orderBy(outbox.id);

describe('SMTP down', () => {
  it('keeps a sign-up working, holds its mail in the outbox, and sends it once the server is back', async () => {
    await smtp!.close();
    smtp = undefined;

    const res = await new Browser(ctx.app, '10.30.0.1').post('/api/users/', ANN);
    expect(res.statusCode).toBe(201);
    expect(await ctx.app.mail.sendPending()).toEqual({ sent: 0, logged: 0, retrying: 1, failed: 0 });
    const [waiting] = await outboxRows();
    expect(waiting).toMatchObject({ kind: 'activation', to: ANN.email, status: 'pending', attempts: 1 });
    expect(waiting!.lastError).toMatch(/ECONNREFUSED/);
    // Still down at the next try: it waits longer.
    ctx.clock.advance(RETRY_DELAYS_SECONDS[0]! * 1000);
    expect(await ctx.app.mail.sendPending()).toEqual({ sent: 0, logged: 0, retrying: 1, failed: 0 });
    expect((await outboxRows())[0]).toMatchObject({ status: 'pending', attempts: 2 });

    smtp = await TestSmtpServer.start(port);
    // Not before its retry is due…
    expect(await ctx.app.mail.sendPending()).toEqual({ sent: 0, logged: 0, retrying: 0, failed: 0 });
    expect(smtp.received).toEqual([]);
    // …then once, with the link she needs.
    ctx.clock.advance(RETRY_DELAYS_SECONDS[1]! * 1000);
    expect(await ctx.app.mail.sendPending()).toEqual({ sent: 1, logged: 0, retrying: 0, failed: 0 });
    expect(smtp.to(ANN.email)).toHaveLength(1);
    expect(linkIn(smtp.to(ANN.email)[0]!)).toContain('/activate/');
    const [sent] = await outboxRows();
    expect(sent).toMatchObject({ status: 'sent', attempts: 3, lastError: null, text: '', html: '' });
    const [job] = await ctx.database.db.select().from(jobs).where(eq(jobs.status, 'done'));
    expect(job).toBeDefined();
    // Nothing goes twice.
    ctx.clock.advance(86_400_000);
    expect(await ctx.app.mail.sendPending()).toEqual({ sent: 0, logged: 0, retrying: 0, failed: 0 });
    expect(smtp.received).toHaveLength(1);
  });
});
