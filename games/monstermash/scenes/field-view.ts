import type Phaser from 'phaser';
import { burst, COLOURS, css, fitScale, TEXT } from '../../kit';
import type { SignShows } from '../../mechanics/signs/word-sign';
import type { Monster } from '../logic/field';
import { UP_HEIGHT, SIGN, type FieldLayout, type HoleSpot } from '../logic/layout';
import { planSign } from '../logic/sign';

/** What a monster's sign holds: its word, the word's picture (a texture key, or null) and the 'Pictures only' setting. */
export interface SignWord {
  text: string;
  picture: string | null;
  picturesOnly: boolean;
}

/** One hole's monster: its picture and its sign, drawn up from the hole's line (the container's origin). */
interface HoleMonster {
  spot: HoleSpot;
  container: Phaser.GameObjects.Container;
  picture: Phaser.GameObjects.Image;
  /** The sign's colour over its cream face (right, wrong), cleared for a plain sign. */
  glow: Phaser.GameObjects.Graphics;
  word: Phaser.GameObjects.Text;
  /** The word's picture on the sign (hidden when the sign shows the word alone). */
  wordPicture: Phaser.GameObjects.Image;
  sign: SignWord;
  shows: SignShows;
  /** The tween popping it up or down, or its wobble: a new one stops it. */
  motion: Phaser.Tweens.Tween | null;
}

const HAMMER = 'monstermash:hammer';
/** The monster's picture: a square box above its sign (container units, scale 1). */
const PICTURE = { box: 210, y: -UP_HEIGHT + 105 };
/** The sign's middle, its bottom edge down in the hole behind the lip. */
const SIGN_Y = -40;
/** The hole's opening and the mound around it (scale 1). */
const HOLE = { width: 420, height: 90, mound: 470, moundHeight: 140 };
/** Depths: every mound under every monster; a row's monsters under its own lips, over the rows behind. */
const DEPTH = { mounds: 10, row: 20, hammer: 65 };

/**
 * Monster Mash's field as the class sees it: grassy mounds with their holes and keys, a monster per hole that pops
 * up holding its sign (squashing up out of the hole, so nothing needs hiding below it), goes down, is bonked or
 * shakes its head, and the hammer swinging at a hole. It draws what the rules (logic/field.ts) decide.
 */
export class FieldView {
  private readonly monsters: HoleMonster[];
  private readonly hammer: Phaser.GameObjects.Image;
  private hammerMotion: Phaser.Tweens.Tween | null = null;

  constructor(
    private readonly scene: Phaser.Scene,
    private readonly layout: FieldLayout,
  ) {
    this.drawMounds();
    this.monsters = layout.holes.map((spot) => this.addMonster(spot));
    this.drawLips();
    this.makeHammer();
    this.hammer = scene.add.image(0, 0, HAMMER).setOrigin(0.5, 1).setDepth(DEPTH.hammer).setVisible(false);
  }

  /** A monster (`picture`) pops up out of its hole holding its sign: the word, its picture, or both (logic/sign.ts). */
  show(monster: Monster, picture: string, sign: SignWord): void {
    const view = this.monsters[monster.hole]!;
    const { scale } = this.layout;
    view.picture.setTexture(picture).setScale(1);
    view.picture.setScale(fitScale(view.picture, PICTURE.box));
    view.sign = sign;
    this.writeSign(view, false);
    view.glow.clear();
    view.motion?.stop();
    view.container
      .setVisible(true)
      .setAngle(0)
      .setScale(scale * 0.8, 0.05);
    view.motion = this.scene.tweens.add({
      targets: view.container,
      scaleX: scale,
      scaleY: scale,
      duration: 240,
      ease: 'Back.Out',
    });
  }

  /** A monster goes back down into its hole. */
  hide(hole: number): void {
    const view = this.monsters[hole]!;
    if (!view.container.visible) return;
    view.motion?.stop();
    view.motion = this.scene.tweens.add({
      targets: view.container,
      scaleY: 0.02,
      scaleX: this.layout.scale * 0.85,
      duration: 180,
      ease: 'Back.In',
      onComplete: () => view.container.setVisible(false),
    });
  }

  /** Every monster gone at once (the next word). */
  clear(): void {
    for (const view of this.monsters) {
      view.motion?.stop();
      view.motion = null;
      view.container.setVisible(false);
    }
  }

  /** The right whack: the monster squashes, its sign turns green, sparks in the team's colour. */
  bonk(hole: number, colour: number): void {
    const view = this.monsters[hole]!;
    const { scale } = this.layout;
    this.paint(view, COLOURS.correct);
    if (view.shows === 'picture') this.writeSign(view, true);
    view.motion?.stop();
    view.container.setScale(scale * 1.25, scale * 0.7);
    view.motion = this.scene.tweens.add({
      targets: view.container,
      scaleX: scale,
      scaleY: scale,
      duration: 500,
      ease: 'Elastic.Out',
    });
    burst(this.scene, view.spot.x, this.headY(view.spot), colour, 36);
  }

