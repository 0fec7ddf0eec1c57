import { LogController, type FastifyBaseLogger, type FastifyReply, type FastifyRequest } from 'fastify';
import type { Bindings, ChildLoggerOptions } from 'fastify/types/logger';
import type { DestinationStream, LoggerOptions } from 'pino';
import { CSRF_HEADER } from '@playwords/common';

/**
 * What the server logs, and what it never logs. Query parameters (a new account's password hash and e-mail),
 * activation tokens and licence keys in addresses, codes, cookies and the CSRF token stay out of every line; the
 * route, the status, the request id, the SQL and the error code stay in. One deliberate exception: without
 * SMTP_URL the outbox writes each activation link or code to the log (platform/mail.ts), because that is how a
 * teacher running her own copy reads them.
 */

export const REDACTED = '[redacted]';

/** Where the log goes (default: standard output) and from which level; `false`: no log at all. */
export type LogSettings = false | { level?: string; stream?: DestinationStream | NodeJS.WritableStream };

/**
 * Path parameters and query keys whose values are secrets by their name. `id` is not one: a licence's id is its
 * key, which the value shape below catches.
 */
const SECRET_NAME = /token|code|key|secret|pass|session|csrf|sig|auth|hash/i;
/**
 * A value that looks like a credential, wherever it appears in an address: a long opaque run of letters, digits,
 * `-` and `_` (activation tokens, licence keys with or without dashes, session ids) that is not a lower-case word
 * (`resendactivationemail`). Ids, plural image types, page numbers and file names with an extension are short or
 * have a dot.
 */
const OPAQUE_VALUE = /^[A-Za-z0-9_-]{20,}$/;
const WORDS = /^[a-z_-]+$/;

export function isSecretValue(value: string): boolean {
  return OPAQUE_VALUE.test(value) && !WORDS.test(value);
}

function decoded(part: string): string {
  try {
    return decodeURIComponent(part);
  } catch {
    return part;
  }
}

/**
 * The request's address as it can be logged. A path segment is replaced with `[redacted]` when it is one of
 * `secretValues` (the matched route's secret parameters) or, for an address no route declared (`matched` false:
 * the web app's pages, a 404), when it looks like a credential; a query value when its name says it is a secret
 * or it looks like one.
 */
export function redactUrl(url: string, secretValues: ReadonlySet<string> = new Set(), matched = false): string {
  const queryAt = url.indexOf('?');
  const path = queryAt === -1 ? url : url.slice(0, queryAt);
  const segments = path.split('/').map((s) => {
    const value = decoded(s);
    return value !== '' && (secretValues.has(value) || (!matched && isSecretValue(value))) ? REDACTED : s;
  });
  if (queryAt === -1) return segments.join('/');
  const pairs = url
    .slice(queryAt + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      if (eq === -1) return isSecretValue(decoded(pair)) ? REDACTED : pair;
      const name = decoded(pair.slice(0, eq));
      const value = decoded(pair.slice(eq + 1));
      return SECRET_NAME.test(name) || isSecretValue(value) ? `${pair.slice(0, eq)}=${REDACTED}` : pair;
    });
  return `${segments.join('/')}?${pairs.join('&')}`;
}

/** The matched route's path parameters that are secrets by their name (`:token`) or their shape (a licence key). */
function secretParams(request: FastifyRequest): Set<string> {
  const values = new Set<string>();
  const params = (request.params ?? {}) as Record<string, unknown>;
  for (const [name, value] of Object.entries(params)) {
    if (typeof value !== 'string' || value === '') continue;
    if (SECRET_NAME.test(name) || isSecretValue(value)) values.add(value);
  }
  return values;
}

/** A request as a log line shows it: method, the matched route's pattern and the redacted address. */
function serializeRequest(request: FastifyRequest | { method?: string; url?: string }) {
  const fastifyRequest = 'routeOptions' in request ? request : undefined;
  const route = fastifyRequest?.routeOptions.url;
  // A wildcard route (`/media/*`) names nothing about its segments: they are judged by their shape.
  const matched = route !== undefined && !route.includes('*');
  return {
    method: request.method,
    route,
    url: redactUrl(request.url ?? '', fastifyRequest ? secretParams(fastifyRequest) : undefined, matched),
    remoteAddress: fastifyRequest?.ip,
  };
}

/**
 * Properties of an error worth logging: what Node, Fastify, PostgreSQL (pg and PGlite) and Drizzle put on their
 * errors to say what failed. Anything else (a query's `params`, PGlite's `queryOptions`, a caller's data) is left out.
 */
const ERROR_FIELDS = [
  'code',
  'statusCode',
  'errno',
  'syscall',
  'severity',
  'detail',
  'hint',
  'schema',
  'table',
  'column',
  'dataType',
  'constraint',
  'routine',
  'query',
] as const;
const MAX_CAUSES = 5;

type ErrorLike = Error & Record<string, unknown>;

