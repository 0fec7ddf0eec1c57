import { describe, expect, it } from 'vitest';
import { cardFace, faceLayout } from './faces';

describe("a card's face", () => {
  it('shows the picture over the word in every way, alone only in listen first with pictures only', () => {
    for (const mode of ['reveal', 'flash', 'missing'] as const) {
      expect(cardFace(mode, true, false)).toBe('both');
      expect(cardFace(mode, true, true)).toBe('both');
    }
    expect(cardFace('listen', true, false)).toBe('both');
    expect(cardFace('listen', true, true)).toBe('picture');
  });

  it('keeps the text of a word without a picture, even with pictures only', () => {
    for (const mode of ['reveal', 'flash', 'listen', 'missing'] as const) {
      expect(cardFace(mode, false, true)).toBe('word');
      expect(cardFace(mode, false, false)).toBe('word');
    }
  });
});

describe("the face's layout", () => {
  // The big card, a set's card in one row, a set's card in two rows.
  const cards = [
    [1300, 620],
    [420, 420],
    [420, 290],
  ] as const;

  /** The word alone: the card less its margins. */
  const wordBox = (width: number, height: number) => ({ width: width - 120, height: height - 90 });

  it('puts the picture over the word, apart, both inside the card, the picture the larger part', () => {
    for (const [width, height] of cards) {
      const box = wordBox(width, height);
      const { picture, word } = faceLayout(width, height, 'both', box);
      expect(picture!.y - picture!.size / 2).toBeGreaterThanOrEqual(-height / 2 + 20);
      expect(picture!.y + picture!.size / 2).toBeLessThanOrEqual(word!.y - word!.height / 2);
      expect(word!.y + word!.height / 2).toBeLessThanOrEqual(height / 2 - 20);
      expect(picture!.size).toBeLessThanOrEqual(width - 40);
      expect(word!.width).toBeLessThanOrEqual(width - 40);
      expect(picture!.size).toBeGreaterThan(word!.height);
      expect(word!.height).toBeGreaterThanOrEqual(70);
    }
  });

  it('gives a picture alone the whole card, and a word alone its box as before', () => {
    for (const [width, height] of cards) {
      const box = wordBox(width, height);
      const alone = faceLayout(width, height, 'picture', box);
      expect(alone.word).toBeNull();
      expect(alone.picture!.size).toBeGreaterThanOrEqual(Math.min(width, height) - 80);
      expect(alone.picture!.size).toBeLessThanOrEqual(Math.min(width, height) - 40);
      expect(alone.picture!.size).toBeGreaterThan(faceLayout(width, height, 'both', box).picture!.size);
      expect(faceLayout(width, height, 'word', box)).toEqual({ picture: null, word: { y: -6, ...box } });
    }
  });
});
