import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
// A relative import: Vite bundles it into the config, while a workspace package would be loaded as raw .ts.
import { parseManifest } from '../common/src/catalogue/game-manifest.ts';
import { OFFLINE_CACHES } from './src/lib/offline-caches.ts';

// The API server of `npm start` / `npm run dev -w @playwords/server`.
const API_ORIGIN = 'http://localhost:3000';

/**
 * Preloads the Nunito weights the first screen uses (performance.md: fonts subset and preloaded), so text does
 * not repaint when the font arrives. The files are hashed, so the links are added after the bundle is written.
 */
function preloadFonts(): Plugin {
  const wanted = /nunito-latin-(400|700|800)-normal-[\w-]+\.woff2$/;
  return {
    name: 'playwords:preload-fonts',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        return Object.keys(context.bundle ?? {})
          .filter((file) => wanted.test(file))
          .sort()
          .map((file) => ({
            tag: 'link',
            attrs: { rel: 'preload', as: 'font', type: 'font/woff2', href: `/${file}`, crossorigin: '' },
            injectTo: 'head' as const,
          }));
      },
    },
  };
}

const here = dirname(fileURLToPath(import.meta.url));
const GAMES_DIR = join(here, '..', 'games');
const EMOJI = join(here, '..', 'server', 'assets', 'fluent-emoji', 'icons.json');

/** Mantine's shade 6 of each card colour (common's CARD_COLOURS), the card's own background. */
const CARD_HEX: Record<string, string> = {
  red: '#fa5252',
  pink: '#e64980',
  grape: '#be4bdb',
  violet: '#7950f2',
  indigo: '#4c6ef5',
  blue: '#228be6',
  cyan: '#15aabf',
  teal: '#12b886',
  green: '#40c057',
  lime: '#82c91e',
  yellow: '#fab005',
  orange: '#fd7e14',
};

/** Where one, two or three pictures stand on a 160 × 100 card: x, y and size. */
const SPOTS: Record<number, [number, number, number][]> = {
  1: [[44, 14, 72]],
  2: [
    [18, 22, 60],
    [82, 18, 60],
  ],
  3: [
    [8, 34, 52],
    [54, 10, 52],
    [100, 34, 52],
  ],
};

/**
 * Each game's card picture (its manifest's `card.picture`: one to three of the official Fluent Emoji on the card's
 * colour), composed as an SVG from the emoji the server's picture library ships. The manifests are plain JSON,
 * checked as the app checks them; a name the set lacks fails the build.
 */
function composeGamePictures(): Map<string, string> {
  const icons = (JSON.parse(readFileSync(EMOJI, 'utf8')) as { icons: Record<string, { body: string }> }).icons;
  const pictures = new Map<string, string>();
  for (const key of readdirSync(GAMES_DIR)) {
    const file = join(GAMES_DIR, key, 'manifest.json');
    if (!existsSync(file)) continue;
    const { card } = parseManifest(JSON.parse(readFileSync(file, 'utf8')), `games/${key}/manifest.json`);
    const spots = SPOTS[card.picture.length];
    if (!CARD_HEX[card.color] || !spots)
      throw new Error(`games/${key}/manifest.json: a card colour and 1 to 3 pictures`);
    const drawn = card.picture.map((name, i) => {
      const icon = icons[name];
      if (!icon) throw new Error(`games/${key}/manifest.json: '${name}' is not one of the official Fluent Emoji`);
      const [x, y, size] = spots[i]!;
      return `<svg x="${x}" y="${y}" width="${size}" height="${size}" viewBox="0 0 32 32">${icon.body}</svg>`;
    });
    pictures.set(
      key,
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 100">' +
        `<rect width="160" height="100" fill="${CARD_HEX[card.color]}"/>` +
        '<circle cx="128" cy="14" r="34" fill="#fff" fill-opacity="0.18"/>' +
        '<circle cx="20" cy="96" r="30" fill="#fff" fill-opacity="0.12"/>' +
        `${drawn.join('')}</svg>`,
    );
  }
  return pictures;
}

/** Serves the pictures at /game-pictures/<key>.svg: written into the build, answered from memory by the dev server. */
function gamePictures(): Plugin {
  let pictures: Map<string, string> | null = null;
  const all = () => (pictures ??= composeGamePictures());
  return {
    name: 'playwords:game-pictures',
    generateBundle() {
      for (const [key, svg] of all())
        this.emitFile({ type: 'asset', fileName: `game-pictures/${key}.svg`, source: svg });
    },
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const key = /^\/game-pictures\/([a-z]+)\.svg$/.exec(req.url ?? '')?.[1];
        const svg = key ? all().get(key) : undefined;
        if (!svg) return next();
        res.setHeader('Content-Type', 'image/svg+xml');
        res.end(svg);
      });
    },
  };
}

