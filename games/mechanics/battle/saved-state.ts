// What a battle game (Fighters, Fighters Basic) hands from one round to the next and keeps in a save: the battle and
// who is in it, and what its save is: one save format, version and statistics for both. Pure (the kit's state rules,
// `GameStateRules`, are met by shape).
import { createBattle, isBattleState, type BattleState, type FightersSettings } from './battle';

export interface FightState {
  battle: BattleState;
  /** Texture keys, so the same monster and characters come back after a round or a resume. */
  monster: string;
  cast: string[];
}

/** Bump when `FightState` changes shape: saves of another version are not offered for resuming. */
export const FIGHT_SAVE_VERSION = 1;

/** The statistics both battle games keep (counts kept across games). */
export const FIGHT_STATS = ['monstersBeaten'] as const;
export type FightStat = (typeof FIGHT_STATS)[number];

/** A new game's state: a full-health monster, none picked yet, no characters yet. */
export function newFightState(teams: number, rules: FightersSettings): FightState {
  return { battle: createBattle(teams, rules), monster: '', cast: [] };
}

/**
 * A saved state read back, or null (a finished or malformed battle is not one, nor one for another number of teams).
 * Only the texture keys that are text are kept; with `wholeCast`, a cast that does not name every team's character
 * is dropped (the teams pick again).
 */
export function readFightState(saved: unknown, teams: number, options: { wholeCast: boolean }): FightState | null {
  const state = saved as Partial<FightState> | null;
  if (!state || !isBattleState(state.battle, teams) || state.battle.over) return null;
  const cast = Array.isArray(state.cast) ? state.cast.filter((k): k is string => typeof k === 'string') : [];
  return {
    battle: state.battle,
    monster: typeof state.monster === 'string' ? state.monster : '',
    cast: options.wholeCast && cast.length !== teams ? [] : cast,
  };
}

/**
 * A battle game's save, for its `bootGame` definition: the version, the state rules (a new game's state from the
 * teacher's settings, `toRules` reading them; a saved one read back as `readFightState` does) and the statistics.
 */
export function battleSave<Values>(toRules: (values: Values) => FightersSettings, options: { wholeCast: boolean }) {
  return {
    saveVersion: FIGHT_SAVE_VERSION,
    state: {
      initial: ({ settings, teams }: { settings: Values; teams: number }) => newFightState(teams, toRules(settings)),
      parse: (saved: unknown, { teams }: { teams: number }) => readFightState(saved, teams, options),
    },
    stats: FIGHT_STATS,
  };
}
