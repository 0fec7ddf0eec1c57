import {
  AccountMessage,
  BLANK_MESSAGE,
  normaliseAccountCode,
  normaliseEmail,
  OFFICIAL_USER_ID,
  PRODUCT_NAME,
  REQUIRED_MESSAGE,
  usernameKey,
  type TokenReason,
} from '@playwords/common';
import type { Db } from '../../db/client';
import { HttpError, notAuthenticated, ValidationError } from '../../platform/http-errors';
import { queueMail } from '../../platform/mail';
import { enforceLimits, type Counters, type RateLimit } from '../../platform/throttle';
import { favouriteOfficialLibrary } from '../images/service';
import {
  confirmEmail,
  DUPLICATE_EMAIL,
  endUserSessions,
  findAccountById,
  findAccountByName,
  hashNewPassword,
  isEmailTaken,
  lockAccount,
  newPasswordProblems,
  setEmailToActivate,
  setPasswordHash,
  type AfterEmailCorrected,
  type AfterSignUp,
  type UserRow,
} from '../users/service';
import { activationMail, codeMail, emailChangeNotice } from './mails';
import { consumeCode, countTry, inSavepoint, purgeDeadCodes, replaceCode, takeBackTry } from './repository';
import {
  checkActivationToken,
  CODE_SECONDS,
  generateCode,
  hashCode,
  isCodeShaped,
  makeActivationToken,
  sameHash,
} from './tokens';

/** E-mails sent (codes, activation links) per name or account, and per client address. */
export const MAILS_PER_NAME: RateLimit = { limit: 5, windowSeconds: 60 * 60 };
export const MAILS_PER_ADDRESS: RateLimit = { limit: 30, windowSeconds: 60 * 60 };
/** Code and activation-link checks per name or account, and per client address (every check counts). */
export const CHECKS_PER_NAME: RateLimit = { limit: 20, windowSeconds: 15 * 60 };
export const CHECKS_PER_ADDRESS: RateLimit = { limit: 100, windowSeconds: 15 * 60 };

/** What every account flow needs: the database, the counters, the time, the server secret and where links point. */
export interface AccountsContext {
  db: Db;
  counters: Counters;
  now: Date;
  secret: string;
  /** `PUBLIC_URL`: links are built from it, never from the request's Host header. */
  publicUrl: string;
  clientIp: string;
}

const linkInvalid = () => new HttpError(400, { detail: AccountMessage.linkInvalid });
const tokenExpired = () => new ValidationError({ token: [AccountMessage.tokenExpired] });
const codeInvalid = () => new ValidationError({ code: [AccountMessage.codeInvalid] });

/** Where an account's activation link goes: the address being changed to, else her unvalidated address. */
function activationTarget(user: UserRow): { to: string; change: boolean } | null {
  if (user.emailToActivate !== null) return { to: user.emailToActivate, change: true };
  if (!user.hasValidEmail) return { to: user.email, change: false };
  return null;
}

async function queueActivationMail(tx: Db, user: UserRow, secret: string, publicUrl: string, now: Date) {
  const target = activationTarget(user);
  if (!target) return;
  const link = `${publicUrl}/activate/${user.id}/${makeActivationToken(secret, user, now)}`;
  await queueMail(tx, activationMail(user, target.to, link, target.change), now);
}

/**
 * What happens in the transaction that creates any account (sign-up, the admin command line, tests): games draw
 * from favourites, so she starts with the whole official library; with `activation`, the activation e-mail is
 * written too.
 */
export function onAccountCreated(activation?: { secret: string; publicUrl: string }): AfterSignUp {
  return async (tx, user, now) => {
    await favouriteOfficialLibrary(tx, user.id, now);
    if (activation) await queueActivationMail(tx, user, activation.secret, activation.publicUrl, now);
  };
}

/**
 * The limits one call counts against: those of a name (or account) and of the client address, for e-mails sent
 * or for codes and links checked. Routes whose every call counts declare them (`limits` of platform/route.ts).
 */
export function accountLimits(kind: 'mail' | 'check', subject: string, clientIp: string) {
  const [perName, perAddress] =
    kind === 'mail' ? [MAILS_PER_NAME, MAILS_PER_ADDRESS] : [CHECKS_PER_NAME, CHECKS_PER_ADDRESS];
  return [
    { key: `${kind}:${subject}`, rule: perName },
    { key: `${kind}:ip:${clientIp}`, rule: perAddress },
  ];
}

/** Counts one call against the limits of `accountLimits`; 429 past either. */
function throttle(ctx: AccountsContext, kind: 'mail' | 'check', subject: string): Promise<void> {
  return enforceLimits(ctx.counters, accountLimits(kind, subject, ctx.clientIp), ctx.now);
}

