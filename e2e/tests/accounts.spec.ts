import { expect, test, type Page } from '@playwright/test';
import { logInThroughPage, snap, uniqueName } from './helpers';
import { mailCount, waitForMail } from './mailbox';

// Every mail in these tests travels over real SMTP (e2e/serve.mjs) and is read back from the mailbox.
const LINK = /(http:\/\/localhost:\d+\/activate\/\S+)/;
const CODE = /^([A-Z0-9]{6})$/m;
const PASSWORD = 'Gentle-Giraffe-71';

async function signUpThroughPage(page: Page, username: string, email: string): Promise<void> {
  await page.goto('/signup');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel(/^Password/).fill(PASSWORD);
  await page.getByLabel(/^Confirm Password/).fill(PASSWORD);
  await page.getByLabel(/^Email/).fill(email);
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page.getByText('Account Created!')).toBeVisible();
}

/** Signs up and activates through the mailed link; answers with the teacher signed in. */
async function activatedTeacher(page: Page, prefix: string): Promise<{ username: string; email: string }> {
  const username = uniqueName(prefix);
  const email = `${username}@school.example`;
  await signUpThroughPage(page, username, email);
  await page.goto(await waitForMail(email, LINK));
  await expect(page.getByText("You're all set!")).toBeVisible();
  await logInThroughPage(page, username, PASSWORD);
  return { username, email };
}

test('sign-up → activation mail → activated account that logs straight into the dashboard', async ({ page }) => {
  const username = uniqueName('miss_mail');
  const email = `${username}@school.example`;
  await signUpThroughPage(page, username, email);

  const link = await waitForMail(email, LINK);
  await page.goto(link);
  await expect(page.getByText("You're all set!")).toBeVisible();
  await snap(page, 'activation-done');
  // After 5 seconds the page moves to the login page by itself.
  await expect(page).toHaveURL(/\/login$/, { timeout: 10_000 });

  // The link was single use.
  await page.goto(link);
  await expect(page.getByText('This link is invalid. Redirecting to main page.')).toBeVisible();

  await logInThroughPage(page, username, PASSWORD);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: `Welcome, ${username}!` })).toBeVisible();
});

test('a not-yet-activated teacher is reminded and can resend the mail', async ({ page }) => {
  const username = uniqueName('mr_remind');
  const email = `${username}@school.example`;
  await signUpThroughPage(page, username, email);
  await waitForMail(email, LINK);
  const before = mailCount(email);
  await logInThroughPage(page, username, PASSWORD);
  await expect(page).toHaveURL(/\/activate\/reminder$/);
  await expect(page.getByText(/^Please activate your email! The email we have is /)).toBeVisible();
  // My Wordlists and My Images lead here for now, but neither is this page: no header link is highlighted.
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'My Wordlists' })).toHaveAttribute('href', '/activate/reminder');
  await expect(nav.locator('[aria-current="page"]')).toHaveCount(0);
  await page.getByRole('button', { name: 'Resend Email' }).click();
  await expect(page.getByText('Email sent! Check your mailbox.')).toBeVisible();
  await snap(page, 'activation-reminder');
  await page.goto(await waitForMail(email, LINK, before));
  await expect(page.getByText("You're all set!")).toBeVisible();
});

test('a device signed out by a newer login says why once reloaded; a deliberate logout says nothing', async ({
  page,
  browser,
}) => {
  // A Basic teacher has one device: logging in on a second one ends the first one's session.
  const { username } = await activatedTeacher(page, 'two_devices');
  await expect(page.getByRole('heading', { name: `Welcome, ${username}!` })).toBeVisible();
  const context = await browser.newContext();
  const second = await context.newPage();
  await logInThroughPage(second, username, PASSWORD);

  await page.reload();
  await expect(page).toHaveURL(/\/login$/);
  await expect(
    page.getByText(
      'You have been automatically logged out. Your session expired or you have logged in with too many devices. Please log in again.',
    ),
  ).toBeVisible();
  await snap(page, 'login-session-ended');

  // The second device logs out on purpose: its next visit is a plain login page.
  await second.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Log Out' }).click();
  await expect(second).toHaveURL(/\/login$/);
  await second.goto('/');
  await expect(second).toHaveURL(/\/login$/);
  await expect(second.getByRole('heading', { name: 'Log In' })).toBeVisible();
  await expect(second.getByText(/You have been automatically logged out/)).toHaveCount(0);
  await context.close();
});

