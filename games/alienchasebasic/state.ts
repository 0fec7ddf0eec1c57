import type { GameStateRules } from '../kit';
import { createChase, isChaseState, type ChaseState } from './logic/rules';
import { toRules, type settings } from './settings';

/** What a round hands to the next one (and what a save resumes): the chase so far. */
export interface RoundState {
  chase: ChaseState;
}

/** A new chase from the starting level, and a saved one read back (a finished or malformed one is not one). */
export const chaseState: GameStateRules<typeof settings, RoundState> = {
  initial: ({ settings }) => ({ chase: createChase(toRules(settings)) }),
  parse(saved) {
    const chase = (saved as Partial<RoundState> | null)?.chase;
    return isChaseState(chase) && !chase.over ? { chase } : null;
  },
};

/** Alien Chase Basic's own statistics (counts kept across games). */
export const CHASE_STATS = ['bestScore'] as const;
export type ChaseStat = (typeof CHASE_STATS)[number];
