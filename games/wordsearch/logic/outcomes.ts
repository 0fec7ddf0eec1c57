/**
 * The class's word outcomes of a Word Search round: a word found is solved; one the teacher reveals is revealed;
 * the words still hidden when the round ends (the teacher's Skip, the last find) are left. In listen mode a line on
 * another word, or on no word, is a wrong try at the word asked (which stays open).
 */
import type { WordEvent } from '../../mechanics/outcomes/word-events';
import type { Outcome } from './round';

/** The word a selection decides something about (its placement) and what, or null when it says nothing of one. */
export function selectionEvent(
  outcome: Outcome,
  listenTarget: number | null,
): { placement: number; event: WordEvent } | null {
  switch (outcome.kind) {
    case 'found':
      return { placement: outcome.placement, event: 'solved' };
    case 'not-target':
    case 'miss':
      return listenTarget === null ? null : { placement: listenTarget, event: 'missed' };
    default:
      return null;
  }
}
