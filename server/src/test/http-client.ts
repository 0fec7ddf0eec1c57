/**
 * A browser for tests against real server processes (the built server, the cluster behind nginx): it keeps its
 * cookies, fetches a CSRF token before its first write and sends it back as the web app does, names the site in
 * `Origin`, and can claim a client address through `X-Forwarded-For` (servers behind the proxy trust its header,
 * so each client of a test counts as its own address). Every request has a deadline. `request` throws when no
 * answer comes; `attempt` keeps that failure (a deadline, a refused or reset connection) as an outcome, for tests
 * that send load through an outage.
 */
import { CSRF_HEADER } from '@playwords/common';
import { multipart, type FilePart } from './uploads';

/** One answer, read whole. */
export interface Answer {
  status: number;
  headers: Headers;
  bytes: Buffer;
  text: string;
  /** The body parsed as JSON; the text when it is not JSON; null when empty. */
  body: unknown;
  /** Which server answered, as nginx names it (`127.0.0.1:<port>`); null past the proxy. */
  upstream: string | null;
  /** The body parsed as JSON (throws when it is not). */
  json<T = Record<string, unknown>>(): T;
}

/** One request's outcome: a status, or the way it failed (a deadline, a refused or reset connection). */
export interface Outcome {
  status: number | null;
  body: unknown;
  /** 'timeout', or the socket error's code (ECONNREFUSED, ECONNRESET, …), when no answer came. */
  failure: string | null;
  /** What was asked (`POST /api/…` unless named), for failure messages. */
  label: string;
}

export interface RequestOptions {
  /** Sent as JSON. */
  json?: unknown;
  /** Sent as multipart/form-data, as a browser uploads: the fields, then the files. */
  form?: { fields: Record<string, string>; files?: FilePart[] };
  /** Sent as it is (set its content type in `headers`). */
  body?: Buffer | string;
  headers?: Record<string, string>;
  /** Another address than the client's own (a server's port past the proxy); the cookies go along. */
  base?: string;
}

export interface HttpClientOptions {
  /** This site's origin for `Origin` (PUBLIC_URL); default: `base`'s. */
  origin?: string;
  /** The client address the proxy passes on (unset: the proxy's peer, 127.0.0.1). */
  forwardedFor?: string;
  /** The deadline of each request (default 60 s). */
  timeoutMs?: number;
}

const SAFE_METHODS = ['GET', 'HEAD', 'OPTIONS'];

export class HttpClient {
  readonly cookies = new Map<string, string>();
  /** The CSRF token the server last sent in its header (what the web app stores and echoes on writes). */
  csrf: string | undefined;
  readonly origin: string;

  /** @param base where requests go (the proxy, or one server) */
  constructor(
    readonly base: string,
    private readonly options: HttpClientOptions = {},
  ) {
    this.origin = options.origin ?? new URL(base).origin;
  }

  /** Sends one request and reads its whole answer; throws when none comes. */
  async request(method: string, path: string, options: RequestOptions = {}): Promise<Answer> {
    const unsafe = !SAFE_METHODS.includes(method);
    if (unsafe && !this.csrf) await this.fetchCsrf();
    const headers: Record<string, string> = { origin: this.origin, ...options.headers };
    if (this.options.forwardedFor) headers['x-forwarded-for'] = this.options.forwardedFor;
    if (this.cookies.size > 0) {
      headers.cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    }
    if (unsafe && this.csrf) headers[CSRF_HEADER.toLowerCase()] = this.csrf;
    let body: Buffer | string | undefined = options.body;
    if (options.json !== undefined) {
      body = JSON.stringify(options.json);
      headers['content-type'] = 'application/json';
    } else if (options.form) {
      const form = multipart(options.form.fields, options.form.files);
      body = form.payload;
      Object.assign(headers, form.headers);
    }
    const response = await fetch(`${options.base ?? this.base}${path}`, {
      method,
      headers,
      body,
      redirect: 'manual',
      signal: AbortSignal.timeout(this.options.timeoutMs ?? 60_000),
    });
    this.remember(response.headers);
    const bytes = Buffer.from(await response.arrayBuffer());
    const text = bytes.toString('utf8');
    return {
      status: response.status,
      headers: response.headers,
      bytes,
      text,
      body: parsed(text),
      upstream: response.headers.get('x-upstream'),
      json: <T>() => JSON.parse(text) as T,
    };
  }

  /** Sends one request; never throws: a missing answer is an outcome too. */
  async attempt(method: string, path: string, options: RequestOptions & { label?: string } = {}): Promise<Outcome> {
    const label = options.label ?? `${method} ${path}`;
    try {
      const answer = await this.request(method, path, options);
      return { status: answer.status, body: answer.body, failure: null, label };
    } catch (error) {
      return { status: null, body: null, failure: failureOf(error), label };
    }
  }

  get(path: string, options?: RequestOptions): Promise<Answer> {
    return this.request('GET', path, options);
  }

  post(path: string, json?: unknown, options: RequestOptions = {}): Promise<Answer> {
    return this.request('POST', path, { ...options, json });
  }

  /** Gets a CSRF token (its cookie and header), as the web app does before its first write. */
  async fetchCsrf(): Promise<void> {
    const answer = await this.get('/api/users/get_csrf/');
    if (answer.status !== 200) throw new Error(`get_csrf answered ${answer.status}: ${answer.text}`);
  }

  /** Logs in (fetching a CSRF token first when it has none); `remember` keeps the session past the browser's. */
  logIn(username: string, password: string, { remember = false } = {}): Promise<Answer> {
    return this.post('/api/users/login/', { username, password, remember });
  }

  private remember(headers: Headers): void {
    for (const line of headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';');
      const at = pair.indexOf('=');
      if (at <= 0) continue;
      const name = pair.slice(0, at).trim();
      const value = pair.slice(at + 1).trim();
      const expired = attributes.some((a) => /^\s*max-age\s*=\s*0\s*$/i.test(a));
      if (value === '' || expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    const token = headers.get(CSRF_HEADER);
    if (token) this.csrf = token;
  }
}

/** An outcome as one line, for failure messages. */
export const describeOutcome = (o: Outcome) =>
  `${o.label} → ${o.status ?? o.failure}${o.status !== null && o.status >= 400 ? ` ${JSON.stringify(o.body)}` : ''}`;

function parsed(text: string): unknown {
  if (text === '') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** What a fetch rejection says went wrong: a deadline, or the socket's error code. */
function failureOf(error: unknown): string {
  const err = error as { name?: string; cause?: { code?: string; name?: string; message?: string } };
  if (err.name === 'TimeoutError' || err.name === 'AbortError') return 'timeout';
  return err.cause?.code ?? err.cause?.name ?? err.cause?.message ?? String(error);
}
