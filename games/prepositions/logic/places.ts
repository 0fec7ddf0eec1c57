// Where things are on the stage, as numbers: the two props on the floor, the region of each preposition around them
// (where a dropped character counts as 'under the table'), and the canonical place the character takes to act a
// preposition out. Pure, so the judging is unit-tested; the scene draws what these numbers say.
//
// The floor is seen from the front and a little above: a thing further back stands higher on the screen. A point is
// where the character's feet are. Each prop's footprint is the band of floor from its front edge (FLOOR_Y) up to
// its back edge (FLOOR_Y − depth): feet there are in it (a box) or under it (a table, a bed, a chair, a tree's
// crown); feet further up, where the prop hides them, are behind it; feet below its front edge, in front of it. Feet
// on its top are on it, well over its top above it; on the floor beside it next to it, and in the gap between the
// two props between them. The regions of one prop are checked in a fixed order, so where two rectangles meet (the
// top of a box over the floor behind it) the first wins, and the scene draws the character the way it is judged.

import { allows, type Preposition, type PropKind } from './prepositions';

/** The props' front edge: the line where the floor meets them. */
export const FLOOR_Y = 720;
/** The two props' centres. */
export const SLOT_X = [560, 1360] as const;
/** A character's height (and at most its width) at scale 1. */
export const SPRITE_SIZE = 170;

export interface PropShape {
  /** Its width on the stage. */
  width: number;
  /** How far up the screen its footprint reaches behind its front edge. */
  depth: number;
  /** How high it is drawn above its front edge (a chair's back, a bed's headboard, a tree's crown, the back edge
   * of a table's top): over it is 'above'. */
  height: number;
  /** The height of what one stands or sits on ('on'); 0 for none. */
  surface: number;
  /** The free height under it ('under'; a tree's: under its crown); 0 for none. */
  clearance: number;
}

export const PROP_SHAPES: Record<PropKind, PropShape> = {
  box: { width: 300, depth: 80, height: 250, surface: 125, clearance: 0 },
  table: { width: 430, depth: 70, height: 285, surface: 215, clearance: 187 },
  bed: { width: 500, depth: 80, height: 265, surface: 160, clearance: 110 },
  chair: { width: 220, depth: 70, height: 330, surface: 160, clearance: 138 },
  tree: { width: 390, depth: 70, height: 345, surface: 0, clearance: 172 },
};

export interface Point {
  x: number;
  y: number;
}

