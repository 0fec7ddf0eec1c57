import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyReply, type FastifyRequest } from 'fastify';
import type { AppConfig } from './config';
import type { Db } from './db/client';
import { accountsRoutes } from './modules/accounts/routes';
import { adminRoutes } from './modules/admin/routes';
import { classesRoutes } from './modules/classes/routes';
import { purgeDeadAccountCodes } from './modules/accounts/service';
import { gameAssetsPlugin } from './modules/games/assets';
import { gamesRoutes } from './modules/games/routes';
import { GamePages } from './modules/games/template';
import { useMediaUrls } from './modules/images/presenter';
import { imagesRoutes } from './modules/images/routes';
import { imagesFragment } from './modules/images/service';
import { lessonsRoutes } from './modules/lessons/routes';
import { licencesRoutes } from './modules/licences/routes';
import { refreshPlanIfDue } from './modules/licences/service';
import { messagesRoutes } from './modules/messages/routes';
import { newsRoutes } from './modules/news/routes';
import { newsFragment } from './modules/news/service';
import { paymentsRoutes } from './modules/payments/routes';
import { picturesRoutes } from './modules/pictures/routes';
import { paymentProvidersFor } from './modules/payments/service';
import { usersRoutes } from './modules/users/routes';
import { findSession, purgeExpiredSessions, usersFragment } from './modules/users/service';
import { wordlistsRoutes } from './modules/wordlists/routes';
import { wordlistsFragment } from './modules/wordlists/service';
import { BODY_LIMIT } from './platform/body-parsers';
import { systemClock, type Clock } from './platform/clock';
import { decorateCookies } from './platform/cookies';
import { createCounters, type Counters } from './platform/counters';
import { errorsPlugin, withCodes } from './platform/errors';
import { healthRoutes } from './platform/health';
import { jobsPlugin, purgeFinishedJobs, scheduleCleanups, type Cleanup } from './platform/jobs';
import { LevelAwareLogController, loggerOptions, requestLogger, type LogSettings } from './platform/logging';
import { mailPlugin } from './platform/mail';
import { trackApiRoutes } from './platform/method-not-allowed';
import { registerRoutes, type AnyRoute } from './platform/route';
import { resolveSecretKey } from './platform/secret-key';
import { applySecurityHeaders, securityHeadersPlugin } from './platform/security-headers';
import { sessionsPlugin } from './platform/sessions';
import { createStorage, mediaRoutes, type Storage } from './platform/storage';
import { storageGraceMs, storageSweep } from './platform/storage-intents';
import { UserObject } from './platform/user-object';
import { webAppPlugin } from './platform/web-app';
import './types';

export interface BuildAppOptions {
  config: AppConfig;
  db: Db;
  clock?: Clock;
  /** Where the log goes and from which level (default: standard output at LOG_LEVEL); always redacted. */
  logger?: LogSettings;
  /** Run jobs by itself (default true); tests turn it off and call `app.jobs.runDue()` or `app.mail.sendPending()`. */
  autoRunJobs?: boolean;
  /** Where uploaded images live (default: the configuration's, see platform/storage.ts); tests pass a temp folder. */
  storage?: Storage;
  /**
   * The throttling counters (default: Redis with REDIS_URL, else the database; platform/counters.ts). The app starts
   * them when it is ready and closes them with itself.
   */
  counters?: Counters;
}

