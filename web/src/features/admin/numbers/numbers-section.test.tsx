import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GAME_KEYS, findPlayableGame, type GameEntry, type NumbersDto } from '@playwords/common';
import { jsonResponse, mockFetch, pending } from '../../../test/fetch-mock';
import { makeUser } from '../../../test/fixtures';
import { LAZY, renderApp } from '../../../test/render-app';

// jsdom lays nothing out, so the charts' responsive containers measure 0 × 0 and draw nothing. The test that
// checks the drawing makes every observed element say it is 600 × 220 (the files of a worker share this window, so
// the setup's stub is put back after each test; drawing every chart in every test would only make them slower).
const jsdomResizeObserver = window.ResizeObserver;
class SizedResizeObserver {
  constructor(private readonly callback: ResizeObserverCallback) {}
  observe(target: Element): void {
    const contentRect = { width: 600, height: 220 } as DOMRectReadOnly;
    this.callback([{ target, contentRect } as ResizeObserverEntry], this as unknown as ResizeObserver);
  }
  unobserve(): void {}
  disconnect(): void {}
}
afterEach(() => {
  window.ResizeObserver = jsdomResizeObserver;
});

const OPERATOR = makeUser({ id: 1, username: 'boss', is_superuser: true });
const DAYS_URL = 'GET /api/admin/numbers/?range=30d';
const MONTHS_URL = 'GET /api/admin/numbers/?range=12m';

const GAMES = GAME_KEYS.map((key) => findPlayableGame(key)).filter((g): g is GameEntry => g !== undefined);

/** Values over the buckets: the given ones, 0 elsewhere, and their total. */
function series(buckets: string[], values: Record<string, number> = {}) {
  const list = buckets.map((bucket) => values[bucket] ?? 0);
  return { values: list, total: list.reduce((a, b) => a + b, 0) };
}

function numbers(range: '30d' | '12m', plays: Record<string, Record<string, number>> = {}): NumbersDto {
  const buckets =
    range === '30d'
      ? Array.from({ length: 30 }, (_, i) => new Date(Date.UTC(2026, 1, 9 + i)).toISOString().slice(0, 10))
      : Array.from({ length: 12 }, (_, i) => new Date(Date.UTC(2025, 3 + i, 1)).toISOString().slice(0, 7));
  const days = range === '30d';
  return {
    range,
    buckets,
    signups: series(
      buckets,
      days ? { '2026-02-10': 3, '2026-03-10': 2 } : { '2026-01': 1, '2026-02': 3, '2026-03': 2 },
    ),
    activations: series(buckets, days ? { '2026-02-10': 2, '2026-02-20': 1, '2026-03-10': 2 } : { '2026-02': 6 }),
    trials_started: series(buckets, days ? { '2026-02-10': 2 } : { '2026-01': 1, '2026-02': 2 }),
    trials_converted: series(buckets, days ? { '2026-02-10': 1 } : { '2026-01': 1, '2026-02': 1 }),
    revenue: [
      { currency: 'USD', ...series(buckets, days ? { '2026-02-20': 599, '2026-03-10': 599 } : { '2026-03': 1198 }) },
      { currency: 'CNY', ...series(buckets, days ? {} : { '2026-01': 3900 }) },
    ],
    uploads: series(buckets, days ? { '2026-02-20': 1, '2026-03-09': 1, '2026-03-10': 1 } : { '2026-03': 3 }),
    games: GAMES.map((game) => ({
      index: game.internal_id,
      key: game.internal_name,
      name: game.name,
      ...series(buckets, plays[game.internal_name]),
    })),
    active_plans: { PRO: 1, PRE: 1, VIP: 1 },
    generated_at: '2026-03-10T12:00:00.000Z',
  };
}

const DAYS = numbers('30d', {
  numberline: { '2026-02-20': 2, '2026-03-10': 1 },
  characterwheel: { '2026-03-10': 1 },
});
const MONTHS = numbers('12m');

const chart = (name: string) => within(screen.getByRole('region', { name }));

/** The figures of a chart's table, a row per line: 'header | cell | cell'. */
function tableOf(name: string): string[] {
  return within(screen.getByRole('table', { name }))
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent).join(' | '));
}