function isErrorLike(value: unknown): value is ErrorLike {
  return typeof value === 'object' && value !== null && typeof (value as Error).message === 'string';
}

/** Every query parameter in the chain (a Drizzle error and its driver's cause both carry them). */
function paramsOfChain(error: ErrorLike): string[] {
  const found: string[] = [];
  let e: unknown = error;
  for (let i = 0; i <= MAX_CAUSES && isErrorLike(e); i++, e = e.cause) {
    if (Array.isArray(e.params)) {
      for (const p of e.params as unknown[]) {
        const text = p instanceof Date ? p.toISOString() : typeof p === 'object' ? JSON.stringify(p) : String(p);
        // Short values (an id, `true`) would mangle the text around them and give nothing away.
        if (text && text.length >= 4) found.push(text);
      }
    }
  }
  return found.sort((a, b) => b.length - a.length);
}

function scrub(text: string, params: string[]): string {
  // Drizzle writes the parameters into its message: "Failed query: <sql>\nparams: <values>".
  let out = text.replace(/(Failed query: [\s\S]*?)\nparams: [\s\S]*?(?=\n {4}at |$)/, '$1');
  for (const p of params) out = out.split(p).join(REDACTED);
  // PostgreSQL's detail of a key violation names the values: "Key (email_key)=(ann@school.example) already exists."
  return out.replace(/\)=\([^\n]*?\)( already exists| is not present| conflicts with)/g, `)=(${REDACTED})$1`);
}

function serializeOne(error: ErrorLike, params: string[], sqlShown: Set<string>): Record<string, unknown> {
  const className = error.constructor?.name ?? '';
  const out: Record<string, unknown> = {
    // A minified class (PGlite's) says nothing; its name does.
    type: className.length > 2 ? className : error.name,
    message: scrub(error.message, params),
  };
  if (typeof error.stack === 'string') out.stack = scrub(error.stack, params);
  for (const field of ERROR_FIELDS) {
    const value = error[field];
    if (value === undefined || value === null || typeof value === 'object') continue;
    // Drizzle's message already shows the SQL; its driver's error repeats it.
    if (field === 'query' && typeof value === 'string' && (sqlShown.has(value) || error.message.includes(value))) {
      continue;
    }
    out[field] = typeof value === 'string' ? scrub(value, params) : value;
  }
  if (typeof error.query === 'string') sqlShown.add(error.query);
  return out;
}

/** An error with its causes, each with its message, stack and the fields above, never a query's parameters. */
export function serializeError(value: unknown): unknown {
  if (!isErrorLike(value)) return value;
  const params = paramsOfChain(value);
  const sqlShown = new Set<string>();
  const top = serializeOne(value, params, sqlShown);
  let at = top;
  let cause: unknown = value.cause;
  for (let i = 0; i < MAX_CAUSES && isErrorLike(cause); i++, cause = cause.cause) {
    at = at.cause = serializeOne(cause, params, sqlShown);
  }
  // A cause with no message (Emscripten's ErrnoError under PGlite): its name and number are all it has.
  if (typeof cause === 'object' && cause !== null && !isErrorLike(cause)) {
    const { name, errno, code } = cause as Record<string, unknown>;
    at.cause = Object.fromEntries(
      Object.entries({ type: name, errno, code }).filter(([, v]) => typeof v === 'string' || typeof v === 'number'),
    );
  }
  return top;
}

/**
 * Fields removed wherever a line carries them, as a second line of defence behind the serializers: headers with
 * credentials, and objects that name a secret.
 */
const REDACT_PATHS = [
  'req.headers.cookie',
  'req.headers.authorization',
  `req.headers["${CSRF_HEADER.toLowerCase()}"]`,
  'res.headers["set-cookie"]',
  'headers.cookie',
  'headers.authorization',
  'headers["set-cookie"]',
  `headers["${CSRF_HEADER.toLowerCase()}"]`,
  'params',
  '*.params',
  'password',
  '*.password',
  'passwordHash',
  '*.passwordHash',
  'token',
  '*.token',
];

/**
 * Readable lines for a person at a terminal (pino-pretty, in pino's worker thread): the time, the level and the
 * message, so the activation link a self-hosting teacher needs stands out. Lines are redacted before they get here.
 */
