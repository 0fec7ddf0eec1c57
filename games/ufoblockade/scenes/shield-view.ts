import type Phaser from 'phaser';
import { COLOURS, shake } from '../../kit';
import { SHIELDS, shieldX } from '../logic/layout';
import { type ShieldLook, shieldLook } from '../logic/shields';

/** Zig-zag cracks (points relative to the shield's top-left), more of them the worse it gets. */
const CRACKS: Record<ShieldLook, readonly (readonly number[])[]> = {
  whole: [],
  cracked: [
    [70, 0, 82, 20, 66, 34, 80, 52],
    [150, 0, 140, 18, 156, 30],
  ],
  crumbling: [
    [70, 0, 82, 20, 66, 34, 80, 52],
    [150, 0, 140, 18, 156, 30, 144, 50],
    [30, 20, 48, 30, 40, 48],
    [110, 6, 118, 26, 104, 44, 116, 62],
    [190, 16, 176, 30, 186, 50],
  ],
  broken: [],
};

/**
 * The shields along the bottom of the field: each drawn as it looks (whole, cracked, crumbling, a heap of rubble);
 * a new crack shakes it and the screen.
 */
export class ShieldView {
  private readonly shields: Phaser.GameObjects.Graphics[];

  constructor(
    private readonly scene: Phaser.Scene,
    left: readonly number[],
  ) {
    this.shields = left.map((n, i) => {
      const g = scene.add.graphics().setPosition(shieldX(i, left.length), SHIELDS.top).setDepth(15);
      this.draw(g, shieldLook(n));
      return g;
    });
  }

  /** Where a breaking-through UFO hits shield `index` (its top middle); the ground in front of the cannon for -1. */
  hitPoint(index: number, fromX: number): { x: number; y: number } {
    const shield = this.shields[index];
    return shield ? { x: shield.x, y: SHIELDS.top + 10 } : { x: fromX, y: SHIELDS.top + SHIELDS.height + 40 };
  }

  /** Shield `index` has `left` cracks to take now: it is drawn so, with a jolt. */
  crack(index: number, left: number): void {
    const shield = this.shields[index];
    if (!shield) return;
    this.draw(shield, shieldLook(left));
    this.scene.tweens.add({ targets: shield, scaleX: 1.1, scaleY: 0.8, duration: 90, yoyo: true });
    shake(this.scene, 0.008, 220);
  }

  private draw(g: Phaser.GameObjects.Graphics, look: ShieldLook): void {
    const { width, height } = SHIELDS;
    const left = -width / 2;
    g.clear();
    if (look === 'broken') {
      // A heap of rubble where it stood.
      for (const [x, r] of [
        [-70, 18],
        [-30, 24],
        [14, 20],
        [56, 26],
        [90, 16],
      ] as const) {
        g.fillStyle(COLOURS.ink).fillCircle(x, height - r + 4, r + 5);
        g.fillStyle(COLOURS.neutral).fillCircle(x, height - r + 4, r);
      }
      return;
    }
    const fill = look === 'whole' ? COLOURS.mint : look === 'cracked' ? COLOURS.sun : COLOURS.coral;
    g.fillStyle(COLOURS.shadow, 0.3).fillRoundedRect(left + 6, 10, width, height, { tl: 40, tr: 40, bl: 8, br: 8 });
    g.fillStyle(COLOURS.ink).fillRoundedRect(left - 6, -6, width + 12, height + 12, { tl: 46, tr: 46, bl: 12, br: 12 });
    g.fillStyle(fill).fillRoundedRect(left, 0, width, height, { tl: 40, tr: 40, bl: 8, br: 8 });
    g.fillStyle(COLOURS.white, 0.4).fillRoundedRect(left + 24, 8, width - 48, 12, 6);
    g.lineStyle(7, COLOURS.ink);
    for (const crack of CRACKS[look]) {
      g.beginPath();
      g.moveTo(left + crack[0]!, crack[1]!);
      for (let i = 2; i + 1 < crack.length; i += 2) g.lineTo(left + crack[i]!, crack[i + 1]!);
      g.strokePath();
    }
  }
}
