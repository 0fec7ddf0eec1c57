import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formatThrottled } from '@playwords/common';
import { deferredResponse, jsonResponse, mockFetch } from '../../test/fetch-mock';
import { renderApp } from '../../test/render-app';
import { i18n } from '../../lib/i18n';
import { FAKE_TIMERS, flushEffects } from '../../test/timers';

const ACTIVATE = 'POST /api/activate/12/abc-token/';
const RESEND = 'POST /api/activate/12/resendactivationemail/';
const location = () => screen.getByTestId('location');

describe('activation page', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('activates once, says so, counts down and goes to /login after 5 seconds', async () => {
    vi.useFakeTimers(FAKE_TIMERS);
    const activation = deferredResponse();
    const { callsTo } = mockFetch({ [ACTIVATE]: activation.handler });
    renderApp('/activate/12/abc-token');

    expect(await screen.findByText('We are activating your account, please wait.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Activate Your Account' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Activate Your Account | PlayWords'));
    await waitFor(() => expect(callsTo(ACTIVATE)).toHaveLength(1));

    activation.respond(jsonResponse(200, { detail: 'Activated.' }));
    expect(await screen.findByRole('heading', { name: "You're all set!" })).toBeInTheDocument();
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('5 seconds');
    await flushEffects();

    act(() => vi.advanceTimersByTime(2000));
    expect(status).toHaveTextContent('3 seconds');
    // Checks keep a wide margin before each deadline: with shouldAdvanceTime, a busy machine adds real time.
    act(() => vi.advanceTimersByTime(1000));
    expect(location()).toHaveTextContent('/activate/12/abc-token');

    act(() => vi.advanceTimersByTime(2100));
    expect(location()).toHaveTextContent('/login');
    expect(callsTo(ACTIVATE)).toHaveLength(1);
  });

  it('offers to resend the email when the token has expired', async () => {
    const { callsTo } = mockFetch({
      [ACTIVATE]: () => jsonResponse(400, { token: ['This token has expired.'] }),
      [RESEND]: () => jsonResponse(200, {}),
    });
    renderApp('/activate/12/abc-token');

    expect(
      await screen.findByText('This token has expired. Please resend the email using the button below.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Email sent! Check your mailbox.')).not.toBeInTheDocument();

    await userEvent.setup().click(screen.getByRole('button', { name: 'Resend Email' }));

    expect(await screen.findByText('Email sent! Check your mailbox.')).toBeInTheDocument();
    expect(callsTo(RESEND)).toHaveLength(1);
    expect(location()).toHaveTextContent('/activate/12/abc-token');
  });

  it('shows why a resend failed', async () => {
    mockFetch({
      [ACTIVATE]: () => jsonResponse(400, { token: ['This token has expired.'] }),
      [RESEND]: () => jsonResponse(429, { detail: formatThrottled(42) }),
    });
    renderApp('/activate/12/abc-token');

    await userEvent.setup().click(await screen.findByRole('button', { name: 'Resend Email' }));

    expect(await screen.findByText(formatThrottled(42))).toBeInTheDocument();
    expect(screen.queryByText('Email sent! Check your mailbox.')).not.toBeInTheDocument();
  });

  it('says an invalid link is invalid and goes to / after 1 second', async () => {
    vi.useFakeTimers(FAKE_TIMERS);
    mockFetch({ [ACTIVATE]: () => jsonResponse(400, { detail: 'This link is invalid.' }) });
    renderApp('/activate/12/abc-token');

    expect(await screen.findByText('This link is invalid. Redirecting to main page.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Resend Email' })).not.toBeInTheDocument();
    await flushEffects();
    act(() => vi.advanceTimersByTime(500));
    expect(location()).toHaveTextContent('/activate/12/abc-token');

    act(() => vi.advanceTimersByTime(600));
    expect(location()).toHaveTextContent(/^\/$/);
  });

  it('treats a failure without a token error as an invalid link', async () => {
    mockFetch({ [ACTIVATE]: () => new Response('Bad Gateway', { status: 502 }) });
    renderApp('/activate/12/abc-token');

    expect(await screen.findByText('This link is invalid. Redirecting to main page.')).toBeInTheDocument();
    expect(screen.queryByText(/This token has expired/)).not.toBeInTheDocument();
  });

  it('offers a new email for a link without its token, and does not try to activate', async () => {
    const { callsTo, calls } = mockFetch({ [RESEND]: () => jsonResponse(200, {}) });
    renderApp('/activate/12');

    expect(await screen.findByText(/This activation link is incomplete/)).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Resend Email' }));

    expect(await screen.findByText('Email sent! Check your mailbox.')).toBeInTheDocument();
    expect(callsTo(RESEND)).toHaveLength(1);
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1);
  });

  it('reads in Chinese: waiting, then an expired link with its resend', async () => {
    await i18n.changeLanguage('zh-CN');
    const activation = deferredResponse();
    mockFetch({ [ACTIVATE]: activation.handler, [RESEND]: () => jsonResponse(200, {}) });
    renderApp('/activate/12/abc-token');

    expect(await screen.findByText('正在激活你的账号，请稍候。')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: '激活你的账号' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('激活你的账号 | PlayWords'));
    activation.respond(jsonResponse(400, { token: ['This token has expired.'] }));
    expect(await screen.findByText('此链接已过期。请点击下面的按钮重新发送邮件。')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: '重新发送邮件' }));
    expect(await screen.findByText('邮件已发送！请查收你的邮箱。')).toBeInTheDocument();
  });
});
