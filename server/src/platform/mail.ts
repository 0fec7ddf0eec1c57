import { desc, eq, inArray } from 'drizzle-orm';
import fp from 'fastify-plugin';
import { createTransport } from 'nodemailer';
import type { Db } from '../db/client';
import { enqueueJob, jobType, type JobRun, type JobRunner } from './jobs';
import { outbox } from './tables';

export type OutboxRow = typeof outbox.$inferSelect;

/** One e-mail as a service writes it to the outbox. */
export interface MailMessage {
  /** What it is for (activation, reset-code…); logs and tests read it. */
  kind: string;
  to: string;
  /**
   * Where an answer goes (a contact message's sender), only ever a checked e-mail address: nodemailer writes
   * it as an address header, so no CR/LF can reach the headers through it. Absent: to the From.
   */
  replyTo?: string | null;
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

/** The job that delivers one outbox row. */
const MAIL_JOB = jobType<{ outboxId: number }>('mail');

/**
 * Writes a message to the outbox and the job that delivers it; give it the transaction of what causes it, so
 * both happen or neither. The runner delivers it after the commit (`app.mail.wake()` asks for that at once).
 */
export async function queueMail(db: Db, message: MailMessage, now: Date): Promise<void> {
  const [row] = await db
    .insert(outbox)
    .values({
      kind: message.kind,
      to: message.to,
      replyTo: message.replyTo ?? null,
      subject: message.subject,
      text: message.text,
      html: message.html,
      logLine: message.logLine,
      discardAfter: message.discardAfter ?? null,
      status: 'pending',
      createdAt: now,
    })
    .returning({ id: outbox.id });
  await enqueueJob(db, MAIL_JOB, { outboxId: row!.id }, now);
}

/** How a message leaves the building; SMTP in production, anything in a test. */
export interface MailTransport {
  send(message: {
    from: string;
    to: string;
    replyTo?: string;
    subject: string;
    text: string;
    html: string;
  }): Promise<string | void>;
  close(): void;
}

/** The SMTP server's answer, as the outbox keeps it (a line, capped). */
const SMTP_RESPONSE_MAX = 500;
function smtpAnswer(response: unknown): string | null {
  if (typeof response !== 'string' || response.trim() === '') return null;
  return response.replace(/\s+/g, ' ').trim().slice(0, SMTP_RESPONSE_MAX);
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
    /** Answers the server's reply to the message ('250 OK: queued as …'). */
    async send(message) {
      const info = await transporter.sendMail(message);
      return info.response;
    },
    close: () => transporter.close(),
  };
}

/** What one delivery pass did. */
export interface SendReport {
  sent: number;
  logged: number;
  retrying: number;
  failed: number;
}

/** Bodies of a done row are blanked: the database does not keep codes or links that were delivered. */
const blank = { text: '', html: '', logLine: '' };

export interface MailerOptions {
  db: Db;
  jobs: JobRunner;
  from: string;
  /** null: no SMTP server; every message is logged instead of sent. */
  transport: MailTransport | null;
}

/** Delivers the outbox through the job runner: this process's transport and sender address. */
export class Mailer {
  constructor(private readonly options: MailerOptions) {
    const { db } = options;
    options.jobs.register(MAIL_JOB, {
      retryDelaysSeconds: RETRY_DELAYS_SECONDS,
      run: (payload, job) => this.deliver(payload.outboxId, job),
      async onFailure(payload, error, job) {
        await db
          .update(outbox)
          .set(job.final ? { status: 'failed', lastError: error, ...blank } : { lastError: error })
          .where(eq(outbox.id, payload.outboxId));
      },
    });
  }

  /** Asks for delivery soon (after a request committed new mail). */
  wake(): void {
    this.options.jobs.wake();
  }

  /** Runs the due mail jobs now and says what became of them (tests, and nothing else, call it). */
  async sendPending(): Promise<SendReport> {
    const report = await this.options.jobs.runDue([MAIL_JOB.name]);
    return {
      sent: report.sent ?? 0,
      logged: report.logged ?? 0,
      retrying: report.retrying ?? 0,
      failed: (report.failed ?? 0) + (report.discarded ?? 0),
    };
  }