/**
 * The installable, offline app (docs/decisions.md § The offline classroom): the manifest and a Workbox service worker
 * (generateSW) at /sw.js. The app shell is precached (the console's chunks aside) and every navigation outside the
 * server's own paths falls back to it. An update waits until every tab of the app is closed ('prompt', never
 * prompted): no page, least of all a game being played, is ever reloaded or has its chunks swapped under it.
 * Runtime routes, GET only (Workbox never caches another method): the API calls the dashboard, her lists, her
 * images, her classes and her games need → NetworkFirst (4 s, bounded; emptied at sign-out by lib/pwa.ts); game
 * pages (the template route) likewise in their own cache; /game-assets/ (hashed) → CacheFirst; /pictures/ and
 * /media/ → CacheFirst with expiry. The cache names are lib/offline-caches.ts's OFFLINE_CACHES.
 */
function installableApp() {
  return VitePWA({
    registerType: 'prompt',
    // lib/pwa.ts registers it (after load, never in tests), with workbox-window.
    injectRegister: false,
    filename: 'sw.js',
    manifestFilename: 'manifest.webmanifest',
    includeAssets: ['favicon.svg'],
    manifest: {
      id: '/',
      name: 'PlayWords',
      short_name: 'PlayWords',
      description: 'Classroom word games for teachers of English as a second language.',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: '#5b3df5',
      background_color: '#ffffff',
      icons: [
        { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
        { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
        { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ],
    },
    workbox: {
      globPatterns: ['**/*.{js,css,html,svg,woff2,png}'],
      // The operator console is never used offline.
      globIgnores: ['**/admin-*', '**/*-section-*'],
      maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
      cleanupOutdatedCaches: true,
      clientsClaim: true,
      skipWaiting: false,
      navigateFallback: '/index.html',
      navigateFallbackDenylist: [/^\/api\//, /^\/media\//, /^\/pictures\//, /^\/game-assets\//, /^\/admin/],
      runtimeCaching: [
        {
          urlPattern: ({ url, sameOrigin }) =>
            sameOrigin && /^\/api\/games\/(\d+\/template|session_key)\/$/.test(url.pathname),
          method: 'GET',
          handler: 'NetworkFirst',
          options: {
            cacheName: OFFLINE_CACHES.gamePages,
            networkTimeoutSeconds: 4,
            expiration: { maxEntries: 80, maxAgeSeconds: 30 * 24 * 3600 },
            cacheableResponse: { statuses: [200] },
            matchOptions: { ignoreVary: true },
          },
        },
        {
          urlPattern: ({ url, sameOrigin }) =>
            sameOrigin &&
            /^\/api\/(users\/me|licenses|wordlists|images|classes|lessons|news|payments\/config)\//.test(url.pathname),
          method: 'GET',
          handler: 'NetworkFirst',
          options: {
            cacheName: OFFLINE_CACHES.api,
            networkTimeoutSeconds: 4,
            expiration: { maxEntries: 150, maxAgeSeconds: 30 * 24 * 3600 },
            cacheableResponse: { statuses: [200] },
            matchOptions: { ignoreVary: true },
          },
        },
        {
          urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/game-assets/'),
          method: 'GET',
          handler: 'CacheFirst',
          options: {
            cacheName: OFFLINE_CACHES.gameAssets,
            expiration: { maxEntries: 200, maxAgeSeconds: 60 * 24 * 3600 },
            cacheableResponse: { statuses: [200] },
          },
        },
        {
          urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/pictures/'),
          method: 'GET',
          handler: 'CacheFirst',
          options: {
            cacheName: OFFLINE_CACHES.pictures,
            expiration: { maxEntries: 500, maxAgeSeconds: 60 * 24 * 3600 },
            cacheableResponse: { statuses: [0, 200] },
          },
        },
        {
          // Her uploads. (An S3 image store's address is not ours: the worker's connect-src would refuse it.)
          urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/media/'),
          method: 'GET',
          handler: 'CacheFirst',
          options: {
            cacheName: OFFLINE_CACHES.media,
            expiration: { maxEntries: 300, maxAgeSeconds: 30 * 24 * 3600 },
            cacheableResponse: { statuses: [0, 200] },
          },
        },
      ],
    },
  });
}

export default defineConfig({
  plugins: [react(), preloadFonts(), gamePictures(), installableApp()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    // The landing page's budget is checked on gzipped output; keep sourcemaps out of dist.
    sourcemap: false,
    // scripts/check-budgets.mjs reads the chunk graph from .vite/manifest.json.
    manifest: true,
  },
  server: {
    proxy: {
      '/api': { target: API_ORIGIN, changeOrigin: false },
    },
  },
  preview: {
    proxy: {
      '/api': { target: API_ORIGIN, changeOrigin: false },
    },
  },
});
