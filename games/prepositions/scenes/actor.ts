import type Phaser from 'phaser';
import { COLOURS, fitScale, popIn } from '../../kit';
import { FLOOR_Y, SPRITE_SIZE, type Point, type Spot } from '../logic/places';
import type { Preposition } from '../logic/prepositions';
import type { PropsView } from './props-view';

/** Where the character is and how its acting moves it from there (offsets, a lean, a squash). */
interface Pose {
  x: number;
  y: number;
  scale: number;
  dx: number;
  dy: number;
  angle: number;
  squash: number;
}

export interface MoveOptions {
  ms?: number;
  /** How high it hops on the way (0: it walks). */
  arc?: number;
}

/**
 * The character a question is about (the team's favourite, or a monster): a picture standing on its feet with a
 * shadow in the team's colour, drawn behind, inside or in front of a prop as its spot says. It walks or hops to a
 * spot and acts a preposition out there: peeks out of a box, bounces on a bed, floats above a tree.
 */
export class Actor {
  readonly image: Phaser.GameObjects.Image;
  private readonly shadow: Phaser.GameObjects.Ellipse;
  private readonly pose: Pose = { x: 960, y: 1010, scale: 1, dx: 0, dy: 0, angle: 0, squash: 0 };
  private fitted = 1;
  private spot: Spot = { x: 960, y: 1010, scale: 1, layer: 'front', prop: null };
  private motion: Phaser.Tweens.Tween | null = null;
  private acting: Phaser.Tweens.Tween[] = [];

  constructor(
    private readonly scene: Phaser.Scene,
    private readonly props: PropsView,
  ) {
    this.shadow = scene.add.ellipse(0, 0, 120, 30, COLOURS.shadow, 0.3);
    this.image = scene.add.image(0, 0, '__DEFAULT').setOrigin(0.5, 1).setVisible(false);
  }

  /** Where its feet are. */
  get feet(): Point {
    return { x: this.pose.x, y: this.pose.y };
  }

  /** The next question's character, with its team's colour underneath. */
  setPicture(texture: string, colour: number): void {
    this.image.setTexture(texture).setScale(1).setVisible(true);
    this.fitted = fitScale(this.image, SPRITE_SIZE);
    this.shadow.setFillStyle(colour, 0.7);
  }

  /** Stands at a spot at once, drawn as it says. */
  place(spot: Spot): void {
    this.stop();
    this.setSpot(spot);
    Object.assign(this.pose, { x: spot.x, y: spot.y, scale: spot.scale });
    this.render();
  }

  /** Pops in where it stands. */
  appear(spot: Spot): void {
    this.place(spot);
    popIn(this.scene, this.image, 0, this.image.scaleX, this.image.scaleY);
  }

  /**
   * Walks (or hops) to a spot. It takes the spot's layer at the start of the way, or half way when it comes out
   * from behind a prop, and `done` is called there.
   */
  moveTo(spot: Spot, { ms, arc = 0 }: MoveOptions = {}, done?: () => void): void {
    this.stop();
    const from = { ...this.pose };
    const distance = Math.hypot(spot.x - from.x, spot.y - from.y);
    const duration = ms ?? Math.min(1100, Math.max(300, distance * 1.1));
    const leaving = this.spot.layer !== 'front' && spot.layer === 'front';
    if (!leaving) this.setSpot(spot);
    const flight = { t: 0 };
    this.motion = this.scene.tweens.add({
      targets: flight,
      t: 1,
      duration,
      ease: 'Sine.InOut',
      onUpdate: () => {
        const t = flight.t;
        if (leaving && t >= 0.5 && this.spot !== spot) this.setSpot(spot);
        this.pose.x = from.x + (spot.x - from.x) * t;
        this.pose.y = from.y + (spot.y - from.y) * t;
        this.pose.scale = from.scale + (spot.scale - from.scale) * t;
        // A walk bobs a little with each step; a hop rises in one arc.
        this.pose.dy = arc > 0 ? -Math.sin(Math.PI * t) * arc : -Math.abs(Math.sin(t * Math.PI * 5)) * 14;
        this.render();
      },
      onComplete: () => {
        this.motion = null;
        this.setSpot(spot);
        this.pose.dy = 0;
        this.render();
        if (arc > 0) this.props.bounce(spot.prop);
        done?.();
      },
    });
  }

