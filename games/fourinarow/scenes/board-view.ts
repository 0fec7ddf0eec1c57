import type Phaser from 'phaser';
import { burst, COLOURS, css, type Team } from '../../kit';
import { FRAME, columnX, rowY, type Layout } from '../logic/layout';
import { addCounter } from './counter-art';

/** The board's layers, back to front (the kit's background is at -100; buttons and the question above 0). */
export const DEPTH = { back: -20, ghost: -17, counter: -16, frame: -14, cursor: -13, line: -12 } as const;

/**
 * The board on the stage: a light back, the counters, and in front of them the violet frame with its round holes
 * (one canvas texture, painted once), so a counter falls behind the frame and shows through the holes. It shows the
 * column the team is pointing at (a ring round the column in the team's colour and a faint counter where it would
 * land), drops counters with a fall and a bounce, and lights a winning line.
 */
export class BoardView {
  /** The counters on the board, by cell index (the browser test reads where they landed). */
  readonly counters = new Map<number, Phaser.GameObjects.Container>();
  private readonly cursor: Phaser.GameObjects.Graphics;
  private ghost: Phaser.GameObjects.Container | null = null;

  constructor(
    private readonly scene: Phaser.Scene,
    private readonly layout: Layout,
    private readonly textures: readonly string[],
    private readonly teams: readonly Team[],
  ) {
    const { left, top, width, height } = layout;
    scene.add.rectangle(left + width / 2, top + height / 2, width, height, COLOURS.cream, 1).setDepth(DEPTH.back);
    this.paintFrame();
    this.cursor = scene.add.graphics().setDepth(DEPTH.cursor);
  }

  /** Points at a column: its ring in the team's colour and a faint counter in the cell it would land in (row ≥ 0). */
  showCursor(column: number, row: number, team: number): void {
    const { cell, top, height } = this.layout;
    const colour = this.teams[team]?.colour ?? COLOURS.sun;
    const x = columnX(this.layout, column) - cell / 2;
    const y = top - FRAME + 4;
    const h = height + 2 * FRAME - 8;
    // Lighter than the frame, outlined ink, white and the team's colour: it shows whatever the team's colour.
    this.cursor.clear();
    this.cursor.fillStyle(COLOURS.white, 0.28).fillRoundedRect(x - 2, y, cell + 4, h, 20);
    this.cursor.lineStyle(18, COLOURS.ink).strokeRoundedRect(x - 2, y, cell + 4, h, 20);
    this.cursor.lineStyle(12, COLOURS.white).strokeRoundedRect(x - 2, y, cell + 4, h, 20);
    this.cursor.lineStyle(6, colour).strokeRoundedRect(x - 2, y, cell + 4, h, 20);
    this.ghost?.destroy();
    this.ghost = null;
    if (row < 0) return;
    this.ghost = addCounter(
      this.scene,
      columnX(this.layout, column),
      rowY(this.layout, row),
      this.textures[team]!,
      this.teams[team]!,
      this.layout.counter,
    )
      .setAlpha(0.4)
      .setDepth(DEPTH.ghost);
  }

  hideCursor(): void {
    this.cursor.clear();
    this.ghost?.destroy();
    this.ghost = null;
  }

  /**
   * Drops a team's counter into (column, row): it falls from above the board behind the frame, bounces to rest,
   * knocks (`onBump`, at the first touch) and calls `onLanded`.
   */
  dropCounter(
    column: number,
    row: number,
    team: number,
    index: number,
    onBump: () => void,
    onLanded: () => void,
  ): void {
    const { layout, scene } = this;
    const x = columnX(layout, column);
    const to = rowY(layout, row);
    const from = layout.top - layout.cell * 0.9;
    const counter = addCounter(scene, x, from, this.textures[team]!, this.teams[team]!, layout.counter).setDepth(
      DEPTH.counter,
    );
    this.counters.set(index, counter);
    const duration = 420 + 70 * (row + 1);
    // Bounce.Out first touches down at 1 / 2.75 of its time.
    scene.time.delayedCall(duration / 2.75, onBump);
    scene.tweens.add({
      targets: counter,
      y: to,
      duration,
      ease: 'Bounce.Out',
      onComplete: () => {
        burst(scene, x, to + layout.counter / 2, this.teams[team]?.colour ?? COLOURS.sun, 10);
        onLanded();
      },
    });
  }

