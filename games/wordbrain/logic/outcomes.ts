/**
 * The class's word outcomes of a Wordbrain round: a word traced and taken is solved; one the teacher reveals is
 * revealed; the words still hidden when the round ends (the teacher's Skip) are left. A word traced too early
 * ('not-yet': it would bury another) is no miss, and a path that spells no word is about no word.
 */
import type { WordEvent } from '../../mechanics/outcomes/word-events';
import type { Judgement } from './round';

/** The word a traced path decides something about and what, or null when it says nothing of one. */
export function pathEvent(judgement: Judgement): { word: number; event: WordEvent } | null {
  return judgement.kind === 'found' ? { word: judgement.word, event: 'solved' } : null;
}
