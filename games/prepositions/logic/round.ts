// A round of Prepositions: each team answers its questions in turn (the kit's round of turns, the right ones counted)
// and what the summary says.
import type { TurnRound } from '../../kit/logic/turn-round';
import { t } from '../texts';

export function roundSummary(round: TurnRound): string {
  return t('round.summary', { won: round.won, total: round.total });
}
