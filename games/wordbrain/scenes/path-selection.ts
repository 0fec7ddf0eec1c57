// Tracing a word on Wordbrain's LetterGridBoard, three ways a class does it: a drag through touching letters (a
// letter is taken near its middle, so a diagonal stroke does not catch its neighbours; going back over the last
// letter takes it off), taps on one letter after another (tapping the last one again finishes), and the keyboard
// (arrows move a cursor, Enter adds the letter under it and, on the last letter again, finishes; Backspace takes
// one off, Escape drops the path).
import Phaser from 'phaser';
import { getKit } from '../../kit';
import type { LetterGridBoard } from '../../kit/boards/letter-grid-board';
import { GridCursor, type GridInput, listenOnGrid } from '../../kit/boards/grid-cursor';
import { cellNear, stepPath } from '../logic/path';
import type { Cells } from '../logic/puzzle';
import { t } from '../texts';

export interface PathSelectionOptions {
  /** The grid as it is now. */
  cells: () => Cells;
  /** A path of two or more letters was traced (the selection is already cleared): the game judges it. */
  onSelect: (path: number[]) => void;
  /** The path changed (the scene lights its letters). */
  onChange: (path: readonly number[]) => void;
  /** Whether a tapped path already spells a hidden word (then it finishes by itself). */
  complete: (path: readonly number[]) => boolean;
  /** The next step in a few words. */
  onHint: (message: string) => void;
}

export class PathSelection implements GridInput {
  /** Input waits while this is set (a dialog is up, letters are falling, the round is over). */
  locked = false;
  readonly path: number[] = [];
  private dragging = false;
  private dragged = false;
  private readonly at = { x: 0, y: 0 };
  private readonly cursor: GridCursor;

  constructor(
    private readonly scene: Phaser.Scene,
    private readonly board: LetterGridBoard,
    private readonly options: PathSelectionOptions,
  ) {
    this.cursor = new GridCursor(scene, board);
    listenOnGrid(scene, board, this);
  }

  /** Drops the path in progress. */
  cancel(): void {
    this.path.length = 0;
    this.dragging = false;
    this.options.onChange(this.path);
  }

  /** No more tracing: the round is over. */
  stop(): void {
    this.locked = true;
    this.cancel();
    this.cursor.hide();
  }

  private get size(): number {
    return this.board.columns;
  }

  /** Input (GridInput). */
  onPointerDown(pointer: Phaser.Input.Pointer): void {
    if (this.locked) return;
    const at = this.board.pointerCell(pointer, this.at);
    const x = Phaser.Math.Clamp(Math.round(at.x), 0, this.size - 1);
    const y = Phaser.Math.Clamp(Math.round(at.y), 0, this.size - 1);
    this.cursor.hide();
    this.press(y * this.size + x);
    if (this.path.length > 0) {
      this.dragging = true;
      this.dragged = false;
    }
  }

  /** A tap or Enter on a cell: finishes on the path's last letter, adds a touching one, or starts again there. */
  private press(cell: number): void {
    const cells = this.options.cells();
    if (cells[cell] === null || cells[cell] === undefined) return;
    const last = this.path[this.path.length - 1];
    if (cell === last) {
      if (this.path.length >= 2) this.finish();
      return;
    }
    if (this.path.length > 0 && stepPath(this.path, cell, cells, this.size) !== 'same') {
      this.changed();
      if (this.options.complete(this.path)) this.finish();
      else this.options.onHint(t('hint.nextLetterOrFinish'));
      return;
    }
    this.path.length = 0;
    this.path.push(cell);
    this.changed();
  }

  /** Input (GridInput). */
  onPointerMove(pointer: Phaser.Input.Pointer): void {
    if (!this.dragging || this.locked) return;
    const at = this.board.pointerCell(pointer, this.at);
    const cell = cellNear(at.x, at.y, this.size);
    if (cell < 0 || stepPath(this.path, cell, this.options.cells(), this.size) === 'same') return;
    this.dragged = true;
    this.changed();
  }

  /** Input (GridInput). */
  onPointerUp(): void {
    if (!this.dragging) return;
    this.dragging = false;
    if (this.locked) return;
    if (this.dragged && this.path.length >= 2) this.finish();
    else if (this.path.length === 1) this.options.onHint(t('hint.nowNext'));
  }

  /** Input (GridInput). */
  onKey(event: KeyboardEvent): void {
    if (this.locked || event.ctrlKey || event.altKey || event.metaKey) return;
    if (event.key === 'Escape') return this.cancel();
    if (event.key === 'Backspace') {
      event.preventDefault();
      this.path.pop();
      return this.changed();
    }
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      if (this.cursor.show()) this.options.onHint(t('hint.arrows'));
      else this.press(this.cursor.cell);
      return;
    }
    if (this.cursor.step(event.key)) event.preventDefault();
  }

  private changed(): void {
    if (this.path.length > 0) getKit(this.scene).sfx.play('tick');
    this.options.onChange(this.path);
  }

  private finish(): void {
    const path = [...this.path];
    this.cancel();
    this.options.onSelect(path);
  }
}
