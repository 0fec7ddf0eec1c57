import { expect, test, type Frame, type Page } from '@playwright/test';
import { clickStage, expectPlanGate, openAsPro, sceneOf, startGame, waitForScene, WORDS } from './game-helpers';
import { snap } from './helpers';

// UFO Blockade for a Pro teacher: a Basic teacher is refused its page; a Pro teacher opens it from her dashboard with
// her own list. Two teams: Red taps the spoken word's UFO (shot down, a point); Blue taps a wrong one (a miss: every
// UFO moves a step down); Red aims with the arrow keys and fires with Enter; then Blue shoots the wave's last UFO and
// the wave (the kit's round) ends with the scores.

const UFO_BLOCKADE = { id: 13, key: 'ufoblockade', name: 'UFO Blockade' };

interface Ufo {
  id: number;
  row: number;
  column: number;
  word: string;
  altitude: number;
  state: string;
}

/** The play scene's fields the test reads. */
interface Scene {
  wave: { formation: { ufos: Ufo[] }; shields: number[]; misses: number } | null;
  question: { answered: boolean; target: { text: string } } | null;
  busy: boolean;
  sky(): { id: number; word: string; x: number; y: number; right: boolean }[];
  formation: { aimed: number | null; views: { container: { setVisible(on: boolean): unknown } }[] };
}

const inPlay = sceneOf<Scene>();

function read(frame: Frame) {
  return inPlay(frame, ({ scene, kit }) => ({
    ready: !scene.busy && scene.question !== null && !scene.question.answered,
    target: scene.question?.target.text ?? null,
    sky: scene.sky(),
    ufos: JSON.parse(JSON.stringify(scene.wave?.formation.ufos ?? [])) as Ufo[],
    misses: scene.wave?.misses ?? 0,
    aimed: scene.formation.aimed,
    scores: kit.teams.teams.map((team) => team.score),
  }));
}

/** Waits for the next word, asked and open to a shot. */
async function nextWord(frame: Frame): Promise<Awaited<ReturnType<typeof read>>> {
  await expect.poll(async () => (await read(frame)).ready, { timeout: 15_000 }).toBe(true);
  return read(frame);
}

async function tapUfo(page: Page, frame: Frame, right: boolean): Promise<string> {
  const ufo = (await read(frame)).sky.find((u) => u.right === right)!;
  // The middle of its hull, where its word is (read just now: the formation sways slowly).
  await clickStage(page, frame, ufo.x, ufo.y);
  return ufo.word;
}

test('a Basic teacher is refused UFO Blockade by the server', async ({ page }) => {
  await expectPlanGate(page, UFO_BLOCKADE);
});

test('a Pro teacher plays UFO Blockade with her words: a hit, a miss that brings the UFOs down, a shot aimed by keys', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
  const frame = await openAsPro(page, UFO_BLOCKADE);
  await startGame(page, frame, UFO_BLOCKADE.key);

  // Red's turn: the spoken word is one of her list's, carried by a UFO; a tap on that UFO shoots it down.
  const first = await nextWord(frame);
  expect(WORDS).toContain(first.target);
  expect(first.ufos.every((u) => WORDS.includes(u.word))).toBe(true);
  await snap(page, 'game-ufoblockade-wave');
  expect(await tapUfo(page, frame, true)).toBe(first.target);
  await expect.poll(async () => (await read(frame)).scores).toEqual([1, 0]);
  expect((await read(frame)).ufos.filter((u) => u.state === 'hit')).toHaveLength(1);

  // Blue's turn: a wrong UFO is a miss; no point, and every flying UFO comes a step down.
  const second = await nextWord(frame);
  const before = new Map(second.ufos.map((u) => [u.id, u.altitude]));
  expect(await tapUfo(page, frame, false)).not.toBe(second.target);
  await expect.poll(async () => (await read(frame)).misses).toBe(1);
  await page.waitForTimeout(700);
  await snap(page, 'game-ufoblockade-miss');
  const after = await read(frame);
  for (const ufo of after.ufos.filter((u) => u.state === 'flying')) {
    expect(ufo.altitude).toBe(before.get(ufo.id)! - 1);
  }
  expect(after.scores).toEqual([1, 0]);

  // Red again, by keyboard: the arrows bring the sights onto the word's UFO, Enter fires.
  await nextWord(frame);
  await page.keyboard.press('ArrowDown');
  for (let press = 0; press < 12; press++) {
    const now = await read(frame);
    const aimed = now.ufos.find((u) => u.id === now.aimed)!;
    const goal = now.ufos.find((u) => u.id === now.sky.find((s) => s.right)!.id)!;
    if (aimed.id === goal.id) break;
    const key =
      goal.row < aimed.row
        ? 'ArrowUp'
        : goal.row > aimed.row
          ? 'ArrowDown'
          : goal.column > aimed.column
            ? 'ArrowRight'
            : 'ArrowLeft';
    await page.keyboard.press(key);
  }
  const aimedAt = await read(frame);
  expect(aimedAt.sky.find((u) => u.id === aimedAt.aimed)?.right).toBe(true);
  await snap(page, 'game-ufoblockade-sights');
  await page.keyboard.press('Enter');
  await expect.poll(async () => (await read(frame)).scores).toEqual([2, 0]);
  await page.waitForTimeout(600);
  await snap(page, 'game-ufoblockade-turn');

  // The wave's end, skipped ahead to: only the next word's UFO is left in the sky; Blue shoots it down.
  await nextWord(frame);
  await inPlay(frame, ({ scene }) => {
    const target = scene.question!.target.text;
    const keep = scene.wave!.formation.ufos.find((u) => u.state === 'flying' && u.word === target)!;
    for (const ufo of scene.wave!.formation.ufos) {
      if (ufo.state !== 'flying' || ufo === keep) continue;
      ufo.state = 'hit';
      scene.formation.views[ufo.id]!.container.setVisible(false);
    }
  });
  await tapUfo(page, frame, true);
  await expect.poll(async () => (await read(frame)).scores).toEqual([2, 1]);
  await waitForScene(frame, 'kit-summary');
  await page.waitForTimeout(800);
  await snap(page, 'game-ufoblockade-round-end');
  expect(problems).toEqual([]);
});
