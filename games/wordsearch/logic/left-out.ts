/**
 * Why a word is not in this puzzle, in the page's language (the mechanics' unplacedReport, through the game's
 * catalogue): a line per word, the first `shown`, then how many more. The words themselves stay as in the list.
 */
import type { Unplaced } from '../../mechanics/letter-grid/grid';
import { t } from '../texts';

export function unplacedText(item: Unplaced, size: number): string {
  switch (item.reason) {
    case 'too-long':
      return t('leftOut.tooLong', { size });
    case 'too-short':
      return t('leftOut.tooShort');
    case 'same-letters':
      return t('leftOut.sameLetters');
    case 'no-room':
      return t('leftOut.noRoom');
  }
}

export function leftOutReport(items: readonly Unplaced[], size: number, shown = 6): string {
  const lines = items
    .slice(0, shown)
    .map((item) => t('leftOut.line', { word: item.entry, why: unplacedText(item, size) }));
  if (items.length > shown) lines.push(t('leftOut.more', { more: items.length - shown }));
  return lines.join('\n');
}
