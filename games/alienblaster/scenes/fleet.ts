// The aliens: the teacher's monsters in a formation that sways over the cannon, each carrying a letter on a sign.
// Every alien stays on the stage (the formation's swing is narrower than the margins), so every letter the sky holds
// can be seen and tapped. A shot alien bursts and a new one drops in from above with its letter.
import type Phaser from 'phaser';
import { burst, COLOURS, css, fitScale, TEXT } from '../../kit';

export interface Alien {
  slot: number;
  letter: string;
  container: Phaser.GameObjects.Container;
  picture: Phaser.GameObjects.Image;
  sign: Phaser.GameObjects.Graphics;
  label: Phaser.GameObjects.Text;
  /** Where it stands in the formation (before the swing), its row and its bob's phase. */
  row: number;
  homeX: number;
  homeY: number;
  phase: number;
  /** How far above home it still is while it drops in, and its sideways dodge (tweened). */
  offset: { drop: number; dodge: number };
}

export interface FleetOptions {
  count: number;
  /** The swing's turns a second. */
  sway: number;
  /** A new alien's picture (a texture key): the teacher's monsters. */
  picture: () => string;
  onTap: (alien: Alien) => void;
}

/** The sky's rows and the space the formation's columns share. */
const ROWS_Y = [385, 595];
const SKY = { left: 300, right: 1620 };
const PICTURE = 150;
const SIGN_RADIUS = 54;
const SWING = 150;
const BOB = 12;
const DEPTH = 20;

export class AlienFleet {
  readonly aliens: Alien[] = [];
  private elapsed = 0;

  constructor(
    private readonly scene: Phaser.Scene,
    private readonly options: FleetOptions,
  ) {
    const columns = Math.ceil(options.count / ROWS_Y.length);
    const spacing = (SKY.right - SKY.left) / columns;
    for (let slot = 0; slot < options.count; slot++) {
      const row = Math.floor(slot / columns);
      const column = slot % columns;
      // The lower row sits half a column over, so the two rows never line up into columns.
      const homeX = SKY.left + spacing * (column + 0.5) + (row === 1 ? spacing / 4 : -spacing / 4);
      this.aliens.push(this.makeAlien(slot, row, homeX, ROWS_Y[row] ?? 0));
    }
    this.update(0);
  }

  private makeAlien(slot: number, row: number, homeX: number, homeY: number): Alien {
    const scene = this.scene;
    const picture = scene.add.image(0, -40, this.options.picture());
    picture.setScale(fitScale(picture, PICTURE));
    const sign = scene.add.graphics();
    sign.fillStyle(COLOURS.shadow, 0.25).fillCircle(4, 56, SIGN_RADIUS);
    sign.fillStyle(COLOURS.ink).fillCircle(0, 50, SIGN_RADIUS + 6);
    sign.fillStyle(COLOURS.cream).fillCircle(0, 50, SIGN_RADIUS);
    const label = scene.add.text(0, 48, '', { ...TEXT.heading, fontSize: '76px' }).setOrigin(0.5);
    const container = scene.add.container(homeX, homeY, [picture, sign, label]).setDepth(DEPTH);
    // A generous target: the picture and its sign together (well over 96 px each way).
    container.setSize(180, 220).setInteractive({ useHandCursor: true });
    const alien: Alien = {
      slot,
      letter: '',
      container,
      picture,
      sign,
      label,
      row,
      homeX,
      homeY,
      phase: slot * 1.7,
      offset: { drop: 0, dodge: 0 },
    };
    // Every finger is its own pointer: a tap anywhere on the alien shoots it (the scene decides whether it may).
    container.on('pointerdown', () => this.options.onTap(alien));
    return alien;
  }

  /** Moves the formation on by `deltaMs` of play (the scene's update: a paused game holds it). Allocates nothing. */
  update(deltaMs: number): void {
    this.elapsed += deltaMs / 1000;
    const turn = this.elapsed * this.options.sway * Math.PI * 2;
    for (const alien of this.aliens) {
      // The formation swings as one (its rows staggered by half a column, so no two aliens ever meet); each alien
      // bobs on its own.
      const swing = Math.sin(turn) * SWING;
      const bob = Math.sin(this.elapsed * 2.4 + alien.phase) * BOB;
      alien.container.x = alien.homeX + swing + alien.offset.dodge;
      alien.container.y = alien.homeY + bob - alien.offset.drop;
    }
  }

  /** The alien carrying a letter (each letter is on one alien at most), or undefined. */
  carrying(letter: string): Alien | undefined {
    return this.aliens.find((alien) => alien.letter === letter);
  }

  /**
   * A new word: every alien carries a letter of the new sky at once (a child may type it straight away); the signs
   * flip to show them, one after another.
   */
  setLetters(letters: readonly string[]): void {
    this.aliens.forEach((alien, i) => {
      const letter = letters[i] ?? '';
      alien.letter = letter;
      this.scene.tweens.add({
        targets: [alien.label, alien.sign],
        scaleX: 0,
        duration: 110,
        delay: i * 40,
        yoyo: true,
        onYoyo: () => alien.label.setText(letter.toUpperCase()),
      });
    });
  }

  /**
   * A right shot: the alien bursts into sparks in the team's colour, and in its place a new alien (another of the
   * teacher's monsters) drops in from above the stage with `letter`; it can be shot as it comes.
   */
  shootDown(alien: Alien, colour: number, letter: string): void {
    const { x, y } = alien.container;
    burst(this.scene, x, y, colour, 34);
    burst(this.scene, x, y, COLOURS.sun, 16);
    alien.picture.setTexture(this.options.picture());
    alien.picture.setScale(fitScale(alien.picture, PICTURE));
    alien.letter = letter;
    alien.label.setText(letter.toUpperCase()).setScale(1);
    alien.sign.setScale(1);
    this.scene.tweens.killTweensOf(alien.offset);
    alien.offset.dodge = 0;
    alien.offset.drop = alien.homeY + 200;
    this.scene.tweens.add({ targets: alien.offset, drop: 0, duration: 420, ease: 'Quad.Out' });
  }

  /** A wrong shot: the alien dodges aside and its sign flashes red. */
  dodge(alien: Alien): void {
    const side = alien.slot % 2 === 0 ? 1 : -1;
    this.scene.tweens.add({
      targets: alien.offset,
      dodge: 60 * side,
      duration: 120,
      yoyo: true,
      ease: 'Quad.Out',
    });
    alien.label.setColor(css(COLOURS.wrong));
    this.scene.time.delayedCall(420, () => alien.label.setColor(css(COLOURS.ink)));
  }
}
