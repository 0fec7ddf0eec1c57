// One lint setup for every workspace. Besides the usual rules it enforces the boundaries of
// ../shared/design/architecture.md, each with a message that says why.
import { existsSync, readdirSync } from 'node:fs';
import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import i18next from 'eslint-plugin-i18next';
import tseslint from 'typescript-eslint';

const subfolders = (dir, skip = []) =>
  existsSync(dir)
    ? readdirSync(dir, { withFileTypes: true })
        .filter((d) => d.isDirectory() && !skip.includes(d.name))
        .map((d) => d.name)
    : [];

// JSX attributes that carry a text a reader sees or hears (the rest name styles, routes and variants).
const TEXT_ATTRIBUTES = [
  'label',
  'title',
  'placeholder',
  'aria-label',
  'aria-description',
  'alt',
  'description',
  'error',
  'message',
  'heading',
  'confirmLabel',
  'cancelLabel',
  'emptyText',
  'loadingText',
  'nothingFoundMessage',
];

// Web folders whose texts are not yet in the catalogues: each leaves this list when it is translated.
const UNTRANSLATED = [];

// A string literal that reads as words: a capitalised word or phrase ('Play', 'Next team!'), or two words with a
// space ('tap a word'). Keys, colours, texture and event names ('kit-title', 'pointerdown') do not match.
// Not texts: tween eases ('Back.Out'), key names compared with ('Enter'), a developer's Error message.
const NOT_A_TEXT = String.raw`:not(Property[key.name='ease'] > *):not(BinaryExpression > *):not(NewExpression *)`;
const GAME_TEXT_SELECTORS = [
  String.raw`Literal[value=/^[A-Z][a-z]+(?:[ ,'’!?.:…-]+[A-Za-z]+)*[.!?…:]?$/]`,
  String.raw`Literal[value=/[A-Za-z]{2,} [a-z]{2,}/]`,
  String.raw`TemplateLiteral[quasis.0.value.raw=/[A-Za-z]{2,} [a-z]{2,}|^[A-Z][a-z]+ /]`,
].map((selector) => selector + NOT_A_TEXT);

// Game folders whose texts are not yet in the catalogues: each leaves this list when it is translated.
const UNTRANSLATED_GAMES = [];

const workspaceZones = [
  {
    target: './common',
    from: ['./server', './web', './games', './e2e'],
    message: 'common is pure shared code: it imports no other workspace.',
  },
  {
    target: './server',
    from: ['./web', './games'],
    message: 'server imports only common: the web app and games are built and served, never imported.',
  },
  {
    target: './web',
    from: ['./server', './games'],
    // The printables' word search draws Word Search's own grid (the same seed, the same grid): its pure generator.
    except: [
      './mechanics/letter-grid/grid.ts',
      './mechanics/letter-grid/letters.ts',
      './mechanics/letter-grid/round-words.ts',
    ],
    message: 'web imports only common: talk to the server through the API client in web/src/lib.',
  },
  {
    target: './games',
    from: ['./server', './web'],
    message: 'games import only common and the kit: a game gets its data from the template, never from app code.',
  },
];

// Web features never import each other: a piece used twice moves to components/ or lib/.
const features = subfolders('web/src/features');
const featureZones = features.map((f) => ({
  target: `./web/src/features/${f}`,
  from: features.filter((o) => o !== f).map((o) => `./web/src/features/${o}`),
  message: 'Web features do not import each other; move the shared piece to web/src/components or web/src/lib.',
}));

