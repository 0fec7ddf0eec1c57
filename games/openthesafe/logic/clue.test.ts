import { describe, expect, it } from 'vitest';
import { safeClue } from './clue';

describe("Open The Safe: a safe's clue", () => {
  it('says the word, with its picture when it has one', () => {
    expect(safeClue('say', true)).toEqual({ say: true, picture: true, firstLetter: false });
    expect(safeClue('say', false)).toEqual({ say: true, picture: false, firstLetter: false });
  });

  it('shows the picture alone, and says a word that has no picture', () => {
    expect(safeClue('picture', true)).toEqual({ say: false, picture: true, firstLetter: false });
    expect(safeClue('picture', false)).toEqual({ say: true, picture: false, firstLetter: false });
  });

  it('gives only the length and the first letter: neither said nor pictured', () => {
    expect(safeClue('first', true)).toEqual({ say: false, picture: false, firstLetter: true });
    expect(safeClue('first', false)).toEqual({ say: false, picture: false, firstLetter: true });
  });
});
