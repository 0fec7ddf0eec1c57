import { describe, expect, it } from 'vitest';
import { createRng } from '../../kit/logic/rng';
import { Elimination, bordersPassed, planSpin, planSpinTo, segmentAt, spinAngle } from './wheel';

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

  it('lands on a segment chosen beforehand, in its middle when centred (a reel settling on its digit)', () => {
    const rng = createRng(11);
    let angle = 17;
    for (let index = 0; index < 10; index++) {
      const plan = planSpinTo(index, 10, angle, () => rng.next(), { centred: true, minTurns: 2, maxTurns: 2 });
      expect(plan.index).toBe(index);
      expect(segmentAt(plan.endAngle, 10)).toBe(index);
      expect((((-plan.endAngle % 360) + 360) % 360) / 36 - index).toBeCloseTo(0.5, 9);
      expect(plan.endAngle - angle).toBeGreaterThanOrEqual(2 * 360);
      expect(plan.endAngle - angle).toBeLessThan(3 * 360);
      angle = plan.endAngle;
    }
    expect(() => planSpinTo(10, 10, 0, () => 0.5)).toThrow(RangeError);
    expect(() => planSpinTo(-1, 10, 0, () => 0.5)).toThrow(RangeError);
  });

  it('draws the same spins as before for a seed: planSpin is planSpinTo after a uniform pick', () => {
    const a = createRng(5);
    const b = createRng(5);
    const plan = planSpin(8, 40, () => a.next());
    const index = Math.floor(b.next() * 8);
    expect(planSpinTo(index, 8, 40, () => b.next())).toEqual(plan);
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

  it('counts what is left, names the last one, and draws among those left only, each equally often', () => {
    const wheel = new Elimination(5);
    expect(wheel.left).toBe(5);
    expect(wheel.lastOne).toBeNull();
    wheel.remove(0);
    wheel.remove(3);
    expect(wheel.has(3)).toBe(false);
    expect(wheel.has(4)).toBe(true);
    const rng = createRng(99);
    const counts = new Map<number, number>();
    const draws = 30_000;
    for (let i = 0; i < draws; i++) {
      const item = wheel.pick(() => rng.next())!;
      counts.set(item, (counts.get(item) ?? 0) + 1);
    }
    expect([...counts.keys()].sort()).toEqual([1, 2, 4]);
    // Chi-square with 2 degrees of freedom: 13.8 is its 0.1 % tail.
    const expected = draws / 3;
    const chi = [...counts.values()].reduce((sum, c) => sum + (c - expected) ** 2 / expected, 0);
    expect(chi).toBeLessThan(13.8);
    wheel.remove(1);
    wheel.remove(2);
    expect(wheel.lastOne).toBe(4);
    wheel.remove(4);
    expect(wheel.left).toBe(0);
    expect(wheel.pick(() => rng.next())).toBeNull();
  });
});
