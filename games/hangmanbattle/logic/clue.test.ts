import { describe, expect, it } from 'vitest';
import { MAX_LETTERS } from './settings';
import { blanksLayout, CLUE_PICTURE, showsPicture } from './clue';

describe("Hangman Battle: the word's picture as its clue", () => {
  it('shows it from the start with the picture clue, else only once the word is solved or lost', () => {
    expect(showsPicture(true, false)).toBe(true);
    expect(showsPicture(true, true)).toBe(true);
    expect(showsPicture(false, false)).toBe(false);
    expect(showsPicture(false, true)).toBe(true);
  });

  it('centres the blanks alone as before when there is no picture', () => {
    expect(blanksLayout(5, false)).toEqual({ size: 104, first: 960 - 2 * 104, pictureX: null });
  });

  it('puts the picture before the blanks, centred together within the row, for every word length', () => {
    for (let count = 2; count <= MAX_LETTERS; count++) {
      const { size, first, pictureX } = blanksLayout(count, true);
      const left = pictureX! - CLUE_PICTURE.size / 2;
      const right = first + (count - 0.5) * size;
      expect(first - size / 2 - (pictureX! + CLUE_PICTURE.size / 2)).toBe(CLUE_PICTURE.gap);
      expect((left + right) / 2).toBeCloseTo(960, 0);
      expect(right - left).toBeLessThanOrEqual(1500);
      // A blank stays big enough for its letter (at least 56 px).
      expect(size).toBeGreaterThanOrEqual(70);
    }
  });
});
