// The maze of Alien Chase Basic: a grid of cells with passages between neighbours. Generated from a seed (the
// same seed draws the same maze, so a resumed game and a test see the same one) as a perfect maze by a
// depth-first carve, then "braided": some walls are knocked through so there are loops, because a maze without
// loops lets one alien corner the character with no way round it, which is no fun for six-year-olds.

import { seededRandom } from '@playwords/common';

/** Passage bits of a cell: set when the cell is open towards that neighbour. */
export const NORTH = 1;
export const EAST = 2;
export const SOUTH = 4;
export const WEST = 8;
export const DIRECTIONS = [NORTH, EAST, SOUTH, WEST] as const;
export type Direction = (typeof DIRECTIONS)[number];

export interface Maze {
  cols: number;
  rows: number;
  /** One entry per cell (index = row × cols + col): the passage bits. */
  open: Uint8Array;
}

export function opposite(dir: Direction): Direction {
  switch (dir) {
    case NORTH:
      return SOUTH;
    case SOUTH:
      return NORTH;
    case EAST:
      return WEST;
    case WEST:
      return EAST;
  }
}

/** The neighbour of `cell` in a direction, or -1 past the edge. */
export function neighbour(maze: Maze, cell: number, dir: Direction): number {
  const col = cell % maze.cols;
  const row = (cell - col) / maze.cols;
  switch (dir) {
    case NORTH:
      return row > 0 ? cell - maze.cols : -1;
    case SOUTH:
      return row < maze.rows - 1 ? cell + maze.cols : -1;
    case WEST:
      return col > 0 ? cell - 1 : -1;
    case EAST:
      return col < maze.cols - 1 ? cell + 1 : -1;
  }
}

/** The open neighbour in a direction, or -1 when a wall (or the edge) is there. */
export function step(maze: Maze, cell: number, dir: Direction): number {
  return (maze.open[cell] ?? 0) & dir ? neighbour(maze, cell, dir) : -1;
}

/** The direction from a cell to an adjacent one, or 0 when they are not adjacent. */
export function directionBetween(maze: Maze, from: number, to: number): Direction | 0 {
  for (const dir of DIRECTIONS) if (neighbour(maze, from, dir) === to) return dir;
  return 0;
}

function carve(maze: Maze, cell: number, dir: Direction): void {
  const next = neighbour(maze, cell, dir);
  if (next < 0) return;
  maze.open[cell] = (maze.open[cell] ?? 0) | dir;
  maze.open[next] = (maze.open[next] ?? 0) | opposite(dir);
}

/** Number of passages out of a cell. */
export function exits(maze: Maze, cell: number): number {
  const bits = maze.open[cell] ?? 0;
  return (bits & 1) + ((bits >> 1) & 1) + ((bits >> 2) & 1) + ((bits >> 3) & 1);
}

/**
 * A maze of `cols` × `rows` cells from `seed`. `braid` (0–1) is the share of dead ends opened into a loop (a dead
 * end is where an alien traps the character).
 */
export function generateMaze(cols: number, rows: number, seed: number, braid = 0.75): Maze {
  if (!Number.isInteger(cols) || !Number.isInteger(rows) || cols < 2 || rows < 2) {
    throw new RangeError('A maze needs at least 2 × 2 whole cells.');
  }
  const random = seededRandom(seed);
  const maze: Maze = { cols, rows, open: new Uint8Array(cols * rows) };
  const visited = new Uint8Array(cols * rows);
  const stack: number[] = [Math.floor(random() * cols * rows)];
  visited[stack[0] as number] = 1;
  const choices: Direction[] = [];
  while (stack.length > 0) {
    const cell = stack[stack.length - 1] as number;
    choices.length = 0;
    for (const dir of DIRECTIONS) {
      const next = neighbour(maze, cell, dir);
      if (next >= 0 && !visited[next]) choices.push(dir);
    }
    if (choices.length === 0) {
      stack.pop();
      continue;
    }
    const dir = choices[Math.floor(random() * choices.length)] as Direction;
    carve(maze, cell, dir);
    const next = neighbour(maze, cell, dir);
    visited[next] = 1;
    stack.push(next);
  }
  // Braid: open dead ends into a neighbour (preferring another dead end, which removes two at once).
  for (let cell = 0; cell < cols * rows; cell++) {
    if (exits(maze, cell) !== 1 || random() >= braid) continue;
    choices.length = 0;
    for (const dir of DIRECTIONS) {
      const next = neighbour(maze, cell, dir);
      if (next >= 0 && !((maze.open[cell] ?? 0) & dir)) choices.push(dir);
    }
    const deadEnds = choices.filter((dir) => exits(maze, neighbour(maze, cell, dir)) === 1);
    const pool = deadEnds.length > 0 ? deadEnds : choices;
    if (pool.length > 0) carve(maze, cell, pool[Math.floor(random() * pool.length)] as Direction);
  }
  return maze;
}
