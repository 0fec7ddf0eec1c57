// A digit roller: a number shown on slot-machine reels, each reel a drum of the ten digits that rolls and settles on
// its digit, the reels stopping one after another from the left. It is the wheel's rules again (each reel is a
// ten-segment wheel spun with planSpinTo, centred on its digit): the number itself is chosen first by the caller,
// uniformly, so the roll is as fair as the draw whatever the easing or the frame rate.
import { planSpinTo, type SpinPlan } from './wheel';

/** A reel's drum: the ten digits, 0 to 9, as a wheel's segments. */
export const REEL_DIGITS = 10;
const STEP = 360 / REEL_DIGITS;

/** How many reels show numbers up to `max`: its digits (at least one). */
export function reelCount(max: number): number {
  if (!Number.isInteger(max) || max < 0) throw new RangeError(`${max} is not a whole number from 0`);
  return String(max).length;
}

/** The digits of `value` on `reels` reels, the leftmost first, zero-padded: 42 on 4 reels is [0, 0, 4, 2]. */
export function digitsOf(value: number, reels: number): number[] {
  if (!Number.isInteger(value) || value < 0 || String(value).length > reels) {
    throw new RangeError(`${value} does not fit on ${reels} reels`);
  }
  return String(value).padStart(reels, '0').split('').map(Number);
}

export interface RollPlan {
  /** The number the reels settle on. */
  value: number;
  /** Each reel's spin, the leftmost first: `index` is its digit, `endAngle` its drum's rotation at rest. */
  reels: SpinPlan[];
  /** How long until the last reel has settled, in ms. */
  duration: number;
}

export interface RollOptions {
  /** How long the leftmost reel rolls, in ms (each next one rolls `staggerMs` longer). */
  firstMs?: number;
  staggerMs?: number;
}

/**
 * Plans a roll from the reels' rotations `from` (one per reel, the leftmost first) that settles on `value`: each reel
 * turns at least two whole drums more than the one before has left to go, so all blur at first, and stops centred on
 * its digit, the leftmost first.
 */
export function planRoll(
  value: number,
  from: readonly number[],
  random: () => number,
  { firstMs = 1600, staggerMs = 550 }: RollOptions = {},
): RollPlan {
  const digits = digitsOf(value, from.length);
  const reels = digits.map((digit, i) =>
    planSpinTo(digit, REEL_DIGITS, from[i]!, random, {
      centred: true,
      minTurns: 2 + i,
      maxTurns: 3 + i,
      minMs: firstMs + i * staggerMs,
      maxMs: firstMs + i * staggerMs + 200,
    }),
  );
  return { value, reels, duration: Math.max(...reels.map((reel) => reel.duration)) };
}

const mod = (value: number, n: number) => ((value % n) + n) % n;

/**
 * Where a reel at rotation `angle` stands, in digits: the digit in its window's middle, with the fraction of the way
 * to the next one (0 ≤ position < 10; exactly `d` when it rests on digit d). A scene draws the strip of digits from it.
 */
export function reelPosition(angle: number): number {
  return mod(mod(-angle, 360) / STEP - 0.5, REEL_DIGITS);
}

/** The digit nearest a reel's window's middle at rotation `angle`. */
export function reelDigit(angle: number): number {
  return Math.round(reelPosition(angle)) % REEL_DIGITS;
}

/** The number the reels show at rotations `angles` (the leftmost first). */
export function rollerValue(angles: readonly number[]): number {
  return angles.reduce((value, angle) => value * 10 + reelDigit(angle), 0);
}
