import type { GameStateRules } from '../../kit';
import type { Unplaced } from '../../mechanics/letter-grid/grid';
import type { SETTINGS } from './settings';

/**
 * What Word Search keeps between rounds (passed to `kit.endRound` and back as the next round's state, also across a
 * saved and resumed game): the entries the teacher has already been told do not fit, so she is told once per game.
 */
export interface WordSearchState {
  reported: string[];
}

/** A new game has told her nothing yet; a saved state is read back, and a malformed one is not one. */
export const wordSearchState: GameStateRules<typeof SETTINGS, WordSearchState> = {
  initial: () => ({ reported: [] }),
  parse(saved) {
    if (typeof saved !== 'object' || saved === null) return null;
    const reported = (saved as { reported?: unknown }).reported;
    if (!Array.isArray(reported)) return null;
    return { reported: reported.filter((entry): entry is string => typeof entry === 'string').slice(0, 400) };
  },
};

/** The words left out of a puzzle that the teacher has not been told about yet; from now on they count as told. */
export function tellOnce(state: WordSearchState, left: readonly Unplaced[]): Unplaced[] {
  const told = new Set(state.reported);
  const fresh = left.filter((item) => !told.has(item.entry));
  for (const item of fresh) state.reported.push(item.entry);
  return fresh;
}

/** Word Search's own statistics (counts kept across games). */
export const WORD_SEARCH_STATS = ['wordsFound'] as const;
export type WordSearchStat = (typeof WORD_SEARCH_STATS)[number];
