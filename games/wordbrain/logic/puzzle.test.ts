import { describe, expect, it } from 'vitest';
import { createRng } from '../../kit/logic/rng';
import {
  findPaths,
  generatePuzzle,
  neighbours,
  type Puzzle,
  type PuzzleWord,
  removePath,
  sizeFor,
  solve,
  spells,
  touching,
} from './puzzle';
import { gridSizeFor, pickPuzzleWords, playableWords } from './words';

const word = (text: string): PuzzleWord => ({ entry: text, letters: [...text.replace(/\s/g, '').toUpperCase()] });
const grid = (rows: string[]): (string | null)[] => rows.flatMap((row) => [...row].map((c) => (c === '.' ? null : c)));

/** Plays a puzzle's own solution: each path must spell its word in the grid as it is then, and the grid empties. */
function replay(puzzle: Puzzle): boolean {
  let cells = puzzle.cells;
  const seen = new Set<number>();
  for (const step of puzzle.solution) {
    const letters = puzzle.words[step.word]?.letters ?? [];
    if (seen.has(step.word) || !spells(cells, puzzle.size, step.path, letters)) return false;
    seen.add(step.word);
    cells = removePath(cells, puzzle.size, step.path).cells;
  }
  return seen.size === puzzle.words.length && cells.every((c) => c === null);
}

/** Letters rest on the bottom: no empty cell under a letter. */
function settled(cells: readonly (string | null)[], size: number): boolean {
  for (let x = 0; x < size; x++) {
    for (let y = 0; y < size - 1; y++) {
      if (cells[y * size + x] !== null && cells[(y + 1) * size + x] === null) return false;
    }
  }
  return true;
}

const LISTS = [
  ['cat', 'dog', 'lion', 'zebra', 'monkey', 'tiger', 'ice cream'],
  ['red', 'blue', 'green', 'yellow', 'orange', 'purple', 'pink', 'black', 'white', 'brown'],
  ['apple', 'banana', 'grape', 'kiwi', 'mango', 'pear', 'peach', 'plum', 'lemon', 'cherry', 'melon'],
  ['go', 'up', 'at', 'in', 'on', 'it', 'is', 'me', 'we'],
  ['elephant', 'crocodile', 'kangaroo', 'butterfly', 'ant', 'bee'],
  ['aaa', 'aab', 'baa', 'abab', 'bbbb', 'ab'],
  ['hippopotamus', 'rhinoceros', 'ox', 'yak'],
];

describe('the grid', () => {
  it('says which cells touch, diagonals included, never across the edge', () => {
    expect(touching(0, 1, 3)).toBe(true);
    expect(touching(0, 4, 3)).toBe(true);
    expect(touching(2, 3, 3)).toBe(false);
    expect(touching(4, 4, 3)).toBe(false);
    expect(neighbours(4, 3).sort()).toEqual([0, 1, 2, 3, 5, 6, 7, 8]);
    expect(neighbours(0, 3).sort()).toEqual([1, 3, 4]);
  });

  it('knows a path that spells a word from one that does not', () => {
    const cells = grid(['CAT', 'DOG', 'XYZ']);
    expect(spells(cells, 3, [0, 1, 2], [...'CAT'])).toBe(true);
    expect(spells(cells, 3, [3, 4, 5], [...'DOG'])).toBe(true);
    expect(spells(cells, 3, [0, 4, 2], [...'COT'])).toBe(true);
    expect(spells(cells, 3, [0, 2, 1], [...'CTA'])).toBe(false); // 0 and 2 do not touch
    expect(spells(cells, 3, [0, 1, 0], [...'CAC'])).toBe(false); // a letter twice
    expect(spells(cells, 3, [0, 1], [...'CAT'])).toBe(false);
  });

  it('takes a word out and lets the letters above fall, in order', () => {
    const cells = grid(['ABC', 'DEF', 'GHI']);
    const { cells: after, moves } = removePath(cells, 3, [3, 4, 8]);
    expect(after).toEqual(grid(['...', 'ABC', 'GHF']));
    expect(moves).toEqual(
      expect.arrayContaining([
        { from: 0, to: 3 },
        { from: 1, to: 4 },
        { from: 2, to: 5 },
        { from: 5, to: 8 },
      ]),
    );
    expect(settled(after, 3)).toBe(true);
  });

  it('finds every path of a word', () => {
    const cells = grid(['AB.', 'BA.', 'ABA']);
    expect(findPaths(cells, 3, [...'AB']).length).toBe(8);
    expect(findPaths(cells, 3, [...'ZZ'])).toEqual([]);
  });

  it('sizes a grid for its letters, from 3 × 3 to 5 × 5', () => {
    expect(sizeFor(5)).toBe(3);
    expect(sizeFor(9)).toBe(3);
    expect(sizeFor(10)).toBe(4);
    expect(sizeFor(25)).toBe(5);
    expect(sizeFor(26)).toBeNull();
  });
});

