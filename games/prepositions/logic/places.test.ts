import { describe, expect, it } from 'vitest';
import {
  betweenRegion,
  clampToStage,
  drawnAt,
  edgesOf,
  FLOOR_Y,
  judgeDrop,
  onPad,
  PAD,
  placeAt,
  regionOf,
  samePlace,
  spotFor,
  type Place,
  type Scene,
  type Side,
} from './places';
import { allows, PREPOSITIONS, PROP_KINDS } from './prepositions';

/** Every scene a question can show: two different props, either way round. */
const SCENES: Scene[] = PROP_KINDS.flatMap((left) =>
  PROP_KINDS.filter((right) => right !== left).map((right) => [left, right] as const),
);

/** Every place a scene's sentence can say: each prop's own (left and right), and between them. */
function placesOf(scene: Scene): Place[] {
  const own = ([0, 1] as const).flatMap((side: Side) =>
    allows(scene[side])
      .filter((preposition) => preposition !== 'between')
      .map((preposition) => ({ preposition, prop: side })),
  );
  return [...own, { preposition: 'between', prop: null }];
}

const name = (scene: Scene, place: Place) =>
  `${place.preposition} ${place.prop === null ? 'both' : scene[place.prop]} in ${scene.join('+')}`;

describe('the regions of the places', () => {
  it('has 20 scenes of two different props, each with every place its props allow', () => {
    expect(SCENES).toHaveLength(20);
    expect(placesOf(['table', 'tree']).map((p) => p.preposition)).toEqual([
      'on',
      'under',
      'next to',
      'behind',
      'in front of',
      'above',
      'in',
      'under',
      'next to',
      'behind',
      'in front of',
      'above',
      'between',
    ]);
  });

  it('a prop has a region for each preposition it allows and none for the others', () => {
    for (const scene of SCENES)
      for (const side of [0, 1] as const)
        for (const preposition of PREPOSITIONS) {
          const region = regionOf(scene, side, preposition);
          expect(region !== null, `${preposition} the ${scene[side]}`).toBe(allows(scene[side]).includes(preposition));
          if (region) {
            expect(region.right - region.left).toBeGreaterThanOrEqual(90);
            expect(region.bottom - region.top).toBeGreaterThanOrEqual(40);
          }
        }
  });

  it('on is on top, above is higher, behind further back, in front nearer, under on the floor under it', () => {
    const scene: Scene = ['table', 'chair'];
    const table = edgesOf(scene, 0);
    const at = (y: number, x = table.centre) => placeAt(scene, { x, y })?.preposition;
    expect(at(FLOOR_Y - 30)).toBe('under');
    expect(at(FLOOR_Y + 80)).toBe('in front of');
    expect(at(FLOOR_Y - 225)).toBe('on');
    expect(at(FLOOR_Y - 400)).toBe('above');
    // At its edge the floor behind it shows; in its middle its top hides it.
    expect(at(FLOOR_Y - 120, table.left - 10)).toBe('behind');
    expect(at(FLOOR_Y - 30, table.left - 140)).toBe('next to');
    expect(at(FLOOR_Y - 30, (table.right + edgesOf(scene, 1).left) / 2)).toBe('between');
    // The far corner of the stage is nowhere a sentence could say.
    expect(placeAt(scene, { x: 1900, y: 200 })).toBeNull();
  });

  it('next to is the outer side of a prop: the side facing the other one is between', () => {
    for (const scene of SCENES) {
      const gap = betweenRegion(scene);
      expect(gap.right - gap.left).toBeGreaterThanOrEqual(150);
      const left = regionOf(scene, 0, 'next to')!;
      const right = regionOf(scene, 1, 'next to')!;
      expect(left.right).toBeLessThan(edgesOf(scene, 0).left);
      expect(right.left).toBeGreaterThan(edgesOf(scene, 1).right);
      // On the stage, clear of its reserved corners' columns.
      expect(left.left).toBeGreaterThanOrEqual(60);
      expect(right.right).toBeLessThanOrEqual(1860);
    }
  });
});

