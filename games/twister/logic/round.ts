// A round of Twister: the teams take turns, each the same number of spins; on her turn a team's child on the mat
// makes the called move (a point) or falls (none, and the team's next child steps on). The kit's turn round counts.
import { newTurnRound, turnPlayed, type TurnRound } from '../../kit/logic/turn-round';
import { t } from '../texts';

export type MoveResult = 'made' | 'fell' | 'skipped' | 'timeUp';

export interface TwisterRound {
  turns: TurnRound;
  made: number;
  fell: number;
}

export function newTwisterRound(teams: number, spinsPerTeam: number): TwisterRound {
  return { turns: newTurnRound(teams, spinsPerTeam), made: 0, fell: 0 };
}

/** The points a move is worth to the team whose turn it was. */
export function pointsFor(result: MoveResult): number {
  return result === 'made' ? 1 : 0;
}

/** A turn's move is judged; true when it was the round's last turn. */
export function movePlayed(round: TwisterRound, result: MoveResult): boolean {
  if (result === 'made') round.made++;
  if (result === 'fell' || result === 'timeUp') round.fell++;
  return turnPlayed(round.turns, result === 'made');
}

/** The round summary's line. */
export function roundSummary(round: TwisterRound): string {
  const moves = round.turns.played;
  return t('play.summary', { made: round.made, count: moves });
}

/** The teacher is told, before play, which entries of a long list are not on the mat (once per game). */
export function leftOutReport(left: readonly { entry: string }[], onMat: number): string {
  const names = left.map((item) => item.entry);
  const separator = t('leftOut.separator');
  const shown =
    names.length > 12
      ? t('leftOut.andMore', { shown: names.slice(0, 12).join(separator), more: names.length - 12 })
      : names.join(separator);
  return t('leftOut.report', { onMat, shown });
}
