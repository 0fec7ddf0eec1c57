// The console's people section: find a teacher, see the whole picture of her account, and act on it. Every
// action runs through `operatorAction` (the policy, the owning module's service in one transaction, the audit row)
// with the same rules as the teacher-facing routes; the answer is her account as it is afterwards.
import {
  ADMIN_PEOPLE_RECENT_MAX,
  ADMIN_PEOPLE_RESULTS_MAX,
  ADMIN_SUSPEND_DAYS_MAX,
  licenceTypeName,
  normaliseLicenceKey,
  PeopleMessage,
  type AdminPeopleAction,
  type AdminUserDetail,
  type AdminUserSearchResult,
  type AdminUserSummary,
  type LicenceType,
} from '@playwords/common';
import type { Db } from '../../db/client';
import { HttpError, notFound, ValidationError } from '../../platform/http-errors';
import { listMailsTo } from '../../platform/mail';
import type { Actor } from '../../policies/policies';
import { resendActivationById } from '../accounts/service';
import { uploadsOfAccount } from '../images/service';
import {
  grantLicence,
  licencesOfAccount,
  ownerOfLicenceKey,
  refreshPlanIfDue,
  takeBackDays,
} from '../licences/service';
import { ordersOfAccount, ownersOfOrder } from '../payments/service';
import {
  allowUploads,
  banAccount,
  confirmEmail,
  endUserSessions,
  findAccountById,
  findAccountsByIds,
  isSuspended,
  liftBan,
  liftSuspension,
  liveSessionsOf,
  lockAccount,
  restrictUploads,
  searchAccountsByName,
  suspendAccount,
  type UserRow,
} from '../users/service';
import { wordlistsOfAccount } from '../wordlists/service';
import { operatorAction, withAudit } from './service';

const DAY = 86_400_000;
const iso = (date: Date | null) => date?.toISOString() ?? null;
const refusal = (detail: string) => new HttpError(400, { detail });

function summaryOf(user: UserRow, matchedBy: AdminUserSummary['matched_by'], now: Date): AdminUserSummary {
  return {
    id: user.id,
    username: user.username,
    display_name: user.displayName,
    email: user.email,
    plan: user.planType,
    has_valid_email: user.hasValidEmail,
    is_superuser: user.isSuperuser,
    date_joined: user.dateJoined.toISOString(),
    matched_by: matchedBy,
    uploads_restricted: user.uploadsRestrictedAt !== null,
    suspended: isSuspended(user, now),
    banned: user.bannedAt !== null,
  };
}

/**
 * The search: the owner of a licence key or of an order (its id or a provider's reference), exactly, first; then
 * accounts whose name, display name or address contains the text, in any case. At most 50.
 */
export async function searchPeople(db: Db, q: string, now: Date): Promise<AdminUserSearchResult> {
  const exact: Array<{ id: number; by: AdminUserSummary['matched_by'] }> = [];
  const licenceOwner = await ownerOfLicenceKey(db, q);
  if (licenceOwner !== null) exact.push({ id: licenceOwner, by: 'licence' });
  for (const id of await ownersOfOrder(db, q)) exact.push({ id, by: 'order' });
  const exactRows = new Map(
    (
      await findAccountsByIds(
        db,
        exact.map((e) => e.id),
      )
    ).map((u) => [u.id, u]),
  );

  const results: AdminUserSummary[] = [];
  const seen = new Set<number>();
  for (const { id, by } of exact) {
    const user = exactRows.get(id);
    if (!user || seen.has(id)) continue;
    seen.add(id);
    results.push(summaryOf(user, by, now));
  }
  for (const user of await searchAccountsByName(db, q, ADMIN_PEOPLE_RESULTS_MAX)) {
    if (results.length >= ADMIN_PEOPLE_RESULTS_MAX) break;
    if (seen.has(user.id)) continue;
    seen.add(user.id);
    results.push(summaryOf(user, 'name', now));
  }
  return { count: results.length, results: results.slice(0, ADMIN_PEOPLE_RESULTS_MAX) };
}