describe('the drop judgement', () => {
  it("every place's canonical spot is judged right for it and wrong for every other place", () => {
    for (const scene of SCENES) {
      const places = placesOf(scene);
      for (const target of places) {
        const spot = spotFor(scene, target);
        expect(placeAt(scene, spot), name(scene, target)).toEqual(target);
        for (const other of places)
          expect(judgeDrop(scene, other, spot), `${name(scene, target)} judged as ${name(scene, other)}`).toBe(
            samePlace(other, target),
          );
      }
    }
  });

  it('a drop a little off the canonical spot (20 px any way) is judged the same: a finger is not exact', () => {
    for (const scene of SCENES)
      for (const target of placesOf(scene)) {
        const spot = spotFor(scene, target);
        for (const dx of [-20, 0, 20])
          for (const dy of [-20, 0, 20])
            expect(judgeDrop(scene, target, { x: spot.x + dx, y: spot.y + dy }), name(scene, target)).toBe(true);
      }
  });

  it('between is right whichever prop the question named first', () => {
    const spot = spotFor(['bed', 'box'], { preposition: 'between', prop: null });
    expect(judgeDrop(['bed', 'box'], { preposition: 'between', prop: 0 }, spot)).toBe(true);
    expect(judgeDrop(['bed', 'box'], { preposition: 'next to', prop: 0 }, spot)).toBe(false);
  });

  it('the same preposition at the other prop is wrong', () => {
    const scene: Scene = ['box', 'table'];
    const onTable = spotFor(scene, { preposition: 'on', prop: 1 });
    expect(judgeDrop(scene, { preposition: 'on', prop: 1 }, onTable)).toBe(true);
    expect(judgeDrop(scene, { preposition: 'on', prop: 0 }, onTable)).toBe(false);
  });

  it('a prop that does not allow a preposition has no spot for it', () => {
    expect(() => spotFor(['bed', 'box'], { preposition: 'in', prop: 0 })).toThrow(/nothing is in the bed/);
    expect(() => spotFor(['tree', 'box'], { preposition: 'on', prop: 0 })).toThrow();
  });
});

describe('how the character is drawn at a place', () => {
  it('behind a prop it is drawn behind it and half of it peeks out; in a box or a tree, inside; on top, in front', () => {
    const scene: Scene = ['box', 'tree'];
    const behind = spotFor(scene, { preposition: 'behind', prop: 0 });
    expect(behind.layer).toBe('behind');
    expect(behind.x).toBeCloseTo(edgesOf(scene, 0).left - 10);
    expect(spotFor(scene, { preposition: 'in', prop: 0 }).layer).toBe('inside');
    expect(spotFor(scene, { preposition: 'in', prop: 1 }).layer).toBe('inside');
    expect(spotFor(scene, { preposition: 'on', prop: 0 }).layer).toBe('front');
    expect(spotFor(scene, { preposition: 'in front of', prop: 1 }).layer).toBe('front');
  });

  it('further back is smaller, nearer bigger; under a bed it shrinks to fit', () => {
    const scene: Scene = ['bed', 'chair'];
    const behind = spotFor(scene, { preposition: 'behind', prop: 0 });
    const front = spotFor(scene, { preposition: 'in front of', prop: 0 });
    expect(behind.scale).toBeLessThan(1);
    expect(front.scale).toBeGreaterThan(1);
    expect(spotFor(scene, { preposition: 'under', prop: 0 }).scale).toBeLessThan(0.6);
  });

  it('while dragged it is drawn as it would be judged', () => {
    const scene: Scene = ['table', 'box'];
    const behind = spotFor(scene, { preposition: 'behind', prop: 1 });
    expect(drawnAt(scene, { x: behind.x, y: behind.y })).toMatchObject({ layer: 'behind', prop: 1 });
    expect(drawnAt(scene, { x: 1900, y: 300 })).toMatchObject({ layer: 'front', prop: null });
  });

  it('a drop on the bottom band is back on the pad (no answer); the keys keep it on the stage', () => {
    expect(onPad(PAD)).toBe(true);
    expect(onPad({ x: 960, y: FLOOR_Y + 80 })).toBe(false);
    expect(clampToStage({ x: -50, y: 5000 })).toEqual({ x: 90, y: 1040 });
  });
});
