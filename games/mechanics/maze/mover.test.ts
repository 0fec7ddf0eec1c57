import { describe, expect, it } from 'vitest';
import { DIRECTIONS, EAST, NORTH, SOUTH, WEST, generateMaze, step, type Maze } from './maze';
import {
  advance,
  alienStep,
  currentCell,
  directionOf,
  playerStep,
  position,
  restingAt,
  setOff,
  touching,
  turnBack,
} from './mover';
import { PathFinder } from './path';

// A 3 × 1 corridor 0 - 1 - 2 and a 3 × 2 U:   0 - 1   2 / 3   4 - 5 (0–3, 1–4, 2–5 open)
const corridor: Maze = { cols: 3, rows: 1, open: new Uint8Array([EAST, EAST | WEST, WEST]) };
const u: Maze = {
  cols: 3,
  rows: 2,
  open: new Uint8Array([EAST | SOUTH, WEST | SOUTH, SOUTH, NORTH, NORTH | EAST, NORTH | WEST]),
};

describe('movement', () => {
  it('advances along a passage, arrives with the distance left over, and rests', () => {
    const m = restingAt(0);
    expect(advance(m, 0.3)).toBe(0.3);
    setOff(m, 1);
    expect(advance(m, 0.4)).toBe(-1);
    expect(currentCell(m)).toBe(0);
    expect(advance(m, 0.2)).toBe(-1);
    expect(currentCell(m)).toBe(1);
    expect(advance(m, 0.5)).toBeCloseTo(0.1);
    expect(m).toEqual({ from: 1, to: 1, t: 0 });
  });

  it('turns back mid-passage from the same spot', () => {
    const m = restingAt(0);
    setOff(m, 1);
    advance(m, 0.25);
    turnBack(m);
    expect(m).toEqual({ from: 1, to: 0, t: 0.75 });
    expect(position(corridor, m, { x: 0, y: 0 })).toEqual({ x: 0.25, y: 0 });
  });

  it('maps pad and arrow names to directions', () => {
    expect([directionOf('up'), directionOf('right'), directionOf('down'), directionOf('left')]).toEqual([
      NORTH,
      EAST,
      SOUTH,
      WEST,
    ]);
  });
});

describe('collision', () => {
  it('touches within reach and not beyond, in both axes', () => {
    const a = restingAt(0);
    const b = restingAt(1);
    expect(touching(corridor, a, b)).toBe(false);
    setOff(b, 0);
    advance(b, 0.3); // 0.7 cells away
    expect(touching(corridor, a, b)).toBe(false);
    advance(b, 0.2); // 0.5 cells away
    expect(touching(corridor, a, b)).toBe(true);
    const c = restingAt(3);
    expect(touching(u, restingAt(0), c)).toBe(false);
    expect(touching(u, restingAt(0), c, 1.01)).toBe(true);
  });

  it('catches two movers passing each other on one passage', () => {
    const a = restingAt(0);
    const b = restingAt(1);
    setOff(a, 1);
    setOff(b, 0);
    advance(a, 0.3);
    advance(b, 0.3);
    expect(touching(corridor, a, b)).toBe(true);
  });
});

describe('the character', () => {
  it('follows a tapped route before any direction', () => {
    const route = new PathFinder(u).path(0, 5);
    expect(playerStep(u, 0, SOUTH, EAST, route, 1)).toBe(1);
    expect(playerStep(u, 1, 0, 0, route, 2)).toBe(4);
  });

  it('turns the wanted way as soon as it is open, else keeps going, else stops at the wall', () => {
    // At 1 (open west and south), wanting south: it turns.
    expect(playerStep(u, 1, SOUTH, EAST, [], 0)).toBe(4);
    // At 4 (open north and east), wanting south (a wall) while going east: it keeps going east.
    expect(playerStep(u, 4, SOUTH, EAST, [], 0)).toBe(5);
    // At 5 (open north and west), wanting and going east: a wall, it stops.
    expect(playerStep(u, 5, EAST, EAST, [], 0)).toBe(-1);
    expect(playerStep(u, 0, 0, 0, [], 0)).toBe(-1);
    expect(playerStep(u, 0, SOUTH, 0, [], 0)).toBe(3);
  });
});

describe('aliens', () => {
  it('chase along the shortest path when chasing', () => {
    const finder = new PathFinder(u);
    expect(alienStep(u, finder, 0, -1, 2, 1, () => 0.5)).toBe(1);
    expect(alienStep(u, finder, 4, 1, 0, 1, () => 0.5)).toBe(1);
  });

  it('wander through an open passage other than the one they came from', () => {
    const maze = generateMaze(15, 8, 3);
    const finder = new PathFinder(maze);
    for (let cell = 0; cell < 120; cell++) {
      const open = DIRECTIONS.map((d) => step(maze, cell, d));
      const cameFrom = open.find((n) => n >= 0) as number;
      for (const r of [0, 0.3, 0.6, 0.99]) {
        const next = alienStep(maze, finder, cell, cameFrom, 0, 0, () => r);
        expect(open).toContain(next);
        if (open.filter((n) => n >= 0).length > 1) expect(next).not.toBe(cameFrom);
      }
    }
  });

  it('turn round in a dead end', () => {
    const finder = new PathFinder(corridor);
    expect(alienStep(corridor, finder, 2, 1, 0, 0, () => 0.5)).toBe(1);
  });
});
