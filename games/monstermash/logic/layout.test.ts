import { describe, expect, it } from 'vitest';
import { MIN_TOUCH_PX } from '../../kit/ui/theme';
import { fieldLayout, HOLE_COUNTS, holeAt, holeCount, holeForKey, SIGN, UP_HEIGHT } from './layout';

describe('the holes', () => {
  it.each(HOLE_COUNTS)('%i holes: a grid of them between the top strip and the scoreboard', (count) => {
    const layout = fieldLayout(count);
    expect(layout.holes).toHaveLength(count);
    expect(layout.columns * layout.rows).toBe(count);
    for (const hole of layout.holes) {
      // A monster standing up stays below the top strip (the turn, the word, the clock: up to y 160)…
      expect(hole.y - UP_HEIGHT * layout.scale).toBeGreaterThanOrEqual(160);
      // …and its mound above the scoreboard (from y 950 for the team whose turn it is).
      expect(hole.y + 70 * layout.scale).toBeLessThanOrEqual(950);
      expect(hole.hit.width).toBeGreaterThanOrEqual(MIN_TOUCH_PX);
      expect(hole.hit.height).toBeGreaterThanOrEqual(MIN_TOUCH_PX);
      expect(hole.hit.left).toBeGreaterThanOrEqual(0);
      expect(hole.hit.left + hole.hit.width).toBeLessThanOrEqual(1920);
    }
  });

  it.each(HOLE_COUNTS)('%i holes: a tap reaches exactly one hole, the one it is on', (count) => {
    const layout = fieldLayout(count);
    for (const hole of layout.holes) {
      const { left, top, width, height } = hole.hit;
      const inside = (x: number, y: number) =>
        layout.holes.filter(
          (h) => x >= h.hit.left && x < h.hit.left + h.hit.width && y >= h.hit.top && y < h.hit.top + h.hit.height,
        );
      for (const [x, y] of [
        [left, top],
        [left + width - 1, top + height - 1],
        [hole.x, hole.y - 20],
        [hole.x, hole.y - UP_HEIGHT * layout.scale + 10],
      ] as const) {
        expect(inside(x, y)).toEqual([hole]);
        expect(holeAt(layout, x, y)).toBe(hole.index);
      }
    }
    expect(holeAt(layout, 960, 60)).toBe(-1);
  });

  it.each(HOLE_COUNTS)('%i holes: signs side by side do not touch', (count) => {
    const layout = fieldLayout(count);
    const [first, second] = layout.holes;
    expect(layout.signWidth).toBeLessThanOrEqual(SIGN.width);
    expect(second!.x - first!.x).toBeGreaterThan(layout.signWidth * layout.scale + 20);
  });

  it('has a key for every hole, as the rows sit on a keyboard, none of the kit’s own', () => {
    const keys = fieldLayout(12).holes.map((h) => h.key);
    expect(keys).toEqual(['1', '2', '3', '4', 'Q', 'W', 'E', 'R', 'Z', 'X', 'C', 'V']);
    expect(fieldLayout(9).holes.map((h) => h.key)).toEqual(['1', '2', '3', 'Q', 'W', 'E', 'Z', 'X', 'C']);
    expect(fieldLayout(6).holes.map((h) => h.key)).toEqual(['1', '2', '3', 'Q', 'W', 'E']);
    for (const reserved of ['A', 'F', 'M']) expect(keys).not.toContain(reserved);
    expect(holeForKey(fieldLayout(9), 'w')).toBe(4);
    expect(holeForKey(fieldLayout(9), 'R')).toBe(-1);
    expect(holeForKey(fieldLayout(6), 'Z')).toBe(-1);
  });

  it('reads the setting as a hole count', () => {
    expect(holeCount('6')).toBe(6);
    expect(holeCount(12)).toBe(12);
    expect(holeCount('7')).toBe(9);
  });
});
