// `npm run new-game -- <key>`: a playable game folder to start a new game from, wired where a game must be.
//
// It writes games/<key>/ (its manifest unless it has one, main.ts, settings.ts, texts.ts, scenes/play-scene.ts,
// logic/ with a test), the game's message catalogues in English and Chinese (common/src/i18n/<language>/<key>.ts,
// registered in catalogues.ts: the texts it shows come from them) and e2e/tests/game-<key>.spec.ts (the game's own
// browser test: it plays a turn). A catalogue key is also
// added to the catalogue's built games (common: has_template). The starting game is a real one: a word is spoken,
// the team taps it among the kit's options, points and turns go round, rounds end with the kit's summary. Nothing
// is overwritten: a file that exists stays as it is (the manifest of a catalogue game is usually there already).
//
// Options: --root DIR writes into another checkout (the scaffold's own test uses a copy).
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const args = process.argv.slice(2);
const rootAt = args.indexOf('--root');
const root = rootAt >= 0 ? args.splice(rootAt, 2)[1] : join(dirname(fileURLToPath(import.meta.url)), '..');
const key = args[0] ?? '';

const RESERVED = new Set(['kit', 'mechanics', 'dev', 'dist', 'node_modules', 'public', 'none', 'assets']);
if (!/^[a-z][a-z0-9]{1,29}$/.test(key) || RESERVED.has(key)) {
  console.error('usage: npm run new-game -- <key>   (2 to 30 lowercase letters and digits, starting with a letter)');
  process.exit(2);
}

const catalogueSource = readFileSync(join(root, 'common/src/catalogue/games.ts'), 'utf8');
const catalogueName = new RegExp(`\\['${key}', '([^']+)'`).exec(catalogueSource)?.[1];
const name = catalogueName ?? key.charAt(0).toUpperCase() + key.slice(1);
const folder = join(root, 'games', key);
if (existsSync(join(folder, 'main.ts'))) {
  console.error(`games/${key}/ is a game already (it has a main.ts).`);
  process.exit(2);
}

const written = [];
/** Writes a file unless it exists. */
function write(path, text) {
  if (existsSync(path)) return;
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, text);
  written.push(relative(root, path));
}

// ── The manifest: a new one, or the catalogue game's own given what a playable game needs ──────────────────────
const manifestPath = join(folder, 'manifest.json');
const writeManifest = (manifest) => {
  mkdirSync(folder, { recursive: true });
  writeFileSync(manifestPath, `${JSON.stringify(manifest, null, 2)}\n`);
};
const TAGLINE = 'Listen, find the word!';
const TEAMS = { min: 1, max: 4, default: 2 };
if (existsSync(manifestPath)) {
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
  writeManifest({ ...manifest, tagline: manifest.tagline ?? TAGLINE, teams: manifest.teams ?? TEAMS });
  written.push(`${relative(root, manifestPath)} (tagline and teams added where missing)`);
} else {
  writeManifest({
    key,
    // Not a catalogue game: it names itself.
    ...(catalogueName ? {} : { name }),
    tagline: TAGLINE,
    card: { color: 'teal', blurb: 'Tap the word you hear.', picture: ['owl', 'sparkles'] },
    teams: TEAMS,
    howTo: [
      'Split the class into teams. On a team’s turn the game says a word and a few word buttons appear: a student taps the word they heard (or presses 1, 2 or 3). A right answer scores a point; then the next team plays.',
    ],
  });
  written.push(relative(root, manifestPath));
}

write(
  join(folder, 'main.ts'),
  `// ${name}: made with \`npm run new-game\`; its rules are logic/, its screen scenes/play-scene.ts.
import { bootGame, fromManifest } from '../kit';
import { newRound, readRound } from './logic/round';
import manifest from './manifest.json';
import { PlayScene } from './scenes/play-scene';
import { settings } from './settings';

bootGame({
  ...fromManifest(manifest),
  settings,
  saveVersion: 1,
  scenes: [PlayScene],
  // The round carried from one round to the next and in a save: typed, read back safely.
  state: { initial: ({ settings }) => newRound(settings.words), parse: readRound },
});
`,
);

