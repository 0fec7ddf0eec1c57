import { expect, test, type Frame } from '@playwright/test';
import { clickStage, expectPlanGate, openAsPro, sceneOf, startGame, waitForScene } from './game-helpers';
import { snap } from './helpers';

// Alien Blaster for a Pro teacher: a Basic teacher is refused its page; a Pro teacher opens it from her dashboard with
// her own list and is told that 'ice cream' (a phrase) is left out. The first team shoots a right letter by typing
// it, then a wrong one (it costs the point back), then taps the aliens carrying the word's letters with the mouse;
// its second word ends its round before the 60 seconds, and the next round is the second team's.

const ALIEN_BLASTER = { id: 16, key: 'alienblaster', name: 'Alien Blaster' };

type Scene = {
  round: { team: number; word: string | null; next: number; completed: number; misses: number; ended: string | null };
  fleet: { aliens: { letter: string; container: { x: number; y: number }; offset: { drop: number } }[] } | undefined;
  timer: { countdown: { remainingMs: number } } | undefined;
  start: { state: { told: string[] } };
  busy: boolean;
};

const inPlay = sceneOf<Scene>();

function readPlay(frame: Frame) {
  return inPlay(frame, ({ scene, kit }) => {
    const round = scene.round;
    const need = round?.word ? (round.word[round.next] ?? null) : null;
    const aliens = scene.fleet?.aliens ?? [];
    const target = aliens.find((alien) => alien.letter === need);
    return {
      ready: !scene.busy && need !== null,
      need,
      word: round?.word ?? null,
      completed: round?.completed ?? 0,
      misses: round?.misses ?? 0,
      team: round?.team ?? -1,
      ended: round?.ended ?? null,
      letters: aliens.map((alien) => alien.letter),
      // The alien to tap, once it has dropped into its place (a new alien falls in from above).
      at: target && target.offset.drop === 0 ? ([target.container.x, target.container.y] as [number, number]) : null,
      left: scene.timer?.countdown.remainingMs ?? 0,
      told: scene.start?.state.told ?? [],
      scores: kit.teams.teams.map((team) => team.score),
    };
  });
}

test('a Pro teacher plays Alien Blaster with her words; a Basic teacher is refused it', async ({ page }) => {
  test.setTimeout(120_000);
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));

  // Basic: the server's plan gate refuses the page.
  await expectPlanGate(page, ALIEN_BLASTER);

  // Pro: her own list, and the game from her dashboard; two teams (the team screen's default).
  const frame = await openAsPro(page, ALIEN_BLASTER);
  await startGame(page, frame, ALIEN_BLASTER.key);

  // Before play she is told what is left out: the phrase.
  await expect.poll(async () => (await readPlay(frame)).told).toEqual(['ice cream']);
  await snap(page, 'game-alienblaster-left-out');
  await page.keyboard.press('Enter');

  await expect.poll(async () => (await readPlay(frame)).ready, { timeout: 15_000 }).toBe(true);
  const first = await readPlay(frame);
  expect(['cat', 'dog', 'lion', 'zebra', 'monkey', 'tiger']).toContain(first.word);
  expect(first.team).toBe(0);
  expect(first.letters).toContain(first.need);
  await expect.poll(async () => (await readPlay(frame)).left).toBeLessThan(60_000);

  // A right letter typed on the keyboard: its alien is shot and the letter fills the first blank (1 point).
  await page.keyboard.press(first.need!);
  await expect.poll(async () => (await readPlay(frame)).scores[0]).toBe(1);
  await expect.poll(async () => (await readPlay(frame)).ready).toBe(true);
  const second = await readPlay(frame);
  expect(second.letters).toContain(second.need);

  // A wrong letter (one an alien carries, not the next one): it costs the point back.
  const wrong = second.letters.find((letter) => letter !== second.need)!;
  await page.keyboard.press(wrong);
  await expect.poll(async () => (await readPlay(frame)).misses).toBe(1);
  await expect.poll(async () => (await readPlay(frame)).scores[0]).toBe(0);
  await snap(page, 'game-alienblaster-play');

  // The rest with the mouse: each time the aliens carry the letter the word needs next; the team taps it until its
  // second word is blasted, which ends its round before its time is up.
  const words: string[] = [first.word!];
  for (let shots = 0; shots < 40; shots++) {
    await expect
      .poll(
        async () => {
          const now = await readPlay(frame);
          return (now.ready && now.at !== null) || now.ended !== null;
        },
        { timeout: 15_000 },
      )
      .toBe(true);
    const now = await readPlay(frame);
    if (now.ended) break;
    expect(now.letters).toContain(now.need);
    if (now.word !== words.at(-1)) words.push(now.word!);
    await clickStage(page, frame, ...now.at!);
    await expect
      .poll(async () => {
        const after = await readPlay(frame);
        return after.word !== now.word || after.need !== now.need || after.ended !== null;
      })
      .toBe(true);
  }
  const done = await readPlay(frame);
  expect(done).toMatchObject({ ended: 'words', completed: 2, misses: 1 });
  expect(words).toHaveLength(2);
  // Each letter 1 point (given as its shot lands), each word 3 more, less the wrong letter's point.
  const letters = words.reduce((sum, word) => sum + word.length, 0);
  await expect.poll(async () => (await readPlay(frame)).scores).toEqual([letters + 2 * 3 - 1, 0]);

  // The round's summary; its next round is the second team's.
  await waitForScene(frame, 'kit-summary');
  await page.waitForTimeout(800);
  await snap(page, 'game-alienblaster-round-end');
  await page.keyboard.press('Enter');
  await waitForScene(frame, 'play');
  await expect.poll(async () => (await readPlay(frame)).ready, { timeout: 15_000 }).toBe(true);
  expect((await readPlay(frame)).team).toBe(1);
  expect(problems).toEqual([]);
});
