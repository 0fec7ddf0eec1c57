import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { mockFetch, pending } from '../test/fetch-mock';
import { makeUser } from '../test/fixtures';
import { renderApp } from '../test/render-app';

describe('route table', () => {
  it('redirects /games to /all-games', async () => {
    mockFetch({});
    renderApp('/games');

    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/all-games'));
    expect(await screen.findByRole('heading', { name: 'Games' })).toBeInTheDocument();
  });

  it('/news shows the news page', async () => {
    mockFetch({ 'GET /api/news/?limit=50&offset=0': () => pending() });
    renderApp('/news');

    expect(await screen.findByRole('heading', { level: 1, name: 'News' })).toBeInTheDocument();
    expect(screen.getByLabelText('Loading news')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('News | PlayWords'));
  });

  it('/contact-us shows the contact form', async () => {
    mockFetch({});
    renderApp('/contact-us');

    expect(await screen.findByRole('heading', { level: 1, name: "We'd Love To Hear From You!" })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Contact Us | PlayWords'));
  });

  it('/terms shows the terms and conditions', async () => {
    mockFetch({});
    renderApp('/terms');

    expect(await screen.findByRole('heading', { level: 1, name: 'Terms and Conditions' })).toBeInTheDocument();
    expect(screen.getByText('Last updated: July 01, 2022')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Terms and Conditions | PlayWords'));
  });

  it.each([
    ['/activate/reminder', 'Activate Your Email'],
    ['/activate/12', 'Activate Your Account'],
    ['/activate/12/abc-token', 'Activate Your Account'],
    ['/reset-password', 'Reset Your Password'],
    ['/change-email', 'Change Your Email'],
  ])('%s shows its account page', async (path, title) => {
    mockFetch({ 'POST /api/activate/12/abc-token/': () => pending() });
    renderApp(path, { user: makeUser({ has_valid_email: false }) });

    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe(`${title} | PlayWords`));
  });

  it.each([
    ['/my-wordlists', 'Manage Your Wordlists Here!'],
    ['/public-wordlists', 'Public Wordlists'],
  ])('%s shows the word-list page titled %s', async (path, title) => {
    mockFetch({ 'GET /api/wordlists/?limit=50&offset=0': () => pending() });
    renderApp(path, { user: makeUser() });

    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  });

  it('shows the welcome-back page with Log In and Sign Up', async () => {
    mockFetch({});
    renderApp('/welcome');

    expect(await screen.findByRole('heading', { name: 'Welcome back!' })).toBeInTheDocument();
    const main = within(screen.getByRole('main'));
    expect(main.getByRole('link', { name: 'Log In' })).toHaveAttribute('href', '/login');
    expect(main.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/signup');
  });
});
