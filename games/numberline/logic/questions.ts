// The questions of Number Line, by mode: find a spoken number; the number before or after one; the number between
// two; where a jump from a number lands. Each says what the line marks, where the character stands, the answer, and
// the question in words for the voice and in digits for the screen. Pure and seeded.
import type { Rng } from '../../kit/logic/rng';
import { numberToWords } from '../../mechanics/numbers/number-words';
import { numberLine, type LineMax, type NumberLine } from './line';

export const MODES = ['find', 'before', 'after', 'between', 'jump'] as const;
export type Mode = (typeof MODES)[number];
/** The teacher's choice: one mode, or a mix of them all. */
export type ModeChoice = Mode | 'mixed';

/** A jump: how far (negative: back) and the size of each hop the character makes (1, 10 or 100). */
export interface Jump {
  by: number;
  hop: number;
}

export interface NumberQuestion {
  mode: Mode;
  /** The line it is asked on: before, after and between always show the ticks (they are about neighbours). */
  line: NumberLine;
  answer: number;
  /** Numbers marked on the line while it is asked: the one before or after, the two around, the jump's start. */
  marks: number[];
  /** Where the character stands when it is asked (a jump's start, the number before or after, else 0). */
  start: number;
  jump: Jump | null;
  /** The question in words, for the voice ('Where is one hundred and five?'). */
  spoken: string;
  /** The question in digits, for the screen ('Where is 105?'). */
  shown: string;
}

export interface QuestionRules {
  mode: ModeChoice;
  max: LineMax;
  /** The teacher's choice of ticks (find and jump on a hidden line are scored by closeness). */
  ticks: boolean;
}

/** Modes that need the line's ticks whatever the teacher chose: their answer is a neighbour on the grid. */
const NEIGHBOUR_MODES: readonly Mode[] = ['before', 'after', 'between'];

/** A multiple of `step` from `low` to `high` (both rounded inwards to the grid), at random. */
function onGrid(rng: Rng, low: number, high: number, step: number): number {
  const first = Math.ceil(low / step);
  const last = Math.floor(high / step);
  return (first + rng.int(Math.max(1, last - first + 1))) * step;
}

/** How many tries a question gets to avoid a recent answer before it settles for a repeat (a short line). */
const FRESH_TRIES = 12;

/**
 * The next question: for `mixed` a mode at random. Its answer is not one of `recent` (the last few answers) when the
 * line has room for another.
 */
export function askNumber(rules: QuestionRules, rng: Rng, recent: readonly number[] = []): NumberQuestion {
  const mode = rules.mode === 'mixed' ? rng.pick(MODES) : rules.mode;
  const line = numberLine(rules.max, rules.ticks || NEIGHBOUR_MODES.includes(mode));
  let question = build(mode, line, rng);
  for (let i = 0; i < FRESH_TRIES && recent.includes(question.answer); i++) question = build(mode, line, rng);
  return question;
}

function build(mode: Mode, line: NumberLine, rng: Rng): NumberQuestion {
  switch (mode) {
    case 'find':
      return find(line, rng);
    case 'before':
    case 'after':
      return neighbour(mode, line, rng);
    case 'between':
      return between(line, rng);
    case 'jump':
      return jump(line, rng);
  }
}

const words = numberToWords;

/** A number strictly inside the line (its ends are written on it). */
function find(line: NumberLine, rng: Rng): NumberQuestion {
  const answer = onGrid(rng, line.step, line.max - line.step, line.step);
  return {
    mode: 'find',
    line,
    answer,
    marks: [],
    start: 0,
    jump: null,
    spoken: `Where is ${words(answer)}?`,
    shown: `Where is ${answer}?`,
  };
}

/** On 0–1000 the line counts in tens, and the question says so. */
const countingIn = (line: NumberLine) => (line.step === 10 ? 'Counting in tens, ' : '');

/**
 * The number before or after one, the answer never an end of the line. On 0–100 and 0–1000 one question in three
 * crosses a ten (a hundred): 'What comes after 39?', 'before 400?'.
 */
function neighbour(mode: 'before' | 'after', line: NumberLine, rng: Rng): NumberQuestion {
  const { step, max } = line;
  const sign = mode === 'before' ? -1 : 1;
  let answer: number;
  if (max >= 100 && rng.next() < 1 / 3) {
    // The answer (after) or the given number (before) is a ten of the grid: the count goes over a ten.
    const ten = onGrid(rng, step * 10, max - step * 10, step * 10);
    answer = mode === 'after' ? ten : ten - step;
  } else {
    answer = onGrid(rng, step, max - step, step);
  }
  const given = answer - sign * step;
  const intro = countingIn(line);
  const comes = intro ? 'what comes' : 'What comes';
  return {
    mode,
    line,
    answer,
    marks: [given],
    start: given,
    jump: null,
    spoken: `${intro}${comes} ${mode} ${words(given)}?`,
    shown: `${intro}${comes} ${mode} ${given}?`,
  };
}

/** The number between two that are two steps apart. */
function between(line: NumberLine, rng: Rng): NumberQuestion {
  const { step, max } = line;
  const answer = onGrid(rng, step, max - step, step);
  const [low, high] = [answer - step, answer + step];
  const intro = countingIn(line);
  const what = intro ? 'what is' : 'What number is';
  return {
    mode: 'between',
    line,
    answer,
    marks: [low, high],
    start: 0,
    jump: null,
    spoken: `${intro}${what} between ${words(low)} and ${words(high)}?`,
    shown: `${intro}${what} between ${low} and ${high}?`,
  };
}

/**
 * The jump sizes of a line, as hops: 0–10 one to five ones, 0–20 two to nine ones; 0–100 two to nine ones or one to
 * five tens; 0–1000 two to nine tens or one to five hundreds. Never more than nine hops: a class counts them.
 */
function jumpSize(line: NumberLine, rng: Rng): Jump {
  const small = (hop: number) => ({ by: (2 + rng.int(8)) * hop, hop });
  const large = (hop: number) => ({ by: (1 + rng.int(5)) * hop, hop });
  switch (line.max) {
    case 10:
      return { by: 1 + rng.int(5), hop: 1 };
    case 20:
      return small(1);
    case 100:
      return rng.next() < 0.5 ? small(1) : large(10);
    case 1000:
      return rng.next() < 0.5 ? small(10) : large(100);
  }
}

/** From a number on the grid, forward (three times in five) or back, landing on the line. */
function jump(line: NumberLine, rng: Rng): NumberQuestion {
  const { by, hop } = jumpSize(line, rng);
  const forward = rng.next() < 0.6;
  // Forward from 0 up to max − by, back from by up to max; never from an end the jump could not leave.
  const start = forward ? onGrid(rng, 0, line.max - by, line.step) : onGrid(rng, by, line.max, line.step);
  const answer = forward ? start + by : start - by;
  const way = forward ? 'forward' : 'back';
  return {
    mode: 'jump',
    line,
    answer,
    marks: [start],
    start,
    jump: { by: forward ? by : -by, hop },
    spoken: `Start at ${words(start)} and jump ${way} ${words(by)}.`,
    shown: `Start at ${start} and jump ${way} ${by}.`,
  };
}
