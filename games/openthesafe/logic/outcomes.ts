/**
 * The class's outcome of a safe's word: opened → solved; its tries used up → failed; the teacher's Skip → skipped,
 * her Reveal → revealed. A wrong try that leaves tries is part of cracking a safe (its slots are the clue), not a
 * miss of the word: the safe counts once.
 */
import type { WordEvent } from '../../mechanics/outcomes/word-events';
import type { TypeOutcome } from './safe';

export function tryEvent(outcome: TypeOutcome): WordEvent | null {
  if (outcome.kind !== 'tried') return null;
  if (outcome.result === 'open') return 'solved';
  return outcome.result === 'reset' ? 'failed' : null;
}

/** The teacher ends the safe: with Reveal (the answer shown) or Skip. */
export function teacherEvent(reveal: boolean): WordEvent {
  return reveal ? 'revealed' : 'skipped';
}
