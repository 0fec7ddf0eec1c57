import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';

/**
 * Reads a few Fluent Emoji (npm `@iconify-json/fluent-emoji`, MIT) for the official library. The package ships one
 * 100 MB `icons.json`; parsing all of it takes about half a second and ~250 MB of heap that the server would keep
 * as its idle baseline, so we read the file as bytes and parse only the entries we ask for.
 */

/** One icon in Iconify's format: an SVG fragment on a viewBox of `left top width height` (default 0 0 32 32). */
export interface EmojiIcon {
  body: string;
  left?: number;
  top?: number;
  width?: number;
  height?: number;
}

const ICONS_PATH = createRequire(import.meta.url).resolve('@iconify-json/fluent-emoji/icons.json');
const DEFAULT_SIDE = 32;
const OPEN_BRACE = 0x7b;
const CLOSE_BRACE = 0x7d;
const QUOTE = 0x22;
const BACKSLASH = 0x5c;

/** The icons with these names; throws naming any the package does not have (a typo must fail loudly). */
export async function loadEmoji(names: readonly string[]): Promise<Map<string, EmojiIcon>> {
  const file = await readFile(ICONS_PATH);
  const found = new Map<string, EmojiIcon>();
  const missing: string[] = [];
  for (const name of new Set(names)) {
    const icon = extractIcon(file, name);
    if (icon) found.set(name, icon);
    else missing.push(name);
  }
  if (missing.length > 0) throw new Error(`Fluent Emoji has no icon named ${missing.join(', ')}`);
  return found;
}

/**
 * Finds `"name": {` as a key of the `icons` object (the file is pretty-printed with tabs, and a raw newline cannot
 * occur inside a JSON string, so this key pattern cannot match inside an SVG body) and parses just that object.
 */
function extractIcon(file: Buffer, name: string): EmojiIcon | null {
  const key = Buffer.from(`\n\t\t${JSON.stringify(name)}: {`);
  const at = file.indexOf(key);
  if (at < 0) return null;
  const start = at + key.length - 1;
  const end = matchingBrace(file, start);
  const icon = JSON.parse(file.toString('utf8', start, end + 1)) as Partial<EmojiIcon>;
  return typeof icon.body === 'string' ? (icon as EmojiIcon) : null;
}

/** Index of the `}` closing the `{` at `start`, skipping braces inside strings. Multi-byte UTF-8 never hits ASCII. */
function matchingBrace(file: Buffer, start: number): number {
  let depth = 0;
  let inString = false;
  for (let i = start; i < file.length; i++) {
    const byte = file[i];
    if (inString) {
      if (byte === BACKSLASH) i++;
      else if (byte === QUOTE) inString = false;
    } else if (byte === QUOTE) inString = true;
    else if (byte === OPEN_BRACE) depth++;
    else if (byte === CLOSE_BRACE && --depth === 0) return i;
  }
  throw new Error('icons.json ends inside an icon');
}

/** A standalone SVG of the icon at `size`×`size` pixels (vector, so it is crisp at any size). */
export function emojiSvg(icon: EmojiIcon, size: number): string {
  const box = [icon.left ?? 0, icon.top ?? 0, icon.width ?? DEFAULT_SIDE, icon.height ?? DEFAULT_SIDE].join(' ');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="${box}">` + `${icon.body}</svg>`
  );
}
