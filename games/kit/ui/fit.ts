import type Phaser from 'phaser';

/** The scale that fits a picture inside a square box, whatever its own size (teachers' pictures come in any size). */
export function fitScale(image: Phaser.GameObjects.Image, box: number): number {
  return Math.min(box / Math.max(1, image.width), box / Math.max(1, image.height));
}
