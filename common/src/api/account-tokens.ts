import { z } from 'zod';
import { BLANK_MESSAGE, REQUIRED_MESSAGE } from './messages';
import { EMAIL_MAX, isEmailAddress } from '../rules/email';
import { PASSWORD_MAX, PASSWORD_TOO_LONG } from '../rules/password';

/** Why a 6-character code is asked for (accounts §3): a password reset or a change of e-mail. */
export const TOKEN_REASONS = ['password', 'email'] as const;
export type TokenReason = (typeof TOKEN_REASONS)[number];

/** Reset and change-of-e-mail codes: 6 characters, A–Z and 0–9 (accounts §9, design/security.md). */
export const ACCOUNT_CODE_LENGTH = 6;

/** Texts of the account-token calls; the web app recognises some of them. */
export const AccountMessage = {
  /** `POST /api/activate/{id}/{token}/` with an expired token: `{"token": [this]}` (accounts §8). */
  tokenExpired: 'This token has expired.',
  /** Any other activation failure: `{"detail": this}`. */
  linkInvalid: 'This link is invalid.',
  activated: 'Your email address has been validated.',
  activationSent: 'Email sent! Check your mailbox.',
  /** `get_token`: the same answer whether or not the name exists. */
  codeSent: 'If this account exists, we have sent a code to its email address.',
  codeValid: 'The code is valid.',
  /** A wrong, expired, used or dead code, and any code for a name that does not exist: `{"code": [this]}`. */
  codeInvalid: 'This code is invalid or has expired.',
  passwordReset: 'Your password has been reset. Please log in with your new password.',
  sameEmail: 'This is already your email address.',
  /** `PATCH /api/users/{id}/` with `email`: the change goes through the code flow instead. */
  emailNeedsCode:
    'To change your email, use Change Email in your profile: we first send a code to your current address.',
} as const;

const NAME_MAX = 254;
const CODE_INPUT_MAX = 50;

const text = z.string({ error: (issue) => (issue.input === undefined ? REQUIRED_MESSAGE : 'Not a valid string.') });
const notAChoice = (issue: { input?: unknown }) =>
  issue.input === undefined ? REQUIRED_MESSAGE : `"${String(issue.input)}" is not a valid choice.`;
const reason = z.enum(TOKEN_REASONS, { error: notAChoice });
const fixedReason = (value: TokenReason) => z.literal(value, { error: notAChoice }).optional();
/** A username or an e-mail address. For reason `email` the signed-in user is meant and the name is not needed. */
const name = text.trim().max(NAME_MAX, `Ensure this field has no more than ${NAME_MAX} characters.`);
const code = text.max(CODE_INPUT_MAX, `Ensure this field has no more than ${CODE_INPUT_MAX} characters.`);

/** `POST /api/get_token/`: send a code by e-mail. */
export const tokenRequestInput = z.object({ name: name.optional(), reason });
export type TokenRequestInput = z.input<typeof tokenRequestInput>;

/** `POST /api/validate_token/`: is this code right (without using it)? */
export const tokenValidationInput = z.object({ code, name: name.optional(), reason });
export type TokenValidationInput = z.input<typeof tokenValidationInput>;

/** `POST /api/users/reset_password/`. */
export const passwordResetInput = z.object({
  name: name.min(1, BLANK_MESSAGE),
  code,
  password: text.min(1, BLANK_MESSAGE).max(PASSWORD_MAX, PASSWORD_TOO_LONG),
  reason: fixedReason('password'),
});
export type PasswordResetInput = z.input<typeof passwordResetInput>;

/** `POST /api/users/change_email/` (signed in). */
export const emailChangeInput = z.object({
  name: name.optional(),
  code,
  email: text
    .trim()
    .min(1, { error: BLANK_MESSAGE, abort: true })
    .max(EMAIL_MAX, `Ensure this field has no more than ${EMAIL_MAX} characters.`)
    .refine(isEmailAddress, 'Enter a valid email address.'),
  reason: fixedReason('email'),
});
export type EmailChangeInput = z.input<typeof emailChangeInput>;

/** A typed code as compared: spaces removed, upper case. */
export function normaliseAccountCode(typed: string): string {
  return typed.replace(/\s+/g, '').toUpperCase();
}
