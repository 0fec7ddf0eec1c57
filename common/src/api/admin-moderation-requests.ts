// The console's moderation section: request schemas, and the note a teacher may send with a report.
import { z } from 'zod';
import { characterCount } from '../rules/words';
import { adminPageQuery, adminReason } from './admin-requests';
import {
  MODERATION_KINDS,
  MODERATION_NOTE_MAX,
  MODERATION_REASONS,
  MODERATION_STATUSES,
  ModerationMessage,
} from './admin-moderation';

/** An empty query parameter (`kind=`) means "any". */
const anyWhenEmpty = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

/** `GET /api/admin/moderation/`: the queue, open first then oldest first, filtered by status, kind and reason. */
export const adminModerationQuery = adminPageQuery.extend({
  status: anyWhenEmpty(z.enum(MODERATION_STATUSES)),
  kind: anyWhenEmpty(z.enum(MODERATION_KINDS)),
  reason: anyWhenEmpty(z.enum(MODERATION_REASONS)),
});
export type AdminModerationQuery = z.input<typeof adminModerationQuery>;

/** Keep or remove a queue item; ban, unban, remove or restore a target: why, for the audit log. */
export const adminModerationDecision = z.object({ reason: adminReason });
export type AdminModerationDecision = z.input<typeof adminModerationDecision>;

/** A teacher's report: an optional short note (trimmed, capped; blank is none). A request with no body sends none. */
export const moderationReportInput = z.preprocess(
  (value) => value ?? {},
  z.object({
    note: z
      .string()
      .max(MODERATION_NOTE_MAX * 4, ModerationMessage.noteTooLong)
      .transform((value) => value.replace(/\s+/g, ' ').trim())
      .refine((value) => characterCount(value) <= MODERATION_NOTE_MAX, ModerationMessage.noteTooLong)
      .optional(),
  }),
);
export type ModerationReportInput = z.input<typeof moderationReportInput>;
