import { ErrorDetail, formatThrottled, type FieldErrors } from '@playwords/common';

/** An error that answers with a status and a DRF-shaped body. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly body: Record<string, unknown>,
    readonly headers: Record<string, string> = {},
  ) {
    super(typeof body.detail === 'string' ? body.detail : `HTTP ${statusCode}`);
  }
}

/** 400 with field errors: `{"field": ["message"]}`. */
export class ValidationError extends HttpError {
  constructor(readonly fields: FieldErrors) {
    super(400, fields);
  }
}

export const notAuthenticated = () => new HttpError(403, { detail: ErrorDetail.notAuthenticated });
export const permissionDenied = () => new HttpError(403, { detail: ErrorDetail.permissionDenied });
export const notFound = () => new HttpError(404, { detail: ErrorDetail.notFound });

/**
 * 503 with a short `Retry-After`: something the server needs (PostgreSQL, Redis) is out of reach for a moment. The
 * request did nothing; the client may simply try again.
 */
export const serviceUnavailable = (retryAfter = 5) =>
  new HttpError(503, { detail: ErrorDetail.serviceUnavailable }, { 'Retry-After': String(retryAfter) });

/** 507: the disk that keeps pictures is full; nothing was stored. */
export const storageFull = () => new HttpError(507, { detail: ErrorDetail.storageFull });

/** An operating system's 'no space left on the device' (or the user's quota on it used up). */
export function isDiskFull(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException | null)?.code;
  return code === 'ENOSPC' || code === 'EDQUOT';
}

/** 429 with the wait in `Retry-After` and in the detail. */
export const throttled = (retryAfter: number) =>
  new HttpError(429, { detail: formatThrottled(retryAfter) }, { 'Retry-After': String(retryAfter) });
