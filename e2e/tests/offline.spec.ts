// The offline classroom (issue 21): the app is installable, and after the dashboard has loaded once online her
// lists and her games keep working with the network gone. The browser goes offline (Playwright's offline mode for
// the page and its service worker), and every request of the server's files is refused as well, so nothing the
// game frame asks the network for can reach the server behind the emulation's back.
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { createSelectedList, gameFrame, startGame } from './game-helpers';
import { logInThroughPage, readFixtures, snap } from './helpers';

const WORD_SEARCH = { id: 1, key: 'wordsearch', name: 'Word Search' };

/**
 * The page is controlled by the service worker from its start. The first visit installs it, and it takes the page
 * over once its precache is done, after the page's own requests went out: a page loaded before then is loaded again.
 */
async function waitForServiceWorker(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  const servedByWorker = () =>
    page.evaluate(() => {
      const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
      return navigator.serviceWorker.controller !== null && (navigation?.workerStart ?? 0) > 0;
    });
  if (!(await servedByWorker())) await page.reload();
  expect(await servedByWorker()).toBe(true);
}

/** The URLs a cache of the service worker holds (paths with their query). */
function cachedPaths(page: Page, cacheName: string): Promise<string[]> {
  return page.evaluate(async (name) => {
    const cache = await caches.open(name);
    return (await cache.keys()).map((request) => {
      const url = new URL(request.url);
      return url.pathname + url.search;
    });
  }, cacheName);
}

/** The network gone: offline, and the server's files refused to anything that would still ask. */
async function goOffline(context: BrowserContext): Promise<void> {
  await context.setOffline(true);
  await context.route(/\/(game-assets|media|pictures|api)\//, (route) => route.abort('internetdisconnected'));
}

test('the app installs: its manifest, icons and service worker', async ({ page }) => {
  await page.goto('/');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBeTruthy();
  const manifest = (await (await page.request.get(href!)).json()) as {
    name: string;
    start_url: string;
    display: string;
    icons: { src: string; sizes: string; purpose?: string }[];
  };
  expect(manifest).toMatchObject({ name: 'PlayWords', start_url: '/', display: 'standalone' });
  expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose ?? 'any'}`)).toEqual([
    '192x192 any',
    '512x512 any',
    '512x512 maskable',
  ]);
  for (const icon of manifest.icons) {
    const res = await page.request.get(icon.src);
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toBe('image/png');
  }
  const worker = await page.request.get('/sw.js');
  expect(worker.status()).toBe(200);
  expect(worker.headers()['cache-control']).toBe('no-cache');
  await waitForServiceWorker(page);
});

test('offline after the dashboard loaded: her lists show and Word Search boots to its first play screen', async ({
  page,
  context,
}) => {
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  const { basicTeacher } = readFixtures();
  await logInThroughPage(page, basicTeacher.username, basicTeacher.password);
  const theme = `Offline zoo ${Date.now().toString(36)}`;
  const listId = await createSelectedList(page, theme);

  // Online: the dashboard, with the service worker in control; then its warm-up keeps her games for this list.
  await page.goto('/');
  await waitForServiceWorker(page);
  await expect(page.getByText(theme).first()).toBeVisible();
  // The warm-up has kept all her games for this list (it says so in the tab's storage when it is done)…
  await expect
    .poll(() => page.evaluate(() => sessionStorage.getItem('offlineWarmUp')), { timeout: 90_000 })
    .toMatch(new RegExp(`:${listId}:en$`));
  // …their pages, the session key, their modules (Phaser among them) and her words' pictures.
  expect(await cachedPaths(page, 'playwords-game-pages')).toEqual(
    expect.arrayContaining([`/api/games/${WORD_SEARCH.id}/template/?wl=${listId}&lang=en`, '/api/games/session_key/']),
  );
  expect((await cachedPaths(page, 'playwords-game-assets')).some((path) => /\/phaser-[\w-]+\.js$/.test(path))).toBe(
    true,
  );
  expect(await cachedPaths(page, 'playwords-pictures')).toEqual(
    expect.arrayContaining(['/pictures/cat-face.png', '/pictures/zebra.png']),
  );

  // Online, a game page is the server's as it came: its frame loads its own files (no offline boot).
  await page.getByRole('link', { name: `Play ${WORD_SEARCH.name}` }).click();
  const online = await gameFrame(page, WORD_SEARCH.name);
  await expect(page.getByText('LOADING...')).toBeHidden({ timeout: 30_000 });
  expect(await online.evaluate(() => document.getElementById('playwords-offline-modules'))).toBeNull();
  await page.goto('/');

  // The network goes. The app starts again from the service worker: her dashboard and her list are there.
  await goOffline(context);
  await page.reload();
  await expect(page.getByRole('link', { name: `Play ${WORD_SEARCH.name}` })).toBeVisible();
  await expect(page.getByText(theme).first()).toBeVisible();
  await snap(page, 'offline-dashboard');

  await page.getByRole('link', { name: `Play ${WORD_SEARCH.name}` }).click();
  await expect(page).toHaveURL(/\/games\/wordsearch$/);
  const frame = await gameFrame(page, WORD_SEARCH.name);
  await expect(page.getByText('LOADING...')).toBeHidden({ timeout: 30_000 });
  // The frame booted from the modules the page handed it, with her list and its pictures inlined.
  const booted = await frame.evaluate(() => {
    const kit = (
      window as unknown as {
        __playwordsKit: { data: { wordlist: { theme: string; pictures?: (string | null)[] } | null } };
      }
    ).__playwordsKit;
    return {
      offlinePage: document.getElementById('playwords-offline-modules') !== null,
      theme: kit.data.wordlist?.theme,
      pictures: (kit.data.wordlist?.pictures ?? []).map((picture) => picture?.slice(0, 15) ?? null),
    };
  });
  expect(booted.offlinePage).toBe(true);
  expect(booted.theme).toBe(theme);
  expect(booted.pictures.filter((picture) => picture !== null).length).toBeGreaterThan(0);
  for (const picture of booted.pictures) if (picture !== null) expect(picture).toBe('data:image/png;');

  await startGame(page, frame, 'offline-wordsearch');
  const canvas = await page.locator('iframe').screenshot();
  expect(canvas.length).toBeGreaterThan(20_000);
  expect(pageErrors).toEqual([]);

  // Back online, she logs out: her data leaves this computer's caches (the next teacher must not see it offline).
  await context.unrouteAll();
  await context.setOffline(false);
  await page.goto('/');
  await page.getByRole('button', { name: 'Log Out' }).first().click();
  await expect(page).toHaveURL(/\/login$/);
  await expect.poll(() => page.evaluate(() => caches.keys())).not.toEqual(expect.arrayContaining(['playwords-api']));
  const left = await page.evaluate(() => caches.keys());
  expect(left).not.toContain('playwords-game-pages');
  expect(left).not.toContain('playwords-media');
  expect(left).toContain('playwords-game-assets');
});
