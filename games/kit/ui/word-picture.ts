import type Phaser from 'phaser';
import { getKit } from '../kit';
import type { WordEntry } from '../logic/word-deck';
import { fitScale } from './fit';

/**
 * A word's picture (the list's, `kit.pictures`) fitted in a `size` × `size` box centred at x, y; null when the word
 * has none (or it failed to load): the caller then shows the word alone.
 */
export function addWordPicture(
  scene: Phaser.Scene,
  x: number,
  y: number,
  word: string | WordEntry,
  size: number,
): Phaser.GameObjects.Image | null {
  const key = getKit(scene).pictures.key(word);
  if (!key) return null;
  const image = scene.add.image(x, y, key);
  return image.setScale(fitScale(image, size));
}
