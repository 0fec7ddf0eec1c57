/**
 * A Wordbrain puzzle (design/games.md #4): a 3 × 3 to 5 × 5 grid hiding 2–4 words as paths of touching letters
 * (across, down or diagonal). A found word's letters vanish and the letters above fall into the gaps, so a word may
 * only be traceable once another is gone. Puzzles are generated backwards: starting from the empty grid, each word
 * (the last one to be found first) is pushed into the grid along a path, lifting the letters above it, which is
 * exactly a find undone. Replaying the words in the other order therefore always solves it. Pure and seeded.
 *
 * Cells are row-major, row 0 at the top; letters rest at the bottom (gravity), empty cells are null.
 */
import { type Random, seededRandom, shuffleInPlace } from '@playwords/common';

export const MIN_SIZE = 3;
export const MAX_SIZE = 5;

export interface PuzzleWord {
  entry: string;
  /** Upper-case letters A–Z, one a cell. */
  letters: readonly string[];
}

export interface Step {
  /** Index into the puzzle's words. */
  word: number;
  /** The word's cells, first letter to last, in the grid as it is when the word is found. */
  path: number[];
}

export interface Puzzle {
  size: number;
  cells: (string | null)[];
  words: PuzzleWord[];
  /** One way to solve it: the words in order, each with its path at its turn. */
  solution: Step[];
}

export type Cells = readonly (string | null)[];

/** Whether two cells touch (across, down or diagonally). */
export function touching(a: number, b: number, size: number): boolean {
  if (a === b) return false;
  const dx = Math.abs((a % size) - (b % size));
  const dy = Math.abs(Math.floor(a / size) - Math.floor(b / size));
  return dx <= 1 && dy <= 1;
}

/** The cells touching `cell` (up to 8). */
export function neighbours(cell: number, size: number): number[] {
  const x = cell % size;
  const y = Math.floor(cell / size);
  const out: number[] = [];
  for (let dy = -1; dy <= 1; dy++) {
    for (let dx = -1; dx <= 1; dx++) {
      const nx = x + dx;
      const ny = y + dy;
      if ((dx !== 0 || dy !== 0) && nx >= 0 && ny >= 0 && nx < size && ny < size) out.push(ny * size + nx);
    }
  }
  return out;
}

/** Whether `path` is a chain of distinct touching letters that spells `letters`. */
export function spells(cells: Cells, size: number, path: readonly number[], letters: readonly string[]): boolean {
  if (path.length !== letters.length || path.length === 0) return false;
  const seen = new Set<number>();
  for (let i = 0; i < path.length; i++) {
    const cell = path[i] as number;
    if (seen.has(cell) || cells[cell] !== letters[i]) return false;
    if (i > 0 && !touching(path[i - 1] as number, cell, size)) return false;
    seen.add(cell);
  }
  return true;
}

/** What a find does to the grid: the remaining letters after it, and where each letter that fell went. */
export interface Removal {
  cells: (string | null)[];
  moves: { from: number; to: number }[];
}

/** Takes a path's letters out; in each column the letters above fall down into the gaps, keeping their order. */
export function removePath(cells: Cells, size: number, path: readonly number[]): Removal {
  const gone = new Set(path);
  const next = new Array<string | null>(size * size).fill(null);
  const moves: Removal['moves'] = [];
  for (let x = 0; x < size; x++) {
    let to = size - 1;
    for (let y = size - 1; y >= 0; y--) {
      const from = y * size + x;
      if (cells[from] === null || cells[from] === undefined || gone.has(from)) continue;
      next[to * size + x] = cells[from] as string;
      if (to !== y) moves.push({ from, to: to * size + x });
      to--;
    }
  }
  return { cells: next, moves };
}

/** Every path spelling `letters` in the grid (at most `limit`). */
export function findPaths(cells: Cells, size: number, letters: readonly string[], limit = 64): number[][] {
  const found: number[][] = [];
  const path: number[] = [];
  const used = new Set<number>();
  const walk = (cell: number): void => {
    if (found.length >= limit || used.has(cell) || cells[cell] !== letters[path.length]) return;
    path.push(cell);
    used.add(cell);
    if (path.length === letters.length) found.push([...path]);
    else for (const next of neighbours(cell, size)) walk(next);
    path.pop();
    used.delete(cell);
  };
  for (let cell = 0; cell < cells.length && found.length < limit; cell++) walk(cell);
  return found;
}

/** The result of a search: a way to find the remaining words, none, or not known within the search's budget. */
export type Solution = { kind: 'solved'; steps: Step[] } | { kind: 'stuck' } | { kind: 'unknown' };

/**
 * Searches for an order (and paths) finding every word of `remaining` (indices into `words`) from this grid.
 * Grids are small, so this is a plain depth-first search with a budget of grids looked at.
 */
export function solve(
  cells: Cells,
  size: number,
  words: readonly PuzzleWord[],
  remaining: readonly number[],
  budget = 20_000,
): Solution {
  let left = budget;
  const dead = new Set<string>();
  const search = (grid: Cells, rest: readonly number[]): Step[] | null | undefined => {
    if (rest.length === 0) return [];
    const key = `${grid.map((c) => c ?? '.').join('')}|${rest.join(',')}`;
    if (dead.has(key)) return null;
    if (--left < 0) return undefined;
    let unknown = false;
    for (const word of rest) {
      const letters = words[word]?.letters ?? [];
      for (const path of findPaths(grid, size, letters)) {
        const after = search(
          removePath(grid, size, path).cells,
          rest.filter((w) => w !== word),
        );
        if (after) return [{ word, path }, ...after];
        if (after === undefined) unknown = true;
        if (left < 0) return undefined;
      }
    }
    if (unknown) return undefined;
    dead.add(key);
    return null;
  };
  const steps = search(cells, remaining);
  if (steps) return { kind: 'solved', steps };
  return steps === null ? { kind: 'stuck' } : { kind: 'unknown' };
}

