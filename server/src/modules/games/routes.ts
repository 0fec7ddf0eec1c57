import { LANGUAGES } from '@playwords/common';
import { z } from 'zod';
import { defineRoute } from '../../platform/route';
import { accountLanguage, countGamePlay, createGameSessionKey, renderGameTemplate } from './service';
import { gamePageCsp, type GamePages } from './template';

export interface GamesRoutesOptions {
  /** The built game pages (read again when a file changes). */
  pages: GamePages;
  /** Origins the game pages may load pictures from besides ours (the image store's public address). */
  imageOrigins: readonly string[];
}

/** A request with this header set to '1' fetches a game page ahead for offline play: it is not counted as played. */
export const PREFETCH_HEADER = 'x-playwords-prefetch';

/** Games (core §7, api-contract.md § Games): the session key and each game's page with its data. */
export function gamesRoutes({ pages, imageOrigins }: GamesRoutesOptions) {
  // Computed once: the headers of every game page.
  const pageHeaders = {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'no-store',
    'content-security-policy': gamePageCsp(imageOrigins),
    'x-content-type-options': 'nosniff',
    'cross-origin-resource-policy': 'same-origin',
  };
  return [
    defineRoute({
      method: 'GET',
      url: '/api/games/session_key/',
      access: 'user',
      handler: ({ app, user }) => createGameSessionKey(app.secretKey, user.id),
    }),

    defineRoute({
      method: 'GET',
      url: '/api/games/:index/template/',
      access: 'user',
      params: z.object({ index: z.string() }),
      // A repeated `wl` names no one list.
      query: z.object({
        wl: z
          .unknown()
          .optional()
          .transform((raw) => (raw === undefined ? undefined : typeof raw === 'string' ? raw : 'not-a-list')),
        // The reader's language, as the web's game page sends it; absent → her account's language.
        lang: z.enum(LANGUAGES).optional(),
        // The class the page is opened for (a lesson plan's); a repeated `class` names no one class.
        class: z
          .unknown()
          .optional()
          .transform((raw) => (raw === undefined ? undefined : typeof raw === 'string' ? raw : 'not-a-class')),
      }),
      async handler({ db, user, params, query, reply, request, now }) {
        const html = await renderGameTemplate({
          db,
          pages,
          user,
          index: params.index,
          wl: query.wl,
          language: query.lang ?? accountLanguage(user),
          classParam: query.class,
        });
        // Served: the index named a game (digits only), so it is that game's index. A count that fails is logged
        // and the teacher still gets her game. The offline warm-up's fetch ahead (PREFETCH_HEADER) is no game played.
        if (request.headers[PREFETCH_HEADER] !== '1') {
          await countGamePlay(db, Number(params.index), now).catch((error: unknown) =>
            request.log.warn({ err: error, gameIndex: Number(params.index) }, 'could not count a game played'),
          );
        }
        return reply.headers(pageHeaders).send(html);
      },
    }),
  ];
}
