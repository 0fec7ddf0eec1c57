import { expect, test, type Frame, type Page } from '@playwright/test';
import {
  clickStage,
  createSelectedList,
  dragStage,
  gameFrame,
  inKit,
  sceneOf,
  waitForScene,
  WORDS,
} from './game-helpers';
import { logInThroughPage, readFixtures, snap } from './helpers';

// One At A Time, the Pro flashcard presenter outside the catalogue: a Basic teacher's 'Present one at a time' leads to
// the plans and the server refuses her its page; a Pro teacher opens it from My Wordlists' button on a list that was
// not selected (it is selected on the way), goes through the cards with the arrow key, the big arrow, a swipe and
// Space, gives a card to a team and moves it to the other, plays a set of "What's missing?", reaches the end and goes
// back to the title; her settings are kept for next time.

const ONE_AT_A_TIME = { id: 22, key: 'oneatatime', name: 'One At A Time' };
const PRESENT = 'Present one at a time';
const LOCKED = `${PRESENT}: Unlock this game with Pro or Premium.`;

/** The play scene's fields the test reads. */
interface Scene {
  position: number;
  slides: { cards: number[]; missing: number | null }[];
  view: { mode: string; phase?: string; opened?: number; total?: number } | null;
  awards: (number | null)[];
}

const inPlay = sceneOf<Scene>();

function readPlay(frame: Frame) {
  return inPlay(frame, ({ scene, kit }) => ({
    position: scene.position,
    slides: scene.slides.length,
    view: scene.view,
    awards: scene.awards,
    scores: kit.teams.teams.map((team) => team.score),
  }));
}

async function waitForPosition(frame: Frame, position: number) {
  await expect.poll(async () => (await readPlay(frame)).position).toBe(position);
}

/** The Play button of the title screen, once the title is there. */
async function play(page: Page, frame: Frame) {
  await waitForScene(frame, 'kit-title');
  await page.waitForTimeout(600);
  await clickStage(page, frame, 960, 780);
  await waitForScene(frame, 'play');
  await page.waitForTimeout(800);
}

