import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { firstPicture, loadPictureIndex, PICTURE_PNG_SIZE, type PictureIndex } from '@playwords/common';
import { SERVER_ROOT } from '../../paths';
import { ByteLru } from './lru';

// The picture dictionary's emoji on the server (issue 20: a picture for every word): which names exist, a word's
// default picture, and each emoji drawn as a PNG for /pictures/<name>.png. The emoji are the checked-in subset of
// Fluent Emoji (flat, MIT) that scripts/build-picture-dictionary.mjs writes next to the dictionary's index.

/** One icon in Iconify's format: an SVG fragment on a viewBox of `left top width height` (the set's size by default). */
interface Icon {
  body: string;
  left?: number;
  top?: number;
  width?: number;
  height?: number;
}

interface IconSet {
  width?: number;
  height?: number;
  icons: Record<string, Icon>;
}

/** The checked-in set, found from the server folder so it is the same file from src/ (tests) and dist/ (bundle). */
export const PICTURE_ICONS_PATH = join(SERVER_ROOT, 'assets', 'picture-dictionary', 'icons.json');

const DEFAULT_SIDE = 32;

let loaded: { icons: Map<string, Icon>; width: number; height: number } | undefined;

/** The icon set, read once (the first call, which app.ts makes at start, reads the file). */
function iconSet(): NonNullable<typeof loaded> {
  if (!loaded) {
    const set = JSON.parse(readFileSync(PICTURE_ICONS_PATH, 'utf8')) as IconSet;
    loaded = {
      icons: new Map(Object.entries(set.icons)),
      width: set.width ?? DEFAULT_SIDE,
      height: set.height ?? DEFAULT_SIDE,
    };
  }
  return loaded;
}

let index: PictureIndex | undefined;

/** The dictionary's index (common/src/pictures, bundled with the server), once `loadPictures` has read it. */
function dictionaryIndex(): PictureIndex {
  if (!index)
    throw new Error('the picture dictionary is not loaded: app.ts registers the pictures routes, which load it');
  return index;
}

/**
 * A word's picture when the teacher chose none: the dictionary's first candidate (an emoji name), or null when it
 * has none. Only an emoji the set can draw is offered.
 */
export function defaultPictureOf(word: string): string | null {
  const known = defaults.get(word);
  if (known !== undefined) return known;
  const found = firstPicture(word, dictionaryIndex());
  const name = found !== null && isPictureEmoji(found) ? found : null;
  // A page of lists asks for thousands of words, mostly the same few hundred: answers are kept, within a bound.
  if (defaults.size >= DEFAULTS_KEPT) defaults.clear();
  defaults.set(word, name);
  return name;
}

const DEFAULTS_KEPT = 20_000;
const defaults = new Map<string, string | null>();

/** Reads the icon set and the dictionary's index now (at start), so no request pays for it. */
export async function loadPictures(): Promise<void> {
  iconSet();
  index ??= await loadPictureIndex();
}

/** Whether the dictionary has an emoji of this name (what an `emoji:<name>` reference may name). */
export function isPictureEmoji(name: string): boolean {
  return iconSet().icons.has(name);
}

/** How a picture's name looks in its file name: what `parsePictureRef` accepts (the set is asked besides). */
const EMOJI_FILE = /^([a-z0-9]+(?:-[a-z0-9]+)*)\.png$/;

/** The emoji name a `/pictures/` file name stands for, or null when it is none of the set's. */
export function pictureOfFile(file: string): string | null {
  if (file.length > 70) return null;
  const name = EMOJI_FILE.exec(file)?.[1];
  return name !== undefined && isPictureEmoji(name) ? name : null;
}

/** A standalone SVG of the icon, `PICTURE_PNG_SIZE` pixels a side. */
function iconSvg(icon: Icon, set: { width: number; height: number }): string {
  const box = [icon.left ?? 0, icon.top ?? 0, icon.width ?? set.width, icon.height ?? set.height].join(' ');
  const side = PICTURE_PNG_SIZE;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${box}" width="${side}" height="${side}">${icon.body}</svg>`;
}

/** A rendered picture: the PNG and its entity tag. */
export interface RenderedPicture {
  png: Buffer;
  etag: string;
  byteLength: number;
}

/**
 * Rendered PNGs, most recently asked kept: 24 MB holds a thousand or more flat emoji (10–20 kB each), so a
 * classroom's pictures are drawn once per process; the bound keeps memory flat whatever is asked.
 */
const rendered = new ByteLru<RenderedPicture>(24 * 1024 * 1024);
/** Renders under way, so a burst of the same new picture draws it once. */
const rendering = new Map<string, Promise<RenderedPicture>>();

/** The emoji drawn as a 256×256 PNG (cached), or null for a name the set does not have. */
export async function renderPicture(name: string): Promise<RenderedPicture | null> {
  const cached = rendered.get(name);
  if (cached) return cached;
  const set = iconSet();
  const icon = set.icons.get(name);
  if (!icon) return null;
  let pending = rendering.get(name);
  if (!pending) {
    pending = sharp(Buffer.from(iconSvg(icon, set)))
      .resize(PICTURE_PNG_SIZE, PICTURE_PNG_SIZE, { fit: 'contain', background: { r: 0, g: 0, b: 0, alpha: 0 } })
      .png()
      .toBuffer()
      .then((png) => {
        const picture = {
          png,
          etag: `"${createHash('sha256').update(png).digest('base64url').slice(0, 22)}"`,
          byteLength: png.byteLength,
        };
        rendered.set(name, picture);
        return picture;
      })
      .finally(() => rendering.delete(name));
    rendering.set(name, pending);
  }
  return pending;
}

/** How many pictures the render cache holds, and their bytes (for tests). */
export function renderedPictures(): { entries: number; bytes: number } {
  return rendered.size;
}
