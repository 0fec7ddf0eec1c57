import { describe, expect, it } from 'vitest';
import { createRng } from '../../kit/logic';
import { HALF_BOXES, arrangeHalves, cardFace, cardParts, cardSlots, halfKeys, keySlot } from './layout';

const overlaps = (a: number[], b: number[]) => a[0]! < b[2]! && b[0]! < a[2]! && a[1]! < b[3]! && b[1]! < a[3]!;

describe('Spot The Word: card slots', () => {
  for (const count of [2, 3, 4, 5, 6]) {
    it(`places ${count} cards inside each half, big enough to touch, none over another`, () => {
      for (const half of [0, 1] as const) {
        const { width, height, centres } = cardSlots(half, count);
        expect(centres).toHaveLength(count);
        expect(width).toBeGreaterThanOrEqual(400);
        expect(height).toBeGreaterThanOrEqual(200);
        const box = HALF_BOXES[half];
        const rects = centres.map(([x, y]) => [x - width / 2, y - height / 2, x + width / 2, y + height / 2]);
        for (const r of rects) {
          expect(r[0]).toBeGreaterThanOrEqual(box.x - 0.01);
          expect(r[2]).toBeLessThanOrEqual(box.x + box.width + 0.01);
          expect(r[1]).toBeGreaterThanOrEqual(box.y - 0.01);
          expect(r[3]).toBeLessThanOrEqual(box.y + box.height + 0.01);
        }
        for (let i = 0; i < rects.length; i++)
          for (let j = i + 1; j < rects.length; j++) expect(overlaps(rects[i]!, rects[j]!)).toBe(false);
      }
    });
  }

  it('keeps the halves apart and clear of the top strip (scores, the word, the clock, the reserved corners)', () => {
    const [left, right] = HALF_BOXES;
    expect(left.x + left.width).toBeLessThan(right.x);
    expect(left.x + left.width).toBeLessThan(960);
    expect(right.x).toBeGreaterThan(960);
    for (const box of HALF_BOXES) {
      expect(box.y).toBeGreaterThanOrEqual(300);
      expect(box.y + box.height).toBeLessThanOrEqual(1080);
    }
  });

  it('mirrors the slots: the same grid on both halves', () => {
    const left = cardSlots(0, 6);
    const right = cardSlots(1, 6);
    expect(right.centres.map(([x, y]) => [x - 960, y])).toEqual(left.centres.map(([x, y]) => [x, y]));
  });
});

describe('Spot The Word: two layouts of the same cards', () => {
  it('uses every card once on each half', () => {
    const rng = createRng(7);
    for (let count = 1; count <= 6; count++) {
      const [left, right] = arrangeHalves(count, 0, rng.shuffle);
      expect([...left].sort()).toEqual([...Array(count).keys()]);
      expect([...right].sort()).toEqual([...Array(count).keys()]);
    }
  });

  it('never puts the spoken word in the same slot on both halves (2000 seeded deals)', () => {
    const rng = createRng(42);
    const slots = new Map<number, number>();
    for (let deal = 0; deal < 2000; deal++) {
      const count = 2 + (deal % 5);
      const target = deal % count;
      const [left, right] = arrangeHalves(count, target, rng.shuffle);
      expect(left.indexOf(target)).not.toBe(right.indexOf(target));
      if (count === 6) slots.set(right.indexOf(target), (slots.get(right.indexOf(target)) ?? 0) + 1);
    }
    // The target lands anywhere: every slot of a 6-card half is used.
    expect(slots.size).toBe(6);
  });

  it('is the same deal for the same seed', () => {
    expect(arrangeHalves(6, 2, createRng(3).shuffle)).toEqual(arrangeHalves(6, 2, createRng(3).shuffle));
  });
});

describe('Spot The Word: keys', () => {
  it('answers with 1–6 on the half whose turn it is', () => {
    expect(halfKeys('turns', 1, 4)).toEqual(['1', '2', '3', '4']);
    expect(keySlot('turns', 1, 6, '3')).toEqual({ half: 1, slot: 2 });
    expect(keySlot('turns', 0, 6, '6')).toEqual({ half: 0, slot: 5 });
    // The other half's keys, or a key past the cards: nothing.
    expect(keySlot('turns', 0, 6, 'u')).toBeNull();
    expect(keySlot('turns', 0, 4, '5')).toBeNull();
  });

  it('gives each half its own end of the keyboard in a race', () => {
    expect(halfKeys('race', 0, 6)).toEqual(['1', '2', '3', '4', '5', '6']);
    expect(halfKeys('race', 1, 6)).toEqual(['u', 'i', 'o', 'j', 'k', 'l']);
    expect(keySlot('race', 0, 6, '2')).toEqual({ half: 0, slot: 1 });
    expect(keySlot('race', 0, 6, 'K')).toEqual({ half: 1, slot: 4 });
    expect(keySlot('race', 1, 4, 'k')).toBeNull();
  });

  it('leaves the kit’s keys alone (A says the word again, F fullscreen, M mute)', () => {
    for (const key of ['a', 'f', 'm']) expect(keySlot('race', 0, 6, key)).toBeNull();
  });
});

describe('Spot The Word: a card with its picture', () => {
  it('shows the picture when the word has one, alone with pictures only; a word without one keeps its text', () => {
    expect(cardFace(false, false)).toBe('word');
    expect(cardFace(false, true)).toBe('word');
    expect(cardFace(true, false)).toBe('both');
    expect(cardFace(true, true)).toBe('picture');
  });

  for (const count of [4, 6]) {
    const slot = cardSlots(0, count);
    it(`fills the slot of ${count} cards with the word, the picture and the word, or the picture alone`, () => {
      expect(cardParts(slot, 'word')).toMatchObject({ height: slot.height, pictureSize: 0 });
      const both = cardParts(slot, 'both');
      // addCard: the picture, a 16 px gap, the word's part.
      expect(both.pictureSize + 16 + both.height).toBe(slot.height);
      expect(both.pictureSize).toBeGreaterThanOrEqual(96);
      expect(both.height).toBeGreaterThanOrEqual(100);
      expect(both.fontSize).toBeGreaterThanOrEqual(64);
      const alone = cardParts(slot, 'picture');
      // addCard: the picture alone, padded by two gaps and 16 px of border.
      expect(alone.pictureSize + 2 * 16 + 16).toBeLessThanOrEqual(slot.height);
      expect(alone.pictureSize + 96).toBeLessThanOrEqual(slot.width);
      expect(alone.pictureSize).toBeGreaterThan(both.pictureSize);
    });
  }
});
