import { expect, test, type Frame } from '@playwright/test';
import {
  clickStage,
  dragStage,
  expectPlanGate,
  inKit,
  openAsPro,
  sceneOf,
  startGame,
  waitForScene,
} from './game-helpers';
import { snap } from './helpers';

// Prepositions for a Pro teacher: a Basic teacher is refused its page; a Pro teacher opens it from her dashboard
// without making a list (it plays none). Two teams, 'Both' games: each team's first question is 'Where is it?', its
// second 'Put it!'. The first team taps the right place's button (1 point); the second presses a wrong place's key
// (nothing); the first team drags its character from its spot to the spoken place (1 point); the second drops its
// character far from any place (nothing). The teacher skips the other questions to the round's end.

const PREPOSITIONS = { id: 6, key: 'prepositions', name: 'Prepositions' };
const KEYS = ['1', '2', '3', '4', '5', '6', '7', '8'];
const ALL = ['in', 'on', 'under', 'next to', 'behind', 'in front of', 'between', 'above'];

type Point = { x: number; y: number };
type Scene = {
  question: { mode: 'where' | 'put'; scene: string[]; target: { preposition: string; prop: number | null } } | null;
  busy: boolean;
  placeText: string;
  targetPoint: Point | null;
  actorFeet: Point;
  buttonAt(preposition: string): Point | null;
};

const inPlay = sceneOf<Scene>();

function readPlay(frame: Frame) {
  return inPlay(frame, ({ scene, kit }) => {
    const question = scene.question;
    return {
      ready: question !== null && !scene.busy,
      mode: question?.mode ?? null,
      preposition: question?.target.preposition ?? '',
      place: scene.placeText,
      button: question ? scene.buttonAt(question.target.preposition) : null,
      target: scene.targetPoint,
      feet: scene.actorFeet,
      scores: kit.teams.teams.map((team) => team.score),
    };
  });
}

const ready = async (frame: Frame) =>
  expect.poll(async () => (await readPlay(frame)).ready, { timeout: 15_000 }).toBe(true);

test('a Pro teacher plays Prepositions without a list: a tap and a drag; a Basic teacher is refused it', async ({
  page,
}) => {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));

  // Basic: the server's plan gate refuses the page.
  await expectPlanGate(page, PREPOSITIONS);

  // Pro: no list made for it; the page carries none and the kit plays none.
  const frame = await openAsPro(page, PREPOSITIONS, { list: false });
  expect(await inKit(frame, (kit) => ({ list: kit.data.wordlist, usesWords: kit.usesWords }))).toEqual({
    list: null,
    usesWords: false,
  });
  await startGame(page, frame, PREPOSITIONS.key);

  // Team 1, 'Where is it?': the character has gone to its place; a tap on the right place's button.
  await ready(frame);
  const where = await readPlay(frame);
  expect(where.mode).toBe('where');
  expect(ALL).toContain(where.preposition);
  expect(where.button).not.toBeNull();
  await page.waitForTimeout(500);
  await snap(page, 'game-prepositions-where');
  await clickStage(page, frame, where.button!.x, where.button!.y);
  await expect.poll(async () => (await readPlay(frame)).scores).toEqual([1, 0]);
  // The answer: the sentence on its card while the character acts its place out.
  await page.waitForTimeout(1400);
  await snap(page, 'game-prepositions-where-answer');

  // Team 2, 'Where is it?' by keyboard: a wrong place's key (1–8) scores nothing.
  await ready(frame);
  const second = await readPlay(frame);
  expect(second.mode).toBe('where');
  const wrong = ALL.findIndex((preposition) => preposition !== second.preposition);
  await page.keyboard.press(KEYS[wrong]!);
  await expect.poll(async () => (await readPlay(frame)).ready).toBe(false);
  await page.waitForTimeout(1200);
  await snap(page, 'game-prepositions-where-miss');
  expect((await readPlay(frame)).scores).toEqual([1, 0]);

  // Team 1, 'Put it!': its character waits on its spot; dragged by its middle to the spoken place.
  await ready(frame);
  const put = await readPlay(frame);
  expect(put.mode).toBe('put');
  expect(put.place).toMatch(/^(in|on|under|next to|behind|in front of|between|above) the /);
  await page.waitForTimeout(500);
  await snap(page, 'game-prepositions-put');
  const grab = 70;
  await dragStage(page, frame, [put.feet.x, put.feet.y - grab], [put.target!.x, put.target!.y - grab]);
  await expect.poll(async () => (await readPlay(frame)).scores).toEqual([2, 0]);
  await page.waitForTimeout(1400);
  await snap(page, 'game-prepositions-put-answer');

  // Team 2, 'Put it!': dropped high in the far corner, where no sentence could put it: nothing.
  await ready(frame);
  const miss = await readPlay(frame);
  expect(miss.mode).toBe('put');
  await dragStage(page, frame, [miss.feet.x, miss.feet.y - grab], [1800, 260]);
  await expect.poll(async () => (await readPlay(frame)).ready).toBe(false);
  await page.waitForTimeout(2200);
  await snap(page, 'game-prepositions-put-miss');
  expect((await readPlay(frame)).scores).toEqual([2, 0]);

  // The teacher panel's Skip passes the other four questions to the round's end.
  for (let i = 0; i < 4; i++) {
    await ready(frame);
    await inKit(frame, (kit) => kit.panelHandlers.skip?.());
  }
  await waitForScene(frame, 'kit-summary');
  await page.waitForTimeout(800);
  await snap(page, 'game-prepositions-round-end');
  expect(problems).toEqual([]);
});
