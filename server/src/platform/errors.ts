import fp from 'fastify-plugin';
import type { FastifyError } from 'fastify';
import { ErrorDetail, formatThrottled } from '@playwords/common';
// codes.ts itself, not the i18n index: the index's catalogue loaders import every catalogue dynamically, which makes
// the server's bundle initialise common's modules lazily (and CSRF_HEADER undefined when csrf.ts reads it).
import { errorCodes } from '@playwords/common/i18n/codes';
import { isDatabaseOutage } from './database-outage';
import { HttpError, isDiskFull, serviceUnavailable, storageFull } from './http-errors';
import { applySecurityHeaders } from './security-headers';

const DETAIL_BY_STATUS: Record<number, string> = {
  404: ErrorDetail.notFound,
  405: ErrorDetail.methodNotAllowed,
  413: ErrorDetail.payloadTooLarge,
  415: ErrorDetail.unsupportedMediaType,
};

/** A Fastify or plugin error (parsing, limits) as the contract's `{detail}` body. */
function describeClientError(error: FastifyError, status: number): string {
  if (status === 400) {
    if (error instanceof SyntaxError || error.code === 'FST_ERR_CTP_INVALID_JSON_BODY') {
      return `JSON parse error - ${error.message}`;
    }
    if (/prototype/i.test(error.message)) return `JSON parse error - ${error.message}`;
    return error.message || ErrorDetail.malformed;
  }
  return DETAIL_BY_STATUS[status] ?? error.message;
}

/** A JSON error body as the handlers build it: an object of texts (not an array, not already coded). */
function isErrorBody(payload: unknown): payload is Record<string, unknown> {
  return (
    typeof payload === 'object' &&
    payload !== null &&
    !Array.isArray(payload) &&
    !Buffer.isBuffer(payload) &&
    !('codes' in payload)
  );
}

/**
 * A 4xx body with its codes: its English texts, then `codes` mirroring each message field (`{"detail": "Not found.",
 * "codes": {"detail": ["notFound"]}}`; null for a text the `errors` catalogue lacks), so a client shows them in its
 * reader's language.
 */
export function withCodes(body: Record<string, unknown>): Record<string, unknown> {
  return { ...body, codes: errorCodes(body) };
}

/**
 * One place that shapes every error: DRF-style bodies, and a 500 that is logged with its request id (every answer
 * carries it in `X-Request-Id`: security-headers.ts) and never shows its stack.
 */
export const errorsPlugin = fp(async (app) => {
  // Every 4xx JSON body (and a 503 or 507, which a teacher reads too) gains its codes here rather than in the handler below, so the bodies that routes, the
  // not-found page and the 405 routes send themselves get them too (the router's own errors, which run no hook,
  // call `withCodes` in app.ts).
  app.addHook('preSerialization', async (_request, reply, payload) => {
    const coded =
      (reply.statusCode >= 400 && reply.statusCode < 500) || reply.statusCode === 503 || reply.statusCode === 507;
    if (!coded || !isErrorBody(payload)) return payload;
    return withCodes(payload);
  });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    // A route's guard may refuse before its headers were set.
    applySecurityHeaders(request, reply);
    // A full disk: one line for the operator, without the error (its message names paths). storage.ts throws
    // storageFull() itself; an errno that reaches here from any other write means the same.
    if (isDiskFull(error) || (error instanceof HttpError && error.statusCode === 507)) {
      request.log.error({ requestId: request.id }, 'disk full');
      const full = storageFull();
      return reply.code(full.statusCode).send(full.body);
    }
    if (error instanceof HttpError) {
      if (error.statusCode === 429 && error.headers['Retry-After']) {
        error.body.detail ??= formatThrottled(Number(error.headers['Retry-After']));
      }
      return reply.code(error.statusCode).headers(error.headers).send(error.body);
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.code(status).send({ detail: describeClientError(error, status) });
    }
    // A client's own socket errors carry a 4xx status and were answered above.
    if (isDatabaseOutage(error)) {
      // Not a defect: PostgreSQL is down, restarting or full. The client may try again; one warning per request.
      request.log.warn({ err: error, requestId: request.id }, 'database out of reach: answered 503');
      const unavailable = serviceUnavailable();
      return reply.code(503).headers(unavailable.headers).send(unavailable.body);
    }
    request.log.error({ err: error, requestId: request.id }, 'unhandled error');
    return reply.code(500).send({ detail: ErrorDetail.serverError });
  });
});
