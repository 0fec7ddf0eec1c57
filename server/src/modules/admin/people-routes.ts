// The console's people section (/api/admin/users/…): the search, her whole picture, and the actions on her
// account, each with a reason, through admin/people.ts.
import {
  adminGrantLicenceInput,
  adminIdParams,
  adminReasonInput,
  adminSuspendInput,
  adminTakeBackLicenceInput,
  adminUserSearchQuery,
} from '@playwords/common';
import { defineRoute, type AnyRoute, type RouteContext } from '../../platform/route';
import { adminReadLimits, adminWriteLimits } from './limits';
import {
  allowUploadsOf,
  ban,
  endSessions,
  grantLicenceTo,
  personDetail,
  resendActivation,
  restrictUploadsOf,
  searchPeople,
  suspend,
  takeBackLicence,
  unban,
  unsuspend,
  verifyEmail,
  type PeopleContext,
} from './people';

const peopleContext = (ctx: RouteContext<'superuser'>): PeopleContext => ({
  db: ctx.db,
  operator: ctx.user,
  now: ctx.now,
  secret: ctx.app.secretKey,
  publicUrl: ctx.app.config.publicUrl,
  clientIp: ctx.ip,
});

type ReasonAction = (ctx: PeopleContext, userId: number, reason: string) => Promise<unknown>;

/** An action on `/api/admin/users/{id}/<name>/` that takes only a reason. */
function reasonRoute(name: string, act: ReasonAction, wakesMail = false): AnyRoute {
  return defineRoute({
    method: 'POST',
    url: `/api/admin/users/:id/${name}/`,
    access: 'superuser' as const,
    params: adminIdParams,
    body: adminReasonInput,
    limits: adminWriteLimits,
    async handler(ctx) {
      const result = await act(peopleContext(ctx), ctx.params.id, ctx.body.reason);
      if (wakesMail) ctx.app.mail.wake();
      return result;
    },
  });
}

export const peopleRoutes: AnyRoute[] = [
  defineRoute({
    method: 'GET',
    url: '/api/admin/users/',
    access: 'superuser' as const,
    query: adminUserSearchQuery,
    limits: adminReadLimits,
    handler: ({ db, query, now }) => searchPeople(db, query.q, now),
  }),

  defineRoute({
    method: 'GET',
    url: '/api/admin/users/:id/',
    access: 'superuser' as const,
    params: adminIdParams,
    limits: adminReadLimits,
    handler: ({ db, params, now }) => personDetail(db, params.id, now),
  }),

  reasonRoute('verify-email', verifyEmail),
  reasonRoute('resend-activation', resendActivation, true),
  reasonRoute('end-sessions', endSessions),

  defineRoute({
    method: 'POST',
    url: '/api/admin/users/:id/grant-licence/',
    access: 'superuser' as const,
    params: adminIdParams,
    body: adminGrantLicenceInput,
    limits: adminWriteLimits,
    handler: (ctx) =>
      grantLicenceTo(
        peopleContext(ctx),
        ctx.params.id,
        { type: ctx.body.type, days: ctx.body.days, subscription: ctx.body.subscription },
        ctx.body.reason,
      ),
  }),

  defineRoute({
    method: 'POST',
    url: '/api/admin/users/:id/take-back-licence/',
    access: 'superuser' as const,
    params: adminIdParams,
    body: adminTakeBackLicenceInput,
    limits: adminWriteLimits,
    handler: (ctx) =>
      takeBackLicence(
        peopleContext(ctx),
        ctx.params.id,
        { licence: ctx.body.licence, days: ctx.body.days },
        ctx.body.reason,
      ),
  }),

  reasonRoute('restrict-uploads', restrictUploadsOf),
  reasonRoute('unrestrict-uploads', allowUploadsOf),

  defineRoute({
    method: 'POST',
    url: '/api/admin/users/:id/suspend/',
    access: 'superuser' as const,
    params: adminIdParams,
    body: adminSuspendInput,
    limits: adminWriteLimits,
    handler: (ctx) =>
      suspend(peopleContext(ctx), ctx.params.id, { days: ctx.body.days, until: ctx.body.until }, ctx.body.reason),
  }),
  reasonRoute('unsuspend', unsuspend),

  reasonRoute('ban', ban),
  reasonRoute('unban', unban),
];
