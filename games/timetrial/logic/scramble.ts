/**
 * Time Trial's rules (design/games.md #9): a word of the list is scrambled and unscrambled against the clock. Best
 * for 5–7 letter words: others are picked less often. Three difficulties: easy (the first letter is fixed in place,
 * the spoken hint is free, the word's picture shown, 90 s), medium (a hint costs 5 s, 60 s), hard (one decoy letter among the tiles, no hints,
 * 45 s). Pure and seeded.
 */
import { type Random, randomInt, shuffleInPlace } from '@playwords/common';

export type Difficulty = 'easy' | 'medium' | 'hard';
export const DIFFICULTIES: readonly Difficulty[] = ['easy', 'medium', 'hard'];

export interface DifficultyRules {
  seconds: number;
  /** The first letter is already in its place. */
  firstFixed: boolean;
  /** An extra letter that is not in the word among the tiles. */
  decoy: boolean;
  /** Seconds a spoken hint costs; null: no hints. */
  hintCost: number | null;
  /** The word's picture is shown from the start (logic/clue); else it comes with the answer. */
  pictureClue: boolean;
}

export const DIFFICULTY_RULES: Readonly<Record<Difficulty, DifficultyRules>> = {
  easy: { seconds: 90, firstFixed: true, decoy: false, hintCost: 0, pictureClue: true },
  medium: { seconds: 60, firstFixed: false, decoy: false, hintCost: 5, pictureClue: false },
  hard: { seconds: 45, firstFixed: false, decoy: true, hintCost: null, pictureClue: false },
};

/** How likely a word is to be picked: 5–7 letters are what the game is made for; the others come up less. */
export function wordWeight(letters: string): number {
  return letters.length >= 5 && letters.length <= 7 ? 1 : 0.25;
}

/**
 * Picks the next word, weighted by `wordWeight`, never the word just played (or any of `recent`) when there is
 * another choice.
 */
export function pickWord<T extends { letters: string }>(
  words: readonly T[],
  recent: readonly string[],
  random: Random,
): T {
  const fresh = words.filter((w) => !recent.includes(w.letters));
  const pool = fresh.length > 0 ? fresh : words;
  const total = pool.reduce((sum, w) => sum + wordWeight(w.letters), 0);
  let at = random() * total;
  for (const word of pool) {
    at -= wordWeight(word.letters);
    if (at < 0) return word;
  }
  return pool[pool.length - 1] as T;
}

const ALPHABET = 'abcdefghijklmnopqrstuvwxyz';

export interface Puzzle {
  /** The word's letters (a–z). */
  answer: string;
  /** The tiles to place, in their shuffled order (the fixed first letter is not one of them). */
  tiles: string[];
  /** The letter already in the first slot (easy), or ''. */
  fixed: string;
  /** The decoy letter among the tiles (hard), or ''. */
  decoy: string;
}

/**
 * Scrambles a word for a difficulty: the tiles never spell the answer in order (when its letters allow another
 * order), the fixed first letter stays out of them, and a decoy is a letter the word does not have.
 */
export function scramble(answer: string, difficulty: Difficulty, random: Random): Puzzle {
  const rules = DIFFICULTY_RULES[difficulty];
  const fixed = rules.firstFixed ? answer.slice(0, 1) : '';
  const rest = answer.slice(fixed.length);
  const others = [...ALPHABET].filter((c) => !answer.includes(c));
  const decoy = rules.decoy && others.length > 0 ? (others[randomInt(random, others.length)] as string) : '';
  const letters = [...rest, ...(decoy ? [decoy] : [])];
  let tiles = shuffleInPlace([...letters], random);
  const inOrder = () => tiles.filter((c) => c !== decoy).join('') === rest && new Set(rest).size > 1;
  for (let tries = 0; tries < 20 && inOrder(); tries++) tiles = shuffleInPlace([...letters], random);
  return { answer, tiles, fixed, decoy };
}

/** The letters placed so far, as indices into the tiles. */
export interface Attempt {
  placed: number[];
}

/** How many slots there are to fill (the fixed letter aside). */
export function slotsToFill(puzzle: Puzzle): number {
  return puzzle.answer.length - puzzle.fixed.length;
}

/** Places a tile (tapped, or its letter typed: the first unused tile of that letter). Returns the tile or -1. */
export function place(puzzle: Puzzle, attempt: Attempt, tile: number | string): number {
  if (attempt.placed.length >= slotsToFill(puzzle)) return -1;
  const index =
    typeof tile === 'number'
      ? tile
      : puzzle.tiles.findIndex((letter, i) => letter === tile && !attempt.placed.includes(i));
  if (index < 0 || index >= puzzle.tiles.length || attempt.placed.includes(index)) return -1;
  attempt.placed.push(index);
  return index;
}

/** Takes the last placed tile back; returns it or -1. */
export function takeBack(attempt: Attempt): number {
  return attempt.placed.pop() ?? -1;
}

/** What the slots spell now, the fixed letter first. */
export function spelled(puzzle: Puzzle, attempt: Attempt): string {
  return puzzle.fixed + attempt.placed.map((i) => puzzle.tiles[i]).join('');
}

/** 'right' once the slots spell the answer; 'wrong' when they are full and do not; 'open' until then. */
export function verdict(puzzle: Puzzle, attempt: Attempt): 'open' | 'right' | 'wrong' {
  if (attempt.placed.length < slotsToFill(puzzle)) return 'open';
  return spelled(puzzle, attempt) === puzzle.answer ? 'right' : 'wrong';
}