test("a Basic teacher's 'Present one at a time' leads to the plans, and the server refuses her its page", async ({
  page,
}) => {
  const { basicTeacher } = readFixtures();
  await logInThroughPage(page, basicTeacher.username, basicTeacher.password);
  await createSelectedList(page, 'Basic flashcards');
  await page.goto('/my-wordlists');
  const card = page.getByRole('article', { name: 'Basic flashcards' });
  const locked = card.getByRole('link', { name: LOCKED });
  await expect(locked).toHaveAttribute('href', '/plans');
  await expect(card.getByRole('link', { name: PRESENT, exact: true })).toHaveCount(0);
  await snap(page, 'game-oneatatime-basic-locked');
  await locked.click();
  await expect(page).toHaveURL(/\/plans$/);

  const refused = await page.request.get(`/api/games/${ONE_AT_A_TIME.id}/template/`);
  expect(refused.status()).toBe(403);
  expect(await refused.json()).toEqual({
    detail: 'One At A Time is part of Pro and Premium. Start a free trial on the Pricing page to play it.',
    codes: { detail: ['games.needsProTrial'] },
  });
  // Opened by its address, the page shows the lock with the server's reason.
  await page.goto('/games/oneatatime');
  await expect(page.getByRole('heading', { name: 'One At A Time is locked' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('link', { name: 'Start Trial Now' })).toHaveAttribute('href', '/plans');
  await snap(page, 'game-oneatatime-basic-page');
});

test('a Pro teacher presents a list from My Wordlists: arrows, a click, a swipe, Space, a card given to a team, what is missing, the end', async ({
  page,
}) => {
  test.setTimeout(150_000);
  const { proTeacher } = readFixtures();
  await logInThroughPage(page, proTeacher.username, proTeacher.password);
  // Two lists: the second, made last, is the selected one; she presents the first.
  await createSelectedList(page, 'Zoo flashcards');
  await createSelectedList(page, 'Other list');
  // The dashboard's word-list panel presents the selected list; the game cards do not list the presenter.
  await page.goto('/');
  const panel = page.getByRole('region', { name: 'Your word lists' });
  await expect(panel.getByRole('link', { name: PRESENT, exact: true })).toHaveAttribute('href', '/games/oneatatime');
  await expect(page.getByRole('region', { name: 'Games' }).getByText('One At A Time')).toHaveCount(0);
  await snap(page, 'game-oneatatime-dashboard');
  await page.goto('/my-wordlists');
  const card = page.getByRole('article', { name: 'Zoo flashcards' });
  const present = card.getByRole('link', { name: PRESENT, exact: true });
  await expect(present).toHaveAttribute('href', '/games/oneatatime');
  await expect(
    page.getByRole('article', { name: 'Other list' }).getByRole('button', { name: 'Selected' }),
  ).toBeVisible();
  await snap(page, 'game-oneatatime-my-wordlists');
  await present.click();
  await expect(page).toHaveURL(/\/games\/oneatatime$/);
  const frame = await gameFrame(page, ONE_AT_A_TIME.name);
  await expect(page.getByText('LOADING...')).toBeHidden({ timeout: 30_000 });
  // That list was selected on the way, and the presenter shows it.
  expect(await inKit(frame, (kit) => kit.data.wordlist?.theme)).toBe('Zoo flashcards');
  await waitForScene(frame, 'kit-title');
  await page.waitForTimeout(600);
  await snap(page, 'game-oneatatime-title');

  // Slow reveal with two teams (the defaults).
  expect(await inKit(frame, (kit) => [kit.settings.mode, kit.settings.teams])).toEqual(['reveal', '2']);
  await play(page, frame);
  const first = await readPlay(frame);
  expect(first).toMatchObject({ position: 0, slides: WORDS.length, scores: [0, 0] });
  expect(first.view).toMatchObject({ mode: 'reveal', total: 8 });
  await snap(page, 'game-oneatatime-play');

  // → goes to the next card, the big ▶ to the one after, ← back, a swipe to the left forward again.
  await page.keyboard.press('ArrowRight');
  await waitForPosition(frame, 1);
  await clickStage(page, frame, 1770, 470);
  await waitForPosition(frame, 2);
  await page.keyboard.press('ArrowLeft');
  await waitForPosition(frame, 1);
  await dragStage(page, frame, [1300, 470], [600, 470]);
  await waitForPosition(frame, 2);

  // Space opens tiles (they open by themselves too, one every 1.5 s): more are open after it.
  const before = (await readPlay(frame)).view!.opened!;
  await page.keyboard.press('Space');
  await expect.poll(async () => (await readPlay(frame)).view!.opened!).toBeGreaterThan(before);
  await snap(page, 'game-oneatatime-tiles');

  // Blue shouted first: key 2 gives Blue the card, which shows it whole.
  await page.keyboard.press('2');
  await expect.poll(async () => (await readPlay(frame)).scores).toEqual([0, 1]);
  const given = await readPlay(frame);
  expect(given.awards[2]).toBe(1);
  expect(given.view).toMatchObject({ opened: 8, total: 8 });
  await page.waitForTimeout(500);
  await snap(page, 'game-oneatatime-awarded');
  // No, Red was first: a click on Red's button moves the card.
  await clickStage(page, frame, 780, 990);
  await expect.poll(async () => (await readPlay(frame)).scores).toEqual([1, 0]);
  expect((await readPlay(frame)).awards[2]).toBe(0);

  // What's missing, from the teacher panel's settings: sets of 4, one taken away.
  expect(await inKit(frame, (kit) => kit.updateSettings({ mode: 'missing' }))).toEqual({});
  await expect.poll(async () => (await readPlay(frame)).view?.mode).toBe('missing');
  const sets = await readPlay(frame);
  expect(sets).toMatchObject({ position: 0, slides: 2, view: { phase: 'look' } });
  await page.waitForTimeout(600);
  await snap(page, 'game-oneatatime-missing-look');
  await page.keyboard.press('Space');
  await expect.poll(async () => (await readPlay(frame)).view?.phase).toBe('guess');
  await page.waitForTimeout(500);
  await snap(page, 'game-oneatatime-missing-guess');
  // A tap on the set shows the missing card.
  await clickStage(page, frame, 960, 470);
  await expect.poll(async () => (await readPlay(frame)).view?.phase).toBe('shown');
  // Red said it first: key 1.
  await page.keyboard.press('1');
  await expect.poll(async () => (await readPlay(frame)).scores).toEqual([1, 0]);
  await page.waitForTimeout(600);
  await snap(page, 'game-oneatatime-missing-shown');

  // Past the last set: the end, with each team's tally; Finish goes back to the title.
  await page.keyboard.press('PageDown');
  await waitForPosition(frame, 1);
  await page.keyboard.press('PageDown');
  await waitForPosition(frame, 2);
  await page.waitForTimeout(800);
  await snap(page, 'game-oneatatime-end');
  await clickStage(page, frame, 1220, 810);
  await waitForScene(frame, 'kit-title');

  // Her settings were kept: opened again, it presents what's missing.
  await page.reload();
  const again = await gameFrame(page, ONE_AT_A_TIME.name);
  await expect(page.getByText('LOADING...')).toBeHidden({ timeout: 30_000 });
  await waitForScene(again, 'kit-title');
  await expect.poll(() => inKit(again, (kit) => kit.settings.mode)).toBe('missing');
});
