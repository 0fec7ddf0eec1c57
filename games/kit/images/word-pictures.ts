import type Phaser from 'phaser';
import type { WordPictures } from '../logic/pictures';
import { loadTexture } from './kit-images';

/** How long a play scene waits at most for the words' pictures: a slow one must not hold the class up. */
export const WORD_PICTURES_WAIT_MS = 10_000;

/**
 * Loads every word's picture into its texture (all at once; the browser queues them), marking each that arrives.
 * Resolves when they are all settled or after `waitMs`, whichever comes first: one that fails is simply no picture,
 * one that arrives later is drawn from then on.
 */
export function loadWordPictures(
  textures: Phaser.Textures.TextureManager,
  pictures: WordPictures,
  waitMs = WORD_PICTURES_WAIT_MS,
): Promise<void> {
  const all = Promise.all(
    pictures.toLoad().map(async ({ text, key, url }) => {
      if (await loadTexture(textures, key, url)) pictures.markLoaded(text);
    }),
  ).then(() => undefined);
  return Promise.race([all, new Promise<void>((resolve) => setTimeout(resolve, waitMs))]);
}
