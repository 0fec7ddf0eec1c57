// The aliens of a maze chase (Alien Chase and Alien Chase Basic) on a MazeBoard: monster pictures on glowing halos
// that arrive in the corners farthest from the character and chase it along the maze (mechanics/maze/runner).
import type Phaser from 'phaser';
import { currentCell, touching, type Mover } from '../../mechanics/maze/mover';
import { chaserAt, pursue, type Chaser } from '../../mechanics/maze/runner';
import type { KitImage } from '../images/kit-images';
import { fitScale } from '../ui/fit';
import { COLOURS } from '../ui/theme';
import type { MazeBoard } from './maze-board';

/** How close an alien must come to catch the character, in cells from centre to centre. */
const REACH = 0.6;

export interface MazeAlien {
  chaser: Chaser;
  image: Phaser.GameObjects.Image;
  /** A coloured glow under the alien: emoji-like pictures are dark and vanish on the maze's floor otherwise. */
  halo: Phaser.GameObjects.Arc;
  /** Stunned (a zap) until this scene time: it stands still and cannot catch (0: not stunned). */
  stunnedUntil?: number;
}

export class MazeAliens {
  readonly list: MazeAlien[] = [];
  /** Reused every frame for positions (no allocation in the update loop). */
  private readonly at = { x: 0, y: 0 };

  constructor(
    private readonly scene: Phaser.Scene,
    private readonly board: MazeBoard,
    /** The game's seeded random (0–1): when an alien chases or wanders, and where. */
    private readonly random: () => number,
  ) {}

  /** Adds aliens until there are `count`, popping in on the corners farthest from `from`; pictures in turn. */
  fill(count: number, pictures: readonly KitImage[], from: number): void {
    const { board, scene } = this;
    const corners = board.finder.farthestFirst(from, board.corners);
    while (this.list.length < count) {
      const i = this.list.length;
      const spawn = corners[i % corners.length] as number;
      const x = board.cellX(spawn);
      const y = board.cellY(spawn);
      const halo = scene.add.circle(x, y, board.cell * 0.44, COLOURS.coral, 0.55).setDepth(14);
      const image = scene.add.image(x, y, (pictures[i % pictures.length] as KitImage).key).setDepth(15);
      const scale = fitScale(image, board.cell * 0.85);
      image.setScale(0);
      scene.tweens.add({ targets: image, scale, duration: 500, ease: 'Back.Out' });
      this.list.push({ chaser: chaserAt(spawn), image, halo });
    }
  }

  /**
   * Moves every alien `distance` cells, heading for `prey` at a cell with chance `chase`, and draws it there,
   * bobbing. With `canCatch`, the first alien touching `prey` is returned at once (the others stop for the frame).
   */
  move(distance: number, chase: number, prey: Mover, time: number, canCatch: boolean): MazeAlien | null {
    const { maze, finder } = this.board;
    const target = currentCell(prey);
    for (let i = 0; i < this.list.length; i++) {
      const alien = this.list[i] as MazeAlien;
      if (alien.stunnedUntil) {
        if (time < alien.stunnedUntil) continue;
        this.wake(alien);
      }
      pursue(alien.chaser, maze, finder, distance, target, chase, this.random);
      this.board.place(alien.chaser.mover, this.at);
      alien.image.x = this.at.x;
      alien.image.y = this.at.y + Math.sin(time / 160 + i * 2) * 6;
      alien.halo.x = this.at.x;
      alien.halo.y = this.at.y;
      if (canCatch && touching(maze, prey, alien.chaser.mover, REACH)) return alien;
    }
    return null;
  }

  /** Every alien back to a corner, the farthest from `from` first (after a catch, `from` is the restart). */
  scatter(from: number): void {
    const corners = this.board.finder.farthestFirst(from, this.board.corners);
    this.list.forEach((alien, i) => {
      const spawn = corners[i % corners.length] as number;
      alien.chaser = chaserAt(spawn);
      if (alien.stunnedUntil) this.wake(alien);
      alien.image.setPosition(this.board.cellX(spawn), this.board.cellY(spawn));
      alien.halo.setPosition(this.board.cellX(spawn), this.board.cellY(spawn));
    });
  }

  /** Each alien's distance along the maze from `cell`, in steps (−1: no way there). */
  distancesFrom(cell: number): number[] {
    const distances = this.board.finder.distances(cell);
    return this.list.map((alien) => distances[currentCell(alien.chaser.mover)] ?? -1);
  }

  /** A zap: the aliens `which` (indices) stand still, pale and spinning, until scene time `until`. */
  stun(which: readonly number[], until: number): void {
    for (const i of which) {
      const alien = this.list[i];
      if (!alien) continue;
      alien.stunnedUntil = until;
      alien.image.setAlpha(0.55);
      alien.halo.setFillStyle(COLOURS.sky, 0.55);
      this.scene.tweens.add({ targets: alien.image, angle: 360, duration: 700, repeat: 1 });
    }
  }

  private wake(alien: MazeAlien): void {
    alien.stunnedUntil = 0;
    alien.image.setAlpha(1).setAngle(0);
    alien.halo.setFillStyle(COLOURS.coral, 0.55);
  }

  /** The cells the aliens are in (answer zones are not put under them). */
  cells(): number[] {
    return this.list.map((alien) => currentCell(alien.chaser.mover));
  }

  /** The alien that caught the character does a little happy hop. */
  cheer(alien: MazeAlien): void {
    this.scene.tweens.add({ targets: alien.image, y: alien.image.y - 40, duration: 180, yoyo: true, repeat: 2 });
  }
}