  /** A wrong whack: the sign turns red and the monster shakes its head before it ducks. */
  miss(hole: number): void {
    const view = this.monsters[hole]!;
    this.paint(view, COLOURS.wrong);
    view.motion?.stop();
    view.container.setScale(this.layout.scale);
    view.motion = this.scene.tweens.add({
      targets: view.container,
      angle: { from: -9, to: 9 },
      duration: 70,
      yoyo: true,
      repeat: 2,
      onComplete: () => view.container.setAngle(0),
    });
  }

  /** The spoken word's monster shown to the class (Reveal, or nobody whacked it): its sign green, a little hop. */
  light(hole: number): void {
    const view = this.monsters[hole]!;
    this.paint(view, COLOURS.correct);
    if (view.shows === 'picture') this.writeSign(view, true);
    this.scene.tweens.add({ targets: view.word, scale: view.word.scale * 1.12, duration: 220, yoyo: true, repeat: 2 });
  }

  /** The hammer comes down on a hole; a dizzy one wobbles instead of striking. */
  swing(hole: number, dizzy: boolean): void {
    const spot = this.layout.holes[hole]!;
    const { scale } = this.layout;
    this.hammerMotion?.stop();
    this.hammer
      .setPosition(spot.x + 175 * scale, spot.y - 50 * scale)
      .setScale(scale)
      .setAngle(25)
      .setAlpha(1)
      .setVisible(true);
    const fade = { alpha: 0, delay: 260, duration: 200, onComplete: () => this.hammer.setVisible(false) };
    this.hammerMotion = dizzy
      ? this.scene.tweens.add({
          targets: this.hammer,
          angle: { from: 5, to: 40 },
          duration: 110,
          yoyo: true,
          repeat: 1,
          onComplete: () => {
            this.hammerMotion = this.scene.tweens.add({ targets: this.hammer, ...fade });
          },
        })
      : this.scene.tweens.add({
          targets: this.hammer,
          angle: -62,
          duration: 90,
          ease: 'Quad.In',
          onComplete: () => {
            this.hammerMotion = this.scene.tweens.add({ targets: this.hammer, ...fade });
          },
        });
  }

  /** Where a hole's monster's head is (for sparks and pop-up points). */
  headY(spot: HoleSpot): number {
    return spot.y + PICTURE.y * this.layout.scale;
  }

  // ── Drawing ──────────────────────────────────────────────────────────────────────────────────────────────────

  /** The grassy mounds and their dark openings, all in one drawing under everything. */
  private drawMounds(): void {
    const g = this.scene.add.graphics().setDepth(DEPTH.mounds);
    const { scale } = this.layout;
    for (const { x, y } of this.layout.holes) {
      const w = HOLE.mound * scale;
      const h = HOLE.moundHeight * scale;
      g.fillStyle(COLOURS.ink).fillEllipse(x, y + 10 * scale, w + 12, h + 12);
      g.fillStyle(COLOURS.grass).fillEllipse(x, y + 10 * scale, w, h);
      g.fillStyle(COLOURS.night).fillEllipse(x, y, HOLE.width * scale, HOLE.height * scale);
      g.lineStyle(6, COLOURS.ink).strokeEllipse(x, y, HOLE.width * scale, HOLE.height * scale);
    }
  }

  /**
   * Each row's front lips (the near half of every hole's opening, over the bottom of its sign, so the monster stands
   * in the hole) and each hole's key, over that row's monsters and under the next row's.
   */
  private drawLips(): void {
    const { scale, rows } = this.layout;
    const a = (HOLE.width * scale) / 2;
    const b = (HOLE.height * scale) / 2;
    for (let row = 0; row < rows; row++) {
      const g = this.scene.add.graphics().setDepth(DEPTH.row + row * 2 + 1);
      for (const spot of this.layout.holes.filter((h) => h.row === row)) {
        const { x, y } = spot;
        const near: { x: number; y: number }[] = [];
        for (let i = 0; i <= 24; i++) {
          const t = (Math.PI * i) / 24;
          near.push({ x: x + a * Math.cos(t), y: y + b * Math.sin(t) });
        }
        // Phaser reads only x and y of each point (its types ask for full vectors).
        const points = near as Phaser.Math.Vector2[];
        g.fillStyle(COLOURS.night).fillPoints(points, true);
        g.lineStyle(6, COLOURS.ink).strokePoints(points, false);
        // The key that whacks this hole, on a keycap beside the mound.
        const cap = { x: x + a * 0.78, y: y + 36 * scale };
        g.fillStyle(COLOURS.ink).fillRoundedRect(cap.x - 36, cap.y - 36, 72, 72, 16);
        this.scene.add
          .text(cap.x, cap.y - 2, spot.key, { ...TEXT.small, color: css(COLOURS.white) })
          .setOrigin(0.5)
          .setDepth(g.depth);
      }
    }
  }

