// A cannon for the shooting games (UFO Blockade, Alien Blaster): the team's character riding a wheeled turret in the
// team's colour along a lane at the bottom of the field. It slides under what it aims at and throws one of the
// character's powers up at it (the kit's `powersOf` gives a character without powers a default one).
import type Phaser from 'phaser';
import { fitScale } from './fit';
import { breathe, burst, lob } from './juice';
import { COLOURS } from './theme';

export interface CannonOptions {
  /** Where it starts, and the lane it slides along (its centre never leaves [minX, maxX]). */
  x: number;
  y: number;
  minX: number;
  maxX: number;
  /** The character's box on the turret (px). */
  size?: number;
  depth?: number;
}

export interface Cannon {
  readonly container: Phaser.GameObjects.Container;
  /** Its centre on the lane now. */
  readonly x: number;
  /** Where its shots start: the character's hands. */
  readonly muzzle: { x: number; y: number };
  /** The character riding it and the turret's colour (the team whose turn it is). */
  setCharacter(texture: string, colour: number): void;
  /** Slides under `x` (kept in its lane), then calls `done`. */
  moveTo(x: number, done?: () => void): void;
  /** Slides under `to`, then throws `power` up at it; `onLand` when it gets there. */
  fire(power: string, to: { x: number; y: number }, onLand: () => void): void;
  /** A happy hop (a hit). */
  cheer(): void;
  destroy(): void;
}

const TURRET = { width: 210, height: 54, wheel: 26 };

export function addCannon(scene: Phaser.Scene, options: CannonOptions): Cannon {
  const size = options.size ?? 130;
  const container = scene.add.container(options.x, options.y).setDepth(options.depth ?? 30);
  const turret = scene.add.graphics();
  const riderY = -TURRET.height / 2 - size / 2 + 6;
  const rider = scene.add.image(0, riderY, '__DEFAULT').setOrigin(0.5);
  container.add([rider, turret]);
  let motion: Phaser.Tweens.Tween | null = null;
  let riderScale = 1;

  const drawTurret = (colour: number) => {
    const { width, height, wheel } = TURRET;
    turret.clear();
    turret.fillStyle(COLOURS.shadow, 0.3).fillEllipse(0, height / 2 + wheel + 4, width + 30, 26);
    for (const x of [-width / 2 + wheel + 8, 0, width / 2 - wheel - 8]) {
      turret.fillStyle(COLOURS.ink).fillCircle(x, height / 2 + 6, wheel);
      turret.fillStyle(COLOURS.neutral).fillCircle(x, height / 2 + 6, wheel * 0.45);
    }
    turret.fillStyle(COLOURS.ink).fillRoundedRect(-width / 2 - 6, -height / 2 - 6, width + 12, height + 12, 24);
    turret.fillStyle(colour).fillRoundedRect(-width / 2, -height / 2, width, height, 20);
    turret.fillStyle(COLOURS.white, 0.35).fillRoundedRect(-width / 2 + 14, -height / 2 + 8, width - 28, 12, 6);
  };

  const clampX = (x: number) => Math.min(options.maxX, Math.max(options.minX, x));

  const cannon: Cannon = {
    container,
    get x() {
      return container.x;
    },
    get muzzle() {
      return { x: container.x, y: container.y + rider.y - rider.displayHeight * 0.2 };
    },
    setCharacter(texture, colour) {
      scene.tweens.killTweensOf(rider);
      rider.setTexture(texture).setScale(1).setY(riderY);
      riderScale = fitScale(rider, size);
      rider.setScale(riderScale);
      breathe(scene, rider, riderScale);
      drawTurret(colour);
    },
    moveTo(x, done) {
      motion?.stop();
      const to = clampX(x);
      const distance = Math.abs(to - container.x);
      if (distance < 2) {
        container.x = to;
        done?.();
        return;
      }
      motion = scene.tweens.add({
        targets: container,
        x: to,
        duration: Math.min(450, 120 + distance * 0.35),
        ease: 'Sine.InOut',
        onComplete: () => done?.(),
      });
    },
    fire(power, to, onLand) {
      cannon.moveTo(to.x, () => {
        const from = cannon.muzzle;
        // The recoil: the turret dips, the character squashes.
        scene.tweens.add({ targets: container, y: options.y + 10, duration: 70, yoyo: true });
        burst(scene, from.x, from.y, COLOURS.sun, 10);
        const ms = Math.min(520, 220 + Math.abs(from.y - to.y) * 0.35);
        lob(scene, power, from, to, onLand, { size: 96, arc: 40, ms });
      });
    },
    cheer() {
      scene.tweens.add({ targets: rider, y: riderY - 40, duration: 160, yoyo: true, ease: 'Sine.Out' });
    },
    destroy() {
      motion?.stop();
      container.destroy();
    },
  };
  drawTurret(COLOURS.neutral);
  return cannon;
}
