import { z } from 'zod';
import { ADMIN_REASON_MAX, AdminMessage } from './admin';
import { characterCount } from '../rules/words';

/** The largest id PostgreSQL's `integer` holds. */
export const ADMIN_MAX_ID = 2_147_483_647;

/** A numeric id in a path or a body: a whole number from 1, as JSON sends it or as digits. */
export const adminId = z.preprocess(
  (value) => (typeof value === 'string' && /^\d{1,10}$/.test(value.trim()) ? Number(value.trim()) : value),
  z
    .number({ error: AdminMessage.badId })
    .int(AdminMessage.badId)
    .min(1, AdminMessage.badId)
    .max(ADMIN_MAX_ID, AdminMessage.badId),
);

/** `{id}` in a console path. */
export const adminIdParams = z.object({ id: adminId });

/** Why the operator acts: required, trimmed, capped (a text far over the cap is refused before it is tidied). */
export const adminReason = z.string({ error: AdminMessage.reasonRequired }).transform((value, ctx) => {
  if (value.length > ADMIN_REASON_MAX * 4) {
    ctx.addIssue({ code: 'custom', message: AdminMessage.reasonTooLong });
    return z.NEVER;
  }
  const reason = value.replace(/\s+/g, ' ').trim();
  if (reason === '') {
    ctx.addIssue({ code: 'custom', message: AdminMessage.reasonRequired });
    return z.NEVER;
  }
  if (characterCount(reason) > ADMIN_REASON_MAX) {
    ctx.addIssue({ code: 'custom', message: AdminMessage.reasonTooLong });
    return z.NEVER;
  }
  return reason;
});

/** A page of a console list: `limit` 1–100 (default 50) and `offset`. */
export const adminPageQuery = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(50),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});

/** `GET /api/admin/audit/`: the log, newest first, optionally about one target. */
export const adminAuditQuery = adminPageQuery.extend({
  target_type: z.string().max(20).optional(),
  target_id: z.string().max(100).optional(),
});
export type AdminAuditQuery = z.input<typeof adminAuditQuery>;
