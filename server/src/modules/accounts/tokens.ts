import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { ACCOUNT_CODE_LENGTH, normaliseEmail, type TokenReason } from '@playwords/common';

/** Activation links work for 3 days (design/security.md). */
export const ACTIVATION_TOKEN_SECONDS = 3 * 24 * 60 * 60;
/** Codes work for 10 minutes and die at the 5th wrong try (design/security.md). */
export const CODE_SECONDS = 10 * 60;
export const CODE_MAX_FAILURES = 5;

const CODE_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
const CODE_PATTERN = new RegExp(`^[A-Z0-9]{${ACCOUNT_CODE_LENGTH}}$`);
const TOKEN_PATTERN = /^([0-9a-z]{1,10})-([A-Za-z0-9_-]{43})$/;
/** A token issued a little "in the future" (clocks of two processes disagree) is still accepted. */
const CLOCK_SKEW_SECONDS = 60;

/** What an activation token is bound to: the account, its e-mail state and its password when the token was made. */
export interface ActivationState {
  id: number;
  email: string;
  emailToActivate: string | null;
  hasValidEmail: boolean;
  /**
   * The stored Argon2id string. Every new password gets a new random salt, so a reset (or any change of password)
   * kills every link sent before it, even one to the same password. Only an HMAC of it leaves the server.
   */
  passwordHash: string;
}

function activationSignature(secret: string, state: ActivationState, issuedAt: number): string {
  const bound = [
    'activate',
    state.id,
    normaliseEmail(state.email),
    state.emailToActivate === null ? null : normaliseEmail(state.emailToActivate),
    state.hasValidEmail,
    state.passwordHash,
    issuedAt,
  ];
  return createHmac('sha256', secret).update(JSON.stringify(bound)).digest('base64url');
}

/**
 * A signed activation token: `{issued at, base 36 seconds}-{HMAC-SHA256}`. Nothing is stored: the signature binds
 * the e-mail state and the password, so activating, any change of address and any new password make every earlier
 * token of the account fail.
 */
export function makeActivationToken(secret: string, state: ActivationState, now: Date): string {
  const issuedAt = Math.floor(now.getTime() / 1000);
  return `${issuedAt.toString(36)}-${activationSignature(secret, state, issuedAt)}`;
}

export type ActivationTokenCheck = 'valid' | 'expired' | 'invalid';

/** Checks a token against the account's state now; only a genuine token for this very state can be 'expired'. */
export function checkActivationToken(
  secret: string,
  state: ActivationState,
  token: string,
  now: Date,
): ActivationTokenCheck {
  const match = TOKEN_PATTERN.exec(token);
  if (!match) return 'invalid';
  const issuedAt = parseInt(match[1]!, 36);
  const expected = Buffer.from(activationSignature(secret, state, issuedAt));
  const given = Buffer.from(match[2]!);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'invalid';
  const age = now.getTime() / 1000 - issuedAt;
  if (age < -CLOCK_SKEW_SECONDS) return 'invalid';
  return age > ACTIVATION_TOKEN_SECONDS ? 'expired' : 'valid';
}

/** A new code: 6 characters over A–Z0–9 from the operating system's secure random source. */
export function generateCode(): string {
  return Array.from({ length: ACCOUNT_CODE_LENGTH }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');
}

/** Whether a (normalised) typed code could be a code at all. */
export function isCodeShaped(code: string): boolean {
  return CODE_PATTERN.test(code);
}

/**
 * What is stored of a code: HMAC-SHA256 under the server secret over the user, the purpose and the code. Keyed,
 * because 36^6 codes are few enough to try them all against a plain hash; bound, so a code for one user or one
 * purpose never matches another's.
 */
export function hashCode(secret: string, userId: number, purpose: TokenReason, code: string): string {
  return createHmac('sha256', secret)
    .update(JSON.stringify(['code', userId, purpose, code]))
    .digest('hex');
}

/** Compares two hex hashes in constant time. */
export function sameHash(a: string, b: string): boolean {
  const x = Buffer.from(a, 'hex');
  const y = Buffer.from(b, 'hex');
  return x.length === y.length && x.length > 0 && timingSafeEqual(x, y);
}
