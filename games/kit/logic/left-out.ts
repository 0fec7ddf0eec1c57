// Why a letter game leaves an entry of the list out, in the page's language, for the teacher's dialog before play
// (`tellLeftOut`). The shared mechanics say why by a code (games/mechanics/letters: an a–z keyboard or keypad;
// games/mechanics/letter-grid: a word grid); the texts are the kit's (`leftOut.*`), one set for every game. The
// entries themselves stay as in the list.
import { kitText } from './i18n';

/** An entry left out and why: a code of games/mechanics/letters (`LeftOut`) or letter-grid (`Unplaced`). */
export interface LeftOutEntry {
  entry: string;
  reason: 'no-latin' | 'other-letters' | 'phrase' | 'too-short' | 'too-long' | 'same-letters' | 'no-room';
  /** The characters the keyboard lacks ('other-letters'). */
  extra?: string;
}

/**
 * What the board takes, for the reasons that name a number: a keyboard game's most letters ('longer than 9
 * letters', its `LetterRules` as they are), or a letter grid's size ('too long for a 10 × 10 grid').
 */
export type LeftOutLimits = {
  /** Fewest letters an entry needs ('needs at least 3 letters'; default 2). */
  minLetters?: number;
} & ({ maxLetters: number } | { gridSize: number });

/** Why an entry is not played, in words a teacher reads at a glance. */
export function whyLeftOut(item: LeftOutEntry, limits: LeftOutLimits): string {
  switch (item.reason) {
    case 'no-latin':
      return kitText('leftOut.noLatin');
    case 'other-letters': {
      const letters = [...(item.extra ?? '')].map((c) => `“${c}”`).join(kitText('leftOut.separator'));
      return kitText('leftOut.otherLetters', { letters });
    }
    case 'phrase':
      return kitText('leftOut.phrase');
    case 'too-short':
      return kitText('leftOut.tooShort', { min: limits.minLetters ?? 2 });
    case 'too-long':
      return 'gridSize' in limits
        ? kitText('leftOut.tooLongForGrid', { size: limits.gridSize })
        : kitText('leftOut.tooLong', { max: limits.maxLetters });
    case 'same-letters':
      return kitText('leftOut.sameLetters');
    case 'no-room':
      return kitText('leftOut.noRoom');
  }
}

/** The entries left out, a line each saying why, for the teacher's dialog: the first `shown`, then how many more. */
export function leftOutReport(items: readonly LeftOutEntry[], limits: LeftOutLimits, shown = 6): string {
  const lines = items
    .slice(0, shown)
    .map((item) => kitText('leftOut.line', { word: item.entry, why: whyLeftOut(item, limits) }));
  if (items.length > shown) lines.push(kitText('leftOut.more', { more: items.length - shown }));
  return lines.join('\n');
}
