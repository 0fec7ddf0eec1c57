import { z } from 'zod';
import { CONTACT_BODY_MAX, CONTACT_SUBJECT_MAX, CONTACT_WAY_MAX, ContactText } from './contact';
import { tooLongMessage } from './messages';

/** A text the form must not leave empty: trimmed, then its own 'please fill' text when nothing is left. */
const filled = (emptyText: string, max: number) =>
  z
    .string({ error: (issue) => (issue.input === undefined ? emptyText : 'Not a valid string.') })
    .trim()
    .min(1, { error: emptyText, abort: true })
    .max(max, tooLongMessage(max));

/**
 * `POST /api/message/` (accounts §3, Contact message; a form). `email` is the contact way as the sender gave it:
 * an address, a WeChat id, a phone number (no format check, accounts §5).
 */
export const contactMessageInput = z.object({
  email: filled(ContactText.emailRequired, CONTACT_WAY_MAX),
  subject: filled(ContactText.subjectRequired, CONTACT_SUBJECT_MAX),
  body: filled(ContactText.bodyRequired, CONTACT_BODY_MAX),
});
export type ContactMessageInput = z.input<typeof contactMessageInput>;
