// The console's people section: request schemas.
import { z } from 'zod';
import {
  ADMIN_GRANT_DAYS_MAX,
  ADMIN_GRANT_DAYS_MIN,
  ADMIN_PEOPLE_QUERY_MAX,
  ADMIN_SUSPEND_DAYS_MAX,
  PeopleMessage,
} from './admin-people';
import { adminReason } from './admin-requests';

/** `GET /api/admin/users/?q=`: a name or address (partial), a licence key or an order id (exact). */
export const adminUserSearchQuery = z.object({
  q: z
    .string({ error: PeopleMessage.queryRequired })
    .max(ADMIN_PEOPLE_QUERY_MAX * 4, PeopleMessage.queryTooLong)
    .transform((value, ctx) => {
      const q = value.replace(/\s+/g, ' ').trim();
      if (q === '') ctx.addIssue({ code: 'custom', message: PeopleMessage.queryRequired });
      else if (q.length > ADMIN_PEOPLE_QUERY_MAX) ctx.addIssue({ code: 'custom', message: PeopleMessage.queryTooLong });
      return q;
    }),
});
export type AdminUserSearchQuery = z.input<typeof adminUserSearchQuery>;

/** An action that needs only why. */
export const adminReasonInput = z.object({ reason: adminReason });
export type AdminReasonInput = z.input<typeof adminReasonInput>;

/** A whole number of days in a range, as JSON sends it or as digits. */
const wholeDays = (min: number, max: number, message: string) =>
  z.preprocess(
    (value) => (typeof value === 'string' && /^\d{1,6}$/.test(value.trim()) ? Number(value.trim()) : value),
    z.number({ error: message }).int(message).min(min, message).max(max, message),
  );

/** `POST /api/admin/users/{id}/grant-licence/`: a plan for some days, one-time (extends the same plan) or renewing. */
export const adminGrantLicenceInput = z.object({
  type: z.enum(['PRO', 'PRE', 'VIP'], { error: PeopleMessage.badType }),
  days: wholeDays(ADMIN_GRANT_DAYS_MIN, ADMIN_GRANT_DAYS_MAX, PeopleMessage.badDays),
  subscription: z.boolean().default(false),
  reason: adminReason,
});
export type AdminGrantLicenceInput = z.input<typeof adminGrantLicenceInput>;

/** `POST /api/admin/users/{id}/take-back-licence/`: undoes a grant, taking back its days from that licence. */
export const adminTakeBackLicenceInput = z.object({
  licence: z
    .string({ error: PeopleMessage.badLicence })
    .min(1, PeopleMessage.badLicence)
    .max(100, PeopleMessage.badLicence),
  days: wholeDays(ADMIN_GRANT_DAYS_MIN, ADMIN_GRANT_DAYS_MAX, PeopleMessage.badDays),
  reason: adminReason,
});
export type AdminTakeBackLicenceInput = z.input<typeof adminTakeBackLicenceInput>;

/** `POST /api/admin/users/{id}/suspend/`: for some days, or until an instant (ISO 8601). */
export const adminSuspendInput = z
  .object({
    days: wholeDays(1, ADMIN_SUSPEND_DAYS_MAX, PeopleMessage.badSuspendDays).optional(),
    until: z.iso.datetime({ offset: true, error: PeopleMessage.badUntil }).optional(),
    reason: adminReason,
  })
  .superRefine((value, ctx) => {
    if ((value.days === undefined) === (value.until === undefined)) {
      ctx.addIssue({ code: 'custom', path: ['days'], message: PeopleMessage.suspendNeedsEnd });
    }
  });
export type AdminSuspendInput = z.input<typeof adminSuspendInput>;