/** The whole picture of one account; 404 when there is none. */
export async function personDetail(db: Db, userId: number, now: Date): Promise<AdminUserDetail> {
  const found = await findAccountById(db, userId);
  if (!found) throw notFound();
  // The plan as it is now, as every signed-in request of hers would see it.
  const user = await refreshPlanIfDue(db, found, now);
  const addresses = [user.email, ...(user.emailToActivate ? [user.emailToActivate] : [])];
  const [licences, orders, sessions, uploads, lists, mails] = await Promise.all([
    licencesOfAccount(db, user, now),
    ordersOfAccount(db, user.id, ADMIN_PEOPLE_RECENT_MAX),
    liveSessionsOf(db, user.id, now),
    uploadsOfAccount(db, user.id, ADMIN_PEOPLE_RECENT_MAX),
    wordlistsOfAccount(db, user.id, ADMIN_PEOPLE_RECENT_MAX),
    listMailsTo(db, addresses, ADMIN_PEOPLE_RECENT_MAX),
  ]);
  const suspended = isSuspended(user, now);
  return {
    id: user.id,
    username: user.username,
    display_name: user.displayName,
    email: user.email,
    email_to_activate: user.emailToActivate,
    has_valid_email: user.hasValidEmail,
    email_verified_at: iso(user.emailVerifiedAt),
    is_superuser: user.isSuperuser,
    is_active: user.isActive,
    date_joined: user.dateJoined.toISOString(),
    accepted_terms_at: iso(user.acceptedTermsAt),
    used_pro_plan_trial: user.usedProPlanTrial,
    used_premium_plan_trial: user.usedPremiumPlanTrial,
    plan: { type: user.planType, name: licenceTypeName(user.planType ?? 'BAS'), valid_until: iso(user.planValidUntil) },
    restrictions: {
      uploads_restricted_at: iso(user.uploadsRestrictedAt),
      uploads_restricted_reason: user.uploadsRestrictedReason,
      suspended_until: suspended ? iso(user.suspendedUntil) : null,
      suspended_reason: suspended ? user.suspendedReason : null,
      banned_at: iso(user.bannedAt),
      banned_reason: user.bannedReason,
    },
    licences,
    orders: orders.map((o) => ({
      id: o.id,
      plan: o.plan,
      months: o.months,
      payment: o.payment,
      currency: o.currency,
      amount: o.amount,
      refunded_amount: o.refundedAmount,
      provider: o.provider,
      status: o.status,
      note: o.note,
      checkout_ref: o.checkoutRef,
      payment_ref: o.paymentRef,
      subscription_ref: o.subscriptionRef,
      licence_id: o.licenceId,
      created_at: o.createdAt.toISOString(),
      paid_at: iso(o.paidAt),
    })),
    sessions: sessions.map((s) => ({
      label: s.label,
      remember: s.remember,
      created_at: s.createdAt.toISOString(),
      expires_at: s.expiresAt.toISOString(),
    })),
    uploads: {
      count: uploads.count,
      recent: uploads.recent.map((i) => ({
        id: i.id,
        type: i.type,
        name: i.name,
        thumbnail: i.thumbnail,
        is_private: i.isPrivate,
        is_banned: i.isBanned,
        created_at: i.createdOn.toISOString(),
      })),
    },
    wordlists: {
      count: lists.count,
      recent: lists.recent.map((l) => ({
        id: l.id,
        theme: l.theme,
        words: l.words,
        is_private: l.isPrivate,
        is_banned: l.isBanned,
        created_at: l.createdAt.toISOString(),
      })),
    },
    mails: mails.map((m) => ({
      id: m.id,
      kind: m.kind,
      to: m.to,
      subject: m.subject,
      status: m.status,
      attempts: m.attempts,
      last_error: m.lastError,
      smtp_response: m.smtpResponse,
      created_at: m.createdAt.toISOString(),
      sent_at: iso(m.sentAt),
    })),
  };
}

/** What an action needs: the database, the operator, the instant, and for mail the link's makings. */
export interface PeopleContext {
  db: Db;
  operator: Actor;
  now: Date;
  secret: string;
  publicUrl: string;
  clientIp: string;
}

/**
 * Runs one action on an account: her row locked in the action's transaction (404, nothing written, when there is
 * none), `work` through the owning module's service, and the audit row; then answers her account as it is now.
 */
async function actOn(
  ctx: PeopleContext,
  userId: number,
  action: AdminPeopleAction,
  reason: string,
  work: (tx: Db, user: UserRow) => Promise<Record<string, unknown> | void>,
): Promise<AdminUserDetail> {
  await operatorAction(
    ctx.db,
    ctx.operator,
    { action, targetType: 'user', targetId: userId, reason },
    ctx.now,
    async (tx) => {
      const user = await lockAccount(tx, userId);
      if (!user) throw notFound();
      const details = await work(tx, user);
      return withAudit(undefined, { details: { username: user.username, ...details } });
    },
  );
  return personDetail(ctx.db, userId, ctx.now);
}

/** Marks her address valid as her activation link would (a pending new address becomes hers). */
export function verifyEmail(ctx: PeopleContext, userId: number, reason: string) {
  return actOn(ctx, userId, 'user.verify_email', reason, async (tx, user) => {
    if (user.hasValidEmail && user.emailToActivate === null) throw refusal(PeopleMessage.alreadyVerified);
    const changed = user.emailToActivate !== null;
    if ((await confirmEmail(tx, user, ctx.now)) === null) throw refusal(PeopleMessage.emailTaken);
    return { address_changed: changed };
  });
}

/** Sends her activation link again (to the address waiting for it); the caller wakes the mailer. */
export function resendActivation(ctx: PeopleContext, userId: number, reason: string) {
  return actOn(ctx, userId, 'user.resend_activation', reason, async (tx, user) => {
    if (user.hasValidEmail && user.emailToActivate === null) throw refusal(PeopleMessage.nothingToActivate);
    const accounts = { db: tx, now: ctx.now, secret: ctx.secret, publicUrl: ctx.publicUrl, clientIp: ctx.clientIp };
    await resendActivationById(accounts, String(user.id));
  });
}

