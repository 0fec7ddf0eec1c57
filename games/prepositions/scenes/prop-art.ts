import type Phaser from 'phaser';
import { COLOURS } from '../../kit';
import { PROP_SHAPES, type PropShape } from '../logic/places';
import type { PropKind } from '../logic/prepositions';

/**
 * The props, drawn once each into two textures: the part behind a character that is in or under it (the box's dark
 * inside, the table's back legs, the tree's crown) and the part in front of it (the box's front, the table's top and
 * front legs, a few leaves). The drawings follow the numbers of logic/places.ts: the front edge on the floor line,
 * the top face reaching `depth` up the screen, a little narrower at the back.
 */
export type PropLayer = 'back' | 'front';

/** Room around a prop in its texture (flaps, outlines). */
const MARGIN = { side: 80, top: 60, bottom: 24 };
const INK = 6;

export function propTextureKey(kind: PropKind, layer: PropLayer): string {
  return `prepositions:${kind}:${layer}`;
}

/** The origin of a prop's textures: its front edge's middle, which the scene puts on the floor line. */
export function propOrigin(kind: PropKind): { x: number; y: number } {
  const { height } = textureSize(PROP_SHAPES[kind]);
  return { x: 0.5, y: (height - MARGIN.bottom) / height };
}

function textureSize(shape: PropShape): { width: number; height: number } {
  return {
    width: shape.width + 2 * MARGIN.side,
    height: shape.height + shape.depth + MARGIN.top + MARGIN.bottom,
  };
}

/** Draws every prop's two textures, once per game (they stay in the texture manager). */
export function makePropTextures(scene: Phaser.Scene): void {
  for (const kind of Object.keys(DRAW) as PropKind[])
    for (const layer of ['back', 'front'] as const) {
      const key = propTextureKey(kind, layer);
      if (scene.textures.exists(key)) continue;
      const shape = PROP_SHAPES[kind];
      const size = textureSize(shape);
      const g = scene.make.graphics({}, false);
      const pen = new Pen(g, size.width / 2, size.height - MARGIN.bottom);
      DRAW[kind](pen, shape, layer);
      g.generateTexture(key, size.width, size.height);
      g.destroy();
    }
}

/** Drawing in a prop's own coordinates: x from its middle, y up from its front edge (negative is up). */
class Pen {
  constructor(
    readonly g: Phaser.GameObjects.Graphics,
    private readonly ox: number,
    private readonly oy: number,
  ) {}

  /** A stage point of the texture from the prop's own coordinates. */
  x(x: number): number {
    return this.ox + x;
  }

  y(y: number): number {
    return this.oy + y;
  }

  private pts(points: readonly (readonly [number, number])[]): Phaser.Math.Vector2[] {
    // Phaser reads only x and y of each point (its types ask for full vectors).
    return points.map(([x, y]) => ({ x: this.ox + x, y: this.oy + y })) as Phaser.Math.Vector2[];
  }

  /** A filled shape with the ink outline, and a shade of ink over it (0: none). */
  poly(points: readonly (readonly [number, number])[], colour: number, shade = 0): this {
    const p = this.pts(points);
    this.g.fillStyle(colour).fillPoints(p, true);
    if (shade > 0) this.g.fillStyle(COLOURS.ink, shade).fillPoints(p, true);
    this.g.lineStyle(INK, COLOURS.ink).strokePoints(p, true, true);
    return this;
  }

  rect(left: number, top: number, right: number, bottom: number, colour: number, shade = 0, radius = 8): this {
    const [x, y, w, h] = [this.ox + left, this.oy + top, right - left, bottom - top];
    this.g.fillStyle(colour).fillRoundedRect(x, y, w, h, radius);
    if (shade > 0) this.g.fillStyle(COLOURS.ink, shade).fillRoundedRect(x, y, w, h, radius);
    this.g.lineStyle(INK, COLOURS.ink).strokeRoundedRect(x, y, w, h, radius);
    return this;
  }

  /** A top face: its front edge at `y` as wide as `half` each side, its back edge `depth` higher and narrower. */
  top(y: number, half: number, depth: number, colour: number, shade = 0): this {
    const back = half * 0.9;
    return this.poly(
      [
        [-half, y],
        [half, y],
        [back, y - depth],
        [-back, y - depth],
      ],
      colour,
      shade,
    );
  }

  /** Round blobs with one outline around them all (leaves). */
  blobs(circles: readonly (readonly [number, number, number])[], colour: number, light: number): this {
    for (const [x, y, r] of circles) this.g.fillStyle(COLOURS.ink).fillCircle(this.ox + x, this.oy + y, r + INK);
    for (const [x, y, r] of circles) this.g.fillStyle(colour).fillCircle(this.ox + x, this.oy + y, r);
    for (const [x, y, r] of circles)
      this.g.fillStyle(light, 0.55).fillCircle(this.ox + x - r * 0.3, this.oy + y - r * 0.35, r * 0.45);
    return this;
  }
}

const WOOD = COLOURS.orange;

