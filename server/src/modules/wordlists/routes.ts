import { z } from 'zod';
import {
  ModerationMessage,
  moderationReportInput,
  wordlistCreateInput,
  wordlistPatchInput,
  wordlistSearchInput,
  type ReviewRequestDto,
  type WordlistDto,
} from '@playwords/common';
import { pagingQuery, toPage, type Paging } from '../../platform/paging';
import { defineRoute, type RouteContext } from '../../platform/route';
import { presentOne, presentWordlists } from './presenter';
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

/** A list id in a path; anything that is not one names no list (the service answers 404). */
const withId = z.object({ id: z.string().transform(parseWordlistId) });

const answerPage = async (ctx: RouteContext<'user'>, { views, count }: Page, paging: Paging) =>
  toPage(
    await presentWordlists(ctx.db, ctx.user.id, views),
    count,
    paging,
    new URL(ctx.request.url, ctx.app.config.publicUrl),
  );

/** The actions on one list: each takes (db, user, id, now) and answers the list. */
const actions = {
  publish: publishWordlist,
  select: selectWordlist,
  favourite: favouriteWordlist,
};

/** Word lists (core §7): own lists, search, edit, publish, select, favourite, and removal from the public. */
export const wordlistsRoutes = [
  defineRoute({
    method: 'POST',
    url: '/api/wordlists/',
    access: 'user',
    body: wordlistCreateInput,
    status: 201,
    async handler({ db, user, body, now }) {
      const input = { theme: body.theme!, words: body.words!, isPrivate: body.is_private, pictures: body.pictures };
      return presentOne(db, user.id, await createWordlist(db, user, input, now));
    },
  }),

  defineRoute({
    method: 'GET',
    url: '/api/wordlists/',
    access: 'user',
    query: pagingQuery,
    handler: async (ctx) => answerPage(ctx, await listOwnWordlists(ctx.db, ctx.user, ctx.query), ctx.query),
  }),

  defineRoute({
    method: 'POST',
    url: '/api/wordlists/search/',
    access: 'user',
    query: pagingQuery,
    body: wordlistSearchInput,
    handler: async (ctx) => answerPage(ctx, await searchWordlists(ctx.db, ctx.user, ctx.body, ctx.query), ctx.query),
  }),

  defineRoute({
    method: 'GET',
    url: '/api/wordlists/:id/',
    access: 'user',
    params: withId,
    handler: async ({ db, user, params }) => presentOne(db, user.id, await getWordlist(db, user, params.id)),
  }),

  defineRoute({
    method: 'PATCH',
    url: '/api/wordlists/:id/',
    access: 'user',
    params: withId,
    body: wordlistPatchInput,
    handler: async ({ db, user, params, body, now }) =>
      presentOne(db, user.id, await updateWordlist(db, user, params.id, body, now)),
  }),

  defineRoute({
    method: 'DELETE',
    url: '/api/wordlists/:id/',
    access: 'user',
    params: withId,
    status: 204,
    handler: ({ db, user, params }) => deleteWordlist(db, user, params.id),
  }),

  // 'remove from the public collection': the list as it is now, or, for a teacher asking about someone else's
  // list, that her request was sent for review (with her optional note).
  defineRoute({
    method: 'POST',
    url: '/api/wordlists/:id/unpublish/',
    access: 'user',
    params: withId,
    body: moderationReportInput,
    async handler({ db, user, params, body, now }): Promise<WordlistDto | ReviewRequestDto> {
      const { view, sentForReview } = await unpublishWordlist(db, user, params.id, now, body.note);
      return sentForReview
        ? { sent_for_review: true, detail: ModerationMessage.sentForReview }
        : presentOne(db, user.id, view);
    },
  }),

  ...Object.entries(actions).map(([action, run]) =>
    defineRoute({
      method: 'POST',
      url: `/api/wordlists/:id/${action}/`,
      access: 'user',
      params: withId,
      handler: async ({ db, user, params, now }) => presentOne(db, user.id, await run(db, user, params.id, now)),
    }),
  ),
];
