import { expect, test, type Frame, type Page } from '@playwright/test';
import { expectPlanGate, openAsPro, sceneOf, stagePoint, startGame, waitForScene, WORDS } from './game-helpers';
import { snap } from './helpers';

// Wordbrain is for Pro: a Basic teacher is refused its page; a Pro teacher opens it from her dashboard with her own list and her class traces every word of the puzzle with the mouse, the letters falling
// after each find, to the round's end.

const WORDBRAIN = { id: 4, key: 'wordbrain', name: 'Wordbrain' };

type Scene = {
  plan: { word: number; path: number[] } | null;
  round: { words: { entry: string }[]; foundBy: (number | null)[]; size: number };
  board: { cellCentreX(x: number): number; cellCentreY(y: number): number; columns: number };
  selection: { locked: boolean };
  foundWords: number;
};

const inPlay = sceneOf<Scene>();

/** The next word to find, its path as stage points, and the round so far. */
function readPlay(frame: Frame) {
  return inPlay(frame, ({ scene, kit }) => {
    const plan = scene.plan;
    const size = scene.board.columns;
    return {
      ready: !scene.selection.locked,
      entry: plan ? scene.round.words[plan.word]!.entry : null,
      points: (plan?.path ?? []).map(
        (cell) => [scene.board.cellCentreX(cell % size), scene.board.cellCentreY(Math.floor(cell / size))] as const,
      ),
      found: scene.foundWords,
      words: scene.round.words.length,
      size: scene.round.size,
      scores: kit.teams.teams.map((t) => t.score),
    };
  });
}

/** A finger's stroke through the centres of the path's letters. */
async function trace(page: Page, frame: Frame, points: readonly (readonly [number, number])[]): Promise<void> {
  const first = await stagePoint(frame, ...points[0]!);
  await page.mouse.move(first.x, first.y);
  await page.mouse.down();
  for (const point of points.slice(1)) {
    const at = await stagePoint(frame, ...point);
    await page.mouse.move(at.x, at.y, { steps: 6 });
  }
  await page.mouse.up();
}

test('a Basic teacher is refused the Wordbrain page by the plan gate', async ({ page }) => {
  await expectPlanGate(page, WORDBRAIN);
});

test('a Pro teacher plays a Wordbrain puzzle with her words, to the round’s end', async ({ page }) => {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
  const frame = await openAsPro(page, WORDBRAIN);
  await startGame(page, frame, WORDBRAIN.key);

  const start = await readPlay(frame);
  expect(start.words).toBeGreaterThanOrEqual(2);
  expect(start.size).toBeGreaterThanOrEqual(3);
  // Every word of the puzzle, traced through its letters, team after team.
  for (let found = 0; found < start.words; found++) {
    await expect.poll(async () => (await readPlay(frame)).ready, { timeout: 10_000 }).toBe(true);
    const now = await readPlay(frame);
    expect(WORDS).toContain(now.entry);
    await trace(page, frame, now.points);
    await expect.poll(async () => (await readPlay(frame)).found).toBe(found + 1);
    if (found === 0) {
      expect((await readPlay(frame)).scores[0]).toBe(1);
      await page.waitForTimeout(500);
      await snap(page, 'game-wordbrain-turn');
    }
    // The turn passes to the next team before the next word.
    await page.waitForTimeout(1000);
  }
  await waitForScene(frame, 'kit-summary');
  await page.waitForTimeout(800);
  await snap(page, 'game-wordbrain-round-end');
  expect(problems).toEqual([]);
});
