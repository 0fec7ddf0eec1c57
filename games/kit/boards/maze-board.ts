// The maze of a maze chase on the stage (Alien Chase and Alien Chase Basic): the view of mechanics/maze. The board
// paints the maze once, maps cells to stage coordinates and reports taps; the player is the character a child
// steers with the arrow keys (and W, A, S, D), the on-screen arrow pad, or a tap on a cell it then walks to.
import type Phaser from 'phaser';
import { EAST, NORTH, SOUTH, WEST, generateMaze, type Direction, type Maze } from '../../mechanics/maze/maze';
import { currentCell, directionOf, position, type Mover } from '../../mechanics/maze/mover';
import { PathFinder } from '../../mechanics/maze/path';
import { createRunner, restRunner, run, steer, walkTo, type Runner } from '../../mechanics/maze/runner';
import { addArrowPad } from '../ui/controls';
import { fitScale } from '../ui/fit';
import { burst } from '../ui/juice';
import { banner } from '../ui/screen';
import { COLOURS, css } from '../ui/theme';

/** The frame drawn around the cells, so the outer walls are not cut in half. */
const FRAME = 14;

export interface MazeBoardOptions {
  cols: number;
  rows: number;
  /** A cell's side in stage pixels: at least 96, so a tap on a cell is an easy target. */
  cell: number;
  /** The top-left corner of the first cell on the stage. */
  x: number;
  y: number;
  /** The canvas texture the maze is painted into (painted again for every board). */
  texture: string;
  /** The maze's seed: the same seed draws the same maze. */
  seed: number;
}

const rgba = (colour: number, alpha: number) =>
  `rgba(${colour >> 16}, ${(colour >> 8) & 255}, ${colour & 255}, ${alpha})`;

export class MazeBoard {
  readonly maze: Maze;
  readonly finder: PathFinder;
  readonly cols: number;
  readonly rows: number;
  readonly cell: number;
  readonly x: number;
  readonly y: number;
  /** The four corner cells, the farthest places from the middle: where aliens arrive. */
  readonly corners: readonly number[];

  constructor(
    private readonly scene: Phaser.Scene,
    options: MazeBoardOptions,
  ) {
    const { cols, rows } = options;
    this.cols = cols;
    this.rows = rows;
    this.cell = options.cell;
    this.x = options.x;
    this.y = options.y;
    this.maze = generateMaze(cols, rows, options.seed);
    this.finder = new PathFinder(this.maze);
    this.corners = [0, cols - 1, rows * cols - 1, (rows - 1) * cols];
    this.paint(options.texture);
  }

  cellX(cell: number): number {
    return this.x + ((cell % this.cols) + 0.5) * this.cell;
  }

  cellY(cell: number): number {
    return this.y + (Math.floor(cell / this.cols) + 0.5) * this.cell;
  }

  /** The width and height of the cells on the stage. */
  get width(): number {
    return this.cols * this.cell;
  }

  get height(): number {
    return this.rows * this.cell;
  }

  /** Where a mover stands on the stage, written into `out`: called every frame, so it allocates nothing. */
  place(mover: Mover, out: { x: number; y: number }): { x: number; y: number } {
    position(this.maze, mover, out);
    out.x = this.x + (out.x + 0.5) * this.cell;
    out.y = this.y + (out.y + 0.5) * this.cell;
    return out;
  }

  /** Calls `onCell` with the cell under every tap or click on the maze (stage coordinates: worldX/Y). */
  onTap(onCell: (cell: number) => void): void {
    this.scene.input.on('pointerdown', (pointer: Phaser.Input.Pointer) => {
      const col = Math.floor((pointer.worldX - this.x) / this.cell);
      const row = Math.floor((pointer.worldY - this.y) / this.cell);
      if (col >= 0 && col < this.cols && row >= 0 && row < this.rows) onCell(row * this.cols + col);
    });
  }

  /** A big word across the maze: 'Level 2!', 'Caught!'. */
  banner(text: string, colour: number = COLOURS.white): void {
    banner(this.scene, text, this.x + this.width / 2, this.y + this.height / 2, { colour, maxWidth: this.width });
  }

