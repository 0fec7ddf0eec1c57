import type { FastifyPluginAsync } from 'fastify';
import { wordlistCreateInput, wordlistPatchInput, wordlistSearchInput } from '@playwords/common';
import { parsePaging, toPage } from '../../platform/paging';
import { requireAuth } from '../../platform/sessions';
import { parseInput } from '../../platform/validation';
import { presentWordlist } from './presenter';
import {
  createWordlist,
  deleteWordlist,
  favouriteWordlist,
  getWordlist,
  listOwnWordlists,
  parseWordlistId,
  publishWordlist,
  searchWordlists,
  selectWordlist,
  unpublishWordlist,
  updateWordlist,
  type Page,
} from './service';

type WithId = { Params: { id: string } };

/** Word lists (core §7): own lists, search, edit, publish, select, favourite, and removal from the public. */
export const wordlistsRoutes: FastifyPluginAsync = async (app) => {
  const pageUrl = (url: string) => new URL(url, app.config.publicUrl);
  const answerPage = ({ views, count }: Page, paging: ReturnType<typeof parsePaging>, url: string) =>
    toPage(views.map(presentWordlist), count, paging, pageUrl(url));

  app.post('/api/wordlists/', async (request, reply) => {
    const { user } = requireAuth(request);
    const input = parseInput(wordlistCreateInput, request.body);
    const view = await createWordlist(
      app.db,
      user,
      { theme: input.theme!, words: input.words!, isPrivate: input.is_private },
      app.clock.now(),
    );
    return reply.code(201).send(presentWordlist(view));
  });

  app.get('/api/wordlists/', async (request) => {
    const { user } = requireAuth(request);
    const paging = parsePaging(request.query as Record<string, unknown>);
    return answerPage(await listOwnWordlists(app.db, user, paging), paging, request.url);
  });

  app.post('/api/wordlists/search/', async (request) => {
    const { user } = requireAuth(request);
    const paging = parsePaging(request.query as Record<string, unknown>);
    const search = parseInput(wordlistSearchInput, request.body);
    return answerPage(await searchWordlists(app.db, user, search, paging), paging, request.url);
  });

  app.get<WithId>('/api/wordlists/:id/', async (request) => {
    const { user } = requireAuth(request);
    return presentWordlist(await getWordlist(app.db, user, parseWordlistId(request.params.id)));
  });

  app.patch<WithId>('/api/wordlists/:id/', async (request) => {
    const { user } = requireAuth(request);
    const changes = parseInput(wordlistPatchInput, request.body);
    const id = parseWordlistId(request.params.id);
    return presentWordlist(await updateWordlist(app.db, user, id, changes, app.clock.now()));
  });

  app.delete<WithId>('/api/wordlists/:id/', async (request, reply) => {
    const { user } = requireAuth(request);
    await deleteWordlist(app.db, user, parseWordlistId(request.params.id));
    return reply.code(204).send();
  });

  const action = (
    path: string,
    run: typeof publishWordlist, // every action takes (db, user, id, now) and answers the list
  ) =>
    app.post<WithId>(`/api/wordlists/:id/${path}/`, async (request) => {
      const { user } = requireAuth(request);
      return presentWordlist(await run(app.db, user, parseWordlistId(request.params.id), app.clock.now()));
    });
  action('publish', publishWordlist);
  action('unpublish', unpublishWordlist);
  action('select', selectWordlist);
  action('favourite', favouriteWordlist);
};
