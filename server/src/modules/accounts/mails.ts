import { maskEmail, PRODUCT_NAME, type TokenReason } from '@playwords/common';
import { escapeHtml } from '../../platform/html';
import type { MailMessage } from '../../platform/mail';
import { CODE_SECONDS } from './tokens';

// Short, friendly e-mails with a plain-text and an HTML body. Everything a user typed (names, addresses) goes
// through `escapeHtml` in the HTML body: it is shown as text, never as markup.

type Part = { text: string } | { link: string } | { code: string };

function render(parts: Part[]): { text: string; html: string } {
  const text = parts.map((p) => ('text' in p ? p.text : 'link' in p ? p.link : p.code)).join('\n\n');
  const body = parts
    .map((p) => {
      if ('text' in p) return `<p>${escapeHtml(p.text)}</p>`;
      if ('link' in p) {
        const href = escapeHtml(p.link);
        return `<p><a href="${href}" style="color:#1c7ed6">${href}</a></p>`;
      }
      return `<p style="font-size:28px;font-weight:bold;letter-spacing:6px;font-family:monospace">${escapeHtml(p.code)}</p>`;
    })
    .join('\n');
  const html = `<!doctype html>
<html><body style="font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5;color:#222">
${body}
</body></html>
`;
  return { text: `${text}\n`, html };
}

/** Who an e-mail greets: her display name, else her username. */
export interface Recipient {
  username: string;
  displayName: string;
}

const greeting = (r: Recipient) => `Hi ${r.displayName.trim() || r.username},`;
const signature = { text: `The ${PRODUCT_NAME} team` };
const CODE_MINUTES = CODE_SECONDS / 60;

/** The activation link: after sign-up (to her address) or to a new address during a change of e-mail. */
export function activationMail(recipient: Recipient, to: string, link: string, change: boolean): MailMessage {
  const parts: Part[] = change
    ? [
        { text: greeting(recipient) },
        { text: 'Please confirm that this is your new email address by opening this link:' },
        { link },
        {
          text:
            'Until you do, we keep writing to your old address. The link works for 3 days. ' +
            'If you did not ask for this change, you can ignore this email.',
        },
        signature,
      ]
    : [
        { text: greeting(recipient) },
        { text: `Welcome to ${PRODUCT_NAME}! Please confirm your email address by opening this link:` },
        { link },
        { text: 'The link works for 3 days. If you did not create an account, you can ignore this email.' },
        signature,
      ];
  return {
    kind: change ? 'email-change-link' : 'activation',
    to,
    subject: change ? `Confirm your new ${PRODUCT_NAME} email address` : `Activate your ${PRODUCT_NAME} account`,
    ...render(parts),
    logLine: `activation link for ${recipient.username} <${to}>: ${link}`,
  };
}

/** A 6-character code for a password reset or a change of e-mail, to the account's current address. */
export function codeMail(
  recipient: Recipient,
  to: string,
  code: string,
  purpose: TokenReason,
  discardAfter: Date,
): MailMessage {
  const reset = purpose === 'password';
  const parts: Part[] = [
    { text: greeting(recipient) },
    { text: reset ? 'Here is your code to reset your password:' : 'Here is your code to change your email address:' },
    { code },
    {
      text: reset
        ? `It works for ${CODE_MINUTES} minutes. If you did not ask for it, you can ignore this email: your password stays as it is.`
        : `It works for ${CODE_MINUTES} minutes. If you did not ask for it, someone may be using your account: please reset your password.`,
    },
    signature,
  ];
  return {
    kind: reset ? 'password-code' : 'email-code',
    to,
    subject: reset ? `Your ${PRODUCT_NAME} password reset code` : `Your ${PRODUCT_NAME} code to change your email`,
    ...render(parts),
    logLine: `${reset ? 'password reset' : 'email change'} code for ${recipient.username} <${to}>: ${code}`,
    discardAfter,
  };
}

/** Tells the old address that the account's e-mail is being changed (and what to do if that was not her). */
export function emailChangeNotice(recipient: Recipient, to: string, newEmail: string, resetLink: string): MailMessage {
  const parts: Part[] = [
    { text: greeting(recipient) },
    {
      text:
        `We received a request to change the email address of your ${PRODUCT_NAME} account to ${maskEmail(newEmail)}. ` +
        'The change takes effect once the new address is confirmed.',
    },
    { text: 'If this was not you, please reset your password right away:' },
    { link: resetLink },
    signature,
  ];
  return {
    kind: 'email-change-notice',
    to,
    subject: `Your ${PRODUCT_NAME} email address is changing`,
    ...render(parts),
    logLine: `notice to the old address of ${recipient.username} <${to}>: the email is changing to ${maskEmail(newEmail)}`,
  };
}
