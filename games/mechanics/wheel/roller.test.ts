import { describe, expect, it } from 'vitest';
import { createRng } from '../../kit/logic/rng';
import { digitsOf, planRoll, reelCount, reelDigit, reelPosition, rollerValue } from './roller';
import { bordersPassed, Elimination, spinAngle } from './wheel';

describe('a digit roller', () => {
  it('has a reel for each digit of the largest number', () => {
    expect(reelCount(9)).toBe(1);
    expect(reelCount(10)).toBe(2);
    expect(reelCount(1000)).toBe(4);
    expect(reelCount(9999)).toBe(4);
    expect(() => reelCount(-1)).toThrow(RangeError);
  });

  it('puts a number on its reels zero-padded, the leftmost first', () => {
    expect(digitsOf(42, 4)).toEqual([0, 0, 4, 2]);
    expect(digitsOf(1000, 4)).toEqual([1, 0, 0, 0]);
    expect(digitsOf(0, 1)).toEqual([0]);
    expect(() => digitsOf(10_000, 4)).toThrow(RangeError);
    expect(() => digitsOf(2.5, 4)).toThrow(RangeError);
  });

  it('settles every reel centred on its digit, the leftmost first, after whole turns', () => {
    const rng = createRng(21);
    let angles = [0, 0, 0, 0];
    for (const value of [0, 7, 42, 999, 1000, 9999, 3141]) {
      const plan = planRoll(value, angles, () => rng.next());
      const rest = plan.reels.map((reel) => reel.endAngle);
      expect(rollerValue(rest)).toBe(value);
      rest.forEach((angle, i) => expect(reelPosition(angle)).toBeCloseTo(digitsOf(value, 4)[i]!, 9));
      plan.reels.forEach((reel, i) => {
        expect(reel.endAngle - angles[i]!).toBeGreaterThanOrEqual((2 + i) * 360);
        if (i > 0) expect(reel.duration).toBeGreaterThan(plan.reels[i - 1]!.duration);
      });
      expect(plan.duration).toBe(plan.reels[3]!.duration);
      angles = rest;
    }
  });

  it('rolls: a reel passes through every digit, ticking as each one passes the window', () => {
    const plan = planRoll(5, [0], () => 0.5);
    const reel = plan.reels[0]!;
    const seen = new Set<number>();
    let ticks = 0;
    let before = 0;
    for (let t = 0; t <= reel.duration; t += 4) {
      const angle = spinAngle(reel, 0, t);
      seen.add(reelDigit(angle));
      ticks += bordersPassed(before, angle, 10);
      before = angle;
    }
    expect(seen.size).toBe(10);
    // From 0 to 5 through whole turns of ten digits: one tick for each border between two digits that passed.
    expect(ticks).toBe(Math.floor(reel.endAngle / 36));
    expect(ticks).toBeGreaterThan(2 * 10);
  });

  it('is fair: over many rolls every number of the range comes up about as often', () => {
    const rng = createRng(1234);
    const min = 1;
    const max = 100;
    const numbers = new Elimination(max - min + 1);
    const counts = new Array<number>(max - min + 1).fill(0);
    const rolls = 100_000;
    let angles = [0, 0, 0];
    for (let i = 0; i < rolls; i++) {
      const value = min + numbers.pick(() => rng.next())!;
      const plan = planRoll(value, angles, () => rng.next());
      angles = plan.reels.map((reel) => reel.endAngle);
      counts[rollerValue(angles) - min]! += 1;
    }
    // Chi-square with 99 degrees of freedom: 148.2 is its 0.1 % tail.
    const expected = rolls / counts.length;
    const chi = counts.reduce((sum, c) => sum + (c - expected) ** 2 / expected, 0);
    expect(chi).toBeLessThan(148.2);
  });
});
