import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PaymentsConfigResponse } from '@playwords/common';
import { jsonResponse, mockFetch, type MockHandler } from '../../test/fetch-mock';
import { makeUser } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';

const CONFIG = 'GET /api/payments/config/';

function config(overrides: Partial<PaymentsConfigResponse> = {}): PaymentsConfigResponse {
  return {
    stripe: true,
    paypal: true,
    paypal_client_id: 'test-client',
    alipay: false,
    billing_email: 'billing@example.org',
    ...overrides,
  };
}

function panel() {
  return within(screen.getByRole('region', { name: 'Purchase a Full Plan!' }));
}

/** The amount the Order Summary shows for a term ('Price', 'Total'…). */
function summary(term: string): string | null | undefined {
  const list = within(screen.getByRole('region', { name: 'Order Summary' }));
  return list.getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;
}

interface PanelOptions {
  /** false: a visitor. */
  user?: boolean;
  config?: Partial<PaymentsConfigResponse>;
  handlers?: Record<string, MockHandler>;
}

async function openPanel(options: PanelOptions = {}) {
  const fetch = mockFetch({ [CONFIG]: () => jsonResponse(200, config(options.config)), ...options.handlers });
  renderApp('/plans', options.user === false ? {} : { user: makeUser() });
  await screen.findByRole('region', { name: 'Purchase a Full Plan!' });
  return { ...fetch, user: userEvent.setup({ delay: null }) };
}

const radio = (name: string) => panel().getByRole('radio', { name });

describe('purchase panel: prices', () => {
  // accounts §9, written out here rather than read from common's table.
  it.each([
    ['USD', 'PRO', '$5.99 / month', ['$5.99', '$16.49', '$29.99']],
    ['USD', 'PREMIUM', '$9.99 / month', ['$9.99', '$26.99', '$49.99']],
    ['RMB', 'PRO', '¥39.00 / month', ['¥39.00', '¥106.00', '¥195.00']],
    ['RMB', 'PREMIUM', '¥66.00 / month', ['¥66.00', '¥181.00', '¥330.00']],
  ])('%s: %s costs %s, and per duration %j', async (currency, plan, monthly, durations) => {
    const { user } = await openPanel();
    await user.selectOptions(panel().getByRole('combobox', { name: 'Currency' }), currency);
    await user.click(radio(plan));

    expect(radio(plan)).toBeChecked();
    expect(radio(plan)).toHaveAccessibleDescription(monthly);
    expect(radio('1 Month')).toHaveAccessibleDescription(durations[0]);
    expect(radio('3 Months')).toHaveAccessibleDescription(`${durations[1]} You pay for 2 Months + 3 Weeks`);
    expect(radio('6 Months')).toHaveAccessibleDescription(`${durations[2]} You pay for 5 Months`);
    for (const [index, months] of ['1 Month', '3 Months', '6 Months'].entries()) {
      await user.click(radio(months));
      expect(summary('Price')).toBe(durations[index]);
      expect(summary('Duration')).toBe(months);
    }
  });

  it('offers Basic free, needing only an account: no purchase, no summary', async () => {
    const { user } = await openPanel();
    expect(radio('BASIC')).toHaveAccessibleDescription('Free: only an account');
    await user.click(radio('BASIC'));

    expect(panel().getByText('Basic is free: it needs no purchase, only an account.')).toBeInTheDocument();
    expect(panel().queryByRole('region', { name: 'Order Summary' })).not.toBeInTheDocument();
    expect(panel().queryByRole('button', { name: 'Card' })).not.toBeInTheDocument();
  });

  it('starts on Pro for a month by subscription, in US dollars', async () => {
    await openPanel();
    expect(panel().getByRole('combobox', { name: 'Currency' })).toHaveValue('USD');
    expect(radio('PRO')).toBeChecked();
    expect(radio('1 Month')).toBeChecked();
    expect(radio('Subscription')).toBeChecked();
  });

  it('starts in RMB for a browser whose language is Chinese', async () => {
    vi.spyOn(navigator, 'language', 'get').mockReturnValue('zh-CN');
    await openPanel();
    const select = panel().getByRole('combobox', { name: 'Currency' });
    expect(select).toHaveValue('CNY');
    expect(within(select).getByRole('option', { selected: true })).toHaveTextContent('RMB');
    expect(summary('Price')).toBe('¥39.00');
  });

  it('moves between tiles with the arrow keys', async () => {
    const { user } = await openPanel();
    radio('1 Month').focus();
    await user.keyboard('{ArrowRight}');
    expect(radio('3 Months')).toBeChecked();
    expect(radio('3 Months')).toHaveFocus();
    expect(summary('Price')).toBe('$16.49');
  });
});

