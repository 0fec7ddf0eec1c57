import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { selectedWordlistKey, StorageKey } from '@playwords/common';
import { deferredResponse, jsonResponse, mockFetch, networkFailure, type MockHandler } from '../../test/fetch-mock';
import { makeUser } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';
import { i18n } from '../../lib/i18n';
import { meQueryKey } from '../../lib/session';
import { FAKE_TIMERS, flushEffects, skipValidCodeDelay, userWithFakeTimers } from '../../test/timers';

const GET_TOKEN = 'POST /api/get_token/';
const VALIDATE = 'POST /api/validate_token/';
const RESET = 'POST /api/users/reset_password/';
const LOGOUT = 'POST /api/users/logout/';
const ME = 'GET /api/users/me/';

type User = ReturnType<typeof userEvent.setup>;

const ok = () => jsonResponse(200, {});
const invalidCode = () => jsonResponse(400, { code: ['This code is invalid.'] });
const codeBox = () => screen.getByRole('textbox', { name: /Confirmation Code/ });

function setup(handlers: Record<string, MockHandler> = {}) {
  return mockFetch({ [GET_TOKEN]: ok, [VALIDATE]: ok, [RESET]: ok, [LOGOUT]: ok, ...handlers });
}

/** Step 1 as a visitor: the name, then 'Send Confirmation Email'. */
async function sendAsVisitor(user: User, name = 'miss_lee') {
  await user.type(await screen.findByRole('textbox', { name: /Username or Email/ }), name);
  await user.click(screen.getByRole('button', { name: 'Send Confirmation Email' }));
  await screen.findByRole('heading', { name: 'Email sent!' });
}

/** Steps 1 and 2: a sent code, a valid code, and the password step (the second before it skipped: fake timers). */
async function reachPasswordStep(user: User) {
  await sendAsVisitor(user);
  await user.type(codeBox(), 'ABCDEF');
  await skipValidCodeDelay();
  expect(screen.getByLabelText(/^New Password/)).toBeInTheDocument();
}

