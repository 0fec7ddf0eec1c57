import type { GameStateRules } from '../kit';
import { type FightState, lasted, newFight, readFight } from './logic/fight';
import { type settings, toRules } from './settings';

/** A new fight (every ship at the teacher's health, no monster yet), and a saved one read back (or null: fresh). */
export const fightState: GameStateRules<typeof settings, FightState> = {
  initial: ({ settings: values, teams }) => newFight(teams, toRules(values)),
  parse: (saved, { teams }) => readFight(saved, teams),
};

/** Space Fight's own statistics (counts kept across games). */
export const SPACE_STATS = ['shipsDestroyed'] as const;
export type SpaceStat = (typeof SPACE_STATS)[number];

/**
 * The fight the podium ranks: a team's score is its ship's health, and ships with the same health (the destroyed
 * ones) rank by how long they lasted. The play scene keeps it up to date.
 */
export const podium: { fight: FightState | null } = { fight: null };

/** How long team `team`'s ship lasted in the fight on screen (0 before there is one). */
export function lastedOnPodium(team: number): number {
  return podium.fight ? lasted(podium.fight, team) : 0;
}
