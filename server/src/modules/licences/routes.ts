import type { FastifyPluginAsync } from 'fastify';
import { startTrialInput } from '@playwords/common';
import { parsePaging, toPage } from '../../platform/paging';
import { requireAuth } from '../../platform/sessions';
import { parseInput } from '../../platform/validation';
import { presentLicence } from './presenter';
import { cancelAutoRenew, getLicence, listLicences, redeemKey, startTrial } from './service';

type WithId = { Params: { id: string } };

/** Trials, licence keys, and a user's own licences (accounts §4, §7). */
export const licencesRoutes: FastifyPluginAsync = async (app) => {
  app.post('/api/payments/start-trial/', async (request, reply) => {
    const { user, sessionId } = requireAuth(request);
    const input = parseInput(startTrialInput, request.body);
    const view = await startTrial(app.db, user.id, input.type, app.clock.now(), sessionId);
    return reply.code(201).send(presentLicence(view));
  });

  app.get('/api/licenses/', async (request) => {
    const { user } = requireAuth(request);
    const paging = parsePaging(request.query as Record<string, unknown>);
    const all = await listLicences(app.db, user, app.clock.now());
    const results = all.slice(paging.offset, paging.offset + paging.limit).map(presentLicence);
    return toPage(results, all.length, paging, new URL(request.url, app.config.publicUrl));
  });

  app.get<WithId>('/api/licenses/:id/', async (request) => {
    const { user } = requireAuth(request);
    return presentLicence(await getLicence(app.db, user, request.params.id, app.clock.now()));
  });

  app.post<WithId>('/api/licenses/:id/deactivate/', async (request) => {
    const { user } = requireAuth(request);
    return presentLicence(await cancelAutoRenew(app.db, user, request.params.id, app.clock.now()));
  });

  // The id here is a key the user typed; the service normalises it.
  app.post<WithId>('/api/licenses/:id/activate/', async (request) => {
    const { user, sessionId } = requireAuth(request);
    const view = await redeemKey(
      app.db,
      { userId: user.id, typedKey: request.params.id, clientIp: request.ip, sessionId },
      app.clock.now(),
    );
    return presentLicence(view);
  });
};
