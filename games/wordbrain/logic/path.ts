/**
 * Tracing a word: the path of touching letters a finger (or the keyboard) draws on the grid. Moving onto a letter
 * touching the path's end adds it; moving back onto the letter before the end takes the end off (a finger that
 * went too far); anything else leaves the path as it is. Pure: the scene keeps the path and draws it.
 */
import { type Cells, touching } from './puzzle';

export type PathStep = 'added' | 'back' | 'same';

/** Changes `path` (in place) for the pointer or cursor now on `cell`, and says what happened. */
export function stepPath(path: number[], cell: number, cells: Cells, size: number): PathStep {
  const last = path[path.length - 1];
  if (cell < 0 || cell >= cells.length || cells[cell] === null || cell === last) return 'same';
  if (path.length >= 2 && cell === path[path.length - 2]) {
    path.pop();
    return 'back';
  }
  if (last === undefined || path.includes(cell) || !touching(last, cell, size)) return 'same';
  path.push(cell);
  return 'added';
}

/**
 * The cell a drag is over, or -1 between cells: a drag only takes a letter when it is near its middle, so a
 * diagonal stroke does not catch the letters beside the corner it passes. `x`, `y` are in cell units, each cell's
 * centre a whole number (LetterGridBoard.pointerCell).
 */
export function cellNear(x: number, y: number, size: number, reach = 0.4): number {
  const cx = Math.round(x);
  const cy = Math.round(y);
  if (cx < 0 || cy < 0 || cx >= size || cy >= size) return -1;
  return Math.hypot(x - cx, y - cy) <= reach ? cy * size + cx : -1;
}

/** The letters a path spells (empty cells spell nothing). */
export function pathLetters(cells: Cells, path: readonly number[]): string {
  return path.map((cell) => cells[cell] ?? '').join('');
}
