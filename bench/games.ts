// `npm run bench:games`: each built game in headless Chromium with software rendering (no GPU), driven like a
// teacher would: from a click on its dashboard card to the game's first interactive frame (its 'ready' message),
// and the frame times of its play scene read from the kit's probe (window.__playwordsFrameStats in the frame).
// Budgets from ../shared/design/performance.md; reported, never enforced (the machines are shared and noisy).
//
// Settings: BENCH_GAMES_RUNS (card clicks per game, default 5), BENCH_GAMES_SECONDS (seconds of play-scene frames
// measured, default 5), BENCH_GAMES (comma-separated keys; default: every game with a built page), BENCH_GAMES_GPU
// (which software rendering, see CHROMIUM_PROFILES: 'none', the default, or 'swiftshader-compositor').
import { spawn, type ChildProcess } from 'node:child_process';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Frame, type JSHandle, type Page } from 'playwright-core';
import { PRESENT_ONE_AT_A_TIME } from '../common/src/api/games';
import { GAME_CATALOGUE, ONE_AT_A_TIME } from '../common/src/catalogue/games';
import { findFreePort, median, readCount } from './support';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const SERVER_ENTRY = join(ROOT, 'server/dist/server.js');
const CLI_ENTRY = join(ROOT, 'server/dist/cli.js');
const GAMES_DIST = join(ROOT, 'games/dist');
const RESULTS_DIR = join(ROOT, 'bench/results');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const RUNS = readCount(process.env.BENCH_GAMES_RUNS, 5);
const MEASURE_SECONDS = readCount(process.env.BENCH_GAMES_SECONDS, 5);
const BUDGET = { readyMedianMaxMs: 1500, fpsMedianMin: 55, frameP95MaxMs: 33 };
const USER = { username: 'bench_gamer', password: 'Bench-Games-2026', email: 'games@bench.example' };
const WORDS = ['cat', 'dog', 'lion', 'zebra', 'monkey', 'tiger', 'horse', 'sheep', 'goat', 'duck', 'ice cream'];
const STAGE = { width: 1920, height: 1080 };

/**
 * Two ways to run Chromium without a GPU, both software rendering. 'none' is what Chrome does on a PC whose GPU it
 * cannot use: compositing and 2D canvas on the CPU, WebGL through SwiftShader (--enable-unsafe-swiftshader keeps
 * that WebGL available where Chrome is phasing the fallback out). 'swiftshader-compositor' also forces
 * the browser's own compositing through SwiftShader (--ignore-gpu-blocklist), which no browser does by itself: a
 * harsher case, kept to compare with earlier runs (docs/decisions.md § Game performance).
 */
const CHROMIUM_PROFILES: Record<string, string[]> = {
  none: ['--disable-gpu', '--enable-unsafe-swiftshader'],
  'swiftshader-compositor': ['--use-angle=swiftshader', '--enable-unsafe-swiftshader', '--ignore-gpu-blocklist'],
};
const PROFILE = process.env.BENCH_GAMES_GPU ?? 'none';

async function waitForServer(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('the server did not start within 60 s');
}

type Kit = {
  game: {
    scene: { getScenes(active: boolean): { scene: { key: string } }[]; getScene(key: string): unknown };
    /** Phaser.CANVAS (1) or Phaser.WEBGL (2). */
    renderer: { type: number };
  };
  frameStats: { reset(): void };
};

async function activeScenes(frame: Frame): Promise<string[]> {
  return frame.evaluate(() =>
    (window as unknown as { __playwordsKit: Kit }).__playwordsKit.game.scene.getScenes(true).map((s) => s.scene.key),
  );
}

/** The active scenes once `done` holds for them (read every 100 ms for 20 s at the most, else `failure` of them). */
async function waitForScenes(
  frame: Frame,
  done: (scenes: string[]) => boolean,
  failure: (scenes: string[]) => string,
): Promise<string[]> {
  const deadline = Date.now() + 20_000;
  let scenes = await activeScenes(frame);
  while (!done(scenes)) {
    if (Date.now() > deadline) throw new Error(failure(scenes));
    await new Promise((resolve) => setTimeout(resolve, 100));
    scenes = await activeScenes(frame);
  }
  return scenes;
}

async function waitForScene(frame: Frame, key: string): Promise<void> {
  await waitForScenes(
    frame,
    (scenes) => scenes.includes(key),
    () => `scene ${key} never started`,
  );
}

