import type Phaser from 'phaser';
import { outlined } from './screen';
import { COLOURS, TEXT } from './theme';

export interface HealthBar {
  /** Shows `value` of `max` (the fill slides when `animate`): green over half, then yellow, red under a quarter. */
  set(value: number, max: number, animate: boolean): void;
}

/**
 * A big health bar with a heart and 'value / max' on it, readable from the back of the room (a monster's, a
 * boss's, a ship's). `x`, `y`: its left end, vertically centred.
 */
export function addHealthBar(
  scene: Phaser.Scene,
  x: number,
  y: number,
  width = 600,
  height = 64,
  depth = 30,
): HealthBar {
  const frame = scene.add.graphics().setDepth(depth);
  frame.fillStyle(COLOURS.ink).fillRoundedRect(x - 8, y - height / 2 - 8, width + 16, height + 16, 24);
  frame.fillStyle(COLOURS.trough).fillRoundedRect(x, y - height / 2, width, height, 18);
  const inner = width - 12;
  const fill = scene.add
    .rectangle(x + 6, y, inner, height - 12, COLOURS.correct)
    .setOrigin(0, 0.5)
    .setDepth(depth + 1);
  const label = scene.add
    .text(x + width / 2, y - 2, '', outlined(TEXT.small, COLOURS.white, COLOURS.ink, 8))
    .setOrigin(0.5)
    .setDepth(depth + 2);
  scene.add
    .text(x - 40, y - 2, '♥', outlined(TEXT.heading, COLOURS.wrong, COLOURS.ink, 8))
    .setOrigin(0.5)
    .setDepth(depth + 2);
  return {
    set(value, max, animate) {
      const fraction = max > 0 ? value / max : 0;
      const target = Math.max(0, inner * fraction);
      fill.setFillStyle(fraction > 0.5 ? COLOURS.correct : fraction > 0.25 ? COLOURS.sun : COLOURS.wrong);
      label.setText(`${value} / ${max}`);
      scene.tweens.killTweensOf(fill);
      if (animate) scene.tweens.add({ targets: fill, width: target, duration: 450, ease: 'Cubic.Out' });
      else fill.width = target;
    },
  };
}