  private addMonster(spot: HoleSpot): HoleMonster {
    const scene = this.scene;
    const width = this.layout.signWidth;
    const picture = scene.add.image(0, PICTURE.y, '__DEFAULT');
    const board = scene.add.graphics();
    board.fillStyle(COLOURS.ink).fillRoundedRect(-width / 2, SIGN_Y - SIGN.height / 2, width, SIGN.height, 30);
    board
      .fillStyle(COLOURS.cream)
      .fillRoundedRect(-width / 2 + 7, SIGN_Y - SIGN.height / 2 + 7, width - 14, SIGN.height - 14, 24);
    const glow = scene.add.graphics();
    const word = scene.add.text(0, SIGN_Y - 4, '', { ...TEXT.word, fontSize: '64px' }).setOrigin(0.5);
    const wordPicture = scene.add.image(0, SIGN_Y, '__DEFAULT').setVisible(false);
    const container = scene.add
      .container(spot.x, spot.y, [picture, board, glow, wordPicture, word])
      .setDepth(DEPTH.row + spot.row * 2)
      .setVisible(false);
    const sign = { text: '', picture: null, picturesOnly: false };
    return { spot, container, picture, glow, word, wordPicture, sign, shows: 'text', motion: null };
  }

  /**
   * The sign as logic/sign.ts plans it: the word (across the sign, or right of its picture), the picture alone, or
   * the word joining it (`revealed`: the monster is the answer shown).
   */
  private writeSign(view: HoleMonster, revealed: boolean): void {
    const { text, picture, picturesOnly } = view.sign;
    const plan = planSign(this.layout.signWidth, { hasPicture: picture !== null, picturesOnly, revealed }, (width) =>
      this.fitWord(view, text, width),
    );
    view.shows = plan.shows;
    view.word.setVisible(plan.text !== null);
    if (plan.text) {
      this.fitWord(view, text, plan.text.width);
      view.word.setX(plan.text.x);
    }
    view.wordPicture.setVisible(plan.picture !== null && picture !== null);
    if (plan.picture && picture) {
      view.wordPicture.setTexture(picture).setScale(1).setX(plan.picture.x);
      view.wordPicture.setScale(fitScale(view.wordPicture, plan.picture.box));
    }
  }

  /**
   * The word on one line, or a long phrase on two where that reads bigger, in `width`; shrunk to fit, never grown.
   * Its scale (1: full size).
   */
  private fitWord(view: HoleMonster, text: string, width: number): number {
    const height = SIGN.height - 14;
    const fit = (wrap: boolean) => {
      view.word
        .setScale(1)
        .setWordWrapWidth(wrap ? width : null)
        .setText(text);
      return Math.min(1, width / Math.max(1, view.word.width), height / Math.max(1, view.word.height));
    };
    let scale = fit(false);
    if (scale < 0.8 && text.includes(' ')) {
      const wrapped = fit(true);
      if (wrapped > scale) scale = wrapped;
      else fit(false);
    }
    view.word.setScale(scale);
    return scale;
  }

  private paint(view: HoleMonster, colour: number): void {
    const width = this.layout.signWidth;
    view.glow.clear();
    view.glow
      .fillStyle(colour, 0.85)
      .fillRoundedRect(-width / 2 + 7, SIGN_Y - SIGN.height / 2 + 7, width - 14, SIGN.height - 14, 24);
  }

  /** The hammer's picture, drawn once: a wooden handle and a red head, pointing up from the handle's end. */
  private makeHammer(): void {
    if (this.scene.textures.exists(HAMMER)) return;
    const g = this.scene.make.graphics({}, false);
    g.fillStyle(COLOURS.ink).fillRoundedRect(86, 60, 28, 140, 12);
    g.fillStyle(COLOURS.orange).fillRoundedRect(92, 66, 16, 128, 8);
    g.fillStyle(COLOURS.ink).fillRoundedRect(20, 6, 160, 78, 26);
    g.fillStyle(COLOURS.coral).fillRoundedRect(28, 14, 144, 62, 20);
    g.fillStyle(COLOURS.white, 0.6).fillRoundedRect(40, 22, 90, 14, 7);
    g.generateTexture(HAMMER, 200, 200);
    g.destroy();
  }
}
