import { describe, expect, it } from 'vitest';
import { clampLevel, MIN_SPEED, raiseLevel, speedAt, TARGET_HOLD, TOP_SPEED } from './speed';

const LEVELS = Array.from({ length: TOP_SPEED }, (_, i) => i + 1);

describe('the speed curve', () => {
  it('starts slow enough for five-year-olds and ends quick', () => {
    expect(speedAt(MIN_SPEED)).toEqual({ level: 1, upMs: 2600, targetUpMs: 3900, gapMs: 1100, maxUp: 2 });
    expect(speedAt(TOP_SPEED)).toEqual({ level: 10, upMs: 1007, targetUpMs: 1511, gapMs: 426, maxUp: 4 });
  });

  it('rises at every level: shorter up, shorter gaps, never fewer monsters up at once', () => {
    for (const level of LEVELS.slice(1)) {
      const before = speedAt(level - 1);
      const now = speedAt(level);
      expect(now.upMs).toBeLessThan(before.upMs);
      expect(now.targetUpMs).toBeLessThan(before.targetUpMs);
      expect(now.gapMs).toBeLessThan(before.gapMs);
      expect(now.maxUp).toBeGreaterThanOrEqual(before.maxUp);
      // Each step is gentle: a tenth quicker.
      expect(now.upMs / before.upMs).toBeCloseTo(0.9, 2);
    }
  });

  it('keeps the spoken word’s monster up a little longer than the others at every level', () => {
    for (const level of LEVELS) {
      const { upMs, targetUpMs } = speedAt(level);
      expect(targetUpMs).toBeGreaterThan(upMs);
      expect(targetUpMs).toBe(Math.round(upMs * TARGET_HOLD));
      // A little longer, not forever: under twice as long.
      expect(targetUpMs).toBeLessThan(upMs * 2);
    }
  });

  it('keeps even the top speed playable: a monster stays up for a second, over twice the wait between pops', () => {
    const top = speedAt(TOP_SPEED);
    expect(top.upMs).toBeGreaterThanOrEqual(1000);
    expect(top.upMs).toBeGreaterThan(2 * top.gapMs);
  });

  it('reads any level as one of 1 to 10', () => {
    expect(speedAt(0).level).toBe(1);
    expect(speedAt(-3).level).toBe(1);
    expect(speedAt(99).level).toBe(10);
    expect(speedAt(Number.NaN).level).toBe(1);
    expect(speedAt(4.7).level).toBe(4);
    expect(clampLevel(8, 5)).toBe(5);
    expect(clampLevel(3, 0)).toBe(1);
  });
});

describe('the speed rising', () => {
  it('goes one level up per lap, never past the top speed the teacher set', () => {
    expect(raiseLevel(1)).toBe(2);
    expect(raiseLevel(9)).toBe(10);
    expect(raiseLevel(10)).toBe(10);
    expect(raiseLevel(3, 4)).toBe(4);
    expect(raiseLevel(4, 4)).toBe(4);
    // A top lowered below the current level brings the speed down to it.
    expect(raiseLevel(7, 4)).toBe(4);
  });
});
