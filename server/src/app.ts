import { randomUUID } from 'node:crypto';
import cookie from '@fastify/cookie';
import Fastify, { type FastifyReply } from 'fastify';
import type { AppConfig } from './config';
import type { Db } from './db/client';
import { accountsRoutes } from './modules/accounts/routes';
import { useMediaUrls } from './modules/images/presenter';
import { imagesRoutes } from './modules/images/routes';
import { listGameImages } from './modules/images/service';
import { activationOnEmailCorrection, activationOnSignUp } from './modules/accounts/service';
import { gamesRoutes } from './modules/games/routes';
import { licencesRoutes } from './modules/licences/routes';
import { refreshPlanIfDue } from './modules/licences/service';
import { usersRoutes } from './modules/users/routes';
import { wordlistsRoutes } from './modules/wordlists/routes';
import { BODY_LIMIT, bodyParsersPlugin } from './platform/body-parsers';
import { systemClock, type Clock } from './platform/clock';
import { csrfPlugin } from './platform/csrf';
import { errorsPlugin } from './platform/errors';
import { loggerOptions, type LogSettings } from './platform/logging';
import { mailPlugin } from './platform/mail';
import { trackApiRoutes } from './platform/method-not-allowed';
import { resolveSecretKey } from './platform/secret-key';
import { securityHeadersPlugin } from './platform/security-headers';
import { sessionsPlugin } from './platform/sessions';
import { createStorage, mediaRoutes, type Storage } from './platform/storage';
import { webAppPlugin } from './platform/web-app';
import './types';

export interface BuildAppOptions {
  config: AppConfig;
  db: Db;
  clock?: Clock;
  /** Where the log goes and from which level (default: standard output at LOG_LEVEL); always redacted. */
  logger?: LogSettings;
  /** Deliver the outbox by itself (default true); tests turn it off and call `app.mail.sendPending()`. */
  autoSendMail?: boolean;
  /** Where uploaded images live (default: the configuration's, see platform/storage.ts); tests pass a temp folder. */
  storage?: Storage;
}

/** Builds the whole application (what the server listens with and what tests `inject` into). */
export async function buildApp({
  config,
  db,
  clock = systemClock,
  logger,
  autoSendMail = true,
  storage = createStorage(config),
}: BuildAppOptions) {
  const { timeouts } = config;
  const app = Fastify({
    logger: logger === false ? false : loggerOptions(logger?.level ?? config.logLevel, logger?.stream),
    // Slow clients (config.ts, TimeoutsConfig): a request that trickles in or stops halfway is cut off.
    requestTimeout: timeouts.request,
    connectionTimeout: timeouts.idle,
    keepAliveTimeout: timeouts.keepAlive,
    http: {
      headersTimeout: timeouts.headers,
      requestTimeout: timeouts.request,
      // Node checks the request and headers limits on this beat (30 s by default): a quarter of the shorter.
      connectionsCheckingInterval: Math.min(5000, Math.max(50, Math.min(timeouts.headers, timeouts.request) / 4)),
    },
    bodyLimit: BODY_LIMIT,
    trustProxy: config.trustProxy,
    routerOptions: { ignoreTrailingSlash: true },
    onProtoPoisoning: 'error',
    onConstructorPoisoning: 'error',
    genReqId: () => randomUUID(),
    // Errors the router raises before any hook (a malformed URL, a path parameter over 100 characters) answer
    // the contract's `{detail}` shape like every other error.
    frameworkErrors: (error, _request, reply) => {
      (reply as FastifyReply).code(error.statusCode ?? 400).send({ detail: error.message });
    },
  });
  app.decorate('config', config);
  app.decorate('db', db);
  app.decorate('clock', clock);
  app.decorate('storage', storage);
  useMediaUrls((key) => storage.url(key));

  const addMethodNotAllowedRoutes = trackApiRoutes(app);
  await app.register(errorsPlugin);
  await app.register(securityHeadersPlugin);
  await app.register(cookie);
  await app.register(bodyParsersPlugin);
  // A plan that ran out is noticed on the next request (no timer): the hook refreshes it before any route runs.
  await app.register(sessionsPlugin, { refreshUser: refreshPlanIfDue });
  await app.register(csrfPlugin);

  const secret = resolveSecretKey(config);
  if (secret.source === 'generated') app.log.info(`generated the server's secret key in ${config.dataDir}`);
  if (secret.source !== 'env' && config.databaseUrl) {
    app.log.warn('SECRET_KEY is not set: using the one in DATA_DIR; every server process must use the same secret');
  }
  await app.register(mailPlugin, { autoSend: autoSendMail });

  await app.register(usersRoutes, {
    afterSignUp: activationOnSignUp(secret.key, config.publicUrl),
    afterEmailCorrected: activationOnEmailCorrection(secret.key, config.publicUrl),
  });
  await app.register(accountsRoutes, { secret: secret.key });
  await app.register(licencesRoutes);
  await app.register(wordlistsRoutes);
  await app.register(imagesRoutes(storage));
  await app.register(mediaRoutes(storage));
  await app.register(gamesRoutes, {
    secret: secret.key,
    images: listGameImages,
    // Game pages load pictures from the image store's public address too when it is S3.
    imageOrigins: config.s3 ? [new URL(config.s3.publicUrl).origin] : [],
  });

  await app.register(webAppPlugin);
  await app.register(async () => addMethodNotAllowedRoutes());
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
