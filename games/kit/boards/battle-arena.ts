import type Phaser from 'phaser';
import { assignCharacters, pickMonster } from '../../mechanics/battle/cast';
import type { KitImage } from '../images/kit-images';
import type { Kit } from '../kit';
import { fitScale } from '../ui/fit';
import { addHealthBar, type HealthBar } from '../ui/health-bar';
import { breathe, burst, flash, lob, shake } from '../ui/juice';
import { celebrate, popText } from '../ui/screen';
import { drawTeamBadge } from '../ui/team-badge';
import { COLOURS } from '../ui/theme';
import { kitText } from '../logic/i18n';

/** One team's character in the arena. */
export interface Fighter {
  team: number;
  image: Phaser.GameObjects.Image;
  picture: KitImage;
  homeX: number;
  baseScale: number;
  ring: Phaser.GameObjects.Ellipse;
  badge: Phaser.GameObjects.Graphics | null;
}

/** Who is in the arena, by texture key (what a round hands to the next and a save keeps). */
export interface Cast {
  monster: string;
  cast: string[];
}

// Fighters on the left, the monster on the right, its health bar above it, the answers below (the game's).
export const GROUND_Y = 690;
const FIGHTERS_LEFT = 80;
const FIGHTERS_RIGHT = 740;
const MONSTER_X = 1440;
const MONSTER_BOX = 420;
const HEALTH_BAR = { x: 1140, y: 215, width: 600, height: 64 };

const fighterBox = (teams: number) => (teams <= 2 ? 280 : teams === 3 ? 220 : 170);

type ArenaKit = Pick<Kit, 'images' | 'teams' | 'rng' | 'play'>;

/**
 * The battle arena the monster games share (Fighters Basic, Fighters): each team's character against one monster
 * with a health bar. The game decides what happens (the battle mechanic); the arena shows it: whose turn it is, a
 * power thrown at the monster, the monster striking back, the monster beaten. The same monster and characters come
 * back from a saved `Cast`; missing ones are picked at random from the teacher's favourites.
 */
export class BattleArena {
  readonly fighters: Fighter[] = [];
  readonly monster: Phaser.GameObjects.Image;
  private readonly monsterPicture: KitImage;
  private readonly health: HealthBar;
  /** The monster's scale at rest (it breathes around it; a boss grows it). */
  private monsterScale = 1;

  constructor(
    private readonly scene: Phaser.Scene,
    private readonly kit: ArenaKit,
    saved: Cast,
  ) {
    const random = () => kit.rng.next();
    const monsters = kit.images.all('monsters');
    this.monsterPicture = monsters.find((m) => m.key === saved.monster) ?? (pickMonster(monsters, random) as KitImage);
    scene.add.ellipse(MONSTER_X, GROUND_Y + 10, MONSTER_BOX * 0.9, 60, COLOURS.shadow, 0.25);
    this.monster = scene.add.image(MONSTER_X, GROUND_Y, this.monsterPicture.key).setOrigin(0.5, 1).setDepth(10);
    const scale = fitScale(this.monster, MONSTER_BOX);
    this.monster.setScale(scale);
    this.monsterScale = scale;
    breathe(scene, this.monster, scale);
    this.placeFighters(saved.cast, random);
    this.health = addHealthBar(scene, HEALTH_BAR.x, HEALTH_BAR.y, HEALTH_BAR.width, HEALTH_BAR.height);
  }

  /** What to save: the same monster and characters after a round or a resume. */
  get cast(): Cast {
    return { monster: this.monsterPicture.key, cast: this.fighters.map((f) => f.picture.key) };
  }

  private placeFighters(savedKeys: readonly string[], random: () => number): void {
    const characters = this.kit.images.all('characters');
    const count = this.kit.teams.count;
    const restored = savedKeys.length === count ? savedKeys.map((k) => characters.find((c) => c.key === k)) : [];
    const cast: KitImage[] =
      restored.length === count && restored.every((c): c is KitImage => c !== undefined)
        ? restored
        : (assignCharacters(characters, count, random) as KitImage[]);
    const box = fighterBox(count);
    const slot = (FIGHTERS_RIGHT - FIGHTERS_LEFT) / count;
    cast.forEach((picture, team) => {
      const x = FIGHTERS_LEFT + slot * (team + 0.5);
      const style = this.kit.teams.teams[team];
      const ring = this.scene.add
        .ellipse(x, GROUND_Y + 6, box * 0.95, 56, style?.colour ?? COLOURS.white, 0.85)
        .setStrokeStyle(6, COLOURS.ink)
        .setVisible(false);
      this.scene.add.ellipse(x, GROUND_Y + 8, box * 0.8, 40, COLOURS.shadow, 0.22);
      const image = this.scene.add.image(x, GROUND_Y, picture.key).setOrigin(0.5, 1).setDepth(10);
      const baseScale = fitScale(image, box);
      image.setScale(baseScale);
      const badge = style ? drawTeamBadge(this.scene, x, GROUND_Y + 64, style, 64).setDepth(11) : null;
      this.fighters.push({ team, image, picture, homeX: x, baseScale, ring, badge });
    });
  }

  setHealth(value: number, max: number, animate = true): void {
    this.health.set(value, max, animate);
  }

  /** The badges under the fighters step aside while a tall stack of answers covers their feet. */
  showBadges(visible: boolean): void {
    for (const fighter of this.fighters) fighter.badge?.setVisible(visible);
  }

