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

/** 429 with the wait in `Retry-After` and in the detail. */
export const throttled = (retryAfter: number) =>
  new HttpError(429, { detail: formatThrottled(retryAfter) }, { 'Retry-After': String(retryAfter) });
