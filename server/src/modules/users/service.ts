import {
  AccountMessage,
  checkUsername,
  normaliseEmail,
  normaliseUsername,
  OFFICIAL_USER_ID,
  PRODUCT_NAME,
  usernameKey,
  type FieldErrors,
  type Language,
} from '@playwords/common';
import type { Db } from '../../db/client';
import { ValidationError } from '../../platform/http-errors';
import { enforceLimits, type Counters, type RateLimit } from '../../platform/throttle';
import { checkNewPassword, hashPassword, UNUSABLE_PASSWORD, verifyPassword } from './passwords';
import { entitlementsOf } from './presenter';
import {
  ensureUserWithId,
  findUserByEmailKey,
  findUserById,
  findUserByUsernameKey,
  findUserByUsernameKeyOrSkeleton,
  insertUser,
  listUsersWithoutSkeleton,
  lockUserRow,
  setUsernameSkeleton,
  updateUser,
  updateUserPlan,
  type UserRow,
} from './repository';
import { usernameSkeleton } from './username-skeleton';
import { createSession } from './sessions';
import { loginRefusal } from './restrictions';

// The users module is the base of the others: it imports none of them. What another module must do when an
// account is created or signs in reaches it as a hook (accounts/service.ts composes the sign-up's).
export {
  countLiveSessions,
  createSession,
  endSession,
  endUserSessions,
  findSession,
  purgeExpiredSessions,
  trimSessions,
  type SessionAuth,
} from './sessions';
export { authorColumns, authorJoin, authorOf, authorTable, type Author } from './authors';
export {
  allowUploads,
  banAccount,
  isSuspended,
  liftBan,
  liftSuspension,
  loginRefusal,
  restrictUploads,
  suspendAccount,
} from './restrictions';
export { findAccountsByIds, liveSessionsOf, searchAccountsByName } from './people-lookup';
export { entitlementsOf, usersFragment } from './presenter';
export { countActivations, countSignUps } from './stats';
export type { UserRow };

/** design/security.md: after 10 failures in 15 minutes the account waits. */
export const LOGIN_FAILURES_PER_ACCOUNT: RateLimit = { limit: 10, windowSeconds: 15 * 60 };
/** Per client address: higher, because a whole school can share one address (docs/decisions.md). */
export const LOGIN_FAILURES_PER_ADDRESS: RateLimit = { limit: 50, windowSeconds: 15 * 60 };
/** New accounts per client address. */
export const SIGNUPS_PER_ADDRESS: RateLimit = { limit: 30, windowSeconds: 60 * 60 };

export const BAD_CREDENTIALS = 'Unable to log in with provided credentials.';
export const DUPLICATE_USERNAME = 'A user with that username already exists.';
export const DUPLICATE_EMAIL = 'A user with that email already exists.';

export interface NewAccount {
  username: string;
  password: string;
  email: string;
  displayName?: string;
  acceptedTerms?: boolean;
  superuser?: boolean;
  verified?: boolean;
  /** Her interface language (English unless she signed up reading Chinese). */
  language?: Language | undefined;
}

