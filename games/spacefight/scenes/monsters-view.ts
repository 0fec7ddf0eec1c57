import type Phaser from 'phaser';
import { burst, COLOURS, fitScale, popIn, popText } from '../../kit';
import { driftAt, type Monster, type Point } from '../logic/space';
import { t } from '../texts';

const DEPTH = 20;

interface Drifter {
  monster: Monster;
  image: Phaser.GameObjects.Image;
  scale: number;
}

/**
 * The monsters drifting between the ships: each picture follows its loop (`driftAt` on the scene's clock, the same
 * positions the rules test shots against), wobbles when it takes a shot, and drifts off the stage when it leaves.
 */
export class MonstersView {
  private readonly drifters = new Map<number, Drifter>();

  constructor(private readonly scene: Phaser.Scene) {}

  /** A monster comes in (or is there from the start of the round, with `animate` false). */
  add(monster: Monster, time: number, animate: boolean): void {
    const at = driftAt(monster, time);
    const image = this.scene.add.image(at.x, at.y, monster.picture).setDepth(DEPTH);
    const scale = fitScale(image, monster.radius * 2.3);
    image.setScale(scale);
    if (animate) popIn(this.scene, image, 0, scale);
    this.drifters.set(monster.id, { monster, image, scale });
  }

  /** Every monster where its loop has it at `time`. */
  update(time: number): void {
    for (const { monster, image } of this.drifters.values()) {
      const at = driftAt(monster, time);
      image.setPosition(at.x, at.y);
    }
  }

  /** A shot hits the monster at `at`: sparks, a wobble, t('play.blocked'). */
  block(monster: Monster, at: Point): void {
    const drifter = this.drifters.get(monster.id);
    burst(this.scene, at.x, at.y, COLOURS.sky, 26);
    popText(this.scene, at.x, at.y - 110, t('play.blocked'), { colour: COLOURS.sky, size: 80, depth: 100 });
    if (!drifter) return;
    this.scene.tweens.add({ targets: drifter.image, angle: 18, duration: 90, yoyo: true, repeat: 3 });
    this.scene.tweens.add({
      targets: drifter.image,
      scaleX: drifter.scale * 1.2,
      scaleY: drifter.scale * 0.85,
      duration: 120,
      yoyo: true,
    });
  }

  /** The monster has had enough: it drifts off the nearer edge, up or down, spinning slowly, and is gone. */
  leave(monster: Monster): void {
    const drifter = this.drifters.get(monster.id);
    if (!drifter) return;
    this.drifters.delete(monster.id);
    const { image } = drifter;
    const up = image.y < 540;
    this.scene.tweens.add({
      targets: image,
      y: up ? -200 : 1280,
      x: image.x + (image.x < 960 ? -160 : 160),
      angle: up ? -90 : 90,
      duration: 1600,
      delay: 350,
      ease: 'Sine.In',
      onComplete: () => image.destroy(),
    });
  }
}
