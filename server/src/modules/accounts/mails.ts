import { maskEmail, type Language, type TokenReason } from '@playwords/common';
import { escapeHtml } from '../../platform/html';
import { emailTexts } from '../../platform/i18n';
import type { MailMessage } from '../../platform/mail';
import { CODE_SECONDS } from './tokens';

// Short, friendly e-mails with a plain-text and an HTML body, in the recipient's language (the `emails` texts). Everything a user typed (names, addresses) goes
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

/** Who an e-mail greets, and in which language. */
export interface Recipient {
  username: string;
  displayName: string;
  language: Language;
}

/** The texts of her language, and the greeting and signature every e-mail has. */
function textsFor(r: Recipient) {
  const t = emailTexts(r.language);
  return {
    t,
    greeting: { text: t('greeting', { name: r.displayName.trim() || r.username }) },
    signature: { text: t('signature') },
  };
}

const CODE_MINUTES = CODE_SECONDS / 60;

/** The activation link: after sign-up (to her address) or to a new address during a change of e-mail. */
export function activationMail(recipient: Recipient, to: string, link: string, change: boolean): MailMessage {
  const { t, greeting, signature } = textsFor(recipient);
  const parts: Part[] = change
    ? [greeting, { text: t('emailChangeLink.intro') }, { link }, { text: t('emailChangeLink.outro') }, signature]
    : [greeting, { text: t('activation.intro') }, { link }, { text: t('activation.outro') }, signature];
  return {
    kind: change ? 'email-change-link' : 'activation',
    to,
    subject: change ? t('emailChangeLink.subject') : t('activation.subject'),
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
  const { t, greeting, signature } = textsFor(recipient);
  const parts: Part[] = [
    greeting,
    { text: reset ? t('passwordCode.intro') : t('emailCode.intro') },
    { code },
    {
      text: reset
        ? t('passwordCode.outro', { minutes: CODE_MINUTES })
        : t('emailCode.outro', { minutes: CODE_MINUTES }),
    },
    signature,
  ];
  return {
    kind: reset ? 'password-code' : 'email-code',
    to,
    subject: reset ? t('passwordCode.subject') : t('emailCode.subject'),
    ...render(parts),
    logLine: `${reset ? 'password reset' : 'email change'} code for ${recipient.username} <${to}>: ${code}`,
    discardAfter,
  };
}

/** Tells the old address that the account's e-mail is being changed (and what to do if that was not her). */
export function emailChangeNotice(recipient: Recipient, to: string, newEmail: string, resetLink: string): MailMessage {
  const { t, greeting, signature } = textsFor(recipient);
  const parts: Part[] = [
    greeting,
    { text: t('emailChangeNotice.body', { email: maskEmail(newEmail) }) },
    { text: t('emailChangeNotice.resetPrompt') },
    { link: resetLink },
    signature,
  ];
  return {
    kind: 'email-change-notice',
    to,
    subject: t('emailChangeNotice.subject'),
    ...render(parts),
    logLine: `notice to the old address of ${recipient.username} <${to}>: the email is changing to ${maskEmail(newEmail)}`,
  };
}
