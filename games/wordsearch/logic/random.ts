/** A seeded random source, so a grid can be rebuilt exactly from its seed (saves, tests, "same puzzle again"). */
export type Random = () => number;

/** mulberry32: tiny, fast and good enough to lay out letters; returns numbers in [0, 1). */
export function seededRandom(seed: number): Random {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** An integer in [0, n). */
export function randomInt(random: Random, n: number): number {
  return Math.floor(random() * n);
}

/** Fisher–Yates in place; returns the same array. */
export function shuffleInPlace<T>(items: T[], random: Random): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = randomInt(random, i + 1);
    const swap = items[i] as T;
    items[i] = items[j] as T;
    items[j] = swap;
  }
  return items;
}

/** A fresh seed for a new puzzle (32 bits). */
export function newSeed(): number {
  return Math.floor(Math.random() * 4294967296) >>> 0;
}
