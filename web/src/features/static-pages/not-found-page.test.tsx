import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch } from '../../test/fetch-mock';
import { renderApp } from '../../test/render-app';

describe('not-found page', () => {
  it('answers an unknown path with the not-found text and a GO HOME link', async () => {
    mockFetch({});
    renderApp('/no/such/page');

    expect(await screen.findByRole('heading', { name: 'Sorry, theres nothing here!' })).toBeInTheDocument();
    const home = screen.getByRole('link', { name: 'GO HOME' });
    expect(home).toHaveAttribute('href', '/');

    await userEvent.setup().click(home);
    expect(await screen.findByRole('heading', { name: /Word games your class will love/ })).toBeInTheDocument();
  });

  it('is not shown for a known route', async () => {
    mockFetch({});
    renderApp('/terms');

    expect(await screen.findByRole('heading', { name: 'Terms and Conditions' })).toBeInTheDocument();
    expect(screen.queryByText('Sorry, theres nothing here!')).not.toBeInTheDocument();
  });
});
