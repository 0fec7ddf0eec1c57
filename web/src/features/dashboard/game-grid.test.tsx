import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StorageKey, type UserDto } from '@playwords/common';
import { jsonResponse, mockFetch } from '../../test/fetch-mock';
import { makeLicence, makeUser } from '../../test/fixtures';
import { LAZY, renderApp } from '../../test/render-app';
import { answerPage, makeWordlist, WL } from '../../test/wordlists';

const LICENCES = 'GET /api/licenses/';
const lists = { [WL.mine()]: answerPage([makeWordlist({ id: 1 })]) };

// The dashboard is a lazy chunk: its first load in a file can be slow on a busy machine.

async function gamesPanel() {
  return within(await screen.findByRole('region', { name: 'Games' }, LAZY));
}

async function card(name: string) {
  return within((await gamesPanel()).getByRole('article', { name }));
}

describe('dashboard game cards', () => {
  it('lets a Basic teacher play the three free games and offers a trial of the others; nothing is coming soon', async () => {
    mockFetch(lists);
    renderApp('/', { user: makeUser() });
    const panel = await gamesPanel();

    const playable = panel.getAllByRole('link', { name: /^Play / });
    expect(playable.map((link) => link.getAttribute('href'))).toEqual([
      '/games/wordsearch',
      '/games/fightersbasic',
      '/games/alienchasebasic',
    ]);
    // 21 games (no 'Any Game'): 3 to play (links), the 18 others locked (cards with their offer).
    expect(panel.getAllByRole('article')).toHaveLength(18);
    expect(panel.queryByText('Any Game')).not.toBeInTheDocument();
    expect(panel.queryByText('Coming soon')).not.toBeInTheDocument();
    expect(panel.queryByText(/still being built/)).not.toBeInTheDocument();
    // A built Pro game is locked for Basic, with the trial offered; a built Premium beta game names Premium.
    expect((await card('Fighters')).getByText('Start Trial Now')).toBeInTheDocument();
    expect((await card('Space Fight')).getByText('A Premium beta game: unlock it with Premium.')).toBeInTheDocument();
    expect((await card('Four In A Row')).getByText('A Premium beta game: unlock it with Premium.')).toBeInTheDocument();
  });

  it('lets Pro play every released game, and keeps the Premium beta games locked', async () => {
    mockFetch(lists);
    renderApp('/', { user: makeUser({ current_plan_type: 'PRO', has_active_plan: true, used_pro_plan_trial: true }) });

    const panel = await gamesPanel();
    expect(panel.getByRole('link', { name: 'Play Word Search' })).toHaveAttribute('href', '/games/wordsearch');
    expect(panel.getByRole('link', { name: 'Play Fighters' })).toHaveAttribute('href', '/games/fighters');
    expect(panel.queryByRole('link', { name: 'Play Space Fight' })).not.toBeInTheDocument();
    expect(panel.queryByText('Coming soon')).not.toBeInTheDocument();
  });

  it('locks nothing for Premium', async () => {
    mockFetch(lists);
    renderApp('/', { user: makeUser({ current_plan_type: 'PRE', has_active_plan: true, max_sessions_allowed: 3 }) });
    const panel = await gamesPanel();
    expect(panel.queryByText('Start Trial Now')).not.toBeInTheDocument();
    expect(panel.queryByText('Get One Now')).not.toBeInTheDocument();
  });
});

describe('dashboard game banners', () => {
  const basic = makeUser();

  it('offers a one-click trial after a first game when no trial or plan was ever used', async () => {
    localStorage.setItem(StorageKey.playedGame, 'true');
    const started = makeLicence({ is_trial: true, license_type: 'PRO' });
    const { callsTo } = mockFetch({
      ...lists,
      [LICENCES]: () => jsonResponse(200, { count: 0, next: null, previous: null, results: [] }),
      'POST /api/payments/start-trial/': () => jsonResponse(201, started),
      'GET /api/users/me/': () =>
        jsonResponse(200, { ...basic, current_plan_type: 'PRO', has_active_plan: true, used_pro_plan_trial: true }),
    });
    const { queryClient } = renderApp('/', { user: basic });

    const banner = within(await screen.findByRole('region', { name: 'Try Pro for free' }));
    await userEvent.setup().click(banner.getByRole('button', { name: 'Start My Free Trial' }));

    await waitFor(() => expect(callsTo('POST /api/payments/start-trial/')).toHaveLength(1));
    expect(callsTo('POST /api/payments/start-trial/')[0]!.body).toEqual({ type: 'PRO' });
    await waitFor(() => expect((queryClient.getQueryData(['me']) as UserDto).current_plan_type).toBe('PRO'));
    // Now a trial user who played: thanked instead.
    expect(await screen.findByRole('region', { name: 'Thank you' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Try Pro for free' })).not.toBeInTheDocument();
  });

  it('offers no trial before a first game, or to someone who had a plan before', async () => {
    mockFetch({
      ...lists,
      [LICENCES]: () =>
        jsonResponse(200, {
          count: 1,
          next: null,
          previous: null,
          results: [makeLicence({ is_active: false, is_expired: true })],
        }),
    });
    renderApp('/', { user: basic });
    expect(await screen.findByText('Pick a word list, then pick a game!')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Try Pro for free' })).not.toBeInTheDocument();
  });

  it('hides the trial offer from a teacher whose plan has expired (her licences say so)', async () => {
    localStorage.setItem(StorageKey.playedGame, 'true');
    const { callsTo } = mockFetch({
      ...lists,
      [LICENCES]: () =>
        jsonResponse(200, {
          count: 1,
          next: null,
          previous: null,
          results: [makeLicence({ is_active: false, is_expired: true })],
        }),
    });
    renderApp('/', { user: basic });
    await waitFor(() => expect(callsTo(LICENCES)).toHaveLength(1));
    expect(await screen.findByText('Pick a word list, then pick a game!')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Try Pro for free' })).not.toBeInTheDocument();
  });

  it('thanks a teacher with a plan who played, while the counter is below 5, counting each visit', async () => {
    localStorage.setItem(StorageKey.playedGame, 'true');
    localStorage.setItem(StorageKey.bannerShown, '3');
    mockFetch(lists);
    const pro = makeUser({ current_plan_type: 'PRO', has_active_plan: true });
    renderApp('/', { user: pro });

    const banner = within(await screen.findByRole('region', { name: 'Thank you' }));
    expect(banner.getByRole('link', { name: 'tell us about it' })).toHaveAttribute('href', '/contact-us');
    expect(localStorage.getItem(StorageKey.bannerShown)).toBe('4');
  });

  it('stops thanking at 5 and starts again when the counter reaches 100', async () => {
    localStorage.setItem(StorageKey.playedGame, 'true');
    localStorage.setItem(StorageKey.bannerShown, '5');
    mockFetch(lists);
    const trialUser = makeUser({ used_premium_plan_trial: true });
    const first = renderApp('/', { user: trialUser });
    expect(await screen.findByText('Pick a word list, then pick a game!')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Thank you' })).not.toBeInTheDocument();
    expect(localStorage.getItem(StorageKey.bannerShown)).toBe('6');
    first.unmount();

    localStorage.setItem(StorageKey.bannerShown, '99');
    const second = renderApp('/', { user: trialUser });
    await screen.findByText('Pick a word list, then pick a game!');
    expect(localStorage.getItem(StorageKey.bannerShown)).toBe('0');
    second.unmount();

    renderApp('/', { user: trialUser });
    expect(await screen.findByRole('region', { name: 'Thank you' })).toBeInTheDocument();
  });
});
