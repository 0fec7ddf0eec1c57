/**
 * What a student selects: a straight run of cells from a start cell to an end cell (a drag, or two presses of
 * Enter), in a direction the teacher's setting allows, read forwards — and backwards too when backwards words
 * are on. A child may drag a word from its last letter to its first: the line is the same, so it still counts.
 */
import { type DirectionSetting, type WordGrid } from './grid';

export interface Cell {
  x: number;
  y: number;
}

type Axis = readonly [number, number];
const ACROSS_DOWN: readonly Axis[] = [
  [1, 0],
  [-1, 0],
  [0, 1],
  [0, -1],
];
const DIAGONALS: readonly Axis[] = [
  [1, 1],
  [-1, -1],
  [1, -1],
  [-1, 1],
];

/**
 * Unit directions a drag may follow (both ways along every allowed line: a backwards word is dragged along the same
 * lines as a forwards one, so 'backwards' allows the lines 'diagonal' does).
 */
const AXES: Readonly<Record<DirectionSetting, readonly Axis[]>> = {
  'across-down': ACROSS_DOWN,
  diagonal: [...ACROSS_DOWN, ...DIAGONALS],
  backwards: [...ACROSS_DOWN, ...DIAGONALS],
};

function inside(width: number, height: number, cell: Cell): boolean {
  return (
    Number.isInteger(cell.x) &&
    Number.isInteger(cell.y) &&
    cell.x >= 0 &&
    cell.y >= 0 &&
    cell.x < width &&
    cell.y < height
  );
}

/**
 * The cells from start to end (row-major indices, in that order), or null when the two are not on one straight
 * line the setting allows (or lie outside the grid). Start = end gives that one cell.
 */
export function lineCells(
  width: number,
  height: number,
  start: Cell,
  end: Cell,
  directions: DirectionSetting,
): number[] | null {
  if (!inside(width, height, start) || !inside(width, height, end)) return null;
  const dx = end.x - start.x;
  const dy = end.y - start.y;
  const diagonal = dx !== 0 && dy !== 0;
  if (diagonal && (Math.abs(dx) !== Math.abs(dy) || directions === 'across-down')) return null;
  const length = Math.max(Math.abs(dx), Math.abs(dy)) + 1;
  const sx = Math.sign(dx);
  const sy = Math.sign(dy);
  const cells: number[] = [];
  for (let i = 0; i < length; i++) cells.push((start.y + sy * i) * width + start.x + sx * i);
  return cells;
}

/**
 * Where a drag ends when the pointer wanders off a straight line: the cell on the allowed line from `start` that
 * is nearest the pointer (`pointer` in cell units, e.g. 3.4, 5.8 — fractions allowed), kept inside the grid.
 * `out` is written and returned, so a drag allocates nothing per pointer move.
 */
export function snapEnd(
  width: number,
  height: number,
  start: Cell,
  pointer: Cell,
  directions: DirectionSetting,
  out: Cell = { x: 0, y: 0 },
): Cell {
  const px = pointer.x - start.x;
  const py = pointer.y - start.y;
  let bestSteps = 0;
  let bestX = 0;
  let bestY = 0;
  let bestDistance = px * px + py * py;
  for (const [ux, uy] of AXES[directions]) {
    const unit = ux * ux + uy * uy;
    const along = (px * ux + py * uy) / unit;
    if (along <= 0) continue;
    // The longest run from start that stays inside the grid in this direction.
    const roomX = ux > 0 ? width - 1 - start.x : ux < 0 ? start.x : Infinity;
    const roomY = uy > 0 ? height - 1 - start.y : uy < 0 ? start.y : Infinity;
    const steps = Math.min(Math.round(along), roomX, roomY);
    const ex = px - ux * steps;
    const ey = py - uy * steps;
    const distance = ex * ex + ey * ey;
    if (distance < bestDistance) {
      bestDistance = distance;
      bestSteps = steps;
      bestX = ux;
      bestY = uy;
    }
  }
  out.x = start.x + bestX * bestSteps;
  out.y = start.y + bestY * bestSteps;
  return out;
}

export type Judgement =
  /** A single cell: nothing to judge yet (a tap, or Enter twice on one letter). */
  | { kind: 'too-short' }
  /** Not a straight line in an allowed direction. */
  | { kind: 'not-straight' }
  /** A word of the round, not found before. */
  | { kind: 'found'; placement: number; cells: number[] }
  /** A word of the round already found (or revealed): no point, no penalty. */
  | { kind: 'already-found'; placement: number; cells: number[] }
  /** Listen mode: a real word of the round, but not the one spoken. */
  | { kind: 'not-target'; placement: number; cells: number[] }
  /** Letters that are no word of the round. */
  | { kind: 'miss'; cells: number[] };

export interface JudgeOptions {
  /** Per placement of the grid: found or revealed already. */
  done: readonly boolean[];
  /** Listen mode: the placement index that was spoken; only it can be found. */
  target?: number | null;
}

/**
 * Judges a selection against the round's words. Any straight run that spells a word counts, even where the
 * generator did not put it (a copy made by fill letters is just as real to a child). The run is read in the
 * forward sense of its line (left to right, or downwards for a vertical line) and, with backwards words on, also
 * the other way.
 */
export function judgeSelection(grid: WordGrid, start: Cell, end: Cell, options: JudgeOptions): Judgement {
  const cells = lineCells(grid.width, grid.height, start, end, grid.directions);
  if (!cells) return { kind: 'not-straight' };
  if (cells.length < 2) return { kind: 'too-short' };
  const dx = end.x - start.x;
  const dy = end.y - start.y;
  const draggedForwards = dx > 0 || (dx === 0 && dy > 0);
  const asDragged = cells.map((cell) => grid.letters[cell]).join('');
  const reversed = cells
    .map((cell) => grid.letters[cell])
    .reverse()
    .join('');
  const forwards = draggedForwards ? asDragged : reversed;
  const readings = grid.directions === 'backwards' ? [forwards, draggedForwards ? reversed : asDragged] : [forwards];

  const index = grid.placements.findIndex((placement) => readings.includes(placement.letters.join('')));
  if (index < 0) return { kind: 'miss', cells };
  if (options.done[index]) return { kind: 'already-found', placement: index, cells };
  if (options.target !== undefined && options.target !== null && options.target !== index) {
    return { kind: 'not-target', placement: index, cells };
  }
  return { kind: 'found', placement: index, cells };
}
