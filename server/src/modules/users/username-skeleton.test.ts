import { describe, expect, it } from 'vitest';
import { usernameSkeleton } from './username-skeleton';

describe('username skeletons', () => {
  it('are equal for names that look alike', () => {
    const admin = usernameSkeleton('admin');
    for (const lookalike of ['аdmin', 'ADMİN', 'admın', 'adrnin', 'Admin', 'ＡＤＭＩＮ', 'ａｄｍｉｎ']) {
      expect(usernameSkeleton(lookalike), lookalike).toBe(admin);
    }
    expect(usernameSkeleton('bоb')).toBe(usernameSkeleton('bob'));
    expect(usernameSkeleton('сосо')).toBe(usernameSkeleton('coco'));
    expect(usernameSkeleton('teacher1')).toBe(usernameSkeleton('teacherl'));
    expect(usernameSkeleton('b0b')).toBe(usernameSkeleton('bob'));
  });

  it('differ for names that do not', () => {
    const admin = usernameSkeleton('admin');
    for (const other of ['admin2', 'admins', 'adnin', 'ádmin', 'dmin']) {
      expect(usernameSkeleton(other), other).not.toBe(admin);
    }
    expect(usernameSkeleton('老师王')).not.toBe(usernameSkeleton('老师李'));
  });

  it('leave out invisible characters', () => {
    expect(usernameSkeleton('admin\u3164')).toBe(usernameSkeleton('admin'));
  });
});