  /**
   * Paints the maze once into a canvas texture shown as one image: a Graphics object would replay its ~250 shapes
   * every frame (performance.md: the busiest scene keeps its frame budget on software rendering).
   */
  private paint(key: string): void {
    const { cols, rows, cell: size, maze } = this;
    const width = this.width + 2 * FRAME;
    const height = this.height + 2 * FRAME;
    const textures = this.scene.textures;
    if (textures.exists(key)) textures.remove(key);
    const texture = textures.createCanvas(key, width, height);
    const ctx = texture?.getContext();
    if (!texture || !ctx) return;
    ctx.fillStyle = rgba(COLOURS.night, 0.72);
    ctx.beginPath();
    ctx.roundRect(0, 0, width, height, 28);
    ctx.fill();
    // Soft dots on the floor so children can see the cells they may tap.
    ctx.fillStyle = rgba(COLOURS.white, 0.12);
    for (let cell = 0; cell < cols * rows; cell++) {
      ctx.beginPath();
      ctx.arc(FRAME + ((cell % cols) + 0.5) * size, FRAME + (Math.floor(cell / cols) + 0.5) * size, 8, 0, Math.PI * 2);
      ctx.fill();
    }
    ctx.strokeStyle = css(COLOURS.sky);
    ctx.lineWidth = 14;
    ctx.lineCap = 'round';
    ctx.beginPath();
    const wall = (x1: number, y1: number, x2: number, y2: number) => {
      ctx.moveTo(x1, y1);
      ctx.lineTo(x2, y2);
    };
    for (let cell = 0; cell < cols * rows; cell++) {
      const x = FRAME + (cell % cols) * size;
      const y = FRAME + Math.floor(cell / cols) * size;
      const open = maze.open[cell] ?? 0;
      // Each cell draws its north and west walls; the last column and row close the east and south sides.
      if (!(open & NORTH)) wall(x, y, x + size, y);
      if (!(open & WEST)) wall(x, y, x, y + size);
      if (cell % cols === cols - 1 && !(open & EAST)) wall(x + size, y, x + size, y + size);
      if (Math.floor(cell / cols) === rows - 1 && !(open & SOUTH)) wall(x, y + size, x + size, y + size);
    }
    ctx.stroke();
    texture.refresh();
    this.scene.add
      .image(this.x - FRAME, this.y - FRAME, key)
      .setOrigin(0, 0)
      .setDepth(1);
  }
}

export interface MazePlayerOptions {
  /** The character's picture. */
  texture: string;
  /** The cell it starts on. */
  start: number;
  /** Cells per second (faster than every alien: a child can always get away). */
  speed: number;
  /** Where the arrow pad goes (its buttons, the arrow keys and W, A, S, D steer). */
  pad: { x: number; y: number };
  /**
   * Asked on arriving at a cell, and every frame while it stands on one: false stops it there (the play has
   * paused). Made once: the player calls it every frame.
   */
  onArrive: (cell: number) => boolean;
}

/** The character a child steers through the maze, on a glowing halo, with a pulsing ring on a tapped cell. */
export class MazePlayer {
  private readonly runner: Runner;
  private readonly image: Phaser.GameObjects.Image;
  /** A glow under the picture: pictures are often dark and vanish on the maze's dark floor otherwise. */
  private readonly halo: Phaser.GameObjects.Arc;
  /** The picture's scale fitted to a cell (a tumble shrinks it; reset restores it). */
  private scale: number;
  private readonly marker: Phaser.GameObjects.Arc;
  private readonly speed: number;
  private readonly onArrive: (cell: number) => boolean;
  /** Reused every frame for the position (no allocation in the update loop). */
  private readonly at = { x: 0, y: 0 };
  /** Set once the game is over: taps and presses do nothing. */
  locked = false;

