import { expect, test, type Frame } from '@playwright/test';
import { clickStage, expectPlanGate, inKit, inOverlay, openListFreeAsPro, sceneOf, startGame } from './game-helpers';
import { snap } from './helpers';

// Character Wheel, a Pro tool: a Basic teacher is refused its page; a Pro teacher opens it from her dashboard without a
// list (it plays none) and spins her favourite characters (the official ones a new account has): once with a click on
// SPIN, once with Space, the teacher panel's pause holding the wheel mid-spin. The landed character is the one the card
// shows big and the one said aloud. With her monsters too (a setting) there are more than 24: the wheel shows 24 and
// Others puts another 24 on it. With elimination (a setting) a landed character leaves the wheel, one that waited
// takes its place, and Reset (R) brings everyone back.

const CHARACTER_WHEEL = { id: 18, key: 'characterwheel', name: 'Character Wheel' };

/** The play scene's fields the test reads. */
interface Scene {
  phase: 'ready' | 'spinning' | 'landed' | 'lastOne';
  landed: { item: number; name: string } | null;
  cast: { name: string; kind: string }[];
  pool: { shown: number[]; inPlay: number };
  wheel: { angle: number };
  panel: {
    spinButton: { x: number; y: number };
    resetButton: { visible: boolean; list: { text?: string }[] };
    title: { text: string };
    info: { text: string };
  };
}

const inPlay = sceneOf<Scene>();

function readPlay(frame: Frame) {
  return inPlay(frame, ({ scene, kit }) => ({
    phase: scene.phase,
    landed: scene.landed,
    cast: scene.cast.map((member) => member.name),
    kinds: [...new Set(scene.cast.map((member) => member.kind))],
    shown: [...scene.pool.shown],
    inPlay: scene.pool.inPlay,
    angle: scene.wheel.angle,
    spin: [scene.panel.spinButton.x, scene.panel.spinButton.y] as [number, number],
    reset: scene.panel.resetButton.visible,
    resetLabel: scene.panel.resetButton.list.find((part) => typeof part.text === 'string')?.text,
    shownName: scene.panel.title.text,
    info: scene.panel.info.text,
    said: (kit as unknown as { speech: { lastSaid: string | null } }).speech.lastSaid,
  }));
}

/** Waits for the spin under way to end (the next can start) and returns what the scene says it landed on. */
async function waitForLanding(frame: Frame) {
  await expect.poll(async () => (await readPlay(frame)).phase, { timeout: 20_000 }).toBe('ready');
  const after = await readPlay(frame);
  expect(after.landed).not.toBeNull();
  return after;
}

test('a Basic teacher is refused Character Wheel by the server', async ({ page }) => {
  await expectPlanGate(page, CHARACTER_WHEEL);
});

