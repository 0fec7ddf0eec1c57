import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FALLBACK_ERROR_TEXT } from '@playwords/common';
import { deferredResponse, jsonResponse, mockFetch } from '../../test/fetch-mock';
import { makeLicence, makeUser } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';

const TRIAL = 'POST /api/payments/start-trial/';
const ME = 'GET /api/users/me/';

async function findCard(name: 'Pro' | 'Premium') {
  return within(await screen.findByRole('article', { name: `${name} trial` }));
}

describe('trial cards', () => {
  it('goes ClickMe → Processing → Activating → Success, refreshing the user so the plan shows', async () => {
    const trial = deferredResponse();
    const me = deferredResponse();
    const { callsTo } = mockFetch({ [TRIAL]: trial.handler, [ME]: me.handler });
    renderApp('/plans', { user: makeUser() });
    const user = userEvent.setup();
    const card = await findCard('Pro');

    expect(card.getByRole('heading', { name: 'Start a pro trial now!' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go Pro' })).toBeInTheDocument();
    await user.click(card.getByRole('button', { name: 'START PRO TRIAL' }));

    expect(await card.findByRole('button', { name: 'Processing...' })).toBeDisabled();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(callsTo(TRIAL)).toHaveLength(1));
    expect(callsTo(TRIAL)[0]?.body).toEqual({ type: 'PRO' });

    trial.respond(jsonResponse(201, makeLicence({ is_trial: true, duration: 7, remaining_days: 7 })));
    expect(await card.findByRole('button', { name: 'Activating...' })).toBeDisabled();
    await waitFor(() => expect(callsTo(ME)).toHaveLength(1));

    me.respond(
      jsonResponse(200, makeUser({ has_active_plan: true, current_plan_type: 'PRO', used_pro_plan_trial: true })),
    );
    expect(await card.findByRole('heading', { name: 'Success!' })).toBeInTheDocument();
    expect(card.getByRole('link', { name: 'PLAY GAMES' })).toHaveAttribute('href', '/');
    expect(card.queryByText('Used')).not.toBeInTheDocument();
    // The header follows the refreshed user: an active plan needs no 'Go Pro'.
    expect(screen.queryByRole('link', { name: 'Go Pro' })).not.toBeInTheDocument();
  });

  it('returns to ClickMe and lists the errors on failure', async () => {
    mockFetch({
      [TRIAL]: () => jsonResponse(400, { type: ['You have already used your Premium trial.'], detail: '' }),
    });
    renderApp('/plans', { user: makeUser() });
    const card = await findCard('Premium');

    await userEvent.setup().click(card.getByRole('button', { name: 'START PREMIUM TRIAL' }));

    const alert = await card.findByRole('alert');
    expect(
      within(alert)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['You have already used your Premium trial.', FALLBACK_ERROR_TEXT]);
    expect(card.getByRole('button', { name: 'START PREMIUM TRIAL' })).toBeEnabled();
    expect(card.getByRole('heading', { name: 'Start a premium trial now!' })).toBeInTheDocument();
  });

  it('shows a used trial with a Used ribbon, dimmed and disabled', async () => {
    mockFetch({});
    renderApp('/plans', { user: makeUser({ used_pro_plan_trial: true }) });

    const pro = await findCard('Pro');
    expect(pro.getByText('Used')).toBeInTheDocument();
    expect(pro.getByRole('button', { name: 'START PRO TRIAL' })).toBeDisabled();
    expect(screen.getByRole('article', { name: 'Pro trial' })).toHaveAttribute('data-used');

    const premium = await findCard('Premium');
    expect(premium.queryByText('Used')).not.toBeInTheDocument();
    expect(premium.getByRole('button', { name: 'START PREMIUM TRIAL' })).toBeEnabled();
    expect(screen.getByRole('article', { name: 'Premium trial' })).not.toHaveAttribute('data-used');
  });

  it('sends a visitor to /login without starting anything', async () => {
    const { callsTo } = mockFetch({});
    renderApp('/plans');
    const card = await findCard('Pro');

    await userEvent.setup().click(card.getByRole('button', { name: 'START PRO TRIAL' }));

    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/login'));
    expect(callsTo(TRIAL)).toHaveLength(0);
  });

  it('asks a user with an active plan whether to pause it; declining sends nothing', async () => {
    const { calls } = mockFetch({});
    renderApp('/plans', { user: makeUser({ has_active_plan: true, current_plan_type: 'PRO' }) });
    const user = userEvent.setup();
    const card = await findCard('Premium');

    await user.click(card.getByRole('button', { name: 'START PREMIUM TRIAL' }));

    const dialog = within(await screen.findByRole('dialog', { name: 'Pause your current plan?' }));
    expect(dialog.getByText(/pauses it, and you use the Premium trial for 7 days/)).toBeInTheDocument();
    expect(dialog.getByText(/original plan resumes/)).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'No, keep my plan' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(card.getByRole('button', { name: 'START PREMIUM TRIAL' })).toBeEnabled();
    // Nothing but the purchase panel's look at what this server takes.
    expect(calls.filter((call) => call.url !== '/api/payments/config/')).toHaveLength(0);
  });

  it('starts the trial once the pause is confirmed', async () => {
    const { callsTo } = mockFetch({
      [TRIAL]: () => jsonResponse(201, makeLicence({ license_type: 'PRE', is_trial: true })),
      [ME]: () => jsonResponse(200, makeUser({ has_active_plan: true, current_plan_type: 'PRE' })),
    });
    renderApp('/plans', { user: makeUser({ has_active_plan: true, current_plan_type: 'PRO' }) });
    const user = userEvent.setup();
    const card = await findCard('Premium');

    await user.click(card.getByRole('button', { name: 'START PREMIUM TRIAL' }));
    await user.click(await screen.findByRole('button', { name: 'Pause it and start the trial' }));

    expect(await card.findByRole('heading', { name: 'Success!' })).toBeInTheDocument();
    expect(callsTo(TRIAL)[0]?.body).toEqual({ type: 'PREMIUM' });
  });

  it('is hidden once both trials are used', async () => {
    mockFetch({});
    renderApp('/plans', { user: makeUser({ used_pro_plan_trial: true, used_premium_plan_trial: true }) });

    expect(await screen.findByRole('heading', { name: 'Already have a license key?' })).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Pro trial' })).not.toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Premium trial' })).not.toBeInTheDocument();
    expect(screen.queryByText(/trial now!/)).not.toBeInTheDocument();
  });
});
