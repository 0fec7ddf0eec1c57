import { z } from 'zod';
import {
  classCreateInput,
  classPatchInput,
  classResultInput,
  classWordsQuery,
  classWordsResetInput,
  type ClassResultResponse,
  type ClassWordsDto,
} from '@playwords/common';
import { defineRoute } from '../../platform/route';
import { presentClass, presentList, presentScoreboard, presentSummary } from './presenter';
import {
  classWords,
  createClass,
  deleteClass,
  getClass,
  getScoreboard,
  listClasses,
  listsPlayed,
  parseClassId,
  recordResult,
  resetScores,
  resetWords,
  resultsKey,
  RESULTS_PER_USER,
  startLesson,
  updateClass,
} from './service';

/** A class id in a path; anything that is not one names no class (the service answers 404). */
const withId = z.object({ id: z.string().transform(parseClassId) });

/** Classes (issue 21): her classes and their teams, results from games, the scoreboard and the words missed. */
export const classesRoutes = [
  defineRoute({
    method: 'GET',
    url: '/api/classes/',
    access: 'user',
    handler: async ({ db, user }) => (await listClasses(db, user)).map(presentSummary),
  }),

  defineRoute({
    method: 'POST',
    url: '/api/classes/',
    access: 'user',
    body: classCreateInput,
    status: 201,
    handler: async ({ db, user, body, now }) => presentClass(await createClass(db, user, body, now)),
  }),

  defineRoute({
    method: 'GET',
    url: '/api/classes/:id/',
    access: 'user',
    params: withId,
    handler: async ({ db, user, params }) => presentClass(await getClass(db, user, params.id)),
  }),

  defineRoute({
    method: 'PATCH',
    url: '/api/classes/:id/',
    access: 'user',
    params: withId,
    body: classPatchInput,
    handler: async ({ db, user, params, body, now }) => presentClass(await updateClass(db, user, params.id, body, now)),
  }),

  defineRoute({
    method: 'DELETE',
    url: '/api/classes/:id/',
    access: 'user',
    params: withId,
    status: 204,
    handler: ({ db, user, params }) => deleteClass(db, user, params.id),
  }),

  defineRoute({
    method: 'GET',
    url: '/api/classes/:id/scoreboard/',
    access: 'user',
    params: withId,
    handler: async ({ db, user, params }) => presentScoreboard(await getScoreboard(db, user, params.id)),
  }),

  // 201 when recorded, 200 when that result id was recorded before (nothing counted twice).
  defineRoute({
    method: 'POST',
    url: '/api/classes/:id/results/',
    access: 'user',
    params: withId,
    body: classResultInput,
    limits: ({ user }) => [{ key: resultsKey(user.id), rule: RESULTS_PER_USER }],
    async handler({ db, user, params, body, now, reply }): Promise<ClassResultResponse> {
      const answer = await recordResult(db, user, params.id, body, now);
      reply.code(answer.recorded ? 201 : 200);
      return reply.send(answer);
    },
  }),

  defineRoute({
    method: 'POST',
    url: '/api/classes/:id/new-lesson/',
    access: 'user',
    params: withId,
    handler: async ({ db, user, params, now }) => presentClass(await startLesson(db, user, params.id, now)),
  }),

  defineRoute({
    method: 'POST',
    url: '/api/classes/:id/reset/',
    access: 'user',
    params: withId,
    handler: async ({ db, user, params, now }) => presentClass(await resetScores(db, user, params.id, now)),
  }),

  defineRoute({
    method: 'GET',
    url: '/api/classes/:id/lists/',
    access: 'user',
    params: withId,
    handler: async ({ db, user, params }) => (await listsPlayed(db, user, params.id)).map(presentList),
  }),

  defineRoute({
    method: 'GET',
    url: '/api/classes/:id/words/',
    access: 'user',
    params: withId,
    query: classWordsQuery,
    handler: async ({ db, user, params, query }): Promise<ClassWordsDto> => ({
      wordlist_id: query.wordlist,
      words: await classWords(db, user, params.id, query.wordlist),
    }),
  }),

  defineRoute({
    method: 'POST',
    url: '/api/classes/:id/words/reset/',
    access: 'user',
    params: withId,
    body: classWordsResetInput,
    status: 204,
    handler: ({ db, user, params, body }) => resetWords(db, user, params.id, body.wordlist_id),
  }),
];