function isUniqueViolation(error: unknown): boolean {
  for (let e = error as { code?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (e.code === '23505') return true;
  }
  return false;
}

/** Sign-up's duplicate errors: a name that is taken or looks like one that is (`аdmin`, `ADMİN` beside `admin`). */
async function duplicateErrors(db: Db, username: string, email: string): Promise<FieldErrors> {
  const errors: FieldErrors = {};
  if (await findUserByUsernameKeyOrSkeleton(db, usernameKey(username), usernameSkeleton(username))) {
    errors.username = [DUPLICATE_USERNAME];
  }
  if (await findUserByEmailKey(db, normaliseEmail(email))) errors.email = [DUPLICATE_EMAIL];
  return errors;
}

/**
 * Runs in the transaction that creates an account, with the new row: what must happen with the account or not at
 * all (the official pictures as her favourites, the activation e-mail; accounts/service.ts `onAccountCreated`).
 */
export type AfterSignUp = (tx: Db, user: UserRow, now: Date) => Promise<void>;

/** Creates an account after checking every rule; bad input throws field errors and creates nothing. */
export async function createAccount(
  db: Db,
  account: NewAccount,
  now: Date,
  afterInsert?: AfterSignUp,
): Promise<UserRow> {
  const username = normaliseUsername(account.username);
  const errors: FieldErrors = {};
  const usernameProblems = checkUsername(username);
  if (usernameProblems.length > 0) errors.username = usernameProblems;
  const passwordProblems = checkNewPassword(account.password, username);
  if (passwordProblems.length > 0) errors.password = passwordProblems;
  if (Object.keys(errors).length === 0) Object.assign(errors, await duplicateErrors(db, username, account.email));
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);

  const passwordHash = await hashPassword(account.password);
  try {
    return await db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      const user = await insertUser(tx, {
        username,
        usernameKey: usernameKey(username),
        usernameSkeleton: usernameSkeleton(username),
        email: account.email.trim(),
        emailKey: normaliseEmail(account.email),
        displayName: account.displayName?.trim() ?? '',
        passwordHash,
        isSuperuser: account.superuser ?? false,
        hasValidEmail: account.verified ?? false,
        emailVerifiedAt: account.verified ? now : null,
        acceptedTermsAt: account.acceptedTerms ? now : null,
        dateJoined: now,
        language: account.language ?? 'en',
      });
      if (afterInsert) await afterInsert(tx, user, now);
      return user;
    });
  } catch (error) {
    // Two sign-ups racing for one name (or two look-alikes): a unique index decides, the loser gets the usual message.
    if (isUniqueViolation(error)) throw new ValidationError(await duplicateErrors(db, username, account.email));
    throw error;
  }
}

/** Sign-up from the web: the account rules plus a per-address limit on new accounts. */
export async function signUp(
  db: Db,
  counters: Counters,
  account: NewAccount,
  clientIp: string,
  now: Date,
  afterInsert?: AfterSignUp,
): Promise<UserRow> {
  await enforceLimits(counters, [{ key: `signup:ip:${clientIp}`, rule: SIGNUPS_PER_ADDRESS }], now);
  try {
    return await createAccount(db, { ...account, acceptedTerms: true }, now, afterInsert);
  } catch (error) {
    // Only accounts actually created count against the address. A count the store could not take back only makes
    // the limit stricter for its window; the answer stays the refusal itself.
    await counters.unhit(`signup:ip:${clientIp}`).catch(() => undefined);
    throw error;
  }
}

export interface LoginRequest {
  username: string;
  password: string;
  remember: boolean;
  clientIp: string;
  /** Where a suspended or banned teacher is told to appeal (SUPPORT_EMAIL). */
  supportEmail: string;
}

/** Brings a user's row up to date at `now` before a session is made (the licences module's plan refresh). */
export type RefreshUser = (db: Db, user: UserRow, now: Date) => Promise<UserRow>;

/**
 * Checks credentials and starts a session. Each attempt is counted before the password is checked, so
 * parallel guesses cannot slip past the limit and a locked account is refused even with the right password;
 * a success takes its count back. Unknown names answer exactly like wrong passwords. The device limit comes from
 * the plan as `refreshUser` finds it now, not as it was cached when a licence last changed.
 */
export async function logIn(
  db: Db,
  counters: Counters,
  request: LoginRequest,
  now: Date,
  refreshUser: RefreshUser,
): Promise<{ user: UserRow; token: string }> {
  const accountKey = `login:user:${usernameKey(request.username)}`;
  const addressKey = `login:ip:${request.clientIp}`;
  await enforceLimits(
    counters,
    [
      { key: accountKey, rule: LOGIN_FAILURES_PER_ACCOUNT },
      { key: addressKey, rule: LOGIN_FAILURES_PER_ADDRESS },
    ],
    now,
  );

  // The exact key (NFKC, lower case), not the skeleton: a name typed as it was chosen always finds its account, and
  // an older look-alike kept from before skeletons (docs/decisions.md) stays reachable under its own name.
  const user = await findUserByUsernameKey(db, usernameKey(request.username));
  const ok = await verifyPassword(user?.isActive ? user.passwordHash : null, request.password);
  if (!user || !ok) throw new ValidationError({ username: [BAD_CREDENTIALS] });

  await counters.reset(accountKey);
  await counters.unhit(addressKey);
  // Only once the password is right: a stranger learns nothing of a suspension or a ban, she learns why.
  const refusal = loginRefusal(user, now, request.supportEmail);
  if (refusal) throw new ValidationError({ non_field_errors: [refusal] });
  const fresh = await refreshUser(db, user, now);
  const { token } = await createSession(db, {
    userId: fresh.id,
    remember: request.remember,
    maxSessions: entitlementsOf(fresh).max_sessions_allowed,
    now,
  });
  return { user: fresh, token };
}