test('a Pro teacher spins Character Wheel by click and by Space, pauses it mid-spin, and eliminates a landed character', async ({
  page,
}) => {
  test.setTimeout(150_000);
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
  const frame = await openListFreeAsPro(page, CHARACTER_WHEEL);
  await startGame(page, frame, CHARACTER_WHEEL.key);

  // Her favourite characters round the wheel (no monsters until the setting says so), SPIN waiting.
  const ready = await readPlay(frame);
  expect(ready.phase).toBe('ready');
  expect(ready.kinds).toEqual(['character']);
  expect(ready.cast.length).toBeGreaterThanOrEqual(4);
  expect(ready.shown.length).toBe(Math.min(24, ready.cast.length));
  expect(ready.landed).toBeNull();

  // A click on SPIN: the wheel turns, lands, and the landed character is the card's and the voice's.
  await clickStage(page, frame, ...ready.spin);
  await expect.poll(async () => (await readPlay(frame)).phase).toBe('spinning');
  const first = await waitForLanding(frame);
  const firstName = first.landed!.name;
  expect(first.cast[first.landed!.item]).toBe(firstName);
  expect(first.shownName).toBe(firstName);
  expect(first.said).toBe(firstName);
  await page.waitForTimeout(600);
  await snap(page, 'game-characterwheel-result');

  // Space spins too; the teacher panel's pause holds the wheel where it is.
  await page.keyboard.press('Space');
  await expect.poll(async () => (await readPlay(frame)).phase).toBe('spinning');
  await page.keyboard.press('Control+Shift+A');
  await expect.poll(() => inOverlay(frame, ({ scene }) => Boolean(scene.panel))).toBe(true);
  await page.waitForTimeout(300);
  const held = (await readPlay(frame)).angle;
  await page.waitForTimeout(1200);
  expect((await readPlay(frame)).angle).toBe(held);
  // A second spin cannot start while one runs (the panel's pause included).
  expect((await readPlay(frame)).phase).toBe('spinning');
  await page.keyboard.press('Escape');
  await expect.poll(() => inOverlay(frame, ({ scene }) => Boolean(scene.panel))).toBe(false);
  const second = await waitForLanding(frame);
  expect(second.angle).toBeGreaterThan(held);
  expect(second.shownName).toBe(second.landed!.name);
  expect(second.said).toBe(second.landed!.name);

  // Monsters too (a setting): more than 24 in all, so the wheel shows 24 of them and says how many wait; Others (R)
  // puts another fair 24 on it.
  await inKit(frame, (kit) => kit.updateSettings({ monsters: true }));
  await expect.poll(async () => (await readPlay(frame)).kinds).toEqual(['character', 'monster']);
  const many = await readPlay(frame);
  expect(many.cast.length).toBeGreaterThan(24);
  expect(many.shown).toHaveLength(24);
  expect(many.info).toBe(`24 on the wheel, ${many.cast.length - 24} waiting`);
  expect(many.reset).toBe(true);
  expect(many.resetLabel).toBe('Others');
  await page.waitForTimeout(1200);
  await snap(page, 'game-characterwheel-many');
  await page.keyboard.press('r');
  await expect.poll(async () => (await readPlay(frame)).shown).not.toEqual(many.shown);
  expect((await readPlay(frame)).shown).toHaveLength(24);

  // Elimination (a setting: the wheel is drawn again with everyone on it): the landed character leaves the wheel and
  // one that waited takes its place; the second button is Reset.
  await inKit(frame, (kit) => kit.updateSettings({ elimination: true }));
  const count = many.cast.length;
  await expect.poll(async () => (await readPlay(frame)).info).toBe(`${count} of ${count} left, ${count - 24} waiting`);
  const full = await readPlay(frame);
  expect(full.landed).toBeNull();
  expect(full.resetLabel).toBe('Reset');
  await page.keyboard.press('Enter');
  await expect.poll(async () => (await readPlay(frame)).phase).toBe('spinning');
  // It stays highlighted on the wheel a moment, then leaves it.
  const out = await waitForLanding(frame);
  expect(out.said).toBe(out.landed!.name);
  expect(out.shownName).toBe(out.landed!.name);
  expect(full.shown).toContain(out.landed!.item);
  expect(out.shown).not.toContain(out.landed!.item);
  expect(out.shown).toHaveLength(24);
  expect(out.shown.filter((item) => !full.shown.includes(item))).toHaveLength(1);
  expect(out.inPlay).toBe(count - 1);
  expect(out.info).toBe(`${count - 1} of ${count} left, ${count - 25} waiting`);
  await snap(page, 'game-characterwheel-eliminated');

  // Reset (R): everyone back in play, a new 24 on the wheel.
  await page.keyboard.press('r');
  await expect.poll(async () => (await readPlay(frame)).inPlay).toBe(count);
  const back = await readPlay(frame);
  expect(back.landed).toBeNull();
  expect(back.shown).toHaveLength(24);
  expect(back.info).toBe(`${count} of ${count} left, ${count - 24} waiting`);
  expect(problems).toEqual([]);
});
