import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import type * as Common from '@playwords/common';
import { jsonResponse, mockFetch } from '../../test/fetch-mock';
import { makeUser } from '../../test/fixtures';
import { LAZY, renderApp } from '../../test/render-app';
import { answerPage, makeWordlist, WL } from '../../test/wordlists';

// Today every built game is free. This file plays the day a paid game is built: the catalogue as it is, with
// Fighters (a Pro game) built.
vi.mock('@playwords/common', async (importOriginal) => {
  const common = await importOriginal<typeof Common>();
  const built = (game: Common.GameEntry) =>
    game.internal_name === 'fighters' ? { ...game, has_template: true } : game;
  const catalogue = common.GAME_CATALOGUE.map(built);
  return {
    ...common,
    GAME_CATALOGUE: catalogue,
    findGame: (key: string) => catalogue.find((game) => game.internal_name === key),
    findPlayableGame: (key: string) =>
      key === 'oneatatime'
        ? common.ONE_AT_A_TIME
        : catalogue.find((game) => game.internal_name === key && game.internal_id !== 0),
  };
});

const SESSION = 'GET /api/games/session_key/';
const KEY = { session_id: 'sess-123', user_token: 'tok-456' };
const teacher = makeUser({ selected_wordlist: 5 });

describe('a built game her plan does not include', () => {
  it('keeps its locked card with the matching trial on the dashboard', async () => {
    mockFetch({ [WL.mine()]: answerPage([makeWordlist({ id: 5 })]) });
    renderApp('/', { user: teacher });

    const panel = within(await screen.findByRole('region', { name: 'Games' }, LAZY));
    const fighters = within(panel.getByRole('article', { name: 'Fighters' }));
    expect(fighters.getByText('Unlock this game with Pro or Premium.')).toBeInTheDocument();
    expect(fighters.getByRole('link', { name: 'Start Trial Now' })).toHaveAttribute('href', '/plans');
    expect(fighters.queryByText('Coming soon')).not.toBeInTheDocument();
    // Locked games come before the ones still being built.
    const names = panel.getAllByRole('article').map((article) => article.getAttribute('aria-label'));
    expect(names[0]).toBe('Fighters');
  });

  it('shows the plan it needs when the server refuses it (a game opened by URL), without logging out', async () => {
    const detail = 'Fighters is part of Pro and Premium. Start a free trial on the Pricing page to play it.';
    const { callsTo } = mockFetch({
      [SESSION]: () => jsonResponse(200, KEY),
      'GET /api/games/2/template/?wl=5': () => jsonResponse(403, { detail }),
    });
    renderApp('/games/fighters', { user: teacher });

    expect(await screen.findByRole('heading', { name: 'Fighters is locked' }, LAZY)).toBeInTheDocument();
    expect(screen.getByText(detail)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start Trial Now' })).toHaveAttribute('href', '/plans');
    expect(callsTo('POST /api/users/logout/')).toHaveLength(0);
    expect(screen.getByTestId('location')).toHaveTextContent('/games/fighters');
  });
});
