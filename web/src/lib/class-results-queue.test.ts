import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { ErrorDetail, type ClassResultInput } from '@playwords/common';
import { deferredResponse, jsonResponse, mockFetch, networkFailure } from '../test/fetch-mock';
import {
  CLASS_RESULTS_RETRY_MS,
  classResultsLockName,
  classResultsQueueKey,
  enqueueClassResult,
  flushClassResults,
  readClassResultsQueue,
  useClassResultsFlushing,
} from './class-results-queue';
import type * as Queue from './class-results-queue';
import { createQueryClient } from './query-client';

const USER = 'miss_lee';
const POST = (classId: number) => `POST /api/classes/${classId}/results/`;

function makeResult(id: string, overrides: Partial<ClassResultInput> = {}): ClassResultInput {
  return {
    id,
    game: 'wordsearch',
    wordlist_id: 5,
    played_at: '2026-11-27T02:00:00.000Z',
    teams: [{ team_id: 't-red', points: 2 }],
    words: [{ word: 'giraffe', right: 1, wrong: 2, skipped: 0, revealed: 0 }],
    ...overrides,
  };
}

const totals = [{ team_id: 't-red', lesson: 2, all_time: 9 }];
const recorded = () => jsonResponse(201, { recorded: true, totals });

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('class results queue', () => {
  it('keeps a result played offline, and posts it once when the network is back', async () => {
    let online = false;
    const received: unknown[] = [];
    mockFetch({
      'GET /api/users/get_csrf/': () => (online ? jsonResponse(200, {}) : networkFailure()),
      [POST(3)]: (request) => {
        if (!online) networkFailure();
        received.push(request.body);
        return recorded();
      },
    });
    enqueueClassResult(USER, 3, makeResult('result-0001'));
    await flushClassResults(USER);
    expect(readClassResultsQueue(USER).map((entry) => entry.result.id)).toEqual(['result-0001']);

    online = true;
    await flushClassResults(USER);
    await flushClassResults(USER);
    expect(received).toEqual([makeResult('result-0001')]);
    expect(readClassResultsQueue(USER)).toEqual([]);
  });

  it('posts in order, one at a time, and stops at a result the server cannot take now (500, 429)', async () => {
    let status = 201;
    const { calls } = mockFetch({
      [POST(3)]: () => jsonResponse(status, status === 201 ? { recorded: true, totals } : {}),
      [POST(4)]: recorded,
    });
    enqueueClassResult(USER, 3, makeResult('first-0001'));
    await flushClassResults(USER);
    status = 500;
    enqueueClassResult(USER, 3, makeResult('second-0002'));
    enqueueClassResult(USER, 4, makeResult('third-00003'));
    await flushClassResults(USER);
    // 500 on the second: it and the third wait.
    expect(readClassResultsQueue(USER).map((entry) => entry.result.id)).toEqual(['second-0002', 'third-00003']);
    status = 429;
    await flushClassResults(USER);
    expect(readClassResultsQueue(USER).map((entry) => entry.result.id)).toEqual(['second-0002', 'third-00003']);
    status = 201;
    await flushClassResults(USER);
    expect(readClassResultsQueue(USER)).toEqual([]);
    const posted = calls.filter((call) => call.method === 'POST').map((call) => (call.body as ClassResultInput).id);
    expect(posted.at(0)).toBe('first-0001');
    expect(posted.slice(-2)).toEqual(['second-0002', 'third-00003']);
    // The third was never sent while the second waited.
    expect(posted.filter((id) => id === 'third-00003')).toHaveLength(1);
  });

  it('drops a result recorded before (200, recorded: false)', async () => {
    const { callsTo } = mockFetch({ [POST(3)]: () => jsonResponse(200, { recorded: false, totals }) });
    enqueueClassResult(USER, 3, makeResult('repeated-01'));
    await flushClassResults(USER);
    expect(callsTo(POST(3))).toHaveLength(1);
    expect(readClassResultsQueue(USER)).toEqual([]);
  });

  it.each([
    [400, { words: ['Each word needs its text and its counts.'] }],
    [403, { detail: 'You do not have permission to perform this action.' }],
    [404, { detail: ErrorDetail.notFound }],
  ])('drops a result refused for good (%i), logging it without its content', async (status, body) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    mockFetch({ [POST(3)]: () => jsonResponse(status, body), [POST(4)]: recorded });
    enqueueClassResult(USER, 3, makeResult('refused-001'));
    enqueueClassResult(USER, 4, makeResult('after-00001'));
    await flushClassResults(USER);
    expect(readClassResultsQueue(USER)).toEqual([]);
    expect(warn).toHaveBeenCalledTimes(1);
    const logged = String(warn.mock.calls[0]?.[0]);
    expect(logged).toContain('refused-001');
    expect(logged).toContain(String(status));
    expect(logged).not.toContain('giraffe');
    expect(logged).not.toContain('t-red');
  });

  it('keeps a result while the session is gone (403 not signed in, 401)', async () => {
    const answers = [jsonResponse(403, { detail: ErrorDetail.notAuthenticated }), jsonResponse(401, {})];
    mockFetch({ [POST(3)]: () => answers.shift() ?? jsonResponse(201, { recorded: true, totals }) });
    enqueueClassResult(USER, 3, makeResult('session-001'));
    await flushClassResults(USER);
    expect(readClassResultsQueue(USER)).toHaveLength(1);
    await flushClassResults(USER);
    expect(readClassResultsQueue(USER)).toHaveLength(1);
    await flushClassResults(USER);
    expect(readClassResultsQueue(USER)).toEqual([]);
  });

  it('never runs two flushes at once: a result is posted once however often a flush is asked for', async () => {
    const answer = deferredResponse();
    const { callsTo } = mockFetch({ [POST(3)]: answer.handler });
    enqueueClassResult(USER, 3, makeResult('concurrent1'));
    const flushes = [flushClassResults(USER), flushClassResults(USER), flushClassResults(USER)];
    await vi.waitFor(() => expect(callsTo(POST(3))).toHaveLength(1));
    enqueueClassResult(USER, 3, makeResult('concurrent1'));
    answer.respond(jsonResponse(201, { recorded: true, totals }));
    await Promise.all(flushes);
    await flushClassResults(USER);
    expect(callsTo(POST(3))).toHaveLength(1);
    expect(readClassResultsQueue(USER)).toEqual([]);
  });

  it('sends a result queued while a flush was under way in the same run', async () => {
    const answer = deferredResponse();
    const { callsTo } = mockFetch({ [POST(3)]: answer.handler, [POST(4)]: recorded });
    enqueueClassResult(USER, 3, makeResult('underway-01'));
    const flush = flushClassResults(USER);
    await vi.waitFor(() => expect(callsTo(POST(3))).toHaveLength(1));
    enqueueClassResult(USER, 4, makeResult('underway-02'));
    answer.respond(jsonResponse(201, { recorded: true, totals }));
    await flush;
    await vi.waitFor(() => expect(callsTo(POST(4))).toHaveLength(1));
    await flushClassResults(USER);
    expect(readClassResultsQueue(USER)).toEqual([]);
  });

  it('holds the Web Lock of the user while it sends, when the browser has locks', async () => {
    const names: string[] = [];
    let held = false;
    vi.stubGlobal('navigator', {
      ...navigator,
      locks: {
        request: async (name: string, work: () => Promise<void>) => {
          names.push(name);
          held = true;
          try {
            await work();
          } finally {
            held = false;
          }
        },
      },
    });
    let heldWhilePosting = false;
    mockFetch({
      [POST(3)]: () => {
        heldWhilePosting = held;
        return jsonResponse(201, { recorded: true, totals });
      },
    });
    enqueueClassResult(USER, 3, makeResult('locked-0001'));
    await flushClassResults(USER);
    expect(names).toEqual([classResultsLockName(USER)]);
    expect(heldWhilePosting).toBe(true);
    expect(readClassResultsQueue(USER)).toEqual([]);
  });

  it('keeps each user to her own queue', async () => {
    mockFetch({ [POST(3)]: () => networkFailure() });
    enqueueClassResult(USER, 3, makeResult('lee-000001'));
    enqueueClassResult('mr_wong', 3, makeResult('wong-00001'));
    await flushClassResults(USER);
    await flushClassResults('mr_wong');
    expect(readClassResultsQueue(USER).map((entry) => entry.result.id)).toEqual(['lee-000001']);
    expect(readClassResultsQueue('mr_wong').map((entry) => entry.result.id)).toEqual(['wong-00001']);
  });

  it('reads corrupt storage as an empty queue, and queues over it', async () => {
    const { calls } = mockFetch({ [POST(3)]: () => networkFailure() });
    for (const corrupt of ['{not json', 'null', '[]', '{"version":99,"entries":[]}', '{"version":1,"entries":{}}']) {
      localStorage.setItem(classResultsQueueKey(USER), corrupt);
      expect(readClassResultsQueue(USER)).toEqual([]);
      await flushClassResults(USER);
    }
    expect(calls).toHaveLength(0);
    // Malformed entries are left out, the good ones kept.
    localStorage.setItem(
      classResultsQueueKey(USER),
      JSON.stringify({
        version: 1,
        entries: [
          null,
          { class_id: 'x', result: makeResult('bad-000001') },
          { class_id: 3, result: makeResult('ok-0000001') },
        ],
      }),
    );
    expect(readClassResultsQueue(USER).map((entry) => entry.result.id)).toEqual(['ok-0000001']);
    localStorage.setItem(classResultsQueueKey(USER), '{not json');
    enqueueClassResult(USER, 3, makeResult('fresh-00001'));
    await flushClassResults(USER);
    expect(readClassResultsQueue(USER).map((entry) => entry.result.id)).toEqual(['fresh-00001']);
  });

  it('survives a reload: a new page sends what the last one queued offline', async () => {
    mockFetch({ [POST(3)]: () => networkFailure() });
    enqueueClassResult(USER, 3, makeResult('reloaded-01'));
    await flushClassResults(USER);

    // Another instance of the module (its own flushes in memory), as a new page would load it.
    const reloaded = './class-results-queue?reload';
    const fresh = (await import(/* @vite-ignore */ reloaded)) as typeof Queue;
    expect(fresh.flushClassResults).not.toBe(flushClassResults);
    expect(fresh.readClassResultsQueue(USER).map((entry) => entry.result.id)).toEqual(['reloaded-01']);
    const { callsTo } = mockFetch({ [POST(3)]: recorded });
    await fresh.flushClassResults(USER);
    expect(callsTo(POST(3))).toHaveLength(1);
    expect(fresh.readClassResultsQueue(USER)).toEqual([]);
  });
});

