import { describe, expect, it } from 'vitest';
import {
  autoWordCount,
  buildGrid,
  DIRECTION_SETTINGS,
  GRID_MAX_SIZE,
  GRID_MIN_SIZE,
  PLACEMENT_STEPS,
  type DirectionSetting,
  type WordGrid,
} from './grid';
import { gridLetters } from './letters';

const ANIMALS = [
  'cat',
  'dog',
  'horse',
  'rabbit',
  'elephant',
  'giraffe',
  'monkey',
  'tiger',
  'lion',
  'zebra',
  'sheep',
  'goat',
  'duck',
  'chicken',
  'mouse',
  'snake',
  'frog',
  'bear',
  'panda',
  'koala',
  'whale',
  'shark',
  'octopus',
  'penguin',
];
const PHRASES = ['ice cream', 'good morning', 'teddy bear', 'fire truck', 'hot dog', 'thank you', 'red apple'];

/** Every placed word reads its letters along an allowed step, inside the grid, and the entries add up. */
function expectConsistent(grid: WordGrid, entries: readonly string[]) {
  expect(grid.letters).toHaveLength(grid.width * grid.height);
  expect(grid.letters.every((letter) => letter.length > 0)).toBe(true);
  expect(grid.placements.length + grid.unplaced.length).toBe(entries.length);
  const steps = PLACEMENT_STEPS[grid.directions];
  for (const placement of grid.placements) {
    expect(steps).toContainEqual({ dx: placement.dx, dy: placement.dy });
    expect(placement.letters).toEqual(gridLetters(placement.entry));
    placement.letters.forEach((letter, i) => {
      const x = placement.x + placement.dx * i;
      const y = placement.y + placement.dy * i;
      expect(x).toBeGreaterThanOrEqual(0);
      expect(y).toBeGreaterThanOrEqual(0);
      expect(x).toBeLessThan(grid.width);
      expect(y).toBeLessThan(grid.height);
      expect(placement.cells[i]).toBe(y * grid.width + x);
      expect(grid.letters[y * grid.width + x]).toBe(letter);
    });
  }
  // Placements keep the order of the entries given.
  const order = grid.placements.map((p) => entries.indexOf(p.entry));
  expect([...order].sort((a, b) => a - b)).toEqual(order);
}

