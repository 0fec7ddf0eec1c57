import { expect, test, type Frame, type Page } from '@playwright/test';
import {
  clickStage,
  expectPlanGate,
  inKit,
  inOverlay,
  openAsPro,
  sceneOf,
  startGame,
  waitForScene,
  WORDS,
} from './game-helpers';
import { snap } from './helpers';

// Word Wheel, a Pro tool: a Basic teacher is refused its page; a Pro teacher opens it from her dashboard with her own
// list and spins with real input (the SPIN button on the stage, then Space): the wheel lands on one of her words,
// which the card shows and the voice says, and the task wheel lands a task; the teacher panel's pause holds a spin;
// in mystery mode the landed word stays hidden until Reveal (key R); Done goes back to the title.

const WORD_WHEEL = { id: 20, key: 'wordwheel', name: 'Word Wheel' };
const TASK_TEXTS = ['Say it!', 'Spell it!', 'Make a sentence!', 'Act it out!'];

/** The play scene's fields the test reads. */
interface Scene {
  phase: 'ready' | 'spinning' | 'landed' | 'empty';
  landing: { word: string; task: { text: string } | null; shown: boolean } | null;
  words: { words: string[]; wordAt(segment: number): string };
  wordWheel: { angle: number; segment: number };
  wordText: { text: string };
  taskText: { text: string } | null;
  spinButton: { x: number; y: number };
  revealButton: { visible: boolean };
}

const inPlay = sceneOf<Scene>();

function readPlay(frame: Frame) {
  return inPlay(frame, ({ scene, kit }) => ({
    phase: scene.phase,
    landing: scene.landing,
    onWheel: scene.words.words,
    // The word under the wheel's pointer, as the wheel itself reads it.
    underPointer: scene.phase === 'landed' ? scene.words.wordAt(scene.wordWheel.segment) : null,
    angle: scene.wordWheel.angle,
    card: scene.wordText.text,
    task: scene.taskText?.text ?? null,
    spin: [scene.spinButton.x, scene.spinButton.y] as [number, number],
    revealShown: scene.revealButton.visible,
    said: (kit as unknown as { speech: { lastSaid: string | null } }).speech.lastSaid,
  }));
}

async function waitForLanding(frame: Frame) {
  await expect.poll(async () => (await readPlay(frame)).phase, { timeout: 20_000 }).toBe('landed');
  return readPlay(frame);
}

async function spinWithSpace(page: Page, frame: Frame) {
  await page.keyboard.press('Space');
  await expect.poll(async () => (await readPlay(frame)).phase).not.toBe('landed');
  return waitForLanding(frame);
}

test('a Basic teacher is refused Word Wheel by the server', async ({ page }) => {
  await expectPlanGate(page, WORD_WHEEL);
});

test('a Pro teacher spins her words on Word Wheel: a word and a task, said and shown; a mystery word revealed', async ({
  page,
}) => {
  test.setTimeout(150_000);
  const frame = await openAsPro(page, WORD_WHEEL);
  // A tool: Play opens it at once, with no team screen.
  await startGame(page, frame, 'wordwheel');
  const ready = await readPlay(frame);
  expect(ready.phase).toBe('ready');
  expect([...ready.onWheel].sort()).toEqual([...WORDS].sort());

  // The SPIN button on the stage: the wheel turns (the panel's pause holds it), then lands.
  await clickStage(page, frame, ...ready.spin);
  await expect.poll(async () => (await readPlay(frame)).phase).toBe('spinning');
  await page.keyboard.press('Control+Shift+A');
  await expect.poll(() => inOverlay(frame, ({ scene }) => Boolean(scene.panel))).toBe(true);
  await page.waitForTimeout(300);
  const held = (await readPlay(frame)).angle;
  await page.waitForTimeout(1000);
  expect((await readPlay(frame)).angle).toBe(held);
  await page.keyboard.press('Escape');
  await expect.poll(async () => (await readPlay(frame)).angle).not.toBe(held);

  const first = await waitForLanding(frame);
  expect(WORDS).toContain(first.landing!.word);
  expect(first.underPointer).toBe(first.landing!.word);
  expect(first.card).toBe(first.landing!.word);
  expect(first.said).toBe(first.landing!.word);
  expect(first.landing!.shown).toBe(true);
  // The task wheel landed first, and its task is shown.
  expect(TASK_TEXTS).toContain(first.landing!.task!.text);
  expect(first.task).toBe(first.landing!.task!.text);
  await page.waitForTimeout(600);
  await snap(page, 'game-wordwheel-landed');

  // Space spins again: a word of the list again, and a task.
  const second = await spinWithSpace(page, frame);
  expect(WORDS).toContain(second.landing!.word);
  expect(second.underPointer).toBe(second.landing!.word);
  expect(second.said).toBe(second.landing!.word);
  expect(TASK_TEXTS).toContain(second.task);

  // Mystery mode (the teacher panel's setting): question marks on the wheel, the landed word hidden and unsaid.
  await inKit(frame, (kit) => kit.updateSettings({ mystery: true }));
  await expect.poll(async () => (await readPlay(frame)).phase).toBe('ready');
  const hidden = await spinWithSpace(page, frame);
  expect(WORDS).toContain(hidden.landing!.word);
  expect(hidden.underPointer).toBe(hidden.landing!.word);
  expect(hidden.landing!.shown).toBe(false);
  expect(hidden.card).toBe('?');
  expect(hidden.revealShown).toBe(true);
  // What was said is the task, not the word.
  expect(hidden.said).toBe(hidden.landing!.task!.text);
  await page.waitForTimeout(600);
  await snap(page, 'game-wordwheel-mystery');

  // Reveal (key R): the word is shown and said.
  await page.keyboard.press('r');
  await expect.poll(async () => (await readPlay(frame)).card).toBe(hidden.landing!.word);
  const revealed = await readPlay(frame);
  expect(revealed.landing!.shown).toBe(true);
  expect(revealed.said).toBe(hidden.landing!.word);
  expect(revealed.revealShown).toBe(false);
  await page.waitForTimeout(500);
  await snap(page, 'game-wordwheel-revealed');

  // Done (key D): back to the title screen; the teacher's setting is kept for next time.
  await page.keyboard.press('d');
  await waitForScene(frame, 'kit-title');
  expect(await inKit(frame, (kit) => kit.settings.mystery)).toBe(true);
});
