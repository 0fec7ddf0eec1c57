import { describe, expect, it } from 'vitest';
import { CALL_PICTURE, callLayout, SMALLEST_TILE_PICTURE, tilePictureSize } from './pictures';

describe("the call's picture", () => {
  it('centres the call alone when the word has no picture', () => {
    expect(callLayout(800, false, 960, 1760)).toEqual({ scale: 1, textX: 960, pictureX: null });
  });

  it('puts the picture after the text, the two centred together', () => {
    const { scale, textX, pictureX } = callLayout(800, true, 960, 1760);
    expect(scale).toBe(1);
    const left = textX - 400;
    const right = pictureX! + CALL_PICTURE.size / 2;
    expect(pictureX! - CALL_PICTURE.size / 2).toBe(textX + 400 + CALL_PICTURE.gap);
    expect((left + right) / 2).toBeCloseTo(960);
  });

  it('shrinks a long call to leave the picture its room, all within the width', () => {
    const { scale, textX, pictureX } = callLayout(2000, true, 960, 1760);
    expect(scale).toBeLessThan(1);
    expect(textX - (2000 * scale) / 2).toBeCloseTo(960 - 880);
    expect(pictureX! + CALL_PICTURE.size / 2).toBeCloseTo(960 + 880);
  });
});

describe("the little mat's pictures", () => {
  it('draws them inside the circles when they are big enough to see, else none', () => {
    expect(tilePictureSize(40)).toBe(56);
    expect(tilePictureSize(40)).toBeLessThan(80);
    expect(tilePictureSize(26)).toBeGreaterThanOrEqual(SMALLEST_TILE_PICTURE);
    expect(tilePictureSize(16)).toBe(0);
  });
});
