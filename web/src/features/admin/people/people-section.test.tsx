import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminUserDetail, AdminUserSearchResult, AdminUserSummary } from '@playwords/common';
import { jsonResponse, mockFetch } from '../../../test/fetch-mock';
import { makeLicence, makeUser } from '../../../test/fixtures';
import { LAZY, renderApp } from '../../../test/render-app';

const OPERATOR = makeUser({ id: 1, username: 'boss', is_superuser: true });
const SEARCH = 'GET /api/admin/users/?q=ann';
const DETAIL = 'GET /api/admin/users/42/';
const GRANT = 'POST /api/admin/users/42/grant-licence/';
const BAN = 'POST /api/admin/users/42/ban/';

function summary(overrides: Partial<AdminUserSummary> = {}): AdminUserSummary {
  return {
    id: 42,
    username: 'ann_teacher',
    display_name: 'Ann',
    email: 'ann@school.example',
    plan: null,
    has_valid_email: true,
    is_superuser: false,
    date_joined: '2026-01-02T03:04:05.000Z',
    matched_by: 'name',
    uploads_restricted: false,
    suspended: false,
    banned: false,
    ...overrides,
  };
}

function detail(overrides: Partial<AdminUserDetail> = {}): AdminUserDetail {
  return {
    id: 42,
    username: 'ann_teacher',
    display_name: 'Ann',
    email: 'ann@school.example',
    email_to_activate: null,
    has_valid_email: true,
    email_verified_at: '2026-01-02T03:04:05.000Z',
    is_superuser: false,
    is_active: true,
    date_joined: '2026-01-02T03:04:05.000Z',
    accepted_terms_at: '2026-01-02T03:04:05.000Z',
    used_pro_plan_trial: false,
    used_premium_plan_trial: false,
    plan: { type: null, name: 'Basic', valid_until: null },
    restrictions: {
      uploads_restricted_at: null,
      uploads_restricted_reason: null,
      suspended_until: null,
      suspended_reason: null,
      banned_at: null,
      banned_reason: null,
    },
    licences: [],
    orders: [
      {
        id: 7,
        plan: 'PRO',
        months: 1,
        payment: 'SINGLE',
        currency: 'USD',
        amount: 600,
        refunded_amount: 0,
        provider: 'STRIPE',
        status: 'failed',
        note: 'card_declined',
        checkout_ref: 'cs_test_1',
        payment_ref: null,
        subscription_ref: null,
        licence_id: null,
        created_at: '2026-02-01T10:00:00.000Z',
        paid_at: null,
      },
    ],
    sessions: [
      {
        label: 'Session 3',
        remember: true,
        created_at: '2026-02-01T10:00:00.000Z',
        expires_at: '2026-02-08T10:00:00.000Z',
      },
    ],
    uploads: { count: 0, recent: [] },
    wordlists: {
      count: 1,
      recent: [
        { id: 5, theme: 'Fruit', words: 2, is_private: true, is_banned: false, created_at: '2026-02-01T10:00:00.000Z' },
      ],
    },
    mails: [
      {
        id: 9,
        kind: 'activation',
        to: 'ann@school.example',
        subject: 'Activate your account',
        status: 'failed',
        attempts: 6,
        last_error: 'Mailbox unavailable',
        smtp_response: '550 Mailbox unavailable',
        created_at: '2026-01-02T03:04:05.000Z',
        sent_at: null,
      },
    ],
    ...overrides,
  };
}

