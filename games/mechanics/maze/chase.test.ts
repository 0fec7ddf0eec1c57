import { describe, expect, it } from 'vitest';
import {
  BASIC_CHASE_LEVELS,
  CHASE_LEVELS,
  PLAYER_SPEED,
  alienSpeedOf,
  levelWithin,
  levelAfterFound,
  levelOf,
  type LevelConfig,
} from './chase';

const LEVELS: LevelConfig[] = [
  { aliens: 1, alienSpeed: 1.5, zones: 2, chase: 0.45 },
  { aliens: 2, alienSpeed: 2, zones: 3, chase: 0.6 },
  { aliens: 3, alienSpeed: 3.2, zones: 4, chase: 0.8 },
];

describe('maze chase levels', () => {
  it('clamps a level to 1..top, whole, and a non-number to 1', () => {
    expect(levelWithin(0, 5)).toBe(1);
    expect(levelWithin(9, 5)).toBe(5);
    expect(levelWithin(2.7, 5)).toBe(2);
    expect(levelWithin(Number.NaN, 5)).toBe(1);
    expect(levelWithin(Number.POSITIVE_INFINITY, 5)).toBe(1);
  });

  it("reads a level's row, the first below 1 and the last past the table", () => {
    expect(levelOf(LEVELS, 2)).toBe(LEVELS[1]);
    expect(levelOf(LEVELS, -3)).toBe(LEVELS[0]);
    expect(levelOf(LEVELS, 40)).toBe(LEVELS[2]);
  });

  it('runs slow aliens at 3/4 of the level speed, always slower than the character', () => {
    expect(alienSpeedOf(LEVELS, 2, 'normal')).toBe(2);
    expect(alienSpeedOf(LEVELS, 2, 'slow')).toBeCloseTo(1.5);
    for (let level = 1; level <= LEVELS.length; level++) {
      expect(alienSpeedOf(LEVELS, level, 'normal')).toBeLessThan(PLAYER_SPEED);
    }
  });

  it('raises the level by one after a found word, up to the top', () => {
    expect(levelAfterFound(1, 3)).toEqual({ level: 2, levelUp: true });
    expect(levelAfterFound(3, 3)).toEqual({ level: 3, levelUp: false });
  });
});

describe.each([
  ['Alien Chase', CHASE_LEVELS, 10],
  ['Alien Chase Basic', BASIC_CHASE_LEVELS, 5],
])('the levels of %s', (_, levels, count) => {
  it('has its levels, starting gently: one alien, two zones', () => {
    expect(levels).toHaveLength(count);
    expect(levelOf(levels, 1)).toMatchObject({ aliens: 1, zones: 2 });
  });

  it('gets harder with every level: never fewer aliens or zones, faster and keener aliens, something more each time', () => {
    for (let level = 2; level <= levels.length; level++) {
      const before = levelOf(levels, level - 1);
      const now = levelOf(levels, level);
      expect(now.aliens).toBeGreaterThanOrEqual(before.aliens);
      expect(now.zones).toBeGreaterThanOrEqual(before.zones);
      expect(now.alienSpeed).toBeGreaterThan(before.alienSpeed);
      expect(now.chase).toBeGreaterThan(before.chase);
      expect(now.aliens + now.zones).toBeGreaterThanOrEqual(before.aliens + before.zones);
    }
    expect(levelOf(levels, levels.length).aliens).toBeGreaterThan(levelOf(levels, 1).aliens);
  });

  it('keeps every alien slower than the character, and slow pace slower still', () => {
    for (let level = 1; level <= levels.length; level++) {
      expect(alienSpeedOf(levels, level, 'normal')).toBeLessThan(PLAYER_SPEED);
      expect(alienSpeedOf(levels, level, 'slow')).toBeCloseTo(alienSpeedOf(levels, level, 'normal') * 0.75);
    }
  });
});