async function stagePoint(frame: Frame, x: number, y: number) {
  const box = await frame.locator('canvas').boundingBox();
  if (!box) throw new Error('no game canvas');
  return { x: box.x + (x * box.width) / STAGE.width, y: box.y + (y * box.height) / STAGE.height };
}

async function clickStage(page: Page, frame: Frame, x: number, y: number): Promise<void> {
  const point = await stagePoint(frame, x, y);
  await page.mouse.click(point.x, point.y);
}

async function gameFrame(page: Page, name: string): Promise<Frame> {
  const handle = await page.locator(`iframe[title="${name}"]`).elementHandle();
  const frame = await handle?.contentFrame();
  if (!frame) throw new Error(`no frame for ${name}`);
  return frame;
}

interface GameResult {
  key: string;
  name: string;
  readyMs: number[];
  readyMedianMs: number | null;
  fpsMedian: number | null;
  frameMedianMs: number | null;
  frameP95Ms: number | null;
  frames: number | null;
  /** Phaser's renderer and drawing buffer in the play scene (the kit picks them for the machine). */
  renderer: string | null;
  actions: number;
  status: { ready: string; fps: string; p95: string };
  error?: string;
}

/** Card click → 'ready', RUNS times (the first cold, the rest with the browser's cache, like a classroom). */
async function timeToReady(page: Page, key: string, name: string): Promise<number[]> {
  const times: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    await page.goto('/');
    // One At A Time has no card: the dashboard's word-list panel opens it.
    const card =
      key === ONE_AT_A_TIME.internal_name
        ? page.getByRole('link', { name: PRESENT_ONE_AT_A_TIME, exact: true })
        : page.getByRole('link', { name: `Play ${name}`, exact: true });
    await card.waitFor();
    await page.evaluate(() => {
      const w = window as unknown as { __clickAt?: number; __readyAt?: number };
      w.__clickAt = undefined;
      w.__readyAt = undefined;
      document.addEventListener('click', () => (w.__clickAt ??= performance.now()), { capture: true, once: true });
    });
    await card.click();
    await page.waitForURL(`**/games/${key}`);
    await page.waitForFunction(() => (window as unknown as { __readyAt?: number }).__readyAt !== undefined, null, {
      timeout: 60_000,
    });
    times.push(
      await page.evaluate(() => {
        const w = window as unknown as { __clickAt: number; __readyAt: number };
        return w.__readyAt - w.__clickAt;
      }),
    );
  }
  return times;
}

/** Stage points to act on: one is clicked, two or more are dragged through (actOnStage); or a key pressed. */
type StagePoints = [number, number][] | { key: string };

/** A game's action, run in its frame on the play scene (a handle to it); null while the scene is busy. */
type PlayAction = (playScene: JSHandle) => Promise<StagePoints | null>;

/**
 * Keys pressed in turn, one an action, whatever the scene is doing (a key the scene does not expect at that moment
 * does nothing): for the games a keyboard plays end to end.
 */
function keysInTurn(keys: string[]): PlayAction {
  let next = 0;
  return async () => ({ key: keys[next++ % keys.length]! });
}

/**
 * The action that `find` describes: Playwright sends `find` to the frame as source text, where it runs on the play
 * scene (typed by its own view of the game's fields); it may use nothing from here.
 */
function onPlayScene<S>(find: (scene: S) => StagePoints | null): PlayAction {
  return (playScene) => (playScene as JSHandle<S>).evaluate(find);
}

/**
 * Fighters: the teams pick their characters (a card each), then a team taps the spoken word's button. Fighters
 * Basic has no character select (no `select`), so it answers straight away: the kit's battle turns
 * (kit/boards/battle-turns) hold the question, its word and whether it is answered.
 */
const answerTheFight = onPlayScene(
  (scene: {
    select?: { cards: { x: number }[]; selection: { picks: number[] } } | null;
    turns: {
      target: { text: string } | null;
      question: { choices: { text: string }[]; buttons: { x: number; y: number }[] } | null;
      busy: boolean;
    };
  }) => {
    const card = scene.select?.cards[scene.select.selection.picks.length];
    if (scene.select) return card ? [[card.x, 560]] : null;
    const { question, target, busy } = scene.turns;
    const choices = question?.choices ?? [];
    const index = target ? choices.findIndex((c) => c.text === target.text) : -1;
    const button = question?.buttons[index];
    return !busy && button ? [[button.x, button.y]] : null;
  },
);

