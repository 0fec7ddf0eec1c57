// `npm run check:budgets` (after `npm run build`): the web app's size budgets from performance.md, read from
// Vite's build manifest so the check follows the real chunk graph instead of guessing from file names.
//   - JavaScript loaded before the landing page is interactive: ≤ 170 KB gzipped, for an English reader and for a
//     Chinese one (who also fetches the zh-CN catalogues the shell and the landing page read)
//   - CSS of the landing page: ≤ 30 KB gzipped
//   - Phaser (and game code) on non-game pages: none — by the chunk graph and by a Phaser signature in the code
//   - One game page, all its JavaScript (entry + every chunk it imports, Phaser included): ≤ 350 KB gzipped
//   - The picture dictionary's index (issue 20): its own chunk, ≤ 150 KB gzipped, and nothing of it on the landing page
// Exits 1 when a budget is exceeded or the build cannot be read, 0 otherwise.
// Usage: node scripts/check-budgets.mjs [web dist folder, default web/dist] [games dist folder, default games/dist]
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const root = fileURLToPath(new URL('..', import.meta.url));
const dist = resolve(root, process.argv[2] ?? 'web/dist');
const manifestPath = join(dist, '.vite', 'manifest.json');
const gamesDist = resolve(root, process.argv[3] ?? 'games/dist');

const KB = 1024;
const BUDGETS = { js: 170 * KB, css: 30 * KB, gamePage: 350 * KB, pictureIndex: 150 * KB };
// The picture dictionary's index (common/src/pictures/), loaded by the pages that edit a list.
const PICTURE_INDEX_SRC = 'common/src/pictures/dictionary-index.json';
// Strings only Phaser's code carries (its banner and home page), whatever the chunk is called.
const PHASER_SIGNATURE = /https:\/\/phaser\.io|hidePhaser|Phaser v`/;
const LANDING_DIR = 'src/features/landing/';
// The catalogues a Chinese reader's landing page fetches before it shows (web/src/lib/i18n.ts bundles the English).
const CHINESE_LANDING_CATALOGUES = ['common/src/i18n/zh-CN/common.ts', 'common/src/i18n/zh-CN/landing.ts'];
// Pages allowed to load Phaser: the game player. Everything else is a "non-game page".
const GAME_DIRS = ['src/features/game-player/'];

/** @typedef {{ file: string, src?: string, name?: string, isEntry?: boolean, isDynamicEntry?: boolean,
 *   imports?: string[], dynamicImports?: string[], css?: string[] }} Chunk */

function fail(message) {
  console.error(`check:budgets: ${message}`);
  process.exit(1);
}

/** @returns {Record<string, Chunk>} */
function readManifest() {
  if (!existsSync(manifestPath)) {
    fail(
      `${manifestPath} is missing. Build the web app first (npm run build) with \`build.manifest: true\` in ` +
        'web/vite.config.ts: the budgets are computed from the manifest.',
    );
  }
  return JSON.parse(readFileSync(manifestPath, 'utf8'));
}

/** The keys of the given chunks and of everything they import statically, recursively, each once. */
function withStaticImports(manifest, keys) {
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key)) return;
    if (!manifest[key]) fail(`the manifest names "${key}" as an import but has no entry for it`);
    seen.add(key);
    for (const imported of manifest[key].imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return seen;
}

const sourceOf = (key, chunk) => chunk.src ?? key;
const isUnder = (key, chunk, dirs) => dirs.some((dir) => sourceOf(key, chunk).startsWith(dir));

/** Chunks the browser runs before the landing page is interactive: the entry, then the landing page's lazy chunk. */
function landingChunkKeys(manifest) {
  const entries = Object.entries(manifest);
  const entryKeys = entries.filter(([, c]) => c.isEntry).map(([k]) => k);
  const landingKeys = entries
    .filter(([k, c]) => isUnder(k, c, [LANDING_DIR]) && c.file.endsWith('.js'))
    .map(([k]) => k);
  if (entryKeys.length === 0) fail('the manifest has no entry chunk (isEntry)');
  if (landingKeys.length === 0)
    fail(`the manifest has no chunk under ${LANDING_DIR}: is the landing page still lazy-loaded?`);
  return withStaticImports(manifest, [...entryKeys, ...landingKeys]);
}

