// The console's people section: types and texts. Also the texts a restricted, suspended or banned teacher is
// shown (the upload refusal and the login refusal), so the server and any page say the same.
import type { LicenceDto, LicenceType } from './licences';

/** Longest search text the people search reads. */
export const ADMIN_PEOPLE_QUERY_MAX = 200;
/** Most accounts a search answers. */
export const ADMIN_PEOPLE_RESULTS_MAX = 50;
/** Most of each list the user page shows (orders, mails, recent uploads and lists). */
export const ADMIN_PEOPLE_RECENT_MAX = 50;
/** A granted licence's length, in days. */
export const ADMIN_GRANT_DAYS_MIN = 1;
export const ADMIN_GRANT_DAYS_MAX = 3650;
/** A suspension's length, in days (or an end date no further away). */
export const ADMIN_SUSPEND_DAYS_MAX = 3650;

/** One account found by the search. */
export interface AdminUserSummary {
  id: number;
  username: string;
  display_name: string;
  email: string;
  /** The plan now ('PRO' | 'PRE' | 'VIP'), null for Basic. */
  plan: LicenceType | null;
  has_valid_email: boolean;
  is_superuser: boolean;
  date_joined: string;
  /** How the search found her: her name or address, a licence key, an order. */
  matched_by: 'name' | 'licence' | 'order';
  uploads_restricted: boolean;
  suspended: boolean;
  banned: boolean;
}

export interface AdminUserSearchResult {
  count: number;
  results: AdminUserSummary[];
}

/** One of her orders: what an operator needs to answer "I paid but got nothing". */
export interface AdminUserOrder {
  id: number;
  plan: string;
  months: number;
  payment: string;
  currency: string;
  /** Minor units of `currency`. */
  amount: number;
  refunded_amount: number;
  provider: string;
  status: string;
  note: string | null;
  checkout_ref: string | null;
  payment_ref: string | null;
  subscription_ref: string | null;
  licence_id: string | null;
  created_at: string;
  paid_at: string | null;
}

/** A live session, named by a short label that is not its secret. */
export interface AdminUserSession {
  label: string;
  remember: boolean;
  created_at: string;
  expires_at: string;
}

export interface AdminUserUpload {
  id: number;
  type: string;
  name: string;
  thumbnail: string;
  is_private: boolean;
  is_banned: boolean;
  created_at: string;
}

export interface AdminUserWordlist {
  id: number;
  theme: string;
  words: number;
  is_private: boolean;
  is_banned: boolean;
  created_at: string;
}

/** A mail sent (or to be sent) to one of her addresses; never its body, which may hold codes and links. */
export interface AdminUserMail {
  id: number;
  kind: string;
  to: string;
  subject: string;
  status: 'pending' | 'sent' | 'logged' | 'failed';
  attempts: number;
  last_error: string | null;
  smtp_response: string | null;
  created_at: string;
  sent_at: string | null;
}

/** The whole picture of one account (`GET /api/admin/users/{id}/`). */
export interface AdminUserDetail {
  id: number;
  username: string;
  display_name: string;
  email: string;
  /** An address she is changing to, not validated yet. */
  email_to_activate: string | null;
  has_valid_email: boolean;
  email_verified_at: string | null;
  is_superuser: boolean;
  is_active: boolean;
  date_joined: string;
  accepted_terms_at: string | null;
  used_pro_plan_trial: boolean;
  used_premium_plan_trial: boolean;
  plan: { type: LicenceType | null; name: string; valid_until: string | null };
  restrictions: {
    uploads_restricted_at: string | null;
    uploads_restricted_reason: string | null;
    /** Only while the suspension lasts. */
    suspended_until: string | null;
    suspended_reason: string | null;
    banned_at: string | null;
    banned_reason: string | null;
  };
  licences: LicenceDto[];
  orders: AdminUserOrder[];
  sessions: AdminUserSession[];
  uploads: { count: number; recent: AdminUserUpload[] };
  wordlists: { count: number; recent: AdminUserWordlist[] };
  mails: AdminUserMail[];
}

/** What every people action answers: the account as it is now. */
export type AdminUserActionResult = AdminUserDetail;

/** Audit actions of the people section. */
export type AdminPeopleAction =
  | 'user.verify_email'
  | 'user.resend_activation'
  | 'user.end_sessions'
  | 'user.grant_licence'
  | 'user.take_back_licence'
  | 'user.restrict_uploads'
  | 'user.unrestrict_uploads'
  | 'user.suspend'
  | 'user.unsuspend'
  | 'user.ban'
  | 'user.unban';

/** ' Reason: …' as a sentence of its own, or nothing without a reason. */
const reasonSentence = (reason: string | null) =>
  reason ? ` Reason: ${/[.!?]$/.test(reason) ? reason : `${reason}.`}` : '';

/** A date as a teacher reads it in a refusal: `2025-05-01 14:00 UTC`. */
const whenText = (date: Date) => `${date.toISOString().slice(0, 16).replace('T', ' ')} UTC`;

export const PeopleMessage = {
  queryRequired: 'Type a name, an e-mail address, a licence key or an order id.',
  queryTooLong: `Search for at most ${ADMIN_PEOPLE_QUERY_MAX} characters.`,
  badDays: `Give a whole number of days from ${ADMIN_GRANT_DAYS_MIN} to ${ADMIN_GRANT_DAYS_MAX}.`,
  badSuspendDays: `Give a whole number of days from 1 to ${ADMIN_SUSPEND_DAYS_MAX}.`,
  badType: 'Choose Pro (PRO), Premium (PRE) or VIP (VIP).',
  badUntil: 'Give a date and time in the future, within ten years.',
  suspendNeedsEnd: 'Give either a number of days or an end date.',
  badLicence: 'Not one of her licences.',
  alreadyVerified: 'Her e-mail address is already verified.',
  emailTaken: 'Another account has taken the address she is changing to.',
  nothingToActivate: 'She has no address waiting for activation.',
  notRestricted: 'Her uploads are not restricted.',
  alreadyRestricted: 'Her uploads are already restricted.',
  notSuspended: 'She is not suspended.',
  notBanned: 'She is not banned.',
  alreadyBanned: 'She is already banned.',
  notYourself: 'An operator cannot suspend or ban her own account.',
} as const;

/** What a teacher whose uploads an operator restricted is told when she uploads. */
export function uploadsRestrictedText(reason: string | null): string {
  const why = reasonSentence(reason);
  return `Uploading pictures has been turned off for your account.${why} If you think this is a mistake, write to us through Contact us.`;
}

/** What a suspended teacher is told when she logs in. */
export function loginSuspendedText(until: Date, reason: string | null, supportEmail: string): string {
  const why = reasonSentence(reason);
  return `Your account is suspended until ${whenText(until)}.${why} To appeal, write to ${supportEmail}.`;
}

/** What a banned teacher is told when she logs in. */
export function loginBannedText(reason: string | null, supportEmail: string): string {
  const why = reasonSentence(reason);
  return `Your account has been banned.${why} To appeal, write to ${supportEmail}.`;
}
