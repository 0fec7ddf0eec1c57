import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  ErrorDetail,
  GameMessage,
  gameProgressKey,
  selectedWordlistKey,
  StorageKey,
  type GameSave,
} from '@playwords/common';
import { MAX_SESSIONS_NOTICE } from '../../lib/login-redirect';
import { jsonResponse, mockFetch, networkFailure, pending, type MockHandler } from '../../test/fetch-mock';
import { makeUser } from '../../test/fixtures';
import { LAZY, renderApp } from '../../test/render-app';

const SESSION = 'GET /api/games/session_key/';
const TEMPLATE = (index: number, wl?: number) =>
  `GET /api/games/${index}/template/?${wl === undefined ? '' : `wl=${wl}&`}lang=en`;
const LOGOUT = 'POST /api/users/logout/';
const KEY = { session_id: 'sess-123', user_token: 'tok-456' };
const PAGE = '<!doctype html><html><head><title>Word Search</title></head><body><div id="game"></div></body></html>';

const html =
  (body: string): MockHandler =>
  () =>
    new Response(body, { status: 200, headers: { 'Content-Type': 'text/html' } });
const teacher = makeUser({ selected_wordlist: 5 });
const save: GameSave = { version: 1, settings: { size: '10' }, state: { round: 2 }, stats: { found: 7 } };

function playing(extra: Record<string, MockHandler> = {}) {
  return mockFetch({ [SESSION]: () => jsonResponse(200, KEY), [TEMPLATE(1, 5)]: html(PAGE), ...extra });
}

/** The game frame once the template is in, with its window's postMessage watched. */
async function openFrame() {
  const frame = (await screen.findByTitle('Word Search', {}, LAZY)) as HTMLIFrameElement;
  const posted = vi.spyOn(frame.contentWindow!, 'postMessage');
  return { frame, posted };
}

