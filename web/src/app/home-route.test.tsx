import { describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StorageKey } from '@playwords/common';
import { jsonResponse, mockFetch, networkFailure, pending } from '../test/fetch-mock';
import { makeUser } from '../test/fixtures';
import { renderApp } from '../test/render-app';
import { i18n } from '../lib/i18n';
import { MAX_SESSIONS_NOTICE } from '../lib/login-redirect';

const ME = 'GET /api/users/me/';

function markReturningVisitor() {
  localStorage.setItem(StorageKey.loggedInBefore, 'true');
  localStorage.setItem(StorageKey.rememberMe, 'true');
}

describe('home route', () => {
  it('shows a new visitor the landing page, without asking the server who is signed in', async () => {
    const { calls } = mockFetch({});
    renderApp('/');

    expect(
      await screen.findByRole('heading', { level: 1, name: /Word games your class will love/ }),
    ).toBeInTheDocument();
    expect(screen.queryByText('LOADING...')).not.toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('shows three plan cards whose buttons all lead to sign-up', async () => {
    mockFetch({});
    renderApp('/');

    const basic = await screen.findByRole('article', { name: 'Basic' });
    expect(basic).toHaveTextContent('Free');
    expect(screen.getByRole('article', { name: 'Pro' })).toHaveTextContent('$5.99 per month');
    expect(screen.getByRole('article', { name: 'Premium' })).toHaveTextContent('$9.99 per month');
    const buttons = [
      ...screen.getAllByRole('link', { name: 'Try It Now' }),
      ...screen.getAllByRole('link', { name: 'Start Trial' }),
    ];
    expect(buttons).toHaveLength(4); // the hero's Try It Now, Basic's, and two trials
    for (const button of buttons) expect(button).toHaveAttribute('href', '/signup');
    expect(screen.getByText(`© ${new Date().getFullYear()} PlayWords`)).toBeInTheDocument();
  });

  it('shows LOADING... to a returning visitor, then the dashboard once the session is restored', async () => {
    markReturningVisitor();
    let answer: (response: Response) => void = () => undefined;
    const { callsTo } = mockFetch({ [ME]: () => new Promise<Response>((resolve) => (answer = resolve)) });
    renderApp('/');

    expect(await screen.findByText('LOADING...')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /Word games/ })).not.toBeInTheDocument();
    await waitFor(() => expect(callsTo(ME)).toHaveLength(1));

    answer(jsonResponse(200, makeUser({ display_name: '', username: 'teacher_tom', current_plan_type: 'PRE' })));

    expect(await screen.findByRole('heading', { name: 'Welcome, teacher_tom!' })).toBeInTheDocument();
    expect(screen.queryByText('LOADING...')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Premium' })).toHaveAttribute('href', '/profile');
    expect(screen.getByRole('link', { name: 'My Wordlists' })).toBeInTheDocument();
    expect(localStorage.getItem(StorageKey.rememberMe)).toBe('true');
  });

  it('sends a returning visitor whose session is gone to /login and forgets remember-me', async () => {
    markReturningVisitor();
    mockFetch({ [ME]: () => jsonResponse(403, { detail: 'Authentication credentials were not provided.' }) });
    renderApp('/');

    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/login'));
    expect(await screen.findByRole('heading', { name: 'Log In' })).toBeInTheDocument();
    expect(localStorage.getItem(StorageKey.rememberMe)).toBeNull();
    expect(localStorage.getItem(StorageKey.loggedInBefore)).toBe('true');
  });

  it('says why on /login when the session she had here is gone (a newer login on too many devices)', async () => {
    markReturningVisitor();
    mockFetch({ [ME]: () => jsonResponse(403, { detail: 'Authentication credentials were not provided.' }) });
    renderApp('/');

    expect(await screen.findByText(MAX_SESSIONS_NOTICE)).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/login');
  });

  it('says why for a login without "remember me" in this tab too, restoring it on /', async () => {
    sessionStorage.setItem('signedIn', 'true');
    const { callsTo } = mockFetch({ [ME]: () => jsonResponse(403, { detail: 'Not authenticated.' }) });
    renderApp('/');

    expect(await screen.findByText(MAX_SESSIONS_NOTICE)).toBeInTheDocument();
    expect(callsTo(ME)).toHaveLength(1);
    expect(sessionStorage.getItem('signedIn')).toBeNull();
  });

  it('says nothing after a deliberate logout: the browser was not signed in any more', async () => {
    // A returning visitor who logged out: the marker stays, remember-me went with the logout.
    localStorage.setItem(StorageKey.loggedInBefore, 'true');
    mockFetch({ [ME]: () => jsonResponse(403, { detail: 'Not authenticated.' }) });
    renderApp('/');

    expect(await screen.findByRole('heading', { name: 'Log In' })).toBeInTheDocument();
    expect(screen.queryByText(MAX_SESSIONS_NOTICE)).not.toBeInTheDocument();
  });

  it('logs in, logs out with the header, and on the next load says nothing of a lost session', async () => {
    mockFetch({
      'POST /api/users/login/': () => jsonResponse(200, makeUser({ display_name: 'Miss Lee' })),
      'POST /api/users/logout/': () => jsonResponse(200, {}),
      'GET /api/wordlists/?limit=50&offset=0': () => pending(),
      [ME]: () => jsonResponse(403, { detail: 'Not authenticated.' }),
    });
    const first = renderApp('/login');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^Username/), 'miss_lee');
    await user.type(screen.getByLabelText(/^Password/), 'secret-password');
    await user.click(screen.getByRole('button', { name: 'Log In' }));
    expect(await screen.findByRole('heading', { name: 'Welcome, Miss Lee!' })).toBeInTheDocument();
    await user.click(within(screen.getByRole('navigation', { name: 'Main' })).getByRole('button', { name: 'Log Out' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/login'));
    first.unmount();

    renderApp('/');

    expect(await screen.findByRole('heading', { name: 'Log In' })).toBeInTheDocument();
    expect(screen.queryByText(MAX_SESSIONS_NOTICE)).not.toBeInTheDocument();
  });

  it('also goes to /login when the session check gets no response, without claiming the session is gone', async () => {
    markReturningVisitor();
    mockFetch({ [ME]: networkFailure });
    renderApp('/');

    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/login'));
    expect(screen.queryByText(MAX_SESSIONS_NOTICE)).not.toBeInTheDocument();
  });

  it('shows a signed-in user the dashboard straight away', async () => {
    const { callsTo } = mockFetch({ [ME]: () => pending(), 'GET /api/wordlists/?limit=50&offset=0': () => pending() });
    renderApp('/', { user: makeUser({ display_name: 'Miss Lee' }) });

    expect(await screen.findByRole('heading', { name: 'Welcome, Miss Lee!' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Basic' })).toHaveAttribute('href', '/profile');
    // Only the word-list panel asks for something; the session is not fetched again.
    expect(callsTo(ME)).toHaveLength(0);
  });

  it('shows the landing page in Chinese to a Chinese reader', async () => {
    mockFetch({});
    await act(() => i18n.changeLanguage('zh-CN'));
    renderApp('/');

    expect(await screen.findByRole('heading', { level: 1, name: '孩子们一定会爱上的单词游戏' })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: '马上试试' })).toHaveLength(2);
    expect(screen.getByRole('article', { name: '专业版' })).toHaveTextContent('¥39.00 每月');
    expect(document.title).toBe('英语课堂单词游戏 | PlayWords');
  });
});
