/**
 * A game page that boots with the network gone (docs/decisions.md § The offline classroom). The game runs in a
 * sandboxed srcdoc frame whose origin is opaque: Chromium lets no service worker control it, and its HTTP cache
 * entries are keyed to that frame alone, so its /game-assets/ and picture requests fail offline. When the server
 * is out of reach the web's game page (which the service worker does control) reads the game's modules from its
 * cache and hands them to the frame in a data element; this fixed script, allowed by its hash in the app's
 * Content-Security-Policy, turns them into blob: URLs of the frame's own (a blob URL made by the app's origin cannot
 * be loaded by an opaque one), each module's `"./chunk.js"` imports pointing at its dependencies' URLs, and imports
 * the entry. The modules come leaves first.
 */

/** The id of the `<script type="application/json">` holding `{ entry, modules: [name, code, deps][] }`. */
export const OFFLINE_MODULES_ELEMENT_ID = 'playwords-offline-modules';

/** One module of an offline game page: its file name, its code and the file names it imports as `"./name"`. */
export type OfflineModule = [name: string, code: string, deps: string[]];

/** The data element's content. */
export interface OfflineModules {
  entry: string;
  modules: OfflineModule[];
}

/** The boot script, exactly as it is put in the page (its SHA-256 is in the app's script-src). */
export const OFFLINE_GAME_BOOT =
  `const d=JSON.parse(document.getElementById('${OFFLINE_MODULES_ELEMENT_ID}').textContent);const u={};` +
  `for(const[n,c,deps]of d.modules){let s=c;for(const m of deps)s=s.split('"./'+m+'"').join(JSON.stringify(u[m]));` +
  `u[n]=URL.createObjectURL(new Blob([s],{type:'text/javascript'}))}import(u[d.entry]);`;
