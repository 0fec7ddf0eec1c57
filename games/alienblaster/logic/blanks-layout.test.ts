import { describe, expect, it } from 'vitest';
import { BLANKS_PICTURE, blanksLayout } from './blanks-layout';

describe('Alien Blaster: the blanks and the picture', () => {
  it('centres the blanks alone as before when the word has no picture', () => {
    const { size, first, pictureX } = blanksLayout(5, false);
    expect(size).toBe(112);
    expect(first).toBe(960 - 2 * (112 + 14));
    expect(pictureX).toBeNull();
  });

  it('puts the picture before the blanks, the two centred together, for words of 2 to 12 letters', () => {
    for (let count = 2; count <= 12; count++) {
      const { size, first, pictureX } = blanksLayout(count, true);
      const left = pictureX! - BLANKS_PICTURE.size / 2;
      const right = first + (count - 1) * (size + 14) + size / 2;
      expect(first - size / 2 - (pictureX! + BLANKS_PICTURE.size / 2)).toBe(BLANKS_PICTURE.gap);
      expect((left + right) / 2).toBeCloseTo(960, 0);
      // Inside the sky, clear of the stage's edges.
      expect(left).toBeGreaterThanOrEqual(300);
      expect(right).toBeLessThanOrEqual(1620);
      expect(size).toBeGreaterThanOrEqual(70);
    }
  });
});
