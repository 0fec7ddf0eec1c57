// The answer zones of a maze chase (Alien Chase and Alien Chase Basic) on a MazeBoard: coloured tiles on cells, each
// with a sign holding a word, placed by mechanics/maze/zones. The character answers by walking into one.
import type Phaser from 'phaser';
import { placeZones } from '../../mechanics/maze/zones';
import { burst, popIn } from '../ui/juice';
import { COLOURS, css, TEXT } from '../ui/theme';
import type { MazeBoard } from './maze-board';

/** Light colours, one a zone, so a class can say 'the pink one'; the words on them are ink. */
const ZONE_COLOURS = [COLOURS.sun, COLOURS.sky, COLOURS.rose, COLOURS.lilac, COLOURS.mint] as const;

export interface MazeZone {
  cell: number;
  word: string;
  tile: Phaser.GameObjects.Rectangle;
  sign: Phaser.GameObjects.Container;
}

export class MazeZones {
  readonly list: MazeZone[] = [];
  /** The cell the character last arrived at: a zone answers only when it changes (entering again needs leaving). */
  private lastCell = -1;

  constructor(
    private readonly scene: Phaser.Scene,
    private readonly board: MazeBoard,
    /** The game's seeded random (0–1): where the zones go. */
    private readonly random: () => number,
  ) {}

  /**
   * Cells for `count` zones: a little chase away from `from`, apart so their signs never crowd, off `avoid` (the
   * aliens and their corners). Fewer on a maze too small for them.
   */
  cellsFor(count: number, from: number, avoid: readonly number[]): number[] {
    return placeZones(this.board.finder, from, count, this.random, {
      avoid,
      minFromStart: 4,
      minApart: 4,
      minGridApart: 3,
      cols: this.board.cols,
    });
  }

  /** Replaces the zones with one a word, on `cells` in order; the signs pop in one after another. */
  show(cells: readonly number[], words: readonly string[]): void {
    for (const zone of this.list) {
      zone.tile.destroy();
      zone.sign.destroy();
    }
    this.list.length = 0;
    words.forEach((word, i) => this.list.push(this.make(cells[i] as number, word, i)));
    this.lastCell = -1;
  }

  /** The zone the character has just walked into, or null (still in the same cell, or no zone there). */
  entered(cell: number): MazeZone | null {
    if (cell === this.lastCell) return null;
    this.lastCell = cell;
    return this.list.find((zone) => zone.cell === cell) ?? null;
  }

  /** The character was put back: the cell it stands on answers again. */
  rearm(): void {
    this.lastCell = -1;
  }

  /** A wrong zone: its sign wobbles. */
  shake(zone: MazeZone): void {
    this.scene.tweens.add({
      targets: zone.sign,
      angle: { from: -8, to: 8 },
      duration: 80,
      yoyo: true,
      repeat: 3,
      onComplete: () => zone.sign.setAngle(0),
    });
  }

  /** The right zone: it turns green, its sign swells, sparks fly. */
  light(zone: MazeZone): void {
    burst(this.scene, this.board.cellX(zone.cell), this.board.cellY(zone.cell), COLOURS.sun, 36);
    zone.tile.setFillStyle(COLOURS.correct);
    this.scene.tweens.add({ targets: zone.sign, scale: 1.35, duration: 220, yoyo: true, ease: 'Back.Out' });
  }

  private make(cell: number, word: string, index: number): MazeZone {
    const { scene, board } = this;
    const colour = ZONE_COLOURS[index % ZONE_COLOURS.length] as number;
    const x = board.cellX(cell);
    const y = board.cellY(cell);
    const tile = scene.add.rectangle(x, y, board.cell - 18, board.cell - 18, colour, 0.85).setDepth(2);
    tile.setStrokeStyle(6, COLOURS.white);
    const sign = scene.add.container(x, y).setDepth(8);
    const label = scene.add
      .text(0, -2, word, { ...TEXT.small, color: css(COLOURS.ink), wordWrap: { width: 320 }, align: 'center' })
      .setOrigin(0.5);
    const w = Math.max(board.cell - 10, label.width + 36);
    const h = Math.max(76, label.height + 16);
    const back = scene.add.graphics();
    back.fillStyle(COLOURS.ink).fillRoundedRect(-w / 2 - 4, -h / 2 - 4, w + 8, h + 8, 22);
    back.fillStyle(colour).fillRoundedRect(-w / 2, -h / 2, w, h, 18);
    sign.add([back, label]);
    // A sign wider than its cell stays inside the maze's frame.
    const half = w / 2 + 4;
    sign.x = Math.min(board.x + board.width - half, Math.max(board.x + half, sign.x));
    popIn(scene, sign, index * 120);
    return { cell, word, tile, sign };
  }
}
