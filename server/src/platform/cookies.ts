// Cookies, read only by the routes that need them. @fastify/cookie parsed every request's Cookie header in a global
// onRequest hook and serialised Set-Cookie in a global onSend hook; on a route that needs neither (a page, a public
// list, an image) the two hooks cost a tenth of its throughput (docs/decisions.md, "Cookies"). The parser and the
// serialiser are the same `cookie` package it used.
import { parse, serialize, type SerializeOptions } from 'cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';

declare module 'fastify' {
  interface FastifyRequest {
    /** The request's cookies once a route has read them (readCookie); null before. */
    parsedCookies: Record<string, string | undefined> | null;
  }
}

export type CookieOptions = SerializeOptions;

/** The value of one of the request's cookies; the header is parsed once per request, on first use. */
export function readCookie(request: FastifyRequest, name: string): string | undefined {
  let cookies = request.parsedCookies;
  if (cookies === null) {
    const header = request.headers.cookie;
    cookies = header ? parse(header) : {};
    request.parsedCookies = cookies;
  }
  return cookies[name];
}

/** Sets a cookie on the answer; setting the same name twice keeps the last value only. */
export function setCookie(reply: FastifyReply, name: string, value: string, options: CookieOptions): void {
  const line = serialize(name, value, { sameSite: 'lax', ...options });
  const current = reply.getHeader('set-cookie');
  if (current === undefined) {
    reply.header('set-cookie', line);
    return;
  }
  const prefix = `${name}=`;
  const others = (Array.isArray(current) ? current : [String(current)]).filter((l) => !l.startsWith(prefix));
  reply.removeHeader('set-cookie');
  reply.header('set-cookie', [...others, line]);
}

/** Tells the browser to forget a cookie. */
export function clearCookie(reply: FastifyReply, name: string, options: CookieOptions): void {
  setCookie(reply, name, '', { ...options, expires: new Date(0), maxAge: 0 });
}

/** Registers the request's cookie cache (once, on the root app: a decoration must exist before requests). */
export function decorateCookies(app: { decorateRequest(name: 'parsedCookies', value: null): unknown }): void {
  app.decorateRequest('parsedCookies', null);
}
