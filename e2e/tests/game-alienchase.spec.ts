import { expect, test, type Frame, type Page } from '@playwright/test';
import { clickStage, expectPlanGate, openAsPro, sceneOf, startGame, waitForScene, WORDS } from './game-helpers';
import { snap } from './helpers';

// Alien Chase is a Pro game: a Basic teacher's request for its page is refused by the server; a Pro teacher opens
// it from her dashboard with her own list, the team zaps the aliens (Z), then taps the zone of the spoken word and
// its character walks there along the maze: a point, the difficulty rises, and the round ends with the scores.

const ALIEN_CHASE = { id: 11, key: 'alienchase', name: 'Alien Chase' };

interface Scene {
  phase: string;
  target: { text: string } | null;
  zones: { word: string; tile: { x: number; y: number } }[];
  chase: { level: number; turn: number; played: number; teams: { found: number; zaps: number }[] };
  safeUntil: number;
}

const inPlay = sceneOf<Scene>();

function read(frame: Frame) {
  return inPlay(frame, ({ scene }) => {
    const zone = scene.zones.find((z) => z.word === scene.target?.text);
    return {
      phase: scene.phase,
      word: scene.target?.text ?? null,
      at: zone ? ([zone.tile.x, zone.tile.y] as [number, number]) : null,
      chase: JSON.parse(JSON.stringify(scene.chase)) as Scene['chase'],
    };
  });
}

/** Taps the zone of the spoken word (again, should the character be stopped) until the team's point lands. */
async function findTheWord(page: Page, frame: Frame, team: number, before: number): Promise<void> {
  for (let attempt = 0; attempt < 6 && (await read(frame)).chase.teams[team]!.found === before; attempt++) {
    const now = await read(frame);
    if (now.phase === 'play' && now.at) await clickStage(page, frame, ...now.at);
    await expect
      .poll(async () => (await read(frame)).chase.teams[team]!.found, { timeout: 8_000 })
      .toBeGreaterThan(before)
      .catch(() => undefined);
  }
  expect((await read(frame)).chase.teams[team]!.found).toBe(before + 1);
}

test('Alien Chase: refused on Basic; for a Pro teacher a team zaps the aliens and runs to the spoken word', async ({
  page,
}) => {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
  await expectPlanGate(page, ALIEN_CHASE);
  const frame = await openAsPro(page, ALIEN_CHASE);
  await startGame(page, frame, ALIEN_CHASE.key);

  await expect.poll(async () => (await read(frame)).phase, { timeout: 15_000 }).toBe('play');
  // The aliens chase at random; the turn under test is the walk to the word's zone, so no alien may catch it.
  await inPlay(frame, ({ scene }) => {
    scene.safeUntil = Number.POSITIVE_INFINITY;
  });
  const first = await read(frame);
  expect(WORDS).toContain(first.word);
  expect(first.chase.teams[0]!.zaps).toBe(3);

  // A zap (key Z): one of the team's zaps is spent.
  await page.keyboard.press('z');
  await expect.poll(async () => (await read(frame)).chase.teams[0]!.zaps).toBe(2);

  await findTheWord(page, frame, 0, 0);
  const after = await read(frame);
  expect(after.chase.level).toBe(2);
  expect(after.chase.turn).toBe(1);
  await page.waitForTimeout(500);
  await snap(page, 'game-alienchase-turn');

  // The round's last turn (every team plays two turns a round): the second team finds its word, the round ends.
  await expect.poll(async () => (await read(frame)).phase, { timeout: 15_000 }).toBe('play');
  await inPlay(frame, ({ scene }) => {
    scene.chase.played = 3;
  });
  await findTheWord(page, frame, 1, 0);
  await waitForScene(frame, 'kit-summary');
  await page.waitForTimeout(800);
  await snap(page, 'game-alienchase-round-end');
  expect(problems).toEqual([]);
});
