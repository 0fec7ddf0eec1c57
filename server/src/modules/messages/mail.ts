import { z } from 'zod';
import { EMAIL_MAX, PRODUCT_NAME } from '@playwords/common';
import { escapeHtml } from '../../platform/html';
import type { MailMessage } from '../../platform/mail';
import type { ContactMessageRow } from './repository';

// The e-mail a contact message becomes, to the support address. Everything in it that the sender typed is text:
// the subject line loses every control character (no header can be added through it), the Reply-To is only ever
// a checked address, and the HTML part is the plain text escaped, never her markup.

/** Longest subject line of the e-mail (the prefix included); a longer subject is cut with an ellipsis. */
export const MAIL_SUBJECT_MAX = 150;
const SUBJECT_PREFIX = `[${PRODUCT_NAME} contact] `;

// Control characters (C0, DEL and C1: CR, LF, tab, NEL…) and the Unicode line and paragraph separators.
const CONTROL = /[\p{Cc}\u2028\u2029]/gu;

/** A typed text on one line: control characters replaced by spaces, runs of spaces made one. */
export function oneLine(text: string): string {
  return text.replace(CONTROL, ' ').replace(/\s+/g, ' ').trim();
}

/** The subject line of the e-mail: on one line, capped. */
export function mailSubject(subject: string): string {
  const clean = oneLine(subject) || '(no subject)';
  const room = MAIL_SUBJECT_MAX - SUBJECT_PREFIX.length;
  return SUBJECT_PREFIX + (clean.length > room ? `${clean.slice(0, room - 1).trimEnd()}…` : clean);
}

const address = z.email();

/** The contact way as a Reply-To: only when it is an e-mail address (no CR, LF or anything nodemailer could split). */
export function replyToOf(contactWay: string): string | null {
  if (contactWay.length > EMAIL_MAX || /[\s,;<>"]/.test(contactWay)) return null;
  return address.safeParse(contactWay).success ? contactWay : null;
}

/** Who sent it, as the support team reads it. */
export interface ContactSender {
  /** The signed-in teacher, when there was one. */
  account: { id: number; username: string; email: string } | null;
}

/** The e-mail of one stored contact message. */
export function contactMail(message: ContactMessageRow, sender: ContactSender, to: string): MailMessage {
  const replyTo = replyToOf(message.email);
  const lines = [
    `A message came through the ${PRODUCT_NAME} contact form.`,
    '',
    `Contact way: ${oneLine(message.email)}`,
    sender.account
      ? `Signed in as: ${sender.account.username} (user ${sender.account.id}, ${sender.account.email})`
      : 'Signed in as: nobody (a visitor)',
    `Subject: ${oneLine(message.subject)}`,
    `Sent: ${message.createdAt.toISOString()} (message ${message.id})`,
    replyTo
      ? 'Answering this email writes to the contact way above.'
      : 'The contact way is not an email address: answer there, not by replying to this email.',
    '',
    'Message:',
    '',
    message.body,
  ];
  const text = `${lines.join('\n')}\n`;
  const html = `<!doctype html>
<html><body>
<pre style="white-space:pre-wrap;font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5">${escapeHtml(text)}</pre>
</body></html>
`;
  return {
    kind: 'contact-message',
    to,
    replyTo,
    subject: mailSubject(message.subject),
    text,
    html,
    // Neither the sender's address nor her words: the message is in the contact_messages table.
    logLine: `contact message ${message.id} for the support address (read it in the contact_messages table)`,
  };
}
