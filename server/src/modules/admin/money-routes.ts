// The console's money section (issue 17): orders and refunds, licence-key batches and their CSV, coupons.
import {
  adminCouponInput,
  adminExpireCouponInput,
  adminIdParams,
  adminKeyBatchInput,
  adminOrdersQuery,
  adminPageQuery,
  adminRefundInput,
} from '@playwords/common';
import type { UserRow } from '../../platform/sessions';
import { notAuthenticated } from '../../platform/http-errors';
import { defineRoute, type AnyRoute } from '../../platform/route';
import { listCouponsForConsole, listOrdersForConsole } from '../payments/service';
import { adminReadLimits, adminWriteLimits } from './limits';
import { batchCsv, createCouponFromConsole, expireCoupon, listBatches, mintBatch, refundOrder } from './money';

/** The signed-in operator (the route's `superuser` access has checked there is one). */
function operatorOf(user: UserRow | null): UserRow {
  if (!user) throw notAuthenticated();
  return user;
}

const routes = [
  defineRoute({
    method: 'GET',
    url: '/api/admin/orders/',
    access: 'superuser',
    query: adminOrdersQuery,
    limits: adminReadLimits,
    handler: ({ db, query, now }) => {
      const { limit, offset, ...filter } = query;
      return listOrdersForConsole(db, filter, { limit, offset }, now);
    },
  }),

  defineRoute({
    method: 'POST',
    url: '/api/admin/orders/:id/refund/',
    access: 'superuser',
    params: adminIdParams,
    body: adminRefundInput,
    limits: adminWriteLimits,
    handler: ({ app, db, counters, request, now, user, params, body }) =>
      refundOrder(
        { db, providers: app.payments, config: app.config, log: request.log, now },
        counters,
        operatorOf(user),
        params.id,
        body,
      ),
  }),

  defineRoute({
    method: 'GET',
    url: '/api/admin/key-batches/',
    access: 'superuser',
    query: adminPageQuery,
    limits: adminReadLimits,
    handler: ({ db, query }) => listBatches(db, query),
  }),

  defineRoute({
    method: 'POST',
    url: '/api/admin/key-batches/',
    access: 'superuser',
    body: adminKeyBatchInput,
    limits: adminWriteLimits,
    status: 201,
    handler: ({ db, user, body, now }) => mintBatch(db, operatorOf(user), body, now),
  }),

  defineRoute({
    method: 'GET',
    url: '/api/admin/key-batches/:id/keys.csv',
    access: 'superuser',
    params: adminIdParams,
    limits: adminReadLimits,
    handler: async ({ db, params, reply }) => {
      const csv = await batchCsv(db, params.id);
      reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="licence-keys-batch-${params.id}.csv"`)
        .header('cache-control', 'no-store');
      return csv;
    },
  }),

  defineRoute({
    method: 'GET',
    url: '/api/admin/coupons/',
    access: 'superuser',
    query: adminPageQuery,
    limits: adminReadLimits,
    handler: ({ db, query, now }) => listCouponsForConsole(db, query, now),
  }),

  defineRoute({
    method: 'POST',
    url: '/api/admin/coupons/',
    access: 'superuser',
    body: adminCouponInput,
    limits: adminWriteLimits,
    status: 201,
    handler: ({ db, user, body, now }) => createCouponFromConsole(db, operatorOf(user), body, now),
  }),

  defineRoute({
    method: 'POST',
    url: '/api/admin/coupons/:id/expire/',
    access: 'superuser',
    params: adminIdParams,
    body: adminExpireCouponInput,
    limits: adminWriteLimits,
    handler: ({ db, user, params, body, now }) => expireCoupon(db, operatorOf(user), params.id, body.reason, now),
  }),
];

/** The console's money section. */
export const moneyRoutes: AnyRoute[] = routes;
