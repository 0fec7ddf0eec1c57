import { CSRF_HEADER, ErrorDetail } from '@playwords/common';
import { API_BASE } from '../config';

/**
 * A DRF-shaped error body: field → messages (`{"username": ["…"]}`), `{"non_field_errors": [...]}` or
 * `{"detail": "…"}`. Values are kept as the server sent them (a string or a list of strings).
 */
export type ApiErrorBody = Record<string, string | string[]>;

/** The server answered with a status outside 2xx. */
export class ApiError extends Error {
  readonly status: number;
  readonly body: ApiErrorBody;

  constructor(status: number, body: ApiErrorBody) {
    super(`API error ${status}`);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
  }
}

/** No response at all (offline, DNS, server down, request aborted). */
export class NetworkError extends Error {
  constructor(cause?: unknown) {
    super('No response from the server', { cause });
    this.name = 'NetworkError';
  }
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** JSON-serialisable payloads, or FormData for multipart uploads. */
export type RequestBody = FormData | URLSearchParams | object | undefined;

export interface RequestOptions {
  body?: RequestBody;
  signal?: AbortSignal;
}

export interface ApiClient {
  request<T>(method: HttpMethod, path: string, options?: RequestOptions): Promise<T>;
  get<T>(path: string, options?: Omit<RequestOptions, 'body'>): Promise<T>;
  post<T>(path: string, body?: RequestBody, options?: Omit<RequestOptions, 'body'>): Promise<T>;
  put<T>(path: string, body?: RequestBody, options?: Omit<RequestOptions, 'body'>): Promise<T>;
  patch<T>(path: string, body?: RequestBody, options?: Omit<RequestOptions, 'body'>): Promise<T>;
  delete<T>(path: string, options?: Omit<RequestOptions, 'body'>): Promise<T>;
  /** The CSRF token the client holds (null before it has seen one). */
  csrfToken(): string | null;
}

export const CSRF_PATH = '/users/get_csrf/';

const WRITE_METHODS: ReadonlySet<HttpMethod> = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const CSRF_DETAILS: ReadonlySet<string> = new Set([ErrorDetail.csrfMissing, ErrorDetail.csrfIncorrect]);

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Keeps only string and string-list values, so callers can trust the shape. */
function toErrorBody(value: unknown): ApiErrorBody {
  if (!isRecord(value)) return {};
  const body: ApiErrorBody = {};
  for (const [key, v] of Object.entries(value)) {
    if (typeof v === 'string') body[key] = v;
    else if (Array.isArray(v)) body[key] = v.map((item) => (typeof item === 'string' ? item : String(item)));
  }
  return body;
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (text === '') return undefined;
  const type = response.headers.get('Content-Type') ?? '';
  if (type.includes('json')) {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      return text;
    }
  }
  return text;
}

function isCsrfFailure(status: number, body: unknown): boolean {
  return status === 403 && isRecord(body) && typeof body.detail === 'string' && CSRF_DETAILS.has(body.detail);
}

function encode(body: RequestBody): { payload: BodyInit | undefined; contentType: string | undefined } {
  if (body === undefined) return { payload: undefined, contentType: undefined };
  if (body instanceof FormData || body instanceof URLSearchParams) return { payload: body, contentType: undefined };
  return { payload: JSON.stringify(body), contentType: 'application/json' };
}

/**
 * Builds an API client. Every call is same-origin with cookies; writes carry the CSRF token, fetched
 * first when the client has none; a CSRF 403 fetches a fresh token and retries once (api-contract.md).
 */
export function createApiClient(baseUrl: string = API_BASE): ApiClient {
  let token: string | null = null;
  let pendingToken: Promise<void> | null = null;

  async function send(method: HttpMethod, path: string, options: RequestOptions): Promise<Response> {
    const headers = new Headers({ Accept: 'application/json' });
    const { payload, contentType } = encode(options.body);
    if (contentType) headers.set('Content-Type', contentType);
    if (WRITE_METHODS.has(method) && token) headers.set(CSRF_HEADER, token);
    let response: Response;
    try {
      response = await fetch(`${baseUrl}${path}`, {
        method,
        headers,
        body: payload,
        credentials: 'same-origin',
        signal: options.signal,
      });
    } catch (error) {
      // A cancelled request (TanStack Query aborts stale ones) is not a network failure.
      if (error instanceof DOMException && error.name === 'AbortError') throw error;
      throw new NetworkError(error);
    }
    const fresh = response.headers.get(CSRF_HEADER);
    if (fresh) token = fresh;
    return response;
  }

  function refreshToken(): Promise<void> {
    // Concurrent writes share one token request.
    pendingToken ??= send('GET', CSRF_PATH, {})
      .then(async (response) => {
        // Drain the body so the connection is released; the token came in the header.
        await response.text().catch(() => undefined);
      })
      .finally(() => {
        pendingToken = null;
      });
    return pendingToken;
  }

  async function request<T>(method: HttpMethod, path: string, options: RequestOptions = {}): Promise<T> {
    const isWrite = WRITE_METHODS.has(method);
    if (isWrite && !token) await refreshToken();
    let response = await send(method, path, options);
    let body = await readBody(response);
    if (isWrite && isCsrfFailure(response.status, body)) {
      token = null;
      await refreshToken();
      response = await send(method, path, options);
      body = await readBody(response);
    }
    if (!response.ok) throw new ApiError(response.status, toErrorBody(body));
    return body as T;
  }

  return {
    request,
    get: (path, options) => request('GET', path, options),
    post: (path, body, options) => request('POST', path, { ...options, body }),
    put: (path, body, options) => request('PUT', path, { ...options, body }),
    patch: (path, body, options) => request('PATCH', path, { ...options, body }),
    delete: (path, options) => request('DELETE', path, options),
    csrfToken: () => token,
  };
}

/** The app's one client. */
export const api = createApiClient();
