import Phaser from 'phaser';
import { fitScale } from './fit';
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

/** Quick flashes of solid colour, then the picture's own colours again (a hit, a knock). */
export function flash(scene: Phaser.Scene, target: Phaser.GameObjects.Image, colour: number = COLOURS.white): void {
  let count = 0;
  scene.time.addEvent({
    delay: 90,
    repeat: 3,
    callback: () => {
      count += 1;
      if (count % 2 === 1) target.setTint(colour).setTintMode(Phaser.TintModes.FILL);
      else target.clearTint().setTintMode(Phaser.TintModes.MULTIPLY);
    },
  });
}

/** Breathing: a slow endless squash and stretch around `scale`, so a waiting character or monster looks alive. */
export function breathe(scene: Phaser.Scene, target: Phaser.GameObjects.Image, scale: number): void {
  scene.tweens.add({
    targets: target,
    scaleY: scale * 1.05,
    scaleX: scale * 0.97,
    duration: 900,
    yoyo: true,
    repeat: -1,
    ease: 'Sine.InOut',
  });
}

export interface LobOptions {
  /** The thrown picture's size on the stage. */
  size?: number;
  /** How high the arc rises above the straight line, in pixels. */
  arc?: number;
  ms?: number;
  colour?: number;
}

/**
 * Throws a picture (a power, a projectile) from one point to another along a spinning arc with a trail of sparks,
 * and calls `onLand` where it lands, once it has gone.
 */
export function lob(
  scene: Phaser.Scene,
  texture: string,
  from: { x: number; y: number },
  to: { x: number; y: number },
  onLand: () => void,
  { size = 130, arc = 260, ms = 520, colour = COLOURS.sun }: LobOptions = {},
): void {
  const thrown = scene.add.image(from.x, from.y, texture).setDepth(60);
  thrown.setScale(fitScale(thrown, size));
  const sparks = trail(scene, thrown, colour);
  const flight = { t: 0 };
  scene.tweens.add({
    targets: flight,
    t: 1,
    duration: ms,
    ease: 'Sine.In',
    onUpdate: () => {
      const t = flight.t;
      thrown.x = from.x + (to.x - from.x) * t;
      thrown.y = from.y + (to.y - from.y) * t - arc * 4 * t * (1 - t);
      thrown.angle = t * 540;
    },
    onComplete: () => {
      thrown.destroy();
      sparks.stop();
      onLand();
    },
  });
}
