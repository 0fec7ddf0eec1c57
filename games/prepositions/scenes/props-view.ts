import type Phaser from 'phaser';
import { COLOURS, popIn } from '../../kit';
import { FLOOR_Y, PROP_SHAPES, SLOT_X, type Layer, type Scene, type Side } from '../logic/places';
import type { PropKind } from '../logic/prepositions';
import { makePropTextures, propOrigin, propTextureKey } from './prop-art';

/**
 * Depths, back to front: the floor and the shadows on it; for each prop (left, then right) the character behind it,
 * its back part, the character inside it, its front part; then the character in front of everything.
 */
const DEPTH = { floor: 2, shadows: 4, prop: 10, perProp: 10, front: 40 } as const;

/** The floor the props stand on: its back edge, its front edge, how far its front reaches to the sides. */
const FLOOR = { back: FLOOR_Y - 250, front: FLOOR_Y + 170, backInset: 170, frontInset: 30 };

interface PropImages {
  back: Phaser.GameObjects.Image;
  front: Phaser.GameObjects.Image;
  shadow: Phaser.GameObjects.Ellipse;
  kind: PropKind | null;
}

/**
 * The room: a floor over the background and the two props of a question, standing on the floor line in their slots.
 * Each prop is two pictures, its back and its front, so a character can be drawn behind it, inside it or in front.
 */
export class PropsView {
  private readonly props: [PropImages, PropImages];

  constructor(private readonly scene: Phaser.Scene) {
    makePropTextures(scene);
    this.drawFloor();
    this.props = [this.addProp(0), this.addProp(1)];
  }

  /** The depth a character is drawn at for a layer of a prop (null: in front of both). */
  depthOf(layer: Layer, side: Side | null): number {
    if (layer === 'front' || side === null) return DEPTH.front;
    const base = DEPTH.prop + side * DEPTH.perProp;
    return layer === 'behind' ? base - 2 : base + 2;
  }

  /** Shows a question's two props; a prop that changed pops in. */
  show(scene: Scene): void {
    for (const side of [0, 1] as const) {
      const view = this.props[side];
      const kind = scene[side];
      if (view.kind === kind) continue;
      view.kind = kind;
      const origin = propOrigin(kind);
      for (const [image, layer] of [
        [view.back, 'back'],
        [view.front, 'front'],
      ] as const) {
        image.setTexture(propTextureKey(kind, layer)).setOrigin(origin.x, origin.y).setVisible(true);
        popIn(this.scene, image, side * 120);
      }
      const { width, depth } = PROP_SHAPES[kind];
      view.shadow.setSize(width * 1.08, depth + 34).setVisible(true);
      view.shadow.setPosition(SLOT_X[side], FLOOR_Y - depth / 2 + 4);
      popIn(this.scene, view.shadow, side * 120);
    }
  }

  /** A little squash of a prop when the character lands on or in it. */
  bounce(side: Side | null): void {
    if (side === null) return;
    const { back, front } = this.props[side];
    this.scene.tweens.add({ targets: [back, front], scaleY: 0.94, duration: 90, yoyo: true, ease: 'Sine.Out' });
  }

  private addProp(side: Side): PropImages {
    const base = DEPTH.prop + side * DEPTH.perProp;
    const x = SLOT_X[side];
    return {
      back: this.scene.add.image(x, FLOOR_Y, '__DEFAULT').setDepth(base).setVisible(false),
      front: this.scene.add
        .image(x, FLOOR_Y, '__DEFAULT')
        .setDepth(base + 4)
        .setVisible(false),
      shadow: this.scene.add
        .ellipse(x, FLOOR_Y, 10, 10, COLOURS.shadow, 0.18)
        .setDepth(DEPTH.shadows)
        .setVisible(false),
      kind: null,
    };
  }

  private drawFloor(): void {
    const g = this.scene.add.graphics().setDepth(DEPTH.floor);
    const { back, front, backInset, frontInset } = FLOOR;
    // Phaser reads only x and y of each point (its types ask for full vectors).
    const outline = [
      { x: backInset, y: back },
      { x: 1920 - backInset, y: back },
      { x: 1920 - frontInset, y: front },
      { x: frontInset, y: front },
    ] as Phaser.Math.Vector2[];
    g.fillStyle(COLOURS.cream, 0.82).fillPoints(outline, true);
    // Boards running back, so the floor reads as a floor going away from the class.
    g.lineStyle(3, COLOURS.orange, 0.22);
    for (let i = 1; i < 12; i++) {
      const t = i / 12;
      const xBack = backInset + t * (1920 - 2 * backInset);
      const xFront = frontInset + t * (1920 - 2 * frontInset);
      g.lineBetween(xBack, back, xFront, front);
    }
    g.lineStyle(6, COLOURS.ink, 0.5).strokePoints(outline, true, true);
  }
}