function parseUserId(text: string): number | null {
  return /^[1-9]\d{0,9}$/.test(text) && Number(text) <= 2_147_483_647 ? Number(text) : null;
}

/**
 * `POST /api/activate/{id}/{token}/`: validates the account's address (during a change of e-mail the new one
 * becomes her address). Checked and changed under the account's row lock, so a token works once even when
 * clicked twice at the same moment. An expired genuine token → `{"token": [...]}`; anything else → `{detail}`.
 */
export async function activate(ctx: AccountsContext, idText: string, token: string): Promise<void> {
  const id = parseUserId(idText);
  if (id === null) throw linkInvalid();
  await ctx.db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const user = await lockAccount(tx, id);
    if (!user || !user.isActive || activationTarget(user) === null) throw linkInvalid();
    const check = checkActivationToken(ctx.secret, user, token, ctx.now);
    if (check === 'expired') throw tokenExpired();
    if (check !== 'valid') throw linkInvalid();
    // Someone else took the new address meanwhile: this link can no longer do what it says.
    if ((await confirmEmail(tx, user, ctx.now)) === null) throw linkInvalid();
  });
}

/** Sends the activation e-mail again to the account of a link; the same answer for any id (it counts nothing). */
export async function resendActivationById(ctx: Omit<AccountsContext, 'counters'>, idText: string): Promise<void> {
  const id = parseUserId(idText);
  const user = id === null ? undefined : await findAccountById(ctx.db, id);
  if (user?.isActive) await queueActivationMail(ctx.db, user, ctx.secret, ctx.publicUrl, ctx.now);
}

/** Sends the activation e-mail again to the signed-in user (the reminder page). */
export async function resendActivationFor(ctx: AccountsContext, user: UserRow): Promise<void> {
  await throttle(ctx, 'mail', `user:${user.id}`);
  await queueActivationMail(ctx.db, user, ctx.secret, ctx.publicUrl, ctx.now);
}

/**
 * The hook for a corrected unvalidated address: the resend above, in the transaction of the correction (its counts
 * too, on the database store: they roll back with a correction that fails).
 */
export function activationOnEmailCorrection(
  counters: Counters,
  secret: string,
  publicUrl: string,
): AfterEmailCorrected {
  return (tx, user, now, clientIp) =>
    resendActivationFor({ db: tx, counters: counters.inTransaction(tx), now, secret, publicUrl, clientIp }, user);
}

/**
 * Who a code call is about. Reason `email`: the signed-in user (403 otherwise), whatever name is sent. Reason
 * `password`: the account the name names, if any. The throttle key is the name as typed, not the account, so
 * counts never tell that a username and an address belong to one account.
 */
function subjectOf(
  reason: TokenReason,
  name: string | undefined,
  signedIn: UserRow | null,
): { key: string; find: (db: Db) => Promise<UserRow | undefined> } {
  if (reason === 'email') {
    if (!signedIn) throw notAuthenticated();
    return { key: `user:${signedIn.id}`, find: async () => signedIn };
  }
  if (name === undefined) throw new ValidationError({ name: [REQUIRED_MESSAGE] });
  if (name === '') throw new ValidationError({ name: [BLANK_MESSAGE] });
  return { key: `name:${usernameKey(name)}`, find: (db) => findAccountByName(db, name) };
}

/** Whom an unknown name's code is written for and rolled back: an account that exists and never gets codes. */
const NOBODY = {
  id: OFFICIAL_USER_ID,
  username: PRODUCT_NAME,
  displayName: '',
  email: 'nobody@playwords.invalid',
  language: 'en' as const,
};

/**
 * `POST /api/get_token/`: e-mails a new code to the account's current address (an earlier live code of the
 * same purpose dies). Unknown names get the same answer and nothing is sent.
 */
export async function requestCode(
  ctx: AccountsContext,
  input: { name?: string | undefined; reason: TokenReason },
  signedIn: UserRow | null,
): Promise<void> {
  const subject = subjectOf(input.reason, input.name, signedIn);
  const code = generateCode();
  const expiresAt = new Date(ctx.now.getTime() + CODE_SECONDS * 1000);
  // One transaction, the same for every name, so the answer's timing does not tell whether an account exists: the
  // throttle's counts, the look-up, and a code and its e-mail written in a savepoint, which an unknown name writes
  // for nobody (the official account, which never gets codes) and rolls back. Both then commit the counts.
  await ctx.db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    await throttle({ ...ctx, db: tx, counters: ctx.counters.inTransaction(tx) }, 'mail', subject.key);
    const user = await subject.find(tx);
    const target = user ?? NOBODY;
    await inSavepoint(tx, user !== undefined, async () => {
      const codeHash = hashCode(ctx.secret, target.id, input.reason, code);
      await replaceCode(tx, { userId: target.id, purpose: input.reason, codeHash, now: ctx.now, expiresAt });
      await queueMail(tx, codeMail(target, target.email, code, input.reason, expiresAt), ctx.now);
    });
  });
}

