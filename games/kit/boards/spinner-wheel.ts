import type Phaser from 'phaser';
import { bordersPassed, segmentAt, spinAngle, type SpinPlan } from '../../mechanics/wheel/wheel';
import { COLOURS, css, TEXT } from '../ui/theme';

/** One segment of a spinner: its colour, and a label or a picture (or neither: a colour wheel). */
export interface WheelSegment {
  colour: number;
  label?: string;
  /**
   * Draws the segment's picture, centred at (x, y) in the wheel (which turns with it: the largest circle inside the
   * segment, further out the narrower it is), `rotation` along the segment's middle pointing outwards, at most `size`
   * px across.
   */
  picture?: (
    scene: Phaser.Scene,
    x: number,
    y: number,
    rotation: number,
    size: number,
  ) => Phaser.GameObjects.GameObject;
}

export interface SpinnerWheelOptions {
  x: number;
  y: number;
  radius: number;
  segments: readonly WheelSegment[];
  /** The labels' largest size in px; they shrink to fit narrow segments and are left out under 26 px. */
  labelSize?: number;
}

export interface SpinHandlers {
  /** The pointer passed a border (one tick), with the segment now under it. */
  onTick?: (segment: number) => void;
  onDone?: (segment: number) => void;
}

const SMALLEST_LABEL = 26;

/**
 * A spinner for the games with wheels (Twister, the Character, Number and Word Wheels): coloured segments with labels
 * or pictures, clockwise from the pointer at the top (games/mechanics/wheel's convention), spun by a plan of
 * `planSpin` along its ease-out, ticking past each border. It runs on the scene's updates, so the teacher panel's
 * pause holds it mid-spin.
 */
export class SpinnerWheel {
  readonly container: Phaser.GameObjects.Container;
  /** The wheel's rotation in degrees (clockwise); at rest between spins. */
  angle = 0;
  private readonly glow: Phaser.GameObjects.Graphics;
  private readonly wheel: Phaser.GameObjects.Container;
  /** The slices and the labels or pictures `setSegments` drew, taken off by the next one. */
  private faces: Phaser.GameObjects.GameObject[] = [];
  private spinning: { plan: SpinPlan; from: number; elapsed: number; handlers: SpinHandlers } | null = null;
  private count = 0;

  constructor(
    private readonly scene: Phaser.Scene,
    private readonly options: SpinnerWheelOptions,
  ) {
    const { x, y, radius } = options;
    this.container = scene.add.container(x, y);
    const shadow = scene.add.graphics();
    shadow.fillStyle(COLOURS.shadow, 0.25).fillCircle(8, 12, radius + 10);
    this.container.add(shadow);
    this.wheel = scene.add.container(0, 0);
    this.container.add(this.wheel);
    this.glow = scene.add.graphics();
    this.wheel.add(this.glow);
    this.container.add(
      scene.add.circle(0, 0, Math.max(24, radius * 0.12), COLOURS.ink).setStrokeStyle(6, COLOURS.white),
    );
    // The pointer, fixed at the top.
    const pointer = scene.add
      .triangle(0, -radius - 8, -32, -44, 32, -44, 0, 26, COLOURS.sun)
      .setStrokeStyle(6, COLOURS.ink);
    this.container.add(pointer);
    this.setSegments(options.segments);
    scene.events.on('update', this.step, this);
    scene.events.once('shutdown', () => scene.events.off('update', this.step, this));
  }

