import { and, asc, eq, inArray, lte, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import fp from 'fastify-plugin';
import { createTransport } from 'nodemailer';
import type { Db } from '../db/client';
import { outbox } from '../db/schema';
import type { Clock } from './clock';

export type OutboxRow = typeof outbox.$inferSelect;

/** One e-mail as a service writes it to the outbox. */
export interface MailMessage {
  /** What it is for (activation, reset-code…); logs and tests read it. */
  kind: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The line logged instead when no SMTP server is set: the link or the code a self-hosting teacher needs. */
  logLine: string;
  /** Not worth sending after this instant (a code that will have expired); null or absent: no limit. */
  discardAfter?: Date | null;
}

/** Waits before the next try after each failed attempt: 1 min, 5 min, 30 min, 2 h, 6 h; then it has failed. */
export const RETRY_DELAYS_SECONDS = [60, 5 * 60, 30 * 60, 2 * 60 * 60, 6 * 60 * 60] as const;
export const MAX_SEND_ATTEMPTS = RETRY_DELAYS_SECONDS.length + 1;
/** How long a claimed row belongs to the process that claimed it (a crash mid-send: another takes it over). */
export const CLAIM_LEASE_SECONDS = 5 * 60;
const BATCH_SIZE = 20;
/** How often the sender looks for due mail by itself (retries; a wake-up that was missed). */
export const POLL_INTERVAL_MS = 15_000;

/**
 * Writes a message to the outbox; give it the transaction of what causes it, so both happen or neither. The
 * sender delivers it after the commit (`app.mail.wake()` asks for that at once).
 */
export async function queueMail(db: Db, message: MailMessage, now: Date): Promise<void> {
  await db.insert(outbox).values({
    kind: message.kind,
    to: message.to,
    subject: message.subject,
    text: message.text,
    html: message.html,
    logLine: message.logLine,
    discardAfter: message.discardAfter ?? null,
    status: 'pending',
    nextAttemptAt: now,
    createdAt: now,
  });
}

/** How a message leaves the building; SMTP in production, anything in a test. */
export interface MailTransport {
  send(message: { from: string; to: string; subject: string; text: string; html: string }): Promise<void>;
  close(): void;
}

/** An SMTP transport from `SMTP_URL` (nodemailer): short timeouts, so a dead server cannot hold a shutdown long. */
export function smtpTransport(url: string): MailTransport {
  const transporter = createTransport({
    url,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  return {
    async send(message) {
      await transporter.sendMail(message);
    },
    close: () => transporter.close(),
  };
}

/** What one pass did. */
export interface SendReport {
  sent: number;
  logged: number;
  retrying: number;
  failed: number;
}

export interface MailSenderOptions {
  db: Db;
  clock: Clock;
  log: FastifyBaseLogger;
  from: string;
  /** null: no SMTP server; every message is logged instead of sent. */
  transport: MailTransport | null;
  /** Send by itself (on `wake()` and every POLL_INTERVAL_MS); tests turn it off and call `sendPending()`. */
  auto: boolean;
}

const done = { text: '', html: '', logLine: '' };

/**
 * Delivers the outbox. Keeps no state another process would need: each pass claims due rows with one
 * `UPDATE … WHERE id IN (SELECT … FOR UPDATE SKIP LOCKED) RETURNING`, so processes never send the same row.
 */
export class MailSender {
  private passes: Promise<unknown> = Promise.resolve();
  private timer: NodeJS.Timeout | undefined;
  private wakeScheduled = false;
  private closed = false;

  constructor(private readonly options: MailSenderOptions) {}

  /** Starts looking for due mail periodically (when `auto`). */
  start(): void {
    if (!this.options.auto || this.closed || this.timer) return;
    this.timer = setInterval(() => this.wake(), POLL_INTERVAL_MS);
    this.timer.unref();
    this.wake();
  }

  /** Asks for a pass soon (after a request committed new mail). Does nothing unless `auto`. */
  wake(): void {
    if (!this.options.auto || this.closed || this.wakeScheduled) return;
    this.wakeScheduled = true;
    setImmediate(() => {
      this.wakeScheduled = false;
      if (this.closed) return;
      this.sendPending().catch((error: unknown) => this.options.log.error({ err: error }, 'mail: a send pass failed'));
    });
  }

  /** Runs one pass now over every due message (after any pass already running in this process). */
  sendPending(): Promise<SendReport> {
    const pass = this.passes.then(() => this.drain());
    this.passes = pass.catch(() => undefined);
    return pass;
  }

  /** Stops: no new passes, waits for the one in flight, closes the transport. */
  async close(): Promise<void> {
    this.closed = true;
    if (this.timer) clearInterval(this.timer);
    await this.passes;
    this.options.transport?.close();
  }

  private async drain(): Promise<SendReport> {
    const report: SendReport = { sent: 0, logged: 0, retrying: 0, failed: 0 };
    for (;;) {
      const rows = await this.claim();
      for (const row of rows) await this.deliver(row, report);
      if (rows.length < BATCH_SIZE || this.closed) return report;
    }
  }

  private async claim(): Promise<OutboxRow[]> {
    const { db, clock } = this.options;
    const now = clock.now();
    const due = db
      .select({ id: outbox.id })
      .from(outbox)
      .where(
        or(
          and(eq(outbox.status, 'pending'), lte(outbox.nextAttemptAt, now)),
          and(eq(outbox.status, 'sending'), lte(outbox.claimedUntil, now)),
        ),
      )
      .orderBy(asc(outbox.id))
      .limit(BATCH_SIZE)
      .for('update', { skipLocked: true });
    return db
      .update(outbox)
      .set({
        status: 'sending',
        attempts: sql`${outbox.attempts} + 1`,
        claimedUntil: new Date(now.getTime() + CLAIM_LEASE_SECONDS * 1000),
      })
      .where(inArray(outbox.id, due))
      .returning();
  }

  private async deliver(row: OutboxRow, report: SendReport): Promise<void> {
    const { clock, log, transport, from } = this.options;
    if (row.discardAfter && row.discardAfter.getTime() <= clock.now().getTime()) {
      await this.finish(row, { status: 'failed', lastError: 'Not sent before it expired.', ...done });
      report.failed++;
      return;
    }
    if (!transport) {
      // A self-hosting teacher without an SMTP server reads the link or the code here.
      log.info(
        { mail: { id: row.id, kind: row.kind, to: row.to } },
        `mail not sent (SMTP_URL is not set): ${row.logLine}`,
      );
      await this.finish(row, { status: 'logged', sentAt: clock.now(), lastError: null, ...done });
      report.logged++;
      return;
    }
    try {
      await transport.send({ from, to: row.to, subject: row.subject, text: row.text, html: row.html });
    } catch (error) {
      const message = describeSendError(error);
      if (row.attempts >= MAX_SEND_ATTEMPTS) {
        log.error({ mail: { id: row.id, kind: row.kind }, error: message }, 'mail: giving up after the last attempt');
        await this.finish(row, { status: 'failed', lastError: message, ...done });
        report.failed++;
      } else {
        const delay = RETRY_DELAYS_SECONDS[Math.min(row.attempts, RETRY_DELAYS_SECONDS.length) - 1] ?? 60;
        log.warn({ mail: { id: row.id, kind: row.kind }, error: message, retryInSeconds: delay }, 'mail: send failed');
        await this.finish(row, {
          status: 'pending',
          lastError: message,
          nextAttemptAt: new Date(clock.now().getTime() + delay * 1000),
        });
        report.retrying++;
      }
      return;
    }
    await this.finish(row, { status: 'sent', sentAt: clock.now(), lastError: null, ...done });
    report.sent++;
  }

  /** Records the outcome; only while the row is still this pass's claim. */
  private async finish(row: OutboxRow, values: Partial<typeof outbox.$inferInsert>): Promise<void> {
    await this.options.db
      .update(outbox)
      .set({ ...values, claimedUntil: null })
      .where(and(eq(outbox.id, row.id), eq(outbox.status, 'sending'), eq(outbox.attempts, row.attempts)));
  }
}

/** The SMTP server's answer when there is one (`550 5.1.1 mailbox unavailable`), else the error's message. */
function describeSendError(error: unknown): string {
  const e = error as { response?: unknown; message?: unknown };
  const text = typeof e.response === 'string' && e.response ? e.response : String(e.message ?? error);
  return text.slice(0, 1000);
}

declare module 'fastify' {
  interface FastifyInstance {
    mail: MailSender;
  }
}

export interface MailPluginOptions {
  /** Send by itself (default). Tests turn it off and run `app.mail.sendPending()` when they want. */
  autoSend?: boolean;
}

/** Decorates `app.mail` (the outbox sender), started when the app is ready and stopped as it starts closing. */
export const mailPlugin = fp<MailPluginOptions>(async (app, options) => {
  const { smtpUrl, mailFrom } = app.config;
  const sender = new MailSender({
    db: app.db,
    clock: app.clock,
    log: app.log,
    from: mailFrom,
    transport: smtpUrl ? smtpTransport(smtpUrl) : null,
    auto: options.autoSend ?? true,
  });
  app.decorate('mail', sender);
  app.addHook('onReady', async () => {
    if (smtpUrl) {
      const where = new URL(smtpUrl);
      app.log.info(`mail: sending through ${where.protocol}//${where.host} from ${mailFrom}`);
    } else {
      app.log.info('mail: SMTP_URL is not set; activation links and codes are written to this log instead');
    }
    sender.start();
  });
  // preClose: before any onClose hook (server.ts closes the database in one), so a pass in flight can finish.
  app.addHook('preClose', async () => sender.close());
});