  /** This team is up: its character grows, stands on its colour and hops (every character when one team plays). */
  highlight(turn: number): void {
    const solo = this.fighters.length === 1;
    for (const fighter of this.fighters) {
      const current = fighter.team === turn && !solo;
      this.scene.tweens.killTweensOf(fighter.image);
      fighter.ring.setVisible(current || solo);
      fighter.image.setY(GROUND_Y).setAngle(0).setX(fighter.homeX);
      const scale = fighter.baseScale * (current ? 1.2 : 1);
      this.scene.tweens.add({ targets: fighter.image, scale, duration: 250, ease: 'Back.Out' });
      if (current || solo) {
        const hop = { y: GROUND_Y - 24, duration: 380, yoyo: true, repeat: -1, ease: 'Sine.InOut', delay: 250 };
        this.scene.tweens.add({ targets: fighter.image, ...hop });
      }
    }
  }

  /** The team's character throws one of its powers at the monster: a hit of `damage`, shown on the health bar. */
  attack(team: number, damage: number, health: { value: number; max: number }, done: () => void): void {
    const fighter = this.fighters[team];
    if (!fighter) return done();
    const colour = this.kit.teams.teams[team]?.colour ?? COLOURS.sun;
    const power = this.kit.rng.pick(this.kit.images.powersOf(fighter.picture));
    const from = { x: fighter.homeX + 60, y: GROUND_Y - fighter.image.displayHeight * 0.6 };
    const to = { x: MONSTER_X - 40, y: GROUND_Y - this.monster.displayHeight * 0.55 };
    // The character leans into the throw.
    this.scene.tweens.add({
      targets: fighter.image,
      x: fighter.homeX + 50,
      duration: 140,
      yoyo: true,
      ease: 'Quad.Out',
    });
    lob(
      this.scene,
      power,
      from,
      to,
      () => {
        this.kit.play('correct');
        burst(this.scene, to.x, to.y, colour, 34);
        shake(this.scene, 0.008, 220);
        flash(this.scene, this.monster, COLOURS.white);
        this.scene.tweens.add({
          targets: this.monster,
          angle: { from: -8, to: 0 },
          x: { from: MONSTER_X + 40, to: MONSTER_X },
          duration: 380,
          ease: 'Back.Out',
        });
        popText(this.scene, to.x + 60, to.y - 60, `-${damage}`, { colour: COLOURS.sun });
        this.setHealth(health.value, health.max);
        done();
      },
      { colour },
    );
  }

  /** The monster lunges across the arena, bumps the team's character (a playful knock-back) and goes home. */
  strikeBack(team: number, penalty: number, done: () => void): void {
    const fighter = this.fighters[team];
    if (!fighter) return done();
    this.scene.tweens.killTweensOf(fighter.image);
    fighter.image.setY(GROUND_Y);
    this.scene.tweens.add({
      targets: this.monster,
      x: Math.min(MONSTER_X, fighter.homeX + 330),
      duration: 320,
      ease: 'Back.In',
      yoyo: true,
      hold: 80,
      onYoyo: () => this.knock(fighter, penalty),
      onComplete: done,
    });
  }

  private knock(fighter: Fighter, penalty: number): void {
    this.kit.play('wrong');
    shake(this.scene, 0.005, 160);
    flash(this.scene, fighter.image, COLOURS.wrong);
    burst(this.scene, fighter.homeX + 40, GROUND_Y - fighter.image.displayHeight / 2, COLOURS.wrong, 14);
    this.scene.tweens.add({
      targets: fighter.image,
      x: fighter.homeX - 50,
      angle: -18,
      duration: 160,
      yoyo: true,
      hold: 120,
      ease: 'Quad.Out',
    });
    const above = GROUND_Y - fighter.image.displayHeight - 50;
    popText(
      this.scene,
      fighter.homeX,
      above,
      penalty > 0 ? kitText('battle.oopsPenalty', { penalty }) : kitText('battle.oops'),
      {
        colour: COLOURS.white,
        outline: COLOURS.wrong,
        size: 72,
        rise: 60,
        hold: 700,
        fade: 400,
      },
    );
  }

  /**
   * The monster becomes a boss (Fighters at half health): it grows by `factor` (once) and turns red for a moment while
   * the screen shakes; without `animate` it is simply big (a round or a resume that starts in the boss fight).
   */
  enrage(factor: number, animate = true, done: () => void = () => undefined): void {
    const scale = this.monsterScale * factor;
    this.monsterScale = scale;
    this.scene.tweens.killTweensOf(this.monster);
    this.monster.setAngle(0).setX(MONSTER_X);
    if (!animate) {
      this.monster.setScale(scale);
      breathe(this.scene, this.monster, scale);
      return done();
    }
    this.kit.play('wrong');
    shake(this.scene, 0.018, 900);
    flash(this.scene, this.monster, COLOURS.wrong);
    burst(this.scene, MONSTER_X, GROUND_Y - this.monster.displayHeight / 2, COLOURS.wrong, 30);
    this.scene.tweens.add({
      targets: this.monster,
      scale,
      angle: { from: -6, to: 0 },
      duration: 900,
      ease: 'Elastic.Out',
      onComplete: () => {
        breathe(this.scene, this.monster, scale);
        done();
      },
    });
  }

  /** The monster is beaten: it spins away in a shower of sparks. */
  defeat(): void {
    this.scene.tweens.killTweensOf(this.monster);
    this.kit.play('win');
    celebrate(this.scene, MONSTER_X, GROUND_Y - 200);
    shake(this.scene, 0.012, 400);
    this.scene.tweens.add({
      targets: this.monster,
      angle: 200,
      scale: 0,
      alpha: 0,
      y: GROUND_Y - 200,
      duration: 1100,
      ease: 'Back.In',
    });
  }
}