/** Alien Chase and its Basic version: taps the zone of the word (the character walks the maze, the aliens chase). */
const walkToTheWord = onPlayScene(
  (scene: {
    phase: string;
    target: { text: string } | null;
    zones: { word: string; tile: { x: number; y: number } }[];
  }) => {
    const zone = scene.zones.find((z) => z.word === scene.target?.text);
    return scene.phase === 'play' && zone ? [[zone.tile.x, zone.tile.y]] : null;
  },
);

/**
 * What makes each play scene busiest, done every ~1.2 s while frames are measured: Word Search finds a word (the
 * drag preview, then the found capsule, sparks and popping letters), Fighters Basic answers (a projectile with its
 * trail, sparks, the monster's health bar; wrong answers a lunge), Alien Chase Basic taps the zone of the word (the
 * character walks the maze while the aliens chase), Spot The Word touches a wrong card, then the word's.
 */
const PLAY_ACTIONS: Record<string, PlayAction> = {
  // The wheels: Space spins (ignored while a spin runs), so the wheel is turning, easing out and ticking nearly all
  // the time; the landed one is shown big and said.
  characterwheel: keysInTurn(['Space']),
  numberwheel: keysInTurn(['Space']),
  wordwheel: keysInTurn(['Space']),
  // One At A Time: the next step (a tile opening, the next card sliding in).
  oneatatime: keysInTurn(['ArrowRight']),
  // Four In A Row: a column by its number, then the teacher's ✓ (C): the counter falls and bounces, the words over
  // the columns are dealt again, the next team's turn.
  fourinarow: keysInTurn(['3', 'c', '4', 'c', '5', 'c']),
  // Space Fight: the first option (sometimes the word, sometimes not), then Enter fires at the rival under the
  // sights: the power flies, a monster may block it, the ship's health drops.
  spacefight: keysInTurn(['1', 'Enter']),
  wordsearch: onPlayScene(
    (scene: {
      grid: { placements: { x: number; y: number; dx: number; dy: number; letters: string[] }[] };
      board: { cellCentreX(x: number): number; cellCentreY(y: number): number };
      foundWords: number;
    }) => {
      const p = scene.grid.placements[scene.foundWords];
      if (!p) return null;
      const n = p.letters.length - 1;
      return [
        [scene.board.cellCentreX(p.x), scene.board.cellCentreY(p.y)],
        [scene.board.cellCentreX(p.x + p.dx * n), scene.board.cellCentreY(p.y + p.dy * n)],
      ];
    },
  ),
  fightersbasic: answerTheFight,
  fighters: answerTheFight,
  alienchasebasic: walkToTheWord,
  alienchase: walkToTheWord,
  // Open The Safe: taps the next letter of the word on the keypad; the last one lights the row's slots one by one
  // and the keys, and the safe's door swings open with sparks and points.
  openthesafe: onPlayScene(
    (scene: {
      safe: { answer: string; typed: string } | null;
      keypad: { keys: { letter: string; button: { x: number; y: number } }[] } | null;
      busy: boolean;
    }) => {
      const letter = scene.safe?.answer[scene.safe.typed.length];
      const key = scene.keypad?.keys.find((k) => k.letter === letter);
      return !scene.busy && key ? [[key.button.x, key.button.y]] : null;
    },
  ),
  // Hangman Battle: taps the next letter of the word on the keyboard: the letter pops into its blanks, powers fly
  // at the rival (flashes, falling hearts), and the luck wheel spins with its ticks.
  hangmanbattle: onPlayScene(
    (scene: {
      word: { letters: string; guessed: string[] } | null;
      keyboard: { keys: { letter: string; button: { x: number; y: number } }[] } | null;
      busy: boolean;
    }) => {
      const letter = [...(scene.word?.letters ?? '')].find((l) => !scene.word!.guessed.includes(l));
      const key = scene.keyboard?.keys.find((k) => k.letter === letter);
      return !scene.busy && key ? [[key.button.x, key.button.y]] : null;
    },
  ),
  // Spot The Word: a wrong card first (its half freezes under the frost), then the spoken word's card (it lights
  // on both halves, sparks, +1, and the next word's twelve cards pop in).
  spottheword: onPlayScene(
    (scene: {
      race: { over: boolean; turn: number; mode: string; misses: number[]; frozenUntil: number[] } | null;
      question: { target: { text: string } } | null;
      cards: { entry: { text: string }; container: { x: number; y: number } }[][];
      time: { now: number };
    }) => {
      const race = scene.race;
      if (!race || race.over || !scene.question) return null;
      const half = race.mode === 'race' ? 0 : race.turn;
      if (scene.time.now < race.frozenUntil[half]!) return null;
      const wantRight = race.misses[half]! > 0;
      const card = scene.cards[half]!.find((c) => (c.entry.text === scene.question!.target.text) === wantRight);
      return card ? [[card.container.x, card.container.y]] : null;
    },
  ),
  // Wordbrain: traces the next word through its touching letters (the trace in the team's colour), which pop and
  // vanish while the letters above fall.
  wordbrain: onPlayScene(
    (scene: {
      plan: { path: number[] } | null;
      board: { cellCentreX(x: number): number; cellCentreY(y: number): number; columns: number };
      selection: { locked: boolean };
    }) => {
      if (!scene.plan || scene.selection.locked) return null;
      const size = scene.board.columns;
      return scene.plan.path.map((cell) => [
        scene.board.cellCentreX(cell % size),
        scene.board.cellCentreY(Math.floor(cell / size)),
      ]);
    },
  ),
  // Number Line: taps the spoken number's place (on 0–20 a tap answers): the character walks there, the answer's tag
  // pops up with sparks and points, and the next team's character pops in.
  numberline: onPlayScene((scene: { question: { answer: number } | null; busy: boolean; xOf(n: number): number }) =>
    scene.question && !scene.busy ? [[scene.xOf(scene.question.answer), 590]] : null,
  ),
  // Prepositions: taps the right place's button in 'Where is it?' (it lights, sparks, +1, the sentence's card while the
  // character acts its place out) and drags the character to the spoken place in 'Put it!' (drawn behind, inside or
  // in front of a prop as it goes), then the next team's character walks in.
  prepositions: onPlayScene(
    (scene: {
      question: { mode: string; target: { preposition: string } } | null;
      busy: boolean;
      targetPoint: { x: number; y: number } | null;
      actorFeet: { x: number; y: number };
      buttonAt(preposition: string): { x: number; y: number } | null;
    }) => {
      const question = scene.question;
      if (!question || scene.busy) return null;
      if (question.mode === 'put') {
        const { actorFeet: feet, targetPoint: to } = scene;
        return to
          ? [
              [feet.x, feet.y - 70],
              [to.x, to.y - 70],
            ]
          : null;
      }
      const button = scene.buttonAt(question.target.preposition);
      return button ? [[button.x, button.y]] : null;
    },
  ),
  // Monster Mash: whacks a wrong monster (the hammer, a red sign, the head shake, −1), then once the hammer is no
  // longer dizzy the spoken word's (the bonk, sparks, +1, the next word), while monsters pop up and down in the holes.
  monstermash: onPlayScene(
    (scene: {
      field: {
        over: boolean;
        dizzyUntil: number;
        up: ({ hole: number; target: boolean; whacked: string | null } | null)[];
      } | null;
      layout: { scale: number; holes: { x: number; y: number }[] };
      clock: number;
    }) => {
      const field = scene.field;
      if (!field || field.over || scene.clock < field.dizzyUntil) return null;
      // A wrong whack first (the word's dizziness is still 0), the right one after it.
      const wantTarget = field.dizzyUntil > 0;
      const monster = field.up.find((m) => m !== null && !m.whacked && m.target === wantTarget);
      const spot = monster ? scene.layout.holes[monster.hole] : undefined;
      return spot ? [[spot.x, spot.y - 110 * scene.layout.scale]] : null;
    },
  ),
  // UFO Blockade: shoots a wrong UFO (the bounce, the right one glowing, every UFO a step down, breakthroughs
  // cracking the shields), then the spoken word's (the cannon sliding, the power flying up, the burst, +1).
  ufoblockade: onPlayScene(
    (scene: {
      busy: boolean;
      wave: { hits: number[]; misses: number } | null;
      sky(): { x: number; y: number; right: boolean }[];
    }) => {
      const wave = scene.wave;
      if (!wave || scene.busy) return null;
      const wantRight = wave.misses > wave.hits.reduce((sum, n) => sum + n, 0);
      const ufo = scene.sky().find((u) => u.right === wantRight);
      return ufo ? [[ufo.x, ufo.y]] : null;
    },
  ),
  // Time Trial: taps the next tile of the word (the slot fills, the tile greys); the last one lights the word, sparks
  // and +1 while the clock runs, and the next word's tiles pop in.
  timetrial: onPlayScene(
    (scene: {
      puzzle: { answer: string; tiles: string[]; fixed: string } | null;
      attempt: { placed: number[] };
      tiles: { x: number; y: number }[];
      busy: boolean;
    }) => {
      const puzzle = scene.puzzle;
      if (!puzzle || scene.busy) return null;
      const letter = puzzle.answer[puzzle.fixed.length + scene.attempt.placed.length];
      const i = puzzle.tiles.findIndex((t, j) => t === letter && !scene.attempt.placed.includes(j));
      const tile = scene.tiles[i];
      return tile ? [[tile.x, tile.y]] : null;
    },
  ),
  // Alien Blaster: first the left-out dialog's Play (the bench's 'ice cream' is a phrase, which it leaves out; the
  // kit's dialog has its one button there); then taps the alien carrying the word's next letter while the formation
  // sways: the power flies up, the alien bursts and a new one drops in, the letter flies into its blank, +1; a word's
  // last letter lights the word with sparks and the next word's letters flip onto the aliens.
  alienblaster: onPlayScene(
    (scene: {
      started: boolean;
      busy: boolean;
      round: { word: string | null; next: number } | null;
      fleet: { aliens: { letter: string; container: { x: number; y: number } }[] } | undefined;
    }) => {
      if (!scene.started) return [[960, 850]];
      const need = scene.round?.word?.[scene.round.next];
      const alien = need ? scene.fleet?.aliens.find((a) => a.letter === need) : undefined;
      return !scene.busy && alien ? [[alien.container.x, alien.container.y]] : null;
    },
  ),
  // Twister: taps Spin (both wheels turning, the word wheel's labels with them, a tick per border, the line under the
  // pointers changing), then '✓ Made it' once the call is said (sparks, +1) and the next team's Spin.
  twister: onPlayScene(
    (scene: {
      phase: string;
      spinButton: { x: number; y: number } | null;
      judgeButtons: { x: number; y: number }[];
    }) => {
      const made = scene.judgeButtons[1];
      if (scene.phase === 'ready' && scene.spinButton) return [[scene.spinButton.x, scene.spinButton.y]];
      return scene.phase === 'called' && made ? [[made.x, made.y]] : null;
    },
  ),
};

