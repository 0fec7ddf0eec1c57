// The answer zones of a maze chase (Alien Chase and Alien Chase Basic) on a MazeBoard: coloured tiles on cells, each
// with a sign holding a word (and its picture, or only its picture: mechanics/signs), placed by mechanics/maze/zones.
// The character answers by walking into one.
import type Phaser from 'phaser';
import { placeZones } from '../../mechanics/maze/zones';
import { signShows, type SignShows } from '../../mechanics/signs/word-sign';
import { getKit } from '../kit';
import { burst, popIn } from '../ui/juice';
import { addWordPicture } from '../ui/word-picture';
import { COLOURS, css, TEXT } from '../ui/theme';
import type { MazeBoard } from './maze-board';

/** Light colours, one a zone, so a class can say 'the pink one'; the words on them are ink. */
const ZONE_COLOURS = [COLOURS.sun, COLOURS.sky, COLOURS.rose, COLOURS.lilac, COLOURS.mint] as const;
/**
 * A sign's sizes: one line of text is 76 high (under a row's height, so the signs of zones on different rows never
 * overlap), wrapped at 320; a picture beside the text takes 68 of that width, so a sign is never wider than a text
 * one; a sign of only the picture is a square a little smaller than the cell.
 */
const SIGN = { minHeight: 76, wrap: 320, picture: 68, gap: 12, pad: 18 } as const;

export interface MazeZone {
  cell: number;
  word: string;
  tile: Phaser.GameObjects.Rectangle;
  sign: Phaser.GameObjects.Container;
  /** What its sign shows: the word, its picture, or both. */
  shows: SignShows;
  colour: number;
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

  /**
   * Replaces the zones with one a word, on `cells` in order; the signs pop in one after another. A word's picture
   * shows beside it, or alone with `picturesOnly` (the game's 'Pictures only').
   */
  show(cells: readonly number[], words: readonly string[], picturesOnly = false): void {
    for (const zone of this.list) {
      zone.tile.destroy();
      zone.sign.destroy();
    }
    this.list.length = 0;
    words.forEach((word, i) => this.list.push(this.make(cells[i] as number, word, i, picturesOnly)));
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

  /** The teacher's Reveal: the zone holding `word` shows it with its picture (a sign of only the picture gets it). */
  reveal(word: string): void {
    const zone = this.list.find((z) => z.word === word);
    if (!zone) return;
    if (zone.shows === 'picture')
      this.drawSign(zone, signShows({ hasPicture: true, picturesOnly: true, revealed: true }));
    this.scene.tweens.add({ targets: zone.sign, scale: 1.2, duration: 200, yoyo: true, repeat: 1 });
  }

  /** The right zone: it turns green, its sign swells (a sign of only the picture gets its word), sparks fly. */
  light(zone: MazeZone): void {
    burst(this.scene, this.board.cellX(zone.cell), this.board.cellY(zone.cell), COLOURS.sun, 36);
    zone.tile.setFillStyle(COLOURS.correct);
    if (zone.shows === 'picture')
      this.drawSign(zone, signShows({ hasPicture: true, picturesOnly: true, revealed: true }));
    this.scene.tweens.add({ targets: zone.sign, scale: 1.35, duration: 220, yoyo: true, ease: 'Back.Out' });
  }

  private make(cell: number, word: string, index: number, picturesOnly: boolean): MazeZone {
    const { scene, board } = this;
    const colour = ZONE_COLOURS[index % ZONE_COLOURS.length] as number;
    const x = board.cellX(cell);
    const y = board.cellY(cell);
    const tile = scene.add.rectangle(x, y, board.cell - 18, board.cell - 18, colour, 0.85).setDepth(2);
    tile.setStrokeStyle(6, COLOURS.white);
    const sign = scene.add.container(x, y).setDepth(8);
    const hasPicture = getKit(scene).pictures.has(word);
    const zone: MazeZone = { cell, word, tile, sign, colour, shows: signShows({ hasPicture, picturesOnly }) };
    this.drawSign(zone, zone.shows);
    popIn(scene, sign, index * 120);
    return zone;
  }

  /** The zone's sign: its word, its picture on a square, or the picture left of the word. */
  private drawSign(zone: MazeZone, shows: SignShows): void {
    const { scene, board } = this;
    const { sign, word, colour } = zone;
    sign.removeAll(true);
    zone.shows = shows;
    const parts: Phaser.GameObjects.GameObject[] = [];
    let w = board.cell - 10;
    let h = board.cell - 14;
    if (shows === 'picture') {
      const picture = addWordPicture(scene, 0, 0, word, h - 16);
      if (picture) parts.push(picture);
    } else {
      const beside = shows === 'both' ? SIGN.picture + SIGN.gap : 0;
      const label = scene.add
        .text(0, -2, word, {
          ...TEXT.small,
          color: css(COLOURS.ink),
          wordWrap: { width: SIGN.wrap - beside },
          align: 'center',
        })
        .setOrigin(0.5);
      w = Math.max(board.cell - 10, label.width + beside + SIGN.pad * 2);
      h = Math.max(SIGN.minHeight, label.height + 16);
      label.x = beside / 2;
      parts.push(label);
      const picture =
        beside > 0 ? addWordPicture(scene, -w / 2 + SIGN.pad + SIGN.picture / 2, 0, word, SIGN.picture) : null;
      if (picture) parts.push(picture);
    }
    const back = scene.add.graphics();
    back.fillStyle(COLOURS.ink).fillRoundedRect(-w / 2 - 4, -h / 2 - 4, w + 8, h + 8, 22);
    back.fillStyle(colour).fillRoundedRect(-w / 2, -h / 2, w, h, 18);
    sign.add([back, ...parts]);
    // A sign wider than its cell stays inside the maze's frame.
    const half = w / 2 + 4;
    sign.x = Math.min(board.x + board.width - half, Math.max(board.x + half, board.cellX(zone.cell)));
  }
}