/** Builds the whole application (what the server listens with and what tests `inject` into). */
export async function buildApp({
  config,
  db,
  clock = systemClock,
  logger,
  autoRunJobs = true,
  storage = createStorage(config),
  counters: givenCounters,
}: BuildAppOptions) {
  const { timeouts } = config;
  const app = Fastify({
    logger:
      logger === false ? false : loggerOptions(logger?.level ?? config.logLevel, logger?.stream, config.logFormat),
    // Slow clients (config.ts, TimeoutsConfig): a request that trickles in or stops halfway is cut off.
    requestTimeout: timeouts.request,
    connectionTimeout: timeouts.idle,
    keepAliveTimeout: timeouts.keepAlive,
    // On close (server.ts's shutdown): idle kept-alive connections are closed at once, busy ones once their
    // request is answered; a request arriving on one meanwhile gets 503 (Fastify's return503OnClosing). Fastify 5's
    // default already; said here because the shutdown counts on it.
    forceCloseConnections: 'idle',
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
    childLoggerFactory: requestLogger,
    logController: new LevelAwareLogController(),
    // Errors the router raises before any hook (a malformed URL, a path parameter over 100 characters) answer
    // the contract's `{detail}` shape like every other error.
    frameworkErrors: (error, request, reply) => {
      applySecurityHeaders(request as FastifyRequest, reply as FastifyReply);
      (reply as FastifyReply).code(error.statusCode ?? 400).send(withCodes({ detail: error.message }));
    },
  });
  app.decorate('config', config);
  app.decorate('db', db);
  app.decorate('clock', clock);
  app.decorate('storage', storage);
  const counters = givenCounters ?? createCounters(config, db, app.log);
  app.decorate('counters', counters);
  // Connected before the first request (a Redis down at start is logged; limited routes answer 503 until it is
  // back), and let go of when the app closes.
  app.addHook('onReady', () => counters.start());
  app.addHook('onClose', () => counters.close());
  // Made once: a provider's SDK client keeps its connections (none configured: the server takes no payments).
  app.decorate('payments', paymentProvidersFor(config));
  useMediaUrls((key) => storage.url(key));

  const addMethodNotAllowedRoutes = trackApiRoutes(app);
  await app.register(errorsPlugin);
  await app.register(securityHeadersPlugin);
  decorateCookies(app);
  // Routes read the session themselves (platform/route.ts); a plan that ran out is noticed on the next request
  // (no timer): the reader refreshes it before the route runs.
  await app.register(sessionsPlugin, { find: findSession, refreshUser: refreshPlanIfDue });

  const secret = resolveSecretKey(config);
  if (secret.source === 'generated') app.log.info(`generated the server's secret key in ${config.dataDir}`);
  if (secret.source !== 'env' && config.databaseUrl) {
    app.log.warn('SECRET_KEY is not set: using the one in DATA_DIR; every server process must use the same secret');
  }
  app.decorate('secretKey', secret.key);
  await app.register(jobsPlugin, { auto: autoRunJobs });
  await app.register(mailPlugin);
  // Once an hour, in one process: what has stopped mattering is deleted.
  scheduleCleanups(
    app.jobs,
    db,
    new Map<string, Cleanup>([
      ['sessions', purgeExpiredSessions],
      ['account codes', purgeDeadAccountCodes],
      ['rate counters', (_db, now) => app.counters.purge(now)],
      ['jobs', purgeFinishedJobs],
      // Files no row names after a crash (platform/storage-intents.ts).
      ['stored files', storageSweep(storage, storageGraceMs(timeouts.request))],
    ]),
  );

  // The user object: each module answers for its own fields.
  const userObject = new UserObject();
  for (const fragment of [usersFragment, wordlistsFragment, imagesFragment, newsFragment]) {
    userObject.register(fragment);
  }
  userObject.seal();

  const games = {
    pages: new GamePages(config.gamesDistDir),
    // Game pages load pictures from the image store's public address too when it is S3.
    imageOrigins: config.s3 ? [new URL(config.s3.publicUrl).origin] : [],
  };
  const routes: AnyRoute[] = [
    ...usersRoutes,
    ...accountsRoutes,
    ...licencesRoutes,
    ...paymentsRoutes,
    ...messagesRoutes,
    ...wordlistsRoutes,
    ...imagesRoutes,
    ...newsRoutes,
    ...classesRoutes,
    ...lessonsRoutes,
    ...gamesRoutes(games),
    ...adminRoutes,
    ...healthRoutes,
  ];
  app.decorate('apiRoutes', routes);
  await registerRoutes(app, routes, { presentUser: (db, user) => userObject.present(db, user) });
  await app.register(mediaRoutes(storage));
  await app.register(picturesRoutes);
  await app.register(gameAssetsPlugin);

  await app.register(webAppPlugin);
  await app.register(async () => addMethodNotAllowedRoutes());
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
