import { describe, expect, it } from 'vitest';
import { checkPasswordShape } from './password';
import {
  checkUsername,
  prepareLoginUsername,
  USERNAME_INVALID_MESSAGE,
  USERNAME_MIXED_SCRIPT_MESSAGE,
  usernameKey,
} from './username';
import { isEmailAddress, maskEmail, maskUsername } from './email';

describe('usernames', () => {
  it('accepts letters, digits and _ @ + -, 3 to 30 characters', () => {
    expect(checkUsername('miss_lee')).toEqual([]);
    expect(checkUsername('a@b+c-d')).toEqual([]);
    expect(checkUsername('老师王')).toEqual([]);
  });

  it('refuses the too short, too long and other characters', () => {
    expect(checkUsername('ab')).toEqual(['Ensure this field has at least 3 characters.']);
    expect(checkUsername('x'.repeat(31))).toEqual(['Ensure this field has no more than 30 characters.']);
    expect(checkUsername('miss lee')).toHaveLength(1);
    expect(checkUsername('miss.lee')).toHaveLength(1);
  });

  it('refuses names that mix alphabets (look-alikes such as a Cyrillic а or о in a Latin name)', () => {
    for (const mixed of ['\u0430dmin', 'b\u043eb', '\u0391lpha', 'кот猫', 'bob\u0663', 'παul']) {
      expect(checkUsername(mixed), mixed).toEqual([USERNAME_MIXED_SCRIPT_MESSAGE]);
    }
  });

  it('accepts one alphabet, and Latin with Chinese, Japanese or Korean (TS #39 "Highly Restrictive")', () => {
    for (const name of [
      'привет_2',
      'Σοφία',
      'José-Ángel',
      'ADMİN',
      'admın',
      '田中たろう',
      'kim김',
      'tanaka田中',
      'カタカナー',
    ]) {
      expect(checkUsername(name), name).toEqual([]);
    }
  });

  it('refuses invisible letters (the Hangul fillers)', () => {
    expect(checkUsername('admin\u3164')).toEqual([USERNAME_INVALID_MESSAGE]);
    expect(checkUsername('\u3164\u3164\u3164')).toEqual([USERNAME_INVALID_MESSAGE]);
    expect(checkUsername('\uffa0ab')).toEqual([USERNAME_INVALID_MESSAGE]);
  });

  it('compares case-insensitively after NFKC', () => {
    expect(usernameKey('ＭＩＳＳ_Lee')).toBe('miss_lee');
  });

  it('sends dots from the login form as underscores', () => {
    expect(prepareLoginUsername('miss.lee.2')).toBe('miss_lee_2');
  });
});

describe('password shape', () => {
  it('accepts 8 to 128 characters not containing the username', () => {
    expect(checkPasswordShape('Purple-Kangaroo-42', 'miss_lee')).toEqual([]);
  });

  it('names each broken rule', () => {
    expect(checkPasswordShape('short', 'miss_lee')).toEqual([
      'This password is too short. It must contain at least 8 characters.',
    ]);
    expect(checkPasswordShape('x'.repeat(129), 'miss_lee')).toEqual([
      'This password is too long. It must contain at most 128 characters.',
    ]);
    expect(checkPasswordShape('MISS_LEE-rocks', 'miss_lee')).toEqual(['The password is too similar to the username.']);
  });
});

describe('e-mail', () => {
  it('recognises addresses', () => {
    expect(isEmailAddress('ann@school.example')).toBe(true);
    expect(isEmailAddress('ann@school')).toBe(false);
    expect(isEmailAddress('ann school@x.com')).toBe(false);
  });

  it('masks addresses and usernames for display', () => {
    expect(maskEmail('teacher@school.com')).toBe('te***@sc***.com');
    expect(maskUsername('miss_lee')).toBe('m******e');
  });
});
