// One way to declare an API route: who may call it, the schemas of its path, query and body (from `common`), its
// rate limits and its handler, which gets a typed context. The session, the CSRF check and the input checks run on
// the route Fastify matched (never on the raw URL, which the router decodes: `/%61pi/…` is `/api/…`).
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import type { z } from 'zod';
import type { UserDto } from '@playwords/common';
import type { Db } from '../db/client';
import { BODY_LIMIT, bodyParsersPlugin, readMultipartBody, type UploadMessages } from './body-parsers';
import { verifyCsrf } from './csrf';
import { notAuthenticated, notFound, permissionDenied } from './http-errors';
import { findHostileText, refuseHostileText } from './hostile-input';
import { setSecurityHeaders } from './security-headers';
import type { SessionAuth, UserRow } from './sessions';
import { enforceLimits, type Counters, type RateLimit } from './throttle';
import { parseInput } from './validation';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Who may call a route: `public` reads no session at all; `optional` reads it (the handler gets the user or
 * null); `user` answers 403 without a live session; `superuser` also 403 for everyone but an operator.
 */
export type Access = 'public' | 'optional' | 'user' | 'superuser';

type SignedIn = { user: UserRow; sessionId: string };
type MaybeSignedIn = { user: UserRow | null; sessionId: string | null };
type Signed<A extends Access> = A extends 'user' | 'superuser' ? SignedIn : MaybeSignedIn;

type Out<S> = S extends z.ZodType ? z.output<S> : undefined;

/** What a handler gets: the request's parts as its schemas read them, the actor, and the app's services. */
export type RouteContext<A extends Access = Access, P = unknown, Q = unknown, B = unknown> = Signed<A> & {
  request: FastifyRequest;
  reply: FastifyReply;
  app: FastifyInstance;
  db: Db;
  /** The throttling counters (platform/counters.ts: the database's, or Redis with REDIS_URL). */
  counters: Counters;
  /** The request's instant, from the app's clock (tests move it). */
  now: Date;
  /** The client's address (X-Forwarded-For only with TRUST_PROXY). */
  ip: string;
  params: P;
  query: Q;
  body: B;
  /** The body's exact bytes on a `rawBody` route (null elsewhere, and when it had none). */
  rawBody: Buffer | null;
  /** The API's user object of a user (the fragments every module registered). */
  presentUser(user: UserRow): Promise<UserDto>;
};

/** A limit counted before the handler runs; past it the answer is 429 with Retry-After. */
export interface RouteLimit {
  key: string;
  rule: RateLimit;
}

export interface RouteSpec<
  A extends Access = Access,
  PS extends z.ZodType | undefined = undefined,
  QS extends z.ZodType | undefined = undefined,
  BS extends z.ZodType | undefined = undefined,
> {
  method: Method;
  url: string;
  access: A;
  /** Path parameters; a value that does not fit names nothing, so the answer is 404. */
  params?: PS;
  /** Query parameters; bad values answer 400 with the field. */
  query?: QS;
  /** The body (JSON, urlencoded or multipart alike); bad values answer 400 with the field and change nothing. */
  body?: BS;
  /** Counted after the input is read and before the handler (the signed-in user, when there is one, is known). */
  limits?: (ctx: RouteContext<A, Out<PS>, Out<QS>, Out<BS>>) => RouteLimit[];
  /** The answer's status on success (default 200; 204 sends no body). */
  status?: number;
  /** Only for callers that authenticate by other means (payment webhooks: by their signatures). */
  csrfExempt?: true;
  /**
   * The body is kept as its exact bytes (`ctx.rawBody`), whatever its type, and not parsed: a payment webhook's
   * signature is over those bytes. Such a route declares no `body` schema.
   */
  rawBody?: true;
  /** An upload route: its file field and the texts for a file too large or too many (read from multipart). */
  upload?: UploadMessages & { maxFiles?: number };
  handler(ctx: RouteContext<A, Out<PS>, Out<QS>, Out<BS>>): unknown;
}

/** Declares a route; the types of its context follow from its access and schemas. */
export function defineRoute<
  A extends Access,
  PS extends z.ZodType | undefined = undefined,
  QS extends z.ZodType | undefined = undefined,
  BS extends z.ZodType | undefined = undefined,
>(spec: RouteSpec<A, PS, QS, BS>): RouteSpec<A, PS, QS, BS> {
  return spec;
}

// Routes of every shape go into one list; the handler's context is checked where each is defined.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyRoute = RouteSpec<any, any, any, any>;