test('forgotten password → mailed code → new password', async ({ page, browser }) => {
  const { username, email } = await activatedTeacher(page, 'miss_forgot');
  await page.getByRole('button', { name: 'Log Out' }).click();
  await expect(page).toHaveURL(/\/login$/);

  await page.getByRole('link', { name: 'forgot password?' }).click();
  await expect(page).toHaveURL(/\/reset-password$/);
  await page.getByLabel('Username or Email').fill(email);
  const before = mailCount(email);
  await page.getByRole('button', { name: 'Send Confirmation Email' }).click();
  const code = await waitForMail(email, CODE, before);

  // A wrong code shows the invalid mark and lets her type again.
  const box = page.getByLabel('Confirmation Code');
  await box.fill(code === 'AAAAAA' ? 'BBBBBB' : 'AAAAAA');
  await expect(page.getByLabel('The code is invalid')).toBeVisible();
  await snap(page, 'reset-wrong-code');
  await box.fill(` ${code}`);
  await expect(page.getByLabel('The code is valid')).toBeVisible();

  const newPassword = 'Quiet-Library-58';
  await page.getByRole('textbox', { name: 'New Password', exact: true }).fill(newPassword);
  await page.getByRole('textbox', { name: 'Confirm New Password' }).fill('Something-else-9');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByText('The passwords dont match.')).toBeVisible();
  await page.getByRole('textbox', { name: 'Confirm New Password' }).fill(newPassword);
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByText("You're all set!")).toBeVisible();
  await expect(page.getByText('Please log in with your new password!')).toBeVisible();
  await snap(page, 'reset-done');

  // The old password no longer works; the new one does.
  const other = await browser.newPage();
  await other.goto('/login');
  await other.getByLabel('Username').fill(username);
  await other.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
  await other.getByRole('button', { name: 'Log In' }).click();
  await expect(other.getByText('Unable to log in with provided credentials.')).toBeVisible();
  await logInThroughPage(other, username, newPassword);
  await expect(other).toHaveURL(/\/$/);
  await other.close();
});

test('change of e-mail → code to the old address → link to the new one → new address in the profile', async ({
  page,
}) => {
  const { username, email } = await activatedTeacher(page, 'mr_move');
  const newEmail = `${username}.new@school.example`;

  await page.goto('/change-email');
  const before = mailCount(email);
  await page.getByRole('button', { name: 'Send Confirmation Email' }).click();
  const code = await waitForMail(email, CODE, before);
  await page.getByLabel('Confirmation Code').fill(code);
  await expect(page.getByLabel('The code is valid')).toBeVisible();

  // The client's own checks first: nothing is sent.
  const input = page.getByLabel('New Email');
  await input.fill('no-at-sign');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Please enter a valid email.')).toBeVisible();
  await input.fill(newEmail);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText(newEmail)).toBeVisible();
  await snap(page, 'change-email-done');

  // The old address is told; the new one gets the link that makes it the address.
  await waitForMail(email, /email/i, before + 1);
  await page.goto(await waitForMail(newEmail, LINK));
  await expect(page.getByText("You're all set!")).toBeVisible();

  await logInThroughPage(page, username, PASSWORD);
  await page.goto('/profile');
  // Shown as the spec writes it, not capitalised by the badge's style (innerText follows text-transform).
  await expect(page.getByText('Valid', { exact: true })).toHaveText('Valid', { useInnerText: true });
  const me = await (await page.request.get('/api/users/me/')).json();
  expect(me).toMatchObject({ email: newEmail, has_valid_email: true, email_to_activate: null });
  await snap(page, 'profile');
});
