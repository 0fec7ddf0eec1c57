import { describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StorageKey, selectedWordlistKey } from '@playwords/common';
import { mockFetch, networkFailure, pending } from '../../test/fetch-mock';
import { makeUser, setSiteAddresses } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';
import { i18n } from '../../lib/i18n';

const LOGOUT = 'POST /api/users/logout/';

function mainNav() {
  return within(screen.getByRole('navigation', { name: 'Main' }));
}

function linkNames(nav: HTMLElement) {
  return within(nav)
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);
}

/** The news page asks for its posts; the header's tests need only the page's heading. */
const NEWS = { 'GET /api/news/?limit=50&offset=0': () => pending() };

describe('header', () => {
  it('offers a visitor News, Games, Pricing, Contact Us, Log In and Sign Up', async () => {
    mockFetch(NEWS);
    renderApp('/terms');
    await screen.findByRole('heading', { name: 'Terms and Conditions' });

    expect(linkNames(screen.getByRole('navigation', { name: 'Main' }))).toEqual([
      ['News', '/news'],
      ['Games', '/all-games'],
      ['Pricing', '/plans'],
      ['Contact Us', '/contact-us'],
      ['Log In', '/login'],
      ['Sign Up', '/signup'],
    ]);
    expect(screen.getByRole('link', { name: 'PlayWords home' })).toHaveAttribute('href', '/');
  });

  it('offers a signed-in user without a plan her pages, Go Pro and Log Out', async () => {
    mockFetch(NEWS);
    renderApp('/news', { user: makeUser() });
    await screen.findByRole('heading', { name: 'News' });

    expect(linkNames(screen.getByRole('navigation', { name: 'Main' }))).toEqual([
      ['Dashboard', '/'],
      ['News', '/news'],
      ['My Wordlists', '/my-wordlists'],
      ['My Images', '/my-images'],
      ['My Classes', '/classes'],
      ['Lesson Plans', '/lessons'],
      ['My Profile', '/profile'],
      ['Go Pro', '/plans'],
    ]);
    expect(mainNav().getByRole('button', { name: 'Log Out' })).toBeInTheDocument();
  });

  it('marks the page shown as current, and on /activate/reminder (not in the header) none', async () => {
    mockFetch(NEWS);
    const current = () => mainNav().queryAllByRole('link', { current: 'page' });
    const { unmount } = renderApp('/news', { user: makeUser({ has_valid_email: false }) });
    await screen.findByRole('heading', { name: 'News' });
    expect(current().map((link) => link.textContent)).toEqual(['News']);
    unmount();

    // My Wordlists and My Images both lead there while her e-mail is not valid, but neither is this page.
    renderApp('/activate/reminder', { user: makeUser({ has_valid_email: false }) });
    await screen.findByRole('button', { name: 'Resend Email' });
    expect(mainNav().getByRole('link', { name: 'My Wordlists' })).toHaveAttribute('href', '/activate/reminder');
    expect(mainNav().getByRole('link', { name: 'My Images' })).toHaveAttribute('href', '/activate/reminder');
    expect(current()).toEqual([]);
    expect(mainNav().getByRole('link', { name: 'My Wordlists' })).not.toHaveClass(/active/);
  });

  it('hides Go Pro when the user has an active plan', async () => {
    mockFetch(NEWS);
    renderApp('/news', { user: makeUser({ has_active_plan: true, current_plan_type: 'PRO' }) });
    await screen.findByRole('heading', { name: 'News' });

    expect(mainNav().queryByRole('link', { name: 'Go Pro' })).not.toBeInTheDocument();
  });

  it('hides Go Pro for a VIP user too, whose dashboard badge says VIP', async () => {
    mockFetch(NEWS);
    renderApp('/', { user: makeUser({ has_active_plan: true, current_plan_type: 'VIP' }) });

    expect(await screen.findByRole('link', { name: 'VIP' })).toHaveAttribute('href', '/profile');
    expect(mainNav().queryByRole('link', { name: 'Go Pro' })).not.toBeInTheDocument();
  });

  it('points the logo at /welcome for a signed-out browser that has logged in before', async () => {
    localStorage.setItem(StorageKey.loggedInBefore, 'true');
    mockFetch(NEWS);
    renderApp('/news');
    await screen.findByRole('heading', { name: 'News' });

    expect(screen.getByRole('link', { name: 'PlayWords home' })).toHaveAttribute('href', '/welcome');
  });

  it('points the logo at / for a signed-in user', async () => {
    localStorage.setItem(StorageKey.loggedInBefore, 'true');
    mockFetch(NEWS);
    renderApp('/news', { user: makeUser() });
    await screen.findByRole('heading', { name: 'News' });

    expect(screen.getByRole('link', { name: 'PlayWords home' })).toHaveAttribute('href', '/');
  });

  it.each([
    ['answers', () => new Response(null, { status: 204 })],
    ['fails', networkFailure],
  ])('logs out when the server %s: clears the local list and remember-me, goes to /login', async (_, answer) => {
    const user = makeUser({ id: 42 });
    localStorage.setItem(StorageKey.loggedInBefore, 'true');
    localStorage.setItem(StorageKey.rememberMe, 'true');
    localStorage.setItem(selectedWordlistKey(42), '9');
    const { callsTo } = mockFetch({ ...NEWS, [LOGOUT]: answer });
    renderApp('/news', { user });
    await screen.findByRole('heading', { name: 'News' });

    await userEvent.setup().click(mainNav().getByRole('button', { name: 'Log Out' }));

    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/login'));
    expect(callsTo(LOGOUT)).toHaveLength(1);
    expect(localStorage.getItem(selectedWordlistKey(42))).toBeNull();
    expect(localStorage.getItem(StorageKey.rememberMe)).toBeNull();
    expect(mainNav().getByRole('link', { name: 'Log In' })).toBeInTheDocument();
    expect(mainNav().queryByRole('link', { name: 'My Profile' })).not.toBeInTheDocument();
  });

  it('logs out from the dashboard without trying to restore the session it just ended', async () => {
    localStorage.setItem(StorageKey.loggedInBefore, 'true');
    const { callsTo } = mockFetch({ [LOGOUT]: () => new Response(null, { status: 204 }) });
    renderApp('/', { user: makeUser({ display_name: 'Miss Lee' }) });
    await screen.findByRole('heading', { name: 'Welcome, Miss Lee!' });

    await userEvent.setup().click(mainNav().getByRole('button', { name: 'Log Out' }));

    expect(await screen.findByRole('heading', { name: 'Log In' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/login');
    expect(screen.queryByText('LOADING...')).not.toBeInTheDocument();
    expect(callsTo('GET /api/users/me/')).toHaveLength(0);
  });

  it('opens a mobile menu with the same links', async () => {
    mockFetch(NEWS);
    renderApp('/terms');
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Open menu' }));

    const mobile = within(await screen.findByRole('navigation', { name: 'Mobile' }));
    expect(mobile.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'News',
      'Games',
      'Pricing',
      'Contact Us',
      'Log In',
      'Sign Up',
    ]);
    await user.click(mobile.getByRole('link', { name: 'Pricing' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/plans');
    await waitFor(() => expect(screen.queryByRole('navigation', { name: 'Mobile' })).not.toBeInTheDocument());
  });

  it('shows the footer with contact, about and legal parts and the credit for the pictures', async () => {
    setSiteAddresses({ support: 'help@school.example' });
    mockFetch(NEWS);
    renderApp('/cancellation');
    await screen.findByRole('heading', { level: 1, name: 'Cancellation' });

    const footer = within(screen.getByRole('contentinfo'));
    expect(footer.getByRole('heading', { name: 'Contact Us' })).toBeInTheDocument();
    expect(footer.getByRole('link', { name: 'help@school.example' })).toHaveAttribute(
      'href',
      'mailto:help@school.example',
    );
    expect(footer.getByRole('link', { name: 'Send us a message' })).toHaveAttribute('href', '/contact-us');
    expect(footer.getByRole('heading', { name: 'About Us' })).toBeInTheDocument();
    expect(footer.getByText(/team of ESL teachers/)).toBeInTheDocument();
    expect(footer.getByRole('link', { name: 'Terms and Conditions' })).toHaveAttribute('href', '/terms');
    expect(footer.getByRole('link', { name: 'Cancellation' })).toHaveAttribute('href', '/cancellation');
    const explore = within(footer.getByRole('region', { name: 'Explore' }));
    expect(explore.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Games', '/all-games'],
      ['How To Play', '/how-to'],
      ['Pricing', '/plans'],
      ['News', '/news'],
    ]);
    expect(footer.getByText(`© ${new Date().getFullYear()} PlayWords`)).toBeInTheDocument();
    expect(footer.getByText(/^Official pictures:/)).toHaveTextContent(
      'Official pictures: Fluent Emoji by Microsoft (MIT licence)',
    );
    expect(footer.getByRole('link', { name: 'Fluent Emoji by Microsoft' })).toHaveAttribute(
      'href',
      'https://github.com/microsoft/fluentui-emoji',
    );
  });

  it('speaks Chinese once the reader switches: the navigation, its name and the footer', async () => {
    mockFetch(NEWS);
    renderApp('/terms');
    await screen.findByRole('heading', { name: 'Terms and Conditions' });
    await act(() => i18n.changeLanguage('zh-CN'));

    expect(linkNames(screen.getByRole('navigation', { name: '主菜单' }))).toEqual([
      ['最新消息', '/news'],
      ['游戏', '/all-games'],
      ['价格', '/plans'],
      ['联系我们', '/contact-us'],
      ['登录', '/login'],
      ['注册', '/signup'],
    ]);
    expect(screen.getByRole('link', { name: 'PlayWords 首页' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('button', { name: '打开菜单' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '关于我们' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Microsoft 的 Fluent Emoji' })).toBeInTheDocument();
  });
});
