// The safe's keypad: a square of letter keys (3 × 3 tiny, 4 × 4 small, 5 × 5 big) holding every letter of the word
// and, on the other keys, decoys (letters the word does not have), in a seeded shuffle.
import { t } from '../texts';

export type Board = 'tiny' | 'small' | 'big';

export const BOARDS: Record<Board, { side: number; maxLetters: number }> = {
  // A word may use every key but three, so a keypad always has a few decoys to think about.
  tiny: { side: 3, maxLetters: 6 },
  small: { side: 4, maxLetters: 9 },
  // Twelve slots is as many as fit beside the safe.
  big: { side: 5, maxLetters: 12 },
};

const BOARD_LABELS = { tiny: 'keypad.tiny', small: 'keypad.small', big: 'keypad.big' } as const;

/** A keypad's name as the panel shows it ('Small 4 × 4'). */
export function boardLabel(board: Board): string {
  return t(BOARD_LABELS[board]);
}

export const ALPHABET = 'abcdefghijklmnopqrstuvwxyz';

/** The word's letters, each once, in the order they first appear. */
export function distinctLetters(letters: string): string[] {
  return [...new Set(letters)];
}

/**
 * The keypad for a word (letters a–z): side × side keys, row by row, holding each of the word's letters once and
 * decoys on the other keys, shuffled by `random`. A word with more different letters than keys throws (the list is
 * sorted first: `letterGameWords` leaves longer words out).
 */
export function buildKeypad(letters: string, side: number, random: () => number): string[][] {
  const cells = side * side;
  const own = distinctLetters(letters);
  if (own.length > cells) throw new Error(`“${letters}” has more letters than a ${side} × ${side} keypad`);
  const decoys = ALPHABET.split('').filter((letter) => !own.includes(letter));
  shuffle(decoys, random);
  const keys = [...own, ...decoys.slice(0, cells - own.length)];
  shuffle(keys, random);
  return Array.from({ length: side }, (_, row) => keys.slice(row * side, row * side + side));
}

function shuffle<T>(list: T[], random: () => number): void {
  for (let i = list.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [list[i], list[j]] = [list[j] as T, list[i] as T];
  }
}
