import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FALLBACK_ERROR_TEXT } from '@playwords/common';
import { jsonResponse, mockFetch, networkFailure } from '../../test/fetch-mock';
import { renderApp } from '../../test/render-app';

const SIGNUP = 'POST /api/users/';
const REQUIRED = 'You must fill out this field.';

type User = ReturnType<typeof userEvent.setup>;

const field = (label: RegExp) => screen.getByLabelText(label);

async function fillForm(user: User, values: Partial<Record<string, string>> = {}) {
  const v = {
    username: 'miss_lee',
    password: 'a-long-password',
    confirm: 'a-long-password',
    email: 'lee@example.com',
    displayName: '',
    ...values,
  };
  await screen.findByRole('heading', { name: 'Create An Account!' });
  const entries: Array<[RegExp, string]> = [
    [/^Username/, v.username],
    [/^Password/, v.password],
    [/^Confirm Password/, v.confirm],
    [/^Email/, v.email],
    [/^Display Name/, v.displayName],
  ];
  for (const [label, value] of entries) {
    if (!value) continue;
    await user.click(field(label));
    await user.paste(value);
  }
}

const submit = (user: User) => user.click(screen.getByRole('button', { name: 'Sign Up' }));

describe('sign-up page', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('clears a field error as soon as she changes that field, and only that one', async () => {
    mockFetch({
      [SIGNUP]: () =>
        jsonResponse(400, {
          username: ['A user with that username already exists.'],
          email: ['Enter a valid email address.'],
        }),
    });
    renderApp('/signup');
    const user = userEvent.setup();
    await screen.findByRole('heading', { name: 'Create An Account!' });

    await submit(user);
    await user.type(field(/^Username/), 'miss_lee');
    expect(field(/^Username/)).not.toHaveAttribute('aria-invalid');
    expect(field(/^Username/)).not.toHaveAccessibleDescription(REQUIRED);
    expect(field(/^Email/)).toHaveAccessibleDescription(REQUIRED);

    // The mismatch is about both passwords: fixing the first one clears it too.
    await user.type(field(/^Password/), 'a-long-password');
    await user.type(field(/^Confirm Password/), 'a-long-passwore');
    await user.type(field(/^Email/), 'lee@example.com');
    await submit(user);
    expect(field(/^Confirm Password/)).toHaveAttribute('aria-invalid', 'true');
    await user.clear(field(/^Password/));
    await user.type(field(/^Password/), 'a-long-passwore');
    expect(field(/^Confirm Password/)).not.toHaveAttribute('aria-invalid');

    // Server errors go the same way.
    await submit(user);
    expect(await screen.findByText('A user with that username already exists.')).toBeInTheDocument();
    await user.type(field(/^Username/), '2');
    expect(screen.queryByText('A user with that username already exists.')).not.toBeInTheDocument();
    expect(screen.getByText('Enter a valid email address.')).toBeInTheDocument();
    await user.type(field(/^Email/), 'm');
    expect(screen.queryByText('Enter a valid email address.')).not.toBeInTheDocument();
  });

  it('says every field but the display name is required, without calling the server', async () => {
    const { callsTo } = mockFetch({});
    renderApp('/signup');
    const user = userEvent.setup();
    await screen.findByRole('heading', { name: 'Create An Account!' });

    await submit(user);

    for (const label of [/^Username/, /^Password/, /^Confirm Password/, /^Email/]) {
      expect(field(label)).toHaveAccessibleDescription(REQUIRED);
      expect(field(label)).toHaveAttribute('aria-invalid', 'true');
    }
    expect(field(/^Display Name/)).not.toHaveAttribute('aria-invalid');
    expect(callsTo(SIGNUP)).toHaveLength(0);
    await waitFor(() => expect(document.title).toBe('Sign Up | PlayWords'));
  });

  it("says the password doesn't match", async () => {
    const { callsTo } = mockFetch({});
    renderApp('/signup');
    const user = userEvent.setup();
    await fillForm(user, { confirm: 'another-password' });

    await submit(user);

    expect(field(/^Confirm Password/)).toHaveAccessibleDescription("The password doesn't match.");
    expect(callsTo(SIGNUP)).toHaveLength(0);
  });

  it('sends the fields and the terms checkbox', async () => {
    const { callsTo } = mockFetch({ [SIGNUP]: () => jsonResponse(201, { id: 1 }) });
    renderApp('/signup');
    const user = userEvent.setup();
    await fillForm(user, { displayName: 'Miss Lee' });
    await user.click(screen.getByRole('checkbox', { name: /Terms and Conditions/ }));

    await submit(user);

    await waitFor(() => expect(callsTo(SIGNUP)).toHaveLength(1));
    expect(callsTo(SIGNUP)[0]?.body).toEqual({
      username: 'miss_lee',
      password: 'a-long-password',
      email: 'lee@example.com',
      accepted_terms_and_conditions: true,
      display_name: 'Miss Lee',
      language: 'en',
    });
    expect(screen.getByRole('link', { name: 'Terms and Conditions' })).toHaveAttribute('href', '/terms');
  });

  it('puts server errors under username, password, email and display name, the rest in a list', async () => {
    mockFetch({
      [SIGNUP]: () =>
        jsonResponse(400, {
          username: ['A user with that username already exists.'],
          password: ['This password is too common.', 'The password is too similar to the username.'],
          email: 'Enter a valid email address.',
          display_name: [''],
          accepted_terms_and_conditions: ['You must accept the terms and conditions.'],
          non_field_errors: ['Sign-ups are paused.'],
        }),
    });
    renderApp('/signup');
    const user = userEvent.setup();
    await fillForm(user);

    await submit(user);

    await waitFor(() =>
      expect(field(/^Username/)).toHaveAccessibleDescription('A user with that username already exists.'),
    );
    expect(field(/^Password/)).toHaveAccessibleDescription(
      'This password is too common. The password is too similar to the username.',
    );
    expect(field(/^Email/)).toHaveAccessibleDescription('Enter a valid email address.');
    expect(field(/^Display Name/)).toHaveAccessibleDescription(expect.stringContaining(FALLBACK_ERROR_TEXT));
    const items = within(screen.getByRole('alert')).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'You must accept the terms and conditions.',
      'Sign-ups are paused.',
    ]);
  });

  it('says something went wrong when a failure has no usable body', async () => {
    mockFetch({ [SIGNUP]: () => new Response('Bad Gateway', { status: 502 }) });
    renderApp('/signup');
    const user = userEvent.setup();
    await fillForm(user);

    await submit(user);

    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong. Try refreshing the page.');
  });

  it('says it cannot reach the servers when there is no response', async () => {
    mockFetch({ [SIGNUP]: networkFailure });
    renderApp('/signup');
    const user = userEvent.setup();
    await fillForm(user);

    await submit(user);

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Unable to contact the servers. Check your internet connection or try again later.',
    );
  });

  it('shows Account Created! with a countdown, then goes to /login after 10 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    mockFetch({ [SIGNUP]: () => jsonResponse(201, { id: 1 }) });
    renderApp('/signup');
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await fillForm(user);

    await submit(user);

    expect(await screen.findByRole('heading', { name: 'Account Created!' })).toBeInTheDocument();
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('10 seconds');

    act(() => vi.advanceTimersByTime(3000));
    expect(status).toHaveTextContent('7 seconds');
    act(() => vi.advanceTimersByTime(3000));
    expect(screen.getByTestId('location')).toHaveTextContent('/signup');

    act(() => vi.advanceTimersByTime(4100));
    expect(screen.getByTestId('location')).toHaveTextContent('/login');
  });
});