/** Clicks (one point) or drags (through two or more points) on the stage. */
async function actOnStage(page: Page, frame: Frame, points: StagePoints): Promise<void> {
  if ('key' in points) {
    await page.keyboard.press(points.key);
    return;
  }
  const start = await stagePoint(frame, ...points[0]!);
  await page.mouse.move(start.x, start.y);
  await page.mouse.down();
  for (const point of points.slice(1)) {
    const end = await stagePoint(frame, ...point);
    await page.mouse.move(end.x, end.y, { steps: 8 });
  }
  await page.mouse.up();
}

/**
 * Starts a game's play scene and reads the probe over MEASURE_SECONDS while the scene is at its busiest (the
 * game's PLAY_ACTIONS every ~1.2 s, the pointer sweeping the stage between them).
 */
async function playSceneFrames(page: Page, key: string, name: string) {
  const frame = await gameFrame(page, name);
  await waitForScene(frame, 'kit-title');
  // The title's buttons pop in after the first frame.
  await page.waitForTimeout(1000);
  await clickStage(page, frame, 960, 780);
  // One-team games go straight to play; the others ask for teams first.
  const scenes = await waitForScenes(
    frame,
    (now) => now.includes('play') || now.includes('kit-teams'),
    (now) => `after Play: ${now.join(', ')}`,
  );
  if (scenes.includes('kit-teams')) {
    await page.waitForTimeout(500);
    await clickStage(page, frame, 960, 930);
  }
  await waitForScene(frame, 'play');
  await page.waitForTimeout(1000);
  // The kit registers its scenes once: this handle is the play scene for the whole measurement.
  const playScene = await frame.evaluateHandle(() =>
    (window as unknown as { __playwordsKit: Kit }).__playwordsKit.game.scene.getScene('play'),
  );
  await frame.evaluate(() => (window as unknown as { __playwordsKit: Kit }).__playwordsKit.frameStats.reset());
  const act = PLAY_ACTIONS[key];
  const end = Date.now() + MEASURE_SECONDS * 1000;
  let nextAction = Date.now() + 300;
  let actions = 0;
  for (let i = 0; Date.now() < end; i++) {
    const target = act && Date.now() >= nextAction ? await act(playScene) : null;
    if (target) {
      await actOnStage(page, frame, target);
      actions++;
      nextAction = Date.now() + 1200;
    } else {
      // Hovering sweeps over the board between actions.
      const point = await stagePoint(frame, 300 + ((i * 97) % 1300), 200 + ((i * 53) % 600));
      await page.mouse.move(point.x, point.y, { steps: 4 });
      await page.waitForTimeout(50);
    }
  }
  const stats = await frame.evaluate(() =>
    (
      window as unknown as { __playwordsFrameStats: () => { median: number; p95: number; frames: number } }
    ).__playwordsFrameStats(),
  );
  await playScene.dispose();
  if (stats.frames === 0) throw new Error('no frame was drawn while measuring (the game loop stopped?)');
  const after = await activeScenes(frame);
  if (!after.includes('play')) throw new Error(`the play scene ended while measuring (${after.join(', ')})`);
  // Read from Phaser and the canvas themselves, so runs of older builds report theirs too.
  const renderer = await frame.evaluate(() => {
    const kit = (window as unknown as { __playwordsKit: Kit }).__playwordsKit;
    const canvas = document.querySelector('canvas');
    return `${kit.game.renderer.type === 1 ? 'canvas' : 'webgl'} ${canvas?.width ?? 0}×${canvas?.height ?? 0}`;
  });
  return { ...stats, renderer, actions };
}

