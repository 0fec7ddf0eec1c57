/**
 * The class's outcomes of Time Trial's words: a word unscrambled → solved; slots filled wrong → a wrong try (missed:
 * the tiles come back and the word stays); the clock running out on a word still open → failed; the teacher's Skip
 * → skipped, her Reveal → revealed.
 */
import type { WordEvent } from '../../mechanics/outcomes/word-events';
import type { verdict } from './scramble';

export function verdictEvent(result: ReturnType<typeof verdict>): WordEvent | null {
  if (result === 'right') return 'solved';
  return result === 'wrong' ? 'missed' : null;
}

/** The clock ran out: the word on the slots, if it was still open, is failed. */
export function timeUpEvent(wordOpen: boolean): WordEvent | null {
  return wordOpen ? 'failed' : null;
}
