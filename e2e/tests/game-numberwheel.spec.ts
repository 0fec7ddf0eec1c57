import { expect, test, type Frame } from '@playwright/test';
import { clickStage, expectPlanGate, inKit, openListFreeAsPro, sceneOf, startGame } from './game-helpers';
import { snap } from './helpers';

// Number Wheel, a Pro tool: a Basic teacher is refused its page; a Pro teacher opens it from her dashboard without a
// list (it plays none). On 1 to 10 (the default) a click on SPIN turns the wheel; on 1 to 1000 (the panel's setting)
// Space rolls the digit reels. Each time the number the scene landed on is the one the card shows big, the one the
// reels or the wheel's pointer show, and the one said aloud in words. With elimination a drawn number leaves the
// wheel, and Reset (R) brings them all back.

const NUMBER_WHEEL = { id: 19, key: 'numberwheel', name: 'Number Wheel' };

/** The play scene's fields the test reads. */
interface Scene {
  phase: 'ready' | 'spinning' | 'landed' | 'lastOne' | 'noRange';
  landed: { value: number; words: string } | null;
  range: { min: number; max: number; mode: 'wheel' | 'roller' } | null;
  pool: { shown: number[]; inPlay: number } | null;
  wheel: { angle: number; segment: number } | null;
  roller: { angles: number[] } | null;
  panel: { spinButton: { x: number; y: number }; title: { text: string }; line: { text: string } };
}

const inPlay = sceneOf<Scene>();

function readPlay(frame: Frame) {
  return inPlay(frame, ({ scene, kit }) => {
    const range = scene.range!;
    // The number under the wheel's pointer, or the one the reels show (each reel's digit, as mechanics/wheel/roller
    // reads a ten-digit drum's rotation).
    const reel = (angle: number) => Math.round(((((-angle % 360) + 360) % 360) / 36 - 0.5 + 10) % 10) % 10;
    const shown = scene.wheel
      ? range.min + scene.pool!.shown[scene.wheel.segment]!
      : scene.roller!.angles.reduce((value, angle) => value * 10 + reel(angle), 0);
    return {
      phase: scene.phase,
      mode: range.mode,
      landed: scene.landed,
      atPointer: shown,
      onWheel: scene.pool ? scene.pool.shown.map((item) => range.min + item) : null,
      inPlay: scene.pool?.inPlay ?? null,
      spin: [scene.panel.spinButton.x, scene.panel.spinButton.y] as [number, number],
      title: scene.panel.title.text,
      line: scene.panel.line.text,
      said: (kit as unknown as { speech: { lastSaid: string | null } }).speech.lastSaid,
    };
  });
}

async function waitForLanding(frame: Frame) {
  await expect.poll(async () => (await readPlay(frame)).phase, { timeout: 20_000 }).toBe('ready');
  const after = await readPlay(frame);
  expect(after.landed).not.toBeNull();
  return after;
}

/** What the card and the voice say of the landed number agree with the scene's and the wheel's or the reels'. */
function expectShownAndSaid(after: Awaited<ReturnType<typeof readPlay>>, min: number, max: number) {
  const { value, words } = after.landed!;
  expect(value).toBeGreaterThanOrEqual(min);
  expect(value).toBeLessThanOrEqual(max);
  expect(after.atPointer).toBe(value);
  expect(after.title).toBe(String(value));
  expect(after.line).toBe(words);
  expect(after.said).toBe(words);
}

test('a Basic teacher is refused Number Wheel by the server', async ({ page }) => {
  await expectPlanGate(page, NUMBER_WHEEL);
});

test('a Pro teacher spins Number Wheel: a click on 1 to 10, Space on the reels of 1 to 1000, then elimination', async ({
  page,
}) => {
  test.setTimeout(150_000);
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
  const frame = await openListFreeAsPro(page, NUMBER_WHEEL);
  await startGame(page, frame, NUMBER_WHEEL.key);

  // 1 to 10 on a wheel; a click on SPIN.
  const ready = await readPlay(frame);
  expect(ready.phase).toBe('ready');
  expect(ready.mode).toBe('wheel');
  expect(ready.onWheel).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  await clickStage(page, frame, ...ready.spin);
  await expect.poll(async () => (await readPlay(frame)).phase).toBe('spinning');
  const first = await waitForLanding(frame);
  expectShownAndSaid(first, 1, 10);
  await page.waitForTimeout(600);
  await snap(page, 'game-numberwheel-result');

  // 1 to 1000: the digit roller; Space rolls it.
  await inKit(frame, (kit) => kit.updateSettings({ max: '1000' }));
  await expect.poll(async () => (await readPlay(frame)).mode).toBe('roller');
  await page.keyboard.press('Space');
  await expect.poll(async () => (await readPlay(frame)).phase).toBe('spinning');
  await page.waitForTimeout(700);
  await snap(page, 'game-numberwheel-rolling');
  const rolled = await waitForLanding(frame);
  expectShownAndSaid(rolled, 1, 1000);
  await page.waitForTimeout(600);
  await snap(page, 'game-numberwheel-roller-result');

  // Elimination on 1 to 10: the landed number leaves the wheel; Reset (R) brings it back.
  await inKit(frame, (kit) => kit.updateSettings({ max: '10', elimination: true }));
  await expect.poll(async () => (await readPlay(frame)).mode).toBe('wheel');
  await page.keyboard.press('Enter');
  await expect.poll(async () => (await readPlay(frame)).phase).toBe('spinning');
  const out = await waitForLanding(frame);
  const gone = out.landed!.value;
  expect(out.said).toBe(out.landed!.words);
  expect(out.title).toBe(String(gone));
  expect(out.onWheel).toHaveLength(9);
  expect(out.onWheel).not.toContain(gone);
  expect(out.inPlay).toBe(9);
  await snap(page, 'game-numberwheel-eliminated');
  await page.keyboard.press('r');
  await expect.poll(async () => (await readPlay(frame)).onWheel).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  expect(problems).toEqual([]);
});
