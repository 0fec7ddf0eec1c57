/**
 * Personal bests: the most words unscrambled in one run, per word list and difficulty, kept in the save as a
 * record (kept across games, unlike the game's state) so a class can try to beat its own record next time.
 */
import type { RecordRules } from '../../kit/logic';
import type { Difficulty } from './scramble';

export type Bests = Record<string, number>;

/** The key of a list and a difficulty ('sample' when the game runs on the kit's sample words). */
export function bestKey(listId: number | null, difficulty: Difficulty): string {
  return `${listId ?? 'sample'}:${difficulty}`;
}

/** The bests read back from a save; anything malformed is left out. */
export function parseBests(saved: unknown): Bests {
  if (typeof saved !== 'object' || saved === null || Array.isArray(saved)) return {};
  const bests: Bests = {};
  for (const [key, value] of Object.entries(saved as Record<string, unknown>).slice(0, 500)) {
    if (typeof value === 'number' && Number.isInteger(value) && value >= 0) bests[key] = value;
  }
  return bests;
}

/** Records a run's score; says whether it beat the best (a first run with a word counts as a best). */
export function recordRun(bests: Bests, key: string, words: number): { bests: Bests; record: boolean } {
  const before = bests[key] ?? 0;
  if (words <= before) return { bests, record: false };
  return { bests: { ...bests, [key]: words }, record: true };
}

/** The save's record of the bests. */
export const BESTS: RecordRules<Bests> = { name: 'personalBests', initial: {}, parse: parseBests };
