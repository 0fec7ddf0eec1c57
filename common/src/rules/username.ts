/** Usernames: 3–30 letters, digits and `_ @ + -` (api-contract.md). */
export const USERNAME_MIN = 3;
export const USERNAME_MAX = 30;

const USERNAME_PATTERN = /^[\p{L}\p{N}_@+-]+$/u;

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
  if (name.length > 0 && !USERNAME_PATTERN.test(name)) {
    errors.push('Enter a valid username. This value may contain only letters, numbers, and @/+/-/_ characters.');
  }
  return errors;
}

/** The login form sends dots as underscores (core spec §5). */
export function prepareLoginUsername(typed: string): string {
  return typed.replace(/\./g, '_');
}
