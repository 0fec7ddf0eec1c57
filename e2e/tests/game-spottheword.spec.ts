import { expect, test, type CDPSession, type Frame, type Page } from '@playwright/test';
import {
  clickStage,
  expectPlanGate,
  inOverlay,
  openAsPro,
  sceneOf,
  stagePoint,
  startGame,
  waitForScene,
  WORDS,
} from './game-helpers';
import { snap } from './helpers';

// Spot The Word on a smartboard: two children race with a finger each on their half of the screen (touch events
// with two touch points at once, sent through CDP as a board sends them). Chromium's touch emulation reports one
// touch point, so the game's Auto would take turns: the teacher sets Race in the panel, by touch too.
test.use({ hasTouch: true });

const SPOT_THE_WORD = { id: 10, key: 'spottheword', name: 'Spot The Word' };

/** The play scene's fields the test reads. */
interface Scene {
  mode: string;
  race: { over: boolean; misses: number[] } | null;
  question: { target: { text: string }; answered: boolean } | null;
  round: { asked: number };
  cards: { entry: { text: string }; container: { x: number; y: number; scale: number } }[][];
  covers: { frost: { visible: boolean } }[];
}

const inPlay = sceneOf<Scene>();

/** What the test reads of the play scene: the word, each half's cards, scores, freezes. */
interface View {
  ready: boolean;
  mode: string;
  target: string | null;
  asked: number;
  scores: number[];
  misses: number[];
  frozen: boolean[];
  /** Each half's cards: word and stage position, slot by slot. */
  cards: { text: string; x: number; y: number }[][];
}

function read(frame: Frame): Promise<View> {
  return inPlay(frame, ({ scene, kit }) => {
    const cards = (scene.cards ?? []).map((half) =>
      half.map((c) => ({ text: c.entry.text, x: c.container.x, y: c.container.y, scale: c.container.scale })),
    );
    return {
      // A word is on and its cards have popped in.
      ready:
        scene.race !== null &&
        !scene.race.over &&
        cards.every((half) => half.length > 0 && half.every((c) => c.scale === 1)),
      mode: scene.mode,
      target: scene.question && !scene.question.answered ? scene.question.target.text : null,
      asked: scene.round?.asked ?? 0,
      scores: kit.teams.teams.map((t) => t.score),
      misses: scene.race?.misses ?? [0, 0],
      frozen: (scene.covers ?? []).map((c) => c.frost.visible),
      cards: cards.map((half) => half.map(({ text, x, y }) => ({ text, x, y }))),
    };
  });
}

async function nextWord(frame: Frame, asked: number): Promise<View> {
  await expect
    .poll(async () => {
      const view = await read(frame);
      return view.ready && view.asked === asked;
    })
    .toBe(true);
  return read(frame);
}

const slotOf = (view: View, half: number, right: boolean) =>
  view.cards[half]!.findIndex((c) => (c.text === view.target) === right);

/** Fingers down together on stage points, then up: one touchstart carrying every finger (CDP, like a real board). */
async function touchTogether(page: Page, cdp: CDPSession, frame: Frame, points: [number, number][]): Promise<void> {
  const touchPoints = await Promise.all(
    points.map(async ([x, y], id) => ({ ...(await stagePoint(frame, x, y)), id, radiusX: 8, radiusY: 8, force: 1 })),
  );
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints });
  await page.waitForTimeout(80);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
}

/** A finger held on one stage point (the teacher panel's corner). */
async function holdTouch(page: Page, cdp: CDPSession, frame: Frame, [x, y]: [number, number], ms: number) {
  const point = await stagePoint(frame, x, y);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ ...point, id: 0 }] });
  await page.waitForTimeout(ms);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
}

test('a Basic teacher is refused Spot The Word by the server', async ({ page }) => {
  await expectPlanGate(page, SPOT_THE_WORD);
});

