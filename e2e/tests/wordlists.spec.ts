import { expect, test } from '@playwright/test';
import { logInThroughPage, readFixtures, snap } from './helpers';

test('a Pro teacher creates, edits and publishes a list; a Basic teacher finds it and saves it', async ({
  page,
  browser,
}) => {
  const { proTeacher, basicTeacher } = readFixtures();
  const theme = `Zoo Trip ${Date.now().toString(36)}`;

  await logInThroughPage(page, proTeacher.username, proTeacher.password);
  await page.goto('/my-wordlists');
  await expect(page.getByRole('heading', { name: 'Manage Your Wordlists Here!' })).toBeVisible();

  await page.getByRole('button', { name: 'CREATE NEW WORDLIST' }).click();
  await expect(page.getByRole('button', { name: 'CANCEL CREATE' })).toBeVisible();
  const form = page.getByRole('region', { name: 'Create a new wordlist' });
  // Empty: the spec's two messages, nothing sent.
  await form.getByRole('button', { name: 'Create Wordlist' }).click();
  await expect(form.getByText('Please give your wordlist a theme or name.')).toBeVisible();
  await expect(form.getByText('Enter at least one word.')).toBeVisible();

  await form.getByLabel('Theme').fill(theme);
  // Commas, an Asian comma and full stop, and a quoted phrase, counted live.
  await form.getByLabel('Words').fill('Lion, tiger、"polar bear"。zebra lion');
  await expect(form.getByText('5 words')).toBeVisible();
  // Kept private for now (the box unticked); published below, after an edit.
  await expect(form.getByLabel('Publish online for others to use')).not.toBeChecked();
  await snap(page, 'wordlists-create');
  await form.getByRole('button', { name: 'Create Wordlist' }).click();

  const card = page.getByRole('article', { name: theme });
  await expect(card).toBeVisible();
  // Lowercased and de-duplicated on submit; the new list is the selected one.
  await expect(card.getByText('lion, tiger, polar bear, zebra')).toBeVisible();
  await expect(card.getByRole('button', { name: 'Selected' })).toBeVisible();

  // Edit: no change is refused, then a real change is saved.
  await card.getByRole('button', { name: 'Edit' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(dialog.getByText("You haven't changed anything.")).toBeVisible();
  await dialog.getByLabel('Words').fill('lion, tiger, "polar bear", zebra, giraffe');
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(card.getByText('lion, tiger, polar bear, zebra, giraffe')).toBeVisible();

  await card.getByRole('button', { name: 'Publish' }).click();
  await expect(card.getByRole('button', { name: 'Published' })).toBeDisabled();
  await snap(page, 'wordlists-mine');

  // Another teacher finds it by a word and saves it.
  const context = await browser.newContext();
  const other = await context.newPage();
  await logInThroughPage(other, basicTeacher.username, basicTeacher.password);
  await other.goto('/public-wordlists');
  await expect(other.getByRole('heading', { name: 'Public Wordlists' })).toBeVisible();
  await expect(other.getByText('Find wordlists others have published!')).toBeVisible();
  await other.getByLabel('Search Your Wordlists').fill('giraffe');
  await other.getByRole('button', { name: 'Search' }).click();
  const found = other.getByRole('article', { name: theme });
  await expect(found).toBeVisible();
  await found.getByRole('button', { name: 'Add To List' }).click();
  await expect(found.getByRole('button', { name: 'Saved' })).toBeVisible();
  await snap(other, 'wordlists-public');

  // The official starter lists are there for everyone.
  await other.getByLabel('Search Your Wordlists').fill('animals');
  await other.getByRole('button', { name: 'Search' }).click();
  await expect(other.getByRole('img', { name: 'PlayWords (official list)' }).first()).toBeVisible();

  // The saved list counts one like, once.
  const res = await other.request.post('/api/wordlists/search/', {
    data: { query: 'giraffe', public: true },
    headers: { 'X-CSRFToken': (await other.request.get('/api/users/get_csrf/')).headers()['x-csrftoken']! },
  });
  const match = (await res.json()).results.find((l: { theme: string }) => l.theme === theme);
  expect(match.likes).toBe(1);

  // Delete asks first, showing the words.
  await page.reload();
  await card.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Are you sure you want to delete this wordlist:')).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(card).toHaveCount(0);
  await context.close();
});

test('a Basic teacher is told why she cannot publish and where to unlock it', async ({ page }) => {
  const { basicTeacher } = readFixtures();
  await logInThroughPage(page, basicTeacher.username, basicTeacher.password);
  await page.goto('/my-wordlists');
  await page.getByRole('button', { name: 'CREATE NEW WORDLIST' }).click();
  const form = page.getByRole('region', { name: 'Create a new wordlist' });
  const theme = `Colours ${Date.now().toString(36)}`;
  await form.getByLabel('Theme').fill(theme);
  await form.getByLabel('Words').fill('red blue green');
  await expect(form.getByText('3 words')).toBeVisible();
  await form.getByRole('button', { name: 'Create Wordlist' }).click();
  const card = page.getByRole('article', { name: theme });
  await card.getByRole('button', { name: 'Publish' }).click();
  await expect(card.getByRole('link', { name: 'See plans and free trials' })).toBeVisible();
  await snap(page, 'wordlists-basic-publish');

  // The dashboard shows the selected list.
  await page.goto('/');
  await expect(page.getByText(theme).first()).toBeVisible();
  await snap(page, 'dashboard-with-list');
});
