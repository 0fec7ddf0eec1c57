import type Phaser from 'phaser';
import { COLOURS, FONT_FAMILY, TEXT, css, fitToWidth, outlined } from '../../kit';
import { type RollPlan, reelPosition, REEL_DIGITS } from '../../mechanics/wheel/roller';
import { bordersPassed, spinAngle } from '../../mechanics/wheel/wheel';

export interface DigitRollerOptions {
  x: number;
  y: number;
  reels: number;
  /** Written on the machine above the windows: the range ('1 to 1000'). */
  heading: string;
}

const REEL = { width: 196, gap: 22, window: 300, pitch: 210, font: 200 };
/** The machine's frame around the windows: deep enough above and below to hide the digits rolling out of them. */
const FRAME = { side: 40, band: 150 };
/** Digits further than this from a window's middle are hidden (the frame's band covers the rest of those shown). */
const SHOWN = REEL.window / 2 + 78;
/** The strip of a reel: 8 9 0 1 … 9 0 1, so that a window always has a digit above and below, whatever the roll. */
const STRIP = [8, 9, ...Array.from({ length: REEL_DIGITS }, (_, i) => i), 0, 1];

interface Reel {
  strip: Phaser.GameObjects.Container;
  digits: Phaser.GameObjects.Text[];
  /** The drum's rotation (games/mechanics/wheel/roller: a ten-segment wheel). */
  angle: number;
  spin: { plan: RollPlan['reels'][number]; from: number } | null;
}

export interface RollHandlers {
  /** A digit passed a window (one tick). */
  onTick?: () => void;
  onDone?: () => void;
}

/**
 * The Number Wheel's digit roller: a slot machine of one reel per digit, each a strip of digits rolling behind its
 * window and settling on the digit a plan of games/mechanics/wheel/roller chose, the reels stopping one after another
 * from the left. It runs on the scene's updates, so the teacher panel's pause holds it; at rest the leading zeros dim.
 */
export class DigitRoller {
  readonly container: Phaser.GameObjects.Container;
  private readonly reels: Reel[] = [];
  private elapsed = 0;
  private rolling: { plan: RollPlan; handlers: RollHandlers } | null = null;

  constructor(
    private readonly scene: Phaser.Scene,
    options: DigitRollerOptions,
  ) {
    const { x, y, reels } = options;
    this.container = scene.add.container(x, y);
    const inner = reels * REEL.width + (reels - 1) * REEL.gap;
    const width = inner + 2 * FRAME.side;
    const height = REEL.window + 2 * FRAME.band;
    const windows = scene.add.graphics();
    const left = -inner / 2;
    windows.fillStyle(COLOURS.shadow, 0.25).fillRoundedRect(-width / 2 + 10, -height / 2 + 14, width, height, 56);
    for (let i = 0; i < reels; i++) {
      windows
        .fillStyle(COLOURS.white)
        .fillRect(left + i * (REEL.width + REEL.gap), -REEL.window / 2, REEL.width, REEL.window);
    }
    this.container.add(windows);
    for (let i = 0; i < reels; i++) {
      const strip = scene.add.container(left + i * (REEL.width + REEL.gap) + REEL.width / 2, 0);
      const digits = STRIP.map((digit, k) =>
        scene.add
          .text(0, k * REEL.pitch, String(digit), {
            fontFamily: FONT_FAMILY,
            fontSize: `${REEL.font}px`,
            fontStyle: '800',
            color: css(COLOURS.ink),
          })
          .setOrigin(0.5),
      );
      strip.add(digits);
      this.container.add(strip);
      const reel: Reel = { strip, digits, angle: 0, spin: null };
      this.reels.push(reel);
      this.place(reel);
    }
    // The frame over the strips: bands above and below the windows, pillars between them, a rim; shading at the
    // windows' ends makes each reel read as a drum.
    const frame = scene.add.graphics();
    const top = -height / 2;
    frame.fillStyle(COLOURS.violet);
    frame.fillRoundedRect(-width / 2, top, width, FRAME.band, { tl: 56, tr: 56, bl: 0, br: 0 });
    frame.fillRoundedRect(-width / 2, REEL.window / 2, width, FRAME.band, { tl: 0, tr: 0, bl: 56, br: 56 });
    frame.fillRect(-width / 2, -REEL.window / 2, FRAME.side, REEL.window);
    frame.fillRect(inner / 2, -REEL.window / 2, FRAME.side, REEL.window);
    for (let i = 1; i < reels; i++)
      frame.fillRect(left + i * (REEL.width + REEL.gap) - REEL.gap, -REEL.window / 2, REEL.gap, REEL.window);
    for (let i = 0; i < reels; i++) {
      const x0 = left + i * (REEL.width + REEL.gap);
      frame.fillStyle(COLOURS.ink, 0.22).fillRect(x0, -REEL.window / 2, REEL.width, 36);
      frame.fillStyle(COLOURS.ink, 0.22).fillRect(x0, REEL.window / 2 - 36, REEL.width, 36);
      frame.lineStyle(8, COLOURS.ink).strokeRect(x0, -REEL.window / 2, REEL.width, REEL.window);
    }
    frame.lineStyle(12, COLOURS.ink).strokeRoundedRect(-width / 2, top, width, height, 56);
    // The pointer marks: a sun arrow each side of the windows' middle line.
    frame.fillStyle(COLOURS.sun).lineStyle(6, COLOURS.ink);
    for (const side of [-1, 1]) {
      const tip = side * (width / 2 - 6);
      frame.fillTriangle(tip + side * 44, -30, tip + side * 44, 30, tip, 0);
      frame.strokeTriangle(tip + side * 44, -30, tip + side * 44, 30, tip, 0);
    }
    this.container.add(frame);
    const heading = scene.add
      .text(0, top + FRAME.band / 2, options.heading, outlined(TEXT.heading, COLOURS.white, COLOURS.ink, 10))
      .setOrigin(0.5);
    this.container.add(fitToWidth(heading, inner));
    scene.events.on('update', this.step, this);
    scene.events.once('shutdown', () => scene.events.off('update', this.step, this));
  }

