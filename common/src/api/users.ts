import { z } from 'zod';
import { formBoolean } from './form-values';
import { BLANK_MESSAGE, REQUIRED_MESSAGE } from './messages';
import { EMAIL_MAX, isEmailAddress } from '../rules/email';
import type { PlanType } from '../rules/entitlements';

export const DISPLAY_NAME_MAX = 50;

const requiredString = z.string({
  error: (issue) => (issue.input === undefined ? REQUIRED_MESSAGE : 'Not a valid string.'),
});

/** `POST /api/users/` (sign-up; a form). Username and password rules are checked by the users service. */
export const signupInput = z.object({
  username: requiredString.min(1, BLANK_MESSAGE),
  password: requiredString.min(1, BLANK_MESSAGE),
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
});
export type SignupInput = z.input<typeof signupInput>;

/** `POST /api/users/login/`. */
export const loginInput = z.object({
  username: requiredString.min(1, BLANK_MESSAGE),
  password: requiredString.min(1, BLANK_MESSAGE),
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
});
export type UserPatchInput = z.input<typeof userPatchInput>;

/** The user object of `GET /api/users/me/` and login (api-contract.md § Users). */
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
}
