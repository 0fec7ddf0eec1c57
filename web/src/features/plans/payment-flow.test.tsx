import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PaymentsConfigResponse } from '@playwords/common';
import { deferredResponse, jsonResponse, mockFetch, type MockHandler } from '../../test/fetch-mock';
import { makeUser } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';
import { browserNavigation } from '../../lib/payments';
import type { PaypalButtonsOptions } from './paypal-sdk';

const CONFIG = 'GET /api/payments/config/';
const PROCESS = 'POST /api/payments/process-payment/';
const CAPTURE = 'POST /api/payments/paypal/capture/';
const CHECKOUT_URL = 'https://checkout.stripe.test/c/pay/cs_test_1';

function config(overrides: Partial<PaymentsConfigResponse> = {}): PaymentsConfigResponse {
  return {
    stripe: true,
    paypal: true,
    paypal_client_id: 'test-client',
    alipay: true,
    billing_email: 'billing@example.org',
    ...overrides,
  };
}

function panel() {
  return within(screen.getByRole('region', { name: 'Purchase a Full Plan!' }));
}

async function openPanel(handlers: Record<string, MockHandler>, overrides: Partial<PaymentsConfigResponse> = {}) {
  const fetch = mockFetch({
    [CONFIG]: () => jsonResponse(200, config(overrides)),
    // /success, once a payment lands there.
    'GET /api/licenses/': () => jsonResponse(200, { count: 0, next: null, previous: null, results: [] }),
    ...handlers,
  });
  renderApp('/plans', { user: makeUser({ email: 'lee@example.com' }) });
  await screen.findByRole('region', { name: 'Purchase a Full Plan!' });
  await panel().findByRole('button', { name: 'Card' });
  return { ...fetch, user: userEvent.setup({ delay: null }) };
}

describe('paying at Stripe', () => {
  it('posts the plan code (never an amount) and sends the browser to the Checkout page; busy meanwhile', async () => {
    const leave = vi.spyOn(browserNavigation, 'leaveFor').mockImplementation(() => undefined);
    const answer = deferredResponse();
    const { user, callsTo } = await openPanel({ [PROCESS]: answer.handler });
    await user.click(panel().getByRole('radio', { name: 'PREMIUM' }));
    await user.click(panel().getByRole('radio', { name: '3 Months' }));
    await user.click(panel().getByRole('radio', { name: 'One Time Payment' }));

    const card = panel().getByRole('button', { name: 'Card' });
    await user.click(card);
    expect(card).toHaveAttribute('data-loading');
    expect(card).toBeDisabled();
    expect(panel().getByRole('button', { name: 'PayPal' })).toBeDisabled();
    await user.click(card);
    expect(callsTo(PROCESS)).toHaveLength(1);
    expect(callsTo(PROCESS)[0]!.body).toEqual({
      email: 'lee@example.com',
      plan_selected: 'SINGLE_PREMIUMPLAN3',
      payment: 'SINGLE',
      provider: 'STRIPE',
      payment_option: 'card',
      currency: 'USD',
    });

    answer.respond(jsonResponse(200, { url: CHECKOUT_URL }));
    await waitFor(() => expect(leave).toHaveBeenCalledWith(CHECKOUT_URL));
  });

  it('pays WeChat Pay in RMB one-time with the confirmed coupon', async () => {
    const leave = vi.spyOn(browserNavigation, 'leaveFor').mockImplementation(() => undefined);
    const { user, callsTo } = await openPanel({
      'GET /api/payments/check-coupon/SAVE10/': () => jsonResponse(200, { value: 'MULT0.9', payment: 'BOTH' }),
      [PROCESS]: () => jsonResponse(200, { url: CHECKOUT_URL }),
    });
    await user.click(panel().getByRole('button', { name: 'Got a Coupon Code?' }));
    await user.type(await screen.findByRole('textbox', { name: 'Coupon Code' }), 'SAVE10{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(panel().getByRole('button', { name: 'Click to switch to One Time Payment' }));

    await user.click(panel().getByRole('button', { name: 'WeChat Pay' }));
    await waitFor(() => expect(leave).toHaveBeenCalledWith(CHECKOUT_URL));
    expect(callsTo(PROCESS)[0]!.body).toEqual({
      email: 'lee@example.com',
      plan_selected: 'SINGLE_PROPLAN1_CNY',
      payment: 'SINGLE',
      provider: 'STRIPE',
      payment_option: 'wechat',
      currency: 'CNY',
      coupon_code: 'SAVE10',
    });
  });

  it('lists the server’s messages when the payment is refused, and lets her try again', async () => {
    const leave = vi.spyOn(browserNavigation, 'leaveFor');
    const { user } = await openPanel({
      [PROCESS]: () =>
        jsonResponse(400, { coupon_code: ['This coupon has been used up.'], currency: ['Choose USD or CNY.'] }),
    });
    await user.click(panel().getByRole('button', { name: 'Card' }));

    const alert = within(await panel().findByRole('alert'));
    expect(alert.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'This coupon has been used up.',
      'Choose USD or CNY.',
    ]);
    expect(panel().getByRole('button', { name: 'Card' })).toBeEnabled();
    expect(leave).not.toHaveBeenCalled();
  });
});