  /** The reels' rotations at rest, the leftmost first (what `planRoll` starts from). */
  get angles(): number[] {
    return this.reels.map((reel) => reel.angle);
  }

  get busy(): boolean {
    return this.rolling !== null;
  }

  /** Rolls along a plan of `planRoll` made from `angles`; `onDone` once the last reel has settled. */
  roll(plan: RollPlan, handlers: RollHandlers = {}): void {
    this.elapsed = 0;
    this.rolling = { plan, handlers };
    this.reels.forEach((reel, i) => {
      reel.spin = { plan: plan.reels[i]!, from: reel.angle };
      reel.strip.setAlpha(1);
    });
  }

  private step(_time: number, delta: number): void {
    const rolling = this.rolling;
    if (!rolling) return;
    this.elapsed += delta;
    let ticked = false;
    for (const reel of this.reels) {
      const spin = reel.spin;
      if (!spin) continue;
      const next = spinAngle(spin.plan, spin.from, this.elapsed);
      if (bordersPassed(reel.angle, next, REEL_DIGITS) > 0) ticked = true;
      reel.angle = next;
      this.place(reel);
      if (this.elapsed >= spin.plan.duration) reel.spin = null;
    }
    if (ticked) rolling.handlers.onTick?.();
    if (this.elapsed < rolling.plan.duration) return;
    this.rolling = null;
    this.dimLeadingZeros();
    rolling.handlers.onDone?.();
  }

  /** Moves a reel's strip so that its position's digit sits in the window's middle; hides those far from it. */
  private place(reel: Reel): void {
    const offset = (reelPosition(reel.angle) + 2) * REEL.pitch;
    reel.strip.y = -offset;
    reel.digits.forEach((digit, k) => digit.setVisible(Math.abs(k * REEL.pitch - offset) < SHOWN));
  }

  /** At rest, a number shorter than the reels reads without its leading zeros: they fade (never the last reel). */
  private dimLeadingZeros(): void {
    let leading = true;
    this.reels.forEach((reel, i) => {
      leading = leading && i < this.reels.length - 1 && Math.round(reelPosition(reel.angle)) % REEL_DIGITS === 0;
      reel.strip.setAlpha(leading ? 0.25 : 1);
    });
  }
}
