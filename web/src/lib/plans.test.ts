import { describe, expect, it } from 'vitest';
import { planLook } from './plans';

describe('planLook', () => {
  it('names null Basic, PRO Pro, PRE Premium and VIP VIP, each in its own colour', () => {
    const looks = [planLook(null), planLook('PRO'), planLook('PRE'), planLook('VIP')];
    expect(looks.map((look) => look.label)).toEqual(['Basic', 'Pro', 'Premium', 'VIP']);
    expect(new Set(looks.map((look) => look.color)).size).toBe(4);
  });
});
