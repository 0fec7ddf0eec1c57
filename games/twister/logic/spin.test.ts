import { describe, expect, it } from 'vitest';
import { createRng } from '../../kit/logic/rng';
import { segmentAt, spinAngle } from '../../mechanics/wheel/wheel';
import { bodyParts, partName } from './call';
import { landed, planTwisterSpin } from './spin';

/** Chi-square of counts against an even spread. */
const chiSquare = (counts: readonly number[]) => {
  const total = counts.reduce((a, b) => a + b, 0);
  const expected = total / counts.length;
  return counts.reduce((sum, c) => sum + (c - expected) ** 2 / expected, 0);
};

describe("Twister's spin", () => {
  it('lands both wheels where the mechanics planned, the word last', () => {
    const rng = createRng(14);
    let angles = { part: 0, word: 0 };
    for (let i = 0; i < 300; i++) {
      const words = 1 + (i % 40);
      const spin = planTwisterSpin(4, words, angles, () => rng.next());
      angles = { part: spin.part.endAngle, word: spin.word.endAngle };
      expect(segmentAt(angles.part, 4)).toBe(spin.part.index);
      expect(segmentAt(angles.word, words)).toBe(spin.word.index);
      expect(spin.word.duration).toBeGreaterThan(spin.part.duration);
      expect(spin.duration).toBe(spin.word.duration);
      // The eased rotation really ends on the plan.
      expect(spinAngle(spin.word, 0, spin.word.duration)).toBe(spin.word.endAngle);
    }
  });

  it('is fair: every body part and every word of the mat comes up about as often', () => {
    const rng = createRng(2026);
    const parts = bodyParts(true);
    const words = Array.from({ length: 24 }, (_, i) => `word ${i}`);
    const partCounts = new Array<number>(parts.length).fill(0);
    const wordCounts = new Array<number>(words.length).fill(0);
    let angles = { part: 0, word: 0 };
    for (let i = 0; i < 48_000; i++) {
      const spin = planTwisterSpin(parts.length, words.length, angles, () => rng.next());
      angles = { part: spin.part.endAngle, word: spin.word.endAngle };
      const call = landed(angles, parts, words);
      partCounts[parts.indexOf(call.part)]! += 1;
      wordCounts[words.indexOf(call.word)]! += 1;
    }
    // The 0.1 % tails of chi-square with 3 and 23 degrees of freedom: a fair spinner stays under them.
    expect(chiSquare(partCounts)).toBeLessThan(16.27);
    expect(chiSquare(wordCounts)).toBeLessThan(49.73);
  });

  it('without left and right, calls a hand as often as a foot', () => {
    const rng = createRng(5);
    const parts = bodyParts(false);
    const counts = [0, 0];
    let angles = { part: 0, word: 0 };
    for (let i = 0; i < 10_000; i++) {
      const spin = planTwisterSpin(parts.length, 6, angles, () => rng.next());
      angles = { part: spin.part.endAngle, word: spin.word.endAngle };
      counts[parts.indexOf(landed(angles, parts, [1, 2, 3, 4, 5, 6]).part)]! += 1;
    }
    expect(chiSquare(counts)).toBeLessThan(10.83);
    expect(parts.map(partName)).toEqual(['Hand', 'Foot']);
  });
});
