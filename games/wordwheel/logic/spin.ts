// One spin of Word Wheel: the word wheel, and with the task wheel on, the task wheel too. Each lands where
// games/mechanics/wheel planned it (its segment drawn uniformly first, so every word and every task is equally likely
// whatever the frame rate). The task wheel stops first and its task is said; the word wheel turns on at least a
// second longer, so the word is said last, after the task, and nothing cuts it off.
import { planSpin, type SpinPlan } from '../../mechanics/wheel/wheel';
import { TASKS } from './tasks';

export interface WheelAngles {
  word: number;
  task: number;
}

export interface WordWheelSpin {
  word: SpinPlan;
  /** The task wheel's spin, when it is on. */
  task: SpinPlan | null;
}

/** The task wheel stops at least this long before the word wheel (time to say the task). */
export const TASK_LEAD_MS = 1100;

/** Plans the spin of a wheel of `words` segments (and of the task wheel when `withTask`), from where they rest. */
export function planWordWheelSpin(
  words: number,
  from: WheelAngles,
  random: () => number,
  withTask: boolean,
): WordWheelSpin {
  const word = planSpin(words, from.word, random, { minMs: 3800, maxMs: 4800 });
  if (!withTask) return { word, task: null };
  const task = planSpin(TASKS.length, from.task, random, { minMs: 2200, maxMs: word.duration - TASK_LEAD_MS });
  return { word, task };
}
