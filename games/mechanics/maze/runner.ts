// The decisions of the two kinds of movers of a maze chase, on top of mover.ts: the character a child steers (a
// way asked for by a key or the pad, or a tapped cell walked to along the maze) and an alien chasing it. A scene
// advances them every frame and only draws them: nothing here allocates per frame.

import { directionBetween, opposite, type Direction, type Maze } from './maze';
import { advance, alienStep, isResting, playerStep, restingAt, setOff, turnBack, type Mover } from './mover';
import type { PathFinder } from './path';

export interface Runner {
  mover: Mover;
  /** The way it is moving (0 while it stands still). */
  going: Direction | 0;
  /** The last way asked for, taken at the first open turn (0 once taken). */
  wanted: Direction | 0;
  /** A tapped cell's path, followed from `routeIndex`; empty while steering by direction. */
  route: number[];
  routeIndex: number;
}

export function createRunner(cell: number): Runner {
  return { mover: restingAt(cell), going: 0, wanted: 0, route: [], routeIndex: 0 };
}

/**
 * Stands the runner on `cell`, heading nowhere (back at the start after a catch). A tapped route is dropped too: it
 * began where the runner was, so following it from here would cross walls.
 */
export function restRunner(r: Runner, cell: number): void {
  r.mover.from = cell;
  r.mover.to = cell;
  r.mover.t = 0;
  r.going = 0;
  r.wanted = 0;
  r.route.length = 0;
  r.routeIndex = 0;
}

/** A key or pad press: the way to go replaces any tapped route; turning round needs no wall to wait for. */
export function steer(r: Runner, dir: Direction): void {
  r.wanted = dir;
  r.route.length = 0;
  if (!isResting(r.mover) && r.going && dir === opposite(r.going)) {
    turnBack(r.mover);
    r.going = dir;
  }
}

/**
 * A tapped cell: walk there along the maze from the cell the runner is heading for, turning round at once when
 * that is the way back. False when the cell cannot be reached (nothing changes).
 */
export function walkTo(r: Runner, maze: Maze, finder: PathFinder, cell: number): boolean {
  const path = finder.path(r.mover.to, cell);
  if (path.length === 0) return false;
  r.route = path;
  r.routeIndex = 1;
  r.wanted = 0;
  if (!isResting(r.mover) && path[1] === r.mover.from) {
    turnBack(r.mover);
    r.going = directionBetween(maze, r.mover.from, r.mover.to);
    r.routeIndex = 2;
  }
  return true;
}

/**
 * Moves the runner `distance` cells. On arriving at a cell (and every frame it stands still) `arrive(cell)` is
 * asked first: false stops it there (the play has paused, a word was found); otherwise it takes its next step
 * (playerStep) or stops at a wall, and a route walked to its end is dropped.
 */
export function run(r: Runner, maze: Maze, distance: number, arrive: (cell: number) => boolean): void {
  const left = advance(r.mover, distance);
  if (left < 0) return;
  const cell = r.mover.from;
  if (!arrive(cell)) return;
  const next = playerStep(maze, cell, r.wanted, r.going, r.route, r.routeIndex);
  if (next >= 0 && next !== cell) {
    if (r.route.length > 0) r.routeIndex += 1;
    r.going = directionBetween(maze, cell, next);
    if (r.wanted === r.going) r.wanted = 0;
    setOff(r.mover, next);
    advance(r.mover, left);
    return;
  }
  r.going = 0;
  if (r.route.length > 0 && r.routeIndex >= r.route.length) r.route.length = 0;
}

export interface Chaser {
  mover: Mover;
  /** The cell it last left (-1 at first): it wanders on rather than back (alienStep). */
  cameFrom: number;
}

export function chaserAt(cell: number): Chaser {
  return { mover: restingAt(cell), cameFrom: -1 };
}

/** Moves an alien `distance` cells; at each cell it heads for `target` with chance `chase`, else wanders. */
export function pursue(
  c: Chaser,
  maze: Maze,
  finder: PathFinder,
  distance: number,
  target: number,
  chase: number,
  random: () => number,
): void {
  const left = advance(c.mover, distance);
  if (left < 0) return;
  const cell = c.mover.from;
  const next = alienStep(maze, finder, cell, c.cameFrom, target, chase, random);
  c.cameFrom = cell;
  if (next !== cell) {
    setOff(c.mover, next);
    advance(c.mover, left);
  }
}
