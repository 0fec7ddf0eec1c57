// What Four In A Row keeps between boards (each board is a round) and in a save: the teams' characters, whose faces
// are their counters (the same all game), and how each board ended. Pure.
import type { GameStateRules } from '../kit';
import type { settings } from './settings';

export interface FourState {
  /** The characters' texture keys, team by team ([] until the first board picks them). */
  cast: string[];
  /** Each board played: the winning team's index, or null for a draw. */
  results: (number | null)[];
}

/** More boards than a game can have (5) and a few restarts: a longer list is not a save of ours. */
const MOST_RESULTS = 50;
const MOST_KEY_LENGTH = 200;

export const fourState: GameStateRules<typeof settings, FourState> = {
  initial: () => ({ cast: [], results: [] }),
  parse(saved, { teams }) {
    if (typeof saved !== 'object' || saved === null) return null;
    const { cast, results } = saved as Partial<Record<keyof FourState, unknown>>;
    const castOk =
      Array.isArray(cast) &&
      (cast.length === 0 || cast.length === teams) &&
      cast.every((key) => typeof key === 'string' && key.length > 0 && key.length <= MOST_KEY_LENGTH);
    const resultsOk =
      Array.isArray(results) &&
      results.length <= MOST_RESULTS &&
      results.every((r) => r === null || (Number.isInteger(r) && (r as number) >= 0 && (r as number) < teams));
    return castOk && resultsOk ? { cast: [...(cast as string[])], results: [...(results as (number | null)[])] } : null;
  },
};

/** Four In A Row's own statistics (counts kept across games). */
export const FOUR_STATS = ['countersDropped', 'fourInARows'] as const;
export type FourStat = (typeof FOUR_STATS)[number];