const DRAW: Record<PropKind, (pen: Pen, shape: PropShape, layer: PropLayer) => void> = {
  // An open cardboard box, its flaps folded out: the dark inside behind, the front in front.
  box(pen, { width, depth, surface }, layer) {
    const half = width / 2;
    const top = -surface;
    if (layer === 'back') {
      pen.poly(
        [
          [-half * 0.9, top - depth],
          [half * 0.9, top - depth],
          [half * 0.95, top - depth - 30],
          [-half * 0.95, top - depth - 30],
        ],
        COLOURS.sun,
        0.18,
      );
      for (const s of [-1, 1])
        pen.poly(
          [
            [s * half, top],
            [s * half * 0.9, top - depth],
            [s * (half + 58), top - depth - 14],
            [s * (half + 56), top + 6],
          ],
          COLOURS.sun,
          0.1,
        );
      pen.top(top, half, depth, WOOD, 0.5);
      return;
    }
    pen.rect(-half, top, half, 0, COLOURS.sun, 0.06, 6);
    pen.rect(-48, -44, 48, -24, COLOURS.ink, 0.4, 10);
  },

  // A wooden table: its back legs behind, its top and front legs in front.
  table(pen, { width, depth, surface, clearance }, layer) {
    const half = width / 2;
    const leg = half * 0.9 - 26;
    if (layer === 'back') {
      for (const s of [-1, 1]) pen.rect(s * leg - 12, -surface, s * leg + 12, -depth, WOOD, 0.3, 6);
      return;
    }
    pen.top(-surface, half, depth, COLOURS.sun, 0.12);
    pen.rect(-half, -surface, half, -clearance, WOOD, 0, 6);
    for (const s of [-1, 1]) pen.rect(s * (half - 26) - 13, -clearance - 4, s * (half - 26) + 13, 0, WOOD, 0.15, 6);
  },

  // A bed: headboard on the left, a pillow, a blanket; its back legs behind.
  bed(pen, { width, depth, height, surface, clearance }, layer) {
    const half = width / 2;
    const rail = -clearance - 26;
    if (layer === 'back') {
      for (const x of [-half * 0.9 + 44, half * 0.9 - 40]) pen.rect(x - 11, rail, x + 11, -depth, WOOD, 0.3, 6);
      return;
    }
    for (const x of [-half + 50, half - 46]) pen.rect(x - 12, -clearance - 4, x + 12, 0, WOOD, 0.15, 6);
    pen.rect(-half + 30, rail, half - 26, -clearance, WOOD, 0, 6);
    pen.rect(-half + 30, -surface, half - 26, rail, COLOURS.cream, 0, 6);
    pen.top(-surface, half - 28, depth, COLOURS.cream, 0.04);
    // The blanket over the foot end, hanging over the front edge.
    pen.poly(
      [
        [-30, -surface],
        [half - 28, -surface],
        [(half - 28) * 0.9, -surface - depth],
        [-24, -surface - depth],
      ],
      COLOURS.skyDeep,
    );
    pen.rect(-30, -surface, half - 26, -surface + 30, COLOURS.skyDeep, 0.15, 6);
    pen.g.fillStyle(COLOURS.lilac, 0.8);
    for (const x of [30, 100, 170]) pen.g.fillRect(pen.x(x), pen.y(-surface + 4), 26, 22);
    pen.rect(-half + 60, -surface - depth + 14, -half + 170, -surface - 10, COLOURS.white, 0, 22);
    pen.rect(-half - 6, -height, -half + 34, 0, WOOD, 0.1, 14);
    pen.rect(half - 30, -surface - 40, half + 6, 0, WOOD, 0.1, 12);
  },

  // A chair: its back and back legs behind (a character sits on it in front of its back), the seat in front.
  chair(pen, { width, depth, height, surface }, layer) {
    const half = width / 2;
    const post = half * 0.9 - 14;
    const seat = -surface;
    if (layer === 'back') {
      for (const s of [-1, 1]) pen.rect(s * post - 11, -height, s * post + 11, -depth, COLOURS.teal, 0.2, 6);
      pen.rect(-post - 10, -height, post + 10, -height + 70, COLOURS.teal, 0, 16);
      pen.rect(-post + 6, -height + 96, post - 6, -height + 120, COLOURS.teal, 0.1, 8);
      return;
    }
    pen.top(seat, half, depth, COLOURS.coral);
    pen.rect(-half, seat, half, seat + 22, COLOURS.teal, 0, 6);
    for (const s of [-1, 1]) pen.rect(s * (half - 14) - 11, seat + 18, s * (half - 14) + 11, 0, COLOURS.teal, 0.1, 6);
  },

  // A tree: its trunk and crown behind (a character is in its leaves, under it, behind it), a few leaves in front.
  tree(pen, { width, depth, height, clearance }, layer) {
    const half = width / 2;
    if (layer === 'back') {
      pen.poly(
        [
          [-44, -depth / 2 + 6],
          [44, -depth / 2 + 6],
          [30, -depth / 2 - 20],
          [26, -clearance - 50],
          [-26, -clearance - 50],
          [-30, -depth / 2 - 20],
        ],
        WOOD,
        0.45,
      );
      pen.blobs(
        [
          [0, -height + 78, 78],
          [-half + 78, -clearance - 62, 66],
          [half - 78, -clearance - 62, 66],
          [-62, -clearance - 50, 60],
          [62, -clearance - 52, 60],
          [-58, -height + 96, 62],
          [64, -height + 92, 62],
        ],
        COLOURS.grass,
        COLOURS.mint,
      );
      return;
    }
    pen.blobs(
      [
        [half / 3 - 26, -clearance - 34, 34],
        [half / 3 + 38, -clearance - 28, 30],
        [-half + 70, -clearance - 36, 30],
      ],
      COLOURS.grass,
      COLOURS.mint,
    );
  },
};
