import { expect, test, type Browser, type Page } from '@playwright/test';
import { logInThroughPage, readFixtures, signUpThroughApi, snap, uniqueName } from './helpers';

// What a new Basic teacher meets in her first week, on a phone, a laptop and a classroom projector: each screen is
// checked and saved under e2e/screenshots/ for a person to look at.
const SIZES = [
  { name: 'phone', viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
  { name: 'laptop', viewport: { width: 1366, height: 768 }, isMobile: false, hasTouch: false },
  { name: 'projector', viewport: { width: 1920, height: 1080 }, isMobile: false, hasTouch: false },
] as const;

const SESSION_ENDED =
  'You have been automatically logged out. Your session expired or you have logged in with too many devices. Please log in again.';

async function pageAt(browser: Browser, size: (typeof SIZES)[number]): Promise<Page> {
  const context = await browser.newContext({
    viewport: size.viewport,
    isMobile: size.isMobile,
    hasTouch: size.hasTouch,
  });
  return context.newPage();
}

for (const size of SIZES) {
  test(`a Basic teacher's first week, on a ${size.name}`, async ({ browser }) => {
    const { basicTeacher } = readFixtures();
    const page = await pageAt(browser, size);
    await logInThroughPage(page, basicTeacher.username, basicTeacher.password);

    // Every game is built: the ones her plan does not include are locked, each with its trial.
    await page.goto('/');
    const locked = page.getByRole('article', { name: 'Word Wheel', exact: true });
    await expect(locked.getByRole('link', { name: 'Start Trial Now' })).toBeVisible();
    await expect(page.getByText('Coming soon')).toHaveCount(0);
    await snap(page, `first-week-dashboard-${size.name}`);
    // A tool that plays no list: the server answers for it at once (a word game would first ask her for a list).
    await page.goto('/games/numberwheel');
    await expect(page.getByRole('heading', { name: 'Number Wheel is locked' })).toBeVisible();
    await snap(page, `first-week-game-locked-${size.name}`);
    await page.goto('/all-games');
    await expect(page.getByText('Coming soon')).toHaveCount(0);
    await expect(
      page.getByRole('article', { name: 'Word Wheel', exact: true }).getByRole('link', { name: 'Play', exact: true }),
    ).toBeVisible();
    await snap(page, `first-week-all-games-${size.name}`);

    // The create form: no publish box on Basic; an error goes as soon as she fixes its field.
    await page.goto('/my-wordlists');
    await page.getByRole('button', { name: 'CREATE NEW WORDLIST' }).click();
    const form = page.getByRole('region', { name: 'Create a new wordlist' });
    await expect(form.getByLabel('Publish online for others to use')).toHaveCount(0);
    await expect(form.getByText(/Sharing lists with other teachers comes with Pro and Premium/)).toBeVisible();
    await form.getByRole('button', { name: 'Create Wordlist' }).click();
    await expect(form.getByText('Please give your wordlist a theme or name.')).toBeVisible();
    await form.getByLabel('Theme').fill('Weather');
    await expect(form.getByText('Please give your wordlist a theme or name.')).toHaveCount(0);
    await expect(form.getByText('Enter at least one word.')).toBeVisible();
    await snap(page, `first-week-create-wordlist-${size.name}`);

    // Public lists are there before any search, most liked first.
    await page.goto('/public-wordlists');
    await expect(page.getByRole('heading', { name: 'Most liked first' })).toBeVisible();
    await expect(page.getByRole('article').first()).toBeVisible();
    await snap(page, `first-week-public-wordlists-${size.name}`);

    // The profile writes its statuses as the spec does.
    await page.goto('/profile');
    await expect(page.getByText('Valid', { exact: true })).toHaveText('Valid', { useInnerText: true });
    await snap(page, `first-week-profile-${size.name}`);

    // Signed in on another device: this one says why once reloaded.
    const other = await browser.newContext();
    await logInThroughPage(await other.newPage(), basicTeacher.username, basicTeacher.password);
    await page.reload();
    await expect(page.getByText(SESSION_ENDED)).toBeVisible();
    await snap(page, `first-week-login-session-ended-${size.name}`);
    await other.close();
    await page.context().close();
  });
}

test('the activation reminder highlights no header link, on every size', async ({ browser }) => {
  for (const size of SIZES) {
    const page = await pageAt(browser, size);
    const username = uniqueName(`remind_${size.name}`);
    await signUpThroughApi(page, username, 'Gentle-Giraffe-71');
    await logInThroughPage(page, username, 'Gentle-Giraffe-71');
    await expect(page).toHaveURL(/\/activate\/reminder$/);
    await expect(page.getByRole('button', { name: 'Resend Email' })).toBeVisible();
    if (size.isMobile) {
      await page.getByRole('button', { name: 'Open menu' }).click();
      await expect(
        page.getByRole('navigation', { name: 'Mobile' }).getByRole('link', { name: 'Dashboard' }),
      ).toBeVisible();
    }
    await expect(page.locator('[aria-current="page"]')).toHaveCount(0);
    await snap(page, `first-week-activation-reminder-${size.name}`);
    await page.context().close();
  }
});
