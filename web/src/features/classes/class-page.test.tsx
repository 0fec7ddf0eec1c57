import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ClassWordDto } from '@playwords/common';
import { deferredResponse, jsonResponse, mockFetch, type MockHandler } from '../../test/fetch-mock';
import { makeUser } from '../../test/fixtures';
import { LAZY, renderApp } from '../../test/render-app';
import { makeWordlist, WL } from '../../test/wordlists';
import { answer, CL, makeBoard, makeClass } from './class-fixtures';
import { heatColour, UNPLAYED_COLOUR } from './heat';

const k2 = makeClass();
const board = makeBoard(k2, {
  days: [
    { day: '2026-11-19', points: { t1: 3, t2: 1 } },
    { day: '2026-11-20', points: { t1: -1, t2: 2 } },
  ],
  games: [
    {
      id: 2,
      game: 'wordsearch',
      wordlist_id: 1,
      played_at: '2026-11-20T09:30:00.000Z',
      teams: [
        { team_id: 't1', points: 2 },
        { team_id: 't2', points: 1 },
      ],
    },
    {
      id: 1,
      game: null,
      wordlist_id: null,
      played_at: '2026-11-20T09:10:00.000Z',
      teams: [{ team_id: 't1', points: -1 }],
    },
  ],
});

const word = (w: string, counts: Partial<ClassWordDto>): ClassWordDto => {
  const c = { word: w, right: 0, wrong: 0, skipped: 0, revealed: 0, ...counts };
  return { ...c, missed: c.wrong + c.skipped + c.revealed };
};

function scoreboardHandlers(extra: Record<string, MockHandler> = {}): Record<string, MockHandler> {
  return {
    [CL.scoreboard(5)]: answer(board),
    [CL.lists(5)]: answer([]),
    ...extra,
  };
}

/** A colour as the page's style reads it back (jsdom writes hsl() as rgb()). */
function css(colour: string): string {
  const probe = document.createElement('div');
  probe.style.background = colour;
  return probe.style.background;
}

function teamCard(name: string) {
  return within(
    within(screen.getByRole('list', { name: 'Scores' }))
      .getAllByRole('listitem')
      .find((item) => item.textContent?.includes(name))!,
  );
}

