// What the game tests share: a list to play with, the plan gate and the way in for a Pro game, the game's frame and
// scenes, and clicks on the 1920×1080 stage.
import { expect, type Frame, type Page } from '@playwright/test';
import { logInThroughPage, readFixtures, snap } from './helpers';

export const STAGE = { width: 1920, height: 1080 };
export const WORDS = ['cat', 'dog', 'lion', 'zebra', 'monkey', 'tiger', 'ice cream'];

/** Creates a list through the API as the signed-in page (creating selects it). */
export async function createSelectedList(page: Page, theme: string): Promise<number> {
  const csrf = await page.request.get('/api/users/get_csrf/');
  const res = await page.request.post('/api/wordlists/', {
    headers: { 'X-CSRFToken': csrf.headers()['x-csrftoken']! },
    data: { theme, words: WORDS },
  });
  expect(res.status()).toBe(201);
  return ((await res.json()) as { id: number }).id;
}

/** The game's frame, once its document is there. */
export async function gameFrame(page: Page, name: string): Promise<Frame> {
  const handle = await page.locator(`iframe[title="${name}"]`).elementHandle();
  const frame = await handle!.contentFrame();
  expect(frame).not.toBeNull();
  return frame!;
}

/** A Pro game as the tests name it: its catalogue id (the API's), its key (the page's path) and its name (the card's). */
export interface ProGame {
  id: number;
  key: string;
  name: string;
}

/** A Basic teacher is refused the game's template by the server's plan gate, which says how to get it; then signed out. */
export async function expectPlanGate(page: Page, game: ProGame): Promise<void> {
  const { basicTeacher } = readFixtures();
  await logInThroughPage(page, basicTeacher.username, basicTeacher.password);
  const refused = await page.request.get(`/api/games/${game.id}/template/`);
  expect(refused.status()).toBe(403);
  expect(await refused.json()).toEqual({
    detail: `${game.name} is part of Pro and Premium. Start a free trial on the Pricing page to play it.`,
    codes: { detail: ['games.needsProTrial'] },
  });
  await page.context().clearCookies();
}

/**
 * A Pro teacher is refused a Premium beta game: the server's plan gate says it is Premium's (her Premium trial is
 * unused), and her dashboard shows its card locked, naming Premium, with no way in; then signed out.
 */
export async function expectPremiumGate(page: Page, game: ProGame): Promise<void> {
  const { proTeacher } = readFixtures();
  await logInThroughPage(page, proTeacher.username, proTeacher.password);
  const refused = await page.request.get(`/api/games/${game.id}/template/`);
  expect(refused.status()).toBe(403);
  expect(await refused.json()).toEqual({
    detail: `${game.name} is a beta game for Premium. Start a free Premium trial on the Pricing page to play it.`,
    codes: { detail: ['games.needsPremiumTrial'] },
  });
  await page.goto('/');
  const card = page.getByRole('article', { name: game.name, exact: true });
  await expect(card.getByText('A Premium beta game: unlock it with Premium.')).toBeVisible();
  await expect(card.getByRole('link', { name: 'Start Trial Now' })).toHaveAttribute('href', '/plans');
  await expect(page.getByRole('link', { name: `Play ${game.name}`, exact: true })).toHaveCount(0);
  await page.context().clearCookies();
}

/**
 * A teacher signs in, makes a list of WORDS (selected), and opens the game from her dashboard's card: its frame, once
 * the page's loading screen is gone. A game that plays no list (Number Line, Prepositions) says `list: false`: none
 * is made for it.
 */
