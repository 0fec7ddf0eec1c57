import { expect, test, type Frame, type Page } from '@playwright/test';
import { clickStage, expectPlanGate, openAsPro, sceneOf, startGame, waitForScene, WORDS } from './game-helpers';
import { snap } from './helpers';

// Fighters is a Pro game: a Basic teacher's request for its page is refused by the server; a Pro teacher opens it
// from her dashboard with her own list, the teams pick their characters, a team answers the spoken word with a real
// click (the monster loses health), and the hit that halves its health starts the boss event, which ends the round;
// the boss fight asks with four buttons and a clock.

const FIGHTERS = { id: 2, key: 'fighters', name: 'Fighters' };

interface Scene {
  select: { cards: { x: number }[]; selection: { picks: number[] } } | null;
  /** The kit's battle turns (kit/boards/battle-turns): the question, its word, whether an answer is being played. */
  turns: {
    target: { text: string } | null;
    question: {
      answered: boolean;
      choices: { text: string }[];
      buttons: { x: number; y: number; scaleX: number }[];
    } | null;
    busy: boolean;
  };
  battle: { health: number; maxHealth: number; turns: number; over: boolean };
  timer: { container: { visible: boolean } } | null;
}

const inPlay = sceneOf<Scene>();

function read(frame: Frame) {
  return inPlay(frame, ({ scene }) => {
    const { question, target, busy } = scene.turns;
    const choices = question?.choices ?? [];
    const index = target ? choices.findIndex((c) => c.text === target.text) : -1;
    const button = question?.buttons[index];
    return {
      selecting: scene.select !== null,
      cards: scene.select?.cards.map((c) => c.x) ?? [],
      picks: scene.select?.selection.picks.length ?? 0,
      // The buttons pop in from nothing: a click before they are full size can miss them.
      ready: !busy && question?.answered === false && button !== undefined && button.scaleX >= 0.99,
      word: target?.text ?? null,
      choices: choices.length,
      at: button ? ([button.x, button.y] as [number, number]) : null,
      clock: scene.timer?.container.visible ?? false,
      battle: { ...scene.battle },
    };
  });
}

/** Clicks the button of the spoken word once the question is up; returns the battle before the answer. */
async function answerRight(page: Page, frame: Frame) {
  await expect.poll(async () => (await read(frame)).ready, { timeout: 15_000 }).toBe(true);
  const before = await read(frame);
  expect(WORDS).toContain(before.word);
  await clickStage(page, frame, ...before.at!);
  return before;
}

test('Fighters: refused on Basic; for a Pro teacher the teams pick fighters, hit the monster and start the boss', async ({
  page,
}) => {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
  // Basic: the server's plan gate refuses the page, saying how to get it.
  await expectPlanGate(page, FIGHTERS);

  // Pro: her own list, and the game's card on her dashboard.
  const frame = await openAsPro(page, FIGHTERS);
  await startGame(page, frame, FIGHTERS.key);

  // Character select: four characters; each of the two teams taps one.
  await expect.poll(async () => (await read(frame)).cards.length).toBe(4);
  const { cards } = await read(frame);
  await clickStage(page, frame, cards[2]!, 560);
  await expect.poll(async () => (await read(frame)).picks).toBe(1);
  await page.waitForTimeout(400);
  await snap(page, 'game-fighters-select');
  // The first team's character is taken: the second team's tap on it does nothing; another card is theirs.
  await clickStage(page, frame, cards[2]!, 560);
  await page.waitForTimeout(300);
  expect((await read(frame)).picks).toBe(1);
  await clickStage(page, frame, cards[0]!, 560);
  await expect.poll(async () => (await read(frame)).selecting, { timeout: 10_000 }).toBe(false);

  // A turn: three word buttons, no clock; the right one hits the monster.
  const first = await answerRight(page, frame);
  expect(first.choices).toBe(3);
  expect(first.clock).toBe(false);
  await expect.poll(async () => (await read(frame)).battle.turns, { timeout: 15_000 }).toBe(first.battle.turns + 1);
  expect((await read(frame)).battle.health).toBeLessThan(first.battle.health);
  await page.waitForTimeout(500);
  await snap(page, 'game-fighters-turn');

  // The next hit takes the monster to half health: the boss event, then the round's end.
  await expect.poll(async () => (await read(frame)).ready, { timeout: 15_000 }).toBe(true);
  await inPlay(frame, ({ scene: { battle } }) => {
    battle.health = Math.floor(battle.maxHealth / 2) + 1;
  });
  await answerRight(page, frame);
  await waitForScene(frame, 'kit-summary');
  await page.waitForTimeout(800);
  await snap(page, 'game-fighters-round-end');

  // The boss fight: harder prompts (four buttons and a clock).
  await clickStage(page, frame, 1280, 940);
  await waitForScene(frame, 'play');
  await expect.poll(async () => (await read(frame)).ready, { timeout: 15_000 }).toBe(true);
  const boss = await read(frame);
  expect(boss.choices).toBe(4);
  expect(boss.clock).toBe(true);
  expect(boss.battle.health).toBeLessThanOrEqual(boss.battle.maxHealth / 2);
  await snap(page, 'game-fighters-boss');
  expect(problems).toEqual([]);
});
