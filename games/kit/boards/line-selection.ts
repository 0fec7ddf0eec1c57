// Choosing a straight run of letters on a LetterGridBoard, three ways a class does it: a drag (snapped to the
// nearest allowed line, so a wobbly hand still draws a straight word), a tap on the first letter then one on the
// last (small hands on a big board), and the keyboard (arrows move a cursor, Enter marks the first and last letter).
import Phaser from 'phaser';
import type { DirectionSetting } from '../../mechanics/letter-grid/grid';
import { type Cell, lineCells, snapEnd } from '../../mechanics/letter-grid/selection';
import { getKit } from '../kit';
import { COLOURS } from '../ui/theme';
import { GridCursor, type GridInput, listenOnGrid } from './grid-cursor';
import type { LetterGridBoard } from './letter-grid-board';
import { kitText } from '../logic/i18n';

export interface LineSelectionOptions {
  /** The lines the teacher's setting allows. */
  directions: DirectionSetting;
  /** A straight run of two or more cells was chosen (the selection is already cleared): the game judges it. */
  onSelect: (from: Cell, to: Cell) => void;
  /** The next step, said in a few words (kitText('selection.tapLast')): the game shows it where the class looks. */
  onHint: (message: string) => void;
}

export class LineSelection implements GridInput {
  /** Input waits while this is set (a dialog is up, the round is over). */
  locked = false;
  /** The drag (or first tap / first Enter) in progress; reused objects, so moving the pointer allocates nothing. */
  private anchor: Cell | null = null;
  private readonly end: Cell = { x: 0, y: 0 };
  private readonly pointer: Cell = { x: 0, y: 0 };
  private dragging = false;
  private readonly preview: Phaser.GameObjects.Graphics;
  private readonly cursor: GridCursor;

  constructor(
    private readonly scene: Phaser.Scene,
    private readonly board: LetterGridBoard,
    private readonly options: LineSelectionOptions,
  ) {
    this.preview = scene.add.graphics().setDepth(board.depths.drag).setAlpha(0.45);
    this.cursor = new GridCursor(scene, board);
    listenOnGrid(scene, board, this);
  }

  /** Drops the selection in progress (the turn passed). */
  cancel(): void {
    this.anchor = null;
    this.dragging = false;
    this.preview.clear();
  }

  /** No more selecting: the round is over. */
  stop(): void {
    this.locked = true;
    this.cancel();
    this.cursor.hide();
  }

  /** Input (GridInput). */
  onPointerDown(pointer: Phaser.Input.Pointer): void {
    if (this.locked) return;
    const at = this.board.pointerCell(pointer, this.pointer);
    const x = Phaser.Math.Clamp(Math.round(at.x), 0, this.board.columns - 1);
    const y = Phaser.Math.Clamp(Math.round(at.y), 0, this.board.rows - 1);
    this.cursor.hide();
    // A second tap on another letter of a line finishes a tap-tap selection.
    if (this.anchor && !this.dragging && (this.anchor.x !== x || this.anchor.y !== y)) {
      if (this.line(this.anchor, { x, y })) {
        this.end.x = x;
        this.end.y = y;
        this.complete();
        return;
      }
    }
    this.anchor = { x, y };
    this.end.x = x;
    this.end.y = y;
    this.dragging = true;
    this.drawPreview();
    getKit(this.scene).sfx.play('tick');
  }

  /** Input (GridInput). */
  onPointerMove(pointer: Phaser.Input.Pointer): void {
    if (!this.dragging || !this.anchor || this.locked) return;
    const lastX = this.end.x;
    const lastY = this.end.y;
    const { columns, rows } = this.board;
    const at = this.board.pointerCell(pointer, this.pointer);
    snapEnd(columns, rows, this.anchor, at, this.options.directions, this.end);
    if (this.end.x === lastX && this.end.y === lastY) return;
    this.drawPreview();
  }

  /** Input (GridInput). */
  onPointerUp(): void {
    if (!this.dragging || !this.anchor) return;
    this.dragging = false;
    if (this.end.x === this.anchor.x && this.end.y === this.anchor.y) {
      // A tap: the letter stays marked as the start; the next tap (or a drag) ends the word.
      this.options.onHint(kitText('selection.tapLast'));
      return;
    }
    this.complete();
  }

  /** Input (GridInput). */
  onKey(event: KeyboardEvent): void {
    if (this.locked || event.ctrlKey || event.altKey || event.metaKey) return;
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      this.onKeyMark();
      return;
    }
    if (event.key === 'Escape') {
      this.cancel();
      this.options.onHint(kitText('selection.enterFirst'));
      return;
    }
    if (!this.cursor.step(event.key)) return;
    event.preventDefault();
    if (this.anchor) {
      this.end.x = this.cursor.at.x;
      this.end.y = this.cursor.at.y;
      this.drawPreview();
    }
    if (!this.anchor) this.options.onHint(kitText('selection.enterFirst'));
  }

  private onKeyMark(): void {
    if (this.cursor.show()) {
      this.options.onHint(kitText('selection.arrowsThenEnter'));
      return;
    }
    const { x, y } = this.cursor.at;
    this.end.x = x;
    this.end.y = y;
    if (!this.anchor) {
      this.anchor = { x, y };
      this.drawPreview();
      getKit(this.scene).sfx.play('tick');
      this.options.onHint(kitText('selection.enterLast'));
      return;
    }
    if (this.end.x === this.anchor.x && this.end.y === this.anchor.y) return;
    this.complete();
  }

  private line(from: Cell, to: Cell): boolean {
    return lineCells(this.board.columns, this.board.rows, from, to, this.options.directions) !== null;
  }

  /** A run off the allowed lines (only the keyboard can make one) is refused here; a straight one goes to the game. */
  private complete(): void {
    const anchor = this.anchor;
    if (!anchor) return;
    const to = { x: this.end.x, y: this.end.y };
    this.cancel();
    if (this.line(anchor, to)) {
      this.options.onSelect(anchor, to);
      return;
    }
    this.options.onHint(kitText('selection.straightLine'));
    this.board.flashMiss(anchor, anchor);
  }

  /** The run so far in the colour of the team whose turn it is; off a line, its first letter in red. */
  private drawPreview(): void {
    this.preview.clear();
    if (!this.anchor) return;
    const straight = this.line(this.anchor, this.end);
    const colour = straight ? getKit(this.scene).teams.current.colour : COLOURS.wrong;
    this.board.drawRun(this.preview, this.anchor, straight ? this.end : this.anchor, colour);
  }
}
