import { createHmac } from 'node:crypto';
import type { Db } from '../../db/client';
import { queueMail } from '../../platform/mail';
import type { RateLimit } from '../../platform/throttle';
import type { UserRow } from '../users/service';
import { contactMail } from './mail';
import { insertContactMessage } from './repository';

// The console's side (answers.ts): listing, answering and marking contact messages answered.
export {
  answerMessage,
  findContactMessage,
  listContactMessages,
  markAnswered,
  type ContactMessageView,
} from './answers';

/** Contact messages per contact way (trimmed, lower case) and per client address, each an hour. */
export const MESSAGES_PER_CONTACT_WAY: RateLimit = { limit: 5, windowSeconds: 60 * 60 };
export const MESSAGES_PER_CLIENT_ADDRESS: RateLimit = { limit: 20, windowSeconds: 60 * 60 };

/**
 * The limits one message counts against. The contact way is keyed by a keyed hash of its normal form, so the rate
 * counters hold no address and no one can tell from them who wrote.
 */
export function contactLimits(secret: string, contactWay: string, clientIp: string) {
  const way = createHmac('sha256', secret)
    .update(`contact-way\n${contactWay.trim().toLowerCase()}`)
    .digest('base64url');
  return [
    { key: `contact:way:${way}`, rule: MESSAGES_PER_CONTACT_WAY },
    { key: `contact:ip:${clientIp}`, rule: MESSAGES_PER_CLIENT_ADDRESS },
  ];
}

export interface ContactContext {
  db: Db;
  now: Date;
  /** Where the e-mail goes (SUPPORT_EMAIL). */
  supportEmail: string;
}

/** A contact message as the route read it (common's contactMessageInput: trimmed, capped, none empty). */
export interface ContactMessage {
  email: string;
  subject: string;
  body: string;
}

/**
 * `POST /api/message/`: stores the message and writes its e-mail to the support address in the same transaction
 * (both or neither); the caller wakes the outbox after the commit. `user`: the signed-in teacher, whose id is kept.
 */
export async function sendContactMessage(ctx: ContactContext, message: ContactMessage, user: UserRow | null) {
  return ctx.db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const row = await insertContactMessage(tx, { ...message, userId: user?.id ?? null, createdAt: ctx.now });
    const account = user ? { id: user.id, username: user.username, email: user.email } : null;
    await queueMail(tx, contactMail(row, { account }, ctx.supportEmail), ctx.now);
    return { id: row.id };
  });
}
