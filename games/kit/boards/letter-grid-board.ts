// A grid of letter tiles on a card (Word Search; Wordbrain and the other letter-grid games): the letters drawn
// cheaply, stage ↔ cell coordinates, and how a run of cells is marked (a word found, a drag, a miss).
import type Phaser from 'phaser';
import type { Cell } from '../../mechanics/letter-grid/selection';
import { burst } from '../ui/juice';
import { COLOURS, css, FONT_FAMILY } from '../ui/theme';

export interface LetterGridBoardOptions {
  /** Row-major, one letter (grapheme) a cell. */
  letters: readonly string[];
  columns: number;
  rows: number;
  /** The square of the stage the board is centred in; cells are as big as it allows. */
  box: { left: number; top: number; size: number };
  /** The key of the letters' texture (made again for every board). */
  textureKey: string;
  /** The card's depth; the board's layers stack just above it (see `depths`). */
  depth?: number;
}

export class LetterGridBoard {
  readonly columns: number;
  readonly rows: number;
  /** A cell's side, and the top-left corner of the first cell, in stage pixels. */
  readonly cell: number;
  readonly left: number;
  readonly top: number;
  /** Found words under the letters, the drag over the found words, the keyboard cursor over all. */
  readonly depths: { card: number; marks: number; drag: number; letters: number; cursor: number };
  private readonly letters: Phaser.GameObjects.Image[] = [];

  constructor(
    private readonly scene: Phaser.Scene,
    options: LetterGridBoardOptions,
  ) {
    const { columns, rows, box, letters } = options;
    const depth = options.depth ?? 0;
    this.columns = columns;
    this.rows = rows;
    this.depths = { card: depth, marks: depth + 1, drag: depth + 2, letters: depth + 3, cursor: depth + 4 };
    this.cell = Math.floor(box.size / Math.max(columns, rows));
    const width = this.cell * columns;
    const height = this.cell * rows;
    this.left = box.left + (box.size - width) / 2;
    this.top = box.top + (box.size - height) / 2;

    const card = scene.add.graphics().setDepth(depth);
    card.fillStyle(COLOURS.shadow, 0.25);
    card.fillRoundedRect(this.left - 16, this.top - 8, width + 40, height + 40, 36);
    card.fillStyle(COLOURS.cream, 1);
    card.fillRoundedRect(this.left - 24, this.top - 24, width + 48, height + 48, 36);

    makeLetterAtlas(scene, options.textureKey, letters, this.cell, Math.max(48, Math.round(this.cell * 0.62)));
    letters.forEach((letter, i) => {
      const x = this.cellCentreX(i % columns);
      const y = this.cellCentreY(Math.floor(i / columns));
      this.letters.push(
        scene.add.image(x, y, options.textureKey, letter).setTint(COLOURS.ink).setDepth(this.depths.letters),
      );
    });
  }

  /** The image drawing a cell's letter (Wordbrain moves them: a found word's letters go and the rest fall). */
  letterImage(cell: number): Phaser.GameObjects.Image | undefined {
    return this.letters[cell];
  }

  cellCentreX(x: number): number {
    return this.left + x * this.cell + this.cell / 2;
  }

  cellCentreY(y: number): number {
    return this.top + y * this.cell + this.cell / 2;
  }

  /**
   * The pointer's place in cell units, fractions kept (a drag snaps to the nearest line from them), written into
   * `out` so a drag allocates nothing. worldX/Y are stage coordinates; x/y are the drawing buffer's pixels.
   */
  pointerCell(pointer: Phaser.Input.Pointer, out: Cell): Cell {
    out.x = (pointer.worldX - this.left) / this.cell - 0.5;
    out.y = (pointer.worldY - this.top) / this.cell - 0.5;
    return out;
  }

  /** The stage point halfway between two cells' centres (where points won float up). */
  midpoint(from: Cell, to: Cell): { x: number; y: number } {
    return {
      x: (this.cellCentreX(from.x) + this.cellCentreX(to.x)) / 2,
      y: (this.cellCentreY(from.y) + this.cellCentreY(to.y)) / 2,
    };
  }