async function main(): Promise<void> {
  for (const file of [SERVER_ENTRY, CLI_ENTRY]) {
    if (!existsSync(file)) throw new Error(`${file} is missing: run npm run build`);
  }
  const wanted = process.env.BENCH_GAMES?.split(',').map((k) => k.trim());
  const games = [...GAME_CATALOGUE, ONE_AT_A_TIME].filter(
    (g) =>
      g.has_template &&
      existsSync(join(GAMES_DIST, g.internal_name, 'index.html')) &&
      (!wanted || wanted.includes(g.internal_name)),
  );
  if (games.length === 0) throw new Error('no built game pages in games/dist: run npm run build');

  const profileArgs = CHROMIUM_PROFILES[PROFILE];
  if (!profileArgs) throw new Error(`BENCH_GAMES_GPU: one of ${Object.keys(CHROMIUM_PROFILES).join(', ')}`);
  const dataDir = await mkdtemp(join(tmpdir(), 'playwords-bench-games-'));
  const port = await findFreePort();
  const env = { ...process.env, DATA_DIR: dataDir, PORT: String(port), LOG_LEVEL: 'warn', DATABASE_URL: '' };
  execFileSync(
    process.execPath,
    [
      CLI_ENTRY,
      'create-user',
      '--username',
      USER.username,
      '--password',
      USER.password,
      '--email',
      USER.email,
      '--verified',
    ],
    { env, cwd: ROOT, stdio: 'ignore' },
  );
  const server = spawn(process.execPath, [SERVER_ENTRY], { env, cwd: ROOT, stdio: ['ignore', 'inherit', 'inherit'] });
  const base = `http://127.0.0.1:${port}`;
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    // Software rendering, as on a classroom PC without a usable GPU (CHROMIUM_PROFILES).
    args: ['--no-sandbox', ...profileArgs, '--disable-background-networking', '--no-first-run'],
  });
  const results: GameResult[] = [];
  try {
    await waitForServer(`${base}/api/users/get_csrf/`, server);
    const context = await browser.newContext({ baseURL: base, viewport: { width: 1366, height: 768 } });
    // Before the app runs: note when the game frame says it is ready.
    await context.addInitScript(() => {
      window.addEventListener('message', (event) => {
        const data = event.data as { type?: unknown } | null;
        const w = window as unknown as { __readyAt?: number };
        if (data && data.type === 'ready' && w.__readyAt === undefined) w.__readyAt = performance.now();
      });
    });
    const page = await context.newPage();
    // Through the login page, as a teacher does (it also marks the browser as a returning one).
    await page.goto('/login');
    await page.getByLabel('Username').fill(USER.username);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(USER.password);
    await page.getByRole('button', { name: 'Log In' }).click();
    await page.waitForURL((url) => url.pathname !== '/login');
    const token = (await page.request.get('/api/users/get_csrf/')).headers()['x-csrftoken']!;
    const list = await page.request.post('/api/wordlists/', {
      headers: { 'X-CSRFToken': token },
      data: { theme: 'Bench Animals', words: WORDS },
    });
    if (list.status() !== 201) throw new Error(`could not create the word list: ${list.status()}`);
    // A Premium trial, so the Pro games and the Premium beta games open as well (a free game plays the same).
    const trial = await page.request.post('/api/payments/start-trial/', {
      headers: { 'X-CSRFToken': token },
      data: { type: 'PREMIUM' },
    });
    if (trial.status() !== 201) throw new Error(`could not start a Premium trial: ${trial.status()}`);

    for (const game of games) {
      const result: GameResult = {
        key: game.internal_name,
        name: game.name,
        readyMs: [],
        readyMedianMs: null,
        fpsMedian: null,
        frameMedianMs: null,
        frameP95Ms: null,
        frames: null,
        renderer: null,
        actions: 0,
        status: { ready: '', fps: '', p95: '' },
      };
      try {
        result.readyMs = (await timeToReady(page, game.internal_name, game.name)).map((ms) => Math.round(ms));
        result.readyMedianMs = Math.round(median(result.readyMs));
        const stats = await playSceneFrames(page, game.internal_name, game.name);
        result.frames = stats.frames;
        result.renderer = stats.renderer;
        result.actions = stats.actions;
        result.frameMedianMs = Number(stats.median.toFixed(2));
        result.frameP95Ms = Number(stats.p95.toFixed(2));
        result.fpsMedian = stats.median > 0 ? Number((1000 / stats.median).toFixed(1)) : null;
      } catch (error) {
        result.error = error instanceof Error ? error.message : String(error);
      }
      const pass = (ok: boolean | null) => (ok === null ? 'n/a' : ok ? 'PASS' : 'FAIL');
      result.status = {
        ready: pass(result.readyMedianMs === null ? null : result.readyMedianMs <= BUDGET.readyMedianMaxMs),
        fps: pass(result.fpsMedian === null ? null : result.fpsMedian >= BUDGET.fpsMedianMin),
        p95: pass(result.frameP95Ms === null ? null : result.frameP95Ms <= BUDGET.frameP95MaxMs),
      };
      results.push(result);
    }
    await context.close();
  } finally {
    await browser.close();
    server.kill('SIGTERM');
    await new Promise((resolve) => (server.exitCode !== null ? resolve(null) : server.once('exit', resolve)));
    await rm(dataDir, { recursive: true, force: true });
  }

  const table = results.map((r) => ({
    game: r.key,
    'ready median ms': r.readyMedianMs,
    'ready runs ms': r.readyMs.join(' '),
    [`ready ≤ ${BUDGET.readyMedianMaxMs}`]: r.status.ready,
    'fps median': r.fpsMedian,
    [`fps ≥ ${BUDGET.fpsMedianMin}`]: r.status.fps,
    'p95 frame ms': r.frameP95Ms,
    [`p95 ≤ ${BUDGET.frameP95MaxMs}`]: r.status.p95,
    frames: r.frames,
    renderer: r.renderer ?? '',
    actions: r.actions,
    error: r.error ?? '',
  }));
  console.log(
    `\nGames in headless Chromium without a GPU (${PROFILE}: ${profileArgs.join(' ')}), ${RUNS} card clicks per game, ` +
      `${MEASURE_SECONDS} s of play-scene frames`,
  );
  console.log(
    `machine: ${cpus().length} cores, load ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
  );
  console.table(table);
  mkdirSync(RESULTS_DIR, { recursive: true });
  const file = join(RESULTS_DIR, `games-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
  writeFileSync(
    file,
    JSON.stringify(
      {
        at: new Date().toISOString(),
        runs: RUNS,
        seconds: MEASURE_SECONDS,
        chromium: { profile: PROFILE, args: profileArgs },
        budget: BUDGET,
        load: loadavg(),
        cores: cpus().length,
        results,
      },
      null,
      2,
    ),
  );
  console.log(`results: ${file}`);
  if (results.some((r) => r.error)) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
