// What Word Wheel says on its screen besides the words and tasks (SPIN!, Reset, Done and the first prompt are the
// wheel tools' own: the kit's WHEEL_PANEL_TEXT).

export const WORD_WHEEL_TEXT = {
  reveal: 'Reveal',
  /** A list longer than the wheel: another set of its words. */
  newWords: 'New words',
  /** Shown over the wheel and said when every word has landed in elimination. */
  empty: 'The wheel is empty!',
  emptySaid: 'The wheel is empty! Press Reset to spin them all again.',
} as const;

/** The elimination counter under Reset: how many words have still to land. */
export function wordsLeft(count: number): string {
  return count === 1 ? '1 word left' : `${count} words left`;
}
