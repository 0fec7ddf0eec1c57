import { useEffect, useState } from 'react';
import {
  GAME_DATA_ELEMENT_ID,
  OFFLINE_GAME_BOOT,
  OFFLINE_MODULES_ELEMENT_ID,
  type OfflineModule,
  type OfflineModules,
} from '@playwords/common';

/**
 * A game page that boots with the network gone (common's offline-game.ts says why the frame cannot load its own
 * files then). This page is controlled by the service worker, so what it fetches comes from the worker's caches:
 * the game's modules go into the page for the frame's boot script, its stylesheet inline (the kit's Latin fonts in
 * it as data: URLs), and the pictures of its data as data: URLs. Online the page is used as the server sent it.
 */

/** Where the games' hashed files are served (server/src/modules/games/assets.ts). */
export const GAME_ASSETS = '/game-assets/assets/';
/** A module's imports of another chunk, as Vite writes them: `"./kit-AbC123.js"`. */
const CHUNK_IMPORT = /"\.\/([\w.-]+\.js)"/g;
/** The kit's fonts the first screen uses (latin 700 and 800); the other scripts' fonts stay links. */
export const INLINED_FONT = /url\((\/game-assets\/assets\/nunito-latin-(?:700|800)-normal-[\w-]+\.woff2)\)/g;
/** How long the network has to answer the probe before the game page is made for offline use. */
export const PROBE_TIMEOUT_MS = 3000;