write(
  join(folder, 'settings.ts'),
  `import { setting, type SettingsSchema } from '../kit';
import { t } from './texts';

/** The teacher panel's settings (the form is generic: the kit draws it from this schema). */
export const settings = {
  words: setting.number(t('settings.words'), 6, 2, 20),
  rounds: setting.number(t('settings.rounds'), 2, 1, 5),
  seconds: setting.number(t('settings.seconds'), 20, 0, 60, 5),
} satisfies SettingsSchema;
`,
);

// The texts its screens show, in the page's language: its own catalogue namespace, read through the kit.
write(
  join(folder, 'texts.ts'),
  `// ${name}'s own texts (common/src/i18n/<language>/${key}.ts); the list's words are never translated.
import en from '@playwords/common/i18n/en/${key}';
import zhCN from '@playwords/common/i18n/zh-CN/${key}';
import { defineTexts } from '../kit/logic';

export const t = defineTexts('${key}', { en, 'zh-CN': zhCN });
`,
);
write(
  join(root, 'common/src/i18n/en', `${key}.ts`),
  `/** English texts of the game '${key}' (its screens; never the lesson's words it speaks). */
const ${key} = {
  settings: {
    words: 'Words per round',
    rounds: 'Rounds',
    seconds: 'Seconds to answer (0: no timer)',
  },
};

export default ${key};
`,
);
write(
  join(root, 'common/src/i18n/zh-CN', `${key}.ts`),
  `import type { Translation } from '../types';
import type en from '../en/${key}';

const ${key}: Translation<typeof en> = {
  settings: {
    words: '每轮单词数',
    rounds: '轮数',
    seconds: '答题秒数（0：不计时）',
  },
};

export default ${key};
`,
);
registerNamespace();

/** Adds the game's namespace to common/src/i18n/catalogues.ts: its type, its name and a loader per language. */
function registerNamespace() {
  const path = join(root, 'common/src/i18n/catalogues.ts');
  let source = readFileSync(path, 'utf8');
  if (source.includes(`'${key}',`)) return;
  const insertAfterLast = (pattern, text) => {
    const matches = [...source.matchAll(pattern)];
    const last = matches.at(-1);
    if (!last) throw new Error(`common/src/i18n/catalogues.ts: ${pattern} not found`);
    const at = last.index + last[0].length;
    source = source.slice(0, at) + text + source.slice(at);
  };
  const insertBefore = (start, end, text) => {
    const from = source.indexOf(start);
    const at = from < 0 ? -1 : source.indexOf(end, from);
    if (at < 0) throw new Error(`common/src/i18n/catalogues.ts: ${start} not found`);
    source = source.slice(0, at) + text + source.slice(at);
  };
  insertAfterLast(/^import type \w+ from '\.\/en\/\w+';\n/gm, `import type ${key} from './en/${key}';\n`);
  insertBefore('export const NAMESPACES = [', '] as const;', `'${key}',\n`);
  insertBefore('export interface Catalogues {', '\n}', `\n  ${key}: typeof ${key};`);
  insertBefore('\n  en: {', '\n  },', `\n    ${key}: () => import('./en/${key}'),`);
  insertBefore("\n  'zh-CN': {", '\n  },', `\n    ${key}: () => import('./zh-CN/${key}'),`);
  writeFileSync(path, source);
  written.push('common/src/i18n/catalogues.ts (the namespace)');
}

write(
  join(folder, 'logic', 'round.ts'),
  `// One round of ${name}: how many words it has left and what an answer does. Pure, so it is unit-tested.

export interface RoundState {
  /** Words asked so far this round. */
  asked: number;
  /** Words in the round (the teacher's setting). */
  words: number;
  /** Right answers this round. */
  right: number;
}

export function newRound(words: number): RoundState {
  return { asked: 0, words: Math.max(1, Math.floor(words)), right: 0 };
}

/** A team's answer: the round after it, and whether that was the round's last word. */
export function answer(round: RoundState, right: boolean): { round: RoundState; over: boolean } {
  const next = { ...round, asked: round.asked + 1, right: round.right + (right ? 1 : 0) };
  return { round: next, over: next.asked >= next.words };
}

/** A saved round read back, or null when it is not one (a tampered or older save: the kit starts a new game). */
export function readRound(saved: unknown): RoundState | null {
  const s = saved as Partial<RoundState> | null;
  const count = (n: unknown) => typeof n === 'number' && Number.isInteger(n) && n >= 0;
  if (!s || !count(s.asked) || !count(s.words) || !count(s.right) || s.words! < 1) return null;
  return { asked: s.asked!, words: s.words!, right: s.right! };
}
`,
);