/**
 * Tries a typed code against the user's live code of this purpose. Answers the code's id when it is right (its
 * try still counted: the caller takes it back or uses the code up), null otherwise.
 */
async function tryCode(
  ctx: AccountsContext,
  user: UserRow | undefined,
  purpose: TokenReason,
  typed: string,
): Promise<number | null> {
  const code = normaliseAccountCode(typed);
  if (!user || !isCodeShaped(code)) return null;
  const live = await countTry(ctx.db, user.id, purpose, ctx.now);
  if (!live) return null;
  return sameHash(live.codeHash, hashCode(ctx.secret, user.id, purpose, code)) ? live.id : null;
}

/** `POST /api/validate_token/`: whether a code is right, without using it. Unknown names: invalid, the same. */
export async function validateCode(
  ctx: AccountsContext,
  input: { code: string; name?: string | undefined; reason: TokenReason },
  signedIn: UserRow | null,
): Promise<void> {
  const subject = subjectOf(input.reason, input.name, signedIn);
  await throttle(ctx, 'check', subject.key);
  const codeId = await tryCode(ctx, await subject.find(ctx.db), input.reason, input.code);
  if (codeId === null) throw codeInvalid();
  await takeBackTry(ctx.db, codeId);
}

/**
 * `POST /api/users/reset_password/`: with a right code, sets the new password (the sign-up rules) and ends
 * every session of the user, in one transaction. A password that breaks a rule leaves the code usable. Answers
 * the user's id.
 */
export async function resetPassword(
  ctx: AccountsContext,
  input: { name: string; code: string; password: string },
): Promise<number> {
  const subject = subjectOf('password', input.name, null);
  await throttle(ctx, 'check', subject.key);
  const user = await subject.find(ctx.db);
  const codeId = await tryCode(ctx, user, 'password', input.code);
  if (!user || codeId === null) throw codeInvalid();
  const problems = newPasswordProblems(user, input.password);
  if (problems.length > 0) {
    await takeBackTry(ctx.db, codeId);
    throw new ValidationError({ password: problems });
  }
  const passwordHash = await hashNewPassword(input.password);
  await ctx.db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    if (!(await consumeCode(tx, codeId, ctx.now))) throw codeInvalid();
    await setPasswordHash(tx, user.id, passwordHash);
    await endUserSessions(tx, user.id);
  });
  return user.id;
}

/**
 * `POST /api/users/change_email/` (signed in): with a right code, records the new address as `email_to_activate`,
 * sends it a validation link and tells the old address, in one transaction. The code is checked before the
 * address, so without it nobody learns whether an address is taken; a rejected address leaves the code usable.
 */
export async function changeEmail(
  ctx: AccountsContext,
  signedIn: UserRow,
  input: { code: string; email: string },
): Promise<UserRow> {
  await throttle(ctx, 'check', `user:${signedIn.id}`);
  const codeId = await tryCode(ctx, signedIn, 'email', input.code);
  if (codeId === null) throw codeInvalid();
  const email = input.email.trim();
  let problem: string | null = null;
  if (normaliseEmail(email) === normaliseEmail(signedIn.email)) problem = AccountMessage.sameEmail;
  else if (await isEmailTaken(ctx.db, email, signedIn.id)) problem = DUPLICATE_EMAIL;
  if (problem) {
    await takeBackTry(ctx.db, codeId);
    throw new ValidationError({ email: [problem] });
  }
  return ctx.db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    if (!(await consumeCode(tx, codeId, ctx.now))) throw codeInvalid();
    await lockAccount(tx, signedIn.id);
    const user = await setEmailToActivate(tx, signedIn.id, email);
    await queueActivationMail(tx, user, ctx.secret, ctx.publicUrl, ctx.now);
    await queueMail(tx, emailChangeNotice(user, user.email, email, `${ctx.publicUrl}/reset-password`), ctx.now);
    return user;
  });
}

/** A day after they stop working, codes are deleted (the cleanup job): nobody can use them, support needs a day. */
export function purgeDeadAccountCodes(db: Db, now: Date): Promise<number> {
  return purgeDeadCodes(db, new Date(now.getTime() - 86_400_000));
}