// `<`, `>` and `&` escaped, and U+2028/9: a data element's JSON cannot close its script or open a comment.
const UNSAFE_IN_SCRIPT = /[<>&\u2028\u2029]/g;
function jsonForScriptElement(value: unknown): string {
  return JSON.stringify(value).replace(UNSAFE_IN_SCRIPT, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

export async function fetchOk(url: string): Promise<Response> {
  const response = await fetch(url, { credentials: 'same-origin' });
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return response;
}

/** A fetched file as a data: URL (its Content-Type, base64). */
async function dataUrl(response: Response): Promise<string> {
  const type = (response.headers.get('Content-Type') ?? 'application/octet-stream').split(';')[0]!.trim();
  const bytes = new Uint8Array(await response.arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return `data:${type};base64,${btoa(binary)}`;
}

/** The chunk file names a module imports (its `"./name.js"` strings), each once. */
export function chunkImports(code: string): string[] {
  return [...new Set([...code.matchAll(CHUNK_IMPORT)].map((match) => match[1]!))];
}

/**
 * The entry and every chunk it imports, leaves first, each with the chunks it names; fetched through `read`.
 * A cycle (Vite's chunks have none today) cannot be ordered: it throws, and the page is used as it came.
 */
export async function collectModules(entry: string, read: (name: string) => Promise<string>): Promise<OfflineModule[]> {
  const code = new Map<string, string>();
  const pending = [entry];
  while (pending.length > 0) {
    const name = pending.pop()!;
    if (code.has(name)) continue;
    const text = await read(name);
    code.set(name, text);
    for (const dep of chunkImports(text)) if (!code.has(dep)) pending.push(dep);
  }
  const ordered: OfflineModule[] = [];
  const state = new Map<string, 'visiting' | 'done'>();
  const visit = (name: string) => {
    if (state.get(name) === 'done') return;
    if (state.get(name) === 'visiting') throw new Error(`import cycle through ${name}`);
    state.set(name, 'visiting');
    const deps = chunkImports(code.get(name)!);
    for (const dep of deps) visit(dep);
    state.set(name, 'done');
    ordered.push([name, code.get(name)!, deps]);
  };
  visit(entry);
  return ordered;
}

/** The game's files a page names: its entry module and its stylesheets (file names under /game-assets/assets/). */
export function pageAssets(doc: Document): { entry: string | null; styles: string[] } {
  const name = (url: string | null) =>
    url && url.startsWith(GAME_ASSETS) ? url.slice(GAME_ASSETS.length).split(/[?#]/)[0]! : null;
  const entry = name(doc.querySelector('script[type="module"][src]')?.getAttribute('src') ?? null);
  const styles = [...doc.querySelectorAll('link[rel="stylesheet"][href]')]
    .map((link) => name(link.getAttribute('href')))
    .filter((file): file is string => file !== null);
  return { entry, styles };
}

/** Whether a string of the game's data is one of our pictures (a path of this origin under /media/ or /pictures/). */
function isOurPicture(value: string): boolean {
  if (!/^(?:\/|https?:)/.test(value)) return false;
  try {
    const url = new URL(value, window.location.origin);
    return url.origin === window.location.origin && /^\/(?:media|pictures)\//.test(url.pathname);
  } catch {
    return false;
  }
}

/** Every picture URL in the game's data (strings at any depth). */
export function pictureUrls(value: unknown, found: Set<string> = new Set()): Set<string> {
  if (typeof value === 'string') {
    if (isOurPicture(value)) found.add(value);
  } else if (Array.isArray(value)) {
    for (const item of value) pictureUrls(item, found);
  } else if (value && typeof value === 'object') {
    for (const item of Object.values(value)) pictureUrls(item, found);
  }
  return found;
}

function replaceStrings(value: unknown, replace: (s: string) => string): unknown {
  if (typeof value === 'string') return replace(value);
  if (Array.isArray(value)) return value.map((item) => replaceStrings(item, replace));
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, replaceStrings(v, replace)]));
  return value;
}

/** The game's data element parsed, or null (a page without data: the kit's sample). */
export function readGameData(doc: Document): unknown {
  const text = doc.getElementById(GAME_DATA_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

/**
 * The page made to boot offline: modules in a data element and the boot script, styles inline, pictures as data:
 * URLs (a picture not in the cache stays a link: the game shows it without). Throws when the page's modules
 * cannot all be read (not cached yet): the caller then uses the page as it came.
 */
export async function offlineGamePage(html: string): Promise<string> {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  const { entry, styles } = pageAssets(doc);
  if (!entry) throw new Error('no game module in the page');
  const modules = await collectModules(entry, async (name) => (await fetchOk(GAME_ASSETS + name)).text());

  const css: string[] = [];
  for (const file of styles) {
    let text = await (await fetchOk(GAME_ASSETS + file)).text();
    for (const font of new Set([...text.matchAll(INLINED_FONT)].map((match) => match[1]!))) {
      const inlined = await fetchOk(font)
        .then(dataUrl)
        .catch(() => null);
      if (inlined) text = text.split(`url(${font})`).join(`url(${inlined})`);
    }
    css.push(text);
  }

  const dataElement = doc.getElementById(GAME_DATA_ELEMENT_ID);
  const data = readGameData(doc);
  if (dataElement && data !== null) {
    const inlined = new Map<string, string>();
    for (const url of pictureUrls(data)) {
      const picture = await fetchOk(url)
        .then(dataUrl)
        .catch(() => null);
      if (picture) inlined.set(url, picture);
    }
    dataElement.textContent = jsonForScriptElement(replaceStrings(data, (s) => inlined.get(s) ?? s));
  }

  doc
    .querySelectorAll('script[type="module"][src], link[rel="modulepreload"], link[rel="stylesheet"]')
    .forEach((el) => el.remove());
  for (const text of css) {
    const style = doc.createElement('style');
    style.textContent = text;
    doc.head.append(style);
  }
  const payload: OfflineModules = { entry, modules };
  const modulesElement = doc.createElement('script');
  modulesElement.type = 'application/json';
  modulesElement.id = OFFLINE_MODULES_ELEMENT_ID;
  modulesElement.textContent = jsonForScriptElement(payload);
  const boot = doc.createElement('script');
  boot.type = 'module';
  boot.textContent = OFFLINE_GAME_BOOT;
  doc.body.append(modulesElement, boot);
  return `<!doctype html>\n${doc.documentElement.outerHTML}`;
}

/**
 * Whether the server is out of reach: the browser says it is offline, or a HEAD of the game's entry module (not
 * answered by the service worker, which handles GETs only, nor by the HTTP cache) fails or takes too long.
 */
export async function serverUnreachable(html: string): Promise<boolean> {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return true;
  const { entry } = pageAssets(new DOMParser().parseFromString(html, 'text/html'));
  if (!entry) return false;
  try {
    const response = await fetch(GAME_ASSETS + entry, {
      method: 'HEAD',
      cache: 'no-store',
      signal: AbortSignal.timeout(PROBE_TIMEOUT_MS),
    });
    return !response.ok;
  } catch {
    return true;
  }
}

/** Whether a service worker controls this page (without one, nothing is cached to boot from). */
export function controlled(): boolean {
  return typeof navigator !== 'undefined' && 'serviceWorker' in navigator && !!navigator.serviceWorker.controller;
}

/**
 * The page the game frame shows: `html` as it came, or, when the server is out of reach and a service worker
 * controls this page, the page made to boot offline. null while that is being decided.
 */
export function useGamePageSource(html: string): string | null {
  // Decided once, as the page opens: on a first visit the worker takes the page over a few seconds later, and the
  // frame already showing the game must not be taken away then.
  const [byWorker] = useState(controlled);
  const [source, setSource] = useState<{ html: string; page: string } | null>(null);
  useEffect(() => {
    if (!byWorker) return;
    let current = true;
    void (async () => {
      let page = html;
      if (await serverUnreachable(html)) page = await offlineGamePage(html).catch(() => html);
      if (current) setSource({ html, page });
    })();
    return () => {
      current = false;
    };
  }, [html, byWorker]);
  if (!byWorker) return html;
  return source?.html === html ? source.page : null;
}
