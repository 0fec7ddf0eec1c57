import { randomInt, seededRandom, shuffled } from '@playwords/common';

/** A small seedable random source: games and tests share one interface, tests pass a fixed seed. */
export interface Rng {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [0, max). */
  int(max: number): number;
  /** One element of a non-empty list. */
  pick<T>(list: readonly T[]): T;
  /** A shuffled copy (Fisher–Yates). */
  shuffle<T>(list: readonly T[]): T[];
}

/** A seeded generator (common's mulberry32): fast, good enough for shuffling words (not for secrets). */
export function createRng(seed: number = Math.floor(Math.random() * 2 ** 32)): Rng {
  const next = seededRandom(seed);
  return {
    next,
    int: (max: number) => randomInt(next, max),
    pick<T>(list: readonly T[]): T {
      if (list.length === 0) throw new Error('pick from an empty list');
      return list[randomInt(next, list.length)] as T;
    },
    shuffle: <T>(list: readonly T[]): T[] => shuffled(list, next),
  };
}
