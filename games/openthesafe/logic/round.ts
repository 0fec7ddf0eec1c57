// A round of Open The Safe: the teams take turns, each with a safe of its own, until every team has had its safes.

export interface SafeRound {
  /** Safes to play this round (teams × safes per team). */
  total: number;
  /** Safes done so far. */
  played: number;
  /** Safes opened (by any team). */
  opened: number;
}

export function newRound(teams: number, safesPerTeam: number): SafeRound {
  return { total: Math.max(1, teams) * Math.max(1, safesPerTeam), played: 0, opened: 0 };
}

/** A safe is done (opened, reset after its tries, skipped or revealed): true when it was the round's last. */
export function safeDone(round: SafeRound, opened: boolean): boolean {
  round.played = Math.min(round.total, round.played + 1);
  if (opened) round.opened++;
  return round.played >= round.total;
}

export function roundSummary(round: SafeRound): string {
  return round.opened === 1 ? '1 safe cracked!' : `${round.opened} safes cracked!`;
}
