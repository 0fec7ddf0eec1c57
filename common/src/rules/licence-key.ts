/**
 * Licence keys (accounts §5): five groups of five upper-case letters or digits joined by dashes, 29 characters;
 * the last group is a checksum of the first four. The checksum is only a typing check: a key is valid only if the
 * server issued it and it is unused.
 */
export const LICENCE_KEY_LENGTH = 29;
export const LICENCE_KEY_GROUPS = 5;
export const LICENCE_KEY_GROUP_LENGTH = 5;

const KEY_PATTERN = /^[A-Z0-9]{5}(-[A-Z0-9]{5}){4}$/;
const GROUP_PATTERN = /^[A-Z0-9]{5}$/;

/** The checksum group of four groups: XOR of their base-36 values, in base 36, upper case, 5 long, Z-padded. */
export function licenceChecksum(groups: readonly string[]): string {
  if (groups.length !== 4 || !groups.every((g) => GROUP_PATTERN.test(g))) {
    throw new Error('a licence checksum needs four groups of five letters or digits');
  }
  const xor = groups.reduce((acc, g) => acc ^ parseInt(g, 36), 0);
  return xor.toString(36).toUpperCase().slice(0, 5).padEnd(5, 'Z');
}

/** Whether a typed key has the right shape and checksum. */
export function isChecksumValidKey(key: string): boolean {
  if (!KEY_PATTERN.test(key)) return false;
  const groups = key.split('-');
  return licenceChecksum(groups.slice(0, 4)) === groups[4];
}

/** Builds a key from four groups (the server supplies random ones). */
export function buildLicenceKey(groups: readonly string[]): string {
  return [...groups, licenceChecksum(groups)].join('-');
}

/** Normalises what a person typed or pasted: upper case, spaces removed, dashes where they belong. */
export function normaliseLicenceKey(typed: string): string {
  const compact = typed.toUpperCase().replace(/[^A-Z0-9]/g, '');
  if (compact.length !== LICENCE_KEY_GROUPS * LICENCE_KEY_GROUP_LENGTH) return typed.trim().toUpperCase();
  return compact.match(/.{5}/g)!.join('-');
}