export interface Rect {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** The two props of a question, left and right. */
export type Scene = readonly [PropKind, PropKind];
export type Side = 0 | 1;

/** What a place says: a preposition and the prop it is about (null for between: both). */
export interface Place {
  preposition: Preposition;
  prop: Side | null;
}

/**
 * How the character is drawn at a place: `behind` the prop (hidden by it), `inside` it (between its back and front:
 * in a box, under a table among its legs, in a tree's leaves) or in `front` of everything; its scale (smaller further
 * back, to fit under a bed).
 */
export type Layer = 'behind' | 'inside' | 'front';

export interface Spot extends Point {
  scale: number;
  layer: Layer;
  /** The prop the layer is about (null: in front of both). */
  prop: Side | null;
}

const inRect = (r: Rect, p: Point) => p.x >= r.left && p.x <= r.right && p.y >= r.top && p.y <= r.bottom;

/** A prop's edges on the stage. */
export function edgesOf(scene: Scene, side: Side): { left: number; right: number; centre: number } {
  const shape = PROP_SHAPES[scene[side]];
  const centre = SLOT_X[side];
  return { left: centre - shape.width / 2, right: centre + shape.width / 2, centre };
}

/** How much a character on the floor shrinks further back (and grows nearer). */
export function floorScale(y: number): number {
  return Math.min(1.15, Math.max(0.8, 1 + (y - FLOOR_Y) / 800));
}

/**
 * The region of one of a prop's own places, or null where the prop has none. The order of ORDER decides where two
 * meet.
 */
export function regionOf(scene: Scene, side: Side, preposition: Preposition): Rect | null {
  const kind = scene[side];
  if (!allows(kind).includes(preposition)) return null;
  const { width, depth, height, surface, clearance } = PROP_SHAPES[kind];
  const left = SLOT_X[side] - width / 2;
  const right = left + width;
  const back = FLOOR_Y - depth;
  const footprint = { top: back - 12, bottom: FLOOR_Y + 12 };
  switch (preposition) {
    case 'in':
      // A tree's leaves, a box's inside.
      return kind === 'tree'
        ? { left: left + 30, right: right - 30, top: FLOOR_Y - height + 10, bottom: FLOOR_Y - clearance + 30 }
        : { left: left + 10, right: right - 10, ...footprint };
    case 'under':
      // A tree's shade is as wide as its crown.
      return kind === 'tree' ? { left, right, ...footprint } : { left: left + 10, right: right - 10, ...footprint };
    case 'on':
      return { left: left + 50, right: right - 50, top: back - surface - 15, bottom: FLOOR_Y - surface + 25 };
    case 'above':
      return { left: left - 30, right: right + 30, top: 0, bottom: FLOOR_Y - height - 30 };
    case 'behind':
      return { left: left - 30, right: right + 30, top: back - 160, bottom: back - 12 };
    case 'in front of':
      return { left: left - 30, right: right + 30, top: FLOOR_Y + 12, bottom: FLOOR_Y + 160 };
    case 'next to': {
      // The outer side only: the side facing the other prop is 'between'.
      const band = { top: back - 70, bottom: FLOOR_Y + 60 };
      return side === 0
        ? { left: left - 240, right: left - 38, ...band }
        : { left: right + 38, right: right + 240, ...band };
    }
    case 'between':
      return betweenRegion(scene);
  }
}

/** The gap between the two props. */
export function betweenRegion(scene: Scene): Rect {
  const depth = Math.max(PROP_SHAPES[scene[0]].depth, PROP_SHAPES[scene[1]].depth);
  return {
    left: edgesOf(scene, 0).right + 38,
    right: edgesOf(scene, 1).left - 38,
    top: FLOOR_Y - depth - 70,
    bottom: FLOOR_Y + 60,
  };
}

/** A prop's own places, first wins: on its top before the floor hidden behind it, its inside before everything. */
const ORDER: readonly Preposition[] = ['in', 'under', 'on', 'above', 'behind', 'in front of', 'next to'];

/** Where a point is: the place whose region holds it, or null (nowhere a sentence could say). */
export function placeAt(scene: Scene, point: Point): Place | null {
  for (const side of [0, 1] as const)
    for (const preposition of ORDER) {
      const region = regionOf(scene, side, preposition);
      if (region && inRect(region, point)) return { preposition, prop: side };
    }
  if (inRect(betweenRegion(scene), point)) return { preposition: 'between', prop: null };
  return null;
}

/** Whether a character dropped at a point is where the sentence said. */
export function judgeDrop(scene: Scene, target: Place, point: Point): boolean {
  const place = placeAt(scene, point);
  return place !== null && samePlace(place, target);
}

export function samePlace(a: Place, b: Place): boolean {
  return a.preposition === b.preposition && (a.preposition === 'between' || a.prop === b.prop);
}

/**
 * The place the character takes to act a preposition out: well inside its region, drawn so a class sees it (behind
 * a prop it peeks out at the side; in a box its head and shoulders show; under a bed it shrinks to fit).
 */
export function spotFor(scene: Scene, target: Place): Spot {
  if (target.preposition === 'between') {
    const gap = betweenRegion(scene);
    const y = FLOOR_Y - 30;
    return { x: (gap.left + gap.right) / 2, y, scale: floorScale(y), layer: 'front', prop: null };
  }
  const side = target.prop ?? 0;
  const kind = scene[side];
  if (!allows(kind).includes(target.preposition)) throw new Error(`nothing is ${target.preposition} the ${kind}`);
  const { width, depth, height, surface, clearance } = PROP_SHAPES[kind];
  const { left, right, centre } = edgesOf(scene, side);
  const back = FLOOR_Y - depth;
  const onFloor = (x: number, y: number, layer: Layer = 'front'): Spot => ({
    x,
    y,
    scale: floorScale(y),
    layer,
    prop: side,
  });
  switch (target.preposition) {
    case 'in':
      return kind === 'tree'
        ? { x: centre + width / 6, y: FLOOR_Y - clearance - 40, scale: 0.85, layer: 'inside', prop: side }
        : // Sitting up in it: its head and shoulders over the front.
          { x: centre, y: back + 14, scale: 0.9, layer: 'inside', prop: side };
    case 'under': {
      const y = FLOOR_Y - depth / 2;
      const fit = Math.min(floorScale(y), (clearance - 10) / SPRITE_SIZE);
      // In a tree's shade beside its trunk; under furniture in the middle, among its legs.
      return { x: kind === 'tree' ? centre - width / 3.4 : centre, y, scale: fit, layer: 'inside', prop: side };
    }
    case 'on':
      // On a bed, away from its headboard (on the left).
      return {
        x: kind === 'bed' ? centre + width / 8 : centre,
        y: back - surface + depth / 2 - 5,
        scale: 1,
        layer: 'front',
        prop: side,
      };
    case 'above':
      return { x: centre, y: FLOOR_Y - height - 60, scale: 1, layer: 'front', prop: side };
    case 'behind':
      // More than half of it peeking out at the prop's outer edge (a narrow picture would vanish).
      return onFloor(side === 0 ? left - 10 : right + 10, back - 50, 'behind');
    case 'in front of':
      return onFloor(centre, FLOOR_Y + 80);
    case 'next to':
      return onFloor(side === 0 ? left - 140 : right + 140, FLOOR_Y - depth / 2);
  }
}

/**
 * How the character is drawn while it is dragged: as the place it would be judged (behind a prop when its feet are
 * behind it), at the size of the floor there, or simply in front where it is nowhere.
 */
export function drawnAt(scene: Scene, point: Point): Spot {
  const place = placeAt(scene, point);
  const floor = floorScale(Math.min(FLOOR_Y + 160, point.y));
  if (!place || place.prop === null) return { ...point, scale: floor, layer: 'front', prop: null };
  const canonical = spotFor(scene, place);
  const sized = ['in', 'under', 'on', 'above'].includes(place.preposition) ? canonical.scale : floor;
  return { ...point, scale: sized, layer: canonical.layer, prop: place.prop };
}

/** Where the character waits in 'Put it!' before it is dragged, and the band along the bottom that is not the room. */
export const PAD: Point = { x: 960, y: 1010 };
export const PAD_TOP = 905;

/** A drop on the pad's band puts the character back: no answer. */
export function onPad(point: Point): boolean {
  return point.y >= PAD_TOP;
}

/** The keyboard's step, and the part of the stage the character may be moved on. */
export const KEY_STEP = 40;
export const MOVE_BOUNDS: Rect = { left: 90, top: 160, right: 1830, bottom: 1040 };

export function clampToStage(point: Point): Point {
  return {
    x: Math.min(MOVE_BOUNDS.right, Math.max(MOVE_BOUNDS.left, point.x)),
    y: Math.min(MOVE_BOUNDS.bottom, Math.max(MOVE_BOUNDS.top, point.y)),
  };
}
