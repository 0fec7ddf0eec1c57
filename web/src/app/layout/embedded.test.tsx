import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StorageKey } from '@playwords/common';
import { mockFetch } from '../../test/fetch-mock';
import { makeUser } from '../../test/fixtures';
import { LAZY, renderApp } from '../../test/render-app';

const location = () => screen.getByTestId('location');

describe('embedded mode', () => {
  it('with ?embedded=1 shows a compact bar with a back link instead of the header, and no footer', async () => {
    mockFetch({});
    renderApp('/cancellation?embedded=1', { user: makeUser() });

    expect(await screen.findByRole('heading', { level: 1, name: 'Cancellation' }, LAZY)).toBeInTheDocument();
    const bar = within(screen.getByRole('banner'));
    expect(bar.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/');
    expect(bar.getByRole('link', { name: 'PlayWords home' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Open menu' })).not.toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
    expect(window.sessionStorage.getItem(StorageKey.embedded)).toBe('1');
  });

  it('stays embedded on the pages it leads to, and Back returns to the page before', async () => {
    const user = userEvent.setup();
    mockFetch({});
    renderApp('/cancellation?embedded=1', { user: makeUser() });

    const main = within(await screen.findByRole('main'));
    await user.click(await main.findByRole('link', { name: 'profile' }, LAZY));
    await waitFor(() => expect(location()).toHaveTextContent('/profile'));
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();

    await user.click(within(screen.getByRole('banner')).getByRole('link', { name: 'Back' }));
    await waitFor(() => expect(location()).toHaveTextContent('/cancellation'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Cancellation' }, LAZY)).toBeInTheDocument();
  });

  it('has no back link on the first page when that page is home (nowhere to go back to)', async () => {
    mockFetch({});
    renderApp('/?embedded=1');

    const bar = within(await screen.findByRole('banner'));
    expect(bar.getByRole('link', { name: 'PlayWords home' })).toBeInTheDocument();
    expect(bar.queryByRole('link', { name: 'Back' })).not.toBeInTheDocument();
  });

  it('is off again with ?embedded=0, and off by default', async () => {
    window.sessionStorage.setItem(StorageKey.embedded, '1');
    mockFetch({});
    renderApp('/cancellation?embedded=0');

    expect(await screen.findByRole('heading', { level: 1, name: 'Cancellation' }, LAZY)).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(window.sessionStorage.getItem(StorageKey.embedded)).toBeNull();
  });
});
