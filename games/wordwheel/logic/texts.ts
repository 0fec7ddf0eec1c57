// What Word Wheel says on its screen besides the words and tasks (SPIN!, Reset, Done and the first prompt are the
// wheel tools' own: the kit's WHEEL_PANEL_TEXT), in the page's language (common/src/i18n/<language>/wordwheel.ts).
import { t } from '../texts';

export const WORD_WHEEL_TEXT = {
  reveal: t('wheel.reveal'),
  /** A list longer than the wheel: another set of its words. */
  newWords: t('wheel.newWords'),
  /** Shown over the wheel and said when every word has landed in elimination. */
  empty: t('wheel.empty'),
  emptySaid: t('wheel.emptySaid'),
} as const;

/** The elimination counter under Reset: how many words have still to land. */
export function wordsLeft(count: number): string {
  return t('wheel.wordsLeft', { count });
}
