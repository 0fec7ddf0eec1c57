import type Phaser from 'phaser';
import {
  addHealthBar,
  burst,
  COLOURS,
  drawTeamBadge,
  fitScale,
  flash,
  type HealthBar,
  popText,
  shake,
  type Team,
} from '../../kit';
import { BAR, type ShipSlot } from '../logic/layout';

/** The ship's parts, around its centre (the hull's middle). */
const HULL = { width: 320, height: 104 };
const DOME = { y: -52, radius: 92 };
const PILOT_BOX = 150;
const DEPTH = 10;

/**
 * A team's spaceship: a saucer-shaped hull in the team's colour with its badge (colour and shape) on the front, the
 * team's character piloting it under a glass dome, engine flames below, a health bar under it. It bobs while it
 * flies, glows on its team's turn, shows rings and sights when it can be shot at, shakes and flashes when hit, and
 * explodes into a faded wreck when destroyed.
 */
export class ShipView {
  readonly container: Phaser.GameObjects.Container;
  readonly pilot: Phaser.GameObjects.Image;
  private readonly glow: Phaser.GameObjects.Ellipse;
  private readonly ring: Phaser.GameObjects.Container;
  private readonly sights: Phaser.GameObjects.Graphics;
  private readonly flames: Phaser.GameObjects.Graphics;
  private readonly health: HealthBar;
  private readonly pilotScale: number;
  private destroyed = false;

  constructor(
    private readonly scene: Phaser.Scene,
    readonly slot: ShipSlot,
    readonly team: Team,
    pilotTexture: string,
  ) {
    const { x, y } = slot.ship;
    this.container = scene.add.container(x, y).setDepth(DEPTH).setScale(slot.scale);
    this.glow = scene.add.ellipse(0, -30, HULL.width + 110, 330, team.colour, 0.35).setVisible(false);
    this.ring = scene.add.container(0, -30).setVisible(false);
    this.ring.add([
      scene.add.ellipse(0, 0, HULL.width + 70, 300).setStrokeStyle(22, COLOURS.ink),
      scene.add.ellipse(0, 0, HULL.width + 70, 300).setStrokeStyle(12, COLOURS.sun),
    ]);
    this.flames = scene.add.graphics();
    this.drawFlames();
    const glass = scene.add.graphics();
    glass.fillStyle(COLOURS.ink).fillCircle(0, DOME.y, DOME.radius + 8);
    glass.fillStyle(COLOURS.sky, 0.55).fillCircle(0, DOME.y, DOME.radius);
    this.pilot = scene.add.image(0, -8, pilotTexture).setOrigin(0.5, 1);
    this.pilotScale = fitScale(this.pilot, PILOT_BOX);
    this.pilot.setScale(this.pilotScale);
    const hull = scene.add.graphics();
    this.drawHull(hull, team.colour);
    const shine = scene.add.graphics();
    shine.lineStyle(10, COLOURS.white, 0.6).beginPath();
    shine.arc(0, DOME.y, DOME.radius - 18, Math.PI * 1.15, Math.PI * 1.45).strokePath();
    const badge = drawTeamBadge(scene, 0, 18, team, 64);
    this.sights = scene.add.graphics().setVisible(false);
    this.drawSights();
    this.container.add([this.glow, this.ring, this.flames, glass, this.pilot, hull, shine, badge, this.sights]);
    this.health = addHealthBar(scene, slot.bar.x + 24, slot.bar.y, BAR.width - 24, BAR.height, 30);
    // Flying: a slow bob, and the flames flicker.
    scene.tweens.add({
      targets: this.container,
      y: y - 12,
      duration: 1300,
      yoyo: true,
      repeat: -1,
      ease: 'Sine.InOut',
    });
    scene.tweens.add({ targets: this.flames, scaleY: 0.7, duration: 140, yoyo: true, repeat: -1 });
  }

  /** Where its shots start and where shots at it land: the hull's middle. */
  get centre(): { x: number; y: number } {
    return { x: this.slot.ship.x, y: this.slot.ship.y };
  }

  private drawHull(g: Phaser.GameObjects.Graphics, colour: number): void {
    const { width, height } = HULL;
    g.fillStyle(COLOURS.ink).fillEllipse(0, 0, width + 16, height + 16);
    g.fillStyle(colour).fillEllipse(0, 0, width, height);
    g.fillStyle(COLOURS.white, 0.3).fillEllipse(0, -height * 0.22, width * 0.8, height * 0.3);
    g.fillStyle(COLOURS.ink).fillRect(-width / 2 + 6, -5, width - 12, 10);
    for (const lx of [-120, -80, 80, 120]) {
      g.fillStyle(COLOURS.ink).fillCircle(lx, 18, 13);
      g.fillStyle(COLOURS.sun).fillCircle(lx, 18, 8);
    }
  }

