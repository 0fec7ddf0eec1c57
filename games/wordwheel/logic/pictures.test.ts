import { describe, expect, it } from 'vitest';
import { land, reveal } from './landing';
import { cardLayout, cardPicture, segmentLayout, segmentPictures } from './pictures';

const has = (word: string) => word !== 'jump';

describe("Word Wheel: the landed word's picture", () => {
  it('shows it on the card once the word is shown, never while a mystery word is hidden', () => {
    expect(cardPicture(null, has)).toBeNull();
    expect(cardPicture(land('cat', null, false), has)).toBe('cat');
    expect(cardPicture(land('jump', null, false), has)).toBeNull();
    const hidden = land('cat', null, true);
    expect(cardPicture(hidden, has)).toBeNull();
    expect(cardPicture(reveal(hidden), has)).toBe('cat');
  });

  it('keeps the pictures off a mystery wheel', () => {
    expect(segmentPictures(true)).toBe(false);
    expect(segmentPictures(false)).toBe(true);
  });
});

describe("Word Wheel: the word card's layout", () => {
  const big = { x: 1450, y: 440, width: 820, height: 420 };
  const small = { x: 1450, y: 278, width: 820, height: 250 };
  const inside = (card: typeof big, box: { x: number; y: number; width: number; height: number }) => {
    expect(box.x - box.width / 2).toBeGreaterThanOrEqual(card.x - card.width / 2 + 8);
    expect(box.x + box.width / 2).toBeLessThanOrEqual(card.x + card.width / 2 - 8);
    expect(box.y - box.height / 2).toBeGreaterThanOrEqual(card.y - card.height / 2 + 8);
    expect(box.y + box.height / 2).toBeLessThanOrEqual(card.y + card.height / 2 - 8);
  };

  it('gives the word the whole card without a picture', () => {
    const { picture, text } = cardLayout(big, 156, false);
    expect(picture).toBeNull();
    expect(text).toEqual({ x: 1450 - 78, y: 440, width: 820 - 120 - 156, height: 380 });
  });

  it('puts the picture over the word on the big card and beside it on the small one, apart and inside', () => {
    // The room of the speaker button (the Reveal button is there only while the word, and so its picture, is hidden).
    const room = 156;
    for (const card of [big, small]) {
      const { picture, text } = cardLayout(card, room, true);
      const box = { x: picture!.x, y: picture!.y, width: picture!.size, height: picture!.size };
      inside(card, box);
      inside(card, text);
      expect(picture!.size).toBeGreaterThanOrEqual(160);
      // No overlap: over it or beside it.
      const apart =
        box.y + box.height / 2 <= text.y - text.height / 2 || box.x + box.width / 2 <= text.x - text.width / 2;
      expect(apart).toBe(true);
      // The speaker button's room stays free on the right.
      expect(text.x + text.width / 2).toBeLessThanOrEqual(card.x + card.width / 2 - room);
      expect(text.height).toBeGreaterThanOrEqual(150);
      expect(text.width).toBeGreaterThanOrEqual(360);
    }
  });
});

describe("Word Wheel: a segment's picture and word", () => {
  it('fits the picture inside its segment and the rim, with room for the word between hub and picture', () => {
    for (let count = 4; count <= 20; count += 2) {
      const { size, at, label } = segmentLayout(count, 420);
      const width = 2 * (at - size / 2) * Math.sin(Math.PI / count);
      expect(size, `${count}`).toBeGreaterThanOrEqual(64);
      expect(size, `${count}`).toBeLessThanOrEqual(width);
      expect(at + size / 2, `${count}`).toBeLessThanOrEqual(420 - 16);
      expect(label.end, `${count}`).toBeLessThan(at - size / 2);
      expect(label.length, `${count}`).toBeGreaterThanOrEqual(200);
    }
  });

  it('shows pictures on wheels whose words stay at least 48 px (16 words, the default), not on fuller ones', () => {
    for (let count = 4; count <= 16; count += 2) {
      const layout = segmentLayout(count, 420);
      expect(layout.legible, `${count}`).toBe(true);
      expect(layout.label.fontSize, `${count}`).toBeGreaterThanOrEqual(48);
    }
    expect(segmentLayout(20, 420).legible).toBe(false);
  });
});
