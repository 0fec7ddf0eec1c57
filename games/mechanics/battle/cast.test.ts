import { describe, expect, it } from 'vitest';
import { seededRandom, shuffled } from '@playwords/common';
import { assignCharacters, pickMonster, restoreCast } from './cast';

const seeded = seededRandom;

describe('shuffled', () => {
  it('keeps every item once and leaves the input alone', () => {
    const input = [1, 2, 3, 4, 5, 6];
    const out = shuffled(input, seeded(3));
    expect([...out].sort()).toEqual(input);
    expect(input).toEqual([1, 2, 3, 4, 5, 6]);
  });
});

describe('assignCharacters', () => {
  it('gives every team a different character when there are enough', () => {
    for (let seed = 0; seed < 20; seed++) {
      const cast = assignCharacters(['a', 'b', 'c', 'd', 'e'], 4, seeded(seed));
      expect(cast).toHaveLength(4);
      expect(new Set(cast).size).toBe(4);
    }
  });

  it('varies the assignment with the random source', () => {
    const seen = new Set<string>();
    for (let seed = 0; seed < 20; seed++) seen.add(assignCharacters(['a', 'b', 'c', 'd'], 2, seeded(seed)).join());
    expect(seen.size).toBeGreaterThan(3);
  });

  it('reuses characters only when there are fewer than teams, using each before any repeats', () => {
    const cast = assignCharacters(['a', 'b'], 4, seeded(1));
    expect(cast).toHaveLength(4);
    expect(new Set(cast.slice(0, 2))).toEqual(new Set(['a', 'b']));
    expect(cast.slice(2)).toEqual(cast.slice(0, 2));
  });

  it('gives null (drawn fallback) to every team without characters', () => {
    expect(assignCharacters([], 3, seeded(1))).toEqual([null, null, null]);
  });
});

describe('pickMonster', () => {
  it('picks one of the favourites, or null without any', () => {
    expect(['m1', 'm2']).toContain(pickMonster(['m1', 'm2'], seeded(2)));
    expect(pickMonster(['m1', 'm2'], () => 0.999999)).toBe('m2');
    expect(pickMonster([], seeded(2))).toBeNull();
  });
});

describe('restoreCast', () => {
  const characters = [{ key: 'a' }, { key: 'b' }, { key: 'c' }];

  it('brings the saved characters back, one per team', () => {
    expect(restoreCast(['c', 'a'], characters, 2, seeded(1))).toEqual([{ key: 'c' }, { key: 'a' }]);
  });

  it('casts anew when a saved one is no longer a favourite, or the teams are not as many', () => {
    for (const [saved, teams] of [
      [['c', 'gone'], 2],
      [['c', 'a'], 3],
      [[], 2],
    ] as const) {
      const cast = restoreCast(saved, characters, teams, seeded(4));
      expect(cast).toHaveLength(teams);
      expect(cast.every((c) => characters.includes(c!))).toBe(true);
    }
  });
});
