import { expect, test, type Frame } from '@playwright/test';
import { clickStage, expectPlanGate, inKit, openAsPro, sceneOf, startGame, waitForScene } from './game-helpers';
import { snap } from './helpers';

// Number Line for a Pro teacher: a Basic teacher is refused its page; a Pro teacher opens it from her dashboard
// without making a list (it plays none). The first team taps the spoken number's place with the mouse (spot on, 3
// points); the second moves its character with the arrow keys to the number after it and presses Enter (not quite,
// nothing); the teacher skips to the round's end. The next round hides the ticks on 0–100: a tap 4 away is close,
// 2 points.

const NUMBER_LINE = { id: 7, key: 'numberline', name: 'Number Line' };
/** Where the line lies on the stage (scenes/line-view.ts LINE_BOX.y). */
const LINE_Y = 590;

type Scene = {
  question: { answer: number; start: number; mode: string; line: { max: number; ticks: boolean; step: number } } | null;
  busy: boolean;
  direct: boolean;
  placedNumber: number;
  xOf(value: number): number;
};

const inPlay = sceneOf<Scene>();

function readPlay(frame: Frame) {
  return inPlay(frame, ({ scene, kit }) => {
    const question = scene.question;
    return {
      ready: question !== null && !scene.busy,
      answer: question?.answer ?? -1,
      start: question?.start ?? 0,
      line: question?.line ?? null,
      x: question ? scene.xOf(question.answer) : 0,
      /** Stage x of the number 4 after the answer (4 before it near the end). */
      fourAway: question ? scene.xOf(question.answer + (question.answer + 4 <= 100 ? 4 : -4)) : 0,
      direct: scene.direct,
      placed: scene.placedNumber,
      scores: kit.teams.teams.map((team) => team.score),
    };
  });
}

const ready = async (frame: Frame) =>
  expect.poll(async () => (await readPlay(frame)).ready, { timeout: 15_000 }).toBe(true);

test('a Pro teacher plays Number Line without a list; a Basic teacher is refused it', async ({ page }) => {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));

  // Basic: the server's plan gate refuses the page.
  await expectPlanGate(page, NUMBER_LINE);

  // Pro: no list made for it; the page carries none and the kit plays none.
  const frame = await openAsPro(page, NUMBER_LINE, { list: false });
  expect(await inKit(frame, (kit) => ({ list: kit.data.wordlist, usesWords: kit.usesWords }))).toEqual({
    list: null,
    usesWords: false,
  });
  await startGame(page, frame, NUMBER_LINE.key);

  // Team 1 (0–20, 'Where is …?'): a tap on the number's place answers at once.
  await ready(frame);
  const first = await readPlay(frame);
  expect(first.line).toEqual({ max: 20, ticks: true, step: 1 });
  expect(first.direct).toBe(true);
  expect(first.answer).toBeGreaterThan(0);
  await clickStage(page, frame, first.x, LINE_Y);
  await expect.poll(async () => (await readPlay(frame)).scores).toEqual([3, 0]);
  await page.waitForTimeout(900);
  await snap(page, 'game-numberline-spot-on');

  // Team 2: the arrow keys walk its character to the number after the answer, Enter answers: no points.
  await ready(frame);
  const second = await readPlay(frame);
  expect(second.placed).toBe(second.start);
  for (let n = second.start; n < second.answer + 1; n++) await page.keyboard.press('ArrowRight');
  await expect.poll(async () => (await readPlay(frame)).placed).toBe(second.answer + 1);
  await page.keyboard.press('Enter');
  await expect.poll(async () => (await readPlay(frame)).ready).toBe(false);
  await page.waitForTimeout(1200);
  await snap(page, 'game-numberline-miss');
  expect((await readPlay(frame)).scores).toEqual([3, 0]);

  // The teacher panel's Skip passes the other four numbers to the round's end.
  for (let i = 0; i < 4; i++) {
    await ready(frame);
    await inKit(frame, (kit) => kit.panelHandlers.skip?.());
  }
  await waitForScene(frame, 'kit-summary');
  await page.waitForTimeout(800);
  await snap(page, 'game-numberline-round-end');

  // Next round: 0–100 with the ticks hidden. A tap 4 away from the number is close: 2 points.
  await inKit(frame, (kit) => kit.updateSettings({ line: '100', ticks: false }));
  await clickStage(page, frame, 1280, 940);
  await waitForScene(frame, 'play');
  await ready(frame);
  const hidden = await readPlay(frame);
  expect(hidden.line).toEqual({ max: 100, ticks: false, step: 1 });
  await clickStage(page, frame, hidden.fourAway, LINE_Y);
  await expect.poll(async () => (await readPlay(frame)).scores.reduce((a, b) => a + b)).toBe(5);
  await page.waitForTimeout(900);
  await snap(page, 'game-numberline-closeness');
  expect(problems).toEqual([]);
});
