// The picture dictionary's index is ~140 KB of JSON (under 50 KB gzipped): a page loads it when it first needs a
// word's picture, as its own chunk, so the landing page and every page without pictures stay as they were.
import type { PictureIndex } from './dictionary';

let loading: Promise<PictureIndex> | undefined;

/** The picture dictionary's index, loaded once (a failed load is tried again on the next call). */
export function loadPictureIndex(): Promise<PictureIndex> {
  loading ??= import('./dictionary-index.json', { with: { type: 'json' } }).then(
    (module) => module.default as PictureIndex,
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}