/** The account with this username (compared as logins compare it), if any. */
export function findAccountByUsername(db: Db, username: string): Promise<UserRow | undefined> {
  return findUserByUsernameKey(db, usernameKey(username));
}

/**
 * Runs in the transaction that corrects an unvalidated address, with the updated row (app.ts hands the accounts
 * module's activation resend here): a new activation link to the new address, or no change at all.
 */
export type AfterEmailCorrected = (tx: Db, user: UserRow, now: Date, clientIp: string) => Promise<void>;

/**
 * `PATCH /api/users/{id}/` with a new `email` while her address is not validated yet (a typo at sign-up): the
 * address (already checked by `signupInput`'s rule) replaces hers, a pending change is dropped and `afterChange`
 * sends the activation link to it. A validated address still goes through the code flow (docs/decisions.md).
 */
export async function correctUnvalidatedEmail(
  db: Db,
  user: UserRow,
  email: string,
  now: Date,
  clientIp: string,
  afterChange?: AfterEmailCorrected,
): Promise<UserRow> {
  const address = email.trim();
  const taken = () => new ValidationError({ email: [DUPLICATE_EMAIL] });
  if (user.hasValidEmail) throw new ValidationError({ email: [AccountMessage.emailNeedsCode] });
  if (await isEmailTaken(db, address, user.id)) throw taken();
  try {
    return await db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      const locked = await lockUserRow(tx, user.id);
      // Validated meanwhile (the link clicked in another tab): from now on only the code flow changes it.
      if (!locked || locked.hasValidEmail) throw new ValidationError({ email: [AccountMessage.emailNeedsCode] });
      const updated = await updateUser(tx, user.id, {
        email: address,
        emailKey: normaliseEmail(address),
        emailToActivate: null,
      });
      if (afterChange) await afterChange(tx, updated, now, clientIp);
      return updated;
    });
  } catch (error) {
    // Two accounts racing for one address: the unique index decides.
    if (isUniqueViolation(error)) throw taken();
    throw error;
  }
}

export interface ProfileChanges {
  display_name?: string | undefined;
  always_save_wordlist_across_devices?: boolean | undefined;
  language?: Language | undefined;
}

/** Applies a user's own profile edits; an empty edit changes nothing. */
export async function updateProfile(db: Db, user: UserRow, changes: ProfileChanges): Promise<UserRow> {
  const values: Partial<UserRow> = {};
  if (changes.display_name !== undefined) values.displayName = changes.display_name;
  if (changes.always_save_wordlist_across_devices !== undefined) {
    values.alwaysSaveWordlistAcrossDevices = changes.always_save_wordlist_across_devices;
  }
  if (changes.language !== undefined) values.language = changes.language;
  if (Object.keys(values).length === 0) return user;
  return updateUser(db, user.id, values);
}

/** The official account (id 21) that owns the seeded content; it cannot log in. */
export async function ensureOfficialAccount(db: Db, now: Date): Promise<void> {
  await ensureUserWithId(db, {
    id: OFFICIAL_USER_ID,
    username: PRODUCT_NAME,
    usernameKey: usernameKey(PRODUCT_NAME),
    usernameSkeleton: usernameSkeleton(PRODUCT_NAME),
    email: 'official@playwords.invalid',
    emailKey: 'official@playwords.invalid',
    displayName: PRODUCT_NAME,
    passwordHash: UNUSABLE_PASSWORD,
    hasValidEmail: true,
    dateJoined: now,
  });
}

/**
 * Gives every account written before usernames had a skeleton its skeleton (at every start; nothing to do after the
 * first). Oldest first, so when two existing names look alike the older keeps the skeleton and the younger keeps
 * none: it keeps its name and still logs in (login compares the exact key), and any new look-alike of either is
 * refused. Answers how many rows stayed without one.
 */
