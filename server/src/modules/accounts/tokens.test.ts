import { describe, expect, it } from 'vitest';
import { hashNewPassword } from '../users/service';
import {
  ACTIVATION_TOKEN_SECONDS,
  checkActivationToken,
  generateCode,
  hashCode,
  isCodeShaped,
  makeActivationToken,
  sameHash,
  type ActivationState,
} from './tokens';

const SECRET = 'a-secret-of-at-least-thirty-two-characters';
const NOW = new Date('2026-01-15T10:00:00.000Z');
const ANN: ActivationState = {
  id: 22,
  email: 'ann@school.example',
  emailToActivate: null,
  hasValidEmail: false,
  passwordHash: '$argon2id$v=19$m=19456,t=2,p=1$c2FsdHNhbHRzYWx0$aGFzaGhhc2hoYXNoaGFzaGhhc2hoYXNoaGFzaA',
};
const at = (seconds: number) => new Date(NOW.getTime() + seconds * 1000);

describe('activation tokens', () => {
  const token = makeActivationToken(SECRET, ANN, NOW);

  it('are `{base-36 seconds}-{43 base64url characters}`', () => {
    expect(token).toMatch(/^[0-9a-z]+-[A-Za-z0-9_-]{43}$/);
    expect(parseInt(token.split('-')[0]!, 36)).toBe(NOW.getTime() / 1000);
  });

  it('are valid for 3 days to the second, then expired', () => {
    expect(checkActivationToken(SECRET, ANN, token, NOW)).toBe('valid');
    expect(checkActivationToken(SECRET, ANN, token, at(ACTIVATION_TOKEN_SECONDS))).toBe('valid');
    expect(checkActivationToken(SECRET, ANN, token, at(ACTIVATION_TOKEN_SECONDS + 1))).toBe('expired');
  });

  it('die when the e-mail state they were made for changes (used, or the address changed)', () => {
    expect(checkActivationToken(SECRET, { ...ANN, hasValidEmail: true }, token, NOW)).toBe('invalid');
    expect(checkActivationToken(SECRET, { ...ANN, email: 'ann@other.example' }, token, NOW)).toBe('invalid');
    expect(checkActivationToken(SECRET, { ...ANN, emailToActivate: 'new@school.example' }, token, NOW)).toBe('invalid');
    expect(checkActivationToken(SECRET, { ...ANN, id: 23 }, token, NOW)).toBe('invalid');
  });

  it('die when the password changes (a reset), even to the same password: its hash has a new salt', async () => {
    const newSalt = '$argon2id$v=19$m=19456,t=2,p=1$b3RoZXJzYWx0b3RoZXI$aGFzaGhhc2hoYXNoaGFzaGhhc2hoYXNoaGFzaA';
    expect(checkActivationToken(SECRET, { ...ANN, passwordHash: newSalt }, token, NOW)).toBe('invalid');
    const [first, second] = [await hashNewPassword('Purple-Kangaroo-42'), await hashNewPassword('Purple-Kangaroo-42')];
    const linked = makeActivationToken(SECRET, { ...ANN, passwordHash: first }, NOW);
    expect(checkActivationToken(SECRET, { ...ANN, passwordHash: first }, linked, NOW)).toBe('valid');
    expect(checkActivationToken(SECRET, { ...ANN, passwordHash: second }, linked, NOW)).toBe('invalid');
  });

  it('compare addresses as stored (case of the address does not matter)', () => {
    expect(checkActivationToken(SECRET, { ...ANN, email: 'Ann@School.example' }, token, NOW)).toBe('valid');
  });

  it('made with another secret, or with a changed time, are invalid (never "expired")', () => {
    const foreign = makeActivationToken('another-secret-of-thirty-two-characters!!', ANN, NOW);
    expect(checkActivationToken(SECRET, ANN, foreign, NOW)).toBe('invalid');
    const [, signature] = token.split('-');
    const older = `${(NOW.getTime() / 1000 - ACTIVATION_TOKEN_SECONDS - 10).toString(36)}-${signature}`;
    expect(checkActivationToken(SECRET, ANN, older, NOW)).toBe('invalid');
  });

  it('from the future (beyond a minute of clock skew) are invalid', () => {
    const future = makeActivationToken(SECRET, ANN, at(120));
    expect(checkActivationToken(SECRET, ANN, future, NOW)).toBe('invalid');
    expect(checkActivationToken(SECRET, ANN, makeActivationToken(SECRET, ANN, at(30)), NOW)).toBe('valid');
  });

  it('malformed ones are invalid', () => {
    for (const bad of ['', 'abc', `${token}x`, token.replace('-', '_'), `-${token.split('-')[1]}`]) {
      expect(checkActivationToken(SECRET, ANN, bad, NOW)).toBe('invalid');
    }
  });
});

describe('codes', () => {
  it('are 6 characters of A–Z and 0–9, and every character occurs', () => {
    const seen = new Set<string>();
    for (let i = 0; i < 2000; i++) {
      const code = generateCode();
      expect(code).toMatch(/^[A-Z0-9]{6}$/);
      for (const c of code) seen.add(c);
    }
    expect(seen.size).toBe(36);
  });

  it('are not repeated (a secure random source, not a sequence)', () => {
    const codes = new Set(Array.from({ length: 1000 }, generateCode));
    expect(codes.size).toBeGreaterThan(995);
  });

  it('are stored as a keyed hash bound to the user and the purpose', () => {
    const stored = hashCode(SECRET, 22, 'password', 'AB12CD');
    expect(stored).toMatch(/^[0-9a-f]{64}$/);
    expect(stored).not.toContain('AB12CD');
    expect(sameHash(stored, hashCode(SECRET, 22, 'password', 'AB12CD'))).toBe(true);
    expect(sameHash(stored, hashCode(SECRET, 23, 'password', 'AB12CD'))).toBe(false);
    expect(sameHash(stored, hashCode(SECRET, 22, 'email', 'AB12CD'))).toBe(false);
    expect(sameHash(stored, hashCode('another-secret-of-thirty-two-characters!!', 22, 'password', 'AB12CD'))).toBe(
      false,
    );
    expect(sameHash(stored, '')).toBe(false);
  });

  it('have a shape check for what was typed', () => {
    expect(isCodeShaped('AB12CD')).toBe(true);
    for (const bad of ['ab12cd', 'AB12C', 'AB12CDE', 'AB-2CD', '']) expect(isCodeShaped(bad)).toBe(false);
  });
});