test('spottheword: two children race with a finger each, a wrong touch freezes a half, the teacher plays on with keys', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
  const cdp = await page.context().newCDPSession(page);
  const frame = await openAsPro(page, SPOT_THE_WORD);

  // The teacher holds the top-left corner for 2 s: the panel opens; 'Who plays' (the first setting) ▶ Race.
  await waitForScene(frame, 'kit-title');
  await holdTouch(page, cdp, frame, [70, 70], 2400);
  const setting = () =>
    inOverlay(frame, ({ scene, kit }) => ({ mode: kit.settings.mode, panel: Boolean(scene.panel) }));
  await expect.poll(async () => (await setting()).panel).toBe(true);
  await page.waitForTimeout(500);
  await touchTogether(page, cdp, frame, [[1720, 370]]);
  await expect.poll(async () => (await setting()).mode).toBe('race');
  await touchTogether(page, cdp, frame, [[1660, 130]]);
  await expect.poll(async () => (await setting()).panel).toBe(false);
  await startGame(page, frame, SPOT_THE_WORD.key);

  // Word 1: at the same moment the left child touches a wrong card and the right child the spoken word.
  let view = await nextWord(frame, 0);
  expect(view.mode).toBe('race');
  expect(WORDS).toContain(view.target);
  expect(view.cards[0]!.map((c) => c.text).sort()).toEqual(view.cards[1]!.map((c) => c.text).sort());
  const wrong = view.cards[0]![slotOf(view, 0, false)]!;
  const right = view.cards[1]![slotOf(view, 1, true)]!;
  await touchTogether(page, cdp, frame, [
    [wrong.x, wrong.y],
    [right.x, right.y],
  ]);
  await expect.poll(async () => (await read(frame)).scores).toEqual([0, 1]);
  view = await read(frame);
  expect(view.misses).toEqual([1, 0]);
  expect(view.frozen).toEqual([true, false]);
  await snap(page, 'game-spottheword-race');

  // Word 2: the left child touches a wrong card; the half is frozen, so the right card does nothing at once…
  view = await nextWord(frame, 1);
  const left = (v: View, isRight: boolean) => v.cards[0]![slotOf(v, 0, isRight)]!;
  await touchTogether(page, cdp, frame, [[left(view, false).x, left(view, false).y]]);
  await expect.poll(async () => (await read(frame)).frozen[0]).toBe(true);
  await touchTogether(page, cdp, frame, [[left(view, true).x, left(view, true).y]]);
  await page.waitForTimeout(300);
  expect((await read(frame)).scores).toEqual([0, 1]);
  // …and after the 2 s thaw it counts.
  await expect.poll(async () => (await read(frame)).frozen[0], { timeout: 10_000 }).toBe(false);
  await touchTogether(page, cdp, frame, [[left(view, true).x, left(view, true).y]]);
  await expect.poll(async () => (await read(frame)).scores).toEqual([1, 1]);

  // Words 3–6 at the laptop: the keys on the cards (1–6 on the left half, U I O J K L on the right).
  const RIGHT_KEYS = ['u', 'i', 'o', 'j', 'k', 'l'];
  // A click on the divider (no card there) makes sure the keys go to the game's frame.
  await clickStage(page, frame, 960, 700);
  for (let word = 2; word < 6; word++) {
    view = await nextWord(frame, word);
    const half = word % 2;
    const slot = slotOf(view, half, true);
    await page.keyboard.press(half === 0 ? String(slot + 1) : RIGHT_KEYS[slot]!);
    await expect.poll(async () => (await read(frame)).scores.reduce((a, b) => a + b)).toBe(word + 1);
  }
  expect((await read(frame)).scores).toEqual([3, 3]);

  // Six words make a round: the kit's summary shows the score and the fastest spot.
  await waitForScene(frame, 'kit-summary');
  await page.waitForTimeout(800);
  await snap(page, 'game-spottheword-round-end');
  expect(problems).toEqual([]);
});
