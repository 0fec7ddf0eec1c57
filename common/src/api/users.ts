import { z } from 'zod';
import { formBoolean } from './form-values';
import { BLANK_MESSAGE, REQUIRED_MESSAGE, tooLongMessage } from './messages';
import { EMAIL_MAX, isEmailAddress } from '../rules/email';
import { PASSWORD_MAX, PASSWORD_TOO_LONG } from '../rules/password';
import type { PlanType } from '../rules/entitlements';
import { LANGUAGES, type Language } from '../i18n/languages';

/** The interface language a teacher chose: her pages, games and e-mails use it. */
export const languageField = z.enum(LANGUAGES, { error: 'Choose English or 中文.' });

export const DISPLAY_NAME_MAX = 50;
/**
 * The longest name accepted in a login or sign-up form before any work: well above the 30 characters a username
 * may have (the rules in rules/username.ts say why a shorter one is refused), and short enough to cost nothing.
 */
export const TYPED_USERNAME_MAX = 150;

const requiredString = z.string({
  error: (issue) => (issue.input === undefined ? REQUIRED_MESSAGE : 'Not a valid string.'),
});

/** `POST /api/users/` (sign-up; a form). Username and password rules are checked by the users service. */
export const signupInput = z.object({
  username: requiredString.min(1, BLANK_MESSAGE).max(TYPED_USERNAME_MAX, tooLongMessage(TYPED_USERNAME_MAX)),
  password: requiredString.min(1, BLANK_MESSAGE).max(PASSWORD_MAX, PASSWORD_TOO_LONG),
  email: requiredString
    .trim()
    .min(1, BLANK_MESSAGE)
    .max(EMAIL_MAX, `Ensure this field has no more than ${EMAIL_MAX} characters.`)
    .refine(isEmailAddress, 'Enter a valid email address.'),
  display_name: z
    .string()
    .trim()
    .max(DISPLAY_NAME_MAX, `Ensure this field has no more than ${DISPLAY_NAME_MAX} characters.`)
    .optional()
    .default(''),
  accepted_terms_and_conditions: z
    .preprocess((v) => (v === undefined ? false : v), formBoolean)
    .refine((v) => v, 'You must accept the terms and conditions.'),
  /** The language she was reading when she signed up: her account's language, and her activation mail's. */
  language: languageField.optional(),
});
export type SignupInput = z.input<typeof signupInput>;

/** `POST /api/users/login/`. */
export const loginInput = z.object({
  username: requiredString.min(1, BLANK_MESSAGE).max(TYPED_USERNAME_MAX, tooLongMessage(TYPED_USERNAME_MAX)),
  password: requiredString.min(1, BLANK_MESSAGE).max(PASSWORD_MAX, tooLongMessage(PASSWORD_MAX)),
  remember: z.preprocess((v) => (v === undefined ? false : v), formBoolean),
});
export type LoginInput = z.input<typeof loginInput>;

/** `PATCH /api/users/{id}/`: the fields a user may change on herself (others are dropped). */
export const userPatchInput = z.object({
  display_name: z
    .string({ error: 'Not a valid string.' })
    .trim()
    .min(1, BLANK_MESSAGE)
    .max(DISPLAY_NAME_MAX, `Ensure this field has no more than ${DISPLAY_NAME_MAX} characters.`)
    .optional(),
  always_save_wordlist_across_devices: formBoolean.optional(),
  language: languageField.optional(),
});
export type UserPatchInput = z.input<typeof userPatchInput>;

/** The user object of `GET /api/users/me/` and login (api-contract.md § Users); every field is listed below. */
export interface UserDto {
  id: number;
  username: string;
  display_name: string;
  email: string;
  has_valid_email: boolean;
  email_to_activate: string | null;
  date_joined: string;
  is_superuser: boolean;
  max_sessions_allowed: number;
  always_save_wordlist_across_devices: boolean;
  has_active_plan: boolean;
  current_plan_type: PlanType | null;
  used_pro_plan_trial: boolean;
  used_premium_plan_trial: boolean;
  selected_wordlist: number | null;
  favourite_wordlists: number[];
  favourite_characters: number[];
  favourite_monsters: number[];
  favourite_backgrounds: number[];
  favourite_projectiles: number[];
  voted_posts: Record<string, { vote: boolean }>;
  /** Her interface language, which her e-mails use too. */
  language: Language;
}

/** Every field of the user object, in the contract's order (the server checks its fragments cover them all). */
export const USER_OBJECT_FIELDS = [
  'id',
  'username',
  'display_name',
  'email',
  'has_valid_email',
  'email_to_activate',
  'date_joined',
  'is_superuser',
  'max_sessions_allowed',
  'always_save_wordlist_across_devices',
  'has_active_plan',
  'current_plan_type',
  'used_pro_plan_trial',
  'used_premium_plan_trial',
  'selected_wordlist',
  'favourite_wordlists',
  'favourite_characters',
  'favourite_monsters',
  'favourite_backgrounds',
  'favourite_projectiles',
  'voted_posts',
  'language',
] as const satisfies readonly (keyof UserDto)[];

// A field added to UserDto but not to the list above fails to compile here.
type MissingUserFields = Exclude<keyof UserDto, (typeof USER_OBJECT_FIELDS)[number]>;
const everyUserField: [MissingUserFields] extends [never] ? true : MissingUserFields = true;
void everyUserField;
