// Seeded randomness lives in common (`seededRandom`, `randomInt`, `shuffleInPlace`); this is only where a new
// puzzle's seed comes from.

/** A fresh seed for a new puzzle (32 bits). */
export function newSeed(): number {
  return Math.floor(Math.random() * 4294967296) >>> 0;
}
