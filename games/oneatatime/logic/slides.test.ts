import { describe, expect, it } from 'vitest';
import { createRng } from '../../kit/logic';
import { buildSlides, deckOrder, missingSets, nextPosition, previousPosition, revealOrder, tileGrid } from './slides';

const sorted = (list: readonly number[]) => [...list].sort((a, b) => a - b);
const range = (n: number) => Array.from({ length: n }, (_, i) => i);

describe('the deck order', () => {
  it('shows every entry once, shuffled, and the same for the same seed', () => {
    const order = deckOrder(200, createRng(7));
    expect(sorted(order)).toEqual(range(200));
    expect(order).not.toEqual(range(200));
    expect(deckOrder(200, createRng(7))).toEqual(order);
    expect(deckOrder(1, createRng(1))).toEqual([0]);
    expect(deckOrder(0, createRng(1))).toEqual([]);
  });
});

describe('the tiles of the slow reveal', () => {
  it('open each once in a shuffled order', () => {
    for (const tiles of [4, 6, 8, 12, 15]) {
      const order = revealOrder(tiles, createRng(tiles));
      expect(sorted(order)).toEqual(range(tiles));
    }
    expect(revealOrder(0, createRng(1))).toEqual([0]);
  });

  it('lie in rows across the wide card, enough cells for every tile', () => {
    expect(tileGrid(4)).toEqual({ cols: 2, rows: 2 });
    expect(tileGrid(6)).toEqual({ cols: 3, rows: 2 });
    expect(tileGrid(8)).toEqual({ cols: 4, rows: 2 });
    expect(tileGrid(12)).toEqual({ cols: 4, rows: 3 });
    expect(tileGrid(15)).toEqual({ cols: 5, rows: 3 });
    expect(tileGrid(3)).toEqual({ cols: 3, rows: 1 });
  });
});

describe("the sets of What's missing?", () => {
  it('puts every entry in a set; the last set is filled up with different cards from the start', () => {
    const order = [5, 3, 8, 0, 1, 9, 2, 4, 7, 6];
    expect(missingSets(order, 4)).toEqual([
      [5, 3, 8, 0],
      [1, 9, 2, 4],
      [7, 6, 5, 3],
    ]);
    expect(missingSets(order, 5)).toEqual([
      [5, 3, 8, 0, 1],
      [9, 2, 4, 7, 6],
    ]);
  });

  it('makes one set of a list shorter than the set, and none of an empty list', () => {
    expect(missingSets([2, 0, 1], 6)).toEqual([[2, 0, 1]]);
    expect(missingSets([0], 4)).toEqual([[0]]);
    expect(missingSets([], 4)).toEqual([]);
  });

  it('never repeats a card in a set, whatever the list', () => {
    for (let count = 1; count <= 40; count++) {
      for (const size of [3, 4, 5, 6]) {
        const sets = missingSets(deckOrder(count, createRng(count * size)), size);
        for (const set of sets) {
          expect(new Set(set).size).toBe(set.length);
          expect(set.length).toBe(Math.min(size, count));
        }
        expect(new Set(sets.flat()).size).toBe(count);
      }
    }
  });
});

describe('the slides', () => {
  it('are one card each, with its tiles in the slow reveal and none otherwise', () => {
    const reveal = buildSlides(7, { mode: 'reveal', tiles: 8, setSize: 4 }, createRng(3));
    expect(reveal).toHaveLength(7);
    expect(sorted(reveal.map((slide) => slide.cards[0]!))).toEqual(range(7));
    for (const slide of reveal) {
      expect(slide.cards).toHaveLength(1);
      expect(slide.missing).toBeNull();
      expect(sorted(slide.tiles)).toEqual(range(8));
    }
    for (const mode of ['flash', 'listen'] as const) {
      const slides = buildSlides(7, { mode, tiles: 8, setSize: 4 }, createRng(3));
      expect(slides.every((slide) => slide.tiles.length === 0 && slide.cards.length === 1)).toBe(true);
    }
  });

  it("in What's missing? are the sets, each with one of its cards to take away", () => {
    const slides = buildSlides(10, { mode: 'missing', tiles: 8, setSize: 4 }, createRng(11));
    expect(slides).toHaveLength(3);
    for (const slide of slides) {
      expect(slide.cards).toHaveLength(4);
      expect(slide.missing).toBeGreaterThanOrEqual(0);
      expect(slide.missing).toBeLessThan(4);
      expect(slide.tiles).toEqual([]);
    }
    // Over many sets every place in a set is taken away sometimes.
    const places = buildSlides(200, { mode: 'missing', tiles: 8, setSize: 4 }, createRng(5)).map((s) => s.missing);
    expect(new Set(places)).toEqual(new Set([0, 1, 2, 3]));
  });

  it('are the same for the same seed, so going back shows what was shown', () => {
    const options = { mode: 'reveal', tiles: 12, setSize: 4 } as const;
    expect(buildSlides(20, options, createRng(9))).toEqual(buildSlides(20, options, createRng(9)));
  });
});

describe('moving through the slides', () => {
  it('goes forward to the end screen (the slide after the last) and back to the first, no further', () => {
    expect(nextPosition(0, 3)).toBe(1);
    expect(nextPosition(2, 3)).toBe(3);
    expect(nextPosition(3, 3)).toBe(3);
    expect(previousPosition(3)).toBe(2);
    expect(previousPosition(0)).toBe(0);
  });
});
