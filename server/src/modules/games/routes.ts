import type { FastifyPluginAsync } from 'fastify';
import { requireAuth } from '../../platform/sessions';
import { gameAssetsPlugin } from './assets';
import { createGameSessionKey, renderGameTemplate, type GameImagesSource } from './service';
import { gamePageCsp, GamePages } from './template';

export interface GamesRoutesOptions {
  /** The server's secret: keys the game session tokens. */
  secret: string;
  /** The user's pictures for a game (the images module's favourites, official ones when none). */
  images: GameImagesSource;
  /** Origins the game pages may load pictures from besides ours (the image store's public address). */
  imageOrigins?: readonly string[];
}

type TemplateRequest = { Params: { index: string }; Querystring: { wl?: string } };

/** Games (core §7, api-contract.md § Games): the session key, each game's page with its data, and its assets. */
export const gamesRoutes: FastifyPluginAsync<GamesRoutesOptions> = async (app, options) => {
  const pages = new GamePages(app.config.gamesDistDir);
  // Computed once: the headers of every game page.
  const pageHeaders = {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'no-store',
    'content-security-policy': gamePageCsp(options.imageOrigins),
    'x-content-type-options': 'nosniff',
    'cross-origin-resource-policy': 'same-origin',
  };

  app.get('/api/games/session_key/', async (request) => {
    const { user } = requireAuth(request);
    return createGameSessionKey(options.secret, user.id);
  });

  app.get<TemplateRequest>('/api/games/:index/template/', async (request, reply) => {
    const { user } = requireAuth(request);
    // A repeated `wl` names no one list.
    const raw: unknown = request.query.wl;
    const wl = raw === undefined ? undefined : typeof raw === 'string' ? raw : 'not-a-list';
    const html = await renderGameTemplate({
      db: app.db,
      pages,
      images: options.images,
      user,
      index: request.params.index,
      wl,
    });
    return reply.headers(pageHeaders).send(html);
  });

  await app.register(gameAssetsPlugin);
};