describe('useClassResultsFlushing', () => {
  function renderFlushing(username: string | undefined) {
    const queryClient = createQueryClient();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    const wrapper = ({ children }: { children: ReactNode }) =>
      createElement(QueryClientProvider, { client: queryClient }, children);
    const hook = renderHook(() => useClassResultsFlushing(username), { wrapper });
    return { ...hook, invalidate };
  }

  it('sends what waits when she is signed in, and refreshes that class', async () => {
    const { callsTo } = mockFetch({ [POST(8)]: recorded });
    localStorage.setItem(
      classResultsQueueKey(USER),
      JSON.stringify({ version: 1, entries: [{ class_id: 8, result: makeResult('at-start-01') }] }),
    );
    const { invalidate } = renderFlushing(USER);
    await vi.waitFor(() => expect(callsTo(POST(8))).toHaveLength(1));
    await vi.waitFor(() => expect(invalidate).toHaveBeenCalledWith({ queryKey: ['classes', 8] }));
    expect(readClassResultsQueue(USER)).toEqual([]);
  });

  it('asks nothing when nothing waits, or nobody is signed in', async () => {
    const { calls } = mockFetch({});
    localStorage.setItem(
      classResultsQueueKey(USER),
      JSON.stringify({ version: 1, entries: [{ class_id: 8, result: makeResult('nobody-001') }] }),
    );
    renderFlushing(undefined);
    renderFlushing('mr_wong');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(calls).toHaveLength(0);
  });

  it('tries again when the browser is online, and every minute while results wait', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setInterval', 'clearInterval'] });
    let up = false;
    const { callsTo } = mockFetch({ [POST(8)]: () => (up ? recorded() : networkFailure()) });
    enqueueClassResult(USER, 8, makeResult('retried-001'));
    await flushClassResults(USER);
    renderFlushing(USER);
    await vi.waitFor(() => expect(callsTo(POST(8))).toHaveLength(2));
    await flushClassResults(USER);

    await act(async () => {
      window.dispatchEvent(new Event('online'));
      await flushClassResults(USER);
    });
    expect(callsTo(POST(8))).toHaveLength(3);

    up = true;
    await act(async () => {
      vi.advanceTimersByTime(CLASS_RESULTS_RETRY_MS);
      await flushClassResults(USER);
    });
    expect(callsTo(POST(8))).toHaveLength(4);
    expect(readClassResultsQueue(USER)).toEqual([]);
    // Nothing waits: the minute passes without a call.
    await act(async () => {
      vi.advanceTimersByTime(CLASS_RESULTS_RETRY_MS);
      await flushClassResults(USER);
    });
    expect(callsTo(POST(8))).toHaveLength(4);
  });
});
