/**
 * The runtime caches of the service worker (web/vite.config.ts's `installableApp`), named once here for it and the app. Those holding
 * a teacher's own data are emptied when she signs out (a shared classroom PC: the next teacher must not find her
 * lists, classes, pictures or games offline); the dictionary's pictures and the games' scripts are nobody's.
 */
export const OFFLINE_CACHES = {
  api: 'playwords-api',
  gamePages: 'playwords-game-pages',
  media: 'playwords-media',
  pictures: 'playwords-pictures',
  gameAssets: 'playwords-game-assets',
} as const;
