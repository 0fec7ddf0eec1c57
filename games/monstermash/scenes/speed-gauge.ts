import type Phaser from 'phaser';
import { COLOURS, css, TEXT } from '../../kit';
import { MIN_SPEED, TOP_SPEED } from '../logic/speed';

const RADIUS = 84;
const BAND = 22;

/**
 * The speed, as a dial a child reads without reading: green to red, a needle that swings right as the monsters get
 * quicker, the level's number in its middle.
 */
export class SpeedGauge {
  private readonly needle: Phaser.GameObjects.Graphics;
  private readonly number: Phaser.GameObjects.Text;
  private shown = { angle: 0 };

  constructor(
    private readonly scene: Phaser.Scene,
    x: number,
    y: number,
    level: number,
  ) {
    const dial = scene.add.graphics().setDepth(50);
    dial
      .fillStyle(COLOURS.ink)
      .slice(x, y, RADIUS + BAND / 2 + 8, Math.PI, 2 * Math.PI, false)
      .fillPath();
    const bands = [COLOURS.correct, COLOURS.sun, COLOURS.wrong];
    bands.forEach((colour, i) => {
      const from = Math.PI + (Math.PI * i) / bands.length;
      dial
        .lineStyle(BAND, colour)
        .beginPath()
        .arc(x, y, RADIUS - 4, from, from + Math.PI / bands.length)
        .strokePath();
    });
    this.needle = scene.add.graphics({ x, y }).setDepth(51);
    this.needle.lineStyle(12, COLOURS.white).lineBetween(0, 0, RADIUS - 12, 0);
    this.needle.lineStyle(4, COLOURS.ink).lineBetween(0, 0, RADIUS - 12, 0);
    const cap = scene.add.graphics().setDepth(52);
    cap.fillStyle(COLOURS.ink).fillCircle(x, y, 40);
    cap.fillStyle(COLOURS.white).fillCircle(x, y, 34);
    this.number = scene.add
      .text(x, y - 2, '', { ...TEXT.small, color: css(COLOURS.ink) })
      .setOrigin(0.5)
      .setDepth(53);
    this.set(level, false);
  }

  /** Shows a level; `animate` swings the needle there and pops the number (the speed just rose). */
  set(level: number, animate = true): void {
    const angle = 180 + (180 * (level - MIN_SPEED)) / (TOP_SPEED - MIN_SPEED);
    this.number.setText(String(level));
    if (!animate) {
      this.shown.angle = angle;
      this.needle.setAngle(angle);
      return;
    }
    this.scene.tweens.add({
      targets: this.shown,
      angle,
      duration: 700,
      ease: 'Back.Out',
      onUpdate: () => this.needle.setAngle(this.shown.angle),
    });
    this.scene.tweens.add({ targets: this.number, scale: { from: 1.6, to: 1 }, duration: 400, ease: 'Back.Out' });
  }
}