const UNSAFE = new Set<Method>(['POST', 'PUT', 'PATCH', 'DELETE']);

/** What the app gives every route: the user object's builder (platform/user-object.ts). */
export interface RouteDeps {
  presentUser(db: Db, user: UserRow): Promise<UserDto>;
}

/**
 * Registers declared routes on the app. Routes that take a body get the form parsers (urlencoded, multipart) in
 * a scope of their own: @fastify/multipart adds two hooks to every request of its scope, which cost the other
 * routes a measurable share of their throughput. `rawBody` routes get a scope whose only parser keeps the bytes.
 */
export async function registerRoutes(
  app: FastifyInstance,
  routes: readonly AnyRoute[],
  deps: RouteDeps,
): Promise<void> {
  const options = routeOptions(app, deps);
  for (const spec of routes) if (!UNSAFE.has(spec.method)) app.route(options(spec));
  await app.register(async (withBodies) => {
    await withBodies.register(bodyParsersPlugin);
    for (const spec of routes) if (UNSAFE.has(spec.method) && !spec.rawBody) withBodies.route(options(spec));
  });
  const raw = routes.filter((spec) => UNSAFE.has(spec.method) && spec.rawBody);
  if (raw.length === 0) return;
  await app.register(async (asBytes) => {
    asBytes.removeAllContentTypeParsers();
    asBytes.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: BODY_LIMIT }, (_request, body, done) =>
      done(null, body),
    );
    for (const spec of raw) asBytes.route(options(spec));
  });
}

/** Fastify's options of a declared route: its guard (CSRF, session, access) and its handler. */
function routeOptions(app: FastifyInstance, deps: RouteDeps) {
  const publicOrigin = new URL(app.config.publicUrl).origin;
  const securityHeaders = app.securityHeaders.api;
  return (spec: AnyRoute): RouteOptions => {
    const unsafe = UNSAFE.has(spec.method);
    const checksCsrf = unsafe && !spec.csrfExempt;
    const readsSession = spec.access !== 'public';

    // Runs once Fastify has matched this route and before the body is read: a refused write costs no parsing.
    const guard = async (request: FastifyRequest) => {
      if (checksCsrf) verifyCsrf(request, publicOrigin);
      if (!readsSession) return;
      const auth: SessionAuth | null = await app.sessions.read(request);
      if (spec.access === 'user' || spec.access === 'superuser') {
        if (!auth) throw notAuthenticated();
        if (spec.access === 'superuser' && !auth.user.isSuperuser) throw permissionDenied();
      }
    };

    const handler = async (request: FastifyRequest, reply: FastifyReply) => {
      // Here rather than in a hook (security-headers.ts); a refusal before this point gets them from the error handler.
      setSecurityHeaders(request, reply, securityHeaders);
      let params: unknown;
      if (spec.params) {
        // A path segment that is not text a route can read names nothing.
        if (findHostileText(request.params)) throw notFound();
        const parsed = spec.params.safeParse(request.params);
        if (!parsed.success) throw notFound();
        params = parsed.data;
      }
      refuseHostileText(request.query);
      const query = spec.query ? parseInput(spec.query, request.query) : undefined;
      const rawBody = spec.rawBody && Buffer.isBuffer(request.body) ? request.body : null;
      if (!spec.rawBody) refuseHostileText(request.body);
      const body = spec.body && !spec.rawBody ? parseInput(spec.body, request.body) : undefined;
      const auth = request.auth;
      const ctx = {
        request,
        reply,
        app,
        db: app.db,
        counters: app.counters,
        now: app.clock.now(),
        ip: request.ip,
        user: auth?.user ?? null,
        sessionId: auth?.sessionId ?? null,
        params,
        query,
        body,
        rawBody,
        presentUser: (user: UserRow) => deps.presentUser(app.db, user),
      } as RouteContext;
      if (spec.limits) await enforceLimits(app.counters, spec.limits(ctx as never), ctx.now);
      const result = await spec.handler(ctx as never);
      if (reply.sent) return reply;
      const status = spec.status ?? 200;
      reply.code(status);
      return status === 204 ? reply.send() : result;
    };

    return {
      method: spec.method,
      url: spec.url,
      handler,
      ...(checksCsrf || readsSession ? { onRequest: guard } : {}),
      ...(unsafe && !spec.rawBody ? { preValidation: readMultipartBody } : {}),
      config: {
        ownSecurityHeaders: true,
        ...(spec.upload
          ? { upload: spec.upload, multipartOptions: { limits: { files: spec.upload.maxFiles ?? 1 } } }
          : {}),
      },
    };
  };
}