describe('purchase panel: order summary and coupon', () => {
  it('adds the Single Purchase Fee to a one-time payment only', async () => {
    const { user } = await openPanel();
    await user.click(radio('3 Months'));
    expect(summary('Payment')).toBe('Subscription, renews every 3 months');
    expect(panel().queryByText('Single Purchase Fee')).not.toBeInTheDocument();
    expect(summary('Total')).toBe('$16.49');

    await user.click(radio('One Time Payment'));
    expect(summary('Plan')).toBe('Pro');
    expect(summary('Payment')).toBe('One Time Payment');
    expect(summary('Price')).toBe('$16.49');
    expect(summary('Single Purchase Fee')).toBe('$0.30');
    expect(summary('Total')).toBe('$16.79');

    await user.selectOptions(panel().getByRole('combobox', { name: 'Currency' }), 'RMB');
    expect(summary('Single Purchase Fee')).toBe('¥2.00');
    expect(summary('Total')).toBe('¥108.00');
  });

  it('checks the code in the dialog first, then shows what the server says', async () => {
    const { user, callsTo } = await openPanel({
      handlers: {
        'GET /api/payments/check-coupon/OLD/': () => jsonResponse(400, { code: ['This coupon has expired.'] }),
        'GET /api/payments/check-coupon/SAVE10/': () => jsonResponse(200, { value: 'MULT0.9', payment: 'SUB' }),
      },
    });
    await user.click(panel().getByRole('button', { name: 'Got a Coupon Code?' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Got a Coupon Code?' }));
    const field = dialog.getByRole('textbox', { name: 'Coupon Code' });

    await user.click(dialog.getByRole('button', { name: 'Apply' }));
    expect(dialog.getByText('Please enter a code.')).toBeInTheDocument();
    await user.type(field, 'SAVE-10');
    await user.click(dialog.getByRole('button', { name: 'Apply' }));
    expect(dialog.getByText('This is an invalid code.')).toBeInTheDocument();
    expect(callsTo('GET /api/payments/check-coupon/SAVE-10/')).toHaveLength(0);

    await user.clear(field);
    await user.type(field, 'OLD');
    await user.click(dialog.getByRole('button', { name: 'Apply' }));
    expect(await dialog.findByText('This coupon has expired.')).toBeInTheDocument();
    expect(panel().queryByText(/^Coupon /, { selector: 'dt' })).not.toBeInTheDocument();

    await user.clear(field);
    await user.type(field, 'SAVE10{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(panel().getByText('Coupon SAVE10 added.')).toBeInTheDocument();
  });

  it('takes a confirmed coupon off when it applies, and strikes it through with its message when not', async () => {
    const { user } = await openPanel({
      handlers: {
        'GET /api/payments/check-coupon/SAVE10/': () => jsonResponse(200, { value: 'MULT0.9', payment: 'SUB' }),
        'GET /api/payments/check-coupon/TWO/': () => jsonResponse(200, { value: 'SUB2', payment: 'SINGLE' }),
      },
    });
    // No coupon until one is confirmed (the default state is not used).
    await user.click(radio('3 Months'));
    expect(summary('Total')).toBe('$16.49');

    await confirmCoupon(user, 'SAVE10');
    expect(summary('Coupon SAVE10')).toBe('−$1.65 (10%)');
    expect(summary('Total')).toBe('$14.84');

    await user.click(radio('One Time Payment'));
    expect(panel().getByText('10%', { selector: 's' })).toBeInTheDocument();
    expect(panel().getByText('This coupon can only be used for subscription payments.')).toBeInTheDocument();
    expect(summary('Total')).toBe('$16.79');

    await confirmCoupon(user, 'TWO');
    expect(summary('Coupon TWO')).toBe('−$2.00 ($2.00)');
    expect(summary('Total')).toBe('$14.79');
    await user.click(radio('Subscription'));
    expect(panel().getByText('$2.00', { selector: 's' })).toBeInTheDocument();
    expect(panel().getByText('This coupon can only be used for a one time payment.')).toBeInTheDocument();
    expect(summary('Total')).toBe('$16.49');

    await user.click(panel().getByRole('button', { name: 'Remove coupon' }));
    expect(panel().queryByText(/^Coupon /, { selector: 'dt' })).not.toBeInTheDocument();
  });
});

describe('purchase panel: methods', () => {
  const WECHAT_HINT = 'WeChat only supports one time payments of RMB. We apologize for the inconvenience.';
  const BOTH_HINT = 'WeChat and AliPay only support one time payments of RMB. We apologize for the inconvenience.';
  const RMB_HINT = 'Paypal does not allow RMB pricing. You can still use a Chinese paypal account with USD.';
  const COUPON_HINT =
    'Unfortunately, PayPal does not accept our coupon codes for subscriptions. One time payments and the other checkout options will accept it.';

  const method = (name: string) => panel().getByRole('button', { name });

  it('enables card and PayPal for a US dollar subscription; WeChat says why not and offers the switch', async () => {
    const { user } = await openPanel();
    expect(await panel().findByRole('button', { name: 'Card' })).toBeEnabled();
    expect(method('PayPal')).toBeEnabled();
    expect(method('WeChat Pay')).toBeDisabled();
    expect(method('WeChat Pay')).toHaveAccessibleDescription(WECHAT_HINT + ' Click to switch to One Time Payment');
    expect(panel().queryByRole('button', { name: 'AliPay' })).not.toBeInTheDocument();

    await user.click(panel().getByRole('button', { name: 'Click to switch to One Time Payment' }));
    expect(radio('One Time Payment')).toBeChecked();
    expect(panel().getByRole('combobox', { name: 'Currency' })).toHaveValue('CNY');
    expect(method('WeChat Pay')).toBeEnabled();
    expect(method('Card')).toBeEnabled();
    expect(method('PayPal')).toBeDisabled();
    expect(panel().getByText(RMB_HINT)).toBeInTheDocument();
    expect(panel().queryByText(WECHAT_HINT, { exact: false })).not.toBeInTheDocument();
  });

  it('names AliPay in the hint when its flag is on, and enables it with WeChat for RMB one-time', async () => {
    const { user } = await openPanel({ config: { alipay: true } });
    expect(await panel().findByRole('button', { name: 'AliPay' })).toBeDisabled();
    expect(panel().getByText(BOTH_HINT, { exact: false })).toBeInTheDocument();
    // A one-time payment in dollars is still not enough.
    await user.click(radio('One Time Payment'));
    expect(method('AliPay')).toBeDisabled();
    await user.selectOptions(panel().getByRole('combobox', { name: 'Currency' }), 'RMB');
    expect(method('AliPay')).toBeEnabled();
    expect(method('WeChat Pay')).toBeEnabled();
    expect(panel().queryByText(BOTH_HINT, { exact: false })).not.toBeInTheDocument();
  });

  it('disables PayPal for a subscription with a coupon, and says so', async () => {
    const { user } = await openPanel({
      handlers: {
        'GET /api/payments/check-coupon/SAVE10/': () => jsonResponse(200, { value: 'MULT0.9', payment: 'BOTH' }),
      },
    });
    await confirmCoupon(user, 'SAVE10');
    expect(method('PayPal')).toBeDisabled();
    expect(method('PayPal')).toHaveAccessibleDescription(COUPON_HINT);
    await user.click(radio('One Time Payment'));
    expect(method('PayPal')).toBeEnabled();
    expect(panel().queryByText(COUPON_HINT)).not.toBeInTheDocument();
  });

  it('shows a visitor the prices and asks her to log in or create an account instead of the methods', async () => {
    await openPanel({ user: false });
    expect(summary('Price')).toBe('$5.99');
    expect(panel().getByRole('link', { name: 'Log In' })).toHaveAttribute('href', '/login');
    expect(panel().getByRole('link', { name: 'Create an Account' })).toHaveAttribute('href', '/signup');
    expect(panel().queryByRole('button', { name: 'Card' })).not.toBeInTheDocument();
    expect(panel().queryByRole('button', { name: 'Got a Coupon Code?' })).not.toBeInTheDocument();
  });

  it('says plainly that a server without a provider takes no payments, and still shows the prices', async () => {
    await openPanel({ config: { stripe: false, paypal: false, paypal_client_id: null } });
    expect(
      await panel().findByText('This server takes no payments: nothing can be bought or charged here.'),
    ).toBeInTheDocument();
    expect(panel().getByText(/Its operator grants plans with license keys/)).toBeInTheDocument();
    expect(summary('Total')).toBe('$5.99');
    expect(panel().queryByRole('group', { name: 'Payment method' })).not.toBeInTheDocument();
    expect(panel().queryByRole('button', { name: 'Got a Coupon Code?' })).not.toBeInTheDocument();
  });

  it('offers only PayPal when only PayPal is configured', async () => {
    await openPanel({ config: { stripe: false } });
    expect(await panel().findByRole('button', { name: 'PayPal' })).toBeEnabled();
    expect(panel().queryByRole('button', { name: 'Card' })).not.toBeInTheDocument();
    expect(panel().queryByRole('button', { name: 'WeChat Pay' })).not.toBeInTheDocument();
  });
});

async function confirmCoupon(user: ReturnType<typeof userEvent.setup>, code: string) {
  await user.click(panel().getByRole('button', { name: 'Got a Coupon Code?' }));
  const dialog = within(await screen.findByRole('dialog', { name: 'Got a Coupon Code?' }));
  const field = dialog.getByRole('textbox', { name: 'Coupon Code' });
  await user.clear(field);
  await user.type(field, `${code}{Enter}`);
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
}