write(
  join(folder, 'logic', 'round.test.ts'),
  `import { describe, expect, it } from 'vitest';
import { answer, newRound, readRound } from './round';

describe('${name} round', () => {
  it('counts answers and ends after its words', () => {
    let round = newRound(2);
    const first = answer(round, true);
    expect(first).toEqual({ round: { asked: 1, words: 2, right: 1 }, over: false });
    round = first.round;
    expect(answer(round, false)).toEqual({ round: { asked: 2, words: 2, right: 1 }, over: true });
  });

  it('reads a saved round back, and refuses a tampered one', () => {
    expect(readRound({ asked: -1, words: 3, right: 0 })).toBeNull();
    expect(readRound('nonsense')).toBeNull();
    expect(readRound({ asked: 1, words: 3, right: 1 })).toEqual({ asked: 1, words: 3, right: 1 });
  });
});
`,
);

write(
  join(folder, 'scenes', 'play-scene.ts'),
  `import {
  addScoreboard,
  addTimer,
  askQuestion,
  burst,
  GamePlayScene,
  shake,
  STAGE_WIDTH,
  type Answer,
  type PlayStart,
  type Question,
  type Timer,
} from '../../kit';
import { answer, newRound, type RoundState } from '../logic/round';
import type { settings as schema } from '../settings';

/**
 * ${name}'s play: a word is spoken and the team whose turn it is taps it among the kit's choices before its time
 * runs out (a turn that runs out is a miss). The kit's question turn shows what was right and says the word; the
 * scoring is this game's. The kit's play scene holds \`this.kit\` and \`this.start\`, draws the background and
 * shows its notice instead of \`play\` when the list has no words.
 */
export class PlayScene extends GamePlayScene<typeof schema, RoundState> {
  private round!: RoundState;
  private question: Question | null = null;
  private timer: Timer | null = null;

  protected play(start: PlayStart<RoundState>): void {
    this.round = start.state;
    addScoreboard(this, 90);
    const seconds = this.kit.settings.seconds;
    this.timer =
      seconds > 0 ? addTimer(this, STAGE_WIDTH - 230, 250, { seconds, onDone: () => this.question?.skip() }) : null;

    const ask = () => {
      this.question?.destroy();
      this.question = askQuestion(this, this.kit.deck.next(), 'choose', answered, { choicesY: 800 });
      this.timer?.reset();
    };

    const answered = ({ right }: Answer) => {
      this.timer?.stop();
      const result = answer(this.round, right === true);
      this.round = result.round;
      const teams = this.kit.teams;
      if (right) {
        teams.award(teams.teams.indexOf(teams.current), 1);
        this.kit.play('correct');
        burst(this, STAGE_WIDTH / 2, 470, teams.current.colour);
      } else {
        this.kit.play('wrong');
        shake(this);
      }
      teams.nextTurn();
      this.time.delayedCall(900, () => {
        if (!result.over) return ask();
        if (start.round >= this.kit.settings.rounds) return this.kit.finishGame();
        // What the next round starts from (and what a save resumes).
        const summary = \`\${this.round.right} of \${this.round.words} words right!\`;
        this.kit.endRound({ state: newRound(this.kit.settings.words), summary });
      });
    };

    this.kit.setPanelHandlers({ skip: () => this.question?.skip(), reveal: () => this.question?.reveal() });
    this.time.delayedCall(400, ask);
  }
}
`,
);

