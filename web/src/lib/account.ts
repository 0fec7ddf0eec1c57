import type { UserDto } from '@playwords/common';
import { api, ApiError } from './api';

/** Why a 6-character code is asked for (accounts §3): a password reset or a change of e-mail. */
export type TokenReason = 'password' | 'email';

/** Length of the reset and change-of-e-mail codes (accounts §9). */
export const CODE_LENGTH = 6;

const activationPath = (id: string) => `/activate/${encodeURIComponent(id)}/`;

/** Activates an account from its e-mailed link. */
export function activateAccount(id: string, token: string): Promise<unknown> {
  return api.post(`${activationPath(id)}${encodeURIComponent(token)}/`);
}

/** Sends the activation e-mail again, for the account of a link. */
export function resendActivationById(id: string): Promise<unknown> {
  return api.post(`${activationPath(id)}resendactivationemail/`);
}

/** Sends the activation e-mail again, for the signed-in user (the reminder page). */
export function resendActivationForMe(): Promise<unknown> {
  return api.post('/activate/reminder/resendactivationemail/');
}

/** Whether an activation failed because its token expired (accounts §8: a body with a token error). */
export function isExpiredTokenError(error: unknown): boolean {
  return error instanceof ApiError && error.body.token !== undefined;
}

/** Asks for a code by e-mail; the answer is the same whether or not the name exists, and is not read. */
export async function requestCode(name: string, reason: TokenReason): Promise<void> {
  await api.post('/get_token/', { name, reason });
}

/** Checks a code: resolves when it is valid, rejects (ApiError 400) when it is not. */
export async function validateCode(code: string, name: string, reason: TokenReason): Promise<void> {
  await api.post('/validate_token/', { code, name, reason });
}

export async function resetPassword(name: string, code: string, password: string): Promise<void> {
  await api.post('/users/reset_password/', { name, code, password, reason: 'password' });
}

export async function changeEmail(name: string, code: string, email: string): Promise<void> {
  await api.post('/users/change_email/', { name, code, email, reason: 'email' });
}

export type UserPatch =
  | { display_name: string }
  | { always_save_wordlist_across_devices: boolean }
  /** Only while her address is not validated (a typo at sign-up); the server sends a new activation link. */
  | { email: string };

/** Changes one setting of the signed-in user; answers the updated user. */
export function patchUser(id: number, patch: UserPatch): Promise<UserDto> {
  return api.patch<UserDto>(`/users/${id}/`, patch);
}
