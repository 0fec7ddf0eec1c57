import { expect, test, type Page } from '@playwright/test';
import { snap, uniqueName } from './helpers';

const PASSWORD = 'Sunny-Classroom-88';

async function logIn(page: Page, username: string, password = PASSWORD) {
  await page.goto('/login');
  await page.getByLabel('Username').fill(username);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log In' }).click();
}

test('a teacher signs up, logs in, sees the dashboard and logs out', async ({ page }) => {
  const username = uniqueName('miss_e2e');
  await page.goto('/');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Sign Up' }).click();
  await expect(page.getByRole('heading', { name: 'Create An Account!' })).toBeVisible();

  // The client's own checks first: nothing is sent.
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page.getByText('You must fill out this field.').first()).toBeVisible();
  await page.getByLabel('Username').fill(username);
  await page.getByLabel(/^Password/).fill(PASSWORD);
  await page.getByLabel(/^Confirm Password/).fill('Something-Else-1');
  await page.getByLabel(/^Email/).fill(`${username}@school.example`);
  await page.getByLabel(/^Display Name/).fill('Miss E2E');
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page.getByText("The password doesn't match.")).toBeVisible();
  await snap(page, 'signup-errors');

  await page.getByLabel(/^Confirm Password/).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page.getByText('Account Created!')).toBeVisible();
  await snap(page, 'signup-created');
  // After the 10 second countdown the page moves to /login by itself.
  await expect(page).toHaveURL(/\/login$/, { timeout: 15_000 });

  // A wrong password: the server's message under the field, nothing else happens.
  await page.getByLabel('Username').fill(username);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('Wrong-Password-99');
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page.getByText('Unable to log in with provided credentials.')).toBeVisible();
  await expect(page.getByLabel('Remember me for a week')).toBeChecked();
  await snap(page, 'login-error');

  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Log In' }).click();
  // A new account has not validated its e-mail yet, so login leads to the reminder (accounts §4).
  await expect(page).toHaveURL(/\/activate\/reminder$/);

  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('link', { name: 'Dashboard' }).click();
  await expect(page.getByRole('heading', { name: 'Welcome, Miss E2E!' })).toBeVisible();
  await expect(page.getByText('Basic', { exact: true })).toBeVisible();
  for (const label of ['News', 'My Wordlists', 'My Images', 'My Profile', 'Go Pro']) {
    await expect(nav.getByRole('link', { name: label })).toBeVisible();
  }
  await snap(page, 'dashboard');

  // A returning visitor: the session is restored after a reload.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Welcome, Miss E2E!' })).toBeVisible();

  await page.getByRole('button', { name: 'Log Out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  const me = await page.request.get('/api/users/me/');
  expect(me.status()).toBe(403);
  // The browser has logged in before: the logo now leads to /welcome.
  await expect(page.getByRole('link', { name: 'PlayWords home' })).toHaveAttribute('href', '/welcome');
  await page.goto('/');
  await expect(page).toHaveURL(/\/login$/);
});

test('on Basic a second device ends the first, which is sent back to log in', async ({ browser }) => {
  const username = uniqueName('mr_devices');
  const first = await browser.newContext();
  const second = await browser.newContext();
  const laptop = await first.newPage();
  const board = await second.newPage();

  // Sign up through the API the way the page does: CSRF token first.
  const csrf = await laptop.request.get('/api/users/get_csrf/');
  const created = await laptop.request.post('/api/users/', {
    headers: { 'X-CSRFToken': csrf.headers()['x-csrftoken']! },
    data: { username, password: PASSWORD, email: `${username}@school.example`, accepted_terms_and_conditions: true },
  });
  expect(created.status()).toBe(201);

  await logIn(laptop, username);
  await expect(laptop).toHaveURL(/\/activate\/reminder$/);
  await logIn(board, username);
  await expect(board).toHaveURL(/\/activate\/reminder$/);

  // The laptop's session was ended by the board's login: on its next load it is sent to log in again.
  await laptop.goto('/');
  await expect(laptop).toHaveURL(/\/login$/);
  await snap(laptop, 'login-after-eviction');
  await first.close();
  await second.close();
});
