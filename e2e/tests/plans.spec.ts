import { expect, test, type Browser, type Page } from '@playwright/test';
import { logInThroughPage, readFixtures, signUpThroughApi, snap, uniqueName } from './helpers';

const PASSWORD = 'Bright-Trials-2026';

async function meOf(page: Page) {
  const res = await page.request.get('/api/users/me/');
  return { status: res.status(), body: res.status() === 200 ? await res.json() : null };
}

async function loggedInDevice(browser: Browser, username: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await logInThroughPage(page, username, PASSWORD);
  return { context, page };
}

test('a Basic teacher tries Pro, then Premium (pausing Pro), uses three devices and redeems a key', async ({
  page,
  browser,
}) => {
  const username = uniqueName('miss_trial');
  await signUpThroughApi(page, username, PASSWORD);
  await logInThroughPage(page, username, PASSWORD);

  await page.goto('/plans');
  await expect(page.getByRole('heading', { name: 'Pricing' })).toBeVisible();
  await expect(page.getByText('Start a pro trial now!')).toBeVisible();
  await expect(page.getByText('Start a premium trial now!')).toBeVisible();
  await snap(page, 'pricing-basic');

  // Pro trial: no plan yet, so no pause question.
  await page.getByRole('button', { name: 'START PRO TRIAL' }).click();
  await expect(page.getByText('Success!')).toBeVisible();
  await expect(page.getByRole('link', { name: 'PLAY GAMES' })).toBeVisible();
  expect((await meOf(page)).body).toMatchObject({ current_plan_type: 'PRO', used_pro_plan_trial: true });
  // Pro everywhere: no 'Go Pro' link, the badge says Pro.
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Go Pro' })).toHaveCount(0);
  await page.getByRole('link', { name: 'PLAY GAMES' }).click();
  await expect(page.getByText('Pro', { exact: true })).toBeVisible();

  // Premium trial while Pro runs: the page asks before pausing it.
  await page.goto('/plans');
  await expect(page.getByText('Used')).toBeVisible();
  await page.getByRole('button', { name: 'START PREMIUM TRIAL' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await snap(page, 'pricing-pause-question');
  await page.getByRole('button', { name: 'Pause it and start the trial' }).click();
  await expect(page.getByText('Success!')).toBeVisible();
  expect((await meOf(page)).body).toMatchObject({ current_plan_type: 'PRE', max_sessions_allowed: 3 });

  // Premium: three devices at once.
  const second = await loggedInDevice(browser, username);
  const third = await loggedInDevice(browser, username);
  for (const device of [page, second.page, third.page]) expect((await meOf(device)).status).toBe(200);

  // Both trials used: the trial cards are gone. Redeem a minted key by pasting it whole into the first box.
  await page.goto('/plans');
  await expect(page.getByText('Start a pro trial now!')).toHaveCount(0);
  const key = readFixtures().keys[0]!;
  const activate = page.getByRole('button', { name: 'Activate' });
  await expect(activate).toBeDisabled();
  await page.getByLabel('License key part 1 of 5').focus();
  await page.evaluate((text) => {
    const data = new DataTransfer();
    data.setData('text/plain', text);
    document.activeElement!.dispatchEvent(
      new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
    );
  }, key);
  await expect(page.getByLabel('License key part 5 of 5')).toHaveValue(key.split('-')[4]!);
  await snap(page, 'pricing-key');
  await activate.click();
  await expect(page).toHaveURL(/\/$/);

  // The key's Pro plan runs now; the Premium trial ended (trials do not resume), so one device is left: this one.
  expect((await meOf(page)).body).toMatchObject({ current_plan_type: 'PRO', max_sessions_allowed: 1 });
  expect((await meOf(second.page)).status).toBe(403);
  expect((await meOf(third.page)).status).toBe(403);

  // The profile shows the licences: the active one large and first.
  await page.goto('/profile');
  await expect(page).toHaveTitle(/Profile/);
  await expect(page.getByRole('heading', { name: `Hello, ${username}!` })).toBeVisible();
  await expect(page.getByText('Pro Plan')).toBeVisible();
  await expect(page.getByText('Premium Trial')).toBeVisible();
  await expect(page.getByText('Pro Trial')).toBeVisible();
  await snap(page, 'profile-licences');
  await page.getByText('Pro Plan').click();
  await expect(page).toHaveURL(new RegExp(`/plan/${key}$`));
  await expect(page.getByRole('heading', { name: 'My Plan' })).toBeVisible();
  await expect(page.getByText(key)).toBeVisible();
  // A key is not a subscription: there is nothing to cancel.
  await expect(page.getByRole('button', { name: 'Cancel Subscription' })).toHaveCount(0);
  await snap(page, 'my-plan-key');

  await second.context.close();
  await third.context.close();
});

test('a subscriber cancels auto-renew from My Plan and keeps the plan', async ({ page }) => {
  const { subscriber, subscriptionKey } = readFixtures();
  await logInThroughPage(page, subscriber.username, subscriber.password);
  await page.goto('/profile');
  await page.getByText('Pro Plan').click();
  await expect(page).toHaveURL(new RegExp(`/plan/${subscriptionKey}$`));

  await page.getByRole('button', { name: 'Cancel Subscription' }).click();
  await expect(
    page.getByText(
      'Are you sure you want to cancel your billing subscription? Your license will no longer auto-renew.',
    ),
  ).toBeVisible();
  await snap(page, 'my-plan-cancel-question');
  await page.getByRole('button', { name: 'Yes, cancel it' }).click();
  await expect(page.getByText('Auto-renew is off. Your license stays usable until its days run out.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancel Subscription' })).toHaveCount(0);
  await snap(page, 'my-plan-cancelled');

  // Reloaded without router state, the page loads the licence from the server: still active, no longer renewing.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'My Plan' })).toBeVisible();
  const licence = await (await page.request.get(`/api/licenses/${subscriptionKey}/`)).json();
  expect(licence).toMatchObject({ is_active: true, will_auto_renew: false });
  expect((await meOf(page)).body).toMatchObject({ current_plan_type: 'PRO' });
});