describe('the Numbers section', () => {
  it('shows the last 30 days: totals, a chart per number with its totals in words and its figures in a table', async () => {
    window.ResizeObserver = SizedResizeObserver as unknown as typeof ResizeObserver;
    mockFetch({ [DAYS_URL]: () => jsonResponse(200, DAYS) });
    renderApp('/admin/numbers', { user: OPERATOR });

    expect(await screen.findByRole('heading', { level: 2, name: 'Numbers' }, LAZY)).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Last 30 days' })).toBeChecked();
    const totals = within(await screen.findByLabelText('Totals'));
    for (const [label, value] of [
      ['Sign-ups', '5'],
      ['Activations', '5'],
      ['Trials started', '2'],
      ['Trials converted', '1'],
      ['Revenue (USD)', '$11.98'],
      ['Revenue (CNY)', '¥0.00'],
      ['Uploads', '3'],
      ['Games played', '4'],
      ['Paid plans now', '3'],
    ]) {
      expect(totals.getByText(label!).parentElement).toHaveTextContent(`${label}${value}`);
    }

    expect(
      chart('Sign-ups and activations').getByText('5 sign-ups and 5 activations in the last 30 days.'),
    ).toBeVisible();
    expect(
      screen.getByRole('img', { name: 'Sign-ups and activations: 5 sign-ups and 5 activations in the last 30 days.' }),
    ).toBeInTheDocument();
    // Every chart is drawn (an SVG of its own inside its named picture).
    for (const picture of screen.getAllByRole('img'))
      expect(picture.querySelector('svg.recharts-surface')).not.toBeNull();
    expect(screen.getAllByRole('img')).toHaveLength(7);
    const signups = tableOf('Sign-ups and activations');
    expect(signups).toHaveLength(31);
    expect(signups[0]).toBe('Day | Sign-ups | Activations');
    expect(signups[1]).toBe('9 Feb | 0 | 0');
    expect(signups[2]).toBe('10 Feb | 3 | 2');
    expect(signups[30]).toBe('10 Mar | 2 | 2');

    expect(
      chart('Trials started and converted').getByText('2 trials started, 1 converted in the last 30 days.'),
    ).toBeVisible();
    expect(tableOf('Trials started and converted')[2]).toBe('10 Feb | 2 | 1');

    expect(chart('Revenue in USD').getByText('$11.98 in the last 30 days, refunds taken off.')).toBeVisible();
    expect(tableOf('Revenue in USD')[12]).toBe('20 Feb | $5.99');
    expect(chart('Revenue in CNY').getByText('¥0.00 in the last 30 days, refunds taken off.')).toBeVisible();

    expect(chart('Uploads').getByText('3 pictures uploaded in the last 30 days.')).toBeVisible();
    expect(tableOf('Uploads')[29]).toBe('9 Mar | 1');

    expect(chart('Games played by game').getByText('4 games played in the last 30 days.')).toBeVisible();
    expect(tableOf('Games played by game')).toEqual(['Game | Plays', 'Number Line | 3', 'Character Wheel | 1']);

    expect(
      chart('Active plans by type').getByText('3 teachers on a paid plan now: 1 Pro, 1 Premium, 1 VIP.'),
    ).toBeVisible();
    expect(tableOf('Active plans by type')).toEqual(['Plan | Teachers', 'Pro | 1', 'Premium | 1', 'VIP | 1']);
  });

  it('switches to the last 12 months, one bucket a month; a period without games says so', async () => {
    const { callsTo } = mockFetch({
      [DAYS_URL]: () => jsonResponse(200, DAYS),
      [MONTHS_URL]: () => jsonResponse(200, MONTHS),
    });
    renderApp('/admin/numbers', { user: OPERATOR });
    await screen.findByText('5 sign-ups and 5 activations in the last 30 days.', undefined, LAZY);

    await userEvent.click(screen.getByRole('radio', { name: 'Last 12 months' }));
    expect(await screen.findByText('6 sign-ups and 6 activations in the last 12 months.')).toBeVisible();
    expect(callsTo(MONTHS_URL)).toHaveLength(1);
    const signups = tableOf('Sign-ups and activations');
    expect(signups).toHaveLength(13);
    expect(signups[0]).toBe('Month | Sign-ups | Activations');
    expect(signups[1]).toBe('Apr 2025 | 0 | 0');
    expect(signups[10]).toBe('Jan 2026 | 1 | 0');
    expect(chart('Revenue in CNY').getByText('¥39.00 in the last 12 months, refunds taken off.')).toBeVisible();
    expect(tableOf('Revenue in CNY')[10]).toBe('Jan 2026 | ¥39.00');
    expect(chart('Games played by game').getByText('No games played in the last 12 months.')).toBeVisible();
    expect(tableOf('Games played by game')).toEqual(['Game | Plays']);

    // Back to the days: the answer already held is shown again.
    await userEvent.click(screen.getByRole('radio', { name: 'Last 30 days' }));
    expect(await screen.findByText('5 sign-ups and 5 activations in the last 30 days.')).toBeVisible();
  });

  it('says it is loading, then what failed, and tries again', async () => {
    let calls = 0;
    mockFetch({
      [DAYS_URL]: () => (++calls <= 2 ? jsonResponse(500, { detail: 'A server error occurred.' }) : pending()),
    });
    renderApp('/admin/numbers', { user: OPERATOR });
    expect(await screen.findByText('Loading the numbers…', undefined, LAZY)).toBeVisible();
    expect(await screen.findByText('The numbers could not be loaded.', undefined, LAZY)).toBeVisible();
    expect(screen.getByText('A server error occurred.')).toBeVisible();

    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(calls).toBe(3));
    expect(await screen.findByText('Loading the numbers…')).toBeVisible();
  });
});
