import type { GameStateRules } from '../kit';
import { createBattle, isBattleState, type BattleState } from '../mechanics/battle/battle';
import { toRules, type settings } from './settings';

/**
 * What a round hands to the next one (and what a save resumes): the battle and who is in it. An empty `cast` means
 * the teams have not picked their characters yet (a new game starts with character select). Whether the monster is
 * a boss follows from its health (logic/boss.ts).
 */
export interface FightState {
  battle: BattleState;
  /** Texture keys, so the same monster and characters come back after a round or a resume. */
  monster: string;
  cast: string[];
}

/** The battle of a new game, and a saved one read back (a finished or malformed battle is not one). */
export const fightState: GameStateRules<typeof settings, FightState> = {
  initial: ({ settings, teams }) => ({ battle: createBattle(teams, toRules(settings)), monster: '', cast: [] }),
  parse(saved, { teams }) {
    const state = saved as Partial<FightState> | null;
    if (!state || !isBattleState(state.battle, teams) || state.battle.over) return null;
    const cast = Array.isArray(state.cast) ? state.cast.filter((k): k is string => typeof k === 'string') : [];
    return {
      battle: state.battle,
      monster: typeof state.monster === 'string' ? state.monster : '',
      // A cast that does not name every team's character is picked again.
      cast: cast.length === teams ? cast : [],
    };
  },
};

/** Fighters' own statistics (counts kept across games). */
export const FIGHT_STATS = ['monstersBeaten'] as const;
export type FightStat = (typeof FIGHT_STATS)[number];