  close(): void {
    this.options.transport?.close();
  }

  private async deliver(outboxId: number, job: JobRun): Promise<string> {
    const { db, transport, from } = this.options;
    const [row] = await db.select().from(outbox).where(eq(outbox.id, outboxId));
    if (!row || row.status !== 'pending') return 'gone';
    await db.update(outbox).set({ attempts: job.attempt }).where(eq(outbox.id, row.id));
    if (row.discardAfter && row.discardAfter.getTime() <= job.now.getTime()) {
      await this.finish(row.id, { status: 'failed', lastError: 'Not sent before it expired.' });
      return 'discarded';
    }
    if (!transport) {
      // A self-hosting teacher without an SMTP server reads the link or the code here.
      job.log.info(
        { mail: { id: row.id, kind: row.kind, to: row.to } },
        `mail not sent (SMTP_URL is not set): ${row.logLine}`,
      );
      await this.finish(row.id, { status: 'logged', sentAt: job.now, lastError: null });
      return 'logged';
    }
    let answer: string | void;
    try {
      answer = await transport.send({
        from,
        to: row.to,
        ...(row.replyTo ? { replyTo: row.replyTo } : {}),
        subject: row.subject,
        text: row.text,
        html: row.html,
      });
    } catch (error) {
      // The server's refusal ('550 Mailbox unavailable') is what an operator needs to tell a typo from a full box.
      const refusal = smtpAnswer((error as { response?: unknown } | null)?.response);
      if (refusal) await db.update(outbox).set({ smtpResponse: refusal }).where(eq(outbox.id, row.id));
      throw error;
    }
    await this.finish(row.id, { status: 'sent', sentAt: job.now, lastError: null, smtpResponse: smtpAnswer(answer) });
    return 'sent';
  }

  private async finish(id: number, values: Partial<typeof outbox.$inferInsert>): Promise<void> {
    await this.options.db
      .update(outbox)
      .set({ ...values, ...blank })
      .where(eq(outbox.id, id));
  }
}

/** What the console shows of a mail: never its body, which may hold a code or a link. */
export type SentMail = Pick<
  OutboxRow,
  'id' | 'kind' | 'to' | 'subject' | 'status' | 'attempts' | 'lastError' | 'smtpResponse' | 'createdAt' | 'sentAt'
>;

/** The mails written to any of these addresses (exactly as written), newest first, at most `limit`. */
export async function listMailsTo(db: Db, addresses: readonly string[], limit: number): Promise<SentMail[]> {
  if (addresses.length === 0) return [];
  return db
    .select({
      id: outbox.id,
      kind: outbox.kind,
      to: outbox.to,
      subject: outbox.subject,
      status: outbox.status,
      attempts: outbox.attempts,
      lastError: outbox.lastError,
      smtpResponse: outbox.smtpResponse,
      createdAt: outbox.createdAt,
      sentAt: outbox.sentAt,
    })
    .from(outbox)
    .where(inArray(outbox.to, [...addresses]))
    .orderBy(desc(outbox.createdAt), desc(outbox.id))
    .limit(limit);
}

declare module 'fastify' {
  interface FastifyInstance {
    mail: Mailer;
  }
}

/** Decorates `app.mail` (the outbox's delivery, through `app.jobs`); needs the jobs plugin first. */
export const mailPlugin = fp(async (app) => {
  const { smtpUrl, mailFrom } = app.config;
  const mailer = new Mailer({
    db: app.db,
    jobs: app.jobs,
    from: mailFrom,
    transport: smtpUrl ? smtpTransport(smtpUrl) : null,
  });
  app.decorate('mail', mailer);
  app.addHook('onReady', async () => {
    if (smtpUrl) {
      const where = new URL(smtpUrl);
      app.log.info(`mail: sending through ${where.protocol}//${where.host} from ${mailFrom}`);
    } else {
      app.log.info('mail: SMTP_URL is not set; activation links and codes are written to this log instead');
    }
  });
  // onClose runs after the jobs' preClose, so no pass is using the transport any more.
  app.addHook('onClose', async () => mailer.close());
});