  constructor(
    private readonly scene: Phaser.Scene,
    private readonly board: MazeBoard,
    options: MazePlayerOptions,
  ) {
    const { cell } = board;
    this.runner = createRunner(options.start);
    this.speed = options.speed;
    this.onArrive = options.onArrive;
    this.marker = scene.add
      .circle(0, 0, cell * 0.3)
      .setStrokeStyle(8, COLOURS.white, 0.9)
      .setVisible(false)
      .setDepth(5);
    scene.tweens.add({ targets: this.marker, scale: 0.7, duration: 420, yoyo: true, repeat: -1, ease: 'Sine.InOut' });
    const x = board.cellX(options.start);
    const y = board.cellY(options.start);
    this.halo = scene.add.circle(x, y, cell * 0.46, COLOURS.sun, 0.6).setDepth(19);
    this.image = scene.add.image(x, y, options.texture).setDepth(20);
    this.scale = fitScale(this.image, cell * 0.9);
    this.image.setScale(this.scale);
    board.onTap((target) => this.walkTo(target));
    addArrowPad(scene, options.pad.x, options.pad.y, (direction) => this.want(directionOf(direction)));
  }

  get mover(): Mover {
    return this.runner.mover;
  }

  /** Another character takes the maze (the next team's turn), on a halo of the team's colour. */
  setPicture(texture: string, halo: number = COLOURS.sun): void {
    this.image.setTexture(texture);
    this.scale = fitScale(this.image, this.board.cell * 0.9);
    this.image.setScale(this.scale);
    this.halo.setFillStyle(halo, 0.6);
  }

  /** Where the character is drawn (a zap's power starts there). */
  get position(): { x: number; y: number } {
    return { x: this.image.x, y: this.image.y };
  }

  /** The cell it counts as being in. */
  get cell(): number {
    return currentCell(this.runner.mover);
  }

  /** A key or pad press: the way to go, kept until a wall. */
  want(direction: Direction): void {
    if (this.locked) return;
    steer(this.runner, direction);
    this.marker.setVisible(false);
  }

  /** A tapped cell: walk there along the maze. */
  walkTo(cell: number): void {
    if (this.locked || !walkTo(this.runner, this.board.maze, this.board.finder, cell)) return;
    this.marker.setPosition(this.board.cellX(cell), this.board.cellY(cell)).setVisible(true);
  }

  /** Forgets a tapped cell (a word found, a catch). */
  clearRoute(): void {
    this.runner.route.length = 0;
    this.marker.setVisible(false);
  }

  /** Moves it `seconds` of its speed along the maze and draws it there, facing the way it goes. */
  move(seconds: number): void {
    run(this.runner, this.board.maze, this.speed * seconds, this.onArrive);
    if (this.runner.route.length === 0) this.marker.setVisible(false);
    this.place();
  }

  /** Back on `cell`, upright and full size (after a catch). */
  reset(cell: number): void {
    restRunner(this.runner, cell);
    this.marker.setVisible(false);
    this.image.setAngle(0).setScale(this.scale);
    this.place();
  }

  /** A word found: a little double hop. */
  hop(): void {
    this.scene.tweens.add({
      targets: this.image,
      y: this.image.y - 40,
      duration: 200,
      yoyo: true,
      repeat: 1,
      ease: 'Quad.Out',
    });
  }

  /** Caught: a friendly tumble (it spins and shrinks, dizzy stars pop) rather than anything scary. */
  tumble(): void {
    this.scene.tweens.add({
      targets: this.image,
      angle: 720,
      scale: this.scale * 0.5,
      duration: 800,
      ease: 'Cubic.Out',
    });
    burst(this.scene, this.image.x, this.image.y, COLOURS.sun, 18);
  }

  /** Blinks for `ms`, the time it cannot be caught. */
  blink(ms: number): void {
    this.scene.tweens.add({
      targets: this.image,
      alpha: 0.3,
      duration: 150,
      yoyo: true,
      repeat: Math.floor(ms / 300) - 1,
      onComplete: () => this.image.setAlpha(1),
    });
  }

  private place(): void {
    this.board.place(this.runner.mover, this.at);
    this.image.x = this.at.x;
    this.image.y = this.at.y;
    this.halo.x = this.at.x;
    this.halo.y = this.at.y;
    if (this.runner.going === WEST) this.image.setFlipX(true);
    else if (this.runner.going === EAST) this.image.setFlipX(false);
  }
}