/** A message as if the game (or someone else) sent it. */
function receive(data: unknown, source: MessageEventSource | null) {
  act(() => {
    window.dispatchEvent(new MessageEvent('message', { data, source, origin: 'null' }));
  });
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('game page /games/:game', () => {
  it('shows LOADING..., then the game in a sandboxed frame built from the template, and hands it the session', async () => {
    const { callsTo } = playing();
    renderApp('/games/wordsearch', { user: teacher });

    expect(await screen.findByText('LOADING...', {}, LAZY)).toBeInTheDocument();
    const { frame, posted } = await openFrame();
    expect(frame).toHaveAttribute('sandbox', 'allow-scripts');
    expect(frame.getAttribute('srcdoc')).toBe(PAGE);
    expect(callsTo(SESSION)).toHaveLength(1);
    expect(callsTo(TEMPLATE(1, 5))).toHaveLength(1);

    fireEvent.load(frame);
    expect(posted).toHaveBeenCalledWith({ type: 'session', session_id: 'sess-123', user_token: 'tok-456' }, '*');
    // Still loading until the game says it is ready, and only the frame itself can say so.
    expect(screen.getByText('LOADING...')).toBeInTheDocument();
    receive({ type: 'ready' }, window);
    expect(screen.getByText('LOADING...')).toBeInTheDocument();
    receive({ type: 'ready' }, frame.contentWindow);
    await waitFor(() => expect(screen.queryByText('LOADING...')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Go Fullscreen' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Word Search | PlayWords'));
  });

  it("answers loadplz with the save kept under the username and game, and stores the game's history", async () => {
    localStorage.setItem(gameProgressKey('miss_lee', 'wordsearch'), JSON.stringify(save));
    playing();
    renderApp('/games/wordsearch', { user: teacher });
    const { frame, posted } = await openFrame();

    receive({ type: 'loadplz' }, frame.contentWindow);
    expect(posted).toHaveBeenLastCalledWith({ type: 'load', save }, '*');

    const next: GameSave = { ...save, state: { round: 3 } };
    receive({ type: 'history', save: next }, frame.contentWindow);
    expect(JSON.parse(localStorage.getItem(gameProgressKey('miss_lee', 'wordsearch'))!)).toEqual(next);

    // Malformed or foreign messages change nothing.
    receive({ type: 'history', save: { version: 'x' } }, frame.contentWindow);
    receive({ type: 'history', save: { ...next, state: 'forged' } }, window);
    expect(JSON.parse(localStorage.getItem(gameProgressKey('miss_lee', 'wordsearch'))!)).toEqual(next);
    posted.mockClear();
    receive({ type: 'loadplz' }, window);
    expect(posted).not.toHaveBeenCalled();
  });

  it('answers loadplz with null when there is no save (or it is not one)', async () => {
    localStorage.setItem(gameProgressKey('miss_lee', 'wordsearch'), '{not json');
    playing();
    renderApp('/games/wordsearch', { user: teacher });
    const { frame, posted } = await openFrame();
    receive({ type: 'loadplz' }, frame.contentWindow);
    expect(posted).toHaveBeenLastCalledWith({ type: 'load', save: null }, '*');
  });

  it('sets the played_game marker when the game says it was played, and only then', async () => {
    playing();
    renderApp('/games/wordsearch', { user: teacher });
    const { frame } = await openFrame();
    receive({ type: 'played' }, window);
    expect(localStorage.getItem(StorageKey.playedGame)).toBeNull();
    receive({ type: 'played' }, frame.contentWindow);
    expect(localStorage.getItem(StorageKey.playedGame)).toBe('true');
  });

  it("opens the printables dialog with the game's list when the title asks, on the game's choice", async () => {
    const data = {
      version: 1,
      game: { index: 1, key: 'wordsearch', name: 'Word Search' },
      wordlist: { id: 5, theme: 'Zoo', words: ['cat', 'ice cream'], pictures: ['/pictures/cat.png', null] },
      images: {},
    };
    const page = PAGE.replace(
      '<body>',
      `<body><script type="application/json" id="playwords-data">${JSON.stringify(data)}</script>`,
    );
    mockFetch({ [SESSION]: () => jsonResponse(200, KEY), [TEMPLATE(1, 5)]: html(page) });
    renderApp('/games/wordsearch', { user: teacher });
    const { frame } = await openFrame();

    // Only the game's own frame opens it.
    receive({ type: 'printables', kind: 'wordsearch' }, window);
    expect(screen.queryByRole('dialog', { name: 'Print: Zoo' })).not.toBeInTheDocument();
    receive({ type: 'printables', kind: 'wordsearch' }, frame.contentWindow);
    const dialog = await screen.findByRole('dialog', { name: 'Print: Zoo' }, LAZY);
    expect(within(dialog).getByRole('radio', { name: 'Word search' })).toBeChecked();
    // A Basic teacher's plan plays no Twister: no mat to print.
    expect(within(dialog).queryByRole('radio', { name: 'Twister mat' })).not.toBeInTheDocument();
  });

  it("goes fullscreen on the button and on the game's fullscreen key", async () => {
    const request = vi.fn(() => Promise.resolve());
    Object.defineProperty(HTMLElement.prototype, 'requestFullscreen', { configurable: true, value: request });
    playing();
    renderApp('/games/wordsearch', { user: teacher });
    const { frame } = await openFrame();
    receive({ type: 'ready' }, frame.contentWindow);

    await userEvent.setup().click(await screen.findByRole('button', { name: 'Go Fullscreen' }));
    expect(request).toHaveBeenCalledTimes(1);
    expect(request.mock.contexts[0]).toBe(frame.parentElement);
    receive({ type: 'fullscreen' }, frame.contentWindow);
    await waitFor(() => expect(request).toHaveBeenCalledTimes(2));
    delete (HTMLElement.prototype as { requestFullscreen?: unknown }).requestFullscreen;
  });

  it("asks a portrait screen: 'use small screen' keeps the game in the page", async () => {
    vi.spyOn(window, 'matchMedia').mockImplementation(
      (query: string) =>
        ({
          matches: query === '(orientation: portrait)',
          media: query,
          onchange: null,
          addListener: () => undefined,
          removeListener: () => undefined,
          addEventListener: () => undefined,
          removeEventListener: () => undefined,
          dispatchEvent: () => false,
        }) as MediaQueryList,
    );
    playing();
    renderApp('/games/wordsearch', { user: teacher });
    const { frame } = await openFrame();
    receive({ type: 'ready' }, frame.contentWindow);

    expect(await screen.findByText('You seem to be in portrait mode.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'play fullscreen' })).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'use small screen' }));
    expect(screen.queryByText('You seem to be in portrait mode.')).not.toBeInTheDocument();
    expect(screen.getByTitle('Word Search')).toBeInTheDocument();
  });

  it("uses the device's own selection on a Premium teacher's device", async () => {
    localStorage.setItem(selectedWordlistKey(7), '9');
    const { callsTo } = mockFetch({ [SESSION]: () => jsonResponse(200, KEY), [TEMPLATE(8, 9)]: html(PAGE) });
    renderApp('/games/fightersbasic', { user: makeUser({ selected_wordlist: 5, max_sessions_allowed: 3 }) });
    expect(await screen.findByTitle('Fighters Basic', {}, LAZY)).toBeInTheDocument();
    expect(callsTo(TEMPLATE(8, 9))).toHaveLength(1);
  });

  it('sends an unknown key home', async () => {
    mockFetch({});
    renderApp('/games/chess', { user: teacher });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/), LAZY);
  });

  it('sends a teacher without a valid e-mail to /activate/reminder, without asking for the game', async () => {
    const { callsTo } = mockFetch({ 'GET /api/users/me/': () => pending() });
    renderApp('/games/wordsearch', { user: makeUser({ has_valid_email: false }) });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/activate/reminder'), LAZY);
    expect(callsTo(SESSION)).toHaveLength(0);
  });

  it('asks the server who is signed in when no one is, and goes to /login when no one is', async () => {
    const { callsTo } = mockFetch({
      'GET /api/users/me/': () => jsonResponse(403, { detail: ErrorDetail.notAuthenticated }),
    });
    renderApp('/games/wordsearch');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/login'), LAZY);
    expect(callsTo('GET /api/users/me/')).toHaveLength(1);
    expect(callsTo(SESSION)).toHaveLength(0);
  });

  it('plays once the current-user fetch restores the session', async () => {
    playing({ 'GET /api/users/me/': () => jsonResponse(200, teacher) });
    renderApp('/games/wordsearch');
    expect(await screen.findByTitle('Word Search', {}, LAZY)).toBeInTheDocument();
  });

  it('logs out and shows the max-sessions notice on /login when the session call fails', async () => {
    const { callsTo } = mockFetch({
      [SESSION]: () => jsonResponse(403, { detail: ErrorDetail.notAuthenticated }),
      [TEMPLATE(1, 5)]: html(PAGE),
      [LOGOUT]: () => jsonResponse(200, {}),
    });
    renderApp('/games/wordsearch', { user: teacher });
    expect(await screen.findByText(MAX_SESSIONS_NOTICE, {}, LAZY)).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/login');
    expect(callsTo(LOGOUT)).toHaveLength(1);
  });

  it('says she is offline when the template call gets no answer, without logging her out, and retries', async () => {
    let online = false;
    const { callsTo } = mockFetch({
      [SESSION]: () => jsonResponse(200, KEY),
      [TEMPLATE(1, 5)]: (request) => (online ? html(PAGE)(request) : networkFailure()),
      [LOGOUT]: () => jsonResponse(200, {}),
    });
    renderApp('/games/wordsearch', { user: teacher });
    expect(await screen.findByRole('heading', { name: 'You are offline' }, LAZY)).toBeInTheDocument();
    expect(screen.getByText(/Word Search could not be loaded/)).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/games/wordsearch');
    expect(screen.queryByText(MAX_SESSIONS_NOTICE)).not.toBeInTheDocument();
    expect(callsTo(LOGOUT)).toHaveLength(0);

    // Still offline: the same message.
    await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(callsTo(TEMPLATE(1, 5))).toHaveLength(2));
    expect(await screen.findByRole('heading', { name: 'You are offline' })).toBeInTheDocument();
    online = true;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByTitle('Word Search')).toBeInTheDocument();
    expect(callsTo(LOGOUT)).toHaveLength(0);
  });

  it('says she is offline when the session call gets no answer, and loads the game when the browser is online', async () => {
    let online = false;
    const { callsTo } = mockFetch({
      [SESSION]: () => (online ? jsonResponse(200, KEY) : networkFailure()),
      [TEMPLATE(1, 5)]: html(PAGE),
      [LOGOUT]: () => jsonResponse(200, {}),
    });
    renderApp('/games/wordsearch', { user: teacher });
    expect(await screen.findByRole('heading', { name: 'You are offline' }, LAZY)).toBeInTheDocument();
    online = true;
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(await screen.findByTitle('Word Search')).toBeInTheDocument();
    expect(callsTo(SESSION)).toHaveLength(2);
    expect(callsTo(LOGOUT)).toHaveLength(0);
  });

  it('asks for a wordlist, without calling the server, when none is selected', async () => {
    const { calls } = mockFetch({});
    renderApp('/games/wordsearch', { user: makeUser({ selected_wordlist: null }) });
    expect(await screen.findByRole('heading', { name: 'Choose a wordlist for Word Search' }, LAZY)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go To My Wordlists' })).toHaveAttribute('href', '/my-wordlists');
    expect(calls.filter((call) => call.url.startsWith('/api/games/'))).toHaveLength(0);
  });

  it('opens a game that plays no list (Number Line) with none selected, and never names one to the server', async () => {
    const numberLine = '<!doctype html><html><head><title>Number Line</title></head><body></body></html>';
    const { callsTo } = mockFetch({ [SESSION]: () => jsonResponse(200, KEY), [TEMPLATE(7)]: html(numberLine) });
    renderApp('/games/numberline', { user: makeUser({ selected_wordlist: null }) });
    const frame = (await screen.findByTitle('Number Line', {}, LAZY)) as HTMLIFrameElement;
    expect(frame.getAttribute('srcdoc')).toBe(numberLine);
    expect(callsTo(TEMPLATE(7))).toHaveLength(1);
    expect(screen.queryByRole('heading', { name: /Choose a wordlist/ })).not.toBeInTheDocument();
  });

  it("shows the server's reason when the list cannot be used", async () => {
    mockFetch({
      [SESSION]: () => jsonResponse(200, KEY),
      [TEMPLATE(1, 5)]: () => jsonResponse(400, { wl: [GameMessage.noWordlist] }),
    });
    renderApp('/games/wordsearch', { user: teacher });
    expect(await screen.findByText(GameMessage.noWordlist, {}, LAZY)).toBeInTheDocument();
  });

  it('explains a list that is gone (404) and offers My Wordlists', async () => {
    mockFetch({
      [SESSION]: () => jsonResponse(200, KEY),
      [TEMPLATE(1, 5)]: () => jsonResponse(404, { detail: ErrorDetail.notFound }),
    });
    renderApp('/games/wordsearch', { user: teacher });
    expect(await screen.findByRole('heading', { name: 'Word Search could not open' }, LAZY)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go To My Wordlists' })).toHaveAttribute('href', '/my-wordlists');
  });

  it('sends a teacher whose e-mail the server says is unverified to the reminder', async () => {
    mockFetch({
      [SESSION]: () => jsonResponse(200, KEY),
      [TEMPLATE(1, 5)]: () => jsonResponse(403, { detail: GameMessage.needsEmail }),
      'GET /api/users/me/': () => pending(),
    });
    renderApp('/games/wordsearch', { user: teacher });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/activate/reminder'), LAZY);
  });
});
