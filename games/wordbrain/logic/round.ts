/**
 * One Wordbrain puzzle being played: the grid as it is now, which words are found and by whom, the misses of the
 * team whose turn it is. A traced path is judged here; the scene shows what the judgement says. A word spelled by
 * a path counts only when the rest of the puzzle can still be solved after it (the letters that fall could bury
 * another word for good), so a class can never be stuck.
 */
import { type Finds, markFound, type MissRules, newFinds } from '../../mechanics/letter-grid/finds';
import { type Puzzle, type PuzzleWord, removePath, solve, spells, type Step } from './puzzle';

export { countMiss, isRoundOver, resetTurn, REVEALED } from '../../mechanics/letter-grid/finds';

/** Wrong words a team may trace before the turn passes (`missesPerTurn`; 0 = unlimited). */
export type RoundRules = MissRules;

export interface RoundState extends Finds {
  size: number;
  cells: (string | null)[];
  words: PuzzleWord[];
}

export function startRound(puzzle: Puzzle): RoundState {
  return { size: puzzle.size, cells: [...puzzle.cells], words: puzzle.words, ...newFinds(puzzle.words.length) };
}

export function remainingWords(state: RoundState): number[] {
  return state.words.flatMap((_, i) => (state.foundBy[i] === null ? [i] : []));
}

export type Judgement =
  /** One letter, or nothing: not a try. */
  | { kind: 'ignored' }
  /** A hidden word: it counts. */
  | { kind: 'found'; word: number }
  /** A hidden word, but finding it now would bury another: find another first. */
  | { kind: 'not-yet'; word: number }
  /** A word found before (its letters seen again elsewhere): no harm. */
  | { kind: 'again'; word: number }
  | { kind: 'miss' };

/** What a traced path is. */
export function judgePath(state: RoundState, path: readonly number[]): Judgement {
  if (path.length < 2) return { kind: 'ignored' };
  const word = state.words.findIndex((w) => spells(state.cells, state.size, path, w.letters));
  if (word < 0) return { kind: 'miss' };
  if (state.foundBy[word] !== null) return { kind: 'again', word };
  const rest = remainingWords(state).filter((w) => w !== word);
  const after = removePath(state.cells, state.size, path).cells;
  // A search that runs out of budget is given the benefit of the doubt (never seen on 5 × 5 grids).
  return solve(after, state.size, state.words, rest).kind === 'stuck'
    ? { kind: 'not-yet', word }
    : { kind: 'found', word };
}

/** Takes a word's letters out of the grid (a find or the teacher's reveal); returns where the letters fell. */
export function takeWord(
  state: RoundState,
  word: number,
  path: readonly number[],
  by: number,
): { from: number; to: number }[] {
  const removal = removePath(state.cells, state.size, path);
  state.cells = removal.cells;
  markFound(state, word, by);
  return removal.moves;
}

/**
 * The next word to find and its path, from the grid as it is now (a hint shows its first letter; the teacher's
 * reveal takes it out). Null when every word is found.
 */
export function nextStep(state: RoundState): Step | null {
  const rest = remainingWords(state);
  if (rest.length === 0) return null;
  const solution = solve(state.cells, state.size, state.words, rest);
  if (solution.kind === 'solved') return solution.steps[0] ?? null;
  return null;
}
