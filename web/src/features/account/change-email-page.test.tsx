import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StorageKey } from '@playwords/common';
import { deferredResponse, jsonResponse, mockFetch, type MockHandler } from '../../test/fetch-mock';
import { makeUser } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';
import { i18n } from '../../lib/i18n';
import { meQueryKey } from '../../lib/session';
import { skipValidCodeDelay, userWithFakeTimers } from '../../test/timers';

const GET_TOKEN = 'POST /api/get_token/';
const VALIDATE = 'POST /api/validate_token/';
const CHANGE = 'POST /api/users/change_email/';
const LOGOUT = 'POST /api/users/logout/';
const ME = 'GET /api/users/me/';

type User = ReturnType<typeof userEvent.setup>;

const ok = () => jsonResponse(200, {});
const signedIn = makeUser({ id: 7, username: 'miss_lee', display_name: 'Miss Lee' });

function setup(handlers: Record<string, MockHandler> = {}) {
  return mockFetch({ [GET_TOKEN]: ok, [VALIDATE]: ok, [CHANGE]: ok, [LOGOUT]: ok, ...handlers });
}

/** Steps 1 and 2: send, a valid code, and the new-e-mail step (the second before it skipped: fake timers). */
async function reachEmailStep(user: User) {
  await user.click(await screen.findByRole('button', { name: 'Send Confirmation Email' }));
  await user.type(await screen.findByRole('textbox', { name: /Confirmation Code/ }), 'QWERTY');
  await skipValidCodeDelay();
  return screen.getByRole('textbox', { name: /New Email/ });
}

const submit = (user: User) => user.click(screen.getByRole('button', { name: 'Submit' }));

