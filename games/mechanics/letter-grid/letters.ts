/**
 * What an entry of the word list becomes in the letter grid (design/games.md: phrases keep their spaces on screen
 * and drop them in letter grids). Only letters and digits go into the grid, upper-cased, one grid cell per
 * user-perceived character (so an accented letter typed as letter + combining mark stays one cell).
 */

const segmenter = new Intl.Segmenter('en', { granularity: 'grapheme' });
const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;

/** The cells an entry fills: "ice cream" → I C E C R E A M; "don't" → D O N T; "café" → C A F É. */
export function gridLetters(entry: string): string[] {
  const upper = entry.normalize('NFC').toLocaleUpperCase('en');
  const letters: string[] = [];
  for (const { segment } of segmenter.segment(upper)) {
    if (LETTER_OR_DIGIT.test(segment)) letters.push(segment);
  }
  return letters;
}

/** The letters of an entry joined, the key under which two entries are the same word in a grid. */
export function gridKey(entry: string): string {
  return gridLetters(entry).join('');
}
