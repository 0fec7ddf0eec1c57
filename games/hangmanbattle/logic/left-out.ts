/**
 * Why an entry is not played, in the page's language (the mechanics' leftOutReport, through the game's catalogue):
 * a line per entry, the first `shown`, then how many more. The entries themselves stay as in the list.
 */
import type { LeftOut, LetterRules } from '../../mechanics/letters/letter-games';
import { t } from '../texts';

export function leftOutText(item: LeftOut, rules: LetterRules): string {
  switch (item.reason) {
    case 'no-latin':
      return t('leftOut.noLatin');
    case 'other-letters': {
      const letters = [...(item.extra ?? '')].map((c) => `“${c}”`).join(t('leftOut.separator'));
      return t('leftOut.otherLetters', { letters });
    }
    case 'phrase':
      return t('leftOut.phrase');
    case 'too-short':
      return t('leftOut.tooShort', { min: rules.minLetters ?? 2 });
    case 'too-long':
      return t('leftOut.tooLong', { max: rules.maxLetters });
    case 'same-letters':
      return t('leftOut.sameLetters');
  }
}

export function leftOutReport(items: readonly LeftOut[], rules: LetterRules, shown = 6): string {
  const lines = items
    .slice(0, shown)
    .map((item) => t('leftOut.line', { word: item.entry, why: leftOutText(item, rules) }));
  if (items.length > shown) lines.push(t('leftOut.more', { more: items.length - shown }));
  return lines.join('\n');
}
