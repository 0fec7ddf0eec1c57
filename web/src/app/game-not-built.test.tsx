import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import type * as Common from '@playwords/common';
import { mockFetch } from '../test/fetch-mock';
import { makeUser } from '../test/fixtures';
import { LAZY, renderApp } from '../test/render-app';
import { answerPage, makeWordlist, WL } from '../test/wordlists';

// Every game of the catalogue is built today. This file plays the day a game is catalogued before its page is
// built (`has_template` false): the catalogue as it is, with Word Wheel and Fighters not built.
vi.mock('@playwords/common', async (importOriginal) => {
  const common = await importOriginal<typeof Common>();
  const notBuilt = new Set(['wordwheel', 'fighters']);
  const catalogue = common.GAME_CATALOGUE.map((game) =>
    notBuilt.has(game.internal_name) ? { ...game, has_template: false } : game,
  );
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

const NOTE = "Games marked 'Coming soon' are still being built. They will be ready to play here soon!";
const basic = makeUser({ selected_wordlist: 5 });
const premium = makeUser({ selected_wordlist: 5, current_plan_type: 'PRE', has_active_plan: true });

describe('a game not built yet', () => {
  it('is coming soon on the dashboard for every plan, with no trial, after the others', async () => {
    for (const who of [basic, premium]) {
      mockFetch({ [WL.mine()]: answerPage([makeWordlist({ id: 5 })]) });
      const { unmount } = renderApp('/', { user: who });
      const panel = within(await screen.findByRole('region', { name: 'Games' }, LAZY));
      expect(panel.getByText(NOTE)).toBeInTheDocument();
      const soon = within(panel.getByRole('article', { name: 'Fighters' }));
      expect(soon.getByText('Coming soon')).toBeInTheDocument();
      expect(soon.queryByRole('link')).not.toBeInTheDocument();
      expect(soon.queryByText(/Unlock this game/)).not.toBeInTheDocument();
      const names = panel.getAllByRole('article').map((article) => article.getAttribute('aria-label'));
      expect(names.slice(-2).sort()).toEqual(['Fighters', 'Word Wheel']);
      unmount();
    }
  });

  it('is coming soon on /all-games, offered neither to play nor to buy', async () => {
    mockFetch({});
    renderApp('/all-games', { user: makeUser() });
    await screen.findByRole('heading', { level: 1, name: 'Games' }, LAZY);

    expect(screen.getByText(NOTE)).toBeInTheDocument();
    for (const name of ['Word Wheel', 'Fighters']) {
      const tile = within(screen.getByRole('article', { name }));
      expect(tile.getByText('Coming soon')).toBeInTheDocument();
      expect(tile.getAllByRole('link').map((link) => link.textContent)).toEqual(['How to play']);
    }
    expect(within(screen.getByRole('article', { name: 'Word Search' })).queryByText('Coming soon')).toBeNull();
  });

  it('says so on /how-to, after its text', async () => {
    mockFetch({});
    renderApp('/how-to');
    await screen.findByRole('heading', { level: 1, name: 'How To' }, LAZY);

    const wheel = within(screen.getByRole('region', { name: 'Word Wheel' }));
    expect(wheel.getByText('Coming soon')).toBeInTheDocument();
    expect(wheel.getByText(/This game is coming soon\.$/)).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Word Search' })).queryByText('Coming soon')).toBeNull();
  });

  it.each([
    ['a Basic teacher', basic],
    ['a Premium teacher', premium],
  ])('tells %s its page is coming soon, offering no trial and asking the server nothing', async (_, who) => {
    const { calls } = mockFetch({});
    renderApp('/games/wordwheel', { user: who });

    expect(await screen.findByRole('heading', { name: 'Word Wheel is coming soon' }, LAZY)).toBeInTheDocument();
    expect(screen.getByText("We're still building this game. It will be here soon!")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the dashboard' })).toHaveAttribute('href', '/');
    expect(screen.queryByText('Start Trial Now')).not.toBeInTheDocument();
    expect(screen.queryByText('Get One Now')).not.toBeInTheDocument();
    // The page offers nothing to buy (the footer's Pricing link is everywhere).
    expect(within(screen.getByRole('main')).queryByRole('link', { name: /plan|pricing/i })).not.toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });
});
