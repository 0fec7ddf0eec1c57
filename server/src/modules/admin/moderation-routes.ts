import { adminIdParams, adminModerationDecision, adminModerationQuery } from '@playwords/common';
import { defineRoute, type AnyRoute } from '../../platform/route';
import { adminReadLimits, adminWriteLimits } from './limits';
import { actOnTarget, keepItem, listModeration, removeItem } from './moderation';

/** A direct action on a list or an image: `POST /api/admin/{wordlists|images}/:id/{action}/` with a reason. */
const targetRoute = (url: string, action: Parameters<typeof actOnTarget>[2]) =>
  defineRoute({
    method: 'POST',
    url,
    access: 'superuser',
    params: adminIdParams,
    body: adminModerationDecision,
    limits: adminWriteLimits,
    handler: ({ db, user, params, body, now }) => actOnTarget(db, user, action, params.id, body.reason, now),
  });

// Declared as a list of their own first: typed as AnyRoute[] at once, each route's access would not narrow its user.
const routes = [
  defineRoute({
    method: 'GET',
    url: '/api/admin/moderation/',
    access: 'superuser',
    query: adminModerationQuery,
    limits: adminReadLimits,
    handler: ({ db, query }) =>
      listModeration(
        db,
        { status: query.status, kind: query.kind, reason: query.reason },
        { limit: query.limit, offset: query.offset },
      ),
  }),

  defineRoute({
    method: 'POST',
    url: '/api/admin/moderation/:id/keep/',
    access: 'superuser',
    params: adminIdParams,
    body: adminModerationDecision,
    limits: adminWriteLimits,
    handler: ({ db, user, params, body, now }) => keepItem(db, user, params.id, body.reason, now),
  }),

  defineRoute({
    method: 'POST',
    url: '/api/admin/moderation/:id/remove/',
    access: 'superuser',
    params: adminIdParams,
    body: adminModerationDecision,
    limits: adminWriteLimits,
    handler: ({ db, user, params, body, now }) => removeItem(db, user, params.id, body.reason, now),
  }),

  targetRoute('/api/admin/wordlists/:id/ban/', 'wordlist.ban'),
  targetRoute('/api/admin/wordlists/:id/unban/', 'wordlist.unban'),
  targetRoute('/api/admin/images/:id/remove/', 'image.remove'),
  targetRoute('/api/admin/images/:id/restore/', 'image.restore'),
];

/** The console's moderation section: the queue, its decisions, and bans of lists and images by id. */
export const moderationRoutes: AnyRoute[] = routes;