describe('paying with PayPal', () => {
  const namespaces = ['paypalOrders', 'paypalSubscriptions'] as const;
  afterEach(() => {
    for (const name of namespaces) delete (window as unknown as Record<string, unknown>)[name];
  });

  /** Plays PayPal's SDK arriving: a fake `paypal.Buttons` under the script's namespace, then its load event. */
  function loadFakePaypal(script: HTMLScriptElement) {
    let options: PaypalButtonsOptions | undefined;
    (window as unknown as Record<string, unknown>)[script.dataset.namespace!] = {
      Buttons: (given: PaypalButtonsOptions) => {
        options = given;
        return {
          render: async (container: HTMLElement) => {
            const button = document.createElement('button');
            button.textContent = 'PayPal Checkout';
            container.append(button);
          },
          close: async () => undefined,
        };
      },
    };
    act(() => {
      script.dispatchEvent(new Event('load'));
    });
    return () => options!;
  }

  function sdkScript(): HTMLScriptElement | null {
    return document.head.querySelector('script[src*="/sdk/js"]');
  }

  it('loads the SDK for US dollars, shows loading paypal..., then captures the approved order and goes to /success', async () => {
    const { user, callsTo } = await openPanel({
      [PROCESS]: () => jsonResponse(200, { price: '5.99', id: 'ORDER-1', plan_id: '' }),
      [CAPTURE]: () => jsonResponse(200, { status: 'COMPLETED' }),
    });
    await user.click(panel().getByRole('radio', { name: 'One Time Payment' }));
    await user.click(panel().getByRole('button', { name: 'PayPal' }));

    expect(panel().getByText('loading paypal...')).toBeInTheDocument();
    const script = sdkScript()!;
    expect(script.src).toBe('https://www.paypal.com/sdk/js?client-id=test-client&currency=USD');
    const options = loadFakePaypal(script);
    expect(await panel().findByRole('button', { name: 'PayPal Checkout' })).toBeInTheDocument();
    // The button is drawn into the page before the panel hears that it is ready.
    await waitFor(() => expect(panel().queryByText('loading paypal...')).not.toBeInTheDocument());

    let id = '';
    await act(async () => {
      id = await options().createOrder!();
    });
    expect(id).toBe('ORDER-1');
    expect(callsTo(PROCESS)[0]!.body).toEqual({
      email: 'lee@example.com',
      plan_selected: 'SINGLE_PROPLAN1',
      payment: 'SINGLE',
      provider: 'PAYPAL',
      currency: 'USD',
    });

    await act(() => options().onApprove({ orderID: 'ORDER-1' }));
    expect(callsTo(CAPTURE)[0]!.body).toEqual({ id: 'ORDER-1' });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/success'));
  });

  it('loads the subscription SDK from the origin the config names, and goes to /success with the subscription id', async () => {
    const { user, callsTo } = await openPanel(
      { [PROCESS]: () => jsonResponse(200, { price: '16.49', id: 'I-SUB1', plan_id: 'P-PLAN3' }) },
      { paypal_sdk_origin: 'http://127.0.0.1:4999' },
    );
    await user.click(panel().getByRole('radio', { name: '3 Months' }));
    await user.click(panel().getByRole('button', { name: 'PayPal' }));

    const script = sdkScript()!;
    expect(script.src).toBe(
      'http://127.0.0.1:4999/sdk/js?client-id=test-client&currency=USD&vault=true&intent=subscription',
    );
    const options = loadFakePaypal(script);
    await panel().findByRole('button', { name: 'PayPal Checkout' });

    let id = '';
    await act(async () => {
      id = await options().createSubscription!();
    });
    expect(id).toBe('I-SUB1');
    expect(callsTo(PROCESS)[0]!.body).toMatchObject({ plan_selected: 'PROPLAN3', payment: 'SUB', provider: 'PAYPAL' });
    await act(() => options().onApprove({ subscriptionID: 'I-SUB1' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/success'));
  });

  it('shows the server’s messages when the order cannot be created, and the generic text for a silent PayPal error', async () => {
    const { user } = await openPanel({
      [PROCESS]: () => jsonResponse(400, { plan_selected: ['This is not a plan.'] }),
    });
    await user.click(panel().getByRole('button', { name: 'PayPal' }));
    const options = loadFakePaypal(sdkScript()!);
    await panel().findByRole('button', { name: 'PayPal Checkout' });

    await act(async () => {
      await options().createSubscription!().catch(() => undefined);
    });
    expect(await panel().findByText('This is not a plan.')).toBeInTheDocument();
    // PayPal reports the same failure: said once.
    act(() => options().onError(new Error('Request failed')));
    expect(panel().getByText('This is not a plan.')).toBeInTheDocument();

    act(() => options().onError({}));
    expect(await panel().findByText('Something went wrong. Please try again later.')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/plans');
  });

  it('stays when PayPal has not completed the captured order', async () => {
    const { user } = await openPanel({
      [PROCESS]: () => jsonResponse(200, { price: '6.29', id: 'ORDER-2', plan_id: '' }),
      [CAPTURE]: () => jsonResponse(200, { status: 'NOT_COMPLETED' }),
    });
    await user.click(panel().getByRole('radio', { name: 'One Time Payment' }));
    await user.click(panel().getByRole('button', { name: 'PayPal' }));
    const options = loadFakePaypal(sdkScript()!);
    await panel().findByRole('button', { name: 'PayPal Checkout' });

    await act(() => options().onApprove({ orderID: 'ORDER-2' }));
    expect(await panel().findByText('PayPal has not completed this payment. Please try again.')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/plans');
  });
});
