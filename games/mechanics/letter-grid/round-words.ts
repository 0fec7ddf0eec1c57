/**
 * Which of a list's entries a letter game can use this round, and why the others are left out (a reason code, which
 * the kit's logic/left-out says to the teacher before play, in her language). A list may hold 苹果, 'ice cream',
 * 'T-shirt' or '2nd': an entry goes in by its letters and digits (any script), and is left out only when the board
 * cannot take it.
 */
import { GRID_MAX_SIZE, MIN_WORD_LETTERS, type Unplaced } from './grid';
import { gridLetters } from './letters';

export interface RoundWords {
  /** Entries for the grid, in deck order. */
  words: string[];
  /** Entries drawn that cannot go into this grid at all (too long, one letter, same letters as another). */
  skipped: Unplaced[];
}

/**
 * Draws the round's words from the deck: `count` entries that can go into a `size`-wide grid. Entries that never
 * can (longer than the grid, one letter, the same letters as another word of the round) are drawn past and
 * reported, so a long list still gives full rounds. An entry drawn twice (the deck starting its next pass) is
 * passed over silently. Stops after going round the list twice (`listSize` is the deck's size).
 */
export function pickRoundWords(draw: () => string, listSize: number, count: number, size: number): RoundWords {
  const words: string[] = [];
  const skipped: Unplaced[] = [];
  const byKey = new Map<string, string>();
  const reported = new Set<string>();
  for (let drawn = 0; drawn < listSize * 2 && words.length < count; drawn++) {
    const entry = draw();
    const letters = gridLetters(entry);
    const key = letters.join('');
    const same = byKey.get(key);
    if (same === entry || reported.has(entry)) continue;
    if (letters.length < MIN_WORD_LETTERS) skipped.push({ entry, reason: 'too-short' });
    else if (letters.length > size) skipped.push({ entry, reason: 'too-long' });
    else if (same !== undefined) skipped.push({ entry, reason: 'same-letters' });
    else {
      byKey.set(key, entry);
      words.push(entry);
      continue;
    }
    reported.add(entry);
  }
  return { words, skipped };
}

/** Whether the largest grid would take some of these words: one too long for this grid, or with no room left in it. */
export function biggerGridHelps(items: readonly Unplaced[], size: number): boolean {
  return size < GRID_MAX_SIZE && items.some((item) => item.reason === 'too-long' || item.reason === 'no-room');
}