// A game never imports another game; the shared runtime is games/kit, which imports no game (nor the preview
// harness in games/dev, which is not built into pages). What two games share as rules (a maze, a battle, a letter
// grid) lives in games/mechanics: pure code every game may import, which imports only common and the kit's logic.
const gameFolders = subfolders('games', ['kit', 'mechanics', 'dev', 'node_modules', 'dist', 'public']);
const gameZones = [
  ...gameFolders.map((g) => ({
    target: `./games/${g}`,
    from: [...gameFolders.filter((o) => o !== g).map((o) => `./games/${o}`), './games/dev'],
    message: 'A game never imports another game (or the preview harness); shared code belongs in games/kit.',
  })),
  {
    target: './games/kit',
    from: [...gameFolders.map((g) => `./games/${g}`), './games/dev'],
    message: 'games/kit is shared by every game: it never imports a game or the preview harness.',
  },
  // The kit's boards (games/kit/boards) are the Phaser views of the shared mechanics (a maze board, a letter grid, a
  // battle arena) that a full game and its basic version both draw: only they read the mechanics.
  {
    target: [...subfolders('games/kit', ['boards']).map((d) => `./games/kit/${d}`), './games/kit/*.ts'],
    from: './games/mechanics',
    message: 'Only games/kit/boards (the views of the shared mechanics) imports games/mechanics.',
  },
  {
    target: './games/mechanics',
    from: [...gameFolders.map((g) => `./games/${g}`), './games/dev'],
    message: 'games/mechanics is shared by every game: it never imports a game or the preview harness.',
  },
  {
    target: './games/mechanics',
    from: './games/kit',
    except: ['./logic'],
    message: "games/mechanics is pure rules: from the kit it imports only the kit's logic (no Phaser, no scenes).",
  },
];

