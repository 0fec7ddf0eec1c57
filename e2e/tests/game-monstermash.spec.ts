import { expect, test, type Frame, type Page } from '@playwright/test';
import { clickStage, expectPlanGate, inKit, openAsPro, sceneOf, startGame, waitForScene, WORDS } from './game-helpers';
import { snap } from './helpers';

// Monster Mash for a Pro teacher: a Basic teacher is refused its page; a Pro teacher opens it from her dashboard with
// her own list. Two teams: Red whacks the spoken word's monster with the mouse, Blue with the key beside its hole (the
// speed rises after that lap); Red whacks a wrong monster (a point lost, the hammer dizzy), then the right one; the
// teacher skips the other words to the round's end.

const MONSTER_MASH = { id: 14, key: 'monstermash', name: 'Monster Mash' };

/** The play scene's fields the test reads. */
interface Scene {
  field: {
    target: string;
    over: boolean;
    dizzyUntil: number;
    up: ({ hole: number; word: string; target: boolean; whacked: string | null; downAt: number } | null)[];
  } | null;
  question: { answered: boolean } | null;
  layout: { scale: number; holes: { x: number; y: number; key: string }[] };
  clock: number;
  round: { turns: number; wrong: number; level: number };
  view: { monsters: { container: { visible: boolean; scaleY: number } }[] };
}

const inPlay = sceneOf<Scene>();

/** A monster up, where to click it, its key, and how long it has left up (ms). */
interface UpMonster {
  hole: number;
  word: string;
  target: boolean;
  whacked: string | null;
  left: number;
  /** Fully popped up (its pop-up animation is over). */
  shown: boolean;
  x: number;
  y: number;
  key: string;
}

function readPlay(frame: Frame) {
  return inPlay(frame, ({ scene, kit }) => {
    const field = scene.field;
    const scale = scene.layout?.scale ?? 1;
    const monsters = (field?.up ?? []).flatMap((m) => {
      if (!m) return [];
      const spot = scene.layout.holes[m.hole]!;
      const container = scene.view.monsters[m.hole]!.container;
      return [
        {
          hole: m.hole,
          word: m.word,
          target: m.target,
          whacked: m.whacked,
          left: Math.min(99_999, m.downAt - scene.clock),
          shown: container.visible && container.scaleY >= scale * 0.95,
          // The middle of the monster over its hole (its sign and face), in stage coordinates.
          x: spot.x,
          y: spot.y - 110 * scale,
          key: spot.key,
        },
      ];
    });
    return {
      ready: field !== null && !field.over && scene.question !== null && !scene.question.answered,
      target: field?.target ?? null,
      monsters,
      dizzy: field ? field.dizzyUntil > scene.clock : false,
      scores: kit.teams.teams.map((team) => team.score),
      turns: scene.round?.turns ?? 0,
      wrong: scene.round?.wrong ?? 0,
      level: scene.round?.level ?? 0,
    };
  });
}

/** Waits for a monster (the spoken word's, or a wrong one) up and staying up long enough to be whacked. */
async function waitForMonster(frame: Frame, target: boolean): Promise<UpMonster> {
  let found: UpMonster | undefined;
  await expect
    .poll(
      async () => {
        const view = await readPlay(frame);
        found = view.ready
          ? view.monsters.find((m) => m.target === target && !m.whacked && m.shown && m.left > 1200)
          : undefined;
        return found !== undefined;
      },
      { timeout: 20_000, intervals: [50] },
    )
    .toBe(true);
  return found!;
}

async function nextWord(frame: Frame, turns: number): Promise<void> {
  await expect
    .poll(async () => {
      const view = await readPlay(frame);
      return view.ready && view.turns === turns;
    })
    .toBe(true);
}

async function whackWithMouse(page: Page, frame: Frame, monster: UpMonster): Promise<void> {
  await clickStage(page, frame, monster.x, monster.y);
}

test('a Basic teacher is refused Monster Mash by the server', async ({ page }) => {
  await expectPlanGate(page, MONSTER_MASH);
});

test('a Pro teacher plays Monster Mash with her words: whacks by mouse and key, a wrong whack, the speed rising', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
  const frame = await openAsPro(page, MONSTER_MASH);
  await startGame(page, frame, MONSTER_MASH.key);

  // Word 1, Red: the spoken word is one of her list's; its monster pops up among the others and is whacked by mouse.
  await nextWord(frame, 0);
  let view = await readPlay(frame);
  expect(WORDS).toContain(view.target);
  expect(view.level).toBe(1);
  const first = await waitForMonster(frame, true);
  expect(first.word).toBe(view.target);
  await snap(page, 'game-monstermash-turn');
  await whackWithMouse(page, frame, first);
  await expect.poll(async () => (await readPlay(frame)).scores).toEqual([1, 0]);
  await page.waitForTimeout(250);
  await snap(page, 'game-monstermash-hit');

  // Word 2, Blue: whacked with the key printed beside its hole. That ends the lap: the speed rises to 2.
  await nextWord(frame, 1);
  // A click on the scoreboard (no hole there) makes sure the keys go to the game's frame.
  await clickStage(page, frame, 960, 1040);
  const second = await waitForMonster(frame, true);
  await page.keyboard.press(second.key.toLowerCase());
  await expect.poll(async () => (await readPlay(frame)).scores).toEqual([1, 1]);
  await expect.poll(async () => (await readPlay(frame)).level).toBe(2);

  // Word 3, Red: a wrong monster costs the point and leaves the hammer dizzy; then the right one scores again.
  await nextWord(frame, 2);
  const wrong = await waitForMonster(frame, false);
  await whackWithMouse(page, frame, wrong);
  await page.waitForTimeout(120);
  await snap(page, 'game-monstermash-wrong');
  await expect.poll(async () => (await readPlay(frame)).scores).toEqual([0, 1]);
  view = await readPlay(frame);
  expect(view.wrong).toBe(1);
  expect(view.ready).toBe(true);
  await expect.poll(async () => (await readPlay(frame)).dizzy).toBe(false);
  const right = await waitForMonster(frame, true);
  await whackWithMouse(page, frame, right);
  await expect.poll(async () => (await readPlay(frame)).scores).toEqual([1, 1]);

  // The teacher panel's Skip passes the other three words (their monsters show); the round's summary follows.
  for (let turns = 3; turns < 6; turns++) {
    await nextWord(frame, turns);
    await inKit(frame, (kit) => kit.panelHandlers.skip?.());
  }
  await waitForScene(frame, 'kit-summary');
  await page.waitForTimeout(800);
  await snap(page, 'game-monstermash-round-end');
  expect(problems).toEqual([]);
});
