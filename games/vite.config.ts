// Builds every game page: each folder games/<key>/ with a main.ts becomes games/dist/<key>/index.html (the page is
// generated here from one template with the catalogue's name, never copied per game), its scripts hashed under
// /game-assets/assets/ (the server serves games/dist at /game-assets/ with long caching and reads the HTML as the
// template). Phaser is one shared chunk, trimmed to what the games use (kit/phaser-custom.cjs).
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, defineConfig, type Plugin } from 'vite';
// A relative import: Vite bundles it into the config, while a workspace package would be loaded as raw .ts.
import { GAME_DATA_MARKER } from '../common/src/api/game-protocol.ts';
import { findPlayableGame } from '../common/src/catalogue/games.ts';

const here = dirname(fileURLToPath(import.meta.url));
const require = createRequire(import.meta.url);
const phaserDir = dirname(require.resolve('phaser/package.json'));
const customPhaserEntry = join(here, 'kit', 'phaser-custom.cjs');

/** Folders of games/ that are not games. */
const NOT_GAMES = new Set(['kit', 'mechanics', 'dev', 'dist', 'node_modules', 'public']);

/**
 * Every built game: a folder with a main.ts (a game not built yet has only its manifest), found rather than listed
 * so a new game needs no config.
 */
export function findGameKeys(dir = here): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .filter((d) => d.isDirectory() && !NOT_GAMES.has(d.name) && existsSync(join(dir, d.name, 'main.ts')))
    .map((d) => d.name)
    .sort();
}

/** The preview games of games/dev (the kit's demo): folders with a main.ts, keyed `dev/<name>`. */
function devGames(): string[] {
  return findGameKeys(join(here, 'dev')).map((name) => `dev/${name}`);
}

/**
 * A game's page: the kit's stylesheet, the data marker the server fills in, the game's main.ts. `key` is a playable
 * game's key (common's `findPlayableGame`: a catalogue game or One At A Time), or `dev/<name>` for a preview game of
 * games/dev (served by the dev server, never built).
 */