async function openAs(
  page: Page,
  teacher: { username: string; password: string },
  game: ProGame,
  { list = true } = {},
): Promise<Frame> {
  await logInThroughPage(page, teacher.username, teacher.password);
  if (list) await createSelectedList(page, `Zoo for ${game.name}`);
  expect((await page.request.get(`/api/games/${game.id}/template/`)).status()).toBe(200);
  await page.goto('/');
  // Exact: 'Play Fighters' would also match 'Play Fighters Basic'.
  await page.getByRole('link', { name: `Play ${game.name}`, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/games/${game.key}$`));
  const frame = await gameFrame(page, game.name);
  await expect(page.getByText('LOADING...')).toBeHidden({ timeout: 30_000 });
  return frame;
}

/** The Pro teacher opens a game from her dashboard (`openAs`). */
export function openAsPro(page: Page, game: ProGame, options: { list?: boolean } = {}): Promise<Frame> {
  return openAs(page, readFixtures().proTeacher, game, options);
}

/** The Premium teacher opens a game from her dashboard (`openAs`): the Premium beta games. */
export function openAsPremium(page: Page, game: ProGame, options: { list?: boolean } = {}): Promise<Frame> {
  return openAs(page, readFixtures().premiumTeacher, game, options);
}

/** What the tests reach of the kit; games/kit/boot.ts exposes it in the game's frame as window.__playwordsKit. */
export interface TestKit {
  /** The template data the page embedded (a list-free game's has no list). */
  data: { wordlist: { theme: string; words: string[] } | null };
  /** False for a game that plays no list. */
  usesWords: boolean;
  game: { scene: { getScene(key: string): unknown; getScenes(active: boolean): { scene: { key: string } }[] } };
  teams: { teams: { score: number }[] };
  settings: Record<string, string | number | boolean>;
  updateSettings(values: Record<string, string | number | boolean>): Record<string, string>;
  panelHandlers: { skip?: () => void };
  /** What games keep across games besides counts (Time Trial's personal bests). */
  records: Record<string, unknown>;
}

/** What a function run by a scene's runner receives: the scene (its fields as the spec types them) and the kit. */
export interface SceneAndKit<S> {
  scene: S;
  kit: TestKit;
}

/** Runs a function in the game's frame on one scene and the kit; what the function returns comes back as JSON. */
export type SceneRunner<S> = <R>(frame: Frame, fn: (on: SceneAndKit<S>) => R) => Promise<R>;

/**
 * Runs `fn` in the kit: in the game's frame, on the kit itself. Playwright sends `fn` to the frame as source text, so
 * it may use its argument only, none of the spec's variables; what it returns comes back as JSON.
 */
export async function inKit<R>(frame: Frame, fn: (kit: TestKit) => R): Promise<R> {
  const kit = await frame.evaluateHandle(() => (window as unknown as { __playwordsKit: TestKit }).__playwordsKit);
  try {
    return await kit.evaluate(fn);
  } finally {
    await kit.dispose();
  }
}

/**
 * The Pro teacher opens a game that plays no list (Number Line, Prepositions, the Character and Number Wheels) from her
 * dashboard without making one: its page carries none and the kit plays none.
 */
export async function openListFreeAsPro(page: Page, game: ProGame): Promise<Frame> {
  const frame = await openAsPro(page, game, { list: false });
  expect(await inKit(frame, (kit) => ({ list: kit.data.wordlist, usesWords: kit.usesWords }))).toEqual({
    list: null,
    usesWords: false,
  });
  return frame;
}

/**
 * The runner for one scene (the play scene unless named), typed once by the spec that knows the scene's fields:
 * `const inPlay = sceneOf<PlayScene>()`, then `inPlay(frame, ({ scene, kit }) => …)` to read what the test checks or
 * to set something that skips ahead. The function travels as inKit's does: it may use its argument only.
 */
export function sceneOf<S>(key = 'play'): SceneRunner<S> {
  return async (frame, fn) => {
    const on = await frame.evaluateHandle((sceneKey) => {
      const kit = (window as unknown as { __playwordsKit: TestKit }).__playwordsKit;
      return { scene: kit.game.scene.getScene(sceneKey) as S, kit };
    }, key);
    try {
      return await on.evaluate(fn);
    } finally {
      await on.dispose();
    }
  };
}

/** The kit's overlay scene, over every other: its teacher panel while it is open. */
export const inOverlay = sceneOf<{ panel: unknown }>('kit-overlay');

/** The scenes running in the game. */
export function activeScenes(frame: Frame): Promise<string[]> {
  return inKit(frame, (kit) => kit.game.scene.getScenes(true).map((s) => s.scene.key));
}

export async function waitForScene(frame: Frame, key: string, timeout = 15_000): Promise<void> {
  // Until the kit has booted there is no game to ask: that is 'no scene yet', not a failure.
  await expect.poll(() => activeScenes(frame).catch(() => []), { timeout }).toContain(key);
}

/** Page coordinates of a point of the 1920×1080 stage (Phaser fits the canvas into the frame). */
export async function stagePoint(frame: Frame, x: number, y: number): Promise<{ x: number; y: number }> {
  const box = await frame.locator('canvas').boundingBox();
  expect(box).not.toBeNull();
  return { x: box!.x + (x * box!.width) / STAGE.width, y: box!.y + (y * box!.height) / STAGE.height };
}

export async function clickStage(page: Page, frame: Frame, x: number, y: number): Promise<void> {
  const point = await stagePoint(frame, x, y);
  await page.mouse.click(point.x, point.y);
}

export async function dragStage(page: Page, frame: Frame, from: [number, number], to: [number, number]): Promise<void> {
  const start = await stagePoint(frame, ...from);
  const end = await stagePoint(frame, ...to);
  await page.mouse.move(start.x, start.y);
  await page.mouse.down();
  await page.mouse.move(end.x, end.y, { steps: 12 });
  await page.mouse.up();
}

/** Title → team setup (1 team where there is one) → the play scene. */
export async function startGame(page: Page, frame: Frame, key: string): Promise<void> {
  await waitForScene(frame, 'kit-title');
  await snap(page, `game-${key}-title`);
  await clickStage(page, frame, 960, 780);
  // One-team games go straight to play; the others ask for teams first.
  await expect
    .poll(async () => (await activeScenes(frame)).some((scene) => scene === 'play' || scene === 'kit-teams'))
    .toBe(true);
  if ((await activeScenes(frame)).includes('kit-teams')) {
    await page.waitForTimeout(500);
    await snap(page, `game-${key}-teams`);
    await clickStage(page, frame, 960, 930);
  }
  await waitForScene(frame, 'play');
  // Let the entrance animations settle before reading positions.
  await page.waitForTimeout(800);
  await snap(page, `game-${key}-play`);
}

/** Word Search: drag across the first placed word, from its first letter to its last; it is found. Its entry. */
export async function playWordSearchTurn(page: Page, frame: Frame): Promise<string> {
  const target = await frame.evaluate(() => {
    type Scene = {
      grid: { placements: { x: number; y: number; dx: number; dy: number; letters: string[]; entry: string }[] };
      board: { cellCentreX(x: number): number; cellCentreY(y: number): number };
      foundWords: number;
    };
    const kit = (window as unknown as { __playwordsKit: { game: { scene: { getScene(k: string): Scene } } } })
      .__playwordsKit;
    const scene = kit.game.scene.getScene('play');
    const p = scene.grid.placements[0]!;
    const n = p.letters.length - 1;
    return {
      entry: p.entry,
      from: [scene.board.cellCentreX(p.x), scene.board.cellCentreY(p.y)] as [number, number],
      to: [scene.board.cellCentreX(p.x + p.dx * n), scene.board.cellCentreY(p.y + p.dy * n)] as [number, number],
    };
  });
  expect(WORDS).toContain(target.entry);
  await dragStage(page, frame, target.from, target.to);
  await expect
    .poll(() =>
      frame.evaluate(
        () =>
          (
            window as unknown as {
              __playwordsKit: { game: { scene: { getScene(k: string): { foundWords: number } } } };
            }
          ).__playwordsKit.game.scene.getScene('play').foundWords,
      ),
    )
    .toBe(1);
  return target.entry;
}

/** What the kit sent the page while a class played (its `classResultsSent`). */
export interface SentClassResult {
  class_id: number;
  result: {
    id: string;
    teams: { team_id: string; points: number }[];
    words: { word: string; right: number; wrong: number; skipped: number; revealed: number }[];
  };
}

type ClassKitWindow = {
  __playwordsKit: {
    classPlay: { classId: number; teams: string[] } | null;
    classResultsSent: SentClassResult[];
    panelHandlers: { skip?: () => void };
  };
};

/** The class the kit plays for (null when none). */
export function classPlayOf(frame: Frame): Promise<{ classId: number; teams: string[] } | null> {
  return frame.evaluate(() => (window as unknown as ClassKitWindow).__playwordsKit.classPlay);
}

/**
 * Word Search for a class, from its play scene: one word found, then the teacher's Skip ends the round and 'Finish'
 * on the round's summary ends the game. What the kit sent the page: the round's words, then the points by place.
 */
export async function playWordSearchGameForClass(page: Page, frame: Frame): Promise<SentClassResult[]> {
  await playWordSearchTurn(page, frame);
  await frame.evaluate(() => (window as unknown as ClassKitWindow).__playwordsKit.panelHandlers.skip?.());
  await waitForScene(frame, 'kit-summary', 30_000);
  await page.waitForTimeout(1000);
  await clickStage(page, frame, 640, 940);
  await waitForScene(frame, 'kit-podium', 30_000);
  const sent = () => frame.evaluate(() => (window as unknown as ClassKitWindow).__playwordsKit.classResultsSent);
  await expect.poll(async () => (await sent()).some(({ result }) => result.teams.length > 0)).toBe(true);
  return sent();
}
