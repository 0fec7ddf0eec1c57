import { vi } from 'vitest';
import { CSRF_HEADER } from '@playwords/common';

export interface MockRequest {
  method: string;
  url: string;
  headers: Headers;
  body: unknown;
}

/** A handler returns a Response, or throws to play "no response". */
export type MockHandler = (request: MockRequest) => Response | Promise<Response>;

export const TEST_CSRF_TOKEN = 'test-csrf-token';

export function jsonResponse(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  });
}

/** A fetch that never answers: for "request in flight" states. */
export function pending(): Promise<Response> {
  return new Promise<Response>(() => undefined);
}

/** A response the test sends when it chooses: for stepping through in-flight states. */
export function deferredResponse() {
  let respond: (response: Response) => void = () => undefined;
  const promise = new Promise<Response>((resolve) => (respond = resolve));
  return { handler: () => promise, respond };
}

export function networkFailure(): never {
  throw new TypeError('Failed to fetch');
}

function parseBody(body: BodyInit | null | undefined): unknown {
  if (typeof body !== 'string') return body ?? undefined;
  try {
    return JSON.parse(body) as unknown;
  } catch {
    return body;
  }
}

/**
 * Stubs the global fetch with handlers keyed "METHOD /api/path/". GET /api/users/get_csrf/ answers with a
 * token unless a handler replaces it; an unhandled call fails the test loudly.
 */
export function mockFetch(handlers: Record<string, MockHandler>) {
  const calls: MockRequest[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const method = (init.method ?? 'GET').toUpperCase();
    const request: MockRequest = { method, url, headers: new Headers(init.headers), body: parseBody(init.body) };
    calls.push(request);
    const handler =
      handlers[`${method} ${url}`] ??
      (method === 'GET' && url === '/api/users/get_csrf/'
        ? () => jsonResponse(200, { detail: 'CSRF cookie set' }, { [CSRF_HEADER]: TEST_CSRF_TOKEN })
        : undefined);
    if (!handler) throw new Error(`Unexpected fetch: ${method} ${url}`);
    return handler(request);
  });
  vi.stubGlobal('fetch', fetchMock);
  /** The calls made to one endpoint, e.g. callsTo('POST /api/users/login/'). */
  const callsTo = (key: string) => calls.filter((call) => `${call.method} ${call.url}` === key);
  return { fetchMock, calls, callsTo };
}
