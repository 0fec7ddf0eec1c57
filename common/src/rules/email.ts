/** Longest e-mail address accepted (RFC 5321 path limit). */
export const EMAIL_MAX = 254;

// Deliberately simple: one @, something on each side, a dot in the domain, no spaces.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Whether a string looks like a deliverable e-mail address. */
export function isEmailAddress(value: string): boolean {
  return value.length <= EMAIL_MAX && EMAIL_PATTERN.test(value);
}

/** The form an address is stored and compared in. */
export function normaliseEmail(value: string): string {
  return value.trim().toLowerCase();
}

/** Masks an e-mail for display: `te***@ex***.com`. */
export function maskEmail(email: string): string {
  const [local = '', domain = ''] = email.split('@');
  const dot = domain.lastIndexOf('.');
  const host = dot > 0 ? domain.slice(0, dot) : domain;
  const tld = dot > 0 ? domain.slice(dot) : '';
  const keep = (s: string) => s.slice(0, Math.min(2, Math.max(1, s.length - 1)));
  return `${keep(local)}***@${keep(host)}***${tld}`;
}

/** Masks a username for display: first and last character kept. */
export function maskUsername(username: string): string {
  if (username.length <= 2) return `${username[0] ?? ''}*`;
  return `${username[0]}${'*'.repeat(username.length - 2)}${username[username.length - 1]}`;
}