/**
 * Chunks a non-game page may load: the entry and every lazily loaded page outside the game player, with their
 * static imports. (Chunks only a game page reaches may contain Phaser.)
 */
function nonGameChunkKeys(manifest) {
  const starts = Object.entries(manifest)
    .filter(([k, c]) => c.isEntry || (c.isDynamicEntry && !isUnder(k, c, GAME_DIRS)))
    .map(([k]) => k);
  return withStaticImports(manifest, starts);
}

const gzipCache = new Map();
/** Raw and gzip -9 size of a built file (relative to the web dist unless `from` says otherwise). */
function sizeOf(file, from = dist) {
  const path = join(from, file);
  if (!gzipCache.has(path)) {
    if (!existsSync(path)) fail(`${path} is named by the manifest but missing: rebuild (npm run build)`);
    const bytes = readFileSync(path);
    gzipCache.set(path, { raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length });
  }
  return gzipCache.get(path);
}

const kb = (bytes) => `${(bytes / KB).toFixed(1)} KB`;

function printFiles(title, files, from = dist) {
  console.log(`\n${title}`);
  if (files.length === 0) return console.log('  (none)');
  const width = Math.max(4, ...files.map((f) => f.length));
  console.log(`  ${'file'.padEnd(width)}  ${'raw'.padStart(10)}  ${'gzip'.padStart(10)}`);
  for (const file of files) {
    const { raw, gzip } = sizeOf(file, from);
    console.log(`  ${file.padEnd(width)}  ${kb(raw).padStart(10)}  ${kb(gzip).padStart(10)}`);
  }
}

/**
 * Each game page's JavaScript from the games build's manifest: the page's entry and everything it imports
 * statically (the shared Phaser and kit chunks included), gzipped. Fails when there is no games build.
 */
function gamePageChecks() {
  const path = join(gamesDist, '.vite', 'manifest.json');
  if (!existsSync(path)) {
    fail(`${path} is missing. Build the games first (npm run build): game pages are checked from the manifest.`);
  }
  /** @type {Record<string, Chunk>} */
  const manifest = JSON.parse(readFileSync(path, 'utf8'));
  const pages = Object.entries(manifest).filter(([key, chunk]) => chunk.isEntry && key.endsWith('/index.html'));
  if (pages.length === 0) fail(`${path} names no game page (an entry ending in /index.html)`);
  return pages.map(([key]) => {
    const seen = new Set();
    const visit = (k) => {
      if (seen.has(k)) return;
      if (!manifest[k]) fail(`the games manifest names "${k}" as an import but has no entry for it`);
      seen.add(k);
      for (const imported of manifest[k].imports ?? []) visit(imported);
    };
    visit(key);
    const files = [...new Set([...seen].map((k) => manifest[k].file))].filter((f) => f.endsWith('.js'));
    const gzip = files.reduce((sum, f) => sum + sizeOf(f, gamesDist).gzip, 0);
    const game = key.replace(/\/index\.html$/, '');
    printFiles(`JavaScript of the game page ${game}:`, files, gamesDist);
    return {
      what: `game ${game} JS (gzip)`,
      value: kb(gzip),
      limit: `≤ ${kb(BUDGETS.gamePage)}`,
      ok: gzip <= BUDGETS.gamePage,
    };
  });
}

/**
 * The picture dictionary's index: a chunk of its own (found by its source), at most 150 KB gzipped, and neither it
 * nor anything it is in among the chunks the landing page loads.
 */
function pictureIndexChecks(manifest, landingKeys) {
  const key = Object.keys(manifest).find((k) => k.endsWith(PICTURE_INDEX_SRC));
  if (!key) fail(`the manifest has no chunk for ${PICTURE_INDEX_SRC}: is the index still loaded on demand?`);
  const { file } = manifest[key];
  const { gzip } = sizeOf(file);
  const onLanding = landingKeys.includes(key) || landingKeys.some((k) => manifest[k].file === file);
  printFiles('The picture dictionary index (loaded by the pages that edit a list):', [file]);
  return [
    {
      what: 'picture index (gzip)',
      value: kb(gzip),
      limit: `≤ ${kb(BUDGETS.pictureIndex)}`,
      ok: gzip <= BUDGETS.pictureIndex,
    },
    { what: 'picture index on the landing page', value: onLanding ? 'yes' : 'no', limit: 'no', ok: !onLanding },
  ];
}

