import { usernameKey } from './username';

/** Passwords: 8 to 128 characters (api-contract.md, design/security.md). */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
export const PASSWORD_TOO_LONG = `This password is too long. It must contain at most ${PASSWORD_MAX} characters.`;

/**
 * The password rules that need no word list: length and the username.
 * The common-password check runs on the server, which owns the list.
 */
export function checkPasswordShape(password: string, username: string): string[] {
  const errors: string[] = [];
  if (password.length < PASSWORD_MIN) {
    errors.push(`This password is too short. It must contain at least ${PASSWORD_MIN} characters.`);
  }
  if (password.length > PASSWORD_MAX) {
    errors.push(PASSWORD_TOO_LONG);
  }
  const name = usernameKey(username);
  if (name.length > 0 && password.toLowerCase().includes(name)) {
    errors.push('The password is too similar to the username.');
  }
  return errors;
}

export const COMMON_PASSWORD_MESSAGE = 'This password is too common.';
