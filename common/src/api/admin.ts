// The operator console (`/admin`, `/api/admin/…`): what every section shares. Each section's own types and texts
// live beside it (`admin-people.ts`, `admin-moderation.ts`, `admin-money.ts`, `admin-content.ts`,
// `admin-numbers.ts`), their request schemas in the matching `*-requests.ts`.

/** Longest reason an operator may give for an action (kept in the audit log, and told to a suspended teacher). */
export const ADMIN_REASON_MAX = 500;

/** A page of a console list. */
export interface AdminPage<T> {
  count: number;
  results: T[];
}

/** What an action was done to. */
export type AuditTargetType =
  'user' | 'wordlist' | 'image' | 'moderation' | 'order' | 'licence' | 'batch' | 'coupon' | 'news' | 'message';

/** One row of the audit log (never editable). */
export interface AuditEntryDto {
  id: number;
  operator: { id: number; username: string };
  /** 'user.ban', 'wordlist.ban', 'order.refund'… */
  action: string;
  target_type: AuditTargetType;
  target_id: string;
  reason: string;
  /** The action's facts (days granted, amount refunded…). */
  details: Record<string, unknown>;
  created_at: string;
}

export const AdminMessage = {
  reasonRequired: 'Give a reason: it is kept in the audit log.',
  reasonTooLong: `A reason has at most ${ADMIN_REASON_MAX} characters.`,
  badId: 'Not a valid id.',
} as const;
