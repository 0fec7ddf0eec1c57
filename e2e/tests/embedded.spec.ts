import { expect, test } from '@playwright/test';
import { snap } from './helpers';

test('?embedded=1 gives a compact bar with a back link, no footer, on every page the tab opens', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/all-games?embedded=1');
  await expect(page.getByRole('heading', { level: 1, name: 'Games' })).toBeVisible();
  const bar = page.getByRole('banner');
  await expect(bar.getByRole('link', { name: 'Back' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Open menu' })).toHaveCount(0);
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
  await snap(page, 'embedded-phone');

  // A link inside the page keeps the mode; Back returns to where she was.
  await page
    .getByRole('main')
    .getByRole('link', { name: /how to/i })
    .first()
    .click();
  await expect(page).toHaveURL(/\/how-to/);
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
  await bar.getByRole('link', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/all-games/);
  await expect(page.getByRole('heading', { level: 1, name: 'Games' })).toBeVisible();
});

test('inside a frame of our own origin the site is embedded by itself', async ({ page }) => {
  await page.goto('/all-games');
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await page.evaluate(() => {
    const frame = document.createElement('iframe');
    frame.title = 'embedded site';
    frame.src = '/news';
    frame.style.cssText = 'position:fixed;inset:40px;width:800px;height:600px;background:#fff;z-index:9999';
    document.body.append(frame);
  });
  const framed = page.frameLocator('iframe[title="embedded site"]');
  await expect(framed.getByRole('heading', { level: 1, name: 'News' })).toBeVisible();
  await expect(framed.getByRole('banner').getByRole('link', { name: 'Back' })).toBeVisible();
  await expect(framed.getByRole('contentinfo')).toHaveCount(0);
});
