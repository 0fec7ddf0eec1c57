// A round of turns: the teams take turns, each the same number, until every team has had its turns, counting the
// turns won (a number placed spot on, a safe cracked). Pure and plain JSON.

export interface TurnRound {
  /** Turns this round (teams × turns per team). */
  total: number;
  played: number;
  /** Turns won, by any team. */
  won: number;
}

export function newTurnRound(teams: number, turnsPerTeam: number): TurnRound {
  return { total: Math.max(1, teams) * Math.max(1, turnsPerTeam), played: 0, won: 0 };
}

/** A turn is done (won or not; answered, timed out, skipped or revealed): true when it was the round's last. */
export function turnPlayed(round: TurnRound, won: boolean): boolean {
  round.played = Math.min(round.total, round.played + 1);
  if (won) round.won++;
  return round.played >= round.total;
}
