import { describe, expect, it } from 'vitest';
import { createRng } from '../../kit/logic/rng';
import { Elimination, bordersPassed, planSpin, segmentAt, spinAngle } from './wheel';

describe('a spin', () => {
  it('lands on the segment it chose, inside it and away from its borders', () => {
    const rng = createRng(7);
    let angle = 0;
    for (let spin = 0; spin < 500; spin++) {
      const segments = 1 + (spin % 24);
      const plan = planSpin(segments, angle, () => rng.next());
      expect(segmentAt(plan.endAngle, segments)).toBe(plan.index);
      const size = 360 / segments;
      const into = ((((-plan.endAngle % 360) + 360) % 360) % size) / size;
      expect(into).toBeGreaterThanOrEqual(0.149);
      expect(into).toBeLessThanOrEqual(0.851);
      expect(plan.endAngle - angle).toBeGreaterThanOrEqual(3 * 360);
      expect(plan.endAngle - angle).toBeLessThan(6 * 360);
      angle = plan.endAngle;
    }
  });

  it('is fair: over many spins every segment comes up about as often', () => {
    const rng = createRng(2026);
    const segments = 12;
    const spins = 60_000;
    const counts = new Array<number>(segments).fill(0);
    let angle = 0;
    for (let i = 0; i < spins; i++) {
      const plan = planSpin(segments, angle, () => rng.next());
      counts[segmentAt(plan.endAngle, segments)]! += 1;
      angle = plan.endAngle;
    }
    // Chi-square with 11 degrees of freedom: 31.3 is its 0.1 % tail, so a fair wheel stays under it.
    const expected = spins / segments;
    const chi = counts.reduce((sum, c) => sum + (c - expected) ** 2 / expected, 0);
    expect(chi).toBeLessThan(31.3);
  });

  it('eases out: starts fast, slows down, and stops exactly where it was planned', () => {
    const plan = { index: 0, endAngle: 1800, duration: 4000 };
    const early = spinAngle(plan, 0, 400) - spinAngle(plan, 0, 0);
    const late = spinAngle(plan, 0, 4000) - spinAngle(plan, 0, 3600);
    expect(early).toBeGreaterThan(late * 50);
    expect(spinAngle(plan, 0, 4000)).toBe(1800);
    expect(spinAngle(plan, 0, 9000)).toBe(1800);
  });

  it('ticks once per segment border passed', () => {
    expect(bordersPassed(0, 359, 4)).toBe(3);
    expect(bordersPassed(80, 100, 4)).toBe(1);
    expect(bordersPassed(10, 20, 4)).toBe(0);
    expect(bordersPassed(0, 720, 6)).toBe(12);
    expect(bordersPassed(0, 720, 1)).toBe(0);
  });

  it('reads the segment under the pointer from the rotation', () => {
    // Segment 0 starts at the pointer; turning the wheel clockwise a little brings the last segment under it.
    expect(segmentAt(0, 4)).toBe(0);
    expect(segmentAt(10, 4)).toBe(3);
    expect(segmentAt(-10, 4)).toBe(0);
    expect(segmentAt(-100, 4)).toBe(1);
    expect(segmentAt(360 * 3 + 10, 4)).toBe(3);
  });
});

describe('elimination', () => {
  it('takes landed items off the wheel and brings them all back on reset', () => {
    const wheel = new Elimination(4);
    expect(wheel.remove(2)).toBe(true);
    expect(wheel.remove(2)).toBe(false);
    expect(wheel.remaining).toEqual([0, 1, 3]);
    wheel.reset();
    expect(wheel.remaining).toEqual([0, 1, 2, 3]);
  });
});