  /**
   * A fat rounded bar over a straight run of cells: how a found word (or a drag) looks. One rounded rectangle in
   * a rotated object rather than a line with round ends, so a see-through bar has no darker overlaps.
   */
  drawRun(graphics: Phaser.GameObjects.Graphics, from: Cell, to: Cell, colour: number): void {
    const x1 = this.cellCentreX(from.x);
    const y1 = this.cellCentreY(from.y);
    const x2 = this.cellCentreX(to.x);
    const y2 = this.cellCentreY(to.y);
    const length = Math.hypot(x2 - x1, y2 - y1);
    const radius = this.cell * 0.39;
    graphics.setPosition((x1 + x2) / 2, (y1 + y2) / 2).setRotation(Math.atan2(y2 - y1, x2 - x1));
    graphics.fillStyle(colour, 1);
    graphics.fillRoundedRect(-length / 2 - radius, -radius, length + 2 * radius, 2 * radius, radius);
  }

  /**
   * Marks a found word (row-major `cells`, first letter to last): a bar in `colour` fades in under its letters,
   * which turn white and pop one after another; `sparkle` adds a burst (a team's find, not a teacher's reveal).
   */
  markWord(cells: readonly number[], colour: number, sparkle: boolean): void {
    const first = cells[0] ?? 0;
    const last = cells[cells.length - 1] ?? first;
    const from = { x: first % this.columns, y: Math.floor(first / this.columns) };
    const to = { x: last % this.columns, y: Math.floor(last / this.columns) };
    const bar = this.scene.add.graphics().setDepth(this.depths.marks).setAlpha(0);
    this.drawRun(bar, from, to, colour);
    this.scene.tweens.add({ targets: bar, alpha: 0.9, duration: 250 });
    cells.forEach((cell, i) => {
      const letter = this.letters[cell];
      if (!letter) return;
      letter.setTint(COLOURS.white);
      this.scene.tweens.add({
        targets: letter,
        scale: 1.35,
        yoyo: true,
        duration: 140,
        delay: i * 55,
        ease: 'Quad.easeOut',
      });
    });
    if (sparkle) {
      const middle = this.midpoint(from, to);
      burst(this.scene, middle.x, middle.y, colour);
    }
  }

  /** A wrong run shakes in red and fades away. */
  flashMiss(from: Cell, to: Cell): void {
    const flash = this.scene.add.graphics().setDepth(this.depths.drag);
    this.drawRun(flash, from, to, COLOURS.wrong);
    flash.setAlpha(0.6);
    this.scene.tweens.add({
      targets: flash,
      x: flash.x + 14,
      duration: 60,
      yoyo: true,
      repeat: 3,
      onComplete: () => {
        this.scene.tweens.add({ targets: flash, alpha: 0, duration: 250, onComplete: () => flash.destroy() });
      },
    });
  }
}

/**
 * The grid's letters drawn once into one canvas texture, a frame per distinct letter. Up to 225 cells then share a
 * single texture, so the grid renders in one batch (a Text object per cell would be 225 textures and draw calls on
 * the old classroom PCs the frame budget is about). Letters are white so a tint can colour them.
 */
function makeLetterAtlas(
  scene: Phaser.Scene,
  key: string,
  letters: readonly string[],
  cellSize: number,
  fontPx: number,
): void {
  if (scene.textures.exists(key)) scene.textures.remove(key);
  const distinct = [...new Set(letters)];
  const texture = scene.textures.createCanvas(key, Math.max(1, distinct.length) * cellSize, cellSize);
  if (!texture) return;
  const context = texture.getContext();
  context.font = `800 ${fontPx}px ${FONT_FAMILY}`;
  context.textAlign = 'center';
  context.textBaseline = 'middle';
  context.fillStyle = css(COLOURS.white);
  distinct.forEach((letter, i) => {
    // A wide letter (Ш, Ж, W at a big size) is squeezed to its cell rather than spilling into the next one.
    const width = context.measureText(letter).width;
    const squeeze = width > cellSize * 0.9 ? (cellSize * 0.9) / width : 1;
    context.save();
    context.translate(i * cellSize + cellSize / 2, cellSize / 2 + fontPx * 0.04);
    context.scale(squeeze, 1);
    context.fillText(letter, 0, 0);
    context.restore();
    texture.add(letter, 0, i * cellSize, 0, cellSize, cellSize);
  });
  texture.refresh();
}
