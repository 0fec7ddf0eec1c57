import { existsSync } from 'node:fs';
import { join, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';
import { applySecurityHeaders } from '../../platform/security-headers';

/** Where the built games' scripts, styles and pictures are served. */
export const GAME_ASSETS_PREFIX = '/game-assets/';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Serves the games' build output (`GAMES_DIST_DIR`) at /game-assets/. A game runs in a sandboxed frame whose
 * origin is opaque ('null'), so to the browser every load from it is cross-origin: module scripts are fetched
 * with CORS (hence `Access-Control-Allow-Origin: *`; nothing here is private or uses cookies) and pictures need
 * `Cross-Origin-Resource-Policy: cross-origin`. Hashed files (Vite's `assets/`) are cached for a year. The pages
 * themselves (`<key>/index.html`) are only ever answered through the template route, with their data.
 */
export const gameAssetsPlugin = fp(async (app) => {
  const root = app.config.gamesDistDir;
  if (!existsSync(root)) {
    app.log.info(`no built games in ${root}: /game-assets/ answers 404 until \`npm run build\``);
    return;
  }
  const hashed = join(root, 'assets') + sep;
  // Its own scope, so a missing asset gets a plain 404 here rather than the web app's page.
  await app.register(
    async (scope) => {
      scope.setNotFoundHandler((request, reply) => {
        applySecurityHeaders(request, reply);
        return reply.code(404).type('text/plain').send('Not found');
      });
      await scope.register(fastifyStatic, {
        root,
        prefix: '/',
        // Files are looked up when asked for, so a rebuild is served without a restart.
        wildcard: true,
        index: false,
        list: false,
        redirect: false,
        dotfiles: 'deny',
        decorateReply: false,
        // Pages and folders are not assets.
        allowedPath: (pathName) => !/(\.html?|\/)$/i.test(pathName),
        setHeaders(reply, path) {
          reply.header('Cache-Control', path.startsWith(hashed) ? IMMUTABLE : 'no-cache');
          reply.header('Access-Control-Allow-Origin', '*');
          reply.header('Cross-Origin-Resource-Policy', 'cross-origin');
          reply.header('X-Content-Type-Options', 'nosniff');
        },
      });
    },
    { prefix: GAME_ASSETS_PREFIX.slice(0, -1) },
  );
});
