import type Phaser from 'phaser';
import { COLOURS, css, TEXT } from '../../kit';
import { bordersPassed, planSpin, spinAngle } from '../../mechanics/wheel/wheel';
import { type BoostKind, LUCK_SEGMENTS } from '../logic/battle';
import { t } from '../texts';

/** A segment's label: the boost it gives (×2: double hits), or none. */
function segmentLabel(segment: BoostKind | 'none'): string {
  if (segment === 'shield') return t('luck.shield');
  if (segment === 'extra') return t('luck.extra');
  return segment === 'double' ? '×2' : '—';
}
const FILLS: Record<BoostKind | 'none', number> = {
  double: COLOURS.coral,
  shield: COLOURS.sky,
  extra: COLOURS.mint,
  none: COLOURS.neutral,
};
const RADIUS = 250;

/**
 * The luck wheel: it pops up over a veil, spins (a fair, planned spin from games/mechanics/wheel, ticking past each
 * border) and says where it landed.
 */
export function spinLuckWheel(
  scene: Phaser.Scene,
  x: number,
  y: number,
  random: () => number,
  tick: () => void,
  onLanded: (segment: BoostKind | 'none') => void,
): void {
  const veil = scene.add.rectangle(960, 540, 1920, 1080, COLOURS.night, 0.55).setDepth(90);
  const wheel = scene.add.container(x, y).setDepth(91);
  const n = LUCK_SEGMENTS.length;
  const size = (Math.PI * 2) / n;
  const faces = scene.add.graphics();
  // Segment 0 starts at the pointer (the top) and the segments follow clockwise (mechanics/wheel's convention).
  LUCK_SEGMENTS.forEach((segment, i) => {
    const start = -Math.PI / 2 + i * size;
    faces
      .fillStyle(FILLS[segment])
      .slice(0, 0, RADIUS, start, start + size, false)
      .fillPath();
    const mid = start + size / 2;
    const label = scene.add
      .text(Math.cos(mid) * RADIUS * 0.62, Math.sin(mid) * RADIUS * 0.62, segmentLabel(segment), { ...TEXT.small })
      .setOrigin(0.5)
      .setRotation(mid + Math.PI / 2);
    wheel.add(label);
  });
  faces.lineStyle(10, COLOURS.ink).strokeCircle(0, 0, RADIUS);
  wheel.addAt(faces, 0);
  wheel.add(scene.add.circle(0, 0, 36, COLOURS.ink));
  const pointer = scene.add
    .triangle(x, y - RADIUS - 20, -34, -40, 34, -40, 0, 30, COLOURS.sun)
    .setStrokeStyle(6, COLOURS.ink)
    .setDepth(92);
  const title = scene.add
    .text(x, y - RADIUS - 150, t('luck.title'), { ...TEXT.title })
    .setOrigin(0.5)
    .setDepth(92);
  wheel.setScale(0.2);
  scene.tweens.add({ targets: wheel, scale: 1, duration: 300, ease: 'Back.Out' });

  const plan = planSpin(n, 0, random, { minMs: 2200, maxMs: 3000 });
  const spin = { elapsed: 0 };
  let angle = 0;
  scene.tweens.add({
    targets: spin,
    elapsed: plan.duration,
    duration: plan.duration,
    delay: 300,
    onUpdate: () => {
      const next = spinAngle(plan, 0, spin.elapsed);
      if (bordersPassed(angle, next, n) > 0) tick();
      angle = next;
      wheel.setAngle(angle);
    },
    onComplete: () => {
      const segment = LUCK_SEGMENTS[plan.index] ?? 'none';
      title
        .setText(segment === 'none' ? t('luck.noLuck') : t('luck.landed', { boost: segmentLabel(segment) }))
        .setColor(css(COLOURS.sun));
      scene.time.delayedCall(1100, () => {
        for (const part of [veil, wheel, pointer, title]) part.destroy();
        onLanded(segment);
      });
    },
  });
}
