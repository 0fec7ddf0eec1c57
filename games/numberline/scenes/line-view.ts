import type Phaser from 'phaser';
import { COLOURS, css, drawTeamBadge, popIn, TEXT, type Team } from '../../kit';
import { fractionOf, roundedPlace, ticksOf, type NumberLine } from '../logic/line';

/** Where the line lies on the 1920 × 1080 stage: its two ends and its height (the character stands on it). */
export const LINE_BOX = { left: 200, right: 1720, y: 590 };
const WIDTH = LINE_BOX.right - LINE_BOX.left;
/** The card behind the line, so its ticks and numbers read on any background. */
const CARD = { left: 90, top: 385, width: 1740, height: 430 };
const TICK_HEIGHT = { small: 26, middle: 44, big: 64 } as const;
const TICK_WIDTH = { small: 4, middle: 6, big: 8 } as const;
const LABEL_Y = LINE_BOX.y + 74;
/** The tags under the line (marked numbers, the answer, a team's place), in one row. */
const TAG = { y: LINE_BOX.y + 165, height: 80, gap: 14 };
const DEPTH = { card: 1, line: 2, arcs: 3, tags: 6 };
/** Room on a tag for its sign: the team's badge or the right answer's tick. */
const SIGN_WIDTH = 56;

interface PlacedTag {
  container: Phaser.GameObjects.Container;
  x: number;
  width: number;
}

/**
 * Where a tag of `width` goes in the row: under its place `x` when that is free, else the nearest free spot either
 * side (the card's ends allowing), so a tag never covers another.
 */
export function freeSpot(x: number, width: number, placed: readonly { x: number; width: number }[]): number {
  const fits = (at: number) => placed.every((t) => Math.abs(t.x - at) >= (t.width + width) / 2 + TAG.gap);
  const [low, high] = [CARD.left + width / 2 + 10, CARD.left + CARD.width - width / 2 - 10];
  for (let shift = 0; shift <= CARD.width; shift += 8) {
    for (const at of shift === 0 ? [x] : [x + shift, x - shift]) {
      const inside = Math.min(high, Math.max(low, at));
      if (inside === at && fits(at)) return at;
    }
  }
  return Math.min(high, Math.max(low, x));
}

/**
 * The number line drawn on its card: the bar with arrow ends, the ticks and numbers of the line being asked (redrawn
 * only when the question's line differs), the tags that mark numbers under it and the rainbow arcs of a jump. It
 * also turns stage x into a place along the line and back.
 */
export class LineView {
  private readonly graphics: Phaser.GameObjects.Graphics;
  private labels: Phaser.GameObjects.Text[] = [];
  private drawn!: NumberLine;
  private tags: PlacedTag[] = [];
  private readonly arcs: Phaser.GameObjects.Graphics;
  private arcLabels: Phaser.GameObjects.Text[] = [];
  /** The area a tap or a drag on the line reaches: the line, the character above it and the numbers under it. */
  readonly zone: Phaser.GameObjects.Zone;

  constructor(
    private readonly scene: Phaser.Scene,
    line: NumberLine,
  ) {
    const card = scene.add.graphics().setDepth(DEPTH.card);
    card.fillStyle(COLOURS.shadow, 0.25).fillRoundedRect(CARD.left + 8, CARD.top + 14, CARD.width, CARD.height, 40);
    card.fillStyle(COLOURS.cream, 0.94).fillRoundedRect(CARD.left, CARD.top, CARD.width, CARD.height, 40);
    this.graphics = scene.add.graphics().setDepth(DEPTH.line);
    this.arcs = scene.add.graphics().setDepth(DEPTH.arcs);
    this.zone = scene.add
      .zone(LINE_BOX.left - 90, CARD.top - 60, WIDTH + 180, LABEL_Y + 40 - (CARD.top - 60))
      .setOrigin(0, 0)
      .setInteractive({ useHandCursor: true });
    this.show(line, true);
  }

  /** Stage x of a number. */
  xOf(value: number): number {
    return LINE_BOX.left + fractionOf(this.drawn, value) * WIDTH;
  }

  /** The fraction along the line of a stage x (below 0 or over 1 off its ends). */
  fractionAt(x: number): number {
    return (x - LINE_BOX.left) / WIDTH;
  }

  /** Stage pixels between two neighbouring places of the grid. */
  stepWidth(line: NumberLine): number {
    return (WIDTH * line.step) / line.max;
  }

  /** Draws the line of a question (nothing to do when it is the line already drawn, unless `force`). */
  show(line: NumberLine, force = false): void {
    const same = !force && this.drawn.max === line.max && this.drawn.ticks === line.ticks;
    this.drawn = line;
    if (same) return;
    const g = this.graphics.clear();
    const { left, right, y } = LINE_BOX;
    // The bar, running past both ends with arrows: the numbers go on.
    g.fillStyle(COLOURS.ink).fillRoundedRect(left - 50, y - 7, WIDTH + 100, 14, 7);
    g.fillTriangle(left - 80, y, left - 40, y - 24, left - 40, y + 24);
    g.fillTriangle(right + 80, y, right + 40, y - 24, right + 40, y + 24);
    for (const label of this.labels) label.destroy();
    this.labels = [];
    for (const tick of ticksOf(line)) {
      const x = this.xOf(tick.value);
      const half = TICK_HEIGHT[tick.size] / 2;
      g.fillRect(x - TICK_WIDTH[tick.size] / 2, y - half, TICK_WIDTH[tick.size], half * 2);
      if (tick.labelled) {
        const label = this.scene.add
          .text(x, LABEL_Y, String(tick.value), { ...TEXT.small, color: css(COLOURS.ink) })
          .setOrigin(0.5)
          .setDepth(DEPTH.line);
        this.labels.push(label);
      }
    }
  }