  /** The winning counters light up: a bright bar through them, and each one pulses with sparks. */
  lightLine(cells: readonly number[]): void {
    const { layout, scene } = this;
    const at = (index: number) => ({
      x: columnX(layout, index % layout.columns),
      y: rowY(layout, Math.floor(index / layout.columns)),
    });
    const first = at(cells[0]!);
    const last = at(cells[cells.length - 1]!);
    const bar = scene.add.graphics().setDepth(DEPTH.line);
    bar.lineStyle(layout.counter * 0.34, COLOURS.ink, 0.9).lineBetween(first.x, first.y, last.x, last.y);
    bar.lineStyle(layout.counter * 0.22, COLOURS.sun).lineBetween(first.x, first.y, last.x, last.y);
    bar.setAlpha(0);
    scene.tweens.add({ targets: bar, alpha: 1, duration: 300 });
    cells.forEach((index, i) => {
      const counter = this.counters.get(index);
      const { x, y } = at(index);
      if (counter) {
        // A bright ring round each winning counter, pulsing with it.
        const ring = scene.add.graphics();
        ring.lineStyle(16, COLOURS.ink).strokeCircle(0, 0, layout.counter / 2 + 2);
        ring.lineStyle(9, COLOURS.sun).strokeCircle(0, 0, layout.counter / 2 + 2);
        counter.add(ring).setDepth(DEPTH.line + 1);
        scene.tweens.add({ targets: counter, scale: 1.18, duration: 260, delay: i * 120, yoyo: true, repeat: 3 });
      }
      scene.time.delayedCall(i * 120, () => burst(scene, x, y, COLOURS.sun, 16));
    });
  }

  /**
   * The frame: a violet board with a round hole per cell, painted once into a canvas texture (a Graphics with 63 holes
   * would be drawn again every frame).
   */
  private paintFrame(): void {
    const { columns, rows, cell, left, top, width, height } = this.layout;
    const w = width + 2 * FRAME;
    const h = height + 2 * FRAME;
    const key = `four:frame:${columns}x${rows}:${cell}`;
    const textures = this.scene.textures;
    if (!textures.exists(key)) {
      const texture = textures.createCanvas(key, w, h);
      const ctx = texture?.getContext();
      if (!texture || !ctx) return;
      ctx.fillStyle = css(COLOURS.ink);
      ctx.beginPath();
      ctx.roundRect(0, 0, w, h, 30);
      ctx.fill();
      // Violet: no team's colour (red, blue, yellow).
      ctx.fillStyle = css(COLOURS.violet);
      ctx.beginPath();
      ctx.roundRect(6, 6, w - 12, h - 12, 26);
      ctx.fill();
      const radius = this.layout.counter / 2 + 3;
      for (let row = 0; row < rows; row++) {
        for (let column = 0; column < columns; column++) {
          const cx = FRAME + (column + 0.5) * cell;
          const cy = FRAME + (row + 0.5) * cell;
          // A darker rim round each hole, then the hole itself cut out.
          ctx.globalCompositeOperation = 'source-over';
          ctx.fillStyle = css(COLOURS.night);
          ctx.beginPath();
          ctx.arc(cx, cy, radius + 5, 0, Math.PI * 2);
          ctx.fill();
          ctx.globalCompositeOperation = 'destination-out';
          ctx.beginPath();
          ctx.arc(cx, cy, radius, 0, Math.PI * 2);
          ctx.fill();
        }
      }
      ctx.globalCompositeOperation = 'source-over';
      texture.refresh();
    }
    this.scene.add
      .image(left - FRAME, top - FRAME, key)
      .setOrigin(0, 0)
      .setDepth(DEPTH.frame);
  }
}
