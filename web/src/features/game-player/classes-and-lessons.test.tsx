import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ClassResultInput, LessonPlanDto } from '@playwords/common';
import { flushClassResults, readClassResultsQueue } from '../../lib/class-results-queue';
import { jsonResponse, mockFetch, networkFailure, type MockHandler } from '../../test/fetch-mock';
import { makeUser } from '../../test/fixtures';
import { LAZY, renderApp } from '../../test/render-app';

const SESSION = 'GET /api/games/session_key/';
const TEMPLATE = (query: string) => `GET /api/games/1/template/?${query}`;
const RESULTS = (classId: number) => `POST /api/classes/${classId}/results/`;
const LESSON = (id: number) => `GET /api/lessons/${id}/`;
const KEY = { session_id: 'sess-123', user_token: 'tok-456' };
const PAGE = '<!doctype html><html><head><title>Word Search</title></head><body></body></html>';
const page: MockHandler = () => new Response(PAGE, { status: 200, headers: { 'Content-Type': 'text/html' } });
const teacher = makeUser({ selected_wordlist: 5 });
const totals = [{ team_id: 't-red', lesson: 3, all_time: 12 }];

const result: ClassResultInput = {
  id: 'kx81f0a9c2b44d1e',
  game: 'wordsearch',
  wordlist_id: 5,
  played_at: '2026-11-27T02:10:00.000Z',
  teams: [
    { team_id: 't-red', points: 2 },
    { team_id: 't-blue', points: 1 },
  ],
  words: [{ word: 'zebra', right: 1, wrong: 1, skipped: 0, revealed: 0 }],
};

const plan: LessonPlanDto = {
  id: 4,
  name: 'Zoo week',
  class_id: 3,
  wordlist_id: 9,
  games: ['oneatatime', 'wordsearch', 'fighters'],
  created_at: '2026-11-20T08:00:00.000Z',
  updated_at: '2026-11-20T08:00:00.000Z',
};

async function openFrame() {
  return (await screen.findByTitle('Word Search', {}, LAZY)) as HTMLIFrameElement;
}

