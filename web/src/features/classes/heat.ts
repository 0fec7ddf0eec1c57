import type { ClassWordDto } from '@playwords/common';

/** How a word went for a class: asked (every outcome), missed (all but right), and the share missed. */
export interface WordHeat {
  word: string;
  asked: number;
  missed: number;
  /** missed / asked, from 0 to 1; null when the class has not played the word yet. */
  share: number | null;
}

/** Each word of the list, in its order, then any counted word the list no longer has (it was edited since). */
export function heatOf(listWords: readonly string[], counts: readonly ClassWordDto[]): WordHeat[] {
  const byWord = new Map(counts.map((count) => [count.word, count]));
  const words = [...listWords, ...counts.map((count) => count.word).filter((word) => !listWords.includes(word))];
  return [...new Set(words)].map((word) => {
    const count = byWord.get(word);
    const asked = count ? count.right + count.wrong + count.skipped + count.revealed : 0;
    const missed = count ? count.missed : 0;
    return { word, asked, missed, share: asked > 0 ? Math.min(1, missed / asked) : null };
  });
}

/** The grey of a word not played yet. */
export const UNPLAYED_COLOUR = 'hsl(0 0% 88%)';

/**
 * A tile's colour: cool blue when never missed, through green and yellow, to hot red when always missed. Light
 * enough throughout for dark text on it.
 */
export function heatColour(share: number | null): string {
  if (share === null) return UNPLAYED_COLOUR;
  const hue = Math.round(210 * (1 - share));
  const lightness = Math.round(86 - 24 * share);
  return `hsl(${hue} 75% ${lightness}%)`;
}

/** The words to practise: the most missed first (the server's order), only those missed at least once. */
export function hardestWords(counts: readonly ClassWordDto[], how_many = 10): string[] {
  return counts
    .filter((count) => count.missed > 0)
    .slice(0, how_many)
    .map((count) => count.word);
}
