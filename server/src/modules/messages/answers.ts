// The operator's side of contact messages (the console): reading them, answering one by e-mail through the outbox,
// or marking one answered when it was answered another way. Each write takes the caller's transaction (the
// console's `operatorAction`), so the message's row, the outbox row and the audit row commit together.
import { and, desc, eq, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { AdminContentMessage, type AdminMessageStatus, type Language } from '@playwords/common';
import type { Db } from '../../db/client';
import { escapeHtml } from '../../platform/html';
import { HttpError, notFound } from '../../platform/http-errors';
import { emailTexts } from '../../platform/i18n';
import { queueMail, type MailMessage } from '../../platform/mail';
import { authorTable, findAccountById } from '../users/service';
import { MAIL_SUBJECT_MAX, oneLine, replyToOf } from './mail';
import type { ContactMessageRow } from './repository';
import { contactMessages } from './tables';

/** A contact message with who sent it (when signed in) and who answered it. */
export interface ContactMessageView {
  message: ContactMessageRow;
  sender: { id: number; username: string } | null;
  answeredBy: { id: number; username: string } | null;
  /** Whether the contact way is an e-mail address an answer can go to. */
  canEmail: boolean;
}

const sender = alias(authorTable, 'sender');
const answerer = alias(authorTable, 'answerer');

const statusFilter: Record<AdminMessageStatus, SQL | undefined> = {
  open: isNull(contactMessages.answeredAt),
  answered: isNotNull(contactMessages.answeredAt),
  all: undefined,
};

function viewsQuery(db: Db) {
  return db
    .select({
      message: contactMessages,
      senderId: sender.id,
      senderName: sender.username,
      answererId: answerer.id,
      answererName: answerer.username,
    })
    .from(contactMessages)
    .leftJoin(sender, eq(sender.id, contactMessages.userId))
    .leftJoin(answerer, eq(answerer.id, contactMessages.answeredBy));
}

type ViewRow = Awaited<ReturnType<ReturnType<typeof viewsQuery>['execute']>>[number];

const toView = (row: ViewRow): ContactMessageView => ({
  message: row.message,
  sender: row.senderId !== null && row.senderName !== null ? { id: row.senderId, username: row.senderName } : null,
  answeredBy:
    row.answererId !== null && row.answererName !== null ? { id: row.answererId, username: row.answererName } : null,
  canEmail: replyToOf(row.message.email.trim()) !== null,
});

/** A page of contact messages, newest first (the id breaks ties), and how many match. */
export async function listContactMessages(
  db: Db,
  status: AdminMessageStatus,
  page: { limit: number; offset: number },
): Promise<{ views: ContactMessageView[]; count: number }> {
  const where = statusFilter[status];
  const rows = await viewsQuery(db)
    .where(where)
    .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
    .limit(page.limit)
    .offset(page.offset);
  const [total] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(contactMessages)
    .where(where);
  return { views: rows.map(toView), count: total?.n ?? 0 };
}

/** One contact message (undefined: none). */
export async function findContactMessage(db: Db, id: number): Promise<ContactMessageView | undefined> {
  const [row] = await viewsQuery(db).where(eq(contactMessages.id, id));
  return row ? toView(row) : undefined;
}

/** The message's row locked for the transaction (two operators answering it take their turn); 404 if none. */
async function lockOpenMessage(tx: Db, id: number): Promise<ContactMessageRow> {
  const [row] = await tx.select().from(contactMessages).where(eq(contactMessages.id, id)).for('update');
  if (!row) throw notFound();
  // Answered already (by another operator, or a second click): 409, nothing sent twice.
  if (row.answeredAt) throw new HttpError(409, { detail: AdminContentMessage.alreadyAnswered });
  return row;
}

/** The e-mail's default subject: 'Re: ' and the message's own, on one line and capped (in her language). */
export function answerSubject(
  message: Pick<ContactMessageRow, 'subject'>,
  subject?: string,
  language: Language = 'en',
): string {
  const t = emailTexts(language);
  const line =
    oneLine(subject ?? t('contactAnswer.subject', { subject: oneLine(message.subject) })) ||
    t('contactAnswer.subjectFallback');
  return line.length > MAIL_SUBJECT_MAX ? `${line.slice(0, MAIL_SUBJECT_MAX - 1).trimEnd()}…` : line;
}

/**
 * The answer's e-mail: to the contact way (a checked address), from the product (the mailer's From), Reply-To the
 * support address so her reply reaches a person; the text is the answer and her message quoted below it, the
 * HTML part that same text escaped (nothing the operator or the sender typed becomes markup).
 */
export function answerMail(
  message: ContactMessageRow,
  to: string,
  answer: { text: string; subject?: string },
  supportEmail: string,
  language: Language = 'en',
): MailMessage {
  const t = emailTexts(language);
  const quoted = message.body
    .split('\n')
    .map((line) => `> ${line}`)
    .join('\n');
  const text = [
    answer.text,
    '',
    '--',
    t('contactAnswer.signature', { email: supportEmail }),
    '',
    t('contactAnswer.quoteIntro', {
      date: message.createdAt.toISOString().slice(0, 10),
      subject: oneLine(message.subject),
    }),
    '',
    quoted,
    '',
  ].join('\n');
  const html = `<!doctype html>
<html><body>
<pre style="white-space:pre-wrap;font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5">${escapeHtml(text)}</pre>
</body></html>
`;
  return {
    kind: 'contact-answer',
    to,
    replyTo: supportEmail,
    subject: answerSubject(message, answer.subject, language),
    text,
    html,
    // Neither her address nor the words: the answer is in the contact_messages table.
    logLine: `the answer to contact message ${message.id} (read it in the contact_messages table)`,
  };
}

export interface AnswerContext {
  now: Date;
  operatorId: number;
  supportEmail: string;
}

/**
 * Answers an open message by e-mail (in the caller's transaction): the message marked answered with the answer,
 * and its e-mail in the outbox. A contact way that is not an e-mail address: 400, nothing changed (answer it
 * another way and `markAnswered`). Already answered: 409. The caller wakes the outbox after the commit.
 */
export async function answerMessage(
  tx: Db,
  id: number,
  answer: { text: string; subject?: string },
  ctx: AnswerContext,
): Promise<ContactMessageRow> {
  const message = await lockOpenMessage(tx, id);
  const to = replyToOf(message.email.trim());
  if (!to) throw new HttpError(400, { detail: AdminContentMessage.notAnEmail });
  // A teacher who was signed in reads the answer's own texts in her account's language (a visitor: English).
  const sender = message.userId === null ? undefined : await findAccountById(tx, message.userId);
  const mail = answerMail(message, to, answer, ctx.supportEmail, sender?.language ?? 'en');
  const updated = await markRow(tx, id, answer.text, ctx);
  await queueMail(tx, mail, ctx.now);
  return updated;
}

/** Marks an open message answered without an e-mail (it was answered another way); already answered: 409. */
export async function markAnswered(tx: Db, id: number, ctx: Omit<AnswerContext, 'supportEmail'>) {
  await lockOpenMessage(tx, id);
  return markRow(tx, id, null, ctx);
}

async function markRow(tx: Db, id: number, answer: string | null, ctx: Omit<AnswerContext, 'supportEmail'>) {
  const [row] = await tx
    .update(contactMessages)
    .set({ answer, answeredAt: ctx.now, answeredBy: ctx.operatorId })
    .where(and(eq(contactMessages.id, id), isNull(contactMessages.answeredAt)))
    .returning();
  if (!row) throw new HttpError(409, { detail: AdminContentMessage.alreadyAnswered });
  return row;
}
