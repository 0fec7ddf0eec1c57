import { randomBytes, timingSafeEqual } from 'node:crypto';
import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { CSRF_HEADER, ErrorDetail } from '@playwords/common';
import { HttpError } from './http-errors';

export const CSRF_COOKIE = 'csrftoken';
const ONE_YEAR = 365 * 24 * 60 * 60;
const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** Paths authenticated by other means (payment webhooks, by their signatures). */
const EXEMPT_PREFIXES: string[] = ['/api/payments/webhooks/'];

/**
 * Gives the browser a new CSRF token: in an HttpOnly cookie (the binding) and in the response header (what the
 * client stores and echoes). Used by get_csrf, and at login and logout, which rotate it.
 */
export function issueCsrfToken(reply: FastifyReply): string {
  const token = randomBytes(32).toString('base64url');
  reply.setCookie(CSRF_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: reply.server.config.secureCookies,
    maxAge: ONE_YEAR,
  });
  reply.header(CSRF_HEADER, token);
  return token;
}

/** The browser's current token (sent back in the header), or a new one. */
export function ensureCsrfToken(request: FastifyRequest, reply: FastifyReply): string {
  const current = request.cookies[CSRF_COOKIE];
  if (current && TOKEN_PATTERN.test(current)) {
    reply.header(CSRF_HEADER, current);
    return current;
  }
  return issueCsrfToken(reply);
}

function sameToken(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/** Every API write, signed in or not, must echo the browser's token in `X-CSRFToken`. */
export const csrfPlugin = fp(async (app) => {
  app.addHook('onRequest', async (request) => {
    if (!UNSAFE.has(request.method) || !request.url.startsWith('/api/')) return;
    if (EXEMPT_PREFIXES.some((p) => request.url.startsWith(p))) return;
    const sent = request.headers[CSRF_HEADER.toLowerCase()];
    if (sent === undefined || sent === '') throw new HttpError(403, { detail: ErrorDetail.csrfMissing });
    const cookie = request.cookies[CSRF_COOKIE];
    if (typeof sent !== 'string' || !cookie || !sameToken(sent, cookie)) {
      throw new HttpError(403, { detail: ErrorDetail.csrfIncorrect });
    }
  });
});
