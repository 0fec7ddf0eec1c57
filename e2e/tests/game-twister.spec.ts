import { readFile } from 'node:fs/promises';
import { PDFDocument } from '@cantoo/pdf-lib';
import { expect, test, type Frame } from '@playwright/test';
import { clickStage, expectPlanGate, inKit, openAsPro, sceneOf, startGame, waitForScene, WORDS } from './game-helpers';
import { logInThroughPage, readFixtures, snap } from './helpers';

// Twister for a Pro teacher: a Basic teacher is refused its page; a Pro teacher opens it from her dashboard with her
// own list, prints the floor mat from the title screen (the host page saves the PDF: a sheet map and a sheet per
// word), and plays a round of two teams: Red spins with the mouse and makes the move, Blue spins with Space and falls.

const TWISTER = { id: 15, key: 'twister', name: 'Twister' };

/** The play scene's fields the test reads. */
interface Scene {
  phase: 'ready' | 'spinning' | 'called' | 'judged';
  call: { word: string; text: string } | null;
  callLine: { text: string };
  spinButton: { x: number; y: number } | null;
  judgeButtons: { x: number; y: number }[];
}

const inPlay = sceneOf<Scene>();

function readPlay(frame: Frame) {
  return inPlay(frame, ({ scene, kit }) => ({
    phase: scene.phase,
    call: scene.call,
    shown: scene.callLine.text,
    said: (kit as unknown as { speech: { lastSaid: string | null } }).speech.lastSaid,
    spin: scene.spinButton ? [scene.spinButton.x, scene.spinButton.y] : null,
    judge: scene.judgeButtons.map((b) => [b.x, b.y]),
    scores: kit.teams.teams.map((team) => team.score),
  }));
}

async function waitForCall(frame: Frame) {
  await expect.poll(async () => (await readPlay(frame)).phase, { timeout: 20_000 }).toBe('called');
  return readPlay(frame);
}

test('a Basic teacher is refused Twister by the server', async ({ page }) => {
  await expectPlanGate(page, TWISTER);
});

test('a Pro teacher prints the Twister mat from the title and plays a round: a spin, a call, a move made and a fall', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const frame = await openAsPro(page, TWISTER);
  await waitForScene(frame, 'kit-title');

  // 'Print the mat' (its key P), A4 (the dialog's key 1): the host page makes the PDF and downloads it.
  await page.waitForTimeout(600);
  await clickStage(page, frame, 960, 975);
  await expect.poll(() => inKit(frame, (kit) => kit.game.scene.getScenes(true).length)).toBeGreaterThan(0);
  await page.waitForTimeout(400);
  await snap(page, 'game-twister-print');
  const download = page.waitForEvent('download');
  await page.keyboard.press('1');
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^twister-mat-zoo-for-twister-a4\.pdf$/);
  const bytes = await readFile((await file.path())!);
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  const pdf = await PDFDocument.load(bytes);
  // The sheet map, then a sheet per word of the list.
  expect(pdf.getPageCount()).toBe(1 + WORDS.length);
  const [width, height] = [pdf.getPage(0).getWidth(), pdf.getPage(0).getHeight()];
  expect([Math.round(width), Math.round(height)]).toEqual([595, 842]);

  // One spin for each of two teams this round.
  await inKit(frame, (kit) => kit.updateSettings({ spins: 1, rounds: 1 }));
  await startGame(page, frame, 'twister');

  // Red's turn: a click on Spin; both wheels turn and land, the call is said and shown.
  const ready = await readPlay(frame);
  expect(ready.phase).toBe('ready');
  await clickStage(page, frame, ...(ready.spin as [number, number]));
  await expect.poll(async () => (await readPlay(frame)).phase).toBe('spinning');
  const called = await waitForCall(frame);
  expect(WORDS).toContain(called.call!.word);
  expect(called.call!.text).toMatch(new RegExp(`^(Right|Left) (hand|foot)… ${called.call!.word}!$`));
  expect(called.shown).toBe(called.call!.text);
  expect(called.said).toBe(called.call!.text);
  await page.waitForTimeout(500);
  await snap(page, 'game-twister-call');
  // ✓ Made it: a point for Red.
  await clickStage(page, frame, ...(called.judge[1] as [number, number]));
  await expect.poll(async () => (await readPlay(frame)).scores).toEqual([1, 0]);

  // Blue's turn by keys: Space spins, X says the child fell (no point), and the round ends.
  await expect.poll(async () => (await readPlay(frame)).phase).toBe('ready');
  await page.keyboard.press('Space');
  await waitForCall(frame);
  await page.keyboard.press('x');
  await waitForScene(frame, 'kit-podium');
  expect((await readPlay(frame).catch(() => null))?.scores ?? [1, 0]).toEqual([1, 0]);
  await page.waitForTimeout(800);
  await snap(page, 'game-twister-round-end');
});

test("a Pro teacher prints a list's Twister mat from My Wordlists' Print dialog, on Letter", async ({ page }) => {
  const { proTeacher } = readFixtures();
  await logInThroughPage(page, proTeacher.username, proTeacher.password);
  const csrf = await page.request.get('/api/users/get_csrf/');
  const made = await page.request.post('/api/wordlists/', {
    headers: { 'X-CSRFToken': csrf.headers()['x-csrftoken']! },
    data: { theme: 'Fruit in three languages', words: ['apple', '苹果', 'яблоко'] },
  });
  expect(made.status()).toBe(201);
  await page.goto('/my-wordlists');
  const card = page.getByRole('article', { name: 'Fruit in three languages' });
  await card.getByRole('button', { name: 'Print' }).click();
  // The printables dialog: the mat is one of its choices, for the plans that play Twister.
  const dialog = page.getByRole('dialog', { name: 'Print: Fruit in three languages' });
  await dialog.getByRole('radio', { name: 'Twister mat' }).check();
  await dialog.getByText('Letter', { exact: true }).click();
  await snap(page, 'wordlists-print-twister-mat');
  const download = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Make PDF' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('twister-mat-fruit-in-three-languages-letter.pdf');
  const pdf = await PDFDocument.load(await readFile((await file.path())!));
  expect(pdf.getPageCount()).toBe(4);
  expect([Math.round(pdf.getPage(0).getWidth()), Math.round(pdf.getPage(0).getHeight())]).toEqual([612, 792]);
  await expect(dialog.getByText('Your PDF is ready: look in your downloads.')).toBeVisible();
  await file.saveAs('screenshots/twister-mat-letter.pdf');
});
