import { describe, expect, it } from 'vitest';
import { createRng } from '../../kit/logic';
import {
  aimShot,
  type Drift,
  driftAt,
  firstBlock,
  MIN_FLIGHT,
  newDrift,
  segmentMeetsCircle,
  SHOT_SPEED,
  shotAt,
} from './space';

/** A monster standing still at (x, y) (no swing). */
const still = (x: number, y: number, radius = 50): Drift => ({
  home: { x, y },
  amp: { x: 0, y: 0 },
  period: { x: 1000, y: 1000 },
  phase: { x: 0, y: 0 },
  radius,
});

describe('segment and circle', () => {
  it('finds where a segment first comes within the radius, or null', () => {
    const centre = { x: 50, y: 0 };
    expect(segmentMeetsCircle({ x: 0, y: 0 }, { x: 100, y: 0 }, centre, 10)).toBeCloseTo(0.4);
    // Grazing: 10 px off the line with a radius of 10 touches; 11 px does not.
    expect(segmentMeetsCircle({ x: 0, y: 10 }, { x: 100, y: 10 }, centre, 10)).toBeCloseTo(0.5);
    expect(segmentMeetsCircle({ x: 0, y: 11 }, { x: 100, y: 11 }, centre, 10)).toBeNull();
    // Short of the circle, past it, and a point inside it from the start.
    expect(segmentMeetsCircle({ x: 0, y: 0 }, { x: 30, y: 0 }, centre, 10)).toBeNull();
    expect(segmentMeetsCircle({ x: 70, y: 0 }, { x: 100, y: 0 }, centre, 10)).toBeNull();
    expect(segmentMeetsCircle({ x: 45, y: 0 }, { x: 100, y: 0 }, centre, 10)).toBe(0);
    expect(segmentMeetsCircle({ x: 0, y: 0 }, { x: 0, y: 0 }, centre, 10)).toBeNull();
  });
});

describe('drifting monsters', () => {
  it('swing round their home on their loop, back where they started after a whole period', () => {
    const drift: Drift = { ...still(900, 500), amp: { x: 100, y: 60 }, period: { x: 4000, y: 8000 } };
    expect(driftAt(drift, 0)).toEqual({ x: 900, y: 500 });
    const quarter = driftAt(drift, 1000);
    expect(quarter.x).toBeCloseTo(1000);
    expect(quarter.y).toBeCloseTo(500 + 60 * Math.sin(Math.PI / 4));
    expect(driftAt(drift, 8000).x).toBeCloseTo(900);
    expect(driftAt(drift, 8000).y).toBeCloseTo(500);
  });

  it('start in their zone, spread across it: each new one where the others are farthest', () => {
    const zone = { left: 700, right: 1200, top: 400, bottom: 650 };
    const rng = createRng(7);
    const homes: { x: number; y: number }[] = [];
    for (let i = 0; i < 4; i++) {
      const drift = newDrift(zone, () => rng.next(), homes);
      expect(drift.home.x).toBeGreaterThanOrEqual(zone.left);
      expect(drift.home.x).toBeLessThanOrEqual(zone.right);
      expect(drift.home.y).toBeGreaterThanOrEqual(zone.top);
      expect(drift.home.y).toBeLessThanOrEqual(zone.bottom);
      expect(drift.period.x).toBeGreaterThan(0);
      homes.push(drift.home);
    }
    // The first anywhere, the second at the far end from it, the next two in the gaps: 125 px apart at least.
    const xs = homes.map((h) => h.x).sort((a, b) => a - b);
    const gaps = xs.slice(1).map((x, i) => x - xs[i]!);
    expect(Math.min(...gaps)).toBeGreaterThanOrEqual(125);
    expect(newDrift(zone, () => 0, [{ x: 700, y: 500 }]).home.x).toBe(1200);
  });
});

describe('a straight shot', () => {
  it('flies at its speed (never quicker than the shortest flight) and stays at its ends outside its flight', () => {
    const shot = aimShot({ x: 300, y: 560 }, { x: 1620, y: 560 }, 1000);
    expect(shot.duration).toBeCloseTo(1320 / SHOT_SPEED);
    const middle = shotAt(shot, 1000 + shot.duration / 2);
    expect(middle.x).toBeCloseTo(960);
    expect(middle.y).toBe(560);
    expect(shotAt(shot, 0)).toEqual({ x: 300, y: 560 });
    expect(shotAt(shot, 1e9)).toEqual({ x: 1620, y: 560 });
    expect(aimShot({ x: 0, y: 0 }, { x: 10, y: 0 }, 0).duration).toBe(MIN_FLIGHT);
  });

  it('is taken by the monster in its way, the nearest first, where and when it touches it', () => {
    const shot = aimShot({ x: 300, y: 560 }, { x: 1620, y: 560 }, 0);
    const near = still(800, 560);
    const far = still(1200, 560);
    const block = firstBlock(shot, [far, near], 26);
    expect(block?.monster).toBe(1);
    // Contact when the shot's edge meets the monster's: 76 px short of its centre.
    expect(block?.at.x).toBeCloseTo(800 - 76, 0);
    expect(block?.at.y).toBeCloseTo(560);
    expect(block?.time).toBeCloseTo((800 - 76 - 300) / SHOT_SPEED, 0);
  });

  it('gets through when every monster is out of its line', () => {
    const shot = aimShot({ x: 300, y: 560 }, { x: 1620, y: 560 }, 0);
    expect(firstBlock(shot, [still(960, 400), still(960, 720)], 26)).toBeNull();
    expect(firstBlock(shot, [], 26)).toBeNull();
  });

  it('is taken by a monster that drifts into its way while it flies, not by one that drifts out of it', () => {
    const shot = aimShot({ x: 300, y: 560 }, { x: 1620, y: 560 }, 0);
    const period = 4 * shot.duration;
    // 200 px above the line when the shot is fired, swinging down onto it as the shot comes by.
    const arriving: Drift = { ...still(1100, 560 - 200), amp: { x: 0, y: 200 }, period: { x: period, y: period } };
    expect(driftAt(arriving, 0).y).toBeCloseTo(360);
    expect(firstBlock(aimShot(shot.from, shot.to, 0), [arriving], 26)?.monster).toBe(0);
    // The same place, but seen at the start of the shot only: not in the way then.
    expect(firstBlock({ ...shot, duration: 1 }, [arriving], 26)).toBeNull();
    // On the line when the shot is fired and swinging away before it gets there.
    const leaving: Drift = {
      ...still(1500, 560),
      amp: { x: 0, y: 400 },
      period: { x: 4 * 700, y: 4 * 700 },
    };
    expect(firstBlock(shot, [leaving], 26)).toBeNull();
  });

  it('hits a moving monster where the monster is at that moment', () => {
    const shot = aimShot({ x: 300, y: 560 }, { x: 1620, y: 560 }, 500);
    const drift: Drift = { ...still(960, 560), amp: { x: 0, y: 40 }, period: { x: 3000, y: 3000 } };
    const block = firstBlock(shot, [drift], 26);
    expect(block).not.toBeNull();
    const monster = driftAt(drift, block!.time);
    const distance = Math.hypot(block!.at.x - monster.x, block!.at.y - monster.y);
    expect(distance).toBeLessThanOrEqual(drift.radius + 26 + 0.5);
    expect(distance).toBeGreaterThan(drift.radius + 26 - 25);
  });
});
