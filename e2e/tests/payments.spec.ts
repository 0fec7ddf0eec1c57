import { expect, test } from '@playwright/test';
import { logInThroughPage, signUpThroughApi, snap, uniqueName } from './helpers';

// A teacher buys Pro for 3 months by card: the purchase panel on /plans, the card provider's checkout page (the real
// Stripe SDK on our server talking to a local fake of Stripe, started by e2e/serve.mjs), the signed webhook that
// grants the licence, /success showing it as it arrives, and the plan on her profile.

const PASSWORD = 'Paying-By-Card-77';

test('a teacher buys Pro for 3 months by card and finds the plan on /success and her profile', async ({ page }) => {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
  const username = uniqueName('card_buyer');
  await signUpThroughApi(page, username, PASSWORD);
  await logInThroughPage(page, username, PASSWORD);

  await page.goto('/plans');
  const panel = page.getByRole('region', { name: 'Purchase a Full Plan!' });
  await expect(panel).toBeVisible();
  await panel.getByRole('radio', { name: 'PRO' }).check();
  await panel.getByRole('radio', { name: '3 Months' }).check();
  await panel.getByRole('radio', { name: 'One Time Payment' }).check();
  const summary = page.getByRole('region', { name: 'Order Summary' });
  // $16.49 and the Single Purchase Fee of $0.30: the total the checkout must charge.
  await expect(summary.getByText('$16.79')).toBeVisible();
  await snap(page, 'payments-panel');

  await panel.getByRole('button', { name: 'Card' }).click();
  // The card provider's checkout page (the fake's), for the table's amount.
  await expect(page).toHaveTitle('Fake Stripe Checkout', { timeout: 15_000 });
  await expect(page.getByText('16.79 USD')).toBeVisible();
  await snap(page, 'payments-checkout');
  await page.getByRole('button', { name: 'Pay' }).click();

  await expect(page).toHaveURL(/\/success/);
  await expect(page.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible();
  await expect(page.getByText('Your license is here!')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText(/^Pro Plan, 90 days/)).toBeVisible();
  await snap(page, 'payments-success');

  const me = await (await page.request.get('/api/users/me/')).json();
  expect(me).toMatchObject({ current_plan_type: 'PRO', has_active_plan: true });
  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: 'Pro Plan' }).first()).toBeVisible();
  await snap(page, 'payments-profile');
  expect(problems).toEqual([]);
});
