import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { REMEMBER_ME_SECONDS } from '@playwords/common';
import type { Db } from '../db/client';
import { clearCookie, readCookie, setCookie } from './cookies';
import type { SessionAuth, UserRow } from '../modules/users/sessions';

export const SESSION_COOKIE = 'sessionid';
/** A cookie longer than any token we issue is not looked up. */
const TOKEN_MAX = 200;

export type { SessionAuth, UserRow };

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, once the route's session step has read it (platform/route.ts); null otherwise. */
    auth: SessionAuth | null;
  }
  interface FastifyInstance {
    sessions: SessionReader;
  }
}

/** Sets the session cookie: a week for remember-me, else a browser-session cookie. */
export function setSessionCookie(reply: FastifyReply, token: string, remember: boolean): void {
  setCookie(reply, SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: reply.server.config.secureCookies,
    ...(remember ? { maxAge: REMEMBER_ME_SECONDS } : {}),
  });
}

export function clearSessionCookie(reply: FastifyReply): void {
  clearCookie(reply, SESSION_COOKIE, { path: '/' });
}

export interface SessionsOptions {
  /** The live session a token names (the users module's store). */
  find: (db: Db, token: string, now: Date) => Promise<SessionAuth | null>;
  /**
   * Brings a signed-in user's row up to date when something about it is due at `now` (the licences module passes
   * its plan refresh, which may end surplus sessions), answering the same object when nothing was due.
   */
  refreshUser?: (db: Db, user: UserRow, now: Date) => Promise<UserRow>;
}

/** Reads a request's session cookie into the signed-in user; routes that need a session call it (route.ts). */
export interface SessionReader {
  read(request: FastifyRequest): Promise<SessionAuth | null>;
}

/** Decorates `app.sessions`, the one reader of the session cookie. */
export const sessionsPlugin = fp<SessionsOptions>(async (app, options) => {
  app.decorateRequest('auth', null);
  const reader: SessionReader = {
    async read(request) {
      const token = readCookie(request, SESSION_COOKIE);
      if (!token || token.length > TOKEN_MAX) return null;
      const now = app.clock.now();
      let auth = await options.find(app.db, token, now);
      if (auth && options.refreshUser) {
        const fresh = await options.refreshUser(app.db, auth.user, now);
        // Rare path (a plan ran out): read again, since the refresh may have ended this very session.
        if (fresh !== auth.user) auth = await options.find(app.db, token, now);
      }
      request.auth = auth;
      return auth;
    },
  };
  app.decorate('sessions', reader);
});