  /** Goes along several spots one after another. */
  route(spots: readonly Spot[], options: (spot: Spot) => MoveOptions, done?: () => void): void {
    const [first, ...rest] = spots;
    if (!first) {
      done?.();
      return;
    }
    this.moveTo(first, options(first), () => this.route(rest, options, done));
  }

  /**
   * Acts a preposition out where it is, for about two seconds: in a box it pops up and ducks, on a thing it bounces,
   * under one it wriggles, next to one it leans on it, behind one it peeks out, in front of one it waves, between two
   * it looks both ways, above one it floats. `towards` is the side its prop is on (−1 left, 1 right).
   */
  act(preposition: Preposition, towards: -1 | 1 = 1): void {
    this.stopActing();
    const pose = this.pose;
    const tween = (config: Omit<Phaser.Types.Tweens.TweenBuilderConfig, 'targets'>) =>
      this.acting.push(
        this.scene.tweens.add({ targets: pose, ease: 'Sine.InOut', onUpdate: () => this.render(), ...config }),
      );
    switch (preposition) {
      case 'in':
        tween({ dy: -34, duration: 300, yoyo: true, repeat: 2, hold: 160 });
        break;
      case 'on':
        tween({ dy: -60, duration: 260, yoyo: true, repeat: 2, ease: 'Quad.Out' });
        break;
      case 'under':
        tween({ dx: 12, duration: 110, yoyo: true, repeat: 7 });
        break;
      // eslint-disable-next-line no-restricted-syntax -- a preposition (the lesson's word), not a text
      case 'next to':
        tween({ angle: 12 * towards, dx: 10 * towards, duration: 380, yoyo: true, repeat: 2, hold: 200 });
        break;
      case 'behind':
        tween({ dx: -40 * towards, duration: 420, yoyo: true, repeat: 1, hold: 380 });
        break;
      // eslint-disable-next-line no-restricted-syntax -- a preposition (the lesson's word), not a text
      case 'in front of':
        tween({ squash: -0.12, duration: 240, yoyo: true, repeat: 3 });
        break;
      case 'between':
        tween({ angle: -10, duration: 300, yoyo: true, repeat: 1, hold: 150 });
        tween({ angle: 10, duration: 300, yoyo: true, repeat: 1, hold: 150, delay: 1000 });
        break;
      case 'above':
        tween({ dy: -22, duration: 520, yoyo: true, repeat: 3 });
        tween({ angle: 6, duration: 700, yoyo: true, repeat: 2 });
        break;
    }
  }

  /** Waiting to be dragged: a slow bob. */
  idle(): void {
    this.stopActing();
    this.acting.push(
      this.scene.tweens.add({
        targets: this.pose,
        squash: 0.06,
        duration: 700,
        yoyo: true,
        repeat: -1,
        ease: 'Sine.InOut',
        onUpdate: () => this.render(),
      }),
    );
  }

  stop(): void {
    this.motion?.stop();
    this.motion = null;
    this.stopActing();
  }

  private stopActing(): void {
    for (const tween of this.acting) tween.stop();
    this.acting = [];
    Object.assign(this.pose, { dx: 0, dy: 0, angle: 0, squash: 0 });
    this.render();
  }

  private setSpot(spot: Spot): void {
    this.spot = spot;
    const depth = this.props.depthOf(spot.layer, spot.prop);
    this.image.setDepth(depth);
    this.shadow.setDepth(depth - 0.5);
  }

  private render(): void {
    const { x, y, scale, dx, dy, angle, squash } = this.pose;
    const size = this.fitted * scale;
    this.image
      .setPosition(x + dx, y + dy)
      .setScale(size * (1 + squash * 0.5), size * (1 - squash))
      .setAngle(angle);
    // The shadow stays on what it stands on; high in the air there is nothing under it.
    this.shadow
      .setPosition(x, y - 4)
      .setScale(scale * (1 + dy / 300))
      .setAlpha(y < FLOOR_Y - 250 ? 0 : 1);
  }
}
