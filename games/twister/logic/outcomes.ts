/**
 * The class's outcome of a called word: the teacher's judgement of the move (made it → solved; fell, or the clock ran
 * out → failed; Skip → skipped), unless she revealed the word's tile first: then it counts as revealed, once, and the
 * move's judgement no longer says whether the class knew the word.
 */
import type { WordEvent } from '../../mechanics/outcomes/word-events';
import type { MoveResult } from './round';

/** What the move's judgement says of the word (`revealed`: its tile was shown, which was reported then). */
export function moveEvent(result: MoveResult, revealed: boolean): WordEvent | null {
  if (revealed) return null;
  switch (result) {
    case 'made':
      return 'solved';
    case 'fell':
    case 'timeUp':
      return 'failed';
    case 'skipped':
      return 'skipped';
  }
}
