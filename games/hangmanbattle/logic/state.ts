// What Hangman Battle keeps between words (each word is a round) and in a save: the battle (hearts, boosts, whose
// turn), the teams' characters, and the entries the teacher was already told are left out.
import type { GameStateRules } from '../../kit';
import { readStrings } from '../../kit/logic';
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
    const cast = readStrings(s.cast);
    const told = readStrings(s.told);
    return battle && cast && told ? { battle, cast, told } : null;
  },
};

export const HANGMAN_STATS = ['wordsSolved'] as const;
export type HangmanStat = (typeof HANGMAN_STATS)[number];
