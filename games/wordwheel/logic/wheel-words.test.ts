import { describe, expect, it } from 'vitest';
import { createRng } from '../../kit/logic/rng';
import { normaliseWords } from '../../kit/logic/word-deck';
import { WheelWords } from './wheel-words';

const list = (n: number) => Array.from({ length: n }, (_, i) => `word ${i + 1}`);
const random = (seed: number) => {
  const rng = createRng(seed);
  return () => rng.next();
};

describe("Word Wheel's words", () => {
  it('puts a short list on the wheel whole: phrases and words of other scripts as they are', () => {
    const entries = normaliseWords(['Ice cream', '苹果', 'T-shirt', 'dog', "o'clock"]).map((e) => e.text);
    const wheel = new WheelWords(entries, { eliminate: false, size: 16 }, random(1));
    expect(wheel.words).toEqual(['ice cream', '苹果', 't-shirt', 'dog', "o'clock"]);
    expect(wheel.wordAt(1)).toBe('苹果');
    expect(wheel.remaining).toBe(5);
    expect(wheel.waiting).toBe(0);
    // Without elimination a spin changes nothing on the wheel.
    expect(wheel.landed(2)).toBe(false);
    expect(wheel.words).toHaveLength(5);
  });

  it("shows at most its size of a 200-word list, all different; 'New words' brings a new fair subset", () => {
    const wheel = new WheelWords(list(200), { eliminate: false, size: 16 }, random(2));
    expect(wheel.words).toHaveLength(16);
    expect(new Set(wheel.words).size).toBe(16);
    expect(wheel.waiting).toBe(184);
    const seen = new Set(wheel.words);
    for (let i = 0; i < 60; i++) {
      wheel.newWords();
      expect(new Set(wheel.words).size).toBe(16);
      for (const word of wheel.words) seen.add(word);
    }
    expect(seen.size).toBeGreaterThan(190);
  });

  describe('in elimination', () => {
    it('takes each landed word off until the wheel is empty, every word landing once; Reset brings them back', () => {
      const words = list(30);
      const wheel = new WheelWords(words, { eliminate: true, size: 16 }, random(9));
      const rng = createRng(9);
      const landed: string[] = [];
      while (!wheel.empty) {
        const segment = rng.int(wheel.words.length);
        landed.push(wheel.wordAt(segment));
        expect(wheel.landed(segment)).toBe(true);
        expect(wheel.remaining).toBe(30 - landed.length);
        // Filled from the words still in play while there are more of them than the wheel holds.
        expect(wheel.words).toHaveLength(Math.min(16, wheel.remaining));
        for (const word of wheel.words) expect(landed).not.toContain(word);
      }
      expect([...landed].sort()).toEqual([...words].sort());
      expect(wheel.out).toEqual(landed);
      wheel.reset();
      expect(wheel.remaining).toBe(30);
      expect(wheel.words).toHaveLength(16);
      expect(wheel.out).toEqual([]);
    });

    it('keeps the landed words off a wheel made again (a setting changed), ignoring words not in the list', () => {
      const entries = ['cat', 'dog', 'lion', 'zebra', 'ice cream'];
      const wheel = new WheelWords(entries, { eliminate: true, size: 16 }, random(4), ['dog', 'zebra', 'owl', 'dog']);
      expect(wheel.words).toEqual(['cat', 'lion', 'ice cream']);
      expect(wheel.remaining).toBe(3);
      expect(wheel.out).toEqual(['dog', 'zebra']);
      // Without elimination they all come back.
      expect(new WheelWords(entries, { eliminate: false, size: 16 }, random(4), ['dog']).words).toEqual(entries);
    });
  });

  it('refuses a segment that is not on the wheel', () => {
    const wheel = new WheelWords(list(4), { eliminate: true, size: 16 }, random(5));
    expect(() => wheel.wordAt(4)).toThrow(RangeError);
    expect(() => wheel.landed(-1)).toThrow(RangeError);
  });
});
