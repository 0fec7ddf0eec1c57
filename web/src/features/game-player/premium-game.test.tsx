import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { findGame, gameIndexOf, gameNeedsPlanText } from '@playwords/common';
import { jsonResponse, mockFetch } from '../../test/fetch-mock';
import { makeUser } from '../../test/fixtures';
import { LAZY, renderApp } from '../../test/render-app';
import { answerPage, makeWordlist, WL } from '../../test/wordlists';

// The Premium beta games, their pages built (Space Fight, Four In A Row): locked for Basic and Pro with a card naming
// Premium, and the server's reason on its page; playable for Premium.

const SESSION = 'GET /api/games/session_key/';
const KEY = { session_id: 'sess-123', user_token: 'tok-456' };
const lists = { [WL.mine()]: answerPage([makeWordlist({ id: 5 })]) };
const pro = makeUser({
  selected_wordlist: 5,
  current_plan_type: 'PRO',
  has_active_plan: true,
  used_pro_plan_trial: true,
});

const BETA_GAMES = [
  { key: 'spacefight', name: 'Space Fight' },
  { key: 'fourinarow', name: 'Four In A Row' },
] as const;

describe.each(BETA_GAMES)('a Premium beta game ($name)', ({ key, name }) => {
  async function gameCard() {
    const panel = within(await screen.findByRole('region', { name: 'Games' }, LAZY));
    return { panel, card: within(panel.getByRole('article', { name })) };
  }

  it('is built, and needs Premium', () => {
    expect(findGame(key)).toMatchObject({ has_template: true, needs_premium: true });
  });

  it('is locked on a Pro teacher’s dashboard, naming Premium, with the Premium trial she has not used', async () => {
    mockFetch(lists);
    renderApp('/', { user: pro });
    const { panel, card } = await gameCard();
    expect(card.getByText('A Premium beta game: unlock it with Premium.')).toBeInTheDocument();
    expect(card.getByRole('link', { name: 'Start Trial Now' })).toHaveAttribute('href', '/plans');
    expect(card.queryByText('Coming soon')).not.toBeInTheDocument();
    expect(panel.queryByRole('link', { name: `Play ${name}` })).not.toBeInTheDocument();
  });

  it('offers a plan instead once her Premium trial is used, and is locked for Basic too', async () => {
    mockFetch(lists);
    const first = renderApp('/', { user: { ...pro, used_premium_plan_trial: true } });
    expect((await gameCard()).card.getByRole('link', { name: 'Get One Now' })).toHaveAttribute('href', '/plans');
    first.unmount();

    renderApp('/', { user: makeUser({ selected_wordlist: 5 }) });
    const { card } = await gameCard();
    expect(card.getByText('A Premium beta game: unlock it with Premium.')).toBeInTheDocument();
    expect(card.getByRole('link', { name: 'Start Trial Now' })).toHaveAttribute('href', '/plans');
  });

  it('is played from a Premium teacher’s dashboard', async () => {
    mockFetch(lists);
    renderApp('/', { user: makeUser({ selected_wordlist: 5, current_plan_type: 'PRE', has_active_plan: true }) });
    const panel = within(await screen.findByRole('region', { name: 'Games' }, LAZY));
    expect(panel.getByRole('link', { name: `Play ${name}` })).toHaveAttribute('href', `/games/${key}`);
    expect(panel.queryByText('A Premium beta game: unlock it with Premium.')).not.toBeInTheDocument();
  });

  it('shows the server’s refusal on its page to a Pro teacher who opens it by its address', async () => {
    const detail = gameNeedsPlanText(findGame(key)!, true);
    expect(detail).toBe(
      `${name} is a beta game for Premium. Start a free Premium trial on the Pricing page to play it.`,
    );
    const { callsTo } = mockFetch({
      [SESSION]: () => jsonResponse(200, KEY),
      [`GET /api/games/${gameIndexOf(key)}/template/?wl=5&lang=en`]: () => jsonResponse(403, { detail }),
    });
    renderApp(`/games/${key}`, { user: pro });
    expect(await screen.findByRole('heading', { name: `${name} is locked` }, LAZY)).toBeInTheDocument();
    expect(screen.getByText(detail)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start Trial Now' })).toHaveAttribute('href', '/plans');
    expect(callsTo('POST /api/users/logout/')).toHaveLength(0);
    expect(screen.getByTestId('location')).toHaveTextContent(`/games/${key}`);
  });
});
