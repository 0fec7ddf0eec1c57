import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { jsonResponse, mockFetch } from '../../test/fetch-mock';
import { makeUser } from '../../test/fixtures';
import { LAZY, renderApp } from '../../test/render-app';

// One At A Time has a page of its own though it is not a catalogue game: /games/oneatatime asks the server for
// index 22, and a plan that does not include it shows the server's reason with the way to a plan.

const SESSION = 'GET /api/games/session_key/';
const KEY = { session_id: 'sess-123', user_token: 'tok-456' };

describe('/games/oneatatime', () => {
  it('opens One At A Time for a Pro teacher with her selected list', async () => {
    const { callsTo } = mockFetch({
      [SESSION]: () => jsonResponse(200, KEY),
      'GET /api/games/22/template/?wl=5&lang=en': () =>
        new Response('<!doctype html><title>One At A Time</title>', { headers: { 'Content-Type': 'text/html' } }),
    });
    renderApp('/games/oneatatime', { user: makeUser({ selected_wordlist: 5, current_plan_type: 'PRO' }) });
    expect(await screen.findByTitle('One At A Time', {}, LAZY)).toBeInTheDocument();
    expect(document.title).toContain('One At A Time');
    expect(callsTo('GET /api/games/22/template/?wl=5&lang=en')).toHaveLength(1);
  });

  it("shows a Basic teacher the server's refusal with the plan's lock, without logging her out", async () => {
    const detail = 'One At A Time is part of Pro and Premium. Start a free trial on the Pricing page to play it.';
    const { callsTo } = mockFetch({
      [SESSION]: () => jsonResponse(200, KEY),
      'GET /api/games/22/template/?wl=5&lang=en': () => jsonResponse(403, { detail }),
    });
    renderApp('/games/oneatatime', { user: makeUser({ selected_wordlist: 5 }) });
    expect(await screen.findByRole('heading', { name: 'One At A Time is locked' }, LAZY)).toBeInTheDocument();
    expect(screen.getByText(detail)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start Trial Now' })).toHaveAttribute('href', '/plans');
    expect(callsTo('POST /api/users/logout/')).toHaveLength(0);
  });

  it('asks for a list when none is selected, as every game that plays one does', async () => {
    const { callsTo } = mockFetch({});
    renderApp('/games/oneatatime', { user: makeUser({ current_plan_type: 'PRO' }) });
    expect(
      await screen.findByRole('heading', { name: 'Choose a wordlist for One At A Time' }, LAZY),
    ).toBeInTheDocument();
    expect(callsTo('GET /api/games/22/template/?lang=en')).toHaveLength(0);
  });

  it('is on neither /all-games nor /how-to, which list the catalogue', async () => {
    mockFetch({});
    const allGames = renderApp('/all-games');
    expect(await screen.findByRole('heading', { name: 'Word Search' }, LAZY)).toBeInTheDocument();
    expect(screen.queryByText('One At A Time')).not.toBeInTheDocument();
    allGames.unmount();
    renderApp('/how-to');
    expect(await screen.findByRole('heading', { name: 'Word Search' }, LAZY)).toBeInTheDocument();
    expect(screen.queryByText('One At A Time')).not.toBeInTheDocument();
    expect(document.getElementById('oneatatime')).toBeNull();
  });
});
