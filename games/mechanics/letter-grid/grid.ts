/**
 * The word-search grid (design/games.md #1): every word of the round hidden in a letter grid, or reported with the
 * reason it could not be, so the teacher is told before play. Pure and seeded: the same words, size, directions
 * and seed always give the same grid (a saved round is rebuilt from its seed).
 */
import { gridLetters } from './letters';
import { type Random, randomInt, seededRandom, shuffleInPlace } from '@playwords/common';

/** The teacher's direction setting: across and down; plus the diagonals; plus everything backwards. */
export type DirectionSetting = 'across-down' | 'diagonal' | 'backwards';
export const DIRECTION_SETTINGS: readonly DirectionSetting[] = ['across-down', 'diagonal', 'backwards'];

export interface Step {
  readonly dx: number;
  readonly dy: number;
}

const E: Step = { dx: 1, dy: 0 };
const S: Step = { dx: 0, dy: 1 };
const SE: Step = { dx: 1, dy: 1 };
const NE: Step = { dx: 1, dy: -1 };
const W: Step = { dx: -1, dy: 0 };
const N: Step = { dx: 0, dy: -1 };
const NW: Step = { dx: -1, dy: -1 };
const SW: Step = { dx: -1, dy: 1 };

/** The reading directions a word may be written in, per setting. "Forwards" reads left to right or downwards. */
export const PLACEMENT_STEPS: Readonly<Record<DirectionSetting, readonly Step[]>> = {
  'across-down': [E, S],
  diagonal: [E, S, SE, NE],
  backwards: [E, S, SE, NE, W, N, NW, SW],
};

export const GRID_MIN_SIZE = 8;
export const GRID_MAX_SIZE = 15;

/** How many words a grid of this size takes without crowding (a game's "auto" word count): every one is placed. */
export function autoWordCount(size: number): number {
  const clamped = Math.min(GRID_MAX_SIZE, Math.max(GRID_MIN_SIZE, Math.round(size)));
  return clamped - 2 + (clamped >= 15 ? 1 : 0);
}

/** A one-letter entry would be "found" by tapping any cell with that letter: it is not a word-search word. */
export const MIN_WORD_LETTERS = 2;

/** A word written into the grid. `cells` are row-major indices from its first letter to its last. */
export interface Placement {
  entry: string;
  letters: readonly string[];
  x: number;
  y: number;
  dx: number;
  dy: number;
  cells: readonly number[];
}

export type UnplacedReason = 'too-long' | 'too-short' | 'same-letters' | 'no-room';

export interface Unplaced {
  entry: string;
  reason: UnplacedReason;
}

export interface WordGrid {
  width: number;
  height: number;
  seed: number;
  directions: DirectionSetting;
  /** Row-major, one letter (grapheme) per cell. */
  letters: string[];
  /** The placed words, in the order of the entries given. */
  placements: Placement[];
  /** The entries that are not in the grid, in the order given, each with why. */
  unplaced: Unplaced[];
}

export interface GridOptions {
  width: number;
  height: number;
  directions: DirectionSetting;
  seed: number;
  /** Whole layouts tried before giving up on a crowded grid (the best one is kept). */
  attempts?: number;
}

/** Rude or giggly runs that fill letters must never spell in any direction in a classroom grid. */
const BLOCKED_RUNS = [
  'FUCK',
  'SHIT',
  'CUNT',
  'DICK',
  'COCK',
  'PISS',
  'SEX',
  'ASS',
  'TIT',
  'FAG',
  'CUM',
  'POO',
  'BUM',
  'FART',
  'PENIS',
  'NAZI',
];

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'.split('');
const LATIN = /^[A-Z]$/;

interface Candidate {
  entry: string;
  entryIndex: number;
  letters: string[];
}

/** Lays the entries into a new grid. Entries are list entries as shown (phrases with spaces); the grid drops spaces. */
export function buildGrid(entries: readonly string[], options: GridOptions): WordGrid {
  const { width, height, directions, seed } = options;
  if (!Number.isInteger(width) || !Number.isInteger(height) || width < 1 || height < 1) {
    throw new RangeError(`A grid needs a whole positive size, not ${width}×${height}.`);
  }
  const random = seededRandom(seed);
  const steps = PLACEMENT_STEPS[directions];
  const longest = Math.max(width, height);

  const reasons = new Map<number, UnplacedReason>();
  const candidates: Candidate[] = [];
  const seen = new Set<string>();
  entries.forEach((entry, entryIndex) => {
    const letters = gridLetters(entry);
    const key = letters.join('');
    if (letters.length < MIN_WORD_LETTERS) reasons.set(entryIndex, 'too-short');
    else if (letters.length > longest) reasons.set(entryIndex, 'too-long');
    else if (seen.has(key)) reasons.set(entryIndex, 'same-letters');
    else {
      seen.add(key);
      candidates.push({ entry, entryIndex, letters });
    }
  });

  let best: { cells: string[]; placed: Map<number, Placement> } | null = null;
  const attempts = Math.max(1, options.attempts ?? 40);
  for (let attempt = 0; attempt < attempts; attempt++) {
    const layout = layOut(candidates, width, height, steps, random);
    if (!best || layout.placed.size > best.placed.size) best = layout;
    if (best.placed.size === candidates.length) break;
  }
  const layout = best ?? { cells: new Array<string>(width * height).fill(''), placed: new Map() };

  const placements: Placement[] = [];
  const unplaced: Unplaced[] = [];
  entries.forEach((entry, entryIndex) => {
    const placement = layout.placed.get(entryIndex);
    if (placement) placements.push(placement);
    else unplaced.push({ entry, reason: reasons.get(entryIndex) ?? 'no-room' });
  });

  const letters = layout.cells;
  fillEmptyCells(letters, placements, random);
  scrubBlockedRuns(letters, width, height, placements, random);
  return { width, height, seed, directions, letters, placements, unplaced };
}

