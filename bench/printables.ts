// `npm run bench:printables`: the printables' PDFs (issue 20) for a 30-word list with real pictures (30 emoji of
// the picture dictionary, rendered with sharp at 256 px as the server's /pictures/<name>.png are), made by the code
// the browser runs (web/src/features/printables/pdf; plain JavaScript, so Node's V8 times it as a browser's would):
//   - bingo for a class of 40, 5 × 5: the median of BENCH_PRINTABLES_RUNS (default 5) must be under 3 s;
//   - the flashcard set, 4 to a page: its size must be under 2 MB.
// Each run starts from fresh copies of the font files (the WOFF-to-sfnt conversion is timed too, as a browser's
// first print pays it). The same bingo on a Chinese page (the CJK font embedded too) is reported beside it.
// Exits non-zero when a budget is missed.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import type { PrintEntry, PrintFonts, PrintRequest } from '../web/src/features/printables/pdf/types';
import { median, readCount } from './support';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const RESULTS_DIR = join(ROOT, 'bench/results');
const RUNS = readCount(process.env.BENCH_PRINTABLES_RUNS, 5);
const BINGO_BUDGET_MS = 3000;
const FLASHCARDS_BUDGET_BYTES = 2 * 1024 * 1024;

// A classroom list of 30: its words and the dictionary's emoji for each.
const LIST: readonly [string, string][] = [
  ['apple', 'red-apple'],
  ['cat', 'cat-face'],
  ['dog', 'dog-face'],
  ['fish', 'fish'],
  ['lion', 'lion'],
  ['tiger', 'tiger'],
  ['elephant', 'elephant'],
  ['giraffe', 'giraffe'],
  ['house', 'house'],
  ['ice cream', 'ice-cream'],
  ['kite', 'kite'],
  ['monkey', 'monkey-face'],
  ['bird', 'bird'],
  ['orange', 'tangerine'],
  ['pencil', 'pencil'],
  ['crown', 'crown'],
  ['rabbit', 'rabbit-face'],
  ['strawberry', 'strawberry'],
  ['umbrella', 'umbrella'],
  ['violin', 'violin'],
  ['watermelon', 'watermelon'],
  ['fox', 'fox'],
  ['zebra', 'zebra'],
  ['penguin', 'penguin'],
  ['teddy bear', 'teddy-bear'],
  ['birthday cake', 'birthday-cake'],
  ['rainbow', 'rainbow'],
  ['banana', 'banana'],
  ['football', 'soccer-ball'],
  ['books', 'books'],
];

interface IconSet {
  width: number;
  height: number;
  icons: Record<string, { body: string; width?: number; height?: number; left?: number; top?: number }>;
}

/** The list's pictures as the server draws them: each emoji's SVG rendered to a 256 px PNG. */
async function pictures(): Promise<PrintEntry[]> {
  const set = JSON.parse(readFileSync(join(ROOT, 'server/assets/picture-dictionary/icons.json'), 'utf8')) as IconSet;
  return Promise.all(
    LIST.map(async ([text, name]) => {
      const icon = set.icons[name];
      if (!icon) throw new Error(`The picture dictionary has no emoji ${name}`);
      const box = [icon.left ?? 0, icon.top ?? 0, icon.width ?? set.width, icon.height ?? set.height].join(' ');
      const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${box}" width="256" height="256">${icon.body}</svg>`;
      const png = await sharp(Buffer.from(svg))
        .resize(256, 256, { fit: 'contain', background: '#0000' })
        .png()
        .toBuffer();
      return { text, picture: new Uint8Array(png) };
    }),
  );
}

const fontFile = (path: string) => readFileSync(join(ROOT, path));
const FONT_FILES = {
  latin: fontFile('node_modules/@fontsource/nunito/files/nunito-latin-800-normal.woff'),
  latinExt: fontFile('node_modules/@fontsource/nunito/files/nunito-latin-ext-800-normal.woff'),
  cjk: fontFile('web/src/features/printables/fonts/noto-sans-sc-chinese-simplified-700-normal.woff'),
};

async function main(): Promise<void> {
  const loadStart = performance.now();
  const { fontsNeeded, makePrintable } = await import('../web/src/features/printables/pdf/index');
  const { t } = await import('../web/src/features/printables/pdf/test-support');
  const loadMs = performance.now() - loadStart;
  const entries = await pictures();
  const pictureBytes = entries.reduce((sum, entry) => sum + entry.picture!.length, 0);

  /** Fresh copies of the fonts this theme and list need, as a browser fetches them for a print. */
  const fonts = (theme: string): PrintFonts => {
    const needed = fontsNeeded([theme, ...entries.map((entry) => entry.text)]);
    return {
      latin: new Uint8Array(FONT_FILES.latin),
      ...(needed.latinExt && { latinExt: new Uint8Array(FONT_FILES.latinExt) }),
      ...(needed.cjk && { cjk: new Uint8Array(FONT_FILES.cjk) }),
    };
  };
  const time = async (request: PrintRequest) => {
    const times: number[] = [];
    let bytes: Uint8Array = new Uint8Array();
    for (let run = 0; run < RUNS; run++) {
      const start = performance.now();
      bytes = await makePrintable(request, fonts(request.theme));
      times.push(performance.now() - start);
    }
    return { medianMs: Math.round(median(times)), maxMs: Math.round(Math.max(...times)), bytes: bytes.length };
  };

  const common = { paper: 'a4', entries, seed: 1, t } as const;
  const bingo = await time({ ...common, kind: 'bingo', theme: 'Animals and things', options: { cards: 40, size: 5 } });
  const bingoChinese = await time({ ...common, kind: 'bingo', theme: '动物', options: { cards: 40, size: 5 } });
  const flashcards = await time({
    ...common,
    kind: 'flashcards',
    theme: 'Animals and things',
    options: { perPage: 4 },
  });

  const bingoOk = bingo.medianMs < BINGO_BUDGET_MS;
  const flashcardsOk = flashcards.bytes < FLASHCARDS_BUDGET_BYTES;
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;
  console.log(
    `Printables, a ${entries.length}-word list with pictures (${kb(pictureBytes)} of 256 px PNGs), ${RUNS} runs`,
  );
  console.log(`module load: ${Math.round(loadMs)} ms (tsx compiling TypeScript included)`);
  // The machines are shared: a load above the cores' count slows every figure below by about that factor.
  console.log(`load average: ${loadavg()[0]!.toFixed(1)} (1 min)`);
  console.log(
    `bingo, 40 cards 5×5:             median ${bingo.medianMs} ms, max ${bingo.maxMs} ms, ${kb(bingo.bytes)}` +
      `  (budget < ${BINGO_BUDGET_MS} ms: ${bingoOk ? 'met' : 'MISSED'})`,
  );
  console.log(
    `bingo, 40 cards, Chinese page:   median ${bingoChinese.medianMs} ms, max ${bingoChinese.maxMs} ms, ${kb(bingoChinese.bytes)}`,
  );
  console.log(
    `flashcards, 4 a page:            median ${flashcards.medianMs} ms, ${kb(flashcards.bytes)}` +
      `  (budget < ${kb(FLASHCARDS_BUDGET_BYTES)}: ${flashcardsOk ? 'met' : 'MISSED'})`,
  );
  mkdirSync(RESULTS_DIR, { recursive: true });
  const file = join(RESULTS_DIR, `printables-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
  writeFileSync(file, JSON.stringify({ words: entries.length, runs: RUNS, bingo, bingoChinese, flashcards }, null, 2));
  console.log(`results: ${file}`);
  if (!bingoOk || !flashcardsOk) process.exitCode = 1;
}

await main();
