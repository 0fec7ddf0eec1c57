// What Word Wheel shows and says once a spin has landed: the word (big, and said) and the task, if any. In mystery
// mode the wheel's segments are question marks and the landed word stays hidden, and unsaid, until the teacher
// reveals it (the Reveal button, key R or the teacher panel's Reveal).
// The tool judges nothing, so it reports no word outcomes to a class (kit.reportWord): a landed word is no question
// asked, and a mystery word's Reveal is no sign the class missed it (the question marks hide which word landed).
import type { Task } from './tasks';

/** What a mystery wheel's segments and a hidden word show. */
export const MYSTERY_MARK = '?';

export interface Landing {
  word: string;
  task: Task | null;
  /** Whether the word is shown (false while a mystery word waits for Reveal). */
  shown: boolean;
}

/** The wheel's labels: the words, or a question mark each in mystery mode. */
export function wheelLabels(words: readonly string[], mystery: boolean): string[] {
  return words.map((word) => (mystery ? MYSTERY_MARK : word));
}

/** A spin landed on `word` (and `task`): shown at once, or hidden in mystery mode. */
export function land(word: string, task: Task | null, mystery: boolean): Landing {
  return { word, task, shown: !mystery };
}

/** The teacher's Reveal: the hidden word is shown; null when there is nothing to reveal (none, or shown already). */
export function reveal(landing: Landing | null): Landing | null {
  if (!landing || landing.shown) return null;
  return { ...landing, shown: true };
}

/** What the word's card shows: the word, or a question mark while it is hidden. */
export function cardText(landing: Landing): string {
  return landing.shown ? landing.word : MYSTERY_MARK;
}

/** What is said when the word lands (or is revealed): the word, or nothing while it is hidden. */
export function wordToSay(landing: Landing): string | null {
  return landing.shown ? landing.word : null;
}
