// Who may log in: a ban says so first (with its reason and where to appeal); a suspension only until its date.
import { describe, expect, it } from 'vitest';
import { loginBannedText, loginSuspendedText } from '@playwords/common';
import { isSuspended, loginRefusal } from './restrictions';

const NOW = new Date('2026-03-01T12:00:00Z');
const LATER = new Date('2026-03-08T12:00:00Z');
const free = { suspendedUntil: null, suspendedReason: null, bannedAt: null, bannedReason: null };

describe('loginRefusal', () => {
  it('lets in a teacher neither suspended nor banned, or whose suspension is over', () => {
    expect(loginRefusal(free, NOW, 'help@x.example')).toBeNull();
    expect(loginRefusal({ ...free, suspendedUntil: NOW, suspendedReason: 'r' }, NOW, 'help@x.example')).toBeNull();
    expect(isSuspended({ suspendedUntil: NOW }, NOW)).toBe(false);
  });

  it('refuses a suspended teacher until the date, with the reason and the appeal address', () => {
    const text = loginRefusal({ ...free, suspendedUntil: LATER, suspendedReason: 'Spam' }, NOW, 'help@x.example');
    expect(text).toBe(loginSuspendedText(LATER, 'Spam', 'help@x.example'));
    expect(text).toBe(
      'Your account is suspended until 2026-03-08 12:00 UTC. Reason: Spam. To appeal, write to help@x.example.',
    );
  });

  it('refuses a banned teacher, a ban before a suspension', () => {
    const user = { suspendedUntil: LATER, suspendedReason: 'Spam', bannedAt: NOW, bannedReason: 'Abuse' };
    expect(loginRefusal(user, NOW, 'help@x.example')).toBe(loginBannedText('Abuse', 'help@x.example'));
  });
});
