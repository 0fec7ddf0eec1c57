/** Exact `detail` texts of the API contract; the server sends them and the web app recognises them. */
export const ErrorDetail = {
  notAuthenticated: 'Authentication credentials were not provided.',
  permissionDenied: 'You do not have permission to perform this action.',
  notFound: 'Not found.',
  csrfMissing: 'CSRF Failed: CSRF token missing.',
  csrfIncorrect: "CSRF Failed: CSRF token from the 'X-Csrftoken' HTTP header incorrect.",
  methodNotAllowed: 'Method not allowed.',
  payloadTooLarge: 'Request body is too large.',
  unsupportedMediaType: 'Unsupported media type in request.',
  throttled: 'Request was throttled. Expected available in {{seconds}} seconds.',
  malformed: 'Malformed request.',
  serverError: 'A server error occurred.',
  /** 503: a service the server needs (the database, the shared counters) is out of reach for a moment. */
  serviceUnavailable: 'The service is unavailable for a moment. Please try again in a few seconds.',
  /** 507: the disk that keeps pictures (or a backup) is full. */
  storageFull: "There is no room left to store this. Please tell the site's operator.",
} as const;

/** The 429 detail with its wait, as Django REST framework words it. */
export function formatThrottled(seconds: number): string {
  return ErrorDetail.throttled.replace('{{seconds}}', String(seconds));
}

/** Field-keyed validation errors: `{"words": ["Enter at least one word."]}`. */
export type FieldErrors = Record<string, string[]>;

/** Bodies of errors that are not field errors. */
export interface DetailError {
  detail: string;
}

/** The catch-all message when an error text is empty (core spec §5, §8). */
export const FALLBACK_ERROR_TEXT = 'Something went wrong. Please try again later.';

/** Name of the request header that carries the CSRF token, both ways. */
export const CSRF_HEADER = 'X-CSRFToken';
