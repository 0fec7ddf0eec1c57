import type { GameStateRules } from '../kit';
import { createChase, isChaseState, type ChaseState } from './logic/chase';
import { toRules, type settings } from './settings';

/** What a round hands to the next one (and what a save resumes): the chase so far and the teams' characters. */
export interface RoundState {
  chase: ChaseState;
  /** Texture keys of the teams' characters, so the same ones come back after a round or a resume. */
  cast: string[];
}

/** A new chase at level 1, and a saved one read back (a finished or malformed one is not one). */
export const chaseState: GameStateRules<typeof settings, RoundState> = {
  initial: ({ settings, teams }) => ({ chase: createChase(teams, toRules(settings)), cast: [] }),
  parse(saved, { teams }) {
    const state = saved as Partial<RoundState> | null;
    const chase = state?.chase;
    if (!isChaseState(chase, teams) || chase.over) return null;
    const cast = Array.isArray(state?.cast) ? state.cast.filter((k): k is string => typeof k === 'string') : [];
    return { chase, cast: cast.length === teams ? cast : [] };
  },
};

/** Alien Chase's own statistics (counts kept across games). */
export const CHASE_STATS = ['wordsFound'] as const;
export type ChaseStat = (typeof CHASE_STATS)[number];
