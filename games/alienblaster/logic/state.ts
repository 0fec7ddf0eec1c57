// What Alien Blaster keeps between rounds and in a save: whose round is next and how many rounds were played (the
// teams take turns, a round each, until every team has played its rounds), the teams' characters (each team's
// cannon), and the entries the teacher was already told are left out.
import type { GameStateRules } from '../../kit';
import { readStrings } from '../../kit/logic';
import type { SETTINGS } from './settings';

export interface BlasterState {
  /** The team whose round comes next. */
  team: number;
  /** Rounds played so far (all teams). */
  played: number;
  /** The cannons' character textures, team by team ([] until the first round picks them). */
  cast: string[];
  told: string[];
}

export const BLASTER_STATS = ['wordsBlasted'] as const;
export type BlasterStat = (typeof BLASTER_STATS)[number];

/** After a team's round: the next team's turn, or the game's end once every team has played `roundsPerTeam`. */
export function afterRound(
  state: BlasterState,
  teams: number,
  roundsPerTeam: number,
): { state: BlasterState; gameOver: boolean } {
  const count = Math.max(1, teams);
  const played = state.played + 1;
  const next = { ...state, team: (state.team + 1) % count, played };
  return { state: next, gameOver: played >= count * Math.max(1, roundsPerTeam) };
}

export const blasterState: GameStateRules<typeof SETTINGS, BlasterState> = {
  initial: () => ({ team: 0, played: 0, cast: [], told: [] }),
  parse(saved, { teams }) {
    if (typeof saved !== 'object' || saved === null) return null;
    const s = saved as Partial<Record<keyof BlasterState, unknown>>;
    const { team, played } = s;
    const cast = readStrings(s.cast);
    const told = readStrings(s.told);
    if (typeof team !== 'number' || !Number.isInteger(team) || team < 0 || team >= teams) return null;
    if (typeof played !== 'number' || !Number.isInteger(played) || played < 0) return null;
    return cast && told ? { team, played, cast, told } : null;
  },
};
