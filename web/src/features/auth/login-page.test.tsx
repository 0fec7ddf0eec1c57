import { describe, expect, it } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FALLBACK_ERROR_TEXT, StorageKey } from '@playwords/common';
import { jsonResponse, mockFetch, networkFailure, pending } from '../../test/fetch-mock';
import { makeUser } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';
import { i18n } from '../../lib/i18n';
import { MAX_SESSIONS_NOTICE, MAX_SESSIONS_STATE } from '../../lib/login-redirect';

const LOGIN = 'POST /api/users/login/';
const NO_RESPONSE = 'Unable to contact the servers. Check your internet connection or try again later.';

async function fillAndSubmit(username = 'miss.lee', password = 'secret-password') {
  const user = userEvent.setup();
  await user.click(await screen.findByLabelText(/^Username/));
  await user.paste(username);
  await user.click(screen.getByLabelText(/^Password/));
  await user.paste(password);
  await user.click(screen.getByRole('button', { name: 'Log In' }));
  return user;
}

function location() {
  return screen.getByTestId('location').textContent;
}

describe('login page', () => {
  it('shows username, password, remember me (checked) and the forgot-password link', async () => {
    mockFetch({});
    renderApp('/login');

    expect(await screen.findByRole('heading', { name: 'Log In' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Username/)).toHaveAttribute('name', 'username');
    expect(screen.getByLabelText(/^Password/)).toHaveAttribute('type', 'password');
    expect(screen.getByRole('checkbox', { name: 'Remember me for a week' })).toBeChecked();
    expect(screen.getByRole('link', { name: 'forgot password?' })).toHaveAttribute('href', '/reset-password');
    expect(screen.queryByText(MAX_SESSIONS_NOTICE)).not.toBeInTheDocument();
  });

  it('sends dots in the username as underscores, with password and remember', async () => {
    const { callsTo } = mockFetch({ [LOGIN]: () => jsonResponse(200, makeUser()) });
    renderApp('/login');

    await fillAndSubmit('miss.lee.2', 'pass.word');

    await waitFor(() => expect(callsTo(LOGIN)).toHaveLength(1));
    expect(callsTo(LOGIN)[0]?.body).toEqual({ username: 'miss_lee_2', password: 'pass.word', remember: true });
  });

  it('sends remember: false when the box is unticked, and then sets no markers', async () => {
    const { callsTo } = mockFetch({ [LOGIN]: () => jsonResponse(200, makeUser()) });
    renderApp('/login');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('checkbox', { name: 'Remember me for a week' }));

    await fillAndSubmit();

    await waitFor(() => expect(location()).toBe('/'));
    expect(callsTo(LOGIN)[0]?.body).toMatchObject({ remember: false });
    expect(localStorage.getItem(StorageKey.loggedInBefore)).toBeNull();
    expect(localStorage.getItem(StorageKey.rememberMe)).toBeNull();
  });

  it('disables the Log In button while the request is in flight', async () => {
    mockFetch({ [LOGIN]: () => pending() });
    renderApp('/login');

    await fillAndSubmit();

    await waitFor(() => expect(screen.getByRole('button', { name: 'Log In' })).toBeDisabled());
  });

  it('goes to the dashboard after a login with a valid e-mail, remembering the browser', async () => {
    mockFetch({ [LOGIN]: () => jsonResponse(200, makeUser({ display_name: 'Miss Lee' })) });
    renderApp('/login');

    await fillAndSubmit();

    await waitFor(() => expect(location()).toBe('/'));
    expect(await screen.findByRole('heading', { name: 'Welcome, Miss Lee!' })).toBeInTheDocument();
    expect(localStorage.getItem(StorageKey.loggedInBefore)).not.toBeNull();
    expect(localStorage.getItem(StorageKey.rememberMe)).not.toBeNull();
  });

  it('goes to /activate/reminder when the e-mail is not validated', async () => {
    mockFetch({ [LOGIN]: () => jsonResponse(200, makeUser({ has_valid_email: false })) });
    renderApp('/login');

    await fillAndSubmit();

    await waitFor(() => expect(location()).toBe('/activate/reminder'));
  });

  it('shows server field errors under their fields; a username error marks both fields invalid', async () => {
    mockFetch({
      [LOGIN]: () => jsonResponse(400, { username: ['Unable to log in with the provided credentials.'] }),
    });
    renderApp('/login');

    await fillAndSubmit();

    const username = screen.getByLabelText(/^Username/);
    await waitFor(() =>
      expect(username).toHaveAccessibleDescription('Unable to log in with the provided credentials.'),
    );
    expect(username).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/^Password/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Log In' })).toBeEnabled();
  });

  it('clears a field error as soon as she changes that field', async () => {
    mockFetch({ [LOGIN]: () => jsonResponse(400, { password: 'This field may not be blank.' }) });
    renderApp('/login');
    const user = userEvent.setup();
    await screen.findByRole('heading', { name: 'Log In' });

    // Both required, then each one's message goes when she types in it, and only that one.
    await user.click(screen.getByRole('button', { name: 'Log In' }));
    expect(screen.getAllByText('You must fill out this field.')).toHaveLength(2);
    await user.type(screen.getByLabelText(/^Username/), 'miss_lee');
    expect(screen.getByLabelText(/^Username/)).not.toHaveAttribute('aria-invalid');
    expect(screen.getByLabelText(/^Password/)).toHaveAttribute('aria-invalid', 'true');
    await user.type(screen.getByLabelText(/^Password/), 'x');
    expect(screen.queryByText('You must fill out this field.')).not.toBeInTheDocument();
    expect(screen.getByLabelText(/^Password/)).not.toHaveAttribute('aria-invalid');

    // A server error under the password goes too.
    await user.click(screen.getByRole('button', { name: 'Log In' }));
    expect(await screen.findByText('This field may not be blank.')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Password/), 'y');
    expect(screen.queryByText('This field may not be blank.')).not.toBeInTheDocument();
  });

  it('clears a wrong-credentials error, which marks both fields, when she changes either one', async () => {
    mockFetch({
      [LOGIN]: () => jsonResponse(400, { username: ['Unable to log in with the provided credentials.'] }),
    });
    renderApp('/login');

    const user = await fillAndSubmit();
    expect(await screen.findByText('Unable to log in with the provided credentials.')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Password/), '2');

    expect(screen.queryByText('Unable to log in with the provided credentials.')).not.toBeInTheDocument();
    expect(screen.getByLabelText(/^Username/)).not.toHaveAttribute('aria-invalid');
    expect(screen.getByLabelText(/^Password/)).not.toHaveAttribute('aria-invalid');
  });

  it('shows a password error (a plain string) under the password field only', async () => {
    mockFetch({ [LOGIN]: () => jsonResponse(400, { password: 'This field may not be blank.' }) });
    renderApp('/login');

    await fillAndSubmit();

    const password = screen.getByLabelText(/^Password/);
    await waitFor(() => expect(password).toHaveAccessibleDescription('This field may not be blank.'));
    expect(screen.getByLabelText(/^Username/)).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('shows non_field_errors and detail in a general alert, empty texts as the fallback', async () => {
    mockFetch({ [LOGIN]: () => jsonResponse(400, { non_field_errors: ['Account disabled.', ''] }) });
    renderApp('/login');

    await fillAndSubmit();

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Account disabled.');
    expect(alert).toHaveTextContent(FALLBACK_ERROR_TEXT);
  });

  it('shows the detail of a 429', async () => {
    const detail = 'Request was throttled. Expected available in 60 seconds.';
    mockFetch({ [LOGIN]: () => jsonResponse(429, { detail }, { 'Retry-After': '60' }) });
    renderApp('/login');

    await fillAndSubmit();

    expect(await screen.findByRole('alert')).toHaveTextContent(detail);
  });

  it('says it cannot contact the servers, under the password field, when there is no response', async () => {
    mockFetch({ [LOGIN]: networkFailure });
    renderApp('/login');

    await fillAndSubmit();

    await waitFor(() => expect(screen.getByLabelText(/^Password/)).toHaveAccessibleDescription(NO_RESPONSE));
  });

  it('asks for both fields before calling the server', async () => {
    const { callsTo } = mockFetch({ [LOGIN]: () => jsonResponse(200, makeUser()) });
    renderApp('/login');
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Log In' }));

    expect(screen.getByLabelText(/^Username/)).toHaveAccessibleDescription('You must fill out this field.');
    expect(screen.getByLabelText(/^Password/)).toHaveAccessibleDescription('You must fill out this field.');
    expect(callsTo(LOGIN)).toHaveLength(0);
  });

  it('shows the automatic-logout notice when sent here with the max-sessions state', async () => {
    mockFetch({});
    renderApp({ pathname: '/login', state: MAX_SESSIONS_STATE });

    expect(await screen.findByText(MAX_SESSIONS_NOTICE)).toBeInTheDocument();
  });

  it('speaks Chinese: its labels, a missing field and no response from the server', async () => {
    mockFetch({ [LOGIN]: () => networkFailure() });
    await act(() => i18n.changeLanguage('zh-CN'));
    renderApp('/login');

    expect(await screen.findByRole('heading', { name: '登录' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: '一周内记住我' })).toBeChecked();
    expect(screen.getByRole('link', { name: '忘记密码？' })).toHaveAttribute('href', '/reset-password');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: '登录' }));
    expect(await screen.findAllByText('这一项必须填写。')).toHaveLength(2);

    await user.click(screen.getByLabelText(/^用户名/));
    await user.paste('miss.lee');
    await user.click(screen.getByLabelText(/^密码/));
    await user.paste('secret-password');
    await user.click(screen.getByRole('button', { name: '登录' }));
    expect(await screen.findByText('无法连接服务器。请检查网络连接，或稍后再试。')).toBeInTheDocument();
  });
});
