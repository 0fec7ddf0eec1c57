import { describe, expect, it } from 'vitest';
import {
  allBroken,
  crack,
  newShields,
  readShields,
  SHIELD_COUNT,
  SHIELD_STRENGTH,
  shieldLook,
  standing,
} from './shields';

describe('the shields', () => {
  it('start whole: four of them, each taking three cracks', () => {
    expect(newShields()).toEqual(Array.from({ length: SHIELD_COUNT }, () => SHIELD_STRENGTH));
    expect(SHIELD_COUNT).toBe(4);
    expect(SHIELD_STRENGTH).toBe(3);
  });

  it('look whole, cracked, crumbling, then broken', () => {
    expect([3, 2, 1, 0].map((left) => shieldLook(left))).toEqual(['whole', 'cracked', 'crumbling', 'broken']);
  });

  it('crack the shield under the UFO that breaks through', () => {
    const shields = newShields();
    expect(crack(shields, 2)).toBe(2);
    expect(shields).toEqual([3, 3, 2, 3]);
    expect(crack(shields, 2)).toBe(2);
    expect(crack(shields, 2)).toBe(2);
    expect(shields).toEqual([3, 3, 0, 3]);
    expect(standing(shields)).toBe(3);
  });

  it('crack the nearest standing shield where the one under it is broken (the left one on a tie)', () => {
    const shields = [3, 3, 0, 3];
    expect(crack(shields, 2)).toBe(1);
    expect(crack([0, 1, 0, 0], 3)).toBe(1);
    expect(crack([3, 0, 3, 3], 1)).toBe(0);
  });

  it('are all broken when none stands: a crack then finds nothing', () => {
    const shields = [0, 0, 1, 0];
    expect(allBroken(shields)).toBe(false);
    expect(crack(shields, 0)).toBe(2);
    expect(allBroken(shields)).toBe(true);
    expect(crack(shields, 0)).toBe(-1);
    expect(shields).toEqual([0, 0, 0, 0]);
  });

  it('read back from a save only when they are shields', () => {
    expect(readShields([3, 2, 1, 0])).toEqual([3, 2, 1, 0]);
    for (const bad of [[3, 3, 3], [4, 3, 3, 3], [-1, 3, 3, 3], [1.5, 3, 3, 3], 'x', null]) {
      expect(readShields(bad)).toBeNull();
    }
  });
});
