import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { GAME_DATA_ELEMENT_ID, GAME_DATA_MARKER, type GameTemplateData } from '@playwords/common';

// `<`, `>` and `&` cannot close a script element or open a comment once escaped, and U+2028/9 are line ends in
// older JavaScript parsers; JSON.parse reads every escape back as the same character.
const UNSAFE_IN_SCRIPT = /[<>&\u2028\u2029]/g;

/** JSON that is safe inside `<script type="application/json">`: no `</script>`, `<!--` or raw U+2028/9. */
export function jsonForScriptElement(value: unknown): string {
  return JSON.stringify(value).replace(UNSAFE_IN_SCRIPT, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/** The data element a game page reads its template data from. */
export function gameDataElement(data: GameTemplateData): string {
  return `<script type="application/json" id="${GAME_DATA_ELEMENT_ID}">${jsonForScriptElement(data)}</script>`;
}

/** A built page with its data embedded at the marker (a function replacement, so `$&` in words stays literal). */
export function embedGameData(page: string, data: GameTemplateData): string {
  return page.replace(GAME_DATA_MARKER, () => gameDataElement(data));
}

/**
 * The built game pages (`<dist>/<key>/index.html`), read once and again only when the file changes, so a new
 * build is picked up without a restart. A page without the data marker is not a usable build.
 */
export class GamePages {
  private readonly cache = new Map<string, { mtimeMs: number; html: string }>();

  constructor(private readonly distDir: string) {}

  /** The page of a game, or null when it is not built. */
  async read(key: string): Promise<string | null> {
    const path = join(this.distDir, key, 'index.html');
    let mtimeMs: number;
    try {
      const info = await stat(path);
      if (!info.isFile()) return null;
      mtimeMs = info.mtimeMs;
    } catch {
      return null;
    }
    const cached = this.cache.get(key);
    if (cached && cached.mtimeMs === mtimeMs) return cached.html;
    const html = await readFile(path, 'utf8');
    if (!html.includes(GAME_DATA_MARKER)) return null;
    this.cache.set(key, { mtimeMs, html });
    return html;
  }
}

/**
 * The Content-Security-Policy of a game page: its scripts and styles only from us (/game-assets/), pictures from
 * us, data: and blob: (Phaser turns loaded images into blobs) and the image store, sound generated in the page,
 * no plugins, no <base>, no forms, shown only inside our own pages.
 */
export function gamePageCsp(imageOrigins: readonly string[] = []): string {
  const images = ["'self'", 'data:', 'blob:', ...imageOrigins].join(' ');
  return [
    "default-src 'none'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    `img-src ${images}`,
    "font-src 'self' data:",
    `connect-src 'self' ${imageOrigins.join(' ')}`.trim(),
    "media-src 'self' data: blob:",
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'self'",
  ].join('; ');
}
