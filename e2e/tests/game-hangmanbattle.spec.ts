import { expect, test, type Frame } from '@playwright/test';
import { activeScenes, clickStage, expectPlanGate, openAsPro, sceneOf, startGame } from './game-helpers';
import { snap } from './helpers';

// Hangman Battle for a Pro teacher: a Basic teacher is refused its page; a Pro teacher opens it from her dashboard
// with her own list. The first team types a wrong letter on the keyboard (it loses a heart), the second taps the
// word's letters on the on-screen keyboard (each right one strikes the rival; the luck wheel spins in between) until
// the word is solved and said, which ends the round.

const HANGMAN_BATTLE = { id: 5, key: 'hangmanbattle', name: 'Hangman Battle' };

type Scene = {
  word: { letters: string; guessed: string[] } | null;
  keyboard: { keys: { letter: string; button: { x: number; y: number } }[] } | null;
  battle: { hearts: number[]; turn: number };
  busy: boolean;
};

const inPlay = sceneOf<Scene>();

function readPlay(frame: Frame) {
  return inPlay(frame, ({ scene }) => ({
    ready: scene.word !== null && scene.keyboard !== null && !scene.busy,
    letters: scene.word?.letters ?? '',
    guessed: scene.word?.guessed ?? [],
    keys: (scene.keyboard?.keys ?? []).map((key) => ({ letter: key.letter, x: key.button.x, y: key.button.y })),
    hearts: scene.battle.hearts,
    turn: scene.battle.turn,
  }));
}

test('a Pro teacher plays Hangman Battle with her words; a Basic teacher is refused it', async ({ page }) => {
  test.setTimeout(120_000);
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));

  // Basic: the server's plan gate refuses the page.
  await expectPlanGate(page, HANGMAN_BATTLE);

  // Pro: her own list, and the game from her dashboard.
  const frame = await openAsPro(page, HANGMAN_BATTLE);
  await startGame(page, frame, HANGMAN_BATTLE.key);

  await expect.poll(async () => (await readPlay(frame)).ready, { timeout: 15_000 }).toBe(true);
  const start = await readPlay(frame);
  expect(start.hearts).toEqual([5, 5]);

  // A wrong letter typed on the keyboard: the team loses a heart and the turn passes.
  const wrong = 'abcdefghijklmnopqrstuvwxyz'.split('').find((letter) => !start.letters.includes(letter))!;
  await page.keyboard.press(wrong);
  await expect.poll(async () => (await readPlay(frame)).hearts).toEqual([4, 5]);
  await expect.poll(async () => (await readPlay(frame)).turn).toBe(1);

  // The word's letters tapped on the on-screen keyboard, each when the game is ready for a guess (the luck wheel
  // spins after a right letter); the rival loses hearts, and the solved word ends the round.
  for (const letter of new Set(start.letters)) {
    await expect.poll(async () => (await readPlay(frame)).ready, { timeout: 20_000 }).toBe(true);
    const now = await readPlay(frame);
    if (now.guessed.includes(letter)) continue;
    const key = now.keys.find((k) => k.letter === letter)!;
    await clickStage(page, frame, key.x, key.y);
    await expect.poll(async () => (await readPlay(frame)).guessed).toContain(letter);
    if (letter === start.letters[0]) {
      await page.waitForTimeout(1200);
      await snap(page, 'game-hangmanbattle-strike');
    }
    // A team knocked out ends the game: the podium comes instead of the round's end.
    if ((await readPlay(frame)).hearts.some((hearts) => hearts === 0)) break;
  }
  expect((await readPlay(frame)).hearts.reduce((a, b) => a + b)).toBeLessThan(9);
  await expect
    .poll(
      async () => {
        const scenes = await activeScenes(frame);
        return scenes.includes('kit-summary') || scenes.includes('kit-podium');
      },
      { timeout: 20_000 },
    )
    .toBe(true);
  await page.waitForTimeout(800);
  await snap(page, 'game-hangmanbattle-round-end');
  expect(problems).toEqual([]);
});
