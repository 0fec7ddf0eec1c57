import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StorageKey } from '@playwords/common';
import { jsonResponse, mockFetch } from '../../test/fetch-mock';
import { makeUser } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';
import { i18n } from '../../lib/i18n';
import { MAX_SESSIONS_NOTICE } from '../../lib/login-redirect';

const ME = 'GET /api/users/me/';
const RESEND = 'POST /api/activate/reminder/resendactivationemail/';
const unvalidated = makeUser({ email: 'teacher@school.com', has_valid_email: false });

describe('activation reminder', () => {
  it('asks to activate the masked e-mail and resends it', async () => {
    const { callsTo } = mockFetch({ [RESEND]: () => jsonResponse(200, {}) });
    renderApp('/activate/reminder', { user: unvalidated });

    expect(
      await screen.findByText(
        'Please activate your email! The email we have is te***@sc***.com. If this is wrong, you can change it in ' +
          'your profile settings. You can also resend the email using the button below.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/teacher@school\.com/)).not.toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Activate Your Email | PlayWords'));
    expect(screen.queryByText('Email sent! Check your mailbox.')).not.toBeInTheDocument();

    await userEvent.setup().click(screen.getByRole('button', { name: 'Resend Email' }));

    expect(await screen.findByText('Email sent! Check your mailbox.')).toBeInTheDocument();
    expect(callsTo(RESEND)).toHaveLength(1);
  });

  it('sends a user whose e-mail is valid to /', async () => {
    mockFetch({});
    renderApp('/activate/reminder', { user: makeUser({ has_valid_email: true }) });

    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
  });

  it("restores a visitor's session first", async () => {
    const { callsTo } = mockFetch({ [ME]: () => jsonResponse(200, unvalidated) });
    renderApp('/activate/reminder');

    expect(await screen.findByText(/The email we have is te\*\*\*@sc\*\*\*\.com\./)).toBeInTheDocument();
    expect(callsTo(ME)).toHaveLength(1);
  });

  it('sends a visitor without a session to /login and forgets remember-me', async () => {
    localStorage.setItem(StorageKey.rememberMe, 'true');
    mockFetch({ [ME]: () => jsonResponse(403, { detail: 'Authentication credentials were not provided.' }) });
    renderApp('/activate/reminder');

    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/login'));
    expect(localStorage.getItem(StorageKey.rememberMe)).toBeNull();
    // Remember-me said she was signed in here: the login page says why she must log in again.
    expect(await screen.findByText(MAX_SESSIONS_NOTICE)).toBeInTheDocument();
  });

  it('reads in Chinese', async () => {
    await i18n.changeLanguage('zh-CN');
    mockFetch({ [RESEND]: () => jsonResponse(200, {}) });
    renderApp('/activate/reminder', { user: { ...unvalidated, language: 'zh-CN' } });

    expect(await screen.findByText(/我们记录的邮箱是 te\*\*\*@sc\*\*\*\.com。/)).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('激活你的邮箱 | PlayWords'));
    expect(screen.getByRole('link', { name: '前往个人资料设置' })).toHaveAttribute('href', '/profile');
    expect(screen.getByRole('button', { name: '重新发送邮件' })).toBeInTheDocument();
  });
});
