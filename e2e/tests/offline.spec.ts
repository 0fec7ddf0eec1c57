// The offline classroom (issue 21): the app is installable, and after the dashboard has loaded once online her
// lists and her games keep working with the network gone. The browser goes offline (Playwright's offline mode for
// the page and its service worker), and every request of the server's files is refused as well, so nothing the
// game frame asks the network for can reach the server behind the emulation's back.
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import {
  classPlayOf,
  clickStage,
  createSelectedList,
  gameFrame,
  playWordSearchGameForClass,
  startGame,
  waitForScene,
} from './game-helpers';
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

// The class goes at the end: the tests after this file sign in as the same teacher, and their team screens must
// stay as they know them.
const madeClasses: number[] = [];
test.afterEach(async ({ page, context }) => {
  if (madeClasses.length === 0) return;
  await context.unrouteAll();
  await context.setOffline(false);
  const csrf = (await page.request.get('/api/users/get_csrf/')).headers()['x-csrftoken']!;
  for (const id of madeClasses.splice(0))
    await page.request.delete(`/api/classes/${id}/`, { headers: { 'X-CSRFToken': csrf } });
});

test('a class plays offline: its result waits in the queue and reaches the server once when the network returns', async ({
  page,
  context,
}) => {
  const { basicTeacher } = readFixtures();
  await logInThroughPage(page, basicTeacher.username, basicTeacher.password);
  const listId = await createSelectedList(page, `Offline class zoo ${Date.now().toString(36)}`);
  const csrf = (await page.request.get('/api/users/get_csrf/')).headers()['x-csrftoken']!;
  const created = await page.request.post('/api/classes/', {
    headers: { 'X-CSRFToken': csrf },
    data: {
      name: `K2 Offline ${Date.now().toString(36)}`,
      teams: [
        { name: 'Lions', colour: 'red', shape: 'circle' },
        { name: 'Tigers', colour: 'blue', shape: 'square' },
      ],
    },
  });
  expect(created.status()).toBe(201);
  const cls = (await created.json()) as { id: number; teams: { id: string }[] };
  madeClasses.push(cls.id);

  // Online: the dashboard, and its warm-up keeps her games (their pages carry her classes).
  await page.goto('/');
  await waitForServiceWorker(page);
  await expect
    .poll(() => page.evaluate(() => sessionStorage.getItem('offlineWarmUp')), { timeout: 90_000 })
    .toMatch(new RegExp(`:${listId}:en$`));

  // Offline, she opens Word Search and plays a round for her class: one word found, the rest skipped.
  await goOffline(context);
  await page.reload();
  await page.getByRole('link', { name: `Play ${WORD_SEARCH.name}` }).click();
  const frame = await gameFrame(page, WORD_SEARCH.name);
  await expect(page.getByText('LOADING...')).toBeHidden({ timeout: 30_000 });
  expect(await frame.evaluate(() => document.getElementById('playwords-offline-modules') !== null)).toBe(true);
  await waitForScene(frame, 'kit-title');
  await clickStage(page, frame, 960, 780);
  await waitForScene(frame, 'kit-teams');
  // 'Who is playing?': → chooses her class (the first after 'Our teams'), Enter starts.
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  await waitForScene(frame, 'play');
  await page.waitForTimeout(800);
  expect((await classPlayOf(frame))?.classId).toBe(cls.id);
  // One word found, the round ended by the teacher's Skip, the game by 'Finish': the round's words, then the points.
  const sent = await playWordSearchGameForClass(page, frame);
  expect(sent.every((message) => message.class_id === cls.id)).toBe(true);
  await snap(page, 'offline-class-podium');

  // Queued on this computer while the network is gone.
  const queueKey = `playwords_class_results:${basicTeacher.username}`;
  const queued = await page.evaluate((key) => localStorage.getItem(key) ?? '', queueKey);
  for (const message of sent) expect(queued).toContain(message.result.id);

  // What the server must end up with: the sums of what was sent, once.
  const expectedWords = new Map<string, { right: number; wrong: number; skipped: number; revealed: number }>();
  const expectedPoints = new Map<string, number>();
  for (const { result } of sent) {
    for (const w of result.words) {
      const sum = expectedWords.get(w.word) ?? { right: 0, wrong: 0, skipped: 0, revealed: 0 };
      expectedWords.set(w.word, {
        right: sum.right + w.right,
        wrong: sum.wrong + w.wrong,
        skipped: sum.skipped + w.skipped,
        revealed: sum.revealed + w.revealed,
      });
    }
    for (const t of result.teams) expectedPoints.set(t.team_id, (expectedPoints.get(t.team_id) ?? 0) + t.points);
  }
  expect([...expectedWords.values()].reduce((n, w) => n + w.right, 0)).toBe(1);

  const serverWords = async () => {
    const res = await page.request.get(`/api/classes/${cls.id}/words/?wordlist=${listId}`);
    const body = (await res.json()) as {
      words: { word: string; right: number; wrong: number; skipped: number; revealed: number }[];
    };
    return Object.fromEntries(
      body.words.map((w) => [w.word, { right: w.right, wrong: w.wrong, skipped: w.skipped, revealed: w.revealed }]),
    );
  };
  const serverTotals = async () => {
    const res = await page.request.get(`/api/classes/${cls.id}/scoreboard/`);
    const body = (await res.json()) as { totals: { team_id: string; all_time: number }[] };
    return Object.fromEntries(body.totals.map((t) => [t.team_id, t.all_time]));
  };
  const wantedTotals = Object.fromEntries(cls.teams.map((t) => [t.id, expectedPoints.get(t.id) ?? 0]));
  // Two teams: the first place 2 points, the second 1 (classPointsByPlace).
  expect(Object.values(wantedTotals).sort()).toEqual([1, 2]);

  // The network returns: the page sends what waited, and the server has it exactly once.
  await context.unrouteAll();
  await context.setOffline(false);
  await expect.poll(serverWords, { timeout: 30_000 }).toEqual(Object.fromEntries(expectedWords));
  expect(await serverTotals()).toEqual(wantedTotals);
  await expect
    .poll(() => page.evaluate((key) => localStorage.getItem(key) ?? '', queueKey))
    .not.toContain(sent[0]!.result.id);

  // …even after a reload (the queue is empty, nothing is sent again).
  await page.goto('/');
  await expect(page.getByRole('link', { name: `Play ${WORD_SEARCH.name}` })).toBeVisible();
  await page.waitForTimeout(3000);
  expect(await serverWords()).toEqual(Object.fromEntries(expectedWords));
  expect(await serverTotals()).toEqual(wantedTotals);
});
