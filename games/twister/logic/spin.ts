// One spin of Twister's two wheels: the body part's and the mat's words'. Each lands where games/mechanics/wheel
// planned it (its segment drawn uniformly first, so the call is fair whatever the frame rate); the word wheel turns a
// little longer, so the part is known first and the word lands last, as the voice will say them.
import { planSpin, segmentAt, type SpinPlan } from '../../mechanics/wheel/wheel';
import type { BodyPart } from './call';

export interface WheelAngles {
  part: number;
  word: number;
}

export interface TwisterSpin {
  part: SpinPlan;
  word: SpinPlan;
  /** How long until both have stopped, in ms. */
  duration: number;
}

/** Plans both wheels' spins from where they rest now. */
export function planTwisterSpin(parts: number, words: number, from: WheelAngles, random: () => number): TwisterSpin {
  const part = planSpin(parts, from.part, random, { minMs: 2400, maxMs: 3000 });
  const word = planSpin(words, from.word, random, { minMs: 3400, maxMs: 4200 });
  return { part, word, duration: Math.max(part.duration, word.duration) };
}

/** What the wheels say at rest: the part and the word under their pointers. */
export function landed<W>(
  angles: WheelAngles,
  parts: readonly BodyPart[],
  words: readonly W[],
): { part: BodyPart; word: W } {
  return {
    part: parts[segmentAt(angles.part, parts.length)]!,
    word: words[segmentAt(angles.word, words.length)]!,
  };
}
