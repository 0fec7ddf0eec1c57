// The console's content section: request schemas.
import { z } from 'zod';
import {
  ADMIN_ANSWER_MAX,
  ADMIN_ANSWER_SUBJECT_MAX,
  ADMIN_MESSAGE_STATUSES,
  AdminContentMessage,
} from './admin-content';
import { adminPageQuery, adminReason } from './admin-requests';
import { formBoolean } from './form-values';
import { newsPostInput } from './news-requests';
import { characterCount } from '../rules/words';

/**
 * `POST /api/admin/news/` and `PATCH /api/admin/news/:id/` (JSON, urlencoded or multipart): the post's name and
 * text by the same rule as the command line's (`newsPostInput`); the picture comes as the multipart file `image`;
 * `remove_image` (an edit) drops the picture the post had. A new picture wins over `remove_image`.
 */
export const adminNewsPostInput = newsPostInput.extend({ remove_image: formBoolean.optional() });
export type AdminNewsPostInput = z.input<typeof adminNewsPostInput>;

/** `GET /api/admin/messages/`: open (default), answered or all, newest first. */
export const adminMessagesQuery = adminPageQuery.extend({
  status: z.enum(ADMIN_MESSAGE_STATUSES).default('open'),
});
export type AdminMessagesQuery = z.input<typeof adminMessagesQuery>;

/**
 * `POST /api/admin/messages/:id/answer/`: the answer (required, capped; its lines kept) and the subject of its
 * e-mail (optional: 'Re: ' and the message's subject; put on one line by the server).
 */
export const adminAnswerInput = z.object({
  answer: z.string({ error: AdminContentMessage.answerRequired }).transform((value, ctx) => {
    if (value.length > ADMIN_ANSWER_MAX * 4) return refuse(ctx, AdminContentMessage.answerTooLong);
    const answer = value
      .replace(/\r\n?/g, '\n')
      .replace(/[ \t]+$/gm, '')
      .trim();
    if (answer === '') return refuse(ctx, AdminContentMessage.answerRequired);
    if (characterCount(answer) > ADMIN_ANSWER_MAX) return refuse(ctx, AdminContentMessage.answerTooLong);
    return answer;
  }),
  subject: z
    .string()
    .optional()
    .transform((value, ctx) => {
      if (value === undefined) return undefined;
      if (value.length > ADMIN_ANSWER_SUBJECT_MAX * 4) return refuse(ctx, AdminContentMessage.subjectTooLong);
      const subject = value.trim();
      if (characterCount(subject) > ADMIN_ANSWER_SUBJECT_MAX) return refuse(ctx, AdminContentMessage.subjectTooLong);
      return subject === '' ? undefined : subject;
    }),
});
export type AdminAnswerInput = z.input<typeof adminAnswerInput>;

/**
 * Deleting a post and marking a message answered without an e-mail: why, for the audit log. (Writing or editing a
 * post and e-mailing an answer ask for no reason: what was written is its own record.)
 */
export const adminContentReasonInput = z.object({ reason: adminReason });
export type AdminContentReasonInput = z.input<typeof adminContentReasonInput>;

function refuse(ctx: z.RefinementCtx, message: string): never {
  ctx.addIssue({ code: 'custom', message });
  return z.NEVER;
}
