import type Phaser from 'phaser';
import { burst, COLOURS, css, fitScale, flash, TEXT } from '../../kit';
import type { Formation, Ufo } from '../logic/formation';
import { altitudeY, columnX, hullWidth, SWAY, UFO } from '../logic/layout';
import { hullSign, type HullSign } from '../logic/signs';

/**
 * One UFO as the class sees it: its monster in a glass dome over a hull carrying its word, the word's picture beside
 * it, or only the picture (logic/signs.ts `hullSign`).
 */
interface UfoView {
  container: Phaser.GameObjects.Container;
  hull: Phaser.GameObjects.Image;
  glow: Phaser.GameObjects.Image;
  monster: Phaser.GameObjects.Image;
  word: Phaser.GameObjects.Text;
  /** The word's picture (a texture key), or null. */
  picture: string | null;
  wordPicture: Phaser.GameObjects.Image | null;
  shows: HullSign['shows'];
}

/** The words' pictures (the list's, `kit.pictures.key`) and whether the hulls show only them ('Pictures only'). */
export interface HullPictures {
  key: (word: string) => string | null;
  picturesOnly: boolean;
}

/** Hull colours, row by row from the top (none is a team's red, blue, yellow or green). */
const ROW_COLOURS = [COLOURS.violet, COLOURS.teal, COLOURS.orange] as const;
const HULL_HEIGHT = UFO.hullHalfHeight * 2;
/** The hull texture: the hull (its middle HULL_HEIGHT / 2 + 8 from the top) and its rim lights under it. */
const HULL_TEXTURE_HEIGHT = HULL_HEIGHT + 34;
const HULL_ORIGIN_Y = (HULL_HEIGHT / 2 + 8) / HULL_TEXTURE_HEIGHT;
const DOME = { y: -66, radius: 58 };
const MONSTER = { y: -76, box: 96 };
/** The word's size on the hull; squeezed narrower for a long one, never under 48 px high. */
const WORD_PX = 52;
const DEPTH = { formation: 20, sights: 25 };
/** The glow's centre: halfway between the dome's top and the hull's bottom. */
const GLOW_Y = (UFO.hullHalfHeight - UFO.domeTop) / 2;
/** One sway (left, right and back) takes this long. */
const SWAY_MS = 7000;

/**
 * The formation on the stage: the UFOs of logic/formation.ts swaying gently as one, flying in at a wave's start,
 * stepping down on a miss, shot down, lighting up, diving into a shield. Pictures are drawn once into textures
 * (a hull per row colour, the dome, the glow), so a frame only draws images.
 */
export class FormationView {
  private readonly group: Phaser.GameObjects.Container;
  private readonly sights: Phaser.GameObjects.Graphics;
  private views: UfoView[] = [];
  private sightsOn: number | null = null;
  private picturesOnly = false;
  /** How far the formation is swayed to the right now (taps are read against it). */
  sway = 0;

  constructor(
    private readonly scene: Phaser.Scene,
    private readonly columns: number,
  ) {
    this.makeTextures();
    this.group = scene.add.container(0, 0).setDepth(DEPTH.formation);
    this.sights = scene.add.graphics().setDepth(DEPTH.sights).setVisible(false);
    this.drawSights();
  }

  /**
   * A wave's UFOs fly in from above, row after row; `monsters` are their pictures (texture keys); each hull carries
   * its word and the word's picture, or only the picture.
   */
  show(
    formation: Formation,
    monsters: readonly string[],
    pick: (list: readonly string[]) => string,
    pictures: HullPictures,
  ): void {
    for (const view of this.views) view.container.destroy();
    this.picturesOnly = pictures.picturesOnly;
    this.views = formation.ufos.map((ufo) => this.addUfo(ufo, pick(monsters), pictures.key(ufo.word)));
    this.views.forEach((view, i) => {
      const ufo = formation.ufos[i]!;
      view.container.y = -200;
      this.scene.tweens.add({
        targets: view.container,
        y: altitudeY(ufo.altitude),
        duration: 700,
        delay: (formation.rows - 1 - ufo.row) * 160 + ufo.column * 60,
        ease: 'Back.Out',
      });
    });
  }

  /** Where a UFO is on the stage now (its hull's centre). */
  centreOf(ufo: Ufo): { x: number; y: number } {
    const view = this.views[ufo.id];
    return view ? { x: view.container.x + this.sway, y: view.container.y } : { x: 0, y: 0 };
  }

  /** Every frame: the gentle march left and right; the sights follow their UFO. */
  update(time: number): void {
    this.sway = SWAY * Math.sin((time / SWAY_MS) * Math.PI * 2);
    this.group.x = this.sway;
    const view = this.sightsOn === null ? undefined : this.views[this.sightsOn];
    if (view?.container.visible) this.sights.setPosition(view.container.x + this.sway, view.container.y);
  }

