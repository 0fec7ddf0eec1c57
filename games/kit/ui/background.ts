import type Phaser from 'phaser';
import { STAGE_HEIGHT, STAGE_WIDTH } from '../stage';
import type { KitImage } from '../images/kit-images';
import { getKit } from '../kit';

/**
 * The background picture covering the whole stage (cropped, never stretched), faded towards the white the
 * game clears to, so words on top stay readable on a washed-out projector. The fade is the picture's alpha
 * rather than a veil drawn over it: with software rendering every full-stage layer costs a frame's fill rate.
 * Pass an image to choose; otherwise the game's background.
 */
export function addBackground(scene: Phaser.Scene, image?: KitImage, veil = 0.18): Phaser.GameObjects.Image {
  const kit = getKit(scene);
  const chosen = image ?? kit.gameBackground;
  const picture = scene.add.image(STAGE_WIDTH / 2, STAGE_HEIGHT / 2, chosen.key);
  const scale = Math.max(STAGE_WIDTH / picture.width, STAGE_HEIGHT / picture.height);
  picture
    .setScale(scale)
    .setDepth(-100)
    .setAlpha(1 - Math.min(1, Math.max(0, veil)));
  return picture;
}
