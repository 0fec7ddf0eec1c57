// A round of Number Line: each team places its numbers in turn (the kit's round of turns, the spot-on places counted
// as won); what the summary says; the answers a new question keeps away from.
import type { TurnRound } from '../../kit/logic/turn-round';
import { t } from '../texts';

export {
  newTurnRound as newRound,
  turnPlayed as turnDone,
  type TurnRound as LineRound,
} from '../../kit/logic/turn-round';

export function roundSummary(round: TurnRound): string {
  return t('round.summary', { count: round.won, total: round.total });
}

/** The answers a new question avoids: the last few, so the same number does not come twice in a row. */
export function rememberAnswer(recent: readonly number[], answer: number, keep = 3): number[] {
  return [...recent, answer].slice(-keep);
}
