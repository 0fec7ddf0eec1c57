import type Phaser from 'phaser';
import { breathe, COLOURS, fitScale, popIn } from '../../kit';
import { LINE_BOX } from './line-view';

/** The character's size on the stage: it stands on the line, its head under the spoken number's button. */
const SIZE = 190;

/**
 * The character on the number line: the team's favourite picture standing on the line with a shadow in the team's
 * colour. It follows a finger, walks to a place and hops along a jump's arcs.
 */
export class Walker {
  readonly image: Phaser.GameObjects.Image;
  private readonly shadow: Phaser.GameObjects.Ellipse;
  private scale = 1;
  /** Counts the pictures shown, so a late start of breathing never acts on the next one. */
  private pictures = 0;
  private moving: Phaser.Tweens.Tween | null = null;

  constructor(
    private readonly scene: Phaser.Scene,
    texture: string,
    x: number,
  ) {
    this.shadow = scene.add.ellipse(x, LINE_BOX.y, 150, 34, COLOURS.shadow, 0.3).setDepth(4);
    this.image = scene.add
      .image(x, LINE_BOX.y - 8, texture)
      .setOrigin(0.5, 1)
      .setDepth(20);
    this.setPicture(texture, COLOURS.shadow);
  }

  get x(): number {
    return this.image.x;
  }

  /** The next team's character, with its colour underneath. */
  setPicture(texture: string, colour: number): void {
    this.image.setTexture(texture);
    this.scale = fitScale(this.image, SIZE);
    this.scene.tweens.killTweensOf(this.image);
    this.image.setY(LINE_BOX.y - 8);
    popIn(this.scene, this.image, 0, this.scale);
    // Breathing starts from the full size, once the pop-in is over (a tween reads its start when it starts).
    const picture = ++this.pictures;
    this.scene.time.delayedCall(420, () => {
      if (picture === this.pictures) breathe(this.scene, this.image, this.scale);
    });
    this.shadow.setFillStyle(colour, colour === COLOURS.shadow ? 0.3 : 0.75);
  }

  /** Stands at once where a finger is. */
  place(x: number): void {
    this.stop();
    this.image.setX(x);
    this.shadow.setX(x);
  }

  /** Walks to a place with a little bounce, in a time that grows with the way; `done` once there. */
  walkTo(x: number, done?: () => void): void {
    this.stop();
    const distance = Math.abs(x - this.image.x);
    if (distance < 1) {
      done?.();
      return;
    }
    const duration = Math.min(1000, Math.max(260, distance * 1.2));
    this.moving = this.scene.tweens.add({
      targets: [this.image, this.shadow],
      x,
      duration,
      ease: 'Sine.InOut',
      onComplete: () => {
        this.moving = null;
        done?.();
      },
    });
  }

  /**
   * Hops from place to place (stage x), each along an arc as high as `height(from, to)`, calling `onHop` as it lands
   * each time and `done` after the last.
   */
  hop(
    places: readonly number[],
    height: (from: number, to: number) => number,
    onHop: (index: number) => void,
    done: () => void,
  ): void {
    this.stop();
    const next = (index: number) => {
      const to = places[index];
      if (to === undefined) {
        this.moving = null;
        done();
        return;
      }
      const from = this.image.x;
      const rise = height(from, to);
      const flight = { t: 0 };
      this.moving = this.scene.tweens.add({
        targets: flight,
        t: 1,
        duration: 420,
        ease: 'Sine.InOut',
        onUpdate: () => {
          const x = from + (to - from) * flight.t;
          this.image.setPosition(x, LINE_BOX.y - 8 - Math.sin(Math.PI * flight.t) * rise);
          this.shadow.setX(x);
        },
        onComplete: () => {
          this.image.setY(LINE_BOX.y - 8);
          onHop(index);
          next(index + 1);
        },
      });
    };
    next(0);
  }

  /** A happy jump on the spot. */
  cheer(): void {
    this.scene.tweens.add({
      targets: this.image,
      y: LINE_BOX.y - 90,
      duration: 220,
      yoyo: true,
      repeat: 1,
      ease: 'Quad.Out',
    });
  }

  private stop(): void {
    this.moving?.stop();
    this.moving = null;
    this.image.setY(LINE_BOX.y - 8);
  }
}
