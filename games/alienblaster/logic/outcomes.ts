/**
 * The class's outcomes of Alien Blaster's words: a word's last letter shot → solved; its first wrong letter → a
 * wrong try (missed: once a word, however many letters go astray after it: one misspelling, not ten); the clock
 * running out on a word in progress → failed; the teacher's Skip → skipped, her Reveal → revealed.
 */
import type { WordEvent } from '../../mechanics/outcomes/word-events';
import type { BlastRound, ShotOutcome } from './round';

/** What a shot says of the word (`missedBefore`: a wrong letter was shot at it already). */
export function shotEvent(outcome: ShotOutcome, missedBefore: boolean): WordEvent | null {
  if (outcome.kind === 'hit') return outcome.wordDone ? 'solved' : null;
  if (outcome.kind === 'miss') return missedBefore ? null : 'missed';
  return null;
}

/** The round's clock ran out: the word in progress (none between words) is failed. */
export function timeUpEvent(round: BlastRound): WordEvent | null {
  return round.word === null ? null : 'failed';
}