const PRETTY = {
  target: 'pino-pretty',
  options: { translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname,reqId', singleLine: true },
};

/** Whether the log is written for a person: `pretty`, or `auto` on a terminal. */
export function isPretty(format: 'auto' | 'pretty' | 'json' = 'json'): boolean {
  return format === 'pretty' || (format === 'auto' && Boolean(process.stdout.isTTY));
}

/** Pino's options for the server's logger (Fastify's `logger` option); a given stream is always written JSON. */
export function loggerOptions(
  level: string,
  stream?: DestinationStream | NodeJS.WritableStream,
  format: 'auto' | 'pretty' | 'json' = 'json',
): LoggerOptions & {
  stream?: DestinationStream | NodeJS.WritableStream;
} {
  return {
    level,
    redact: { paths: REDACT_PATHS, censor: REDACTED },
    serializers: {
      req: serializeRequest as (value: unknown) => unknown,
      err: serializeError,
      error: serializeError,
    },
    ...(stream ? { stream } : isPretty(format) ? { transport: PRETTY } : {}),
  };
}

/** One line for a person reading a terminal: the redacted messages of the error and its causes, with codes. */
export function describeError(error: unknown): string {
  const parts: string[] = [];
  let at = serializeError(error) as Record<string, unknown> | undefined;
  if (!at || typeof at !== 'object') return String(error);
  for (let i = 0; at && i <= MAX_CAUSES; i++, at = at.cause as Record<string, unknown> | undefined) {
    const message = typeof at.message === 'string' ? at.message : describeBare(at);
    parts.push(at.code ? `${message} (${String(at.code)})` : message);
  }
  return parts.join(': ');
}

/** An error without a message, such as the embedded database's file errors (`{name: 'ErrnoError', errno: 44}`). */
function describeBare(error: Record<string, unknown>): string {
  const name = [error.type, error.name].find((n): n is string => typeof n === 'string' && n !== '') ?? 'Error';
  return error.errno === undefined ? `${name} without a message` : `${name} (errno ${String(error.errno)})`;
}

type Level = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace';
type LogArgs = [obj: unknown, msg?: string, ...args: unknown[]];

/**
 * A request's logger that becomes pino's child logger (bound to the request id) only when it writes a line. Fastify
 * gives every request a child; pino builds one by serialising and redacting its bindings, about a tenth of a route's
 * time when the request then logs nothing, which is every request at `warn`, the level production runs at.
 */
class RequestLogger implements FastifyBaseLogger {
  #child: FastifyBaseLogger | undefined;

  constructor(
    private readonly parent: FastifyBaseLogger & { isLevelEnabled(level: string): boolean },
    private readonly bindings: Bindings,
  ) {}

  private get real(): FastifyBaseLogger {
    return (this.#child ??= this.parent.child(this.bindings));
  }

  private write(level: Level, args: LogArgs): void {
    if (this.isLevelEnabled(level)) (this.real[level] as (...a: LogArgs) => void)(...args);
  }

  /** The parent's answer until a level is set on this request's logger (which makes the child). */
  isLevelEnabled(level: string): boolean {
    const child = this.#child as { isLevelEnabled?(level: string): boolean } | undefined;
    return child?.isLevelEnabled ? child.isLevelEnabled(level) : this.parent.isLevelEnabled(level);
  }

  get level(): string {
    return this.#child?.level ?? this.parent.level;
  }

  set level(level: string) {
    this.real.level = level;
  }

  fatal(...args: LogArgs): void {
    this.write('fatal', args);
  }
  error(...args: LogArgs): void {
    this.write('error', args);
  }
  warn(...args: LogArgs): void {
    this.write('warn', args);
  }
  info(...args: LogArgs): void {
    this.write('info', args);
  }
  debug(...args: LogArgs): void {
    this.write('debug', args);
  }
  trace(...args: LogArgs): void {
    this.write('trace', args);
  }
  silent(): void {}

  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.real.child(bindings, options);
  }
}

/** Fastify's `childLoggerFactory`: a route with a log level of its own gets a real child at once. */
export function requestLogger(
  logger: FastifyBaseLogger,
  bindings: Bindings,
  options: ChildLoggerOptions,
): FastifyBaseLogger {
  if (options.level || typeof (logger as { isLevelEnabled?: unknown }).isLevelEnabled !== 'function') {
    return logger.child(bindings, options);
  }
  return new RequestLogger(logger as FastifyBaseLogger & { isLevelEnabled(level: string): boolean }, bindings);
}

/** Whether a request's logger writes `info` lines (a logger that cannot say is taken to). */
function infoEnabled(request: FastifyRequest): boolean {
  const log = request.log as { isLevelEnabled?: (level: string) => boolean };
  return typeof log.isLevelEnabled !== 'function' || log.isLevelEnabled('info');
}

/**
 * Fastify's request lines ('incoming request', 'request completed'), only built when `info` is written: Fastify
 * builds their objects and times the reply for every request even when the level drops them, a few percent of a
 * small route's time at `warn`, the level production runs at. A request that failed is still logged as Fastify
 * does, and so are every other line of Fastify's (stream errors, serializer errors).
 */
export class LevelAwareLogController extends LogController {
  override incomingRequest(request: FastifyRequest, reply: FastifyReply, metadata?: Record<string, unknown>): void {
    if (infoEnabled(request)) super.incomingRequest(request, reply, metadata);
  }

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
    metadata?: Record<string, unknown>,
  ): void {
    if (error || infoEnabled(request)) super.requestCompleted(error, request, reply, metadata);
  }
}