/** JavaScript files of non-game pages whose code carries Phaser's signature (a bundled Phaser under any name). */
function phaserSignatures(manifest) {
  const files = [...new Set([...nonGameChunkKeys(manifest)].map((k) => manifest[k].file))].filter((f) =>
    f.endsWith('.js'),
  );
  return files.filter((file) => PHASER_SIGNATURE.test(readFileSync(join(dist, file), 'utf8')));
}

function main() {
  const manifest = readManifest();
  const landing = [...landingChunkKeys(manifest)];
  const jsFiles = [...new Set(landing.map((k) => manifest[k].file))].filter((f) => f.endsWith('.js'));
  const cssFiles = [...new Set(landing.flatMap((k) => manifest[k].css ?? []))];
  const total = (files) => files.reduce((sum, f) => sum + sizeOf(f).gzip, 0);

  const phaserChunks = [...nonGameChunkKeys(manifest)]
    .map((k) => ({ key: k, chunk: manifest[k] }))
    .filter(({ key, chunk }) => /phaser/i.test(`${key} ${chunk.src ?? ''} ${chunk.name ?? ''} ${chunk.file}`))
    .map(({ chunk }) => chunk.file);
  const signed = phaserSignatures(manifest);

  const chineseKeys = CHINESE_LANDING_CATALOGUES.map((src) => {
    const key = Object.keys(manifest).find((k) => k.endsWith(src));
    if (!key) fail(`the manifest has no chunk for ${src}: is its catalogue still loaded on demand?`);
    return key;
  });
  const chineseFiles = [
    ...new Set([...jsFiles, ...[...withStaticImports(manifest, chineseKeys)].map((k) => manifest[k].file)]),
  ].filter((f) => f.endsWith('.js'));

  printFiles('JavaScript before the landing page is interactive (entry + landing chunk + static imports):', jsFiles);
  printFiles(
    '… and the Chinese catalogues a Chinese reader fetches first:',
    chineseFiles.filter((f) => !jsFiles.includes(f)),
  );
  printFiles('CSS of those chunks:', cssFiles);

  const checks = [
    {
      what: 'landing JS (gzip)',
      value: kb(total(jsFiles)),
      limit: `≤ ${kb(BUDGETS.js)}`,
      ok: total(jsFiles) <= BUDGETS.js,
    },
    {
      what: 'landing JS, Chinese reader (gzip)',
      value: kb(total(chineseFiles)),
      limit: `≤ ${kb(BUDGETS.js)}`,
      ok: total(chineseFiles) <= BUDGETS.js,
    },
    {
      what: 'landing CSS (gzip)',
      value: kb(total(cssFiles)),
      limit: `≤ ${kb(BUDGETS.css)}`,
      ok: total(cssFiles) <= BUDGETS.css,
    },
    {
      what: 'Phaser chunks on non-game pages',
      value: String(phaserChunks.length),
      limit: '0',
      ok: phaserChunks.length === 0,
    },
    {
      what: 'Phaser code on non-game pages',
      value: String(signed.length),
      limit: '0',
      ok: signed.length === 0,
    },
    ...pictureIndexChecks(manifest, landing),
    ...gamePageChecks(),
  ];
  const w = { what: Math.max(...checks.map((c) => c.what.length)), value: 10, limit: 10 };
  console.log(`\n  ${'budget'.padEnd(w.what)}  ${'size'.padStart(w.value)}  ${'limit'.padStart(w.limit)}  result`);
  for (const c of checks) {
    console.log(
      `  ${c.what.padEnd(w.what)}  ${c.value.padStart(w.value)}  ${c.limit.padStart(w.limit)}  ${c.ok ? 'PASS' : 'FAIL'}`,
    );
  }
  if (phaserChunks.length > 0) console.log(`  Phaser reached from non-game pages through: ${phaserChunks.join(', ')}`);
  if (signed.length > 0) console.log(`  Phaser's code found in non-game chunks: ${signed.join(', ')}`);

  const failed = checks.filter((c) => !c.ok);
  if (failed.length > 0) {
    console.error(
      `\nOver budget: ${failed.map((c) => c.what).join(', ')} (budgets in ../shared/design/performance.md).`,
    );
    process.exit(1);
  }
  console.log('\nAll web and game budgets met.');
}

main();