describe('reset password page', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('asks for a username or e-mail and sends the code for it', async () => {
    const { callsTo } = setup();
    renderApp('/reset-password');
    const user = userEvent.setup();
    expect(await screen.findByRole('heading', { level: 1, name: 'Reset Your Password' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Reset Your Password | PlayWords'));

    await user.click(screen.getByRole('button', { name: 'Send Confirmation Email' }));
    expect(screen.getByRole('textbox', { name: /Username or Email/ })).toHaveAccessibleDescription(
      'Please fill out this field.',
    );
    expect(callsTo(GET_TOKEN)).toHaveLength(0);

    await sendAsVisitor(user, ' lee@example.com ');
    expect(callsTo(GET_TOKEN)[0]?.body).toEqual({ name: 'lee@example.com', reason: 'password' });
    expect(codeBox()).toBeInTheDocument();
  });

  it('skips the name for a signed-in user and names her instead', async () => {
    const { callsTo } = setup();
    renderApp('/reset-password', { user: makeUser({ username: 'miss_lee', display_name: 'Miss Lee' }) });
    const user = userEvent.setup();

    expect(await screen.findByText(/You are currently logged in as/)).toHaveTextContent(
      'You are currently logged in as Miss Lee.',
    );
    expect(screen.queryByRole('textbox', { name: /Username or Email/ })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Send Confirmation Email' }));
    await screen.findByRole('heading', { name: 'Email sent!' });
    expect(callsTo(GET_TOKEN)[0]?.body).toEqual({ name: 'miss_lee', reason: 'password' });
  });

  it('restores a returning visitor first, so she is not asked for her name', async () => {
    localStorage.setItem(StorageKey.loggedInBefore, 'true');
    const me = deferredResponse();
    setup({ [ME]: me.handler });
    renderApp('/reset-password');

    expect(await screen.findByLabelText('Loading page')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /Username or Email/ })).not.toBeInTheDocument();
    me.respond(jsonResponse(200, makeUser({ display_name: '', username: 'teacher_tom' })));
    expect(await screen.findByText(/You are currently logged in as/)).toHaveTextContent('teacher_tom');
  });

  it('says "Oh no!" when the code cannot be sent', async () => {
    setup({ [GET_TOKEN]: networkFailure });
    renderApp('/reset-password');
    const user = userEvent.setup();

    await user.type(await screen.findByRole('textbox', { name: /Username or Email/ }), 'miss_lee');
    await user.click(screen.getByRole('button', { name: 'Send Confirmation Email' }));

    expect(await screen.findByRole('heading', { name: 'Oh no!' })).toBeInTheDocument();
    expect(screen.getByText('There was an issue sending the request. Try refreshing the page.')).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('checks the code once it has 6 characters, the first space removed, and shows it is loading', async () => {
    const check = deferredResponse();
    const { callsTo } = setup({ [VALIDATE]: check.handler });
    renderApp('/reset-password');
    const user = userEvent.setup();
    await sendAsVisitor(user);

    await user.type(codeBox(), 'abc de');
    expect(codeBox()).toHaveValue('ABCDE');
    expect(callsTo(VALIDATE)).toHaveLength(0);
    expect(screen.queryByRole('img', { name: /code is/ })).not.toBeInTheDocument();

    await user.type(codeBox(), 'f');
    await waitFor(() => expect(callsTo(VALIDATE)).toHaveLength(1));
    expect(callsTo(VALIDATE)[0]?.body).toEqual({ code: 'ABCDEF', name: 'miss_lee', reason: 'password' });
    expect(screen.getByLabelText('Checking the code')).toBeInTheDocument();
  });

  it('removes only the first space of a pasted code', async () => {
    const { callsTo } = setup({ [VALIDATE]: invalidCode });
    renderApp('/reset-password');
    const user = userEvent.setup();
    await sendAsVisitor(user);

    await user.click(codeBox());
    await user.paste('XYZ 123');

    await waitFor(() => expect(callsTo(VALIDATE)).toHaveLength(1));
    expect(callsTo(VALIDATE)[0]?.body).toMatchObject({ code: 'XYZ123' });
  });

  it('shows an invalid code as invalid and tries again when typed again', async () => {
    let attempts = 0;
    const { callsTo } = setup({ [VALIDATE]: () => (++attempts === 1 ? invalidCode() : ok()) });
    renderApp('/reset-password');
    const user = userEvent.setup();
    await sendAsVisitor(user);

    await user.type(codeBox(), 'ABCDEF');
    expect(await screen.findByRole('img', { name: 'The code is invalid' })).toBeInTheDocument();
    expect(codeBox()).toHaveAttribute('aria-invalid', 'true');

    await user.type(codeBox(), '{Backspace}');
    expect(screen.queryByRole('img', { name: 'The code is invalid' })).not.toBeInTheDocument();
    await user.type(codeBox(), 'G');

    expect(await screen.findByRole('img', { name: 'The code is valid' })).toBeInTheDocument();
    expect(callsTo(VALIDATE).map((call) => (call.body as { code: string }).code)).toEqual(['ABCDEF', 'ABCDEG']);
  });

  it('moves to the new password 1 second after a valid code', async () => {
    vi.useFakeTimers(FAKE_TIMERS);
    setup();
    renderApp('/reset-password');
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await sendAsVisitor(user);

    await user.type(codeBox(), 'ABCDEF');
    expect(await screen.findByRole('img', { name: 'The code is valid' })).toBeInTheDocument();
    await flushEffects();
    act(() => vi.advanceTimersByTime(500));
    expect(screen.queryByLabelText(/^New Password/)).not.toBeInTheDocument();

    act(() => vi.advanceTimersByTime(600));
    expect(screen.getByLabelText(/^New Password/)).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /Confirmation Code/ })).not.toBeInTheDocument();
  });

  it('asks for both passwords, and for matching ones, without calling the server', async () => {
    const user = userWithFakeTimers();
    const { callsTo } = setup();
    renderApp('/reset-password');
    await reachPasswordStep(user);
    const submit = () => user.click(screen.getByRole('button', { name: 'Reset Password' }));

    await submit();
    expect(screen.getByLabelText(/^New Password/)).toHaveAccessibleDescription('Please type in a password.');
    expect(screen.getByLabelText(/^Confirm New Password/)).toHaveAccessibleDescription(
      'Please type in the password again.',
    );

    await user.type(screen.getByLabelText(/^New Password/), 'a-long-password');
    await user.type(screen.getByLabelText(/^Confirm New Password/), 'another-password');
    await submit();
    expect(screen.getByLabelText(/^Confirm New Password/)).toHaveAccessibleDescription('The passwords dont match.');
    expect(callsTo(RESET)).toHaveLength(0);
  });

  it('clears each field error when she changes that field', async () => {
    setup({ [RESET]: () => jsonResponse(400, { password: ['This password is too common.'] }) });
    renderApp('/reset-password');
    const user = userWithFakeTimers();
    const name = await screen.findByRole('textbox', { name: /Username or Email/ });

    // Step 1: the name.
    await user.click(screen.getByRole('button', { name: 'Send Confirmation Email' }));
    expect(name).toHaveAccessibleDescription('Please fill out this field.');
    await user.type(name, 'm');
    expect(name).toHaveAccessibleDescription('');
    expect(name).not.toHaveAttribute('aria-invalid');
    await user.clear(name);

    // Step 3: each password, the mismatch (about both), and the server's rules.
    await reachPasswordStep(user);
    const password = () => screen.getByLabelText(/^New Password/);
    const confirm = () => screen.getByLabelText(/^Confirm New Password/);
    const submit = () => user.click(screen.getByRole('button', { name: 'Reset Password' }));
    await submit();
    await user.type(password(), 'password1');
    expect(password()).toHaveAccessibleDescription('');
    expect(confirm()).toHaveAccessibleDescription('Please type in the password again.');
    await user.type(confirm(), 'password2');
    expect(confirm()).toHaveAccessibleDescription('');
    await submit();
    expect(confirm()).toHaveAccessibleDescription('The passwords dont match.');
    await user.clear(password());
    await user.type(password(), 'password2');
    expect(confirm()).toHaveAccessibleDescription('');
    expect(confirm()).not.toHaveAttribute('aria-invalid');
    await submit();
    await waitFor(() => expect(password()).toHaveAccessibleDescription('This password is too common.'));
    await user.type(password(), '!');
    expect(password()).toHaveAccessibleDescription('');
    expect(password()).not.toHaveAttribute('aria-invalid');
  });

  it("shows the server's password rules under the field", async () => {
    const user = userWithFakeTimers();
    setup({ [RESET]: () => jsonResponse(400, { password: ['This password is too common.'] }) });
    renderApp('/reset-password');
    await reachPasswordStep(user);

    await user.type(screen.getByLabelText(/^New Password/), 'password1');
    await user.type(screen.getByLabelText(/^Confirm New Password/), 'password1');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));

    await waitFor(() =>
      expect(screen.getByLabelText(/^New Password/)).toHaveAccessibleDescription('This password is too common.'),
    );
    expect(screen.queryByText("You're all set!")).not.toBeInTheDocument();
  });

  it('sets the new password, says all set and signs the user out here', async () => {
    localStorage.setItem(StorageKey.rememberMe, 'true');
    localStorage.setItem(selectedWordlistKey(7), '3');
    const user = userWithFakeTimers();
    const { callsTo } = setup();
    const { queryClient } = renderApp('/reset-password', { user: makeUser({ id: 7, username: 'miss_lee' }) });

    await user.click(await screen.findByRole('button', { name: 'Send Confirmation Email' }));
    await user.type(await screen.findByRole('textbox', { name: /Confirmation Code/ }), 'ABCDEF');
    await skipValidCodeDelay();
    await user.type(screen.getByLabelText(/^New Password/), 'a-long-password');
    await user.type(screen.getByLabelText(/^Confirm New Password/), 'a-long-password');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));

    expect(await screen.findByRole('heading', { name: "You're all set!" })).toBeInTheDocument();
    expect(screen.getByText('Please log in with your new password!')).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Log In' })).toHaveAttribute('href', '/login');
    expect(callsTo(RESET)[0]?.body).toEqual({
      name: 'miss_lee',
      code: 'ABCDEF',
      password: 'a-long-password',
      reason: 'password',
    });
    await waitFor(() => expect(queryClient.getQueryData(meQueryKey)).toBeUndefined());
    expect(localStorage.getItem(StorageKey.rememberMe)).toBeNull();
    expect(localStorage.getItem(selectedWordlistKey(7))).toBeNull();
    expect(callsTo(ME)).toHaveLength(0);
    expect(screen.getByTestId('location')).toHaveTextContent('/reset-password');
  });

  it('reads in Chinese: the name step, its check, and the code step', async () => {
    await i18n.changeLanguage('zh-CN');
    const { callsTo } = setup();
    renderApp('/reset-password');
    const user = userEvent.setup();

    expect(await screen.findByRole('heading', { level: 1, name: '重置密码' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('重置密码 | PlayWords'));
    await user.click(screen.getByRole('button', { name: '发送确认邮件' }));
    expect(screen.getByRole('textbox', { name: /用户名或邮箱/ })).toHaveAccessibleDescription('请填写此项。');
    await user.type(screen.getByRole('textbox', { name: /用户名或邮箱/ }), 'miss_lee');
    await user.click(screen.getByRole('button', { name: '发送确认邮件' }));
    expect(await screen.findByRole('heading', { name: '邮件已发送！' })).toBeInTheDocument();
    expect(screen.getByText(/我们已向它的邮箱发送了一个 6 位验证码/)).toBeInTheDocument();
    expect(callsTo(GET_TOKEN)).toHaveLength(1);
  });

  it('reads in Chinese for a signed-in teacher, her name in bold', async () => {
    await i18n.changeLanguage('zh-CN');
    setup();
    renderApp('/reset-password', { user: makeUser({ display_name: 'Miss Lee', language: 'zh-CN' }) });

    const name = await screen.findByText('Miss Lee');
    expect(name.tagName).toBe('STRONG');
    expect(name.parentElement).toHaveTextContent(/^你当前登录的账号是 Miss Lee。/);
  });
});
