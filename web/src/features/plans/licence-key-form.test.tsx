import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { buildLicenceKey } from '@playwords/common';
import { jsonResponse, mockFetch } from '../../test/fetch-mock';
import { makeLicence, makeUser } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';

const GOOD_KEY = buildLicenceKey(['ABCDE', '12345', 'FGHIJ', '67890']);
const GOOD_CHECKSUM = GOOD_KEY.slice(-5);
// The same key with its last character changed: right shape, wrong checksum.
const BAD_KEY = `${GOOD_KEY.slice(0, -1)}${GOOD_KEY.endsWith('Q') ? 'R' : 'Q'}`;
const ACTIVATE = `POST /api/licenses/${GOOD_KEY}/activate/`;

function box(part: number) {
  return screen.getByRole('textbox', { name: `License key part ${part} of 5` });
}

function boxValues() {
  return [1, 2, 3, 4, 5].map((part) => (box(part) as HTMLInputElement).value);
}

async function openForm(user = makeUser()) {
  renderApp('/plans', { user });
  await screen.findByRole('heading', { name: 'Already have a license key?' });
}

describe('licence key form', () => {
  it('keeps letters and digits in upper case and moves to the next box when one is full', async () => {
    mockFetch({});
    await openForm();
    const user = userEvent.setup();

    await user.type(box(1), 'ab-c d');
    expect(boxValues()).toEqual(['ABCD', '', '', '', '']);
    expect(box(1)).toHaveFocus();

    await user.type(box(1), 'e12345f');
    expect(boxValues()).toEqual(['ABCDE', '12345', 'F', '', '']);
    expect(box(3)).toHaveFocus();
  });

  it('goes back to the previous box on Backspace in an empty box', async () => {
    mockFetch({});
    await openForm();
    const user = userEvent.setup();

    await user.type(box(1), 'ABCDE');
    expect(box(2)).toHaveFocus();
    await user.keyboard('{Backspace}');
    expect(box(1)).toHaveFocus();
    await user.keyboard('{Backspace}');
    expect(boxValues()).toEqual(['ABCD', '', '', '', '']);
  });

  it.each([
    ['with dashes', GOOD_KEY.toLowerCase()],
    ['with spaces', GOOD_KEY.replaceAll('-', ' ')],
    ['without separators', GOOD_KEY.replaceAll('-', '')],
  ])('fills all five boxes from a whole key pasted into any box (%s)', async (_, pasted) => {
    mockFetch({});
    await openForm();
    const user = userEvent.setup();

    await user.click(box(3));
    await user.paste(pasted);

    expect(boxValues()).toEqual(['ABCDE', '12345', 'FGHIJ', '67890', GOOD_CHECKSUM]);
    expect(screen.getByRole('button', { name: 'Activate' })).toBeEnabled();
  });

  it('enables Activate only for a key whose checksum holds', async () => {
    mockFetch({});
    await openForm();
    const user = userEvent.setup();
    const activate = screen.getByRole('button', { name: 'Activate' });

    expect(activate).toBeDisabled();
    await user.click(box(1));
    await user.paste(BAD_KEY);
    expect(boxValues().join('-')).toBe(BAD_KEY);
    expect(activate).toBeDisabled();

    await user.clear(box(5));
    await user.type(box(5), GOOD_CHECKSUM);
    expect(activate).toBeEnabled();
  });

  it('activates the key, refreshes the user and goes to the dashboard', async () => {
    const { callsTo } = mockFetch({
      [ACTIVATE]: () => jsonResponse(200, makeLicence({ id: GOOD_KEY })),
      'GET /api/users/me/': () => jsonResponse(200, makeUser({ has_active_plan: true, current_plan_type: 'PRO' })),
    });
    await openForm();
    const user = userEvent.setup();

    await user.click(box(1));
    await user.paste(GOOD_KEY);
    await user.click(screen.getByRole('button', { name: 'Activate' }));

    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
    expect(callsTo(ACTIVATE)).toHaveLength(1);
    expect(callsTo(ACTIVATE)[0]?.headers.get('X-CSRFToken')).toBe('test-csrf-token');
    expect(await screen.findByRole('link', { name: 'Pro' })).toHaveAttribute('href', '/profile');
  });

  it.each([
    [400, { non_field_errors: ['This license key is not valid or has already been used.'] }],
    [429, { detail: 'Request was throttled. Expected available in 42 seconds.' }],
  ])('shows the server’s %i message under the form and stays', async (status, body) => {
    mockFetch({ [ACTIVATE]: () => jsonResponse(status, body) });
    await openForm();
    const user = userEvent.setup();

    await user.click(box(2));
    await user.paste(GOOD_KEY);
    await user.click(screen.getByRole('button', { name: 'Activate' }));

    const message = Object.values(body).flat()[0]!;
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByTestId('location')).toHaveTextContent('/plans');
    expect(screen.getByRole('button', { name: 'Activate' })).toBeEnabled();
  });

  it('clears the refusal as soon as she changes the key', async () => {
    mockFetch({
      [ACTIVATE]: () =>
        jsonResponse(400, { non_field_errors: ['This license key is not valid or has already been used.'] }),
    });
    await openForm();
    const user = userEvent.setup();

    await user.click(box(1));
    await user.paste(GOOD_KEY);
    await user.click(screen.getByRole('button', { name: 'Activate' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This license key is not valid or has already been used.',
    );
    await user.type(box(5), '{Backspace}');

    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('sends a visitor to /login instead of activating', async () => {
    const { callsTo } = mockFetch({});
    renderApp('/plans');
    await screen.findByRole('heading', { name: 'Already have a license key?' });
    const user = userEvent.setup();

    await user.click(box(1));
    await user.paste(GOOD_KEY);
    await user.click(screen.getByRole('button', { name: 'Activate' }));

    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/login'));
    expect(callsTo(ACTIVATE)).toHaveLength(0);
  });
});
