import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { jsonResponse, mockFetch } from '../../test/fetch-mock';
import { renderApp } from '../../test/render-app';

describe('cancellation page', () => {
  it('explains how to cancel from the profile, with nothing to confirm, and gives the feedback and billing contacts', async () => {
    const { calls } = mockFetch({
      'GET /api/payments/config/': () =>
        jsonResponse(200, {
          stripe: true,
          paypal: false,
          paypal_client_id: null,
          alipay: false,
          billing_email: 'billing@example.org',
        }),
    });
    renderApp('/cancellation');

    expect(await screen.findByRole('heading', { level: 1, name: 'Cancellation' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Cancellation | PlayWords'));
    const main = within(screen.getByRole('main'));
    const steps = main.getAllByRole('listitem').map((item) => item.textContent);
    expect(steps).toEqual(['Go to your profile.', 'Click your active license.', 'Click the red cancel button.']);
    expect(main.getByRole('link', { name: 'profile' })).toHaveAttribute('href', '/profile');
    expect(main.getByRole('link', { name: 'hello@playwords.app' })).toHaveAttribute(
      'href',
      'mailto:hello@playwords.app',
    );
    expect(await main.findByRole('link', { name: 'billing@example.org' })).toHaveAttribute(
      'href',
      'mailto:billing@example.org',
    );
    expect(main.queryByRole('button')).not.toBeInTheDocument();
    // Reading the billing contact is the only call.
    expect(calls.map((call) => `${call.method} ${call.url}`)).toEqual(['GET /api/payments/config/']);
  });

  it('names the product’s billing address when the server does not answer', async () => {
    mockFetch({ 'GET /api/payments/config/': () => jsonResponse(404, { detail: 'Not found.' }) });
    renderApp('/cancellation');

    const main = within(await screen.findByRole('main'));
    expect(await main.findByRole('link', { name: 'billing@playwords.app' })).toHaveAttribute(
      'href',
      'mailto:billing@playwords.app',
    );
  });
});
