import { describe, expect, it } from 'vitest';
import { CLUE_PICTURE, clueRow, showsPicture } from './clue';

describe("Time Trial: the word's picture", () => {
  it('is the clue from the start on easy, and comes with the answer on medium and hard', () => {
    expect(showsPicture('easy', false)).toBe(true);
    expect(showsPicture('medium', false)).toBe(false);
    expect(showsPicture('hard', false)).toBe(false);
    for (const difficulty of ['easy', 'medium', 'hard'] as const) expect(showsPicture(difficulty, true)).toBe(true);
  });

  it("stands after the 'Unscramble' line, the two centred together", () => {
    expect(clueRow(600, false, 960)).toEqual({ textX: 960, pictureX: null });
    const { textX, pictureX } = clueRow(600, true, 960);
    expect(pictureX! - CLUE_PICTURE.size / 2 - (textX + 300)).toBe(CLUE_PICTURE.gap);
    expect((textX - 300 + pictureX! + CLUE_PICTURE.size / 2) / 2).toBeCloseTo(960);
  });
});
