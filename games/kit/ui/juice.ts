import type Phaser from 'phaser';
import { COLOURS } from './theme';

const SPARK = 'kit:spark';

function ensureSpark(scene: Phaser.Scene): void {
  if (scene.textures.exists(SPARK)) return;
  const g = scene.make.graphics({}, false);
  g.fillStyle(COLOURS.white).fillCircle(16, 16, 16);
  g.generateTexture(SPARK, 32, 32);
  g.destroy();
}

/** A burst of coloured sparks (a right answer, a found word). */
export function burst(scene: Phaser.Scene, x: number, y: number, colour: number = COLOURS.sun, count = 28): void {
  ensureSpark(scene);
  const emitter = scene.add.particles(x, y, SPARK, {
    speed: { min: 250, max: 750 },
    angle: { min: 0, max: 360 },
    scale: { start: 0.9, end: 0 },
    lifespan: 700,
    gravityY: 900,
    tint: [colour, COLOURS.white, COLOURS.sun],
    emitting: false,
  });
  emitter.setDepth(1000);
  emitter.explode(count);
  scene.time.delayedCall(900, () => emitter.destroy());
}

/**
 * A trail of sparks following a moving object (a thrown power, a rocket): stop it when the object lands; it
 * removes itself once its last sparks have faded.
 */
export function trail(
  scene: Phaser.Scene,
  target: Phaser.GameObjects.GameObject & { x: number; y: number },
  colour: number = COLOURS.sun,
): { stop(): void } {
  ensureSpark(scene);
  const emitter = scene.add.particles(0, 0, SPARK, {
    follow: target,
    lifespan: 380,
    speed: { min: 10, max: 60 },
    scale: { start: 0.8, end: 0 },
    alpha: { start: 0.9, end: 0 },
    tint: [colour, COLOURS.white, COLOURS.sun],
    frequency: 18,
  });
  const depth = (target as { depth?: number }).depth;
  emitter.setDepth((depth ?? 1) - 1);
  return {
    stop() {
      emitter.stop();
      scene.time.delayedCall(400, () => emitter.destroy());
    },
  };
}

/** Confetti raining from the top of the stage (the podium). */
export function confetti(scene: Phaser.Scene, colours: readonly number[], seconds = 4): void {
  ensureSpark(scene);
  const emitter = scene.add.particles(0, -40, SPARK, {
    x: { min: 0, max: 1920 },
    speedY: { min: 200, max: 450 },
    speedX: { min: -120, max: 120 },
    scaleX: { min: 0.3, max: 0.6 },
    scaleY: { min: 0.6, max: 1 },
    rotate: { min: 0, max: 360 },
    lifespan: 4000,
    frequency: 30,
    tint: [...colours],
  });
  emitter.setDepth(900);
  scene.time.delayedCall(seconds * 1000, () => emitter.stop());
}

/** A small screen shake (a wrong answer, a hit). Kept small: a projector shaking hard makes children dizzy. */
export function shake(scene: Phaser.Scene, strength = 0.006, ms = 180): void {
  scene.cameras.main.shake(ms, strength);
}

/**
 * Pops a game object in from nothing with a springy overshoot, to `scale` (1 unless it was fitted smaller;
 * `scaleY` for a text squeezed narrower only).
 */
export function popIn(
  scene: Phaser.Scene,
  target: Phaser.GameObjects.GameObject & { setScale(s: number): unknown },
  delay = 0,
  scale = 1,
  scaleY = scale,
): void {
  target.setScale(0);
  scene.tweens.add({ targets: target, scaleX: scale, scaleY, duration: 380, delay, ease: 'Back.Out' });
}

/** A gentle endless bob (titles, the winner). */
export function bob(scene: Phaser.Scene, target: Phaser.GameObjects.GameObject, pixels = 14, ms = 1100): void {
  scene.tweens.add({ targets: target, y: `+=${pixels}`, duration: ms, yoyo: true, repeat: -1, ease: 'Sine.InOut' });
}
