import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { CSRF_HEADER, ErrorDetail } from '@playwords/common';
import { readCookie, setCookie } from './cookies';
import { HttpError } from './http-errors';

export const CSRF_COOKIE = 'csrftoken';
const ONE_YEAR = 365 * 24 * 60 * 60;
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
const HEADER = CSRF_HEADER.toLowerCase();

/**
 * Gives the browser a new CSRF token: in an HttpOnly cookie (the binding) and in the response header (what the
 * client stores and echoes). Used by get_csrf, and at login and logout, which rotate it.
 */
export function issueCsrfToken(reply: FastifyReply): string {
  const token = randomBytes(32).toString('base64url');
  setCookie(reply, CSRF_COOKIE, token, {
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
  const current = readCookie(request, CSRF_COOKIE);
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

const csrfFailed = (reason: string) => new HttpError(403, { detail: `CSRF Failed: ${reason}` });

/** The origin of a URL-ish header value, or null when it is not an absolute http(s) URL. */
function originOf(value: string): string | null {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : null;
  } catch {
    return null;
  }
}

/**
 * Refuses a write sent by another site, as Django does: the `Origin` header (or, without it, the `Referer`) must
 * name this site, as the request reached it (scheme and Host) or as `PUBLIC_URL` says. A request with neither
 * header (not a browser, or one that hides both) is left to the token check.
 */
function checkOrigin(request: FastifyRequest, publicOrigin: string): void {
  const here = originOf(`${request.protocol}://${request.host}`);
  const trusted = (origin: string | null) => origin !== null && (origin === here || origin === publicOrigin);
  const origin = request.headers.origin;
  if (origin !== undefined) {
    if (!trusted(originOf(origin))) {
      throw csrfFailed(`Origin checking failed - ${origin.slice(0, 200)} does not match any trusted origins.`);
    }
    return;
  }
  const referer = request.headers.referer;
  if (referer === undefined) return;
  const refererOrigin = originOf(referer);
  if (refererOrigin === null) throw csrfFailed('Referer checking failed - Referer is malformed.');
  if (!trusted(refererOrigin)) {
    throw csrfFailed(`Referer checking failed - ${refererOrigin.slice(0, 200)} does not match any trusted origins.`);
  }
}

/**
 * The CSRF check of every unsafe API request (route.ts runs it on the matched route, before the body is read):
 * the request comes from this site, and echoes this browser's token in `X-CSRFToken` (the contract's two texts).
 */
export function verifyCsrf(request: FastifyRequest, publicOrigin: string): void {
  checkOrigin(request, publicOrigin);
  const sent = request.headers[HEADER];
  if (sent === undefined || sent === '') throw new HttpError(403, { detail: ErrorDetail.csrfMissing });
  const cookie = readCookie(request, CSRF_COOKIE);
  if (typeof sent !== 'string' || !cookie || !sameToken(sent, cookie)) {
    throw new HttpError(403, { detail: ErrorDetail.csrfIncorrect });
  }
}