describe('solving', () => {
  it('finds an order that works', () => {
    const stacked = grid(['DOG', 'CAT', 'XYZ']);
    const result = solve(stacked, 3, [word('cat'), word('dog'), word('xyz')], [0, 1, 2]);
    expect(result.kind).toBe('solved');
    // CD is not traceable until AB is gone and C falls next to D.
    const cells = grid(['C..', 'A..', 'BD.']);
    const steps = solve(cells, 3, [word('cd'), word('ab')], [0, 1]);
    expect(steps).toEqual({
      kind: 'solved',
      steps: [
        { word: 1, path: [3, 6] },
        { word: 0, path: [6, 7] },
      ],
    });
  });

  it('says when the words can no longer all be found', () => {
    // DOG is there, but no A is left for CAT once it is gone.
    const cells = grid(['...', 'DOG', 'CXT']);
    expect(solve(cells, 3, [word('dog'), word('cat')], [0, 1]).kind).toBe('stuck');
  });
});

describe('generated puzzles', () => {
  it('are always solvable: 1 000 seeds over lists of words, phrases and long words, replayed and searched', () => {
    const rng = createRng(2024);
    let searched = 0;
    for (let seed = 0; seed < 1000; seed++) {
      const list = LISTS[seed % LISTS.length]!;
      const size = ([3, 4, 5, 'auto'] as const)[seed % 4]!;
      const { words: playable } = playableWords(list, size);
      const letters = new Map(playable.map((w) => [w.entry, w.letters]));
      const deck = rng.shuffle(list);
      let at = 0;
      const count = 2 + (seed % 3);
      const words = pickPuzzleWords(() => deck[at++ % deck.length]!, deck.length, letters, count, size);
      expect(words.length).toBeGreaterThanOrEqual(Math.min(2, playable.length));
      const side = gridSizeFor(words, size);
      const puzzle = generatePuzzle(words, side, seed);
      expect(puzzle, `seed ${seed}: ${words.map((w) => w.entry).join(', ')} in ${side}`).not.toBeNull();
      if (!puzzle) continue;
      expect(puzzle.cells.length).toBe(side * side);
      expect(puzzle.cells.filter((c) => c !== null).length).toBe(words.reduce((n, w) => n + w.letters.length, 0));
      expect(settled(puzzle.cells, side)).toBe(true);
      expect(replay(puzzle), `seed ${seed}`).toBe(true);
      if (seed % 5 === 0) {
        searched++;
        const all = puzzle.words.map((_, i) => i);
        expect(solve(puzzle.cells, side, puzzle.words, all).kind, `seed ${seed}`).toBe('solved');
      }
    }
    expect(searched).toBe(200);
  });

  it('fill a 5 × 5 grid to the last cell', () => {
    const words = [word('elephant'), word('kangaroo'), word('crocodile')];
    for (let seed = 0; seed < 50; seed++) {
      const puzzle = generatePuzzle(words, 5, seed);
      expect(puzzle && replay(puzzle)).toBe(true);
      expect(puzzle?.cells.filter((c) => c === null).length).toBe(0);
    }
  });

  it('are the same for the same seed, and refuse words that cannot fit', () => {
    const words = [word('cat'), word('lion'), word('zebra')];
    expect(generatePuzzle(words, 4, 9)).toEqual(generatePuzzle(words, 4, 9));
    expect(generatePuzzle([word('hippopotamus')], 3, 1)).toBeNull();
    expect(generatePuzzle([], 3, 1)).toBeNull();
  });
});