// Server modules call each other's exported service functions, never their tables, repositories or routes. Each
// table belongs to one module (its tables.ts) and only that module queries it: a table file may name another
// module's table for a foreign key, nothing else may import it, and db/schema.ts (which gathers every table for
// Drizzle) is for tests only.
const modules = subfolders('server/src/modules');
const moduleZones = modules.flatMap((m) => [
  ...modules
    .filter((o) => o !== m)
    .map((o) => ({
      target: `./server/src/modules/${m}`,
      from: `./server/src/modules/${o}`,
      except: ['./service.ts', './tables.ts'],
      message: `Call the ${o} module through its service.ts, not its repository or routes.`,
    })),
  ...(modules.length > 1
    ? [
        {
          target: `./server/src/modules/${m}/**/!(tables).ts`,
          from: modules.filter((o) => o !== m).map((o) => `./server/src/modules/${o}/tables.ts`),
          message: `Tables belong to their module: only ${m}/tables.ts may name another module's table (a foreign key); ask that module's service instead.`,
        },
      ]
    : []),
]);
const tableZones = [
  {
    target: './server/src/modules/**/!(*.test).ts',
    from: './server/src/db/schema.ts',
    message:
      "A repository queries only its own module's tables: import them from ./tables (db/schema.ts is for Drizzle and tests).",
  },
  ...['./server/src/db/schema.ts', './server/src/modules/*/{tables,repository}.ts'].map((from) => ({
    target: './server/src/platform/**/!(*.test).ts',
    from,
    message:
      "The platform keeps its own tables in platform/tables.ts; a module's data is reached through the module's service.",
  })),
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      'e2e/screenshots/**',
      'e2e/test-results/**',
      'e2e/playwright-report/**',
      'bench/results/**',
      'coverage/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs'] } },
    },
    languageOptions: { globals: { ...globals.node } },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { zones: [...workspaceZones, ...featureZones, ...gameZones, ...moduleZones, ...tableZones] },
      ],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      eqeqeq: ['error', 'always'],
    },
  },
  {
    files: ['common/**/*.ts'],
    // The catalogue test reads every workspace's sources to find unused keys, the picture dictionary's reads its
    // list of coverage words; they run in Node and ship nowhere.
    ignores: ['common/src/i18n/catalogues.test.ts', 'common/src/pictures/dictionary.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                'node:*',
                'react',
                'react-*',
                'fastify',
                '@fastify/*',
                'phaser',
                'drizzle-orm',
                'drizzle-orm/*',
                'pg',
              ],
              message: 'common touches no DOM, Node, React, Fastify, Phaser or database API: it runs on every side.',
            },
            { group: ['@playwords/*'], message: 'common imports no other workspace.' },
          ],
        },
      ],
    },
  },
  {
    files: ['server/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@playwords/web', '@playwords/games', '@playwords/e2e'], message: 'server imports only common.' },
          ],
        },
      ],
    },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@playwords/server', '@playwords/games', '@playwords/e2e'], message: 'web imports only common.' },
            { group: ['phaser'], message: 'Phaser is loaded only inside game frames (design/performance.md).' },
          ],
        },
      ],
    },
  },
  {
    // Every text a reader sees comes from the message catalogues (common/src/i18n): a literal in JSX (text, or a
    // text-bearing attribute) is refused. The operator console stays in English (docs/decisions.md § Languages).
    // UNTRANSLATED lists the folders whose texts are still being moved; the list only shrinks.
    files: ['web/src/**/*.tsx'],
    ignores: ['web/src/**/*.test.tsx', 'web/src/test/**', 'web/src/features/admin/**', ...UNTRANSLATED],
    plugins: { i18next },
    rules: {
      'i18next/no-literal-string': [
        'error',
        {
          mode: 'jsx-only',
          'jsx-attributes': { include: TEXT_ATTRIBUTES },
          // Strings with no letter at all (punctuation, numbers, symbols such as × or ·) say nothing to translate.
          words: { exclude: [/^[^\p{L}]*$/u] },
          message: 'A text a reader sees belongs in the message catalogues (common/src/i18n): use t().',
        },
      ],
    },
  },
  {
    // The games' screens too: a sentence or a capitalised word in a scene, the kit or a game's settings is a text the
    // class reads, so it comes from the catalogues (the kit's `defineTexts`). The words a game speaks as the lesson
    // (sentences built in logic/) are English on purpose and live outside these files.
    files: ['games/*/scenes/**/*.ts', 'games/*/settings.ts', 'games/kit/**/*.ts'],
    ignores: [
      'games/**/*.test.ts',
      'games/kit/logic/**',
      'games/kit/sample-data.ts',
      'games/dev/**',
      ...UNTRANSLATED_GAMES,
    ],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...GAME_TEXT_SELECTORS.map((selector) => ({
          selector,
          message:
            "A text the class reads belongs in the message catalogues: the kit's defineTexts (games/kit/README.md).",
        })),
      ],
    },
  },
  {
    files: ['games/**/*.ts'],
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      // A game page runs in a sandboxed frame with an opaque origin: storage and cookies throw or vanish there.
      'no-restricted-globals': [
        'error',
        ...['localStorage', 'sessionStorage', 'indexedDB'].map((name) => ({
          name,
          message: 'Game frames have no storage (sandboxed, opaque origin): save through the kit (kit.endRound).',
        })),
      ],
      'no-restricted-properties': [
        'error',
        ...['localStorage', 'sessionStorage', 'indexedDB'].map((property) => ({
          object: 'window',
          property,
          message: 'Game frames have no storage (sandboxed, opaque origin): save through the kit (kit.endRound).',
        })),
        {
          object: 'document',
          property: 'cookie',
          message: 'Game frames have no cookies (sandboxed, opaque origin) and never read the app session.',
        },
      ],
    },
  },
  {
    // Rules are pure: unit-tested in Node without a canvas, and shared by games that draw them differently.
    files: ['games/mechanics/**/*.ts', 'games/*/logic/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['phaser'], message: 'Game rules are pure: Phaser belongs in scenes, not logic.' }] },
      ],
    },
  },
  {
    // The preview host plays the app page's part (it keeps saves in its own storage); it is never built into a page.
    files: ['games/dev/**/*.ts'],
    rules: { 'no-restricted-globals': 'off', 'no-restricted-properties': 'off' },
  },
  {
    // The trimmed Phaser entry mirrors Phaser's own CommonJS index (a list of `require`s of its source modules).
    files: ['games/kit/phaser-custom.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['**/*.test.{ts,tsx}', 'e2e/**/*.ts', 'bench/**/*.ts'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },
);
