// Screenshots of a game without the server: starts the games' Vite dev server, opens the game at 1920×1080 in
// Debian's Chromium (/usr/bin/chromium; never a downloaded browser), performs the steps in order, writes a PNG.
//
//   node games/dev/screenshot.mjs <key> <out.png> [--host] [--seed N] [--wait ms]
//        [--click x,y] [--drag x1,y1:x2,y2] [--key Enter] [--pause ms] [--eval "kit.finishGame()"] ...
//
// Coordinates are stage coordinates (the page is 1920×1080, so the stage is drawn 1:1). Steps run in the order
// given, with --wait ms (default 700) after each. --host plays the game through dev/host.html (sandboxed srcdoc
// frame and the message protocol, as in the product). `demo` is the kit's own demo (games/dev/demo).
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { createServer } from 'vite';

const here = dirname(fileURLToPath(import.meta.url));
const gamesDir = resolve(here, '..');

function parseArgs(argv) {
  const [key, out, ...rest] = argv;
  if (!key || !out) {
    console.error(
      'usage: node games/dev/screenshot.mjs <key> <out.png> [--host] [--seed N] [--wait ms] [--click x,y] [--drag x1,y1:x2,y2] [--key K] [--pause ms]',
    );
    process.exit(2);
  }
  const options = { key, out: resolve(process.cwd(), out), host: false, seed: 1, wait: 700, steps: [] };
  for (let i = 0; i < rest.length; i++) {
    const flag = rest[i];
    const value = rest[i + 1];
    if (flag === '--host') options.host = true;
    else if (flag === '--seed') {
      options.seed = Number(value);
      i++;
    } else if (flag === '--wait') {
      options.wait = Number(value);
      i++;
    } else if (['--click', '--drag', '--key', '--pause', '--eval'].includes(flag) && value !== undefined) {
      options.steps.push({ kind: flag.slice(2), value });
      i++;
    } else {
      console.error(`unknown or incomplete option: ${flag}`);
      process.exit(2);
    }
  }
  return options;
}

const pair = (text) => {
  const [x, y] = text.split(',').map(Number);
  if (!Number.isFinite(x) || !Number.isFinite(y)) throw new Error(`not a point: ${text}`);
  return { x, y };
};

async function main() {
  const options = parseArgs(process.argv.slice(2));
  const folder = existsSync(join(gamesDir, options.key, 'main.ts'))
    ? `/${options.key}/`
    : existsSync(join(gamesDir, 'dev', options.key, 'index.html'))
      ? `/dev/${options.key}/`
      : null;
  if (!folder) {
    console.error(
      `no game folder games/${options.key}/ with a main.ts (or games/dev/${options.key}/ with an index.html)`,
    );
    process.exit(2);
  }
  const server = await createServer({
    configFile: join(gamesDir, 'vite.config.ts'),
    server: { port: 0 },
    logLevel: 'warn',
  });
  await server.listen();
  const base = server.resolvedUrls.local[0];
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--autoplay-policy=no-user-gesture-required'],
  });
  try {
    const page = await browser.newPage({ viewport: { width: 1920, height: 1080 } });
    const errors = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (m) => {
      if (m.type() === 'error' && !m.text().startsWith('Failed to load resource')) errors.push(m.text());
    });
    page.on('response', (r) => {
      // The browser asks every page for /favicon.ico; a game page has none (the host page's is used).
      if (r.status() >= 400 && !r.url().endsWith('/favicon.ico')) errors.push(`${r.status()} ${r.url()}`);
    });
    const url = options.host
      ? `${base}dev/host.html?game=${options.key}&folder=${encodeURIComponent(folder)}`
      : `${base}${folder.slice(1)}?seed=${options.seed}`;
    await page.goto(url);
    // Through the host the game runs in the srcdoc frame; alone it is the page itself.
    const frame = options.host ? await (await page.waitForSelector('#frame')).contentFrame() : page.mainFrame();
    // The title screen is up (the kit posts 'ready' there).
    await frame.waitForFunction(() => globalThis.__playwordsKit?.game?.scene.isActive('kit-title'), null, {
      timeout: 30_000,
    });
    await page.waitForTimeout(options.wait);
    for (const step of options.steps) {
      if (step.kind === 'click') {
        const { x, y } = pair(step.value);
        await page.mouse.click(x, y);
      } else if (step.kind === 'drag') {
        const [from, to] = step.value.split(':').map(pair);
        await page.mouse.move(from.x, from.y);
        await page.mouse.down();
        await page.mouse.move(to.x, to.y, { steps: 12 });
        await page.mouse.up();
      } else if (step.kind === 'key') {
        await page.keyboard.press(step.value);
      } else if (step.kind === 'eval') {
        // Runs in the game's page with `kit` in scope, e.g. --eval "kit.startNewGame(3)" to jump to a screen.
        await frame.evaluate((code) => new Function('kit', code)(globalThis.__playwordsKit), step.value);
      } else if (step.kind === 'pause') {
        await page.waitForTimeout(Number(step.value));
        continue;
      }
      await page.waitForTimeout(options.wait);
    }
    await page.screenshot({ path: options.out });
    const stats = await frame.evaluate(() => globalThis.__playwordsFrameStats?.());
    console.log(
      `wrote ${options.out}${stats ? ` (frames ${stats.frames}, median ${stats.median.toFixed(1)} ms, p95 ${stats.p95.toFixed(1)} ms)` : ''}`,
    );
    if (errors.length > 0) console.log(`page errors:\n  ${errors.join('\n  ')}`);
  } finally {
    await browser.close();
    await server.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
