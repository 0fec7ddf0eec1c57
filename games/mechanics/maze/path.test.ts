import { describe, expect, it } from 'vitest';
import { EAST, NORTH, SOUTH, WEST, directionBetween, generateMaze, type Maze } from './maze';
import { PathFinder } from './path';

// A 3 × 2 maze shaped like a U:   0 - 1   2
//                                 |   |   |
//                                 3   4 - 5
const u: Maze = {
  cols: 3,
  rows: 2,
  open: new Uint8Array([EAST | SOUTH, WEST | SOUTH, SOUTH, NORTH, NORTH | EAST, NORTH | WEST]),
};

describe('PathFinder', () => {
  it('finds the shortest path around the walls', () => {
    const finder = new PathFinder(u);
    expect(finder.path(0, 2)).toEqual([0, 1, 4, 5, 2]);
    expect(finder.path(3, 3)).toEqual([3]);
    expect(finder.nextStep(0, 2)).toBe(1);
    expect(finder.nextStep(5, 0)).toBe(4);
    expect(finder.nextStep(4, 4)).toBe(4);
  });

  it('answers -1 and an empty path for a cell it cannot reach', () => {
    const split: Maze = { cols: 2, rows: 1, open: new Uint8Array([0, 0]) };
    const finder = new PathFinder(split);
    expect(finder.nextStep(0, 1)).toBe(-1);
    expect(finder.path(0, 1)).toEqual([]);
    expect(finder.path(0, 9)).toEqual([]);
  });

  it('gives the distance to every cell', () => {
    expect(Array.from(new PathFinder(u).distances(0))).toEqual([0, 1, 4, 1, 2, 3]);
  });

  it('orders cells from the farthest to the nearest, ties in their order', () => {
    expect(new PathFinder(u).farthestFirst(0, [3, 1, 2, 5, 4])).toEqual([2, 5, 4, 3, 1]);
  });

  it('gives paths of adjacent open steps whose length is the BFS distance, search after search', () => {
    const maze = generateMaze(15, 8, 11);
    const finder = new PathFinder(maze);
    for (let from = 0; from < 120; from += 7) {
      const distances = finder.distances(from);
      for (let to = 0; to < 120; to += 5) {
        const path = finder.path(from, to);
        expect(path[0]).toBe(from);
        expect(path[path.length - 1]).toBe(to);
        expect(path.length - 1).toBe(distances[to]);
        for (let i = 1; i < path.length; i++) {
          const dir = directionBetween(maze, path[i - 1] as number, path[i] as number);
          expect(dir).not.toBe(0);
          expect((maze.open[path[i - 1] as number] ?? 0) & (dir || 0)).not.toBe(0);
        }
        if (from !== to) expect(finder.nextStep(from, to)).toBe(path[1]);
      }
    }
  });
});