function receive(data: unknown, source: MessageEventSource | null) {
  act(() => {
    window.dispatchEvent(new MessageEvent('message', { data, source, origin: 'null' }));
  });
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('game page: class results', () => {
  it("queues a class's result from the game's frame and posts it for that class, once", async () => {
    const { callsTo } = mockFetch({
      [SESSION]: () => jsonResponse(200, KEY),
      [TEMPLATE('wl=5&lang=en')]: page,
      [RESULTS(3)]: () => jsonResponse(201, { recorded: true, totals }),
    });
    renderApp('/games/wordsearch', { user: teacher });
    const frame = await openFrame();

    // Only the game's own frame is heard.
    receive({ type: 'class-result', class_id: 3, result }, window);
    receive({ type: 'class-result', class_id: 3, result }, frame.contentWindow);
    await waitFor(() => expect(callsTo(RESULTS(3))).toHaveLength(1));
    expect(callsTo(RESULTS(3))[0]?.body).toEqual(result);
    await flushClassResults('miss_lee');
    expect(readClassResultsQueue('miss_lee')).toEqual([]);
  });

  it('ignores a malformed class result', async () => {
    const { calls } = mockFetch({ [SESSION]: () => jsonResponse(200, KEY), [TEMPLATE('wl=5&lang=en')]: page });
    renderApp('/games/wordsearch', { user: teacher });
    const frame = await openFrame();

    receive({ type: 'class-result', class_id: 'three', result }, frame.contentWindow);
    receive(
      { type: 'class-result', class_id: 3, result: { ...result, teams: [{ team_id: 't-red' }] } },
      frame.contentWindow,
    );
    receive(
      { type: 'class-result', class_id: 3, result: { ...result, words: [{ word: 'zebra', right: -1 }] } },
      frame.contentWindow,
    );
    receive({ type: 'class-result', class_id: 3 }, frame.contentWindow);
    await flushClassResults('miss_lee');
    expect(readClassResultsQueue('miss_lee')).toEqual([]);
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it('keeps a result played offline and posts it when the browser is online again', async () => {
    let online = false;
    const received: unknown[] = [];
    mockFetch({
      [SESSION]: () => jsonResponse(200, KEY),
      [TEMPLATE('wl=5&lang=en')]: page,
      'GET /api/users/get_csrf/': () => (online ? jsonResponse(200, {}) : networkFailure()),
      [RESULTS(3)]: (request) => {
        if (!online) networkFailure();
        received.push(request.body);
        return jsonResponse(201, { recorded: true, totals });
      },
    });
    renderApp('/games/wordsearch', { user: teacher });
    const frame = await openFrame();
    receive({ type: 'class-result', class_id: 3, result }, frame.contentWindow);
    await flushClassResults('miss_lee');
    expect(readClassResultsQueue('miss_lee').map((entry) => entry.result)).toEqual([result]);

    online = true;
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    await waitFor(() => expect(received).toEqual([result]));
    await flushClassResults('miss_lee');
    expect(readClassResultsQueue('miss_lee')).toEqual([]);
  });
});

describe('game page: a list and class of its own', () => {
  it('asks for the template with ?wl= (instead of her selected list) and ?class=', async () => {
    const { callsTo } = mockFetch({
      [SESSION]: () => jsonResponse(200, KEY),
      [TEMPLATE('wl=9&lang=en&class=3')]: page,
    });
    renderApp('/games/wordsearch?wl=9&class=3', { user: teacher });
    await openFrame();
    expect(callsTo(TEMPLATE('wl=9&lang=en&class=3'))).toHaveLength(1);
    expect(screen.queryByRole('navigation', { name: 'Lesson' })).not.toBeInTheDocument();
  });

  it('leaves out a ?wl= or ?class= that is not a number', async () => {
    const { callsTo } = mockFetch({ [SESSION]: () => jsonResponse(200, KEY), [TEMPLATE('wl=5&lang=en')]: page });
    renderApp('/games/wordsearch?wl=abc&class=-2', { user: teacher });
    await openFrame();
    expect(callsTo(TEMPLATE('wl=5&lang=en'))).toHaveLength(1);
  });

  it('plays a ?wl= list when she has none selected', async () => {
    const { callsTo } = mockFetch({ [SESSION]: () => jsonResponse(200, KEY), [TEMPLATE('wl=9&lang=en')]: page });
    renderApp('/games/wordsearch?wl=9', { user: makeUser({ selected_wordlist: null }) });
    await openFrame();
    expect(callsTo(TEMPLATE('wl=9&lang=en'))).toHaveLength(1);
  });
});

describe('game page: the lesson bar', () => {
  const URL = '/games/wordsearch?wl=9&class=3&lesson=4&step=2';

  function lessonFetch(lesson: MockHandler) {
    return mockFetch({
      [SESSION]: () => jsonResponse(200, KEY),
      [TEMPLATE('wl=9&lang=en&class=3')]: page,
      [LESSON(4)]: lesson,
    });
  }

  it("shows the plan's name, which game of how many, and Next → back to the presenter", async () => {
    lessonFetch(() => jsonResponse(200, plan));
    renderApp(URL, { user: teacher });
    const bar = within(await screen.findByRole('navigation', { name: 'Lesson' }, LAZY));
    expect(await bar.findByText('Lesson: Zoo week · Game 2 of 3')).toBeInTheDocument();
    const next = bar.getByRole('link', { name: 'Next →' });
    expect(next).toHaveAttribute('href', '/lessons/4/present?step=2');
    await userEvent.setup().click(next);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/lessons/4/present'));
  });

  it('goes on with N while the page has the focus, but not with N typed into a field', async () => {
    lessonFetch(() => jsonResponse(200, plan));
    renderApp(URL, { user: teacher });
    await screen.findByRole('navigation', { name: 'Lesson' }, LAZY);

    const field = document.createElement('input');
    document.body.append(field);
    fireEvent.keyDown(field, { key: 'n' });
    fireEvent.keyDown(document.body, { key: 'n', ctrlKey: true });
    fireEvent.keyDown(document.body, { key: 'm' });
    expect(screen.getByTestId('location')).toHaveTextContent('/games/wordsearch');
    field.remove();

    fireEvent.keyDown(document.body, { key: 'N' });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/lessons/4/present'));
  });

  it('still says which game and goes on when the plan cannot be read (offline)', async () => {
    lessonFetch(() => networkFailure());
    renderApp(URL, { user: teacher });
    const bar = within(await screen.findByRole('navigation', { name: 'Lesson' }, LAZY));
    expect(await bar.findByText('Lesson · Game 2')).toBeInTheDocument();
    expect(bar.getByRole('link', { name: 'Next →' })).toHaveAttribute('href', '/lessons/4/present?step=2');
  });

  it('has no bar without a lesson and a step', async () => {
    const { calls } = mockFetch({
      [SESSION]: () => jsonResponse(200, KEY),
      [TEMPLATE('wl=9&lang=en&class=3')]: page,
    });
    renderApp('/games/wordsearch?wl=9&class=3&lesson=4', { user: teacher });
    await openFrame();
    expect(screen.queryByRole('navigation', { name: 'Lesson' })).not.toBeInTheDocument();
    expect(calls.filter((call) => call.url.startsWith('/api/lessons/'))).toHaveLength(0);
  });
});