describe('buildGrid', () => {
  for (const directions of DIRECTION_SETTINGS) {
    for (let size = GRID_MIN_SIZE; size <= GRID_MAX_SIZE; size++) {
      it(`places every word of a full round: ${directions}, ${size} × ${size}`, () => {
        const entries = [...ANIMALS, ...PHRASES]
          .filter((entry) => gridLetters(entry).length <= size)
          .slice(0, autoWordCount(size));
        expect(entries.length).toBe(autoWordCount(size));
        for (let seed = 1; seed <= 5; seed++) {
          const grid = buildGrid(entries, { width: size, height: size, directions, seed });
          expect(grid.unplaced).toEqual([]);
          expectConsistent(grid, entries);
        }
      });
    }
  }

  it('writes phrases without their spaces but keeps the entry as shown', () => {
    const grid = buildGrid(PHRASES, { width: 12, height: 12, directions: 'diagonal', seed: 7 });
    const iceCream = grid.placements.find((p) => p.entry === 'ice cream');
    expect(iceCream?.letters.join('')).toBe('ICECREAM');
    expect(grid.letters).not.toContain(' ');
    expectConsistent(grid, PHRASES);
  });

  it('reports a word longer than the grid, and still places the rest', () => {
    const entries = ['cat', 'hippopotamus', 'dog', 'supercalifragilistic'];
    const grid = buildGrid(entries, { width: 10, height: 10, directions: 'backwards', seed: 3 });
    expect(grid.unplaced).toEqual([
      { entry: 'hippopotamus', reason: 'too-long' },
      { entry: 'supercalifragilistic', reason: 'too-long' },
    ]);
    expect(grid.placements.map((p) => p.entry)).toEqual(['cat', 'dog']);
    expectConsistent(grid, entries);
  });

  it('fits a word exactly as long as the grid', () => {
    const grid = buildGrid(['strawberry'], { width: 10, height: 10, directions: 'across-down', seed: 9 });
    expect(grid.unplaced).toEqual([]);
  });

  it('reports one-letter entries and entries with the same letters as an earlier one', () => {
    const entries = ['a', 'ice cream', 'icecream', 'I', 'dog'];
    const grid = buildGrid(entries, { width: 8, height: 8, directions: 'across-down', seed: 1 });
    expect(grid.unplaced).toEqual([
      { entry: 'a', reason: 'too-short' },
      { entry: 'icecream', reason: 'same-letters' },
      { entry: 'I', reason: 'too-short' },
    ]);
    expect(grid.placements.map((p) => p.entry)).toEqual(['ice cream', 'dog']);
  });

  it('places what fits in a crowded grid and names every word that did not', () => {
    const entries = Array.from({ length: 30 }, (_, i) => `word${String.fromCharCode(97 + (i % 26))}${'xyzw'[i % 4]}q`);
    const grid = buildGrid(entries, { width: 8, height: 8, directions: 'across-down', seed: 11, attempts: 5 });
    expect(grid.placements.length).toBeGreaterThan(0);
    expect(grid.unplaced.length).toBeGreaterThan(0);
    expect(grid.unplaced.every((u) => u.reason === 'no-room')).toBe(true);
    expectConsistent(grid, entries);
  });

  it('never hides a word wholly inside another one', () => {
    for (let seed = 0; seed < 40; seed++) {
      const grid = buildGrid(['caterpillar', 'cat', 'pill', 'pillar'], {
        width: 11,
        height: 11,
        directions: 'backwards',
        seed,
      });
      expect(grid.unplaced).toEqual([]);
      for (const a of grid.placements) {
        for (const b of grid.placements) {
          if (a !== b) expect(a.cells.every((cell) => b.cells.includes(cell))).toBe(false);
        }
      }
    }
  });

  it('is deterministic for a seed and differs between seeds', () => {
    const options = { width: 12, height: 12, directions: 'backwards' as const, seed: 42 };
    const a = buildGrid(ANIMALS.slice(0, 10), options);
    const b = buildGrid(ANIMALS.slice(0, 10), options);
    expect(b).toEqual(a);
    const c = buildGrid(ANIMALS.slice(0, 10), { ...options, seed: 43 });
    expect(c.letters.join('')).not.toBe(a.letters.join(''));
  });

  it('uses only the directions of the setting, and every one of them over many grids', () => {
    const used: Record<DirectionSetting, Set<string>> = {
      'across-down': new Set(),
      diagonal: new Set(),
      backwards: new Set(),
    };
    for (const directions of DIRECTION_SETTINGS) {
      for (let seed = 0; seed < 30; seed++) {
        const grid = buildGrid(ANIMALS.slice(0, 8), { width: 10, height: 10, directions, seed });
        for (const p of grid.placements) used[directions].add(`${p.dx},${p.dy}`);
      }
    }
    expect([...used['across-down']].sort()).toEqual(['0,1', '1,0']);
    expect([...used.diagonal].sort()).toEqual(['0,1', '1,-1', '1,0', '1,1']);
    expect(used.backwards.size).toBe(8);
  });

  it('fills a Latin grid with capital letters A–Z only', () => {
    const grid = buildGrid(['cat', 'dog'], { width: 8, height: 8, directions: 'diagonal', seed: 5 });
    expect(grid.letters.every((letter) => /^[A-Z]$/.test(letter))).toBe(true);
  });

  it('fills a grid of another script with that script’s letters', () => {
    const entries = ['γάτα', 'σκύλος', 'ήλιος'];
    const grid = buildGrid(entries, { width: 8, height: 8, directions: 'across-down', seed: 5 });
    expect(grid.unplaced).toEqual([]);
    const own = new Set(entries.flatMap((entry) => gridLetters(entry)));
    expect(grid.letters.every((letter) => own.has(letter))).toBe(true);
  });

  it('never spells a rude word in the fill letters, in any direction', () => {
    const blocked = ['FUCK', 'SHIT', 'POO', 'BUM', 'ASS', 'SEX', 'FART'];
    const steps = PLACEMENT_STEPS.backwards;
    for (let seed = 0; seed < 150; seed++) {
      // Words rich in the blocked letters make accidental runs likely.
      const grid = buildGrid(['fish', 'cup', 'bus', 'sock', 'hat'], {
        width: 15,
        height: 15,
        directions: 'backwards',
        seed,
      });
      const wordCells = new Set(grid.placements.flatMap((p) => p.cells));
      for (let y = 0; y < grid.height; y++) {
        for (let x = 0; x < grid.width; x++) {
          for (const { dx, dy } of steps) {
            for (const run of blocked) {
              const cells: number[] = [];
              for (let i = 0; i < run.length; i++) {
                const cx = x + dx * i;
                const cy = y + dy * i;
                if (cx < 0 || cy < 0 || cx >= grid.width || cy >= grid.height) break;
                cells.push(cy * grid.width + cx);
              }
              if (cells.length !== run.length) continue;
              const spelled = cells.map((cell) => grid.letters[cell]).join('');
              if (spelled === run) expect(cells.every((cell) => wordCells.has(cell))).toBe(true);
            }
          }
        }
      }
    }
  });

  it('refuses a size that is not a whole positive number', () => {
    expect(() => buildGrid(['cat'], { width: 0, height: 8, directions: 'diagonal', seed: 1 })).toThrow(RangeError);
    expect(() => buildGrid(['cat'], { width: 8.5, height: 8, directions: 'diagonal', seed: 1 })).toThrow(RangeError);
  });

  it('handles a list of 200 entries by reporting what does not fit, quickly', () => {
    const entries = Array.from({ length: 200 }, (_, i) => `${ANIMALS[i % ANIMALS.length]}${i}`);
    const grid = buildGrid(entries, { width: 15, height: 15, directions: 'backwards', seed: 2, attempts: 3 });
    expectConsistent(grid, entries);
    expect(grid.unplaced.length).toBeGreaterThan(100);
  });
});
