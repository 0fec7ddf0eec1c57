import { describe, expect, it } from 'vitest';
import { EAST, NORTH, SOUTH, WEST, type Maze } from './maze';
import type { Mover } from './mover';
import { PathFinder } from './path';
import { chaserAt, createRunner, pursue, restRunner, run, steer, walkTo } from './runner';

// A 3 × 2 maze shaped like a U:   0 - 1   2
//                                 |   |   |
//                                 3   4 - 5
const u: Maze = {
  cols: 3,
  rows: 2,
  open: new Uint8Array([EAST | SOUTH, WEST | SOUTH, SOUTH, NORTH, NORTH | EAST, NORTH | WEST]),
};
const finder = new PathFinder(u);
const always = () => true;

/** Where a mover is: on the passage from → to, `t` of the way (floating-point sums, so close to it). */
function expectAt(mover: Mover, from: number, to: number, t: number): void {
  expect([mover.from, mover.to]).toEqual([from, to]);
  expect(mover.t).toBeCloseTo(t);
}

describe('the runner', () => {
  it('keeps going the way it was sent and stops at a wall', () => {
    const r = createRunner(0);
    steer(r, EAST);
    run(r, u, 0, always);
    expect(r.mover).toEqual({ from: 0, to: 1, t: 0 });
    expect(r.going).toBe(EAST);
    expect(r.wanted).toBe(0);
    run(r, u, 1.5, always);
    // At 1 east is a wall and nothing else was asked for: it stops there.
    expect(r.mover).toEqual({ from: 1, to: 1, t: 0 });
    expect(r.going).toBe(0);
  });

  it('takes a wanted turn as soon as it is open, carrying the distance left over', () => {
    const r = createRunner(0);
    steer(r, EAST);
    run(r, u, 0, always);
    steer(r, SOUTH);
    run(r, u, 1.25, always);
    expectAt(r.mover, 1, 4, 0.25);
    expect(r.going).toBe(SOUTH);
  });

  it('turns round at once mid-passage when sent the opposite way', () => {
    const r = createRunner(0);
    steer(r, EAST);
    run(r, u, 0.3, always);
    steer(r, WEST);
    expectAt(r.mover, 1, 0, 0.7);
    expect(r.going).toBe(WEST);
  });

  it('walks a tapped cell along the maze, then drops the route', () => {
    const r = createRunner(0);
    expect(walkTo(r, u, finder, 5)).toBe(true);
    expect(r.route).toEqual([0, 1, 4, 5]);
    for (let i = 0; i < 3; i++) run(r, u, 1, always);
    expect(r.mover).toEqual({ from: 5, to: 5, t: 0 });
    expect(r.route).toHaveLength(4);
    // Standing on it, facing a wall: the route is done.
    run(r, u, 1, always);
    expect(r.route).toEqual([]);
    expect(r.going).toBe(0);
  });

  it('turns round for a tapped cell behind it', () => {
    const r = createRunner(0);
    steer(r, EAST);
    run(r, u, 0.4, always);
    expect(walkTo(r, u, finder, 3)).toBe(true);
    expectAt(r.mover, 1, 0, 0.6);
    expect(r.going).toBe(WEST);
    run(r, u, 0.6, always);
    run(r, u, 1, always);
    expect(r.mover).toEqual({ from: 3, to: 3, t: 0 });
  });

  it('ignores a cell it cannot reach, and a steer replaces a route', () => {
    const split: Maze = { cols: 2, rows: 1, open: new Uint8Array([0, 0]) };
    const r = createRunner(0);
    expect(walkTo(r, split, new PathFinder(split), 1)).toBe(false);
    expect(r.route).toEqual([]);
    walkTo(r, u, finder, 5);
    steer(r, SOUTH);
    expect(r.route).toEqual([]);
  });

  it('stops where `arrive` says no, and asks on every cell it reaches', () => {
    const r = createRunner(0);
    walkTo(r, u, finder, 5);
    const seen: number[] = [];
    const stopAt4 = (cell: number) => {
      seen.push(cell);
      return cell !== 4;
    };
    for (let i = 0; i < 5; i++) run(r, u, 1, stopAt4);
    expect(seen).toEqual([0, 1, 4, 4, 4]);
    expect(r.mover).toEqual({ from: 4, to: 4, t: 0 });
  });

  it('rests again on a cell, heading nowhere', () => {
    const r = createRunner(0);
    steer(r, EAST);
    run(r, u, 0.5, always);
    restRunner(r, 3);
    expect(r).toMatchObject({ mover: { from: 3, to: 3, t: 0 }, going: 0, wanted: 0 });
  });

  it('drops a tapped route when it rests again (the route began where it was, not here)', () => {
    const r = createRunner(0);
    expect(walkTo(r, u, finder, 5)).toBe(true);
    run(r, u, 0.5, always);
    restRunner(r, 2);
    expect(r.route).toEqual([]);
    run(r, u, 1, always);
    // Cell 2 opens only south: the old route (0 → 1 → 4 → 5) would have taken it through the wall to 4.
    expect(r.mover).toEqual({ from: 2, to: 2, t: 0 });
  });
});

describe('a chaser', () => {
  it('heads for its target cell by cell, remembering where it came from', () => {
    const c = chaserAt(2);
    pursue(c, u, finder, 0, 0, 1, () => 0.5);
    expect(c.mover).toEqual({ from: 2, to: 5, t: 0 });
    expect(c.cameFrom).toBe(2);
    pursue(c, u, finder, 1.5, 0, 1, () => 0.5);
    expectAt(c.mover, 5, 4, 0.5);
    expect(c.cameFrom).toBe(5);
  });

  it('stays put between cells until it arrives', () => {
    const c = chaserAt(0);
    pursue(c, u, finder, 0, 5, 1, () => 0.5);
    pursue(c, u, finder, 0.5, 5, 1, () => 0.5);
    expect(c.mover).toEqual({ from: 0, to: 1, t: 0.5 });
  });
});
