import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { gameIndexOf } from '@playwords/common';
import { jsonResponse, mockFetch } from '../../test/fetch-mock';
import { makeUser } from '../../test/fixtures';
import { LAZY, renderApp } from '../../test/render-app';
import { answerPage, makeWordlist, WL } from '../../test/wordlists';

// A Premium beta game whose page is built (Space Fight): locked for Basic and Pro with a card naming Premium, and the
// server's reason on its page; playable for Premium.

const SESSION = 'GET /api/games/session_key/';
const KEY = { session_id: 'sess-123', user_token: 'tok-456' };
const lists = { [WL.mine()]: answerPage([makeWordlist({ id: 5 })]) };
const pro = makeUser({
  selected_wordlist: 5,
  current_plan_type: 'PRO',
  has_active_plan: true,
  used_pro_plan_trial: true,
});

async function spaceFightCard() {
  const panel = within(await screen.findByRole('region', { name: 'Games' }, LAZY));
  return { panel, card: within(panel.getByRole('article', { name: 'Space Fight' })) };
}

describe('a Premium beta game', () => {
  it('is locked on a Pro teacher’s dashboard, naming Premium, with the Premium trial she has not used', async () => {
    mockFetch(lists);
    renderApp('/', { user: pro });
    const { panel, card } = await spaceFightCard();
    expect(card.getByText('A Premium beta game: unlock it with Premium.')).toBeInTheDocument();
    expect(card.getByRole('link', { name: 'Start Trial Now' })).toHaveAttribute('href', '/plans');
    expect(card.queryByText('Coming soon')).not.toBeInTheDocument();
    expect(panel.queryByRole('link', { name: 'Play Space Fight' })).not.toBeInTheDocument();
  });

  it('offers a plan instead once her Premium trial is used, and is locked for Basic too', async () => {
    mockFetch(lists);
    const first = renderApp('/', { user: { ...pro, used_premium_plan_trial: true } });
    expect((await spaceFightCard()).card.getByRole('link', { name: 'Get One Now' })).toHaveAttribute('href', '/plans');
    first.unmount();

    renderApp('/', { user: makeUser({ selected_wordlist: 5 }) });
    const { card } = await spaceFightCard();
    expect(card.getByText('A Premium beta game: unlock it with Premium.')).toBeInTheDocument();
    expect(card.getByRole('link', { name: 'Start Trial Now' })).toHaveAttribute('href', '/plans');
  });

  it('is played from a Premium teacher’s dashboard', async () => {
    mockFetch(lists);
    renderApp('/', { user: makeUser({ selected_wordlist: 5, current_plan_type: 'PRE', has_active_plan: true }) });
    const panel = within(await screen.findByRole('region', { name: 'Games' }, LAZY));
    expect(panel.getByRole('link', { name: 'Play Space Fight' })).toHaveAttribute('href', '/games/spacefight');
    expect(panel.queryByText('A Premium beta game: unlock it with Premium.')).not.toBeInTheDocument();
  });

  it('shows the server’s refusal on its page to a Pro teacher who opens it by its address', async () => {
    const detail = 'Space Fight is a beta game for Premium. Start a free Premium trial on the Pricing page to play it.';
    const { callsTo } = mockFetch({
      [SESSION]: () => jsonResponse(200, KEY),
      [`GET /api/games/${gameIndexOf('spacefight')}/template/?wl=5`]: () => jsonResponse(403, { detail }),
    });
    renderApp('/games/spacefight', { user: pro });
    expect(await screen.findByRole('heading', { name: 'Space Fight is locked' }, LAZY)).toBeInTheDocument();
    expect(screen.getByText(detail)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start Trial Now' })).toHaveAttribute('href', '/plans');
    expect(callsTo('POST /api/users/logout/')).toHaveLength(0);
  });
});
