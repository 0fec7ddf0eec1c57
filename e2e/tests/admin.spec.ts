import { expect, test, type Page } from '@playwright/test';
import { logInThroughPage, readFixtures, signUpThroughApi, snap, uniqueName } from './helpers';

const PASSWORD = 'Console-Checked-2026';

/** Answers the open reason dialog and confirms it. */
async function confirmWithReason(page: Page, reason: string, confirm = 'Confirm') {
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Reason').fill(reason);
  await dialog.getByRole('button', { name: confirm }).click();
  await expect(dialog).toBeHidden();
}

/** Opens a section of the console from its navigation. */
async function section(page: Page, name: string) {
  await page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name, exact: true }).click();
}

/** The console's main screens at a phone's and a projector's size too. */
async function snapSizes(page: Page, name: string) {
  await snap(page, `${name}-laptop`);
  await page.setViewportSize({ width: 390, height: 844 });
  await snap(page, `${name}-phone`);
  await page.setViewportSize({ width: 1920, height: 1080 });
  await snap(page, `${name}-projector`);
  await page.setViewportSize({ width: 1366, height: 800 });
}

test('an operator finds a teacher, grants her Pro, bans her public list and posts news; a teacher cannot open the console', async ({
  page,
  browser,
}) => {
  const { operator } = readFixtures();
  const teacherName = uniqueName('console_teacher');
  const theme = `Farm Animals ${Date.now().toString(36)}`;
  const postTitle = `Console news ${Date.now().toString(36)}`;

  // A new teacher (Basic, her e-mail not validated yet) finds no console.
  const teacherContext = await browser.newContext();
  const teacher = await teacherContext.newPage();
  await signUpThroughApi(teacher, teacherName, PASSWORD);
  await logInThroughPage(teacher, teacherName, PASSWORD);
  await teacher.goto('/admin/people');
  await expect(teacher.getByRole('heading', { name: 'Sorry, theres nothing here!' })).toBeVisible();
  expect((await teacher.request.get('/api/admin/users/?q=a')).status()).toBe(403);

  // The operator opens the console from her profile and finds the teacher.
  await logInThroughPage(page, operator.username, operator.password);
  await page.goto('/profile');
  await page.getByRole('link', { name: 'Open the admin console' }).click();
  await expect(page).toHaveURL(/\/admin\/people$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Admin' })).toBeVisible();
  await page.getByLabel('Find a teacher').fill(teacherName);
  await page.getByRole('link', { name: teacherName }).click();
  await expect(page).toHaveURL(/\/admin\/people\/\d+$/);

  // 'I paid but got nothing': her e-mail validated and Pro granted, each with a reason.
  await page.getByRole('button', { name: 'Verify e-mail' }).click();
  await confirmWithReason(page, 'She wrote from her school address; the activation mail was blocked.');
  await expect(page.getByRole('button', { name: 'Verify e-mail' })).toBeHidden();
  await page.getByRole('button', { name: 'Grant licence' }).click();
  const grant = page.getByRole('dialog');
  await grant.getByLabel('Licence type').selectOption('Pro');
  await grant.getByLabel('Days').fill('30');
  await confirmWithReason(page, 'Paid by bank transfer; no licence arrived.');
  await expect(page.getByLabel('Plan: Pro')).toBeVisible();
  await snapSizes(page, 'admin-person');

  // Now Pro with a validated e-mail, she publishes a list.
  await teacher.goto('/my-wordlists');
  await teacher.getByRole('button', { name: 'CREATE NEW WORDLIST' }).click();
  const form = teacher.getByRole('region', { name: 'Create a new wordlist' });
  await form.getByLabel('Theme').fill(theme);
  await form.getByLabel('Words').fill('cow, pig, sheep, horse');
  await form.getByLabel('Publish online for others to use').check();
  await form.getByRole('button', { name: 'Create Wordlist' }).click();
  const card = teacher.getByRole('article', { name: theme });
  await expect(card.getByRole('button', { name: 'Published' })).toBeVisible();

  // It waits in the moderation queue with its author; the operator removes it from the public collection.
  await section(page, 'Moderation');
  const item = page.getByRole('article', { name: theme });
  await expect(item.getByText(teacherName)).toBeVisible();
  await snapSizes(page, 'admin-moderation');
  await item.getByRole('button', { name: 'Remove from public' }).click();
  await confirmWithReason(page, 'Test list, not for the public collection.');
  await expect(page.getByRole('article', { name: theme })).toBeHidden();

  // Gone from the public collection; its owner keeps it and cannot publish it again.
  await teacher.goto('/public-wordlists');
  await teacher.getByLabel('Search Your Wordlists').fill(theme);
  await teacher.getByRole('button', { name: 'Search' }).click();
  await expect(teacher.getByRole('article', { name: theme })).toHaveCount(0);
  await teacher.goto('/my-wordlists');
  const banned = teacher.getByRole('article', { name: theme });
  await expect(banned).toBeVisible();
  await expect(banned.getByRole('button', { name: /^Publish/ })).toHaveCount(0);

  // News, written in the console, is on /news.
  await section(page, 'Content');
  await page.getByRole('button', { name: 'New post' }).click();
  await page.getByLabel('Title').fill(postTitle);
  await page.getByLabel('Text').fill('Our console is live.\n\nDetails: https://example.com/console');
  await expect(
    page.getByRole('region', { name: 'Preview' }).getByRole('link', { name: 'https://example.com/console' }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText('Published.')).toBeVisible();
  await snapSizes(page, 'admin-content');
  await teacher.goto('/news');
  await expect(teacher.getByRole('article', { name: postTitle })).toBeVisible();
  await expect(teacher.getByRole('article', { name: postTitle }).getByText('Our console is live.')).toBeVisible();

  // Money and Numbers open; the audit log has every action, who did it and why.
  await section(page, 'Money');
  await expect(page.getByRole('tab', { name: 'Orders' })).toBeVisible();
  await page.getByRole('tab', { name: 'Licence keys' }).click();
  await expect(page.getByRole('button', { name: 'Mint keys' })).toBeVisible();
  await snapSizes(page, 'admin-money-keys');
  await section(page, 'Numbers');
  await expect(page.getByRole('heading', { name: 'Games played by game' })).toBeVisible();
  await snapSizes(page, 'admin-numbers');
  await section(page, 'Audit log');
  const log = page.getByRole('table', { name: 'Audit log' });
  for (const action of ['user.verify_email', 'user.grant_licence', 'news.create']) {
    await expect(log.getByText(action, { exact: true }).first()).toBeVisible();
  }
  await expect(log.getByText('Paid by bank transfer; no licence arrived.')).toBeVisible();
  await expect(log.getByText('Test list, not for the public collection.')).toBeVisible();
  await snapSizes(page, 'admin-audit');

  await teacherContext.close();
});
