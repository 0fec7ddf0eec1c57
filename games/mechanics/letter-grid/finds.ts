/**
 * Who found which word of a letter-grid round, and the misses of the team whose turn it is (Word Search, Wordbrain):
 * a find passes the turn, and after `missesPerTurn` wrong tries the turn passes too.
 */

/** Who found each word: a team index, REVEALED (the teacher showed it) or null (still hidden). */
export const REVEALED = -1;

export interface Finds {
  foundBy: (number | null)[];
  /** Wrong tries of the team whose turn it is. */
  misses: number;
}

export interface MissRules {
  /** Wrong tries a team may make before the turn passes; 0 = unlimited (the turn passes only on a find). */
  missesPerTurn: number;
}

/** A round of `words` hidden words, none found yet. */
export function newFinds(words: number): Finds {
  return { foundBy: new Array<number | null>(words).fill(null), misses: 0 };
}

export function isRoundOver(state: Finds): boolean {
  return state.foundBy.every((by) => by !== null);
}

/** Records a find (or the teacher's reveal, `by` REVEALED): the team that goes next starts with no misses. */
export function markFound(state: Finds, word: number, by: number): void {
  state.foundBy[word] = by;
  state.misses = 0;
}

/** Counts a miss; true when it passes the turn (several teams and the team's tries are used up). */
export function countMiss(state: Finds, teams: number, rules: MissRules): boolean {
  state.misses++;
  if (teams < 2 || rules.missesPerTurn <= 0 || state.misses < rules.missesPerTurn) return false;
  state.misses = 0;
  return true;
}

/** The turn moved on another way (the "next team" button, the teacher): the new team starts with no misses. */
export function resetTurn(state: Finds): void {
  state.misses = 0;
}
