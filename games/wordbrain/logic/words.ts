/**
 * Which words a puzzle hides. Wordbrain's letters are a–z (games/mechanics/letters: 'ice cream' is ICECREAM; 苹果,
 * 'café', '2nd' and words longer than the grid are left out, and the teacher is told before play). A puzzle takes
 * 2 to 4 words whose letters together fit the grid.
 */
import { letterGameWords, type LetterWords } from '../../mechanics/letters/letter-games';
import { MAX_SIZE, type PuzzleWord, sizeFor } from './puzzle';

/** The list's playable words (each with its grid letters) and what is left out, for a grid of `size` (or 'auto'). */
export function playableWords(entries: readonly string[], size: number | 'auto'): LetterWords {
  const side = size === 'auto' ? MAX_SIZE : size;
  return letterGameWords(entries, { maxLetters: side * side });
}

/**
 * Draws a puzzle's words from the deck: up to `count` playable ones, different, whose letters together fit a
 * `size` grid (the largest when 'auto'); the first one leaves room for a second. Words that do not fit with those already drawn are passed over for this
 * puzzle. Stops after going round the list twice (`listSize`).
 */
export function pickPuzzleWords(
  draw: () => string,
  listSize: number,
  playable: ReadonlyMap<string, string>,
  count: number,
  size: number | 'auto',
): PuzzleWord[] {
  const side = size === 'auto' ? MAX_SIZE : size;
  const room = side * side;
  const words: PuzzleWord[] = [];
  let used = 0;
  // The first word leaves room for the shortest other one, so a long word does not make a one-word puzzle.
  const shortest = Math.min(...[...playable.values()].map((letters) => letters.length));
  for (let drawn = 0; drawn < listSize * 2 && words.length < count; drawn++) {
    const entry = draw();
    const letters = playable.get(entry);
    if (letters === undefined || words.some((w) => w.entry === entry)) continue;
    if (used + letters.length + (words.length === 0 ? shortest : 0) > room) continue;
    used += letters.length;
    words.push({ entry, letters: [...letters.toUpperCase()] });
  }
  return words;
}

/** The grid a puzzle of these words is played on: the chosen size, or the smallest that holds them. */
export function gridSizeFor(words: readonly PuzzleWord[], size: number | 'auto'): number {
  if (size !== 'auto') return size;
  return sizeFor(words.reduce((sum, w) => sum + w.letters.length, 0)) ?? MAX_SIZE;
}
