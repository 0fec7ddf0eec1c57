/**
 * A browser-like HTTP client for tests against real server processes (the cluster): it keeps its cookies, sends the
 * CSRF token back as the web app does, names this site in `Origin`, and can claim a client address through
 * `X-Forwarded-For` (the servers trust the proxy's header, so each client of a test counts as its own address).
 */
import { CSRF_HEADER } from '@playwords/common';

/** One answer, read whole. */
export interface Answer {
  status: number;
  headers: Headers;
  body: Buffer;
  text: string;
  /** Which server answered, as nginx names it (`127.0.0.1:<port>`); null past the proxy. */
  upstream: string | null;
  json<T = Record<string, unknown>>(): T;
}

export interface RequestOptions {
  /** Sent as JSON. */
  json?: unknown;
  /** Sent as it is (set its content type in `headers`). */
  body?: Buffer | string;
  headers?: Record<string, string>;
  /** Another address than the client's own (a server's port past the proxy); the cookies go along. */
  base?: string;
}

export class ClusterClient {
  readonly cookies = new Map<string, string>();

  /**
   * @param base where requests go (the proxy, or one server)
   * @param origin this site's origin for `Origin` (PUBLIC_URL)
   * @param forwardedFor the client address the proxy passes on (unset: the proxy's peer, 127.0.0.1)
   */
  constructor(
    readonly base: string,
    readonly origin: string = base,
    readonly forwardedFor?: string,
  ) {}

  async request(method: string, path: string, options: RequestOptions = {}): Promise<Answer> {
    const headers: Record<string, string> = { origin: this.origin, ...options.headers };
    if (this.forwardedFor) headers['x-forwarded-for'] = this.forwardedFor;
    if (this.cookies.size > 0) {
      headers.cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    }
    const csrf = this.cookies.get('csrftoken');
    if (csrf && !['GET', 'HEAD', 'OPTIONS'].includes(method)) headers[CSRF_HEADER.toLowerCase()] = csrf;
    let body = options.body;
    if (options.json !== undefined) {
      body = JSON.stringify(options.json);
      headers['content-type'] = 'application/json';
    }
    const response = await fetch(`${options.base ?? this.base}${path}`, {
      method,
      headers,
      body,
      redirect: 'manual',
      signal: AbortSignal.timeout(60_000),
    });
    for (const line of response.headers.getSetCookie()) this.keepCookie(line);
    const bytes = Buffer.from(await response.arrayBuffer());
    const text = bytes.toString('utf8');
    return {
      status: response.status,
      headers: response.headers,
      body: bytes,
      text,
      upstream: response.headers.get('x-upstream'),
      json: <T>() => JSON.parse(text) as T,
    };
  }

  get(path: string, options?: RequestOptions): Promise<Answer> {
    return this.request('GET', path, options);
  }

  post(path: string, json?: unknown, options: RequestOptions = {}): Promise<Answer> {
    return this.request('POST', path, { ...options, json });
  }

  /** Gets a CSRF cookie, as the web app does before its first write. */
  async fetchCsrf(): Promise<void> {
    const answer = await this.get('/api/users/get_csrf/');
    if (answer.status !== 200) throw new Error(`get_csrf answered ${answer.status}: ${answer.text}`);
  }

  /** Logs in (fetching a CSRF cookie first when it has none). */
  async logIn(username: string, password: string): Promise<Answer> {
    if (!this.cookies.has('csrftoken')) await this.fetchCsrf();
    return this.post('/api/users/login/', { username, password, remember: false });
  }

  private keepCookie(line: string): void {
    const [pair = '', ...attributes] = line.split(';');
    const at = pair.indexOf('=');
    if (at <= 0) return;
    const name = pair.slice(0, at).trim();
    const value = pair.slice(at + 1).trim();
    const expired = attributes.some((a) => /^\s*max-age\s*=\s*0\s*$/i.test(a));
    if (value === '' || expired) this.cookies.delete(name);
    else this.cookies.set(name, value);
  }
}
