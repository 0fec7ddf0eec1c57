import { describe, expect, it } from 'vitest';
import { fractionOf, LINE_MAXES, nudge, numberLine, snapToLine, ticksOf, valueAt } from './line';

describe('the number line', () => {
  it('counts in ones, except 0–1000 with ticks, which counts in tens', () => {
    for (const max of LINE_MAXES) expect(numberLine(max, false).step).toBe(1);
    expect(numberLine(10, true).step).toBe(1);
    expect(numberLine(100, true).step).toBe(1);
    expect(numberLine(1000, true).step).toBe(10);
  });

  it('numbers every tick of 0–10 and 0–20, the tens of 0–100 and the hundreds of 0–1000', () => {
    const labels = (max: 10 | 20 | 100 | 1000) =>
      ticksOf(numberLine(max, true))
        .filter((t) => t.labelled)
        .map((t) => t.value);
    expect(labels(10)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(labels(20)).toHaveLength(21);
    expect(labels(100)).toEqual([0, 10, 20, 30, 40, 50, 60, 70, 80, 90, 100]);
    expect(labels(1000)).toEqual([0, 100, 200, 300, 400, 500, 600, 700, 800, 900, 1000]);
    expect(ticksOf(numberLine(100, true))).toHaveLength(101);
    expect(ticksOf(numberLine(1000, true))).toHaveLength(101);
    const sizes = ticksOf(numberLine(100, true));
    expect([sizes[10]!.size, sizes[5]!.size, sizes[3]!.size]).toEqual(['big', 'middle', 'small']);
  });

  it('shows only its two ends when the ticks are hidden', () => {
    expect(ticksOf(numberLine(1000, false))).toEqual([
      { value: 0, size: 'big', labelled: true },
      { value: 1000, size: 'big', labelled: true },
    ]);
  });

  it('snaps a place to the grid when it shows ticks, and keeps the exact place when not', () => {
    expect(valueAt(numberLine(10, true), 0.34)).toBe(3);
    expect(valueAt(numberLine(10, true), 0.36)).toBe(4);
    expect(valueAt(numberLine(1000, true), 0.1049)).toBe(100);
    expect(valueAt(numberLine(1000, true), 0.1051)).toBe(110);
    expect(valueAt(numberLine(10, false), 0.34)).toBeCloseTo(3.4);
    // Off either end: the end.
    expect(valueAt(numberLine(20, true), -0.2)).toBe(0);
    expect(valueAt(numberLine(20, false), 1.3)).toBe(20);
    expect(snapToLine(numberLine(100, true), 37.4)).toBe(37);
    expect(fractionOf(numberLine(20, true), 5)).toBe(0.25);
  });

  it('moves one step of the grid per arrow key, ten with Shift, and a fortieth of a hidden line', () => {
    expect(nudge(numberLine(100, true), 37, 1)).toBe(38);
    expect(nudge(numberLine(100, true), 37, -1, true)).toBe(27);
    expect(nudge(numberLine(1000, true), 400, -1)).toBe(390);
    expect(nudge(numberLine(10, true), 0, -1)).toBe(0);
    expect(nudge(numberLine(10, true), 10, 1)).toBe(10);
    expect(nudge(numberLine(100, false), 50, 1)).toBeCloseTo(52.5);
    expect(nudge(numberLine(100, false), 50, -1, true)).toBeCloseTo(40);
  });
});
