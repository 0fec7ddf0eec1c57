import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from '@playwright/test';

/** A message e2e/serve.mjs's SMTP server received, with its plain-text part decoded. */
export interface Mail {
  to: string[];
  subject: string;
  text: string;
  /** The Reply-To header, or null when the message has none. */
  replyTo: string | null;
}

function decode(body: string, encoding: string): string {
  if (/quoted-printable/i.test(encoding)) {
    const latin = body
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    return Buffer.from(latin, 'latin1').toString('utf8');
  }
  if (/base64/i.test(encoding)) return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  return body;
}

/** A header's RFC 2047 encoded words (`=?UTF-8?Q?…?=`, `=?UTF-8?B?…?=`) as text: a Chinese subject, say. */
function decodeHeader(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?UTF-8\?([QB])\?([^?]*)\?=/gi, (_m, kind: string, text: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decode(text.replace(/_/g, ' '), 'quoted-printable'),
    );
}

/** The text/plain part of a raw message (nodemailer writes one level of multipart/alternative). */
function plainText(raw: string): string {
  const parts = raw.split(/\r?\n--[^\r\n]+\r?\n/);
  for (const part of parts) {
    const at = part.search(/\r?\n\r?\n/);
    const head = part.slice(0, at);
    if (!/content-type:\s*text\/plain/i.test(head)) continue;
    const encoding = /content-transfer-encoding:\s*([\w-]+)/i.exec(head)?.[1] ?? '7bit';
    return decode(part.slice(at).trim(), encoding);
  }
  return raw;
}

function readMailbox(): Mail[] {
  const file = join(process.env.E2E_DATA_DIR!, 'mailbox.jsonl');
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => {
      const { to, raw } = JSON.parse(line) as { to: string[]; raw: string };
      const subject = decodeHeader(/^subject:\s*(.*(?:\r?\n[ \t].*)*)$/im.exec(raw)?.[1] ?? '');
      const head = raw.slice(0, raw.search(/\r?\n\r?\n/));
      const replyTo = /^reply-to:\s*(.*)$/im.exec(head)?.[1]?.trim() ?? null;
      return { to, subject, text: plainText(raw), replyTo };
    });
}

/** Waits for the newest message to an address whose text matches `pattern`, and answers the first match group. */
export async function waitForMail(address: string, pattern: RegExp, since = 0): Promise<string> {
  let found: string | undefined;
  await expect
    .poll(
      () => {
        const mails = readMailbox()
          .filter((m) => m.to.includes(address))
          .slice(since);
        for (const mail of mails.reverse()) {
          const match = pattern.exec(mail.text);
          if (match) {
            found = match[1] ?? match[0];
            return true;
          }
        }
        return false;
      },
      { timeout: 15_000, message: `a mail to ${address} matching ${pattern}` },
    )
    .toBe(true);
  return found!;
}

/** The messages an address has received so far, oldest first. */
export function mailsTo(address: string): Mail[] {
  return readMailbox().filter((m) => m.to.includes(address));
}

/** How many messages an address has received so far (to wait only for newer ones). */
export function mailCount(address: string): number {
  return readMailbox().filter((m) => m.to.includes(address)).length;
}