describe('a class page', () => {
  it('shows the scoreboard, the chart’s figures, the last games, and the empty hard words', async () => {
    mockFetch(scoreboardHandlers());
    renderApp('/classes/5', { user: makeUser() });

    expect(await screen.findByRole('heading', { level: 1, name: 'K2 Blue' }, LAZY)).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('K2 Blue | PlayWords'));
    expect(teamCard('Lions').getByText('2').nextSibling).toHaveTextContent('This lesson');
    expect(screen.getByRole('list', { name: 'Scores' })).toHaveTextContent(/Lions\s*2\s*This lesson\s*10\s*All time/);
    expect(screen.getByRole('list', { name: 'Scores' })).toHaveTextContent(/Tigers.*3\s*This lesson\s*20\s*All time/);

    // The chart's figures for screen readers, loaded with its chunk.
    const table = await screen.findByRole('table', { name: 'Points per day' }, LAZY);
    const rows = within(table).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual(['DayLionsTigers', 'Nov 1931', 'Nov 20-12']);
    expect(screen.getByText('2 days with points.')).toBeInTheDocument();

    const games = within(screen.getByRole('table', { name: 'Last games' }));
    const gameRows = games.getAllByRole('row').slice(1);
    expect(gameRows[0]).toHaveTextContent(/Word Search\s*\+2\s*\+1/);
    expect(gameRows[1]).toHaveTextContent(/Points given by hand\s*-1\s*–/);

    expect(await screen.findByText(/has not played any words yet/)).toBeInTheDocument();
  });

  it('says so when the class is not hers or gone', async () => {
    mockFetch({ [CL.scoreboard(5)]: answer({ detail: 'Class not found.' }, 404) });
    renderApp('/classes/5', { user: makeUser() });
    expect(await screen.findByText(/This class was not found/, {}, LAZY)).toBeInTheDocument();
  });

  it('+1 counts at once, posts a result with no game, and then shows the server’s totals', async () => {
    const reply = deferredResponse();
    const after = [
      { team_id: 't1', lesson: 2, all_time: 10 },
      { team_id: 't2', lesson: 7, all_time: 30 },
    ];
    let answered = false;
    const { callsTo } = mockFetch(
      scoreboardHandlers({
        [CL.scoreboard(5)]: () => jsonResponse(200, answered ? { ...board, totals: after } : board),
        [CL.results(5)]: reply.handler,
      }),
    );
    renderApp('/classes/5', { user: makeUser() });
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: '+1 point for Tigers' }, LAZY));
    // Counted before the server answers.
    expect(screen.getByRole('list', { name: 'Scores' })).toHaveTextContent(/Tigers.*4\s*This lesson\s*21\s*All time/);
    await waitFor(() => expect(callsTo(CL.results(5))).toHaveLength(1));
    const body = callsTo(CL.results(5))[0]!.body as Record<string, unknown>;
    expect(body).toMatchObject({ game: null, wordlist_id: null, teams: [{ team_id: 't2', points: 1 }], words: [] });
    expect(body.id).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    expect(Math.abs(Date.parse(body.played_at as string) - Date.now())).toBeLessThan(60_000);

    answered = true;
    reply.respond(jsonResponse(201, { recorded: true, totals: after }));
    await waitFor(() =>
      expect(screen.getByRole('list', { name: 'Scores' })).toHaveTextContent(/Tigers.*7\s*This lesson\s*30\s*All time/),
    );
  });

  it('−1 that fails is taken back, and she is told', async () => {
    mockFetch(scoreboardHandlers({ [CL.results(5)]: answer({ detail: 'Server error.' }, 500) }));
    renderApp('/classes/5', { user: makeUser() });
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: '−1 point for Lions' }, LAZY));
    expect(await screen.findByText('That point could not be saved. The scores are as they were.')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Scores' })).toHaveTextContent(/Lions\s*2\s*This lesson\s*10\s*All time/);
  });

  it('resets the scores only after she confirms, then reads the scoreboard again', async () => {
    let current = board;
    const { callsTo } = mockFetch(
      scoreboardHandlers({
        [CL.scoreboard(5)]: () => jsonResponse(200, current),
        [CL.reset(5)]: () => {
          const reset = { ...k2, scores_reset_at: '2026-11-21T10:00:00.000Z' };
          current = makeBoard(reset, { totals: [] });
          return jsonResponse(200, reset);
        },
      }),
    );
    renderApp('/classes/5', { user: makeUser() });
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Reset scores' }, LAZY));
    const dialog = within(await screen.findByRole('dialog', { name: 'Reset the scores?' }));
    await user.click(dialog.getByRole('button', { name: 'Cancel' }));
    expect(callsTo(CL.reset(5))).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Reset scores' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Reset scores' }));
    await waitFor(() => expect(callsTo(CL.reset(5))).toHaveLength(1));
    await waitFor(() =>
      expect(screen.getByRole('list', { name: 'Scores' })).toHaveTextContent(/Lions\s*0\s*This lesson\s*0\s*All time/),
    );
    expect(screen.getByText(/Counting since the reset on/)).toBeInTheDocument();
  });

  it('starts a new lesson', async () => {
    const { callsTo } = mockFetch(
      scoreboardHandlers({ [CL.newLesson(5)]: answer({ ...k2, lesson_started_at: new Date().toISOString() }) }),
    );
    renderApp('/classes/5', { user: makeUser() });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'New lesson' }, LAZY));
    expect(await screen.findByText(/A new lesson has begun/)).toBeInTheDocument();
    expect(callsTo(CL.newLesson(5))).toHaveLength(1);
    expect(callsTo(CL.scoreboard(5)).length).toBeGreaterThanOrEqual(2);
  });
});