describe('people section', () => {
  it('finds a teacher by what the operator types and opens her page', async () => {
    const results: AdminUserSearchResult = { count: 1, results: [summary({ plan: 'PRO', suspended: true })] };
    const { callsTo } = mockFetch({
      [SEARCH]: () => jsonResponse(200, results),
      [DETAIL]: () => jsonResponse(200, detail()),
    });
    renderApp('/admin/people', { user: OPERATOR });
    const box = await screen.findByLabelText('Find a teacher', {}, LAZY);
    expect(box).toHaveAttribute('placeholder', expect.stringMatching(/name, e-mail, licence key or order id/i));
    await userEvent.type(box, ' ann {Enter}');
    const table = await screen.findByRole('table', { name: 'Teachers found' });
    expect(within(table).getByText('Pro')).toBeInTheDocument();
    expect(within(table).getByText('Suspended')).toBeInTheDocument();
    expect(callsTo(SEARCH)).toHaveLength(1);

    await userEvent.click(within(table).getByRole('link', { name: 'ann_teacher' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'ann_teacher' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/admin/people/42');
  });

  it("shows her page's sections: orders with their status, sessions, lists and the mails with the SMTP answer", async () => {
    mockFetch({ [DETAIL]: () => jsonResponse(200, detail()) });
    renderApp('/admin/people/42', { user: OPERATOR });
    await screen.findByRole('heading', { level: 2, name: 'ann_teacher' }, LAZY);
    for (const name of ['Account', 'Plan and licences', 'Orders', 'Sessions', 'Uploads', 'Word lists', 'Mails']) {
      expect(screen.getByRole('heading', { level: 3, name })).toBeInTheDocument();
    }
    const orders = screen.getByRole('table', { name: 'Orders' });
    expect(within(orders).getByText('failed')).toBeInTheDocument();
    expect(within(orders).getByText('6.00 USD')).toBeInTheDocument();
    expect(within(orders).getByText('card_declined')).toBeInTheDocument();
    expect(within(screen.getByRole('table', { name: 'Sessions' })).getByText('Session 3')).toBeInTheDocument();
    expect(within(screen.getByRole('table', { name: 'Word lists' })).getByText('Fruit')).toBeInTheDocument();
    const mails = screen.getByRole('table', { name: 'Mails' });
    expect(within(mails).getByText('550 Mailbox unavailable')).toBeInTheDocument();
    expect(screen.getByText('No uploads.')).toBeInTheDocument();
    expect(screen.getByText('No licences.')).toBeInTheDocument();
    // A verified address: nothing to verify or resend.
    expect(screen.queryByRole('button', { name: 'Verify e-mail' })).not.toBeInTheDocument();
    for (const name of ['End sessions', 'Grant licence', 'Restrict uploads', 'Suspend', 'Ban']) {
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
    }
  });

  it('grants a Pro licence of 30 days with a reason, then shows Pro and a notice', async () => {
    let granted = false;
    const pro = detail({
      plan: { type: 'PRO', name: 'Pro', valid_until: '2026-03-03T10:00:00.000Z' },
      licences: [makeLicence({ license_type: 'PRO', is_active: true, duration: 30, remaining_days: 30 })],
    });
    const { callsTo } = mockFetch({
      [DETAIL]: () => jsonResponse(200, granted ? pro : detail()),
      [GRANT]: () => {
        granted = true;
        return jsonResponse(200, pro);
      },
    });
    renderApp('/admin/people/42', { user: OPERATOR });
    await userEvent.click(await screen.findByRole('button', { name: 'Grant licence' }, LAZY));
    const dialog = await screen.findByRole('dialog', { name: 'Grant licence' });
    await userEvent.selectOptions(within(dialog).getByLabelText('Licence type'), 'Pro');
    const days = within(dialog).getByLabelText('Days');
    await userEvent.clear(days);
    await userEvent.type(days, '30');
    await userEvent.type(within(dialog).getByLabelText(/Reason/), 'Paid by bank transfer');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Pro licence of 30 days granted to ann_teacher.');
    expect(callsTo(GRANT)[0]?.body).toEqual({
      type: 'PRO',
      days: 30,
      subscription: false,
      reason: 'Paid by bank transfer',
    });
    await waitFor(() => expect(screen.getByLabelText('Plan: Pro')).toBeInTheDocument());
    expect(within(screen.getByRole('table', { name: 'Licences' })).getByText('Pro Plan')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('asks why before a ban, keeps the dialog open with the error, and offers Lift ban afterwards', async () => {
    let banned = false;
    const after = detail({
      restrictions: { ...detail().restrictions, banned_at: '2026-02-02T00:00:00.000Z', banned_reason: 'Abuse' },
    });
    let attempts = 0;
    const { callsTo } = mockFetch({
      [DETAIL]: () => jsonResponse(200, banned ? after : detail()),
      [BAN]: () => {
        attempts += 1;
        if (attempts === 1) return jsonResponse(400, { detail: 'She is already banned.' });
        banned = true;
        return jsonResponse(200, after);
      },
    });
    renderApp('/admin/people/42', { user: OPERATOR });
    await userEvent.click(await screen.findByRole('button', { name: 'Ban' }, LAZY));
    const dialog = await screen.findByRole('dialog', { name: 'Ban' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    // No reason, no call (the field is required).
    expect(callsTo(BAN)).toHaveLength(0);

    await userEvent.type(within(dialog).getByLabelText(/Reason/), 'Abuse');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await within(dialog).findByText('She is already banned.')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Ban: done for ann_teacher.');
    expect(await screen.findByRole('button', { name: 'Lift ban' })).toBeInTheDocument();
    expect(screen.getByText(/^Since .*: Abuse$/)).toBeInTheDocument();
  });

  it('searches as the operator types, after a pause', async () => {
    const { callsTo } = mockFetch({ [SEARCH]: () => jsonResponse(200, { count: 1, results: [summary()] }) });
    renderApp('/admin/people', { user: OPERATOR });
    await userEvent.type(await screen.findByLabelText('Find a teacher', {}, LAZY), 'ann');
    expect(await screen.findByRole('link', { name: 'ann_teacher' })).toBeInTheDocument();
    expect(callsTo(SEARCH)).toHaveLength(1);
    expect(screen.getByTestId('location')).toHaveTextContent('/admin/people');
  });

  it('says when nobody matches', async () => {
    mockFetch({ 'GET /api/admin/users/?q=zzz': () => jsonResponse(200, { count: 0, results: [] }) });
    renderApp('/admin/people?q=zzz', { user: OPERATOR });
    expect(await screen.findByText('Nobody matches “zzz”.', {}, LAZY)).toBeInTheDocument();
    expect(screen.getByLabelText('Find a teacher')).toHaveValue('zzz');
  });

  it('says when her page cannot be loaded, with Try again', async () => {
    mockFetch({ 'GET /api/admin/users/404/': () => jsonResponse(404, { detail: 'Not found.' }) });
    renderApp('/admin/people/404', { user: OPERATOR });
    expect(await screen.findByText('This teacher could not be loaded.', {}, LAZY)).toBeInTheDocument();
    expect(screen.getByText('Not found.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
