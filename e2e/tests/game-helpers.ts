// What the game tests share: a list to play with, the game's frame and scenes, and clicks on the 1920×1080 stage.
import { expect, type Frame, type Page } from '@playwright/test';
import { snap } from './helpers';

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

/** The scenes running in the game (the kit exposes itself as window.__playwordsKit for tests). */
export function activeScenes(frame: Frame): Promise<string[]> {
  return frame.evaluate(() => {
    const kit = (
      window as unknown as {
        __playwordsKit: { game: { scene: { getScenes(active: boolean): { scene: { key: string } }[] } } };
      }
    ).__playwordsKit;
    return kit.game.scene.getScenes(true).map((s) => s.scene.key);
  });
}

export async function waitForScene(frame: Frame, key: string): Promise<void> {
  await expect.poll(() => activeScenes(frame), { timeout: 15_000 }).toContain(key);
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
