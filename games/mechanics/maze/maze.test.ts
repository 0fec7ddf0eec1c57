import { describe, expect, it } from 'vitest';
import {
  DIRECTIONS,
  EAST,
  NORTH,
  SOUTH,
  WEST,
  directionBetween,
  exits,
  generateMaze,
  neighbour,
  opposite,
  step,
  type Maze,
} from './maze';
import { PathFinder } from './path';

function reachableCount(maze: Maze, from: number): number {
  return Array.from(new PathFinder(maze).distances(from)).filter((d) => d >= 0).length;
}

describe('generateMaze', () => {
  it('connects every cell to every other, for many seeds and sizes', () => {
    for (const [cols, rows] of [
      [2, 2],
      [5, 3],
      [15, 8],
      [16, 9],
    ] as const) {
      for (let seed = 0; seed < 25; seed++) {
        const maze = generateMaze(cols, rows, seed);
        expect(reachableCount(maze, 0)).toBe(cols * rows);
      }
    }
  });

  it('draws the same maze from the same seed and another from another seed', () => {
    const a = generateMaze(15, 8, 42);
    expect(generateMaze(15, 8, 42).open).toEqual(a.open);
    expect(generateMaze(15, 8, 43).open).not.toEqual(a.open);
  });

  it('keeps passages two-way and never opens through the outer edge', () => {
    const maze = generateMaze(15, 8, 7);
    for (let cell = 0; cell < 15 * 8; cell++) {
      for (const dir of DIRECTIONS) {
        const next = neighbour(maze, cell, dir);
        const open = ((maze.open[cell] ?? 0) & dir) !== 0;
        if (next < 0) expect(open).toBe(false);
        else expect(((maze.open[next] ?? 0) & opposite(dir)) !== 0).toBe(open);
      }
    }
  });

  it('is a tree without braiding and has loops (few dead ends) with it', () => {
    const perfect = generateMaze(15, 8, 5, 0);
    const passages = (m: Maze) => Array.from({ length: 120 }, (_, c) => exits(m, c)).reduce((a, b) => a + b, 0) / 2;
    expect(passages(perfect)).toBe(15 * 8 - 1);
    const braided = generateMaze(15, 8, 5);
    expect(passages(braided)).toBeGreaterThan(15 * 8 - 1);
    const deadEnds = (m: Maze) => Array.from({ length: 120 }, (_, c) => exits(m, c)).filter((e) => e === 1).length;
    expect(deadEnds(braided)).toBeLessThan(deadEnds(perfect) / 2);
  });

  it('refuses sizes that are not a maze', () => {
    expect(() => generateMaze(1, 5, 1)).toThrow(RangeError);
    expect(() => generateMaze(4.5, 5, 1)).toThrow(RangeError);
  });
});

describe('moving through walls', () => {
  it('steps only through open passages and knows the direction between neighbours', () => {
    const maze: Maze = { cols: 2, rows: 2, open: new Uint8Array([EAST, WEST | SOUTH, 0, NORTH]) };
    expect(step(maze, 0, EAST)).toBe(1);
    expect(step(maze, 0, SOUTH)).toBe(-1);
    expect(step(maze, 1, SOUTH)).toBe(3);
    expect(step(maze, 3, WEST)).toBe(-1);
    expect(step(maze, 0, NORTH)).toBe(-1);
    expect(directionBetween(maze, 1, 3)).toBe(SOUTH);
    expect(directionBetween(maze, 0, 3)).toBe(0);
  });
});