write(
  join(root, 'e2e', 'tests', `game-${key}.spec.ts`),
  `import { expect, test } from '@playwright/test';
import { clickStage, startGame } from './game-helpers';
import { openBuiltGame } from './game-pages';

// ${name} (made with \`npm run new-game\`): its built page plays a turn. Give the game a test in the app too, with
// a teacher's own list, once it has its own rules (see games.spec.ts).
test('${key}: the team taps the spoken word and scores', async ({ page }) => {
  const frame = await openBuiltGame(page, '${key}');
  await startGame(page, frame, '${key}');
  const read = () =>
    frame.evaluate(() => {
      type Scene = {
        question: {
          target: { text: string };
          choices: { text: string }[];
          buttons: { x: number; y: number }[];
          answered: boolean;
        } | null;
        timer: { countdown: { remainingMs: number } } | null;
      };
      const kit = (
        window as unknown as {
          __playwordsKit: { game: { scene: { getScene(k: string): Scene } }; teams: { teams: { score: number }[] } };
        }
      ).__playwordsKit;
      const scene = kit.game.scene.getScene('play');
      const question = scene.question?.answered ? null : scene.question;
      const at = question ? question.choices.findIndex((c) => c.text === question.target.text) : -1;
      const button = question?.buttons[at];
      return {
        score: kit.teams.teams[0]!.score,
        at: button ? ([button.x, button.y] as [number, number]) : null,
        left: scene.timer?.countdown.remainingMs ?? null,
      };
    });
  await expect.poll(async () => (await read()).at).not.toBeNull();
  // The turn's timer runs, and the teacher panel's pause really holds it.
  const first = await read();
  await expect.poll(async () => (await read()).left).toBeLessThan(first.left!);
  const panelOpen = () =>
    frame.evaluate(() => {
      const kit = (window as unknown as { __playwordsKit: { game: { scene: { getScene(k: string): { panel: unknown } } } } })
        .__playwordsKit;
      return Boolean(kit.game.scene.getScene('kit-overlay').panel);
    });
  // The page's first key press: the panel opens once (the kit's toggle acts once per key event).
  await page.keyboard.press('Control+Shift+A');
  await expect.poll(panelOpen).toBe(true);
  await page.waitForTimeout(300);
  const paused = (await read()).left;
  await page.waitForTimeout(1200);
  expect((await read()).left).toBe(paused);
  await page.keyboard.press('Escape');
  // The choices finish popping in (the pause held their animation too).
  await page.waitForTimeout(700);
  const before = await read();
  await clickStage(page, frame, ...before.at!);
  await expect.poll(async () => (await read()).score).toBe(before.score + 1);
});
`,
);

// ── Wiring: a catalogue game is now built (has_template) ─────────────────────────────────────────────────────
if (catalogueName) {
  const list = /export const GAMES_WITH_TEMPLATE: readonly GameKey\[\] = \[([^\]]*)\];/;
  const match = list.exec(catalogueSource);
  if (!match) throw new Error('common/src/catalogue/games.ts: GAMES_WITH_TEMPLATE not found');
  const keys = match[1]
    .split(',')
    .map((k) => k.trim())
    .filter(Boolean);
  if (!keys.includes(`'${key}'`)) {
    const updated = catalogueSource.replace(list, () => {
      const all = [...keys, `'${key}'`].join(', ');
      return `export const GAMES_WITH_TEMPLATE: readonly GameKey[] = [${all}];`;
    });
    writeFileSync(join(root, 'common/src/catalogue/games.ts'), updated);
    written.push('common/src/catalogue/games.ts (has_template)');
  }
}

// Formatted as the repository's own code is, so lint passes on what was written.
const prettier = join(root, 'node_modules', '.bin', 'prettier');
const files = written.map((file) => file.replace(/ \(.*\)$/, ''));
if (existsSync(prettier) && files.length > 0)
  execFileSync(prettier, ['--write', '--log-level', 'warn', ...files], { cwd: root, stdio: 'inherit' });

console.log(`${name} (${key}) is ready to play:`);
for (const file of written) console.log(`  ${file}`);
console.log(
  `Preview it: npm run dev -w @playwords/games, then http://localhost:5180/dev/host.html?game=${key}&folder=/${key}/`,
);
console.log(
  'Then: npm test, and npm run build && npm run test:e2e (its own test: e2e/tests/game-' + key + '.spec.ts).',
);