  /**
   * Draws the wheel again with other segments (elimination takes the landed one off; a long list's wheel takes in a
   * new word), at the same rotation. Not while it spins.
   */
  setSegments(segments: readonly WheelSegment[]): void {
    if (this.spinning) throw new Error('A spinning wheel keeps its segments');
    for (const face of this.faces) face.destroy();
    this.faces = [];
    this.glow.clear();
    const scene = this.scene;
    const { radius } = this.options;
    this.count = segments.length;
    const size = (Math.PI * 2) / Math.max(1, this.count);
    const slices = scene.add.graphics();
    const faces: Phaser.GameObjects.GameObject[] = [slices];
    const labelSize = this.labelSize(segments.length);
    segments.forEach((segment, i) => {
      const start = -Math.PI / 2 + i * size;
      slices
        .fillStyle(segment.colour)
        .slice(0, 0, radius, start, start + size, false)
        .fillPath();
      if (this.count > 1) {
        slices.lineStyle(4, COLOURS.white, 0.9).lineBetween(0, 0, Math.cos(start) * radius, Math.sin(start) * radius);
      }
      const mid = start + size / 2;
      if (segment.picture) {
        // The largest circle inside the segment that keeps off the rim: the more segments, the further out (where a
        // narrow segment is widest), so 24 pictures are still big enough to tell apart.
        const half = Math.sin(Math.min(size, Math.PI) / 2);
        const at = (radius * 0.94) / (1 + half);
        const room = Math.min(radius * 0.62, 2 * at * half * 0.85);
        faces.push(segment.picture(scene, Math.cos(mid) * at, Math.sin(mid) * at, mid, room));
      } else if (segment.label && labelSize >= SMALLEST_LABEL) {
        // Along the radius, reading outwards: a word gets the most room there.
        const label = scene.add
          .text(Math.cos(mid) * radius * 0.6, Math.sin(mid) * radius * 0.6, segment.label, {
            ...TEXT.small,
            fontSize: `${labelSize}px`,
            color: css(COLOURS.ink),
          })
          .setOrigin(0.5)
          .setRotation(mid);
        if (label.width > radius * 0.66) label.setScale((radius * 0.66) / label.width);
        faces.push(label);
      }
    });
    slices.lineStyle(12, COLOURS.ink).strokeCircle(0, 0, radius);
    this.faces = faces;
    // Under the glow, which rings the landed segment over them.
    this.wheel.addAt(faces, 0);
  }

  /** The segment under the pointer. */
  get segment(): number {
    return segmentAt(this.angle, this.count);
  }

  get busy(): boolean {
    return this.spinning !== null;
  }

  /** Spins along a plan of `planSpin` made from this wheel's `angle`; `onDone` when it rests on `plan.index`. */
  spin(plan: SpinPlan, handlers: SpinHandlers = {}): void {
    this.highlight(null);
    this.spinning = { plan, from: this.angle, elapsed: 0, handlers };
  }

  /** Rings a segment in white (the one it landed on), or none. */
  highlight(index: number | null): void {
    this.glow.clear();
    if (index === null || this.count === 0) return;
    const size = (Math.PI * 2) / this.count;
    const start = -Math.PI / 2 + index * size;
    this.glow
      .lineStyle(14, COLOURS.white)
      .beginPath()
      .slice(0, 0, this.options.radius - 7, start, start + size, false)
      .closePath()
      .strokePath();
  }

  private step(_time: number, delta: number): void {
    const spin = this.spinning;
    if (!spin) return;
    spin.elapsed += delta;
    const next = spinAngle(spin.plan, spin.from, spin.elapsed);
    if (bordersPassed(this.angle, next, this.count) > 0) spin.handlers.onTick?.(segmentAt(next, this.count));
    this.angle = next;
    this.wheel.setAngle(next);
    if (spin.elapsed < spin.plan.duration) return;
    this.spinning = null;
    this.highlight(this.segment);
    spin.handlers.onDone?.(this.segment);
  }

  private labelSize(count: number): number {
    const { radius, labelSize = 52 } = this.options;
    if (count === 0) return 0;
    // The segment's width at the label's middle, where a line of text has to fit across it.
    const across = 2 * radius * 0.6 * Math.sin(Math.min(Math.PI / 2, Math.PI / count));
    return Math.min(labelSize, Math.floor(across * 0.7));
  }
}
