import { expect, test, type Frame } from '@playwright/test';
import {
  clickStage,
  expectPlanGate,
  inKit,
  inOverlay,
  openAsPro,
  sceneOf,
  startGame,
  waitForScene,
} from './game-helpers';
import { snap } from './helpers';

// Time Trial is for Pro: a Basic teacher is refused its page; a Pro teacher opens it from her dashboard with her own
// list, the clock runs (and the teacher panel's pause holds it), her class unscrambles a word by tapping its tiles
// and another by typing, and the run ends when the time is up.

const TIME_TRIAL = { id: 9, key: 'timetrial', name: 'Time Trial' };

type Scene = {
  puzzle: { answer: string; tiles: string[]; fixed: string } | null;
  attempt: { placed: number[] };
  tiles: { x: number; y: number }[];
  timer: { countdown: { remainingMs: number; add(ms: number): void } };
  busy: boolean;
  solved: number;
};

const inPlay = sceneOf<Scene>();

function readPlay(frame: Frame) {
  return inPlay(frame, ({ scene }) => {
    const puzzle = scene.puzzle;
    // The tiles to tap, in the answer's order (the fixed first letter is in place already).
    const order: [number, number][] = [];
    if (puzzle) {
      const used = new Set<number>();
      for (const letter of puzzle.answer.slice(puzzle.fixed.length)) {
        const i = puzzle.tiles.findIndex((t, j) => t === letter && !used.has(j));
        used.add(i);
        order.push([scene.tiles[i]!.x, scene.tiles[i]!.y]);
      }
    }
    return {
      ready: !scene.busy && puzzle !== null,
      answer: puzzle?.answer ?? '',
      fixed: puzzle?.fixed ?? '',
      order,
      left: scene.timer.countdown.remainingMs,
      solved: scene.solved,
    };
  });
}

const panelOpen = (frame: Frame) => inOverlay(frame, ({ scene }) => Boolean(scene.panel));

test('a Basic teacher is refused the Time Trial page by the plan gate', async ({ page }) => {
  await expectPlanGate(page, TIME_TRIAL);
});

test('a Pro teacher runs Time Trial with her words: tiles tapped, letters typed, the clock paused and run out', async ({
  page,
}) => {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
  const frame = await openAsPro(page, TIME_TRIAL);
  await startGame(page, frame, TIME_TRIAL.key);

  await expect.poll(async () => (await readPlay(frame)).ready, { timeout: 10_000 }).toBe(true);
  // Easy by default: the first letter is in place, 90 seconds.
  const first = await readPlay(frame);
  expect(first.fixed).toBe(first.answer[0]);
  expect(first.left).toBeLessThanOrEqual(90_000);
  await expect.poll(async () => (await readPlay(frame)).left).toBeLessThan(first.left);

  // The teacher panel's pause holds the clock.
  await page.keyboard.press('Control+Shift+A');
  await expect.poll(() => panelOpen(frame)).toBe(true);
  await page.waitForTimeout(300);
  const paused = (await readPlay(frame)).left;
  await page.waitForTimeout(1200);
  expect((await readPlay(frame)).left).toBe(paused);
  await page.keyboard.press('Escape');
  await expect.poll(() => panelOpen(frame)).toBe(false);

  // A word by tapping its tiles.
  const word = await readPlay(frame);
  for (const point of word.order) await clickStage(page, frame, ...point);
  await expect.poll(async () => (await readPlay(frame)).solved).toBe(1);
  await page.waitForTimeout(300);
  await snap(page, 'game-timetrial-turn');

  // The next word by typing its letters.
  await expect.poll(async () => (await readPlay(frame)).ready, { timeout: 10_000 }).toBe(true);
  const typed = await readPlay(frame);
  await page.keyboard.type(typed.answer.slice(typed.fixed.length), { delay: 60 });
  await expect.poll(async () => (await readPlay(frame)).solved).toBe(2);

  // The time runs out (skipped ahead): the run ends with its words compared to the best.
  await inPlay(frame, ({ scene }) => scene.timer.countdown.add(-120_000));
  await page.waitForTimeout(600);
  await snap(page, 'game-timetrial-time-up');
  await waitForScene(frame, 'kit-summary');
  await page.waitForTimeout(800);
  await snap(page, 'game-timetrial-round-end');
  // The personal best is a record of the save (kept across games), not a statistic.
  const best = await inKit(frame, (kit) => kit.records.personalBests as Record<string, number> | undefined);
  expect(Object.values(best ?? {})).toContain(2);
  expect(problems).toEqual([]);
});
