import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';

/** Saves a full-page screenshot of a main screen under e2e/screenshots/ (ignored by git) for a person to look at. */
export async function snap(page: Page, name: string): Promise<void> {
  // Finished animations (drawer slides, banner motion) so the picture shows the settled screen.
  await page.screenshot({ path: `screenshots/${name}.png`, fullPage: true, animations: 'disabled' });
}

/** A username no other run or test has used. */
export function uniqueName(prefix: string): string {
  return `${prefix}_${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
}

/** What e2e/serve.mjs prepared before the server started. */
export interface Fixtures {
  keys: string[];
  subscriber: { username: string; password: string };
  subscriptionKey: string;
  proTeacher: { username: string; password: string };
  basicTeacher: { username: string; password: string };
  /** A Premium teacher (the Premium beta games). */
  premiumTeacher: { username: string; password: string };
  /** A superuser, for the operator console. */
  operator: { username: string; password: string };
}

export function readFixtures(): Fixtures {
  return JSON.parse(readFileSync(join(process.env.E2E_DATA_DIR!, 'e2e-fixtures.json'), 'utf8')) as Fixtures;
}

/** Logs in through the login page. */
export async function logInThroughPage(page: Page, username: string, password: string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Username').fill(username);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log In' }).click();
  await page.waitForURL((url) => url.pathname !== '/login');
}

/** Creates an account through the API, the way the sign-up page does (CSRF token first). */
export async function signUpThroughApi(
  page: Page,
  username: string,
  password: string,
  extra: Record<string, unknown> = {},
): Promise<void> {
  const csrf = await page.request.get('/api/users/get_csrf/');
  const created = await page.request.post('/api/users/', {
    headers: { 'X-CSRFToken': csrf.headers()['x-csrftoken']! },
    data: { username, password, email: `${username}@school.example`, accepted_terms_and_conditions: true, ...extra },
  });
  if (created.status() !== 201) throw new Error(`sign-up answered ${created.status()}: ${await created.text()}`);
}