  /** The keyboard's sights on a UFO, or hidden (null). */
  aim(id: number | null): void {
    this.sightsOn = id;
    this.sights.setVisible(id !== null && this.views[id] !== undefined);
    if (id !== null) this.update(this.scene.time.now);
  }

  get aimed(): number | null {
    return this.sightsOn;
  }

  /** Shot down: the UFO flashes, spins away and bursts in the shooting team's colour. */
  explode(ufo: Ufo, colour: number): void {
    const view = this.views[ufo.id];
    if (!view) return;
    if (this.sightsOn === ufo.id) this.aim(null);
    const { x, y } = this.centreOf(ufo);
    burst(this.scene, x, y - 30, colour, 34);
    flash(this.scene, view.hull, COLOURS.white);
    this.scene.tweens.add({
      targets: view.container,
      scale: 0,
      angle: 200,
      duration: 420,
      ease: 'Back.In',
      onComplete: () => view.container.setVisible(false),
    });
  }

  /** A wrong UFO: the shot bounces off its force field; it wobbles and its monster laughs. */
  deflect(ufo: Ufo): void {
    const view = this.views[ufo.id];
    if (!view) return;
    flash(this.scene, view.hull, COLOURS.wrong);
    this.scene.tweens.add({ targets: view.container, angle: 8, duration: 70, yoyo: true, repeat: 3 });
    this.scene.tweens.add({ targets: view.monster, y: MONSTER.y - 24, duration: 140, yoyo: true, repeat: 1 });
  }

  /**
   * The UFOs the class should have shot (or the teacher revealed) glow green and bounce for a moment; a hull of only
   * the picture shows the word with it meanwhile.
   */
  light(ufos: readonly Ufo[], ms = 1600): void {
    for (const ufo of ufos) {
      const view = this.views[ufo.id];
      if (!view) continue;
      const revealed = view.shows === 'picture';
      if (revealed) this.writeHull(view, ufo.word, true);
      view.glow.setVisible(true).setAlpha(1);
      this.scene.tweens.add({ targets: view.container, scale: 1.12, duration: 220, yoyo: true, repeat: 2 });
      this.scene.tweens.add({
        targets: view.glow,
        alpha: 0,
        delay: ms,
        duration: 300,
        onComplete: () => {
          view.glow.setVisible(false);
          if (revealed) this.writeHull(view, ufo.word, false);
        },
      });
    }
  }

  /** A miss: every flying UFO moves a step down (to its altitude), together; `done` once they are there. */
  descend(formation: Formation, done: () => void): void {
    const moving = formation.ufos.filter((ufo) => ufo.state !== 'hit');
    for (const ufo of moving) {
      const view = this.views[ufo.id];
      if (!view) continue;
      // A UFO breaking through goes down to the shields' line; the crash takes it from there.
      this.scene.tweens.add({ targets: view.container, y: altitudeY(ufo.altitude), duration: 420, ease: 'Quad.In' });
    }
    this.scene.time.delayedCall(460, done);
  }

  /** A UFO breaks through: it dives into the shield at `to` (or onto the ground), and bursts there. */
  crash(ufo: Ufo, to: { x: number; y: number }, landed: () => void): void {
    const view = this.views[ufo.id];
    if (!view) return landed();
    if (this.sightsOn === ufo.id) this.aim(null);
    this.scene.tweens.add({
      targets: view.container,
      x: to.x - this.sway,
      y: to.y,
      angle: to.x > view.container.x + this.sway ? 25 : -25,
      scale: 0.7,
      duration: 380,
      ease: 'Quad.In',
      onComplete: () => {
        view.container.setVisible(false);
        burst(this.scene, to.x, to.y, COLOURS.orange, 30);
        landed();
      },
    });
  }

  private addUfo(ufo: Ufo, monster: string, wordPicture: string | null): UfoView {
    const x = columnX(ufo.column, this.columns);
    const container = this.scene.add.container(x, altitudeY(ufo.altitude));
    const glow = this.scene.add.image(0, GLOW_Y, glowKey(this.columns)).setVisible(false);
    const dome = this.scene.add.image(0, DOME.y, DOME_KEY);
    const picture = this.scene.add.image(0, MONSTER.y, monster);
    picture.setScale(fitScale(picture, MONSTER.box));
    const hull = this.scene.add.image(0, 0, hullKey(this.columns, ufo.row)).setOrigin(0.5, HULL_ORIGIN_Y);
    const word = this.scene.add.text(0, 0, ufo.word, {
      ...TEXT.body,
      fontSize: `${WORD_PX}px`,
      color: css(COLOURS.ink),
    });
    word.setOrigin(0.5);
    const sign = wordPicture ? this.scene.add.image(0, 0, wordPicture) : null;
    container.add(sign ? [glow, dome, picture, hull, sign, word] : [glow, dome, picture, hull, word]);
    this.group.add(container);
    const view: UfoView = {
      container,
      hull,
      glow,
      monster: picture,
      word,
      picture: wordPicture,
      wordPicture: sign,
      shows: 'text',
    };
    this.writeHull(view, ufo.word, false);
    return view;
  }

