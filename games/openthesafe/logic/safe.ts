// One safe: the team types the word's letters into its slots; a full row is a try, and each slot lights right
// place / in the word / absent. Solved → the safe opens (fewer tries, more points); after 3 failed tries the word
// resets (the answer is shown and said, the turn passes).
/** What a slot lights after a try (the same names as the kit's letter keys' marks). */
export type LetterMark = 'right' | 'present' | 'absent';

export const TRIES = 3;

export interface Safe {
  /** The word's letters a–z. */
  answer: string;
  /** How many letters at the start are given (1 when only the length and first letter are shown). */
  given: number;
  /** The row being typed (the given letters first). */
  typed: string;
  /** The tries so far, each with its marks. */
  tries: { guess: string; marks: LetterMark[] }[];
  done: boolean;
}

export type TypeOutcome =
  | { kind: 'ignored' }
  | { kind: 'typed'; slot: number }
  | { kind: 'tried'; guess: string; marks: LetterMark[]; result: 'open' | 'again' | 'reset' };

export function newSafe(answer: string, showFirstLetter: boolean): Safe {
  const given = showFirstLetter ? 1 : 0;
  return { answer, given, typed: answer.slice(0, given), tries: [], done: false };
}

/**
 * Marks a guess against the answer as a safe's slots light: right place first, then each other letter is 'present'
 * as many times as the answer has it left over, else 'absent' (so 'eel' against 'leg' lights one e, not two).
 */
export function markGuess(answer: string, guess: string): LetterMark[] {
  const marks: LetterMark[] = [];
  const left = new Map<string, number>();
  for (let i = 0; i < answer.length; i++) {
    const a = answer[i] as string;
    if (guess[i] === a) marks[i] = 'right';
    else left.set(a, (left.get(a) ?? 0) + 1);
  }
  for (let i = 0; i < guess.length; i++) {
    if (marks[i] === 'right') continue;
    const g = guess[i] as string;
    const count = left.get(g) ?? 0;
    if (i < answer.length && count > 0) {
      marks[i] = 'present';
      left.set(g, count - 1);
    } else marks[i] = 'absent';
  }
  return marks;
}

/** A key pressed: the letter goes into the next slot; the last slot filled makes the row a try. */
export function typeLetter(safe: Safe, letter: string): TypeOutcome {
  if (safe.done || safe.typed.length >= safe.answer.length) return { kind: 'ignored' };
  safe.typed += letter;
  if (safe.typed.length < safe.answer.length) return { kind: 'typed', slot: safe.typed.length - 1 };
  const guess = safe.typed;
  const marks = markGuess(safe.answer, guess);
  safe.tries.push({ guess, marks });
  safe.typed = safe.answer.slice(0, safe.given);
  const open = guess === safe.answer;
  if (open || safe.tries.length >= TRIES) safe.done = true;
  return { kind: 'tried', guess, marks, result: open ? 'open' : safe.done ? 'reset' : 'again' };
}

/** Backspace: the last typed letter comes out (never a given one); false when there was none. */
export function eraseLetter(safe: Safe): boolean {
  if (safe.done || safe.typed.length <= safe.given) return false;
  safe.typed = safe.typed.slice(0, -1);
  return true;
}

/** The teacher's Reveal (or the skip): the safe is done, nobody scores. */
export function giveUp(safe: Safe): void {
  safe.done = true;
  safe.typed = safe.answer.slice(0, safe.given);
}

/** Fewer tries, more points: 3 on the first try, 2 on the second, 1 on the third. */
export function pointsFor(tries: number): number {
  return Math.max(0, TRIES + 1 - tries);
}