  private drawFlames(): void {
    const g = this.flames;
    for (const fx of [-70, 70]) {
      g.fillStyle(COLOURS.orange).fillTriangle(fx - 26, 44, fx + 26, 44, fx, 120);
      g.fillStyle(COLOURS.sun).fillTriangle(fx - 14, 44, fx + 14, 44, fx, 92);
    }
    this.flames.setPosition(0, 0);
  }

  /** Cross-hairs over the pilot: the ship the arrow keys have picked. */
  private drawSights(): void {
    const g = this.sights;
    const r = 120;
    g.lineStyle(12, COLOURS.ink).strokeCircle(0, -30, r);
    g.lineStyle(7, COLOURS.coral).strokeCircle(0, -30, r);
    for (const [dx, dy] of [
      [1, 0],
      [-1, 0],
      [0, 1],
      [0, -1],
    ] as const) {
      g.lineStyle(12, COLOURS.ink).lineBetween(dx * (r - 40), -30 + dy * (r - 40), dx * (r + 30), -30 + dy * (r + 30));
      g.lineStyle(7, COLOURS.coral).lineBetween(dx * (r - 38), -30 + dy * (r - 38), dx * (r + 28), -30 + dy * (r + 28));
    }
  }

  setHealth(value: number, max: number, animate: boolean): void {
    this.health.set(value, max, animate);
  }

  /** Its team's turn: it glows and grows a little. */
  setTurn(on: boolean): void {
    if (this.destroyed) return;
    this.scene.tweens.killTweensOf(this.glow);
    this.glow.setVisible(on).setAlpha(0.35).setScale(1);
    if (on)
      this.scene.tweens.add({ targets: this.glow, alpha: 0.15, scale: 1.08, duration: 600, yoyo: true, repeat: -1 });
    this.scene.tweens.add({ targets: this.pilot, scale: this.pilotScale * (on ? 1.12 : 1), duration: 250 });
  }

  /** It can be shot at: a pulsing ring in sunshine yellow says 'tap me'. */
  setTarget(on: boolean): void {
    this.scene.tweens.killTweensOf(this.ring);
    this.ring
      .setVisible(on && !this.destroyed)
      .setScale(1)
      .setAlpha(1);
    if (on)
      this.scene.tweens.add({ targets: this.ring, scale: 1.1, alpha: 0.5, duration: 450, yoyo: true, repeat: -1 });
    if (!on) this.sights.setVisible(false);
  }

  /** The keyboard's pick among the targets. */
  setSighted(on: boolean): void {
    this.sights.setVisible(on && !this.destroyed);
  }

  /** Its shot goes: a little kick back. */
  recoil(): void {
    const dx = this.slot.ship.x < 960 ? -24 : 24;
    this.scene.tweens.add({ targets: this.container, x: this.slot.ship.x + dx, duration: 80, yoyo: true });
  }

  /** A shot got through: sparks, a shake and a flash, and the damage popping up. */
  hit(damage: number, at: { x: number; y: number }): void {
    burst(this.scene, at.x, at.y, COLOURS.sun, 30);
    flash(this.scene, this.pilot, COLOURS.wrong);
    shake(this.scene, 0.005, 200);
    this.scene.tweens.add({ targets: this.container, angle: 8, duration: 70, yoyo: true, repeat: 2 });
    popText(this.scene, at.x, at.y - 150, `-${damage}`, { colour: COLOURS.wrong, size: 100, depth: 100 });
  }

  /** No health left: it explodes in its team's colour and stays as a faded wreck. */
  explode(animate = true): void {
    this.destroyed = true;
    this.setTurn(false);
    this.setTarget(false);
    this.scene.tweens.killTweensOf(this.container);
    this.scene.tweens.killTweensOf(this.flames);
    this.flames.setVisible(false);
    const wreck = { alpha: 0.3, angle: this.slot.ship.x < 960 ? -25 : 25, scale: 0.8 * this.slot.scale };
    if (!animate) {
      this.container.setAlpha(wreck.alpha).setAngle(wreck.angle).setScale(wreck.scale);
      return;
    }
    const { x, y } = this.centre;
    [this.team.colour, COLOURS.sun, COLOURS.white, COLOURS.orange].forEach((colour, i) =>
      this.scene.time.delayedCall(i * 160, () => burst(this.scene, x + (i % 2 ? 60 : -60), y - 30, colour, 36)),
    );
    shake(this.scene, 0.012, 450);
    this.scene.tweens.add({ targets: this.container, ...wreck, duration: 900, ease: 'Cubic.Out' });
  }

  /** The winner's lap of honour: a spin and a hop. */
  celebrate(): void {
    this.setTurn(true);
    this.scene.tweens.add({ targets: this.container, angle: 360, duration: 900, ease: 'Cubic.InOut' });
    this.scene.tweens.add({ targets: this.pilot, y: -60, duration: 250, yoyo: true, repeat: 3 });
  }
}