/** Signs her out everywhere. */
export function endSessions(ctx: PeopleContext, userId: number, reason: string) {
  return actOn(ctx, userId, 'user.end_sessions', reason, async (tx, user) => {
    const live = await liveSessionsOf(tx, user.id, ctx.now);
    await endUserSessions(tx, user.id);
    return { sessions_ended: live.length };
  });
}

/**
 * Grants a licence by the licences service's rules: a one-time grant of the plan she is running extends it; any
 * other starts now and pauses what ran; a subscription renews.
 */
export function grantLicenceTo(
  ctx: PeopleContext,
  userId: number,
  grant: { type: LicenceType; days: number; subscription: boolean },
  reason: string,
) {
  return actOn(ctx, userId, 'user.grant_licence', reason, async (tx, user) => {
    const payment = grant.subscription ? 'SUB' : 'SINGLE';
    const view = await grantLicence(
      tx,
      user.id,
      { type: grant.type, days: grant.days, isTrial: false, payment },
      ctx.now,
    );
    return {
      type: grant.type,
      days: grant.days,
      subscription: grant.subscription,
      licence: view.licence.id,
      // A licence bought before now holds the days: the running plan was extended.
      extended: view.licence.datePurchased.getTime() !== ctx.now.getTime(),
    };
  });
}

/** Undoes a grant: takes its days back from that licence (it ends now when they were all it had left). */
export function takeBackLicence(
  ctx: PeopleContext,
  userId: number,
  input: { licence: string; days: number },
  reason: string,
) {
  return actOn(ctx, userId, 'user.take_back_licence', reason, async (tx, user) => {
    const licence = normaliseLicenceKey(input.licence);
    if (!(await takeBackDays(tx, user.id, licence, input.days, ctx.now))) {
      throw new ValidationError({ licence: [PeopleMessage.badLicence] });
    }
    return { licence, days: input.days };
  });
}

export function restrictUploadsOf(ctx: PeopleContext, userId: number, reason: string) {
  return actOn(ctx, userId, 'user.restrict_uploads', reason, async (tx, user) => {
    if (user.uploadsRestrictedAt !== null) throw refusal(PeopleMessage.alreadyRestricted);
    await restrictUploads(tx, user.id, reason, ctx.now);
  });
}

export function allowUploadsOf(ctx: PeopleContext, userId: number, reason: string) {
  return actOn(ctx, userId, 'user.unrestrict_uploads', reason, async (tx, user) => {
    if (user.uploadsRestrictedAt === null) throw refusal(PeopleMessage.notRestricted);
    await allowUploads(tx, user.id);
  });
}

/** When a suspension ends: after `days`, or at `until` (in the future, within ten years). */
function suspensionEnd(now: Date, input: { days?: number | undefined; until?: string | undefined }): Date {
  if (input.days !== undefined) return new Date(now.getTime() + input.days * DAY);
  const until = new Date(input.until!);
  const latest = now.getTime() + ADMIN_SUSPEND_DAYS_MAX * DAY;
  if (!(until.getTime() > now.getTime() && until.getTime() <= latest)) {
    throw new ValidationError({ until: [PeopleMessage.badUntil] });
  }
  return until;
}

/** Suspends her until a date (a later suspension replaces it); her sessions end in the same transaction. */
export function suspend(
  ctx: PeopleContext,
  userId: number,
  input: { days?: number | undefined; until?: string | undefined },
  reason: string,
) {
  const until = suspensionEnd(ctx.now, input);
  return actOn(ctx, userId, 'user.suspend', reason, async (tx, user) => {
    if (user.id === ctx.operator.id) throw refusal(PeopleMessage.notYourself);
    await suspendAccount(tx, user.id, until, reason);
    return { until: until.toISOString() };
  });
}

export function unsuspend(ctx: PeopleContext, userId: number, reason: string) {
  return actOn(ctx, userId, 'user.unsuspend', reason, async (tx, user) => {
    if (!isSuspended(user, ctx.now)) throw refusal(PeopleMessage.notSuspended);
    await liftSuspension(tx, user.id);
  });
}

/** Bans her until an operator lifts it; her sessions end in the same transaction. */
export function ban(ctx: PeopleContext, userId: number, reason: string) {
  return actOn(ctx, userId, 'user.ban', reason, async (tx, user) => {
    if (user.id === ctx.operator.id) throw refusal(PeopleMessage.notYourself);
    if (user.bannedAt !== null) throw refusal(PeopleMessage.alreadyBanned);
    await banAccount(tx, user.id, reason, ctx.now);
  });
}

export function unban(ctx: PeopleContext, userId: number, reason: string) {
  return actOn(ctx, userId, 'user.unban', reason, async (tx, user) => {
    if (user.bannedAt === null) throw refusal(PeopleMessage.notBanned);
    await liftBan(tx, user.id);
  });
}
