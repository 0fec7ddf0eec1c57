import { describe, expect, it } from 'vitest';
import { numberLine } from './line';
import { CLOSENESS, MAX_POINTS, scorePlacement } from './scoring';

describe('scoring a place on the line', () => {
  it('with ticks: the right tick is worth every point, a neighbour none', () => {
    const line = numberLine(20, true);
    expect(scorePlacement(line, 13, 13)).toEqual({ points: MAX_POINTS, grade: 'spot-on', distance: 0 });
    expect(scorePlacement(line, 13, 12)).toEqual({ points: 0, grade: 'far', distance: 1 });
    expect(scorePlacement(numberLine(1000, true), 250, 250).points).toBe(MAX_POINTS);
    expect(scorePlacement(numberLine(1000, true), 250, 260).points).toBe(0);
  });

  it('with the ticks hidden: by closeness, as a share of the line', () => {
    const line = numberLine(100, false);
    expect(scorePlacement(line, 37, 37)).toEqual({ points: 3, grade: 'spot-on', distance: 0 });
    expect(scorePlacement(line, 37, 39.5)).toMatchObject({ points: 3, grade: 'spot-on' });
    expect(scorePlacement(line, 37, 40)).toMatchObject({ points: 2, grade: 'close', distance: 3 });
    expect(scorePlacement(line, 37, 31)).toMatchObject({ points: 2, grade: 'close' });
    expect(scorePlacement(line, 37, 47)).toMatchObject({ points: 1, grade: 'near' });
    expect(scorePlacement(line, 37, 49)).toMatchObject({ points: 1, grade: 'near' });
    expect(scorePlacement(line, 37, 49.5)).toMatchObject({ points: 0, grade: 'far' });
    expect(scorePlacement(line, 37, 90)).toEqual({ points: 0, grade: 'far', distance: 53 });
  });

  it('scales the bands with the line: a quarter is spot on from 0 to 10, 25 from 0 to 1000', () => {
    expect(scorePlacement(numberLine(10, false), 7, 7.25).points).toBe(3);
    expect(scorePlacement(numberLine(10, false), 7, 8).points).toBe(1);
    expect(scorePlacement(numberLine(10, false), 7, 8.3).points).toBe(0);
    expect(scorePlacement(numberLine(1000, false), 105, 130).points).toBe(3);
    expect(scorePlacement(numberLine(1000, false), 105, 160).points).toBe(2);
    expect(scorePlacement(numberLine(1000, false), 105, 225).points).toBe(1);
    expect(scorePlacement(numberLine(1000, false), 105, 226).points).toBe(0);
  });

  it('is closer, more points: never fewer for a nearer place', () => {
    const line = numberLine(100, false);
    let last = MAX_POINTS;
    for (let place = 50; place <= 100; place += 0.5) {
      const { points } = scorePlacement(line, 50, place);
      expect(points).toBeLessThanOrEqual(last);
      last = points;
    }
    expect(CLOSENESS.map((band) => band.points)).toEqual([3, 2, 1]);
  });

  it('gives nothing when no place was chosen (the time ran out)', () => {
    expect(scorePlacement(numberLine(10, false), 4, null)).toEqual({ points: 0, grade: 'none', distance: 0 });
  });
});
