import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { SERVER_ROOT } from '../../paths';

/**
 * Reads the Fluent Emoji (Microsoft, MIT) the official library draws. They are checked in under
 * `server/assets/fluent-emoji/` (with the licence and how to regenerate them): just the entries we use, copied as
 * they are from the npm package `@iconify-json/fluent-emoji`, which is one 100 MB `icons.json` of 3 000 emoji.
 */

/** One icon in Iconify's format: an SVG fragment on a viewBox of `left top width height` (default 0 0 32 32). */
export interface EmojiIcon {
  body: string;
  left?: number;
  top?: number;
  width?: number;
  height?: number;
}

/** The checked-in set, found from the server folder so it is the same file from src/ (tests) and dist/ (bundle). */
export const EMOJI_SET_PATH = join(SERVER_ROOT, 'assets', 'fluent-emoji', 'icons.json');
const DEFAULT_SIDE = 32;

interface EmojiSet {
  icons: Record<string, EmojiIcon>;
}

/** The icons with these names; throws naming any the set does not have (a typo must fail loudly). */
export async function loadEmoji(names: readonly string[]): Promise<Map<string, EmojiIcon>> {
  const set = JSON.parse(await readFile(EMOJI_SET_PATH, 'utf8')) as EmojiSet;
  const found = new Map<string, EmojiIcon>();
  const missing: string[] = [];
  for (const name of new Set(names)) {
    const icon = Object.hasOwn(set.icons, name) ? set.icons[name] : undefined;
    if (icon) found.set(name, icon);
    else missing.push(name);
  }
  if (missing.length > 0) {
    throw new Error(
      `Fluent Emoji has no icon named ${missing.join(', ')} in ${EMOJI_SET_PATH} ` +
        '(after changing the library, regenerate it with scripts/extract-fluent-emoji.mjs)',
    );
  }
  return found;
}

/** A standalone SVG of the icon at `size`×`size` pixels (vector, so it is crisp at any size). */
export function emojiSvg(icon: EmojiIcon, size: number): string {
  const box = [icon.left ?? 0, icon.top ?? 0, icon.width ?? DEFAULT_SIDE, icon.height ?? DEFAULT_SIDE].join(' ');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="${box}">` + `${icon.body}</svg>`
  );
}
