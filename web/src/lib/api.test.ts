import { describe, expect, it } from 'vitest';
import { CSRF_HEADER, ErrorDetail } from '@playwords/common';
import { jsonResponse, mockFetch, networkFailure, TEST_CSRF_TOKEN } from '../test/fetch-mock';
import { ApiError, createApiClient, NetworkError } from './api';

const csrfFailure = (detail: string) => jsonResponse(403, { detail });

describe('api client', () => {
  it('sends GETs same-origin with cookies and returns the JSON body', async () => {
    const { calls } = mockFetch({ 'GET /api/news/': () => jsonResponse(200, { count: 0, results: [] }) });
    const api = createApiClient();

    await expect(api.get('/news/')).resolves.toEqual({ count: 0, results: [] });
    expect(calls).toHaveLength(1);
    expect(calls[0]?.headers.get(CSRF_HEADER)).toBeNull();
  });

  it('passes credentials: same-origin to fetch', async () => {
    const { fetchMock } = mockFetch({ 'GET /api/users/me/': () => jsonResponse(200, { id: 1 }) });
    await createApiClient().get('/users/me/');
    expect(fetchMock.mock.calls[0]?.[1]).toMatchObject({ credentials: 'same-origin', method: 'GET' });
  });

  it('fetches a CSRF token before its first write and sends it with JSON bodies', async () => {
    const { calls } = mockFetch({ 'POST /api/wordlists/': () => jsonResponse(201, { id: 3 }) });
    const api = createApiClient();

    await expect(api.post('/wordlists/', { theme: 'Animals' })).resolves.toEqual({ id: 3 });
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual(['GET /api/users/get_csrf/', 'POST /api/wordlists/']);
    const write = calls[1];
    expect(write?.headers.get(CSRF_HEADER)).toBe(TEST_CSRF_TOKEN);
    expect(write?.headers.get('Content-Type')).toBe('application/json');
    expect(write?.body).toEqual({ theme: 'Animals' });
  });

  it('keeps the token of any response header and sends it on PUT, PATCH and DELETE', async () => {
    const { calls } = mockFetch({
      'POST /api/users/login/': () => jsonResponse(200, { id: 1 }, { [CSRF_HEADER]: 'from-login' }),
      'PUT /api/x/': () => jsonResponse(200, {}),
      'PATCH /api/x/': () => jsonResponse(200, {}, { [CSRF_HEADER]: 'rotated' }),
      'DELETE /api/x/': () => new Response(null, { status: 204 }),
    });
    const api = createApiClient();

    await api.post('/users/login/', { username: 'a', password: 'b', remember: true });
    expect(api.csrfToken()).toBe('from-login');
    await api.put('/x/', {});
    await api.patch('/x/', {});
    await expect(api.delete('/x/')).resolves.toBeUndefined();

    const sent = calls.filter((c) => c.url === '/api/x/').map((c) => [c.method, c.headers.get(CSRF_HEADER)]);
    expect(sent).toEqual([
      ['PUT', 'from-login'],
      ['PATCH', 'from-login'],
      ['DELETE', 'rotated'],
    ]);
    // Only one token request: before the login.
    expect(calls.filter((c) => c.url === '/api/users/get_csrf/')).toHaveLength(1);
  });

  it.each([ErrorDetail.csrfMissing, ErrorDetail.csrfIncorrect])(
    'on a 403 "%s" fetches a new token and retries once',
    async (detail) => {
      let attempts = 0;
      let tokens = 0;
      const { calls } = mockFetch({
        'GET /api/users/get_csrf/': () => jsonResponse(200, {}, { [CSRF_HEADER]: `token-${++tokens}` }),
        'POST /api/wordlists/1/select/': () =>
          ++attempts === 1 ? csrfFailure(detail) : jsonResponse(200, { ok: true }),
      });
      const api = createApiClient();

      await expect(api.post('/wordlists/1/select/')).resolves.toEqual({ ok: true });
      const writes = calls.filter((c) => c.method === 'POST');
      expect(writes.map((c) => c.headers.get(CSRF_HEADER))).toEqual(['token-1', 'token-2']);
      expect(tokens).toBe(2);
    },
  );

  it('retries only once: a second CSRF 403 becomes an ApiError', async () => {
    const { callsTo } = mockFetch({
      'POST /api/news/vote/': () => csrfFailure(ErrorDetail.csrfIncorrect),
    });
    const api = createApiClient();

    const error = await api.post('/news/vote/', { id: 1, vote: true }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 403, body: { detail: ErrorDetail.csrfIncorrect } });
    expect(callsTo('POST /api/news/vote/')).toHaveLength(2);
    expect(callsTo('GET /api/users/get_csrf/')).toHaveLength(2);
  });

  it('does not retry a 403 that is not a CSRF failure', async () => {
    const { callsTo } = mockFetch({
      'POST /api/payments/start-trial/': () => jsonResponse(403, { detail: ErrorDetail.notAuthenticated }),
    });
    const error = await createApiClient()
      .post('/payments/start-trial/', { type: 'PRO' })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 403, body: { detail: ErrorDetail.notAuthenticated } });
    expect(callsTo('POST /api/payments/start-trial/')).toHaveLength(1);
  });

  it('does not retry GETs on a CSRF-looking 403', async () => {
    const { callsTo } = mockFetch({ 'GET /api/users/me/': () => csrfFailure(ErrorDetail.csrfMissing) });
    await expect(createApiClient().get('/users/me/')).rejects.toMatchObject({ status: 403 });
    expect(callsTo('GET /api/users/me/')).toHaveLength(1);
    expect(callsTo('GET /api/users/get_csrf/')).toHaveLength(0);
  });

  it('surfaces DRF field errors as ApiError.body', async () => {
    mockFetch({
      'POST /api/users/': () =>
        jsonResponse(400, { username: ['A user with that username already exists.'], email: 'Bad.' }),
    });
    await expect(createApiClient().post('/users/', {})).rejects.toEqual(
      new ApiError(400, { username: ['A user with that username already exists.'], email: 'Bad.' }),
    );
  });

  it('gives an empty body when an error has no JSON', async () => {
    mockFetch({ 'GET /api/boom/': () => new Response('<h1>Bad gateway</h1>', { status: 502 }) });
    const error = await createApiClient()
      .get('/boom/')
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 502, body: {} });
  });

  it('throws NetworkError when there is no response', async () => {
    mockFetch({ 'GET /api/users/me/': networkFailure });
    await expect(createApiClient().get('/users/me/')).rejects.toBeInstanceOf(NetworkError);
  });

  it('lets an aborted request fail as an AbortError, not a NetworkError', async () => {
    mockFetch({
      'GET /api/users/me/': () => {
        throw new DOMException('The operation was aborted.', 'AbortError');
      },
    });
    const error = await createApiClient()
      .get('/users/me/')
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DOMException);
    expect(error).not.toBeInstanceOf(NetworkError);
  });

  it('sends FormData as is, without a JSON content type', async () => {
    const { callsTo } = mockFetch({ 'POST /api/images/characters/': () => jsonResponse(201, { id: 1 }) });
    const form = new FormData();
    form.append('name', 'Robot');
    await createApiClient().post('/images/characters/', form);
    const [upload] = callsTo('POST /api/images/characters/');
    expect(upload?.body).toBe(form);
    expect(upload?.headers.get('Content-Type')).toBeNull();
  });
});
