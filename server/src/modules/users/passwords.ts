import { hash, verify } from '@node-rs/argon2';
import { dictionary } from '@zxcvbn-ts/language-common';
import { COMMON_PASSWORD_MESSAGE, PASSWORD_MAX, checkPasswordShape } from '@playwords/common';

// Argon2id with the parameters of design/security.md (m=19 MiB, t=2, p=1). 2 is Algorithm.Argon2id; the
// package exports it as a const enum, which isolated modules cannot read.
const ARGON2 = { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

/** A hash no password matches: for accounts that must not log in (the official account). */
export const UNUSABLE_PASSWORD = '!';

let commonPasswords: Set<string> | undefined;

/** Whether a password is on the common-password list (about 49 000 entries). */
export function isCommonPassword(password: string): boolean {
  commonPasswords ??= new Set((dictionary['passwords-common'] as string[]).map((p) => p.toLowerCase()));
  return commonPasswords.has(password.toLowerCase());
}

/** Every rule a new password breaks (length, username, common list); empty when it is fine. */
export function checkNewPassword(password: string, username: string): string[] {
  const errors = checkPasswordShape(password, username);
  if (password.length <= PASSWORD_MAX && isCommonPassword(password)) errors.push(COMMON_PASSWORD_MESSAGE);
  return errors;
}

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2);
}

// Verified against when the account does not exist, so that both answers take as long.
let dummyHash: Promise<string> | undefined;

/** Checks a password; an unknown account or unusable hash still costs one verification, and fails. */
export async function verifyPassword(storedHash: string | null, password: string): Promise<boolean> {
  // Longer than any acceptable password: refuse before hashing, so a huge input costs nothing.
  if (password.length > PASSWORD_MAX) return false;
  if (!storedHash || storedHash === UNUSABLE_PASSWORD) {
    dummyHash ??= hashPassword('not-a-real-password-for-timing');
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  return verify(storedHash, password).catch(() => false);
}
