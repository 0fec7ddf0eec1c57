// What the ways of choosing letters on a LetterGridBoard share (kit/boards/line-selection's straight runs,
// Wordbrain's traced paths): the pointer and keyboard wiring over the grid, and the keyboard's cursor.
import Phaser from 'phaser';
import type { Cell } from '../../mechanics/letter-grid/selection';
import { COLOURS } from '../ui/theme';
import type { LetterGridBoard } from './letter-grid-board';

/** What a way of choosing letters hears (its methods are called on it). */
export interface GridInput {
  onPointerDown(pointer: Phaser.Input.Pointer): void;
  onPointerMove(pointer: Phaser.Input.Pointer): void;
  onPointerUp(): void;
  onKey(event: KeyboardEvent): void;
}

/** A press starts on the grid; moves, releases and keys are heard anywhere on the stage. */
export function listenOnGrid(scene: Phaser.Scene, board: LetterGridBoard, input: GridInput): void {
  scene.add
    .zone(board.left, board.top, board.cell * board.columns, board.cell * board.rows)
    .setOrigin(0, 0)
    .setInteractive()
    .on('pointerdown', (pointer: Phaser.Input.Pointer) => input.onPointerDown(pointer));
  scene.input.on('pointermove', (pointer: Phaser.Input.Pointer) => input.onPointerMove(pointer));
  scene.input.on('pointerup', () => input.onPointerUp());
  scene.input.keyboard?.on('keydown', (event: KeyboardEvent) => input.onKey(event));
}

/** How far an arrow key moves the keyboard cursor (a Map: `event.key` is any string). */
const KEY_STEPS = new Map<string, readonly [number, number]>([
  ['ArrowLeft', [-1, 0]],
  ['ArrowRight', [1, 0]],
  ['ArrowUp', [0, -1]],
  ['ArrowDown', [0, 1]],
]);

/**
 * The keyboard's cursor on the grid: hidden until the keyboard is used (and again once the pointer is); the first
 * arrow or Enter only shows it where it was (top-left at the start), the next arrows move it.
 */
export class GridCursor {
  readonly at: Cell = { x: 0, y: 0 };
  shown = false;
  private readonly graphics: Phaser.GameObjects.Graphics;

  constructor(
    scene: Phaser.Scene,
    private readonly board: LetterGridBoard,
  ) {
    this.graphics = scene.add.graphics().setDepth(board.depths.cursor);
  }

  /** The cell under the cursor, row by row. */
  get cell(): number {
    return this.at.y * this.board.columns + this.at.x;
  }

  /** Shows the cursor; true when it was hidden (the keyboard has just been taken up). */
  show(): boolean {
    const hidden = !this.shown;
    this.shown = true;
    this.draw();
    return hidden;
  }

  hide(): void {
    this.shown = false;
    this.graphics.clear();
  }

  /** An arrow key moves the cursor (or shows it); false for any other key. */
  step(key: string): boolean {
    const step = KEY_STEPS.get(key);
    if (!step) return false;
    if (this.shown) {
      this.at.x = Phaser.Math.Clamp(this.at.x + step[0], 0, this.board.columns - 1);
      this.at.y = Phaser.Math.Clamp(this.at.y + step[1], 0, this.board.rows - 1);
    }
    this.show();
    return true;
  }

  private draw(): void {
    this.graphics.clear();
    if (!this.shown) return;
    const size = this.board.cell * 0.92;
    const x = this.board.cellCentreX(this.at.x) - size / 2;
    const y = this.board.cellCentreY(this.at.y) - size / 2;
    this.graphics.lineStyle(8, COLOURS.skyDeep, 1).strokeRoundedRect(x, y, size, size, 18);
  }
}
