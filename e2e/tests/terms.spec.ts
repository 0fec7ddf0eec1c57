import { expect, test, type Page } from '@playwright/test';

// A visitor reads the Terms and Conditions on a desktop and on a phone: the contents jump to a section, which shows
// below the sticky header, 'Back to top' returns to the title, and the page is printable without the site's chrome.
// Screenshots of the screens land in e2e/screenshots/ for a person to look at (the page is too long for one image).

async function shot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: `screenshots/${name}.png`, animations: 'disabled' });
}

/** The heading sits inside the viewport and below the sticky header (not hidden under it). */
async function expectBelowHeader(page: Page, heading: ReturnType<Page['getByRole']>): Promise<void> {
  await expect(heading).toBeInViewport();
  const header = await page.getByRole('banner').first().boundingBox();
  await expect.poll(async () => (await heading.boundingBox())!.y).toBeGreaterThanOrEqual(header!.y + header!.height);
}

async function openTerms(page: Page): Promise<void> {
  const errors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  await page.goto('/terms');
  await expect(page.getByRole('heading', { level: 1, name: 'Terms and Conditions' })).toBeVisible();
  await expect(page.getByText('Last updated: July 01, 2022')).toBeVisible();
  await expect(page.getByRole('heading', { level: 3 })).toHaveCount(25);
  expect(errors).toEqual([]);
}

test('a visitor on a desktop jumps from the contents to a section and back to the top', async ({ page }) => {
  await openTerms(page);
  await expect(page).toHaveTitle('Terms and Conditions | PlayWords');
  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: /^support@/ }).first()).toHaveAttribute('href', /^mailto:support@/);
  await shot(page, 'terms-desktop');

  const contents = page.getByRole('navigation', { name: 'Contents' });
  await contents.scrollIntoViewIfNeeded();
  await shot(page, 'terms-desktop-contents');
  await contents.getByRole('link', { name: '11. Refunds' }).click();
  await expect(page).toHaveURL(/\/terms#section-11$/);
  const refunds = page.getByRole('heading', { level: 3, name: '11. Refunds' });
  await expectBelowHeader(page, refunds);
  await shot(page, 'terms-desktop-refunds');

  await contents.getByRole('link', { name: '5. Plans and what they include' }).click();
  await expectBelowHeader(page, page.getByRole('heading', { level: 3, name: '5. Plans and what they include' }));
  await expect(page.getByRole('table', { name: 'What each plan includes' })).toBeVisible();
  await shot(page, 'terms-desktop-plans');

  const contact = page.locator('section', { has: page.getByRole('heading', { name: '25. Contact us' }) });
  await contents.getByRole('link', { name: '25. Contact us' }).click();
  await expect(contact.getByRole('link', { name: 'Back to top' })).toBeInViewport();
  await shot(page, 'terms-desktop-contact');
  await contact.getByRole('link', { name: 'Back to top' }).click();
  await expectBelowHeader(page, page.getByRole('heading', { level: 1, name: 'Terms and Conditions' }));

  // A section's address opened directly lands on it.
  await page.goto('/terms#section-22');
  await expectBelowHeader(page, page.getByRole('heading', { level: 3, name: '22. Backups and loss of data' }));

  // On paper: the document without the header, the footer or the buttons.
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('banner')).toBeHidden();
  await expect(page.getByRole('contentinfo')).toBeHidden();
  await expect(page.getByRole('button', { name: 'Print these terms' })).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: 'Terms and Conditions' })).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, 0));
  await shot(page, 'terms-desktop-print');
  await page.emulateMedia({ media: 'screen' });
  await expect(page.getByRole('banner')).toBeVisible();
});

test('on a phone the terms fit the screen and the contents still jump to a section', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openTerms(page);
  // Nothing wider than the phone: no sideways scrolling of the page.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await shot(page, 'terms-phone');

  const contents = page.getByRole('navigation', { name: 'Contents' });
  await contents.scrollIntoViewIfNeeded();
  await shot(page, 'terms-phone-contents');
  await contents.getByRole('link', { name: '16. Removing content, suspension and appeals' }).click();
  await expect(page).toHaveURL(/\/terms#section-16$/);
  await expectBelowHeader(
    page,
    page.getByRole('heading', { level: 3, name: '16. Removing content, suspension and appeals' }),
  );
  await shot(page, 'terms-phone-appeals');

  await contents.getByRole('link', { name: '5. Plans and what they include' }).click();
  await expectBelowHeader(page, page.getByRole('heading', { level: 3, name: '5. Plans and what they include' }));
  await shot(page, 'terms-phone-plans');
});