describe('change email page', () => {
  it('asks a visitor without a session to log in', async () => {
    localStorage.setItem(StorageKey.rememberMe, 'true');
    const { callsTo } = setup({
      [ME]: () => jsonResponse(403, { detail: 'Authentication credentials were not provided.' }),
    });
    renderApp('/change-email');

    const main = within(screen.getByRole('main'));
    expect(await main.findByRole('link', { name: 'Go To Login' })).toHaveAttribute('href', '/login');
    expect(main.queryByRole('button', { name: 'Send Confirmation Email' })).not.toBeInTheDocument();
    expect(localStorage.getItem(StorageKey.rememberMe)).toBeNull();
    expect(callsTo(GET_TOKEN)).toHaveLength(0);
    await waitFor(() => expect(document.title).toBe('Change Your Email | PlayWords'));
  });

  it('names the signed-in user (display name, else username) and sends the code at once', async () => {
    const { callsTo } = setup();
    renderApp('/change-email', { user: makeUser({ username: 'teacher_tom', display_name: '' }) });

    expect(await screen.findByText(/You are currently logged in as/)).toHaveTextContent(
      'You are currently logged in as teacher_tom.',
    );
    expect(screen.getByText(/we will send a confirmation email/)).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Send Confirmation Email' }));

    expect(await screen.findByRole('heading', { name: 'Email sent!' })).toBeInTheDocument();
    expect(callsTo(GET_TOKEN)[0]?.body).toEqual({ name: 'teacher_tom', reason: 'email' });
  });

  it("restores a visitor's session and shows her display name", async () => {
    setup({ [ME]: () => jsonResponse(200, signedIn) });
    renderApp('/change-email');

    expect(await screen.findByText(/You are currently logged in as/)).toHaveTextContent('Miss Lee');
  });

  it('says "Oh no!" when the code cannot be sent', async () => {
    setup({ [GET_TOKEN]: () => jsonResponse(500, { detail: 'A server error occurred.' }) });
    renderApp('/change-email', { user: signedIn });

    await userEvent.setup().click(await screen.findByRole('button', { name: 'Send Confirmation Email' }));

    expect(await screen.findByRole('heading', { name: 'Oh no!' })).toBeInTheDocument();
    expect(screen.getByText('There was an issue sending the request. Try refreshing the page.')).toBeInTheDocument();
  });

  it('checks the code with the e-mail reason', async () => {
    const { callsTo } = setup({ [VALIDATE]: () => jsonResponse(400, { code: ['Wrong code.'] }) });
    renderApp('/change-email', { user: signedIn });
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Send Confirmation Email' }));
    await user.type(await screen.findByRole('textbox', { name: /Confirmation Code/ }), 'qwe rty');

    expect(await screen.findByRole('img', { name: 'The code is invalid' })).toBeInTheDocument();
    expect(callsTo(VALIDATE)[0]?.body).toEqual({ code: 'QWERTY', name: 'miss_lee', reason: 'email' });
  });

  it('asks for an e-mail, and a valid one, without calling the server', async () => {
    const user = userWithFakeTimers();
    const { callsTo } = setup();
    renderApp('/change-email', { user: signedIn });
    const input = await reachEmailStep(user);

    await submit(user);
    expect(input).toHaveAccessibleDescription('Please type in an email.');

    await user.type(input, 'lee.example.com');
    await submit(user);
    expect(input).toHaveAccessibleDescription('Please enter a valid email.');
    expect(callsTo(CHANGE)).toHaveLength(0);
  });

  it('clears the e-mail error when she changes the address', async () => {
    setup({ [CHANGE]: () => jsonResponse(400, { email: ['This email is already in use.'] }) });
    renderApp('/change-email', { user: signedIn });
    const user = userWithFakeTimers();
    const input = await reachEmailStep(user);

    await submit(user);
    expect(input).toHaveAccessibleDescription('Please type in an email.');
    await user.type(input, 'new@example.com');
    expect(input).toHaveAccessibleDescription('');
    expect(input).not.toHaveAttribute('aria-invalid');

    await submit(user);
    await waitFor(() => expect(input).toHaveAccessibleDescription('This email is already in use.'));
    await user.type(input, 'm');
    expect(input).toHaveAccessibleDescription('');
  });

  it('shows the server errors as returned, lists flattened', async () => {
    const user = userWithFakeTimers();
    setup({
      [CHANGE]: () =>
        jsonResponse(400, {
          email: ['Enter a valid email address.', 'This email is already in use.'],
          code: 'This code has expired.',
        }),
    });
    renderApp('/change-email', { user: signedIn });
    const input = await reachEmailStep(user);

    await user.type(input, 'new@example');
    await submit(user);

    await waitFor(() =>
      expect(input).toHaveAccessibleDescription('Enter a valid email address. This email is already in use.'),
    );
    expect(screen.getByRole('alert')).toHaveTextContent('This code has expired.');
    expect(screen.getByRole('button', { name: 'Submit' })).toBeEnabled();
  });

  it('says something went wrong when the error body is not an object', async () => {
    const user = userWithFakeTimers();
    setup({ [CHANGE]: () => new Response('Bad Gateway', { status: 502 }) });
    renderApp('/change-email', { user: signedIn });
    const input = await reachEmailStep(user);

    await user.type(input, 'new@example.com');
    await submit(user);

    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong. Please try again.');
  });

  it('disables Submit while submitting, then says all set and signs the user out here', async () => {
    localStorage.setItem(StorageKey.rememberMe, 'true');
    const user = userWithFakeTimers();
    const change = deferredResponse();
    const { callsTo } = setup({ [CHANGE]: change.handler });
    const { queryClient } = renderApp('/change-email', { user: signedIn });
    const input = await reachEmailStep(user);

    await user.type(input, ' new@example.com ');
    await submit(user);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Submit' })).toBeDisabled());
    expect(callsTo(CHANGE)[0]?.body).toEqual({
      name: 'miss_lee',
      code: 'QWERTY',
      email: 'new@example.com',
      reason: 'email',
    });
    expect(callsTo(LOGOUT)).toHaveLength(0);

    change.respond(jsonResponse(200, {}));
    expect(await screen.findByRole('heading', { name: "You're all set!" })).toBeInTheDocument();
    const done = screen.getByRole('status');
    expect(done).toHaveTextContent('We sent an email to new@example.com.');
    expect(done).toHaveTextContent(/validate your new email .* before continuing/);
    expect(done).toHaveTextContent(/change it back on this same page/);
    await waitFor(() => expect(queryClient.getQueryData(meQueryKey)).toBeUndefined());
    expect(callsTo(LOGOUT)).toHaveLength(1);
    expect(localStorage.getItem(StorageKey.rememberMe)).toBeNull();
    expect(callsTo(ME)).toHaveLength(0);
    expect(screen.getByTestId('location')).toHaveTextContent('/change-email');
  });

  it('reads in Chinese: who is signed in, and the code step', async () => {
    await i18n.changeLanguage('zh-CN');
    setup();
    renderApp('/change-email', { user: { ...signedIn, language: 'zh-CN' } });
    const user = userEvent.setup();

    expect(await screen.findByRole('heading', { level: 1, name: '更改邮箱' })).toBeInTheDocument();
    expect((await screen.findByText('Miss Lee')).parentElement).toHaveTextContent('你当前登录的账号是 Miss Lee。');
    expect(screen.getByText(/我们会向你现在的邮箱发送一封确认邮件/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '发送确认邮件' }));
    expect(
      await screen.findByText('我们已向你现在的邮箱发送了一个 6 位验证码。请在下面输入验证码。'),
    ).toBeInTheDocument();
  });

  it('asks a visitor in Chinese to log in', async () => {
    await i18n.changeLanguage('zh-CN');
    setup({ [ME]: () => jsonResponse(403, { detail: 'Authentication credentials were not provided.' }) });
    localStorage.setItem(StorageKey.rememberMe, 'true');
    renderApp('/change-email');

    const main = within(screen.getByRole('main'));
    expect(await main.findByText('更改邮箱需要先登录。请先登录。')).toBeInTheDocument();
    expect(main.getByRole('link', { name: '去登录' })).toHaveAttribute('href', '/login');
  });
});
