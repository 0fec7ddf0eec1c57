/**
 * The class's outcomes of Spot The Word's words. The kit's question reports how a word ends (spotted → right; the
 * turn's last wrong card → wrong; the teacher's Skip or the clock → skipped; her Reveal → revealed, and nothing after
 * it). The race's wrong cards before that are the game's own: each is a wrong try (a half freezes; the word goes on),
 * reported here, unless the word was revealed.
 */
import type { WordOutcome } from '../../kit/logic';
import type { TouchOutcome } from './race';

export function touchOutcome(outcome: TouchOutcome, revealed: boolean): WordOutcome | null {
  return outcome.kind === 'wrong' && !outcome.over && !revealed ? 'wrong' : null;
}
