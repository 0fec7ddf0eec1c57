// Where things sit on the 1920×1080 stage, as numbers (the scene draws them, the rules and tests use them): the ships
// around the stage, each with its health bar, and the space between them where the monsters drift. Along the top the
// turn's heading and the spoken word; along the bottom the answer buttons.
import type { Point, Zone } from './space';

export interface ShipSlot {
  /** The ship's centre (the hull's middle; the pilot's dome rises above it). */
  ship: Point;
  /** The left end of its health bar, vertically centred. */
  bar: Point;
  /** The ship's size (1: 320 px across); four ships are smaller, two above two. */
  scale: number;
}

/** The health bars' size. */
export const BAR = { width: 280, height: 56 } as const;
/** How far from its centre a tap still picks a ship (≥ 96 px across, far more in fact). */
export const SHIP_TAP_RADIUS = 170;

const slot = (x: number, y: number, bar?: Point, scale = 1): ShipSlot => ({
  ship: { x, y },
  bar: bar ?? { x: x - BAR.width / 2, y: y + 150 * scale },
  scale,
});

/**
 * The ships of 2, 3 or 4 teams, in team order: face to face across the stage; a triangle with the third ship below
 * the middle (its bar beside it, clear of the answer buttons); the four corners, smaller.
 */
const SLOTS: Record<number, ShipSlot[]> = {
  2: [slot(300, 560), slot(1620, 560)],
  3: [slot(300, 420), slot(1620, 420), slot(960, 740, { x: 1150, y: 760 })],
  4: [
    slot(300, 300, undefined, 0.8),
    slot(1620, 300, undefined, 0.8),
    slot(300, 650, undefined, 0.8),
    slot(1620, 650, undefined, 0.8),
  ],
};

/** Where the monsters' loops are centred: between the ships, clear of them and of the word at the top. */
const ZONES: Record<number, Zone> = {
  2: { left: 680, right: 1240, top: 440, bottom: 640 },
  3: { left: 680, right: 1240, top: 340, bottom: 385 },
  4: { left: 680, right: 1240, top: 390, bottom: 630 },
};

const clampTeams = (teams: number) => Math.min(4, Math.max(2, Math.floor(teams) || 2));

export function shipSlots(teams: number): readonly ShipSlot[] {
  return SLOTS[clampTeams(teams)] as ShipSlot[];
}

export function monsterZone(teams: number): Zone {
  return ZONES[clampTeams(teams)] as Zone;
}

/** Where a tap picks a ship: around its hull and its pilot's dome. */
export function tapCentre(slot: ShipSlot): Point {
  return { x: slot.ship.x, y: slot.ship.y - 40 * slot.scale };
}

/**
 * The ship a tap at `point` picks among `candidates` (team indices; the rivals that may be shot at): the nearest
 * within SHIP_TAP_RADIUS of its centre, or null.
 */
export function shipAt(point: Point, slots: readonly ShipSlot[], candidates: readonly number[]): number | null {
  let best: number | null = null;
  let bestDistance = SHIP_TAP_RADIUS;
  for (const team of candidates) {
    const slot = slots[team];
    if (!slot) continue;
    const centre = tapCentre(slot);
    const distance = Math.hypot(point.x - centre.x, point.y - centre.y);
    if (distance <= bestDistance) {
      best = team;
      bestDistance = distance;
    }
  }
  return best;
}

/** The arrow keys' pick among the targets: the next one along (wrapping round), or the first. */
export function stepSights(candidates: readonly number[], current: number | null, step: 1 | -1): number | null {
  if (candidates.length === 0) return null;
  const at = current === null ? -1 : candidates.indexOf(current);
  if (at < 0) return candidates[0] as number;
  return candidates[(at + step + candidates.length) % candidates.length] as number;
}