/** One layout: longest words first (they are hardest to fit), each at a random spot among every spot it fits. */
function layOut(
  candidates: readonly Candidate[],
  width: number,
  height: number,
  steps: readonly Step[],
  random: Random,
): { cells: string[]; placed: Map<number, Placement> } {
  const cells = new Array<string>(width * height).fill('');
  const placed = new Map<number, Placement>();
  const order = shuffleInPlace([...candidates], random).sort((a, b) => b.letters.length - a.letters.length);
  const spots: number[] = [];
  for (const { entry, entryIndex, letters } of order) {
    spots.length = 0;
    const length = letters.length;
    for (let s = 0; s < steps.length; s++) {
      const { dx, dy } = steps[s] as Step;
      for (let y = 0; y < height; y++) {
        const endY = y + dy * (length - 1);
        if (endY < 0 || endY >= height) continue;
        for (let x = 0; x < width; x++) {
          const endX = x + dx * (length - 1);
          if (endX < 0 || endX >= width) continue;
          let shared = 0;
          let fits = true;
          for (let i = 0; i < length; i++) {
            const here = cells[(y + dy * i) * width + x + dx * i];
            if (here === '') continue;
            if (here !== letters[i]) {
              fits = false;
              break;
            }
            shared++;
          }
          // A word lying wholly on letters already placed (CAT inside CATERPILLAR) would not be a word of its own.
          if (fits && shared < length) spots.push(s, x, y);
        }
      }
    }
    if (spots.length === 0) continue;
    const pick = randomInt(random, spots.length / 3) * 3;
    const step = steps[spots[pick] as number] as Step;
    const x = spots[pick + 1] as number;
    const y = spots[pick + 2] as number;
    const placedCells: number[] = [];
    for (let i = 0; i < length; i++) {
      const cell = (y + step.dy * i) * width + x + step.dx * i;
      cells[cell] = letters[i] as string;
      placedCells.push(cell);
    }
    placed.set(entryIndex, {
      entry,
      letters,
      x,
      y,
      dx: step.dx,
      dy: step.dy,
      cells: placedCells,
    });
  }
  return { cells, placed };
}

/**
 * Fill letters look like the puzzle's own: half from the letters of its words, half from A–Z when the words are
 * Latin (for other scripts only their own letters, so a Greek list gets a Greek grid).
 */
function fillEmptyCells(cells: string[], placements: readonly Placement[], random: Random): void {
  const pool: string[] = [];
  let latin = false;
  for (const placement of placements) {
    for (const letter of placement.letters) {
      pool.push(letter);
      if (LATIN.test(letter)) latin = true;
    }
  }
  const alphabet = latin || pool.length === 0 ? ALPHABET : pool;
  for (let i = 0; i < cells.length; i++) {
    if (cells[i] !== '') continue;
    const from = pool.length > 0 && random() < 0.5 ? pool : alphabet;
    cells[i] = from[randomInt(random, from.length)] as string;
  }
}

/** Re-rolls fill letters until no blocked run reads in any direction (word letters themselves are never changed). */
function scrubBlockedRuns(
  cells: string[],
  width: number,
  height: number,
  placements: readonly Placement[],
  random: Random,
): void {
  const fixed = new Uint8Array(cells.length);
  for (const placement of placements) for (const cell of placement.cells) fixed[cell] = 1;
  const steps = PLACEMENT_STEPS.backwards;
  for (let pass = 0; pass < 50; pass++) {
    let changed = false;
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) {
        for (const { dx, dy } of steps) {
          for (const run of BLOCKED_RUNS) {
            const endX = x + dx * (run.length - 1);
            const endY = y + dy * (run.length - 1);
            if (endX < 0 || endX >= width || endY < 0 || endY >= height) continue;
            let matches = true;
            let free = -1;
            for (let i = 0; i < run.length && matches; i++) {
              const cell = (y + dy * i) * width + x + dx * i;
              if (cells[cell] !== run[i]) matches = false;
              else if (!fixed[cell]) free = cell;
            }
            // A run made only of word letters cannot be changed; the teacher chose those words.
            if (!matches || free < 0) continue;
            cells[free] = ALPHABET[randomInt(random, ALPHABET.length)] as string;
            changed = true;
          }
        }
      }
    }
    if (!changed) return;
  }
}
