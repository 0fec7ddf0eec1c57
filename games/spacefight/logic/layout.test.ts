import { describe, expect, it } from 'vitest';
import { BAR, monsterZone, shipAt, shipSlots, SHIP_TAP_RADIUS, stepSights, tapCentre } from './layout';
import { DRIFT, MONSTER_RADIUS } from './space';

describe('the stage', () => {
  it('has a ship for each of 2 to 4 teams, on the stage, with its health bar', () => {
    for (const teams of [2, 3, 4]) {
      const slots = shipSlots(teams);
      expect(slots).toHaveLength(teams);
      for (const { ship, bar } of slots) {
        expect(ship.x - 160).toBeGreaterThan(0);
        expect(ship.x + 160).toBeLessThan(1920);
        expect(bar.x + BAR.width).toBeLessThan(1920);
        // Clear of the answer buttons along the bottom (their top is at 875).
        expect(bar.y + BAR.height / 2).toBeLessThan(875);
      }
    }
    expect(shipSlots(1)).toHaveLength(2);
  });

  it('keeps the drifting monsters off the ships', () => {
    for (const teams of [2, 3, 4]) {
      const zone = monsterZone(teams);
      const reach = { x: DRIFT.amp.x + MONSTER_RADIUS, y: DRIFT.amp.y + MONSTER_RADIUS };
      for (const { ship } of shipSlots(teams)) {
        // The ship's hull (320 × 104) and the monster's farthest reach never overlap, on one axis at least.
        const apartX = ship.x + 160 < zone.left - reach.x || ship.x - 160 > zone.right + reach.x;
        const apartY = ship.y - 150 > zone.bottom + reach.y || ship.y + 60 < zone.top - reach.y;
        expect(ship.y - 150 * 0.8, 'below the reserved corners').toBeGreaterThan(140);
        expect(apartX || apartY, `${teams} teams, ship at ${ship.x},${ship.y}`).toBe(true);
      }
    }
  });
});

describe('picking a ship', () => {
  const slots = shipSlots(4);

  it('by a tap near it, among the ships that may be shot at only', () => {
    const centre = tapCentre(slots[1]!);
    expect(shipAt(centre, slots, [1, 2, 3])).toBe(1);
    expect(shipAt({ x: centre.x + SHIP_TAP_RADIUS - 1, y: centre.y }, slots, [1, 2, 3])).toBe(1);
    expect(shipAt({ x: centre.x + SHIP_TAP_RADIUS + 1, y: centre.y }, slots, [1, 2, 3])).toBeNull();
    expect(shipAt(centre, slots, [2, 3])).toBeNull();
    expect(shipAt({ x: 960, y: 540 }, slots, [0, 1, 2, 3])).toBeNull();
  });

  it('by the arrows, round the targets', () => {
    expect(stepSights([1, 2, 3], null, 1)).toBe(1);
    expect(stepSights([1, 2, 3], 1, 1)).toBe(2);
    expect(stepSights([1, 2, 3], 3, 1)).toBe(1);
    expect(stepSights([1, 2, 3], 1, -1)).toBe(3);
    expect(stepSights([1, 3], 2, 1)).toBe(1);
    expect(stepSights([], 1, 1)).toBeNull();
  });
});
