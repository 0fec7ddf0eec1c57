// Movement on the maze for the character and the aliens: a mover is always on one passage, `t` of the way from
// one cell centre to the next (or resting on a cell). Decisions happen only on arriving at a cell; between cells
// the scene just advances `t`. Collision compares the two movers' positions. Nothing here allocates per frame.

import { DIRECTIONS, step, type Direction, type Maze } from './maze';
import type { PathFinder } from './path';

export interface Mover {
  from: number;
  /** Equal to `from` while resting. */
  to: number;
  /** 0–1 along the passage. */
  t: number;
}

export function restingAt(cell: number): Mover {
  return { from: cell, to: cell, t: 0 };
}

export function isResting(m: Mover): boolean {
  return m.from === m.to;
}

/** The cell the mover counts as being in (the nearer end of its passage). */
export function currentCell(m: Mover): number {
  return m.t < 0.5 ? m.from : m.to;
}

/**
 * Moves `distance` cells along the passage. Returns -1 while still between cells, otherwise the distance left
 * over after arriving (the mover then rests on the cell it reached, ready for its next decision).
 */
export function advance(m: Mover, distance: number): number {
  if (m.from === m.to) return distance;
  m.t += distance;
  if (m.t < 1) return -1;
  const left = m.t - 1;
  m.from = m.to;
  m.t = 0;
  return left;
}

/** Sets off from the cell the mover rests on towards an adjacent open cell. */
export function setOff(m: Mover, next: number): void {
  m.to = next;
  m.t = 0;
}

/** Turns round mid-passage (the character may change its mind at once, not only at cells). */
export function turnBack(m: Mover): void {
  if (m.from === m.to) return;
  const from = m.from;
  m.from = m.to;
  m.to = from;
  m.t = 1 - m.t;
}

/** The position in cell units (column, row of the cell centre lines), written into `out` to avoid allocation. */
export function position(maze: Maze, m: Mover, out: { x: number; y: number }): { x: number; y: number } {
  const fc = m.from % maze.cols;
  const fr = (m.from - fc) / maze.cols;
  const tc = m.to % maze.cols;
  const tr = (m.to - tc) / maze.cols;
  out.x = fc + (tc - fc) * m.t;
  out.y = fr + (tr - fr) * m.t;
  return out;
}

const pa = { x: 0, y: 0 };
const pb = { x: 0, y: 0 };

/** Whether two movers are closer than `reach` cells (centre to centre). */
export function touching(maze: Maze, a: Mover, b: Mover, reach = 0.6): boolean {
  position(maze, a, pa);
  position(maze, b, pb);
  const dx = pa.x - pb.x;
  const dy = pa.y - pb.y;
  return dx * dx + dy * dy < reach * reach;
}

/**
 * The character's next cell on arriving at (or resting on) `cell`. A tapped route comes first (consumed from
 * `routeIndex`). Otherwise it steers like a classic maze game, which suits small hands: the last direction asked
 * for (`wanted`, an arrow key or pad press) is taken as soon as it is open, and until then the character keeps
 * going the way it was (`going`); at a wall it stops (-1).
 */
export function playerStep(
  maze: Maze,
  cell: number,
  wanted: Direction | 0,
  going: Direction | 0,
  route: readonly number[],
  routeIndex: number,
): number {
  const next = route[routeIndex];
  if (next !== undefined) return next;
  const turn = wanted ? step(maze, cell, wanted) : -1;
  if (turn >= 0) return turn;
  return going ? step(maze, cell, going) : -1;
}

/**
 * An alien's next cell on arriving at `cell`: with chance `chase` the first step of a shortest path to the
 * character's cell, otherwise a random open passage other than the one it came along (unless that is the only
 * one). Wandering is what makes a low level escapable.
 */
export function alienStep(
  maze: Maze,
  finder: PathFinder,
  cell: number,
  cameFrom: number,
  target: number,
  chase: number,
  random: () => number,
): number {
  if (random() < chase) {
    const next = finder.nextStep(cell, target);
    if (next >= 0 && next !== cell) return next;
  }
  let options = 0;
  for (const dir of DIRECTIONS) {
    const next = step(maze, cell, dir);
    if (next >= 0 && next !== cameFrom) options += 1;
  }
  if (options === 0) return cameFrom >= 0 ? cameFrom : cell;
  let pick = Math.floor(random() * options);
  for (const dir of DIRECTIONS) {
    const next = step(maze, cell, dir);
    if (next < 0 || next === cameFrom) continue;
    if (pick === 0) return next;
    pick -= 1;
  }
  return cell;
}

/** Arrow keys and the on-screen pad name directions; this maps their names to the maze's bits. */
export function directionOf(name: 'up' | 'right' | 'down' | 'left'): Direction {
  return ({ up: 1, right: 2, down: 4, left: 8 } as const)[name];
}