describe('hard words', () => {
  const animals = makeWordlist({ id: 1, theme: 'Animals', words: ['cat', 'dog', 'bird', 'fish'] });
  const lists = [
    { wordlist_id: 1, theme: 'Animals', words_played: 3, last_played_at: '2026-11-20T09:30:00.000Z' },
    { wordlist_id: 2, theme: null, words_played: 1, last_played_at: '2026-11-10T09:30:00.000Z' },
  ];

  it('draws the chosen list as a heat map: cool when never missed, hot when missed, grey when not played', async () => {
    mockFetch(
      scoreboardHandlers({
        [CL.lists(5)]: answer(lists),
        [CL.wordlist(1)]: answer(animals),
        [CL.words(5, 1)]: answer({
          wordlist_id: 1,
          words: [
            word('cat', { right: 1, wrong: 2, revealed: 1 }),
            word('fish', { wrong: 1 }),
            word('dog', { right: 5 }),
          ],
        }),
        [CL.words(5, 2)]: answer({ wordlist_id: 2, words: [word('moon', { skipped: 1, right: 1 })] }),
      }),
    );
    renderApp('/classes/5', { user: makeUser() });
    const user = userEvent.setup();

    const map = await screen.findByRole('list', { name: 'Hard words' }, LAZY);
    const tiles = within(map).getAllByRole('listitem');
    expect(tiles.map((tile) => tile.getAttribute('aria-label'))).toEqual([
      'cat: missed 3 of 4',
      'dog: missed 0 of 5',
      'bird: not played yet',
      'fish: missed 1 of 1',
    ]);
    expect(tiles[0]).toHaveAttribute('title', 'cat: missed 3 of 4');
    expect(tiles[0]!.style.background).toBe(css(heatColour(0.75)));
    expect(tiles[1]!.style.background).toBe(css(heatColour(0)));
    expect(tiles[2]!.style.background).toBe(css(UNPLAYED_COLOUR));
    expect(tiles[3]!.style.background).toBe(css(heatColour(1)));
    expect(heatColour(0)).not.toBe(heatColour(1));
    expect(screen.getByRole('group', { name: 'Legend' })).toHaveTextContent(
      /never missed.*missed most.*not played yet/,
    );

    // Another list: one she can no longer open shows its counted words only.
    await user.selectOptions(screen.getByLabelText('Word list'), '2');
    await waitFor(() =>
      expect(
        within(screen.getByRole('list', { name: 'Hard words' }))
          .getAllByRole('listitem')
          .map((t) => t.getAttribute('aria-label')),
      ).toEqual(['moon: missed 1 of 2']),
    );
  });

  it('practises the hard words: a private list of the most missed, selected, then a game with the class', async () => {
    // Hardest first, as the server sends them: 12 missed words, then one never missed.
    const counted = [
      ...Array.from({ length: 12 }, (_, i) => word(`w${i + 1}`, { wrong: 20 - i })),
      word('easy', { right: 9 }),
    ];
    const { callsTo } = mockFetch(
      scoreboardHandlers({
        [CL.lists(5)]: answer([lists[0]]),
        [CL.wordlist(1)]: answer(animals),
        [CL.words(5, 1)]: answer({ wordlist_id: 1, words: counted }),
        [WL.create]: (request) =>
          jsonResponse(201, makeWordlist({ id: 99, ...(request.body as { theme: string; words: string[] }) })),
        [WL.mine()]: answer({ count: 0, next: null, previous: null, results: [] }),
      }),
    );
    const { queryClient } = renderApp('/classes/5', { user: makeUser() });
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Practise the hard words' }, LAZY));
    await waitFor(() => expect(callsTo(WL.create)).toHaveLength(1));
    expect(callsTo(WL.create)[0]!.body).toEqual({
      theme: 'Animals: hard words',
      words: ['w1', 'w2', 'w3', 'w4', 'w5', 'w6', 'w7', 'w8', 'w9', 'w10'],
      is_private: true,
    });
    const made = await screen.findByRole('status');
    expect(made).toHaveTextContent('Made and selected “Animals: hard words” (w1, w2');
    expect((queryClient.getQueryData(['me']) as { selected_wordlist: number }).selected_wordlist).toBe(99);
    expect(within(made).getByRole('link', { name: 'Play Word Search' })).toHaveAttribute(
      'href',
      '/games/wordsearch?wl=99&class=5',
    );
    expect(within(made).getByRole('link', { name: 'Go to the dashboard' })).toHaveAttribute('href', '/');
    await user.click(within(made).getByRole('link', { name: 'Play Word Search' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/games/wordsearch');
  });

  it('offers no practice when nothing was missed, and forgets the counts after she confirms', async () => {
    let counts = [word('dog', { right: 5 })];
    const { callsTo } = mockFetch(
      scoreboardHandlers({
        [CL.lists(5)]: answer([lists[0]]),
        [CL.wordlist(1)]: answer(animals),
        [CL.words(5, 1)]: () => jsonResponse(200, { wordlist_id: 1, words: counts }),
        [CL.wordsReset(5)]: () => {
          counts = [];
          return new Response(null, { status: 204 });
        },
      }),
    );
    renderApp('/classes/5', { user: makeUser() });
    const user = userEvent.setup();

    expect(await screen.findByRole('button', { name: 'Practise the hard words' }, LAZY)).toBeDisabled();
    expect(screen.getByText('No word of this list was missed yet.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Forget these counts' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Forget the counts of this list?' })).getByRole('button', {
        name: 'Forget',
      }),
    );
    await waitFor(() => expect(callsTo(CL.wordsReset(5))).toHaveLength(1));
    expect(callsTo(CL.wordsReset(5))[0]!.body).toEqual({ wordlist_id: 1 });
    await waitFor(() => expect(screen.getByRole('listitem', { name: 'dog: not played yet' })).toBeInTheDocument());
  });
});
