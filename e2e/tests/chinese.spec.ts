import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Frame, type Page } from '@playwright/test';
import zhAccount from '@playwords/common/i18n/zh-CN/account';
import zhAuth from '@playwords/common/i18n/zh-CN/auth';
import zhCommon from '@playwords/common/i18n/zh-CN/common';
import zhWordlists from '@playwords/common/i18n/zh-CN/wordlists';
import { activeScenes, clickStage, gameFrame, sceneOf, waitForScene } from './game-helpers';
import { signUpThroughApi, snap, uniqueName } from './helpers';
import { mailsTo, waitForMail } from './mailbox';

// A teacher who reads only Chinese: her browser asks for zh-CN, so every screen of her first steps is in Chinese,
// her activation mail too, and no English text of ours is left (her own words and our brand names aside).
const LINK = /(http:\/\/localhost:\d+\/activate\/\S+)/;
const PASSWORD = 'Gentle-Giraffe-71';
const THEME = 'Fruit';
const WORDS = ['apple', 'banana', 'school bus'];
const SIZES = {
  phone: { width: 390, height: 844 },
  laptop: { width: 1366, height: 768 },
  projector: { width: 1920, height: 1080 },
};

const HAN = /\p{Script=Han}/u;
// English on purpose on every page: the logo ('Play' 'Words' around its 'abc' mark) and the landing page's banner
// of example words and its 'Aa' icon, which show what a lesson looks like.
// Public Wordlists suggests English searches, since the lists are English.
const PICTURED_ENGLISH = [
  ...['Play', 'Words', 'abc', 'Aa', 'apple', 'sun', 'blue', 'jump', 'happy', 'fish', 'star'],
  ...['animals', 'colours', 'numbers', 'fruit', 'food', 'body', 'family', 'clothes', 'weather', 'toys'],
];
// An address, also masked as the pages show it ('wa***@sc***.example'), and a link.
const ADDRESS = /[\w.*+-]+@[\w*-]+(?:\.[\w*-]+)+|https?:\/\/\S+/g;
const LATIN_RUN = /[A-Za-z]{2,}(?:[ '’.-][A-Za-z]{2,})*/g;

/**
 * Latin words the Chinese catalogues themselves hold, on purpose: brand and product names (PlayWords, PayPal, VIP),
 * currency codes, and the English examples a teacher types (placeholders such as 'cat, dog, bird'). Anything else
 * in Latin letters on a Chinese page is a text we forgot.
 */
async function deliberateLatin(): Promise<Set<string>> {
  const allowed = new Set<string>(['English', ...PICTURED_ENGLISH]);
  const collect = (value: unknown) => {
    if (typeof value === 'string')
      for (const run of value.match(LATIN_RUN) ?? []) [run, ...run.split(/[ '’.-]/)].forEach((w) => allowed.add(w));
    else if (value && typeof value === 'object') Object.values(value).forEach(collect);
  };
  const names = ['common', 'landing', 'auth', 'account', 'dashboard', 'wordlists', 'plans', 'player', 'errors'];
  for (const name of names) collect((await import(`@playwords/common/i18n/zh-CN/${name}`)).default);
  // The games' Chinese cards and how-tos quote their lessons' English ('in, on, under').
  const games = join(import.meta.dirname, '..', '..', 'games');
  for (const game of readdirSync(games)) {
    const file = join(games, game, 'manifest.zh-CN.json');
    if (existsSync(file)) collect(JSON.parse(readFileSync(file, 'utf8')));
  }
  return allowed;
}

/** The page's visible text (as it reads, inline pieces joined) and the names a screen reader says. */
function readerTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const texts = document.body.innerText.split('\n');
    for (const element of Array.from(document.querySelectorAll('[aria-label], [title], [placeholder], img[alt]'))) {
      for (const name of ['aria-label', 'title', 'placeholder', 'alt']) texts.push(element.getAttribute(name) ?? '');
    }
    texts.push(document.title);
    return texts.map((t) => t.trim()).filter(Boolean);
  });
}

/** Latin words on the page that are neither hers (`own`) nor deliberate: English we forgot to translate. */
async function englishLeft(page: Page, allowed: Set<string>, own: string[] = []): Promise<string[]> {
  const left = new Set<string>();
  for (let text of await readerTexts(page)) {
    // Her words as whole words only: a list's 'red' is not taken out of 'hundred'.
    for (const word of [...own].sort((a, b) => b.length - a.length)) {
      const escaped = word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      text = text.replace(new RegExp(`(?<![A-Za-z])${escaped}(?![A-Za-z])`, 'g'), ' ');
    }
    text = text.replace(ADDRESS, ' ');
    for (const run of text.match(LATIN_RUN) ?? []) {
      if (!allowed.has(run) && !run.split(/[ '’.-]/).every((w) => allowed.has(w) || allowed.has(w.toLowerCase())))
        left.add(run);
    }
  }
  return [...left];
}

/** Every text a scene of the game draws on its canvas (Phaser Text objects, in containers too). */
async function sceneTexts(frame: Frame, key: string): Promise<string[]> {
  return sceneOf<{ children: { list: unknown[] } }>(key)(frame, ({ scene }) => {
    const out: string[] = [];
    type Node = { type?: string; text?: string; list?: Node[]; visible?: boolean };
    const visit = (node: Node) => {
      if (node.visible === false) return;
      if (node.type === 'Text' && node.text) out.push(node.text);
      node.list?.forEach(visit);
    };
    (scene.children.list as Node[]).forEach(visit);
    return out;
  });
}

test('a Chinese reader signs up, activates, builds a list, opens a game and sees the plans, all in 中文', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const allowed = await deliberateLatin();
  const context = await browser.newContext({ locale: 'zh-CN', viewport: SIZES.laptop });
  const page = await context.newPage();
  const username = uniqueName('li_laoshi');
  const email = `${username}@school.example`;

  // Landing: the browser's language decides, and <html lang> follows.
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  await expect(page.getByRole('heading', { level: 1 })).toContainText(HAN);
  expect(await englishLeft(page, allowed)).toEqual([]);
  for (const [size, viewport] of Object.entries(SIZES)) {
    await page.setViewportSize(viewport);
    await snap(page, `zh-landing-${size}`);
  }
  await page.setViewportSize(SIZES.laptop);

  // Sign-up in Chinese; the account keeps the language, and the activation mail is written in it.
  await page.getByRole('link', { name: zhCommon.nav.signUp }).first().click();
  await page.getByRole('textbox', { name: zhAuth.username, exact: true }).fill(username);
  await page.getByRole('textbox', { name: zhAuth.password, exact: true }).fill(PASSWORD);
  await page.getByRole('textbox', { name: zhAuth.signup.confirm }).fill(PASSWORD);
  await page.getByRole('textbox', { name: zhAuth.signup.email }).fill(email);
  expect(await englishLeft(page, allowed, [username, email])).toEqual([]);
  await snap(page, 'zh-signup');
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: zhCommon.nav.signUp }).click();
  await expect(page.getByText(zhAuth.signup.created)).toBeVisible();

  const link = await waitForMail(email, LINK);
  const mail = mailsTo(email).at(-1)!;
  expect(mail.subject).toMatch(HAN);
  expect(mail.text).toMatch(HAN);
  await page.goto(link);
  await expect(page.getByText(zhAccount.steps.allSet)).toBeVisible();
  expect(await englishLeft(page, allowed, [username, email])).toEqual([]);
  await snap(page, 'zh-activated');

  // Log in, to the dashboard.
  await page.goto('/login');
  await page.getByRole('textbox', { name: zhAuth.username, exact: true }).fill(username);
  await page.getByRole('textbox', { name: zhAuth.password, exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: zhCommon.nav.logIn }).click();
  await page.waitForURL((url) => url.pathname !== '/login');
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toContainText(username);
  const me = (await (await page.request.get('/api/users/me/')).json()) as { language: string };
  expect(me.language).toBe('zh-CN');

  // My Wordlists: she builds a list; her words stay as she typed them.
  await page.goto('/my-wordlists');
  await page.getByRole('button', { name: zhWordlists.myWordlists.createNew }).click();
  await page.getByRole('textbox', { name: zhWordlists.form.theme, exact: true }).fill(THEME);
  await page.getByRole('textbox', { name: zhWordlists.form.words, exact: true }).fill('apple banana "school bus"');
  await page.getByRole('button', { name: zhWordlists.form.create }).click();
  await expect(page.getByRole('article').filter({ hasText: THEME })).toBeVisible();
  const own = [username, email, THEME, ...WORDS];
  expect(await englishLeft(page, allowed, own)).toEqual([]);
  await snap(page, 'zh-my-wordlists');

  // The dashboard with her list selected, on every size.
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toContainText(username);
  // The official lists' themes and words are content too (they are lessons in English).
  const lists = (await (await page.request.get('/api/wordlists/?limit=100')).json()) as {
    results: { theme: string; words: string[] }[];
  };
  const content = [...own, ...lists.results.flatMap((l) => [l.theme, ...l.words])];
  expect(await englishLeft(page, allowed, content)).toEqual([]);
  for (const [size, viewport] of Object.entries(SIZES)) {
    await page.setViewportSize(viewport);
    await snap(page, `zh-dashboard-${size}`);
  }
  await page.setViewportSize(SIZES.laptop);

  // A game's title screen: the page and the game's own texts in Chinese; the list's words in English.
  await page.goto('/games/wordsearch');
  const frame = await gameFrame(page, '单词搜索');
  await waitForScene(frame, 'kit-title');
  expect(await activeScenes(frame)).toContain('kit-title');
  const englishDrawn = (drawn: string[]) =>
    drawn.flatMap((text) => text.match(LATIN_RUN) ?? []).filter((run) => !content.includes(run) && !allowed.has(run));
  const title = await sceneTexts(frame, 'kit-title');
  expect(title.some((text) => HAN.test(text))).toBe(true);
  expect(englishDrawn(title)).toEqual([]);
  expect(await englishLeft(page, allowed, content)).toEqual([]);
  await snap(page, 'zh-game-title');
  // Its team setup and its first turn too (the grid's letters and her words are the lesson).
  await clickStage(page, frame, 960, 780);
  // Play waits for the game's pictures, which load behind the title: on the first game a fresh server sends, on a
  // busy 2-core machine, that has taken longer than the usual 15 s.
  await waitForScene(frame, 'kit-teams', 45_000);
  await page.waitForTimeout(500);
  const teams = await sceneTexts(frame, 'kit-teams');
  expect(teams.some((text) => HAN.test(text))).toBe(true);
  expect(englishDrawn(teams)).toEqual([]);
  await snap(page, 'zh-game-teams');
  await clickStage(page, frame, 960, 930);
  await waitForScene(frame, 'play');
  await page.waitForTimeout(800);
  const play = (await sceneTexts(frame, 'play')).filter((text) => !/^[A-Z]$/.test(text));
  expect(play.some((text) => HAN.test(text))).toBe(true);
  expect(englishDrawn(play)).toEqual([]);
  await snap(page, 'zh-game-play');

  // The plans: Chinese texts, money in yuan first.
  await page.goto('/plans');
  await expect(page.getByText(/¥\d/).first()).toBeVisible();
  expect(await englishLeft(page, allowed, content)).toEqual([]);
  await snap(page, 'zh-plans');

  // The switch takes her back to English, and her account remembers it.
  await page.getByRole('button', { name: 'English' }).first().click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect
    .poll(async () => ((await (await page.request.get('/api/users/me/')).json()) as { language: string }).language)
    .toBe('en');
  await context.close();
});

test('every other page a Chinese teacher opens is in Chinese too', async ({ browser }) => {
  test.setTimeout(120_000);
  const allowed = await deliberateLatin();
  for (const name of ['profile', 'images', 'news', 'contact', 'pages', 'terms', 'gamesInfo']) {
    const collect = (value: unknown) => {
      if (typeof value === 'string')
        for (const run of value.match(LATIN_RUN) ?? []) [run, ...run.split(/[ '’.-]/)].forEach((w) => allowed.add(w));
      else if (value && typeof value === 'object') Object.values(value).forEach(collect);
    };
    collect((await import(`@playwords/common/i18n/zh-CN/${name}`)).default);
  }
  const context = await browser.newContext({ locale: 'zh-CN', viewport: SIZES.laptop });
  const page = await context.newPage();
  const username = uniqueName('wang_laoshi');
  const email = `${username}@school.example`;
  await page.goto('/');
  await signUpThroughApi(page, username, PASSWORD, { language: 'zh-CN' });
  await page.goto(await waitForMail(email, LINK));
  await expect(page.getByText(zhAccount.steps.allSet)).toBeVisible();
  await page.goto('/login');
  await page.getByRole('textbox', { name: zhAuth.username, exact: true }).fill(username);
  await page.getByRole('textbox', { name: zhAuth.password, exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: zhCommon.nav.logIn }).click();
  await page.waitForURL((url) => url.pathname !== '/login');
  // Public lists and images are other teachers' words and names: content, like hers.
  const csrf = (await page.request.get('/api/users/get_csrf/')).headers()['x-csrftoken']!;
  const lists: { theme: string; words: string[]; created_by: { username: string; display_name: string } }[] = [];
  for (let offset = 0; ; offset += 50) {
    const found = await page.request.post(`/api/wordlists/search/?limit=50&offset=${offset}`, {
      headers: { 'X-CSRFToken': csrf },
      data: { query: '', public: true },
    });
    expect(found.status(), await found.text()).toBe(200);
    const body = (await found.json()) as { next: string | null; results: typeof lists };
    lists.push(...body.results);
    if (!body.next) break;
  }
  // The pictures' names (the official library's are English words: 'Princess', 'Panda') and tags are content too,
  // and so are the news posts the operator wrote (other browser tests may have added English ones).
  const pictures: string[] = [];
  const pages = async <T>(path: string): Promise<T[]> => {
    const all: T[] = [];
    for (let offset = 0; ; offset += 50) {
      const body = (await (await page.request.get(`${path}?limit=50&offset=${offset}`)).json()) as {
        next: string | null;
        results: T[];
      };
      all.push(...body.results);
      if (!body.next) return all;
    }
  };
  for (const type of ['characters', 'monsters', 'backgrounds', 'projectiles']) {
    const images = await pages<{ name: string; tags?: string[] }>(`/api/images/${type}/`);
    pictures.push(...images.flatMap((image) => [image.name, ...(image.tags ?? [])]));
  }
  const posts = await pages<{ name: string; text: string }>('/api/news/');
  pictures.push(...posts.flatMap((post) => [post.name, ...post.text.split('\n')]));
  const content = [
    username,
    email,
    ...lists.flatMap((l) => [l.theme, ...l.words, l.created_by.username, l.created_by.display_name]),
    ...pictures,
  ].filter(Boolean);
  const paths = [
    '/profile',
    '/my-images',
    '/public-images',
    '/public-wordlists',
    '/all-games',
    '/how-to',
    '/terms',
    '/news',
    '/contact-us',
    '/cancellation',
    '/no-such-page',
  ];
  for (const path of paths) {
    await page.goto(path);
    await expect(page.locator('main').getByText(HAN).first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await englishLeft(page, allowed, content), path).toEqual([]);
    await snap(page, `zh-page${path.replace(/\//g, '-')}`);
  }
  await context.close();
});