function gamePageHtml(key: string): string {
  const title = findPlayableGame(key)?.name ?? `Kit preview: ${key}`;
  const kit = `${'../'.repeat(key.split('/').length)}kit`;
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    ${GAME_DATA_MARKER}
    <title>${title}</title>
    <link rel="stylesheet" href="${kit}/page.css" />
  </head>
  <body>
    <div id="game"></div>
    <script type="module" src="./main.ts"></script>
  </body>
</html>
`;
}

/**
 * Serves and builds each game's page from gamePageHtml: as a module of its own in the build (at the path its
 * index.html would have), and at /<key>/ on the dev server.
 */
function gamePages(keys: readonly string[]): Plugin {
  const byPath = new Map(keys.map((key) => [join(here, key, 'index.html'), key]));
  return {
    name: 'playwords:game-pages',
    resolveId: (id) => (byPath.has(id) ? id : null),
    load(id) {
      const key = byPath.get(id);
      return key ? gamePageHtml(key) : null;
    },
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const match = /^\/((?:dev\/)?[a-z]+)\/(?:index\.html)?(?:\?.*)?$/.exec(req.url ?? '');
        const key = match?.[1];
        if (!key || !keys.includes(key)) return next();
        server.transformIndexHtml(req.url ?? `/${key}/`, gamePageHtml(key)).then((html) => {
          res.setHeader('Content-Type', 'text/html; charset=utf-8');
          res.end(html);
        }, next);
      });
    },
  };
}

/**
 * Phaser's sources pick features with webpack's `typeof FLAG` replacement; every `typeof X` of a non-existent
 * global would otherwise be the truthy string 'undefined'. Both renderers are in (the kit picks Canvas where WebGL is
 * only software: kit/renderer-choice.ts); Phaser sound is off (the kit makes its own sound).
 */
const PHASER_FLAGS: Record<string, boolean> = {
  CANVAS_RENDERER: true,
  WEBGL_RENDERER: true,
  WEBGL_DEBUG: false,
  FEATURE_SOUND: false,
  PLUGIN_CAMERA3D: false,
  PLUGIN_FBINSTANT: false,
};

function phaserFlags(): Plugin {
  const pattern = new RegExp(`typeof (${Object.keys(PHASER_FLAGS).join('|')})\\b`, 'g');
  return {
    name: 'playwords:phaser-flags',
    transform(code, id) {
      if (!id.startsWith(phaserDir)) return null;
      return code.replace(pattern, (_all, flag: string) => String(PHASER_FLAGS[flag]));
    },
  };
}

/**
 * Bundles kit/phaser-custom.cjs (CommonJS requires into Phaser's sources) once into one ES module, cached by
 * Phaser's version and the entry's content. Games then import an ordinary ES module in dev and build alike.
 */
async function ensurePhaserBundle(): Promise<string> {
  const version = (JSON.parse(readFileSync(join(phaserDir, 'package.json'), 'utf8')) as { version: string }).version;
  const hash = createHash('sha256')
    .update(version)
    .update(readFileSync(customPhaserEntry))
    .update(JSON.stringify(PHASER_FLAGS))
    .digest('hex')
    .slice(0, 12);
  const outDir = resolve(here, '..', 'node_modules', '.cache', 'playwords-phaser');
  const file = join(outDir, `phaser-${hash}.js`);
  if (existsSync(file)) return file;
  mkdirSync(outDir, { recursive: true });
  const tmpDir = join(outDir, `tmp-${process.pid}`);
  await build({
    configFile: false,
    logLevel: 'warn',
    resolve: { alias: [{ find: /^phaser-src\//, replacement: `${phaserDir}/src/` }] },
    plugins: [phaserFlags()],
    define: { global: 'globalThis' },
    build: {
      outDir: tmpDir,
      emptyOutDir: true,
      minify: false,
      target: 'es2022',
      lib: { entry: customPhaserEntry, formats: ['es'], fileName: () => 'phaser.js' },
    },
  });
  // Renamed into place so two builds starting together never read a half-written file.
  renameSync(join(tmpDir, 'phaser.js'), file);
  return file;
}

/** Fails the build when Vite drops the marker the server replaces with the template data. */
function keepDataMarker(): Plugin {
  return {
    name: 'playwords:keep-data-marker',
    apply: 'build',
    generateBundle(_options, bundle) {
      for (const file of Object.values(bundle)) {
        if (!file.fileName.endsWith('.html') || file.type !== 'asset') continue;
        const html = String(file.source);
        const head = html.slice(0, html.indexOf('</head>'));
        if (!head.includes(GAME_DATA_MARKER)) {
          this.error(`${file.fileName} lost the ${GAME_DATA_MARKER} marker in <head>: the server could not embed data`);
        }
      }
    },
  };
}

export default defineConfig(async ({ command }) => {
  const phaserBundle = await ensurePhaserBundle();
  const keys = findGameKeys();
  if (command === 'build' && keys.length === 0) throw new Error('games/: no game folder with a main.ts');
  return {
    root: here,
    // The page is served from /api/games/…/template/ inside an srcdoc frame: only absolute URLs resolve. The
    // dev server serves the folders as they are (/wordsearch/, /dev/host.html).
    base: command === 'build' ? '/game-assets/' : '/',
    resolve: { alias: [{ find: /^phaser$/, replacement: phaserBundle }] },
    // The dev server also serves the preview games of games/dev (dev/demo/) from the same page template.
    plugins: [gamePages(command === 'build' ? keys : [...keys, ...devGames()]), keepDataMarker()],
    build: {
      outDir: 'dist',
      emptyOutDir: true,
      target: 'es2022',
      sourcemap: false,
      // scripts/check-budgets.mjs follows each page's chunk graph in the manifest.
      manifest: true,
      // Images stay files: the frame's CSP and caching are simpler without data: URLs in scripts.
      assetsInlineLimit: 0,
      modulePreload: { polyfill: false },
      // Phaser is ~950 KB raw; the budget that matters is gzip per page (scripts/check-budgets.mjs).
      chunkSizeWarningLimit: 1200,
      rolldownOptions: {
        input: Object.fromEntries(keys.map((key) => [key, join(here, key, 'index.html')])),
        output: {
          codeSplitting: {
            groups: [
              // One Phaser chunk shared by every game, so the browser caches it once for all of them.
              { name: 'phaser', test: (id: string) => id === phaserBundle },
            ],
          },
        },
      },
    },
    server: {
      port: 5180,
      strictPort: false,
      // The preview host (dev/host.html) runs the game in a sandboxed srcdoc frame, whose origin is "null".
      cors: true,
    },
  };
});