export async function fillUsernameSkeletons(db: Db): Promise<number> {
  let left = 0;
  for (const row of await listUsersWithoutSkeleton(db)) {
    let done: boolean;
    try {
      done = await setUsernameSkeleton(db, row.id, usernameSkeleton(row.username));
    } catch (error) {
      // Another process gave a look-alike its skeleton between our check and our write.
      if (!isUniqueViolation(error)) throw error;
      done = false;
    }
    if (!done) left += 1;
  }
  return left;
}

/**
 * The account a person names in a form (a reset): her username, else her e-mail address. Accounts that cannot
 * log in (deactivated, the official one) are not found, so they are answered like names that do not exist.
 */
export async function findAccountByName(db: Db, name: string): Promise<UserRow | undefined> {
  const typed = name.trim();
  if (typed === '') return undefined;
  let user = await findUserByUsernameKey(db, usernameKey(typed));
  if (!user && typed.includes('@')) user = await findUserByEmailKey(db, normaliseEmail(typed));
  return user && user.isActive && user.passwordHash !== UNUSABLE_PASSWORD ? user : undefined;
}

/** The account with this id, if any. */
export function findAccountById(db: Db, id: number): Promise<UserRow | undefined> {
  return findUserById(db, id);
}

/**
 * Reads an account and locks its row until the transaction ends: activation checks and changes run under it, and
 * every change to a user's licences takes it first, as creating a session does, so two requests never rearrange
 * one schedule at once.
 */
export function lockAccount(tx: Db, id: number): Promise<UserRow | undefined> {
  return lockUserRow(tx, id);
}

/** Every rule a new password for this user breaks (the sign-up rules); empty when it is fine. */
export function newPasswordProblems(user: UserRow, password: string): string[] {
  return checkNewPassword(password, user.username);
}

/** The stored form of a new password (Argon2id); slow, so hash before opening a transaction. */
export function hashNewPassword(password: string): Promise<string> {
  return hashPassword(password);
}

/** Replaces a user's password hash (the caller ends her sessions in the same transaction). */
export async function setPasswordHash(db: Db, userId: number, passwordHash: string): Promise<void> {
  await updateUser(db, userId, { passwordHash });
}

/** Whether another account already has this address (as its address; pending changes do not count). */
export async function isEmailTaken(db: Db, email: string, exceptUserId: number): Promise<boolean> {
  const owner = await findUserByEmailKey(db, normaliseEmail(email));
  return owner !== undefined && owner.id !== exceptUserId;
}

/** Records the address a user is changing to; it becomes her address once validated (`confirmEmail`). */
export function setEmailToActivate(db: Db, userId: number, email: string): Promise<UserRow> {
  return updateUser(db, userId, { emailToActivate: email.trim() });
}

/**
 * Marks a user's address as validated; during a change of e-mail the pending address becomes her address.
 * Answers null, changing nothing, when another account took that address meanwhile.
 */
export async function confirmEmail(db: Db, user: UserRow, now: Date): Promise<UserRow | null> {
  const pending = user.emailToActivate;
  if (pending !== null && (await isEmailTaken(db, pending, user.id))) return null;
  try {
    return await updateUser(db, user.id, {
      hasValidEmail: true,
      // The first validation is her activation (the console's Numbers); a later change of e-mail keeps it.
      emailVerifiedAt: user.emailVerifiedAt ?? now,
      emailToActivate: null,
      ...(pending !== null ? { email: pending, emailKey: normaliseEmail(pending) } : {}),
    });
  } catch (error) {
    if (isUniqueViolation(error)) return null;
    throw error;
  }
}

/** The plan cache and trial flags on a user's row, written by the licences module with every licence change. */
export type PlanCacheValues = Partial<
  Pick<UserRow, 'planType' | 'planValidUntil' | 'usedProPlanTrial' | 'usedPremiumPlanTrial'>
>;

/** Writes the plan cache (and any trial flags); answers the row. */
export function writePlanCache(db: Db, userId: number, values: PlanCacheValues): Promise<UserRow> {
  return updateUserPlan(db, userId, values);
}
