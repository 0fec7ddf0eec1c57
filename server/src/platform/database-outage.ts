// Which errors mean "the database is out of reach for now" rather than "this request or this code is wrong": the
// first answer 503 with Retry-After (errors.ts), the second stay 500s. Only shapes node-postgres and PostgreSQL
// really produce; PGlite runs in this process and has none of them.

/** Socket errors of a connection that could not be made or was lost (Node's `code`). */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
]);

/**
 * node-postgres's own messages for a connection that failed or died (pg's client, pg-pool). They carry no code, so
 * the message is all there is; each is compared whole. 'timeout expired' is the client's connection timeout (the
 * pool gives its clients its own `connectionTimeoutMillis`), the two 'timeout' ones the pool's.
 */
const DRIVER_MESSAGES = new Set([
  'Connection terminated unexpectedly',
  'Connection terminated due to connection timeout',
  'timeout exceeded when trying to connect',
  'timeout expired',
  'Client has encountered a connection error and is not queryable',
]);

/**
 * PostgreSQL's SQLSTATEs that say the server cannot serve now: class 08 (connection exception), 57P01
 * admin_shutdown, 57P02 crash_shutdown, 57P03 cannot_connect_now (starting up, shutting down, in recovery) and
 * 53300 too_many_connections.
 */
const SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300']);
const isOutageSqlState = (code: string) => SQLSTATES.has(code) || /^08[0-9A-Z]{3}$/.test(code);

/** Drizzle wraps a driver's error in its own (`cause`), and may be wrapped again; a cycle must not loop. */
const MAX_DEPTH = 8;

/**
 * Whether `error`, or an error in its `cause` chain, says the database is out of reach (refused, reset, timed
 * out, shutting down, full of connections) rather than that the query or the code is wrong.
 */
export function isDatabaseOutage(error: unknown): boolean {
  return outageIn(error, MAX_DEPTH);
}

function outageIn(error: unknown, depth: number): boolean {
  let at: unknown = error;
  for (; depth > 0 && typeof at === 'object' && at !== null; depth--) {
    const { code, message, errors } = at as { code?: unknown; message?: unknown; errors?: unknown };
    if (typeof code === 'string' && (NETWORK_CODES.has(code) || isOutageSqlState(code))) return true;
    if (typeof message === 'string' && DRIVER_MESSAGES.has(message)) return true;
    // An AggregateError (a host name with several addresses, each tried) holds its attempts in `errors`.
    if (Array.isArray(errors) && errors.some((inner) => outageIn(inner, depth - 1))) return true;
    at = (at as { cause?: unknown }).cause;
  }
  return false;
}