  /** The hull's word and picture as `hullSign` plans them (`revealed`: the UFO is the answer shown). */
  private writeHull(view: UfoView, text: string, revealed: boolean): void {
    const plan = hullSign(text, this.columns, {
      hasPicture: view.picture !== null,
      picturesOnly: this.picturesOnly,
      revealed,
    });
    view.shows = plan.shows;
    view.word.setVisible(plan.text !== null);
    if (plan.text) {
      view.word.setX(plan.text.x);
      fitWord(view.word, plan.text.width);
    }
    const image = view.wordPicture;
    image?.setVisible(plan.picture !== null);
    if (image && plan.picture) {
      image.setScale(1).setX(plan.picture.x);
      image.setScale(fitScale(image, plan.picture.box));
    }
  }

  /** A yellow frame around a UFO's dome and hull (not reaching the row above), with cross-hair ticks at its sides. */
  private drawSights(): void {
    const width = hullWidth(this.columns) + 36;
    const top = -UFO.domeTop + 6;
    const height = UFO.domeTop + UFO.hullHalfHeight + 10;
    const middle = top + height / 2;
    for (const [colour, thickness] of [
      [COLOURS.ink, 14],
      [COLOURS.sun, 8],
    ] as const) {
      this.sights.lineStyle(thickness, colour).strokeRoundedRect(-width / 2, top, width, height, 36);
      this.sights.lineBetween(-width / 2 - 28, middle, -width / 2 + 14, middle);
      this.sights.lineBetween(width / 2 - 14, middle, width / 2 + 28, middle);
      this.sights.lineBetween(0, top + height - 14, 0, top + height + 26);
    }
  }

  /** The hulls (one per row colour, as wide as the columns allow), the dome and the glow, drawn once. */
  private makeTextures(): void {
    const width = hullWidth(this.columns);
    const textures = this.scene.textures;
    ROW_COLOURS.forEach((colour, row) => {
      const key = hullKey(this.columns, row);
      if (textures.exists(key)) return;
      const g = this.scene.make.graphics({}, false);
      const pad = 10;
      const w = width + pad * 2;
      const h = HULL_TEXTURE_HEIGHT;
      // The rim lights peek out under the hull.
      for (let i = 0; i < 5; i++) {
        const lx = pad + 40 + (i * (width - 80)) / 4;
        g.fillStyle(COLOURS.ink).fillCircle(lx, HULL_HEIGHT + 6, 15);
        g.fillStyle(COLOURS.sun).fillCircle(lx, HULL_HEIGHT + 6, 10);
      }
      g.fillStyle(COLOURS.ink).fillRoundedRect(pad - 6, 4, width + 12, HULL_HEIGHT + 8, (HULL_HEIGHT + 8) / 2);
      g.fillStyle(colour).fillRoundedRect(pad, 10, width, HULL_HEIGHT - 4, (HULL_HEIGHT - 4) / 2);
      g.fillStyle(COLOURS.cream).fillRoundedRect(pad + 20, 18, width - 40, HULL_HEIGHT - 20, (HULL_HEIGHT - 20) / 2);
      g.generateTexture(key, w, h);
      g.destroy();
    });
    if (!textures.exists(DOME_KEY)) {
      const g = this.scene.make.graphics({}, false);
      const r = DOME.radius;
      g.fillStyle(COLOURS.sky, 0.45).fillCircle(r + 6, r + 6, r);
      g.lineStyle(6, COLOURS.ink).strokeCircle(r + 6, r + 6, r);
      g.fillStyle(COLOURS.white, 0.7).fillEllipse(r - 14, r - 18, 22, 34);
      g.generateTexture(DOME_KEY, r * 2 + 12, r * 2 + 12);
      g.destroy();
    }
    if (!textures.exists(glowKey(this.columns))) {
      const g = this.scene.make.graphics({}, false);
      const w = width + 70;
      const h = UFO.domeTop + UFO.hullHalfHeight + 70;
      for (const [inset, alpha] of [
        [0, 0.25],
        [14, 0.45],
        [28, 0.85],
      ] as const)
        g.fillStyle(COLOURS.correct, alpha).fillRoundedRect(inset, inset, w - inset * 2, h - inset * 2, 60);
      g.generateTexture(glowKey(this.columns), w, h);
      g.destroy();
    }
  }
}

const DOME_KEY = 'ufoblockade:dome';
const glowKey = (columns: number) => `ufoblockade:glow:${columns}`;
const hullKey = (columns: number, row: number) => `ufoblockade:hull:${columns}:${row}`;

/** A long word fits its hull: a little smaller first (down to 48 px), then narrower. */
function fitWord(word: Phaser.GameObjects.Text, width: number): void {
  word.setScale(1);
  if (word.width <= width) return;
  const smaller = Math.max(48 / WORD_PX, width / word.width);
  if (word.width * smaller <= width) word.setScale(smaller);
  else word.setScale(width / word.width, 48 / WORD_PX);
}
