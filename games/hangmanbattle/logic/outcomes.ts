/**
 * The class's outcome of Hangman Battle's word (one a round): solved when its last letter is guessed, failed when
 * its wrong letters run out; a battle won before either leaves it open (skipped). The teacher's Reveal reveals it.
 * A single letter, right or wrong, says nothing of the word yet.
 */
import type { WordEvent } from '../../mechanics/outcomes/word-events';
import type { GuessOutcome } from './battle';

export function guessEvent(outcome: GuessOutcome): WordEvent | null {
  if (outcome.kind === 'right' && outcome.solved) return 'solved';
  if (outcome.kind === 'wrong' && outcome.lost) return 'failed';
  if (outcome.kind !== 'ignored' && outcome.winner !== null) return 'left';
  return null;
}
