import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { PRESENT_ONE_AT_A_TIME } from '@playwords/common';
import { mockFetch } from '../../test/fetch-mock';
import { makeUser } from '../../test/fixtures';
import { LAZY, renderApp } from '../../test/render-app';
import { answerPage, makeWordlist, WL } from '../../test/wordlists';

// The dashboard's word-list panel presents the selected list one card at a time (One At A Time, a Pro tool): the
// panel has the button, the game cards never list it.

const animals = makeWordlist({ id: 5, theme: 'Animals' });
const LOCKED = `${PRESENT_ONE_AT_A_TIME}: Unlock this game with Pro or Premium.`;

async function panel() {
  return within(await screen.findByRole('region', { name: 'Your word lists' }, LAZY));
}

describe("the word-list panel's 'Present one at a time'", () => {
  it('opens One At A Time with the selected list for Pro and Premium; no game card names it', async () => {
    mockFetch({ [WL.mine()]: answerPage([animals]) });
    for (const plan of ['PRO', 'PRE'] as const) {
      const view = renderApp('/', { user: makeUser({ selected_wordlist: 5, current_plan_type: plan }) });
      const selected = within(await (await panel()).findByTestId('selected-wordlist'));
      expect(selected.getByRole('link', { name: PRESENT_ONE_AT_A_TIME })).toHaveAttribute('href', '/games/oneatatime');
      // The 21 games of the catalogue, each a card to play, a locked card or one coming soon.
      const games = within(screen.getByRole('region', { name: 'Games' }));
      const cards = [...games.queryAllByRole('article'), ...games.queryAllByRole('link', { name: /^Play / })];
      expect(cards).toHaveLength(21);
      expect(cards.map((card) => card.getAttribute('aria-label'))).not.toContain('Play One At A Time');
      expect(games.queryByText('One At A Time')).not.toBeInTheDocument();
      view.unmount();
    }
  });

  it('shows a Basic teacher the padlock, leading to the plans', async () => {
    mockFetch({ [WL.mine()]: answerPage([animals]) });
    renderApp('/', { user: makeUser({ selected_wordlist: 5 }) });
    const selected = within(await (await panel()).findByTestId('selected-wordlist'));
    expect(selected.getByRole('link', { name: LOCKED })).toHaveAttribute('href', '/plans');
    expect(selected.queryByRole('link', { name: PRESENT_ONE_AT_A_TIME })).not.toBeInTheDocument();
  });

  it('is not there while no list is selected', async () => {
    mockFetch({ [WL.mine()]: answerPage([animals]) });
    renderApp('/', { user: makeUser({ current_plan_type: 'PRO' }) });
    expect(await (await panel()).findByText('No wordlist is selected yet: choose one below.')).toBeInTheDocument();
    expect(screen.queryByText(PRESENT_ONE_AT_A_TIME)).not.toBeInTheDocument();
  });
});
