import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { createSelectedList, gameFrame, startGame } from './game-helpers';
import { logInThroughPage, readFixtures } from './helpers';

// Every built game (a folder of games/ with a manifest and a main.ts), found rather than listed: a new game is in
// this test the day it lands. Each one boots in Chromium from its page, reaches its title and its first play
// screen, draws something, and logs no error. Besides the game itself this covers the trimmed Phaser entry
// (kit/phaser-custom.cjs): a part a game uses but the entry leaves out is `undefined` at run time.
const GAMES_DIR = join(import.meta.dirname, '..', '..', 'games');
const BUILT = readdirSync(GAMES_DIR, { withFileTypes: true })
  .filter((d) => existsSync(join(GAMES_DIR, d.name, 'manifest.ts')) && existsSync(join(GAMES_DIR, d.name, 'main.ts')))
  .map((d) => d.name)
  .sort();

test.describe('every built game boots', () => {
  test.beforeEach(async ({ page }) => {
    const { premiumTeacher } = readFixtures();
    await logInThroughPage(page, premiumTeacher.username, premiumTeacher.password);
  });

  test('the games found are the built ones', () => {
    expect(BUILT.length).toBeGreaterThanOrEqual(3);
  });

  for (const key of BUILT) {
    test(`${key}: title, first play screen, a drawn canvas, no error`, async ({ page }) => {
      const problems: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') problems.push(message.text());
      });
      page.on('pageerror', (error) => problems.push(error.message));
      await createSelectedList(page, `Boot ${key}`);

      await page.goto(`/games/${key}`);
      const name = await page.locator('iframe').getAttribute('title');
      expect(name).toBeTruthy();
      const frame = await gameFrame(page, name!);
      await expect(page.getByText('LOADING...')).toBeHidden({ timeout: 30_000 });
      await startGame(page, frame, `boot-${key}`);

      // A blank canvas compresses to almost nothing; a drawn play screen does not.
      const canvas = await frame.locator('canvas').screenshot();
      expect(canvas.length).toBeGreaterThan(20_000);
      expect(problems).toEqual([]);
    });
  }
});
