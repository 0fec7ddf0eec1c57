import { describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import { StorageKey, type LicenceDto } from '@playwords/common';
import { i18n } from '../../lib/i18n';
import { jsonResponse, mockFetch } from '../../test/fetch-mock';
import { makeLicence, makeUser, setSiteAddresses } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';
import { FAKE_TIMERS } from '../../test/timers';

const ME = 'GET /api/users/me/';
const LICENCES = 'GET /api/licenses/';

const page = (results: LicenceDto[]) =>
  jsonResponse(200, { count: results.length, next: null, previous: null, results });
/** A trial she had before paying: never taken for the new licence. */
const oldTrial = makeLicence({ id: 'TRIAL-0000', is_trial: true, date_purchased: '2024-01-01T00:00:00.000Z' });

describe('success page', () => {
  it('says the payment succeeded and how the licence arrives, names the billing contact and leads home', async () => {
    setSiteAddresses({ billing: 'billing@example.org' });
    mockFetch({ [LICENCES]: () => page([oldTrial]) });
    renderApp('/success', { user: makeUser() });

    expect(await screen.findByRole('heading', { level: 1, name: 'Payment Successful!' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Success | PlayWords'));
    const main = within(screen.getByRole('main'));
    expect(
      main.getByText(
        'Thank you! Your payment went through, and your license will be added to your account automatically.',
      ),
    ).toBeInTheDocument();
    expect(main.getByText(/Refresh this page and check your/)).toHaveTextContent(
      'Refresh this page and check your profile to see it.',
    );
    expect(main.getByRole('link', { name: 'profile' })).toHaveAttribute('href', '/profile');
    expect(
      main.getByText('PayPal payments may take anywhere from 30 seconds to an hour to arrive.'),
    ).toBeInTheDocument();
    expect(await main.findByRole('link', { name: 'billing@example.org' })).toHaveAttribute(
      'href',
      'mailto:billing@example.org',
    );
    expect(main.getByRole('link', { name: 'GO TO DASHBOARD' })).toHaveAttribute('href', '/');
    expect(await main.findByText('Waiting for your license to arrive...')).toBeInTheDocument();
  });

  it('shows the new licence as soon as the server has it, then stops asking', async () => {
    vi.useFakeTimers(FAKE_TIMERS);
    let answers = 0;
    const bought = makeLicence({ id: 'PAID1-PAID2-PAID3-PAID4-PAID5', duration: 90, date_purchased: '' });
    const { callsTo } = mockFetch({
      [ME]: () => jsonResponse(200, makeUser({ current_plan_type: 'PRO', has_active_plan: true })),
      [LICENCES]: () => {
        answers += 1;
        return answers < 2
          ? page([oldTrial])
          : page([{ ...bought, date_purchased: new Date().toISOString() }, oldTrial]);
      },
    });
    renderApp('/success', { user: makeUser() });

    expect(await screen.findByText('Waiting for your license to arrive...')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(3_000));

    const alert = within(await screen.findByRole('alert'));
    expect(alert.getByText('Your license is here!')).toBeInTheDocument();
    expect(alert.getByText(/Pro Plan, 90 days\./)).toBeInTheDocument();
    expect(alert.getByRole('link', { name: 'See your plan' })).toHaveAttribute(
      'href',
      '/plan/PAID1-PAID2-PAID3-PAID4-PAID5',
    );
    // Her plan badge follows.
    await waitFor(() => expect(callsTo(ME)).toHaveLength(1));

    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(callsTo(LICENCES)).toHaveLength(2);
  });

  it('counts a running plan whose days grew as the purchase (a one-time purchase extends it)', async () => {
    vi.useFakeTimers(FAKE_TIMERS);
    const running = makeLicence({ id: 'RUNNN-RUNNN-RUNNN-RUNNN-RUNNN', duration: 30 });
    let answers = 0;
    mockFetch({
      [ME]: () => jsonResponse(200, makeUser()),
      [LICENCES]: () => {
        answers += 1;
        return page([answers < 2 ? running : { ...running, duration: 120 }]);
      },
    });
    renderApp('/success', { user: makeUser() });

    expect(await screen.findByText('Waiting for your license to arrive...')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(3_000));
    expect(await screen.findByText(/Pro Plan, 120 days\./)).toBeInTheDocument();
  });

  it('stops watching after a minute and says to refresh later', async () => {
    vi.useFakeTimers(FAKE_TIMERS);
    const { callsTo } = mockFetch({
      [LICENCES]: () => page([oldTrial]),
    });
    renderApp('/success', { user: makeUser() });

    expect(await screen.findByText('Waiting for your license to arrive...')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(
      await screen.findByText(
        'Your license has not arrived yet. Refresh this page in a little while, or check your profile.',
      ),
    ).toBeInTheDocument();
    const asked = callsTo(LICENCES).length;
    expect(asked).toBeGreaterThan(10);
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    expect(callsTo(LICENCES)).toHaveLength(asked);
  });

  it('restores the session on load when nobody is signed in here (back from the provider’s page)', async () => {
    const { callsTo } = mockFetch({
      [ME]: () => jsonResponse(200, makeUser()),
      [LICENCES]: () => page([]),
    });
    renderApp('/success');

    expect(await screen.findByRole('button', { name: 'Log Out' })).toBeInTheDocument();
    expect(await screen.findByText('Waiting for your license to arrive...')).toBeInTheDocument();
    expect(callsTo(ME)).toHaveLength(1);
  });

  it('stays, forgetting remember-me, when there is no session to restore', async () => {
    localStorage.setItem(StorageKey.rememberMe, 'true');
    const { callsTo } = mockFetch({
      [ME]: () => jsonResponse(403, { detail: 'Authentication credentials were not provided.' }),
    });
    renderApp('/success');

    await waitFor(() => expect(localStorage.getItem(StorageKey.rememberMe)).toBeNull());
    expect(screen.getByRole('heading', { level: 1, name: 'Payment Successful!' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/success');
    expect(callsTo(LICENCES)).toHaveLength(0);
  });
});

describe('success page in Chinese', () => {
  it('says the payment succeeded and shows the new licence in Chinese to a teacher who reads Chinese', async () => {
    await act(() => i18n.changeLanguage('zh-CN'));
    vi.useFakeTimers(FAKE_TIMERS);
    let answers = 0;
    const bought = makeLicence({ id: 'PAID1-PAID2-PAID3-PAID4-PAID5', duration: 90, date_purchased: '' });
    mockFetch({
      [ME]: () => jsonResponse(200, makeUser({ current_plan_type: 'PRO', has_active_plan: true, language: 'zh-CN' })),
      [LICENCES]: () => {
        answers += 1;
        return answers < 2
          ? page([oldTrial])
          : page([{ ...bought, date_purchased: new Date().toISOString() }, oldTrial]);
      },
    });
    renderApp('/success', { user: makeUser({ language: 'zh-CN' }) });

    expect(await screen.findByRole('heading', { level: 1, name: '支付成功！' })).toBeInTheDocument();
    expect(await screen.findByText('正在等待您的许可证到账……')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '前往控制面板' })).toHaveAttribute('href', '/');
    await act(() => vi.advanceTimersByTimeAsync(3_000));

    const alert = within(await screen.findByRole('alert'));
    expect(alert.getByText('您的许可证到啦！')).toBeInTheDocument();
    expect(alert.getByText(/专业版套餐，90 天。/)).toBeInTheDocument();
    expect(alert.getByRole('link', { name: '查看您的套餐' })).toHaveAttribute(
      'href',
      '/plan/PAID1-PAID2-PAID3-PAID4-PAID5',
    );
  });
});
