import { z } from 'zod';
import { startTrialInput } from '@playwords/common';
import { pagingQuery, toPage } from '../../platform/paging';
import { defineRoute } from '../../platform/route';
import { cancelRenewal } from '../payments/service';
import { presentLicence } from './presenter';
import { getLicence, listLicences, redeemKey, startTrial } from './service';

/** A licence key in a path, as typed (the service normalises it; a malformed one names no licence). */
const withKey = z.object({ id: z.string().max(100) });

/** Trials, licence keys, and a user's own licences (accounts §4, §7). */
export const licencesRoutes = [
  defineRoute({
    method: 'POST',
    url: '/api/payments/start-trial/',
    access: 'user',
    body: startTrialInput,
    status: 201,
    handler: async ({ db, user, sessionId, body, now }) =>
      presentLicence(await startTrial(db, user.id, body.type, now, sessionId)),
  }),

  defineRoute({
    method: 'GET',
    url: '/api/licenses/',
    access: 'user',
    query: pagingQuery,
    async handler({ app, db, user, query, request, now }) {
      const all = await listLicences(db, user, now);
      const results = all.slice(query.offset, query.offset + query.limit).map(presentLicence);
      return toPage(results, all.length, query, new URL(request.url, app.config.publicUrl));
    },
  }),

  defineRoute({
    method: 'GET',
    url: '/api/licenses/:id/',
    access: 'user',
    params: withKey,
    handler: async ({ db, user, params, now }) => presentLicence(await getLicence(db, user, params.id, now)),
  }),

  // A subscription is cancelled at its provider first (payments), then stops renewing here.
  defineRoute({
    method: 'POST',
    url: '/api/licenses/:id/deactivate/',
    access: 'user',
    params: withKey,
    async handler({ app, db, user, params, request, now }) {
      const ctx = { db, providers: app.payments, config: app.config, log: request.log, now };
      return presentLicence(await cancelRenewal(ctx, user, params.id));
    },
  }),

  // The id here is a key the user typed; the service normalises it.
  defineRoute({
    method: 'POST',
    url: '/api/licenses/:id/activate/',
    access: 'user',
    params: withKey,
    async handler({ db, counters, user, sessionId, params, ip, now }) {
      const request = { userId: user.id, typedKey: params.id, clientIp: ip, sessionId };
      return presentLicence(await redeemKey(db, counters, request, now));
    },
  }),
];
