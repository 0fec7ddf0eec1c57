import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { StorageKey } from '@playwords/common';
import { jsonResponse, mockFetch } from '../../test/fetch-mock';
import { makeUser } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';

const ME = 'GET /api/users/me/';
const CONFIG = 'GET /api/payments/config/';
const PAYMENTS_CONFIG = {
  stripe: true,
  paypal: false,
  paypal_client_id: null,
  alipay: false,
  billing_email: 'billing@example.org',
};

function purchasePanel() {
  return within(screen.getByRole('region', { name: 'Purchase a Full Plan!' }));
}

describe('pricing page', () => {
  it('shows a visitor the purchase panel and asks her to log in or sign up before buying', async () => {
    const { callsTo } = mockFetch({ [CONFIG]: () => jsonResponse(200, PAYMENTS_CONFIG) });
    renderApp('/plans');

    expect(await screen.findByRole('heading', { level: 1, name: 'Pricing' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Pricing | PlayWords'));
    const panel = purchasePanel();
    expect(panel.getByRole('link', { name: 'Log In' })).toHaveAttribute('href', '/login');
    expect(panel.getByRole('link', { name: 'Create an Account' })).toHaveAttribute('href', '/signup');
    expect(screen.getByRole('region', { name: 'Already have a license key?' })).toBeInTheDocument();
    // A first-time visitor is not looked up.
    expect(callsTo(ME)).toHaveLength(0);
  });

  it('does not ask a signed-in user to log in', async () => {
    mockFetch({ [CONFIG]: () => jsonResponse(200, PAYMENTS_CONFIG) });
    renderApp('/plans', { user: makeUser() });

    await screen.findByRole('heading', { level: 1, name: 'Pricing' });
    expect(purchasePanel().queryByRole('link', { name: 'Log In' })).not.toBeInTheDocument();
  });

  it('restores a returning visitor’s session on load', async () => {
    localStorage.setItem(StorageKey.loggedInBefore, 'true');
    localStorage.setItem(StorageKey.rememberMe, 'true');
    const { callsTo } = mockFetch({
      [CONFIG]: () => jsonResponse(200, PAYMENTS_CONFIG),
      [ME]: () => jsonResponse(200, makeUser({ used_pro_plan_trial: true })),
    });
    renderApp('/plans');

    const pro = within(await screen.findByRole('article', { name: 'Pro trial' }));
    expect(await pro.findByText('Used')).toBeInTheDocument();
    expect(callsTo(ME)).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Log Out' })).toBeInTheDocument();
    expect(localStorage.getItem(StorageKey.rememberMe)).toBe('true');
  });

  it('forgets remember-me when the returning visitor’s session is gone, and stays', async () => {
    localStorage.setItem(StorageKey.loggedInBefore, 'true');
    localStorage.setItem(StorageKey.rememberMe, 'true');
    mockFetch({
      [CONFIG]: () => jsonResponse(200, PAYMENTS_CONFIG),
      [ME]: () => jsonResponse(403, { detail: 'Authentication credentials were not provided.' }),
    });
    renderApp('/plans');

    await waitFor(() => expect(localStorage.getItem(StorageKey.rememberMe)).toBeNull());
    expect(screen.getByTestId('location')).toHaveTextContent('/plans');
    expect(screen.getByRole('button', { name: 'START PRO TRIAL' })).toBeEnabled();
  });
});
