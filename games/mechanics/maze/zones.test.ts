import { describe, expect, it } from 'vitest';
import { seededRandom } from '@playwords/common';
import { generateMaze, type Maze } from './maze';
import { PathFinder } from './path';
import { placeZones } from './zones';

describe('placeZones', () => {
  it('places distinct reachable zones away from the start, from each other and off avoided cells', () => {
    for (let seed = 0; seed < 30; seed++) {
      const maze = generateMaze(15, 8, seed);
      const finder = new PathFinder(maze);
      const start = 7 + 4 * 15;
      const avoid = [0, 14, 105, 119];
      const zones = placeZones(finder, start, 4, seededRandom(seed), { avoid });
      expect(zones).toHaveLength(4);
      expect(new Set(zones).size).toBe(4);
      const fromStart = finder.distances(start);
      for (const zone of zones) {
        expect(avoid).not.toContain(zone);
        expect(fromStart[zone]).toBeGreaterThanOrEqual(4);
        const apart = finder.distances(zone);
        for (const other of zones) if (other !== zone) expect(apart[other]).toBeGreaterThanOrEqual(3);
      }
    }
  });

  it('relaxes the spacing in a maze too small for it, and never places more zones than cells', () => {
    const small = generateMaze(2, 2, 1);
    const finder = new PathFinder(small);
    const zones = placeZones(finder, 0, 3, seededRandom(1));
    expect(zones).toHaveLength(3);
    expect(zones).not.toContain(0);
    expect(placeZones(finder, 0, 9, seededRandom(1))).toHaveLength(3);
  });

  it('uses only cells the character can reach', () => {
    // Two halves with no passage between them: the zones stay on the character's side.
    const maze: Maze = generateMaze(4, 2, 3, 0);
    maze.open.fill(0);
    maze.open[0] = 2;
    maze.open[1] = 8 | 2;
    maze.open[2] = 8;
    const zones = placeZones(new PathFinder(maze), 0, 3, seededRandom(2));
    expect(zones.sort()).toEqual([1, 2]);
  });

  it('keeps zones apart on the screen too when asked', () => {
    for (let seed = 0; seed < 20; seed++) {
      const finder = new PathFinder(generateMaze(13, 8, seed));
      const zones = placeZones(finder, 6 + 4 * 13, 4, seededRandom(seed), { minGridApart: 3, cols: 13 });
      expect(zones).toHaveLength(4);
      for (const a of zones) {
        for (const b of zones) {
          if (a === b) continue;
          expect(
            Math.abs((a % 13) - (b % 13)) + Math.abs(Math.floor(a / 13) - Math.floor(b / 13)),
          ).toBeGreaterThanOrEqual(3);
        }
      }
    }
  });

  it('is repeatable with the same seed', () => {
    const finder = new PathFinder(generateMaze(15, 8, 9));
    expect(placeZones(finder, 0, 3, seededRandom(4))).toEqual(placeZones(finder, 0, 3, seededRandom(4)));
  });
});