  /**
   * A tag under the line naming a number in a colour, joined to its place, with a stripe across the line there. Tags
   * share one row: one that would cover another moves aside, joined to its place by a line. A team's place carries
   * the team's badge (its colour alone could be the answer's green), the right place a tick.
   */
  tag(value: number, colour: number, sign: { team: Team } | 'tick' | null = null): Phaser.GameObjects.Container {
    const x = this.xOf(value);
    const text = this.scene.add
      .text(sign ? SIGN_WIDTH / 2 : 0, 0, String(roundedPlace(value)), {
        ...TEXT.heading,
        fontSize: '56px',
        color: css(COLOURS.white),
        stroke: css(COLOURS.ink),
        strokeThickness: 8,
      })
      .setOrigin(0.5);
    const width = Math.max(96, text.width + 36) + (sign ? SIGN_WIDTH : 0);
    const tagX = freeSpot(x, width, this.tags);
    const y = TAG.y;
    const h = TAG.height;
    const g = this.scene.add.graphics();
    // The stripe across the line at the place (in the tag's own coordinates), then what joins the tag to it.
    const stripeX = x - tagX;
    const stripeBottom = LINE_BOX.y - y + 46;
    g.fillStyle(colour).fillRoundedRect(stripeX - 7, stripeBottom - 92, 14, 92, 7);
    g.lineStyle(4, COLOURS.ink, 0.9).strokeRoundedRect(stripeX - 7, stripeBottom - 92, 14, 92, 7);
    if (Math.abs(stripeX) < 1) {
      g.fillStyle(COLOURS.ink).fillTriangle(-18, -h / 2, 18, -h / 2, 0, -h / 2 - 26);
    } else {
      const joinX = Math.max(-width / 2 + 24, Math.min(width / 2 - 24, stripeX));
      g.lineStyle(6, COLOURS.ink).lineBetween(stripeX, stripeBottom, joinX, -h / 2);
    }
    g.fillStyle(COLOURS.ink).fillRoundedRect(-width / 2 - 5, -h / 2 - 5, width + 10, h + 10, 22);
    g.fillStyle(colour).fillRoundedRect(-width / 2, -h / 2, width, h, 18);
    const parts: Phaser.GameObjects.GameObject[] = [g, text];
    const signX = -width / 2 + SIGN_WIDTH / 2 + 10;
    if (sign === 'tick') {
      g.lineStyle(12, COLOURS.white).beginPath();
      g.moveTo(signX - 18, 0)
        .lineTo(signX - 4, 16)
        .lineTo(signX + 20, -16);
      g.strokePath();
    } else if (sign) parts.push(drawTeamBadge(this.scene, signX, 0, sign.team, 52));
    const container = this.scene.add.container(tagX, y, parts).setDepth(DEPTH.tags + this.tags.length);
    this.tags.push({ container, x: tagX, width });
    popIn(this.scene, container);
    return container;
  }

  /**
   * A jump's rainbow of arcs from `from`, one per hop, each numbered when there is room for its number, so the class
   * can count the hops. Returns each hop's landing place.
   */
  drawJump(from: number, by: number, hop: number, colour: number): number[] {
    const count = Math.round(Math.abs(by) / hop);
    const sign = Math.sign(by);
    const places: number[] = [];
    this.arcs.lineStyle(8, colour);
    for (let i = 0; i < count; i++) {
      const a = from + sign * hop * i;
      const b = a + sign * hop;
      places.push(b);
      const [xa, xb] = [this.xOf(a), this.xOf(b)];
      const height = this.arcHeight(xa, xb);
      this.arcs.beginPath();
      for (let s = 0; s <= 20; s++) {
        const t = s / 20;
        const px = xa + (xb - xa) * t;
        const py = LINE_BOX.y - 12 - Math.sin(Math.PI * t) * height;
        if (s === 0) this.arcs.moveTo(px, py);
        else this.arcs.lineTo(px, py);
      }
      this.arcs.strokePath();
      if (Math.abs(xb - xa) >= 70) {
        const label = this.scene.add
          .text((xa + xb) / 2, LINE_BOX.y - 12 - height - 34, String(i + 1), { ...TEXT.small, color: css(colour) })
          .setOrigin(0.5)
          .setStroke(css(COLOURS.white), 8)
          .setDepth(DEPTH.arcs);
        popIn(this.scene, label, i * 120);
        this.arcLabels.push(label);
      }
    }
    return places;
  }

  /** How high a hop's arc rises: with its width, within the card. */
  arcHeight(xa: number, xb: number): number {
    return Math.min(150, Math.max(36, Math.abs(xb - xa) * 0.55));
  }

  /** Takes the tags and arcs away (a new question). */
  clearMarks(): void {
    for (const tag of this.tags) tag.container.destroy();
    this.tags = [];
    this.arcs.clear();
    for (const label of this.arcLabels) label.destroy();
    this.arcLabels = [];
  }
}
