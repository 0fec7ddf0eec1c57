// Opens a built game page on its own, without the app: Playwright answers the page's requests from games/dist (as
// the server's /game-assets/ would), and with no data embedded the kit plays with its sample words and pictures.
import { readFile } from 'node:fs/promises';
import { extname, join, normalize } from 'node:path';
import type { Frame, Page } from '@playwright/test';

const DIST = join(import.meta.dirname, '..', '..', 'games', 'dist');
const ORIGIN = 'http://games.test';
const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.png': 'image/png',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
};

/** Opens games/dist/<key>/index.html as a page of its own (seeded, so a run is repeatable); returns its frame. */
export async function openBuiltGame(page: Page, key: string): Promise<Frame> {
  await page.route(`${ORIGIN}/**`, async (route) => {
    const path = new URL(route.request().url()).pathname.replace(/^\/game-assets\//, '/');
    const file = normalize(join(DIST, path));
    if (!file.startsWith(DIST)) return route.fulfill({ status: 404 });
    try {
      const body = await readFile(file);
      await route.fulfill({ body, contentType: TYPES[extname(file)] ?? 'application/octet-stream' });
    } catch {
      await route.fulfill({ status: 404 });
    }
  });
  await page.goto(`${ORIGIN}/game-assets/${key}/index.html?seed=7`);
  return page.mainFrame();
}
