import { expect, test, type Frame } from '@playwright/test';
import { clickStage, expectPlanGate, inKit, openAsPro, sceneOf, startGame, waitForScene, WORDS } from './game-helpers';
import { snap } from './helpers';

// Open The Safe for a Pro teacher: a Basic teacher is refused its page; a Pro teacher opens it from her dashboard
// with her own list. A team misses once (typing on the keyboard), then taps the word's letters on the keypad with the
// mouse and cracks the safe on its second try; the teacher skips the other safes to the round's end.

const OPEN_THE_SAFE = { id: 3, key: 'openthesafe', name: 'Open The Safe' };

type Scene = {
  safe: { answer: string; typed: string; tries: unknown[]; done: boolean } | null;
  keypad: { keys: { letter: string; button: { x: number; y: number } }[] } | null;
  busy: boolean;
};

const inPlay = sceneOf<Scene>();

function readPlay(frame: Frame) {
  return inPlay(frame, ({ scene, kit }) => {
    const keys = scene.keypad?.keys ?? [];
    return {
      ready: scene.safe !== null && !scene.busy,
      answer: scene.safe?.answer ?? '',
      typed: scene.safe?.typed ?? '',
      tries: scene.safe?.tries.length ?? 0,
      keys: keys.map((key) => ({ letter: key.letter, x: key.button.x, y: key.button.y })),
      scores: kit.teams.teams.map((team) => team.score),
    };
  });
}

test('a Pro teacher plays Open The Safe with her words; a Basic teacher is refused it', async ({ page }) => {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));

  // Basic: the server's plan gate refuses the page.
  await expectPlanGate(page, OPEN_THE_SAFE);

  // Pro: her own list, and the game from her dashboard.
  const frame = await openAsPro(page, OPEN_THE_SAFE);
  await startGame(page, frame, OPEN_THE_SAFE.key);

  await expect.poll(async () => (await readPlay(frame)).ready, { timeout: 15_000 }).toBe(true);
  const start = await readPlay(frame);
  expect(WORDS.map((word) => word.replace(' ', ''))).toContain(start.answer);
  // The keypad holds every letter of the word.
  for (const letter of start.answer) expect(start.keys.map((key) => key.letter)).toContain(letter);

  // A wrong try typed on the keyboard: a decoy letter in every slot.
  const decoy = start.keys.find((key) => !start.answer.includes(key.letter))!.letter;
  for (let i = 0; i < start.answer.length; i++) await page.keyboard.press(decoy);
  await expect.poll(async () => (await readPlay(frame)).tries).toBe(1);
  await expect.poll(async () => (await readPlay(frame)).ready).toBe(true);
  await snap(page, 'game-openthesafe-miss');

  // The right letters tapped on the keypad: the safe opens on the second try, for 2 points.
  for (const letter of start.answer) {
    const key = start.keys.find((k) => k.letter === letter)!;
    await clickStage(page, frame, key.x, key.y);
  }
  await expect.poll(async () => (await readPlay(frame)).scores[0]).toBe(2);
  await page.waitForTimeout(700);
  await snap(page, 'game-openthesafe-cracked');

  // The next team's safe comes; the teacher panel's Skip passes the other safes to the round's end.
  await expect.poll(async () => (await readPlay(frame)).ready, { timeout: 10_000 }).toBe(true);
  for (let i = 0; i < 3; i++) {
    await expect.poll(async () => (await readPlay(frame)).ready, { timeout: 10_000 }).toBe(true);
    await inKit(frame, (kit) => kit.panelHandlers.skip?.());
  }
  await waitForScene(frame, 'kit-summary');
  await page.waitForTimeout(800);
  await snap(page, 'game-openthesafe-round-end');
  expect(problems).toEqual([]);
});
