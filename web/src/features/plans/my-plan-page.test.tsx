import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StorageKey } from '@playwords/common';
import { jsonResponse, mockFetch } from '../../test/fetch-mock';
import { makeLicence, makeUser } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';
import { MAX_SESSIONS_NOTICE } from '../../lib/login-redirect';

const KEY = 'ABCDE-12345-FGHIJ-67890-KLMNO';
const DETAIL = `GET /api/licenses/${KEY}/`;
const DEACTIVATE = `POST /api/licenses/${KEY}/deactivate/`;

const renewing = makeLicence({
  id: KEY,
  will_auto_renew: true,
  renew_time: '2024-05-31T09:30:00.000Z',
  remaining_days: 12,
});

/** The value shown for a term of the detail list. */
function detail(term: string) {
  const dt = screen.getByText(term, { selector: 'dt' });
  return dt.nextElementSibling?.textContent;
}

describe('My Plan page', () => {
  it('loads the licence when opened without router state and lists its details', async () => {
    const { callsTo } = mockFetch({ [DETAIL]: () => jsonResponse(200, renewing) });
    renderApp(`/plan/${KEY}`, { user: makeUser() });

    expect(await screen.findByRole('heading', { level: 2, name: 'Pro Plan' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'My Plan' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('My Plan | PlayWords'));
    expect(callsTo(DETAIL)).toHaveLength(1);
    expect(detail('Type')).toBe('Pro');
    expect(detail('Trial or plan')).toBe('Plan');
    expect(detail('License key')).toBe(KEY);
    expect(detail('Purchased')).toBe('2024-05-01');
    expect(detail('Duration')).toBe('30 days');
    expect(detail('Remaining')).toBe('12 days');
    expect(detail('Active')).toBe('Yes');
    expect(detail('Expired')).toBe('No');
    expect(detail('Auto-renew')).toBe('Yes');
    expect(detail('Renews on')).toBe('2024-05-31');
  });

  it('names no renewal date for a licence that does not renew', async () => {
    mockFetch({});
    renderApp(
      {
        pathname: `/plan/${KEY}`,
        state: { licence: makeLicence({ id: KEY, will_auto_renew: false, renew_time: '2024-05-31T00:00:00.000Z' }) },
      },
      { user: makeUser() },
    );
    expect(await screen.findByText('Auto-renew', { selector: 'dt' })).toBeInTheDocument();
    expect(detail('Auto-renew')).toBe('No');
    expect(screen.queryByText('Renews on')).toBeNull();
  });

  it('shows the licence a card carried without loading it', async () => {
    const { calls } = mockFetch({});
    renderApp(
      { pathname: `/plan/${KEY}`, state: { licence: makeLicence({ id: KEY, is_trial: true, license_type: 'PRE' }) } },
      { user: makeUser() },
    );

    expect(await screen.findByRole('heading', { name: 'Premium Trial' })).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('cancels auto-renew after the confirmation and shows the updated licence', async () => {
    const { callsTo } = mockFetch({
      [DETAIL]: () => jsonResponse(200, renewing),
      [DEACTIVATE]: () => jsonResponse(200, { ...renewing, will_auto_renew: false }),
    });
    renderApp(`/plan/${KEY}`, { user: makeUser() });
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Cancel Subscription' }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(
      dialog.getByText(
        'Are you sure you want to cancel your billing subscription? Your license will no longer auto-renew.',
      ),
    ).toBeInTheDocument();
    expect(callsTo(DEACTIVATE)).toHaveLength(0);
    await user.click(dialog.getByRole('button', { name: 'Yes, cancel it' }));

    expect(await screen.findByText(/Auto-renew is off/)).toBeInTheDocument();
    expect(callsTo(DEACTIVATE)).toHaveLength(1);
    expect(detail('Auto-renew')).toBe('No');
    expect(screen.queryByRole('button', { name: 'Cancel Subscription' })).not.toBeInTheDocument();
  });

  it('sends nothing when the confirmation is declined', async () => {
    const { callsTo } = mockFetch({ [DETAIL]: () => jsonResponse(200, renewing) });
    renderApp(`/plan/${KEY}`, { user: makeUser() });
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Cancel Subscription' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'No, keep it' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(callsTo(DEACTIVATE)).toHaveLength(0);
    expect(detail('Auto-renew')).toBe('Yes');
  });

  it('lists a failed cancellation’s errors below the button', async () => {
    mockFetch({
      [DETAIL]: () => jsonResponse(200, renewing),
      [DEACTIVATE]: () => jsonResponse(400, { non_field_errors: ['This license does not renew.'] }),
    });
    renderApp(`/plan/${KEY}`, { user: makeUser() });
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Cancel Subscription' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes, cancel it' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This license does not renew.');
    const button = screen.getByRole('button', { name: 'Cancel Subscription' });
    expect(button.compareDocumentPosition(alert) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('offers no cancel button for a licence that does not renew', async () => {
    mockFetch({ [DETAIL]: () => jsonResponse(200, { ...renewing, will_auto_renew: false }) });
    renderApp(`/plan/${KEY}`, { user: makeUser() });

    await screen.findByRole('heading', { name: 'Pro Plan' });
    expect(screen.queryByRole('button', { name: 'Cancel Subscription' })).not.toBeInTheDocument();
  });

  it('says so when the licence is not found (or is someone else’s), with a way back to the profile', async () => {
    mockFetch({ [DETAIL]: () => jsonResponse(404, { detail: 'Not found.' }) });
    renderApp(`/plan/${KEY}`, { user: makeUser() });

    expect(await screen.findByText(/We could not find this license/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to your profile' })).toHaveAttribute('href', '/profile');
  });

  it('restores the session of a visitor, then loads the licence', async () => {
    const { callsTo } = mockFetch({
      'GET /api/users/me/': () => jsonResponse(200, makeUser()),
      [DETAIL]: () => jsonResponse(200, renewing),
    });
    renderApp(`/plan/${KEY}`);

    expect(await screen.findByRole('heading', { name: 'Pro Plan' })).toBeInTheDocument();
    expect(callsTo('GET /api/users/me/')).toHaveLength(1);
  });

  it('goes to / when nobody was signed in here', async () => {
    const { callsTo } = mockFetch({
      'GET /api/users/me/': () => jsonResponse(403, { detail: 'Authentication credentials were not provided.' }),
    });
    renderApp(`/plan/${KEY}`);

    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
    expect(callsTo(DETAIL)).toHaveLength(0);
  });

  it('goes to /login saying why, and forgets remember-me, when the session she had here is gone', async () => {
    localStorage.setItem(StorageKey.rememberMe, 'true');
    mockFetch({
      'GET /api/users/me/': () => jsonResponse(403, { detail: 'Authentication credentials were not provided.' }),
    });
    renderApp(`/plan/${KEY}`);

    expect(await screen.findByText(MAX_SESSIONS_NOTICE)).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/login');
    expect(localStorage.getItem(StorageKey.rememberMe)).toBeNull();
  });
});