/** The smallest grid (3 to 5) that holds this many letters, or null when none does. */
export function sizeFor(letters: number): number | null {
  for (let size = MIN_SIZE; size <= MAX_SIZE; size++) if (size * size >= letters) return size;
  return null;
}

/**
 * Builds a puzzle hiding `words` in a `size` × `size` grid (their letters together must fit it), seeded. Returns
 * null in the rare case no arrangement is found in the tries it makes (the caller drops a word and asks again).
 */
export function generatePuzzle(words: readonly PuzzleWord[], size: number, seed: number): Puzzle | null {
  const total = words.reduce((sum, word) => sum + word.letters.length, 0);
  if (words.length === 0 || total > size * size || words.some((w) => w.letters.length === 0)) return null;
  const random = seededRandom(seed);
  for (let attempt = 0; attempt < 40; attempt++) {
    const puzzle = tryGenerate(words, size, random);
    if (puzzle) return puzzle;
  }
  return null;
}

/** Columns, each bottom letter first: the grid between finds, the way gravity sees it. */
type Columns = string[][];

function tryGenerate(words: readonly PuzzleWord[], size: number, random: Random): Puzzle | null {
  // The order the words will be found in; they go in backwards, the last one found first.
  const order = shuffleInPlace(
    words.map((_, i) => i),
    random,
  );
  let columns: Columns = Array.from({ length: size }, () => []);
  const solution: Step[] = [];
  for (let i = order.length - 1; i >= 0; i--) {
    const word = order[i] as number;
    const inserted = insertWord(columns, size, words[word]?.letters ?? [], random);
    if (!inserted) return null;
    columns = inserted.columns;
    solution.unshift({ word, path: inserted.path });
  }
  return { size, cells: toCells(columns, size), words: [...words], solution };
}

/** Row-major cells (row 0 at the top) from bottom-first columns. */
function toCells(columns: Columns, size: number): (string | null)[] {
  const cells = new Array<string | null>(size * size).fill(null);
  columns.forEach((column, x) => {
    column.forEach((letter, r) => (cells[(size - 1 - r) * size + x] = letter));
  });
  return cells;
}

/**
 * Pushes a word into the grid along a random path, the undoing of a find: in the grid after it, the path's cells
 * hold the word and, column by column, the other letters keep their order around them, with no gap below any
 * letter. Positions are (x, r), r counted from the bottom. Returns the new columns and the path (row-major cells
 * of the grid after it), or null when the search gives up.
 */
function insertWord(
  columns: Columns,
  size: number,
  letters: readonly string[],
  random: Random,
): { columns: Columns; path: number[] } | null {
  const heights = columns.map((c) => c.length);
  const added = new Array<number>(size).fill(0);
  const path: { x: number; r: number }[] = [];
  const taken = new Set<number>();
  let budget = 4000;

  const fits = (x: number, r: number, after: number): boolean =>
    heights[x]! + added[x]! + 1 <= size && r < heights[x]! + added[x]! + 1 + after;

  const valid = (): boolean => path.every(({ x, r }) => r < heights[x]! + added[x]!);

  const walk = (x: number, r: number): boolean => {
    if (--budget < 0) return false;
    const after = letters.length - path.length - 1;
    if (taken.has(r * size + x) || !fits(x, r, after)) return false;
    path.push({ x, r });
    taken.add(r * size + x);
    added[x]!++;
    if (after === 0 ? valid() : stepsFrom(x, r, size, random).some(([nx, nr]) => walk(nx, nr))) return true;
    path.pop();
    taken.delete(r * size + x);
    added[x]!--;
    return false;
  };

  const starts = shuffleInPlace(
    Array.from({ length: size * size }, (_, i) => [i % size, Math.floor(i / size)] as const),
    random,
  );
  if (!starts.some(([x, r]) => walk(x, r))) return null;

  const next: Columns = columns.map((column, x) => {
    const height = heights[x]! + added[x]!;
    const out: string[] = [];
    let old = 0;
    for (let r = 0; r < height; r++) {
      const at = path.findIndex((p) => p.x === x && p.r === r);
      out.push(at >= 0 ? (letters[at] as string) : (column[old++] as string));
    }
    return out;
  });
  return { columns: next, path: path.map(({ x, r }) => (size - 1 - r) * size + x) };
}

/** The (x, r) positions touching one, in a random order. */
function stepsFrom(x: number, r: number, size: number, random: Random): [number, number][] {
  const out: [number, number][] = [];
  for (let dr = -1; dr <= 1; dr++) {
    for (let dx = -1; dx <= 1; dx++) {
      const nx = x + dx;
      const nr = r + dr;
      if ((dx !== 0 || dr !== 0) && nx >= 0 && nr >= 0 && nx < size && nr < size) out.push([nx, nr]);
    }
  }
  return shuffleInPlace(out, random);
}
