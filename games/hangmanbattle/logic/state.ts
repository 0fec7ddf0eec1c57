// What Hangman Battle keeps between words (each word is a round) and in a save: the battle (hearts, boosts, whose
// turn), the teams' characters, and the entries the teacher was already told are left out.
import type { GameStateRules } from '../../kit';
import { type BattleState, newBattle, readBattle } from './battle';
import type { SETTINGS } from './settings';

export interface HangmanState {
  battle: BattleState;
  /** The characters' texture keys, team by team ([] until the first word picks them). */
  cast: string[];
  told: string[];
}

export const hangmanState: GameStateRules<typeof SETTINGS, HangmanState> = {
  initial: ({ settings, teams }) => ({ battle: newBattle(teams, settings.hearts), cast: [], told: [] }),
  parse(saved, { teams }) {
    if (typeof saved !== 'object' || saved === null) return null;
    const s = saved as { battle?: unknown; cast?: unknown; told?: unknown };
    const battle = readBattle(s.battle, teams);
    if (!battle || !Array.isArray(s.cast) || !Array.isArray(s.told)) return null;
    const strings = (list: unknown[]) => list.filter((x): x is string => typeof x === 'string').slice(0, 400);
    return { battle, cast: strings(s.cast), told: strings(s.told) };
  },
};

/** The left-out entries she has not been told about yet; from now on they count as told. */
export function tellOnce<T extends { entry: string }>(state: HangmanState, items: readonly T[]): T[] {
  const told = new Set(state.told);
  const fresh = items.filter((item) => !told.has(item.entry));
  for (const item of fresh) state.told.push(item.entry);
  return fresh;
}

export const HANGMAN_STATS = ['wordsSolved'] as const;
export type HangmanStat = (typeof HANGMAN_STATS)[number];
