import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminCouponDto, AdminKeyBatchDto, AdminOrderDto } from '@playwords/common';
import { jsonResponse, mockFetch } from '../../../test/fetch-mock';
import { makeUser } from '../../../test/fixtures';
import { LAZY, renderApp } from '../../../test/render-app';

const OPERATOR = makeUser({ id: 1, username: 'boss', is_superuser: true });
const ORDERS = 'GET /api/admin/orders/?limit=50&offset=0';
const PAID_ORDERS = 'GET /api/admin/orders/?status=paid&limit=50&offset=0';
const REFUND = 'POST /api/admin/orders/12/refund/';
const BATCHES = 'GET /api/admin/key-batches/?limit=50&offset=0';
const MINT = 'POST /api/admin/key-batches/';
const COUPONS = 'GET /api/admin/coupons/?limit=50&offset=0';
const CREATE_COUPON = 'POST /api/admin/coupons/';
const EXPIRE = 'POST /api/admin/coupons/3/expire/';

function order(overrides: Partial<AdminOrderDto> = {}): AdminOrderDto {
  return {
    id: 12,
    user: { id: 42, username: 'ann_teacher' },
    plan_code: 'SINGLE_PROPLAN3_CNY',
    months: 3,
    payment: 'SINGLE',
    provider: 'STRIPE',
    currency: 'CNY',
    price: 10600,
    fee: 200,
    discount: 0,
    amount: 10800,
    coupon_code: 'SPRING10',
    status: 'paid',
    note: null,
    payment_ref: 'pi_1',
    subscription_ref: null,
    licence_id: 'AAAAA-BBBBB-CCCCC-DDDDD-EEEEE',
    refunded_amount: 0,
    refund_ref: null,
    refunded_at: null,
    refund_cap: 3600,
    refund_refusal: null,
    created_at: '2026-02-01T10:00:00.000Z',
    paid_at: '2026-02-01T10:01:00.000Z',
    ...overrides,
  };
}

function batch(overrides: Partial<AdminKeyBatchDto> = {}): AdminKeyBatchDto {
  return {
    id: 5,
    type: 'PRE',
    days: 90,
    count: 20,
    redeemed: 3,
    note: 'Springfield school',
    created_by: 'boss',
    created_at: '2026-02-01T10:00:00.000Z',
    ...overrides,
  };
}

function coupon(overrides: Partial<AdminCouponDto> = {}): AdminCouponDto {
  return {
    id: 3,
    code: 'SPRING10',
    value: 'MULT0.9',
    scope: 'BOTH',
    uses: 4,
    max_uses: 10,
    expires_at: null,
    usable: true,
    created_at: '2026-02-01T10:00:00.000Z',
    ...overrides,
  };
}

const page = <T,>(results: T[]) => jsonResponse(200, { count: results.length, results });

