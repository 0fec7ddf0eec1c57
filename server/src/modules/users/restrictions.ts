// What an operator may do to an account (the terms: restrict upload privileges, suspend or ban), and the rules
// that follow from it: a suspended or banned teacher cannot log in and is told why and where appeals go, and
// her sessions end in the same transaction as the suspension or ban (the session reader refuses them too).
import { loginBannedText, loginSuspendedText } from '@playwords/common';
import type { Db } from '../../db/client';
import { endUserSessions } from './sessions';
import { updateUser, type UserRow } from './repository';

type Restrictable = Pick<UserRow, 'suspendedUntil' | 'suspendedReason' | 'bannedAt' | 'bannedReason'>;

/** Whether she is suspended at `now` (a suspension whose date has passed is over by itself). */
export function isSuspended(user: Pick<UserRow, 'suspendedUntil'>, now: Date): boolean {
  return user.suspendedUntil !== null && user.suspendedUntil.getTime() > now.getTime();
}

/** Why she may not log in at `now` (the text she is shown), or null when she may. A ban says so first. */
export function loginRefusal(user: Restrictable, now: Date, supportEmail: string): string | null {
  if (user.bannedAt !== null) return loginBannedText(user.bannedReason, supportEmail);
  if (isSuspended(user, now)) return loginSuspendedText(user.suspendedUntil!, user.suspendedReason, supportEmail);
  return null;
}

/** Turns her uploads off, with the reason she is told when she tries. */
export function restrictUploads(tx: Db, userId: number, reason: string, now: Date): Promise<UserRow> {
  return updateUser(tx, userId, { uploadsRestrictedAt: now, uploadsRestrictedReason: reason });
}

export function allowUploads(tx: Db, userId: number): Promise<UserRow> {
  return updateUser(tx, userId, { uploadsRestrictedAt: null, uploadsRestrictedReason: null });
}

/** Suspends her until `until` and ends every session of hers (give it the action's transaction). */
export async function suspendAccount(tx: Db, userId: number, until: Date, reason: string): Promise<UserRow> {
  const user = await updateUser(tx, userId, { suspendedUntil: until, suspendedReason: reason });
  await endUserSessions(tx, userId);
  return user;
}

export function liftSuspension(tx: Db, userId: number): Promise<UserRow> {
  return updateUser(tx, userId, { suspendedUntil: null, suspendedReason: null });
}

/** Bans her until an operator lifts it and ends every session of hers (give it the action's transaction). */
export async function banAccount(tx: Db, userId: number, reason: string, now: Date): Promise<UserRow> {
  const user = await updateUser(tx, userId, { bannedAt: now, bannedReason: reason });
  await endUserSessions(tx, userId);
  return user;
}

export function liftBan(tx: Db, userId: number): Promise<UserRow> {
  return updateUser(tx, userId, { bannedAt: null, bannedReason: null });
}
