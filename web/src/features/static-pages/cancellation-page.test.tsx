import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { mockFetch } from '../../test/fetch-mock';
import { renderApp } from '../../test/render-app';

describe('cancellation page', () => {
  it('explains how to cancel from the profile and gives the contact address, with nothing to confirm', async () => {
    const { calls } = mockFetch({});
    renderApp('/cancellation');

    expect(await screen.findByRole('heading', { level: 1, name: 'Cancellation' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Cancellation | PlayWords'));
    const main = within(screen.getByRole('main'));
    const steps = main.getAllByRole('listitem').map((item) => item.textContent);
    expect(steps).toEqual(['Go to your profile.', 'Click your active license.', 'Click the red cancel button.']);
    expect(main.getByRole('link', { name: 'profile' })).toHaveAttribute('href', '/profile');
    const mail = main.getAllByRole('link', { name: 'hello@playwords.app' });
    expect(mail).toHaveLength(2);
    for (const link of mail) expect(link).toHaveAttribute('href', 'mailto:hello@playwords.app');
    expect(main.queryByRole('button')).not.toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });
});
