import { isMixedScript } from './username-scripts';

/** Usernames: 3–30 letters, digits and `_ @ + -` (api-contract.md). */
export const USERNAME_MIN = 3;
export const USERNAME_MAX = 30;

/** Letters, digits and `_ @ + -`, but no invisible ones (the Hangul fillers are letters to Unicode). */
const USERNAME_PATTERN = /^(?:(?!\p{Default_Ignorable_Code_Point})[\p{L}\p{N}_@+-])+$/u;

export const USERNAME_INVALID_MESSAGE =
  'Enter a valid username. This value may contain only letters, numbers, and @/+/-/_ characters.';
/** A name mixing alphabets, e.g. `bоb` with a Cyrillic о (Unicode TS #39 "Highly Restrictive"; docs/decisions.md). */
export const USERNAME_MIXED_SCRIPT_MESSAGE =
  'Enter a username in one alphabet. It may not mix letters of different alphabets, such as Latin and Cyrillic.';

/** NFKC-normalises a username the way it is stored and shown. */
export function normaliseUsername(raw: string): string {
  return raw.normalize('NFKC').trim();
}

/** The key two usernames are compared by: NFKC, then case-folded. */
export function usernameKey(raw: string): string {
  return normaliseUsername(raw).toLowerCase();
}

/** Returns the problems with a username, empty when it is acceptable. */
export function checkUsername(raw: string): string[] {
  const name = normaliseUsername(raw);
  const errors: string[] = [];
  if (name.length < USERNAME_MIN) errors.push(`Ensure this field has at least ${USERNAME_MIN} characters.`);
  if (name.length > USERNAME_MAX) errors.push(`Ensure this field has no more than ${USERNAME_MAX} characters.`);
  if (name.length > 0 && !USERNAME_PATTERN.test(name)) errors.push(USERNAME_INVALID_MESSAGE);
  else if (isMixedScript(name)) errors.push(USERNAME_MIXED_SCRIPT_MESSAGE);
  return errors;
}

/** The login form sends dots as underscores (core spec §5). */
export function prepareLoginUsername(typed: string): string {
  return typed.replace(/\./g, '_');
}
