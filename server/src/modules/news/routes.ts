import { newsDeleteVoteInput, newsVoteInput } from '@playwords/common';
import { pagingQuery, toPage } from '../../platform/paging';
import { defineRoute } from '../../platform/route';
import { presentPost, presentVote } from './presenter';
import { deleteVote, listPosts, vote, VOTES_PER_USER, votesKey } from './service';

/** Both vote routes count against one limit per teacher. */
const voteLimits = ({ user }: { user: { id: number } }) => [{ key: votesKey(user.id), rule: VOTES_PER_USER }];

/**
 * News (accounts §2, §4, §7): everyone reads the posts; a signed-in teacher likes or dislikes them. Both vote
 * routes answer `{post, vote}` (common's NewsVoteResponse): the post with its counts after the call, and her vote
 * on it now — true a like, false a dislike, null none.
 */
export const newsRoutes = [
  defineRoute({
    method: 'GET',
    url: '/api/news/',
    access: 'public',
    query: pagingQuery,
    async handler({ app, db, query, request }) {
      const { views, count } = await listPosts(db, query);
      const results = views.map((view) => presentPost(view, (key) => app.storage.url(key)));
      return toPage(results, count, query, new URL(request.url, app.config.publicUrl));
    },
  }),

  // Liking an already-liked post takes the like back; the other vote switches it (accounts §4).
  defineRoute({
    method: 'POST',
    url: '/api/news/vote/',
    access: 'user',
    body: newsVoteInput,
    limits: voteLimits,
    handler: async ({ app, db, user, body, now }) =>
      presentVote(await vote(db, user.id, body.id, body.vote, now), (key) => app.storage.url(key)),
  }),

  defineRoute({
    method: 'POST',
    url: '/api/news/delete-vote/',
    access: 'user',
    body: newsDeleteVoteInput,
    limits: voteLimits,
    handler: async ({ app, db, user, body }) =>
      presentVote(await deleteVote(db, user.id, body.id), (key) => app.storage.url(key)),
  }),
];
