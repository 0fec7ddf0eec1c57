import { expect, test } from '@playwright/test';
import { snap } from './helpers';

test('a new visitor sees the landing page with the three plans and the footer', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  for (const plan of ['Basic', 'Pro', 'Premium']) {
    await expect(page.getByRole('heading', { name: plan, exact: true })).toBeVisible();
  }
  await expect(page.getByText('$5.99')).toBeVisible();
  await expect(page.getByText('$9.99')).toBeVisible();
  for (const name of ['Try It Now', 'Start Trial']) {
    const links = page.getByRole('link', { name });
    expect(await links.count()).toBeGreaterThan(0);
    for (const link of await links.all()) await expect(link).toHaveAttribute('href', '/signup');
  }
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByText('Contact Us', { exact: true })).toBeVisible();
  await expect(footer.getByText('About Us', { exact: true })).toBeVisible();
  await expect(footer.getByText('Legal', { exact: true })).toBeVisible();
  await expect(footer).toContainText(`© ${new Date().getFullYear()} PlayWords`);
  // This installation's support address (SUPPORT_EMAIL), written into the page by the server.
  await expect(footer.getByRole('link', { name: 'support@playwords.test' })).toHaveAttribute(
    'href',
    'mailto:support@playwords.test',
  );
  const nav = page.getByRole('navigation', { name: 'Main' });
  for (const label of ['News', 'Games', 'Pricing', 'Contact Us', 'Log In', 'Sign Up']) {
    await expect(nav.getByRole('link', { name: label, exact: true })).toBeVisible();
  }
  await snap(page, 'landing-desktop');
  // The CSP allows no inline script: a violation would show here.
  expect(errors).toEqual([]);
});

test('on a phone the header folds into a menu', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
  await snap(page, 'landing-phone');
  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('navigation', { name: 'Mobile' });
  await expect(menu.getByRole('link', { name: 'Pricing' })).toBeVisible();
  await snap(page, 'menu-phone');
  await menu.getByRole('link', { name: 'Log In' }).click();
  await expect(page).toHaveURL(/\/login$/);
});

test('unknown pages say so, /games goes to /all-games, and every page the header and footer link is built', async ({
  page,
}) => {
  await page.goto('/no/such/page');
  await expect(page.getByText('Sorry, theres nothing here!')).toBeVisible();
  await snap(page, 'not-found');
  await page.getByRole('link', { name: 'GO HOME' }).click();
  await expect(page).toHaveURL(/\/$/);

  await page.goto('/games');
  await expect(page).toHaveURL(/\/all-games$/);
  await expect(page.getByRole('heading', { name: 'Games', exact: true, level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: /how to play/i }).first()).toBeVisible();

  // Every page a visitor reaches from the header and the footer is a page of its own, not the not-found one.
  await page.goto('/');
  const links = page.getByRole('banner').getByRole('link').or(page.getByRole('contentinfo').getByRole('link'));
  const targets = new Set<string>();
  for (const link of await links.all()) {
    const href = await link.getAttribute('href');
    if (href?.startsWith('/')) targets.add(href);
  }
  expect([...targets].sort()).toEqual(
    [
      '/',
      '/all-games',
      '/cancellation',
      '/contact-us',
      '/how-to',
      '/login',
      '/news',
      '/plans',
      '/signup',
      '/terms',
    ].sort(),
  );
  for (const target of targets) {
    await page.goto(target);
    await expect(page.getByRole('heading', { level: 1 }).first(), target).toBeVisible();
    await expect(page.getByText('Sorry, theres nothing here!'), target).toHaveCount(0);
  }
});
