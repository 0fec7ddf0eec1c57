// A round of Open The Safe is the kit's round of turns: the teams take turns, each with a safe of its own, until
// every team has had its safes; the safes opened are the turns won.
import { newTurnRound, turnPlayed, type TurnRound } from '../../kit/logic/turn-round';
import { t } from '../texts';

export type SafeRound = TurnRound;

export function newRound(teams: number, safesPerTeam: number): SafeRound {
  return newTurnRound(teams, safesPerTeam);
}

/** A safe is done (opened, reset after its tries, skipped or revealed): true when it was the round's last. */
export function safeDone(round: SafeRound, opened: boolean): boolean {
  return turnPlayed(round, opened);
}

export function roundSummary(round: SafeRound): string {
  return t('round.cracked', { count: round.won });
}