describe('money section', () => {
  it('lists orders with money in their currency, filters them, and refunds one up to its cap with a reason', async () => {
    const refunded = order({ refunded_amount: 1000, refund_cap: 2600 });
    let refundedYet = false;
    const { callsTo } = mockFetch({
      [ORDERS]: () =>
        page([
          refundedYet ? refunded : order(),
          order({
            id: 11,
            status: 'failed',
            refund_cap: 0,
            refund_refusal: 'Only a paid order can be refunded.',
            currency: 'USD',
            amount: 629,
            coupon_code: null,
          }),
        ]),
      [PAID_ORDERS]: () => page([order()]),
      [REFUND]: () => {
        refundedYet = true;
        return jsonResponse(200, { order: refunded, refunded: 1000, days_taken_back: 8 });
      },
    });
    renderApp('/admin/money', { user: OPERATOR });
    expect(await screen.findByRole('heading', { level: 2, name: 'Money' }, LAZY)).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Orders', selected: true })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Orders' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    const first = within(rows[1]!);
    expect(first.getByText('ann_teacher')).toBeInTheDocument();
    expect(first.getByText('¥108.00')).toBeInTheDocument();
    expect(first.getByText('¥36.00')).toBeInTheDocument();
    expect(first.getByText('SPRING10')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('$6.29')).toBeInTheDocument();
    expect(within(rows[2]!).getByRole('button', { name: 'Refund order 11' })).toBeDisabled();

    await userEvent.selectOptions(screen.getByLabelText('Status'), 'paid');
    await waitFor(() => expect(callsTo(PAID_ORDERS)).toHaveLength(1));
    await userEvent.selectOptions(screen.getByLabelText('Status'), '');

    await userEvent.click(await screen.findByRole('button', { name: 'Refund order 12' }));
    const dialog = await screen.findByRole('dialog', { name: 'Refund order #12' });
    const amount = within(dialog).getByLabelText(/Amount \(CNY\)/);
    expect(amount).toHaveValue('36.00');
    expect(within(dialog).getByText(/At most ¥36\.00: a month's worth/)).toBeInTheDocument();
    // No reason, no refund.
    expect(within(dialog).getByLabelText(/Reason/)).toBeRequired();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Refund' }));
    expect(callsTo(REFUND)).toHaveLength(0);

    await userEvent.clear(amount);
    await userEvent.type(amount, '10');
    await userEvent.type(within(dialog).getByLabelText(/Reason/), 'Asked by e-mail');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Refund' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Refunded ¥10.00 of order #12; 8 days taken back from the plan.',
    );
    expect(callsTo(REFUND)[0]!.body).toEqual({ amount: '10', reason: 'Asked by e-mail' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() =>
      expect(within(screen.getByRole('table', { name: 'Orders' })).getByText('¥26.00')).toBeInTheDocument(),
    );
  });

  it('keeps the refund dialog open with the server’s words when it refuses', async () => {
    mockFetch({
      [ORDERS]: () => page([order()]),
      [REFUND]: () => jsonResponse(400, { amount: ['At most ¥36.00 may be refunded now.'] }),
    });
    renderApp('/admin/money', { user: OPERATOR });
    await userEvent.click(await screen.findByRole('button', { name: 'Refund order 12' }, LAZY));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText(/Reason/), 'Try');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Refund' }));
    expect(await within(dialog).findByText('At most ¥36.00 may be refunded now.')).toBeInTheDocument();
  });

  it('mints a batch of keys after asking why, and offers each batch’s CSV', async () => {
    const { callsTo } = mockFetch({
      [ORDERS]: () => page([]),
      [BATCHES]: () => page([batch()]),
      [MINT]: () => jsonResponse(201, batch({ id: 6, type: 'PRO', days: 30, count: 25, redeemed: 0 })),
    });
    renderApp('/admin/money', { user: OPERATOR });
    await userEvent.click(await screen.findByRole('tab', { name: 'Licence keys' }, LAZY));
    const table = await screen.findByRole('table', { name: 'Key batches' });
    expect(within(table).getByText('Springfield school')).toBeInTheDocument();
    expect(within(table).getByRole('link', { name: 'Download CSV of batch 5' })).toHaveAttribute(
      'href',
      '/api/admin/key-batches/5/keys.csv',
    );

    await userEvent.clear(screen.getByLabelText(/Days each/));
    await userEvent.type(screen.getByLabelText(/Days each/), '30');
    await userEvent.clear(screen.getByLabelText(/How many keys/));
    await userEvent.type(screen.getByLabelText(/How many keys/), '25');
    await userEvent.type(screen.getByLabelText(/Note/), 'Reseller');
    await userEvent.click(screen.getByRole('button', { name: 'Mint keys' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mint keys' });
    expect(dialog).toHaveTextContent('Mint 25 unused Pro keys of 30 days each.');
    await userEvent.type(within(dialog).getByLabelText(/Reason/), 'Ordered by a reseller');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mint' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Minted batch #6: 25 Pro keys of 30 days.');
    expect(callsTo(MINT)[0]!.body).toEqual({
      type: 'PRO',
      days: 30,
      count: 25,
      note: 'Reseller',
      reason: 'Ordered by a reseller',
    });
  });

  it('creates a coupon and expires one early, each after asking why', async () => {
    const { callsTo } = mockFetch({
      [ORDERS]: () => page([]),
      [COUPONS]: () =>
        page([
          coupon(),
          coupon({
            id: 4,
            code: 'OLD',
            uses: 2,
            max_uses: null,
            usable: false,
            expires_at: '2026-01-01T00:00:00.000Z',
          }),
        ]),
      [CREATE_COUPON]: () => jsonResponse(201, coupon({ id: 9, code: 'SUMMER', value: 'SUB2', scope: 'SINGLE' })),
      [EXPIRE]: () => jsonResponse(200, coupon({ usable: false, expires_at: '2026-02-02T00:00:00.000Z' })),
    });
    renderApp('/admin/money', { user: OPERATOR });
    await userEvent.click(await screen.findByRole('tab', { name: 'Coupons' }, LAZY));
    const table = await screen.findByRole('table', { name: 'Coupons' });
    expect(within(table).getByText('4 of 10')).toBeInTheDocument();
    expect(within(table).getByRole('button', { name: 'Expire OLD now' })).toBeDisabled();

    await userEvent.type(screen.getByLabelText(/^Code/), 'summer');
    await userEvent.type(screen.getByLabelText(/^Value/), 'SUB2');
    await userEvent.selectOptions(screen.getByLabelText(/^For/), 'SINGLE');
    await userEvent.type(screen.getByLabelText(/^Max uses/), '100');
    await userEvent.click(screen.getByRole('button', { name: 'Create coupon' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create coupon' });
    await userEvent.type(within(dialog).getByLabelText(/Reason/), 'Summer newsletter');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Created coupon SUMMER.');
    expect(callsTo(CREATE_COUPON)[0]!.body).toEqual({
      code: 'summer',
      value: 'SUB2',
      scope: 'SINGLE',
      expires: null,
      max_uses: '100',
      reason: 'Summer newsletter',
    });

    await userEvent.click(within(table).getByRole('button', { name: 'Expire SPRING10 now' }));
    const expireDialog = await screen.findByRole('dialog', { name: 'Expire SPRING10' });
    await userEvent.type(within(expireDialog).getByLabelText(/Reason/), 'Leaked online');
    await userEvent.click(within(expireDialog).getByRole('button', { name: 'Expire now' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Coupon SPRING10 no longer works.');
    expect(callsTo(EXPIRE)[0]!.body).toEqual({ reason: 'Leaked online' });
  });

  it('says when the orders cannot be loaded, with Try again', async () => {
    mockFetch({ [ORDERS]: () => jsonResponse(500, { detail: 'Server error.' }) });
    renderApp('/admin/money', { user: OPERATOR });
    expect(await screen.findByText('The orders could not be loaded.', {}, LAZY)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
