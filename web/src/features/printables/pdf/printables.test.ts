// @vitest-environment node
// Every printable made for lists of 1, 12 and 200 entries (phrases, Chinese, Polish, pictures on two in three) and
// read back with pdf.js: the pages expected, every word on them, the paper's size and the PDF's title.
import { describe, expect, it } from 'vitest';
import { matPageCount, twisterMatWords } from '@playwords/common';
import { buildGrid } from '../../../../../games/mechanics/letter-grid/grid';
import { fontsNeeded, makePrintable, printableFileName } from './index';
import { planBingo } from './bingo';
import { planMatching } from './matching';
import { planWordSearch } from './wordsearch';
import { entries, FONTS, readPdf, squeeze, t } from './test-support';
import type { PrintEntry, PrintRequest } from './types';

const SIZES = [1, 12, 200] as const;
const LISTS = Object.fromEntries(SIZES.map((n) => [n, entries(n)])) as Record<(typeof SIZES)[number], PrintEntry[]>;
const SEED = 20;

type Kind = PrintRequest['kind'];
const make = <K extends Kind>(
  kind: K,
  list: readonly PrintEntry[],
  options: Extract<PrintRequest, { kind: K }>['options'],
  paper: 'a4' | 'letter' = 'a4',
) => makePrintable({ kind, paper, theme: 'Zoo 动物', entries: list, options, seed: SEED, t } as PrintRequest, FONTS);

function expectWords(pages: readonly string[], words: readonly string[]): void {
  const all = squeeze(pages.join(''));
  const missing = words.filter((word) => !all.includes(squeeze(word)));
  expect(missing).toEqual([]);
}

describe('flashcards', () => {
  it.each(SIZES)('%i entries, 4 to a page: every word, a page per four', async (n) => {
    const pdf = await readPdf(await make('flashcards', LISTS[n], { perPage: 4 }));
    expect(pdf.pages).toHaveLength(Math.ceil(n / 4));
    expectWords(
      pdf.pages,
      LISTS[n].map((entry) => entry.text),
    );
    expect(pdf.title).toBe('Flashcards: Zoo 动物');
  });

  it.each([1, 2, 8] as const)('%i to a page, on Letter', async (perPage) => {
    const pdf = await readPdf(await make('flashcards', LISTS[12], { perPage }, 'letter'));
    expect(pdf.pages).toHaveLength(Math.ceil(12 / perPage));
    expect(pdf.sizes.every(([w, h]) => w === 612 && h === 792)).toBe(true);
    expect(squeeze(pdf.pages[0]!)).toContain('apple');
  });
});

describe('bingo', () => {
  it.each(SIZES)('%i entries, 5 × 5: a card a page, then the caller sheet with every word', async (n) => {
    const pdf = await readPdf(await make('bingo', LISTS[n], { cards: 3, size: 5 }));
    // The caller's sheet: 3 columns of 31 rows on its first A4 page, 33 on the next.
    const callerPages = n <= 93 ? 1 : 1 + Math.ceil((n - 93) / 99);
    expect(pdf.pages).toHaveLength(3 + callerPages);
    expect(pdf.sizes[0]).toEqual([595, 842]);
    for (const card of pdf.pages.slice(0, 3)) expect(card).toContain('FREE');
    expectWords(
      pdf.pages.slice(3),
      LISTS[n].map((entry) => entry.text),
    );
    expect(pdf.pages[3]).toContain("Caller's sheet");
    if (n < 24) expect(squeeze(pdf.pages[3]!)).toContain(squeeze(`This list has ${n} words for 24 squares`));
  });

  it('puts two 3 × 3 or 4 × 4 cards on a page', async () => {
    for (const size of [3, 4] as const) {
      const pdf = await readPdf(await make('bingo', LISTS[12], { cards: 5, size }));
      expect(pdf.pages).toHaveLength(3 + 1);
      expect(pdf.pages[0]!.match(/Card \d of 5/g)).toEqual(['Card 1 of 5', 'Card 2 of 5']);
    }
  });

  it('deals 40 different cards, every word on about as many, a FREE centre on 5 × 5 only', () => {
    const plan = planBingo(30, { cards: 40, size: 5 }, SEED);
    expect(plan.cards).toHaveLength(40);
    expect(new Set(plan.cards.map((card) => card.join())).size).toBe(40);
    for (const card of plan.cards) {
      expect(card[12]).toBe(-1);
      expect(new Set(card).size).toBe(25);
    }
    const counts = Array.from({ length: 30 }, (_, w) => plan.cards.filter((card) => card.includes(w)).length);
    expect(Math.max(...counts) - Math.min(...counts)).toBeLessThanOrEqual(2);
    expect(planBingo(30, { cards: 40, size: 5 }, SEED)).toEqual(plan);
    expect(planBingo(30, { cards: 2, size: 5, free: false }, SEED).cards[0]).not.toContain(-1);
    expect(planBingo(30, { cards: 2, size: 3, free: true }, SEED).cards[0]).not.toContain(-1);
    expect(planBingo(30, { cards: 99, size: 4 }, SEED).cards).toHaveLength(40);
  });

  it('repeats words on a card when the list is shorter than its squares, each at most once more', () => {
    const plan = planBingo(5, { cards: 3, size: 4 }, SEED);
    expect(plan.repeats).toBe(true);
    for (const card of plan.cards) {
      const counts = [0, 1, 2, 3, 4].map((w) => card.filter((square) => square === w).length);
      expect(counts.every((count) => count >= 3 && count <= 4)).toBe(true);
    }
  });
});

describe('word search', () => {
  it.each(SIZES)('%i entries: the worksheet and its answer key, every word in the puzzle on both', async (n) => {
    const options = { size: 12, directions: 'diagonal', words: 'auto' } as const;
    const pdf = await readPdf(await make('wordsearch', LISTS[n], options));
    const plan = planWordSearch(
      LISTS[n].map((entry) => entry.text),
      options,
      SEED,
    );
    expect(pdf.pages).toHaveLength(2);
    expect(plan.words.length).toBeGreaterThan(0);
    expectWords([pdf.pages[0]!], plan.words);
    expectWords([pdf.pages[1]!], plan.words);
    expect(pdf.pages[1]).toContain('Answer key');
    // The grid's letters are on the page (its first row, read across).
    expect(squeeze(pdf.pages[0]!)).toContain(plan.grid.letters.slice(0, 12).join(''));
    if (plan.leftOut.length > 0) expect(pdf.pages[0]).toContain(`Not in this puzzle: ${plan.leftOut[0]}`);
  });

  it("is the game's grid: the same words, size, directions and seed", () => {
    const texts = LISTS[12].map((entry) => entry.text);
    const plan = planWordSearch(texts, { size: 10, directions: 'backwards', words: 6 }, 7);
    expect(plan.words).toEqual(['apple', 'ice cream', '苹果', 'cat', 'school bus', 'banana']);
    expect(plan.grid).toEqual(buildGrid(plan.words, { width: 10, height: 10, directions: 'backwards', seed: 7 }));
    expect(plan.leftOut).toEqual(texts.slice(6));
  });

  it('lists as left out what the grid cannot take, and says so when nothing fits', async () => {
    const list = [
      { text: 'a', picture: null },
      { text: 'supercalifragilistic', picture: null },
    ];
    const plan = planWordSearch(
      list.map((entry) => entry.text),
      { size: 8, directions: 'across-down', words: 'auto' },
      1,
    );
    expect(plan.words).toEqual([]);
    expect(plan.leftOut).toEqual(['a', 'supercalifragilistic']);
    const pdf = await readPdf(await make('wordsearch', list, { size: 8, directions: 'across-down', words: 'auto' }));
    expect(pdf.pages).toHaveLength(1);
    expect(pdf.pages[0]).toContain('None of these words fits a word search');
  });
});

describe('matching', () => {
  it.each(SIZES)('%i entries: the pictured ones to match, eight a page, the others listed as left out', async (n) => {
    const list = LISTS[n];
    const pdf = await readPdf(await make('matching', list, {}));
    const plan = planMatching(list, SEED);
    const pictured = list.filter((entry) => entry.picture);
    expect(pdf.pages).toHaveLength(Math.max(1, plan.pages.length));
    expect(plan.pages.flatMap((page) => page.pictures)).toHaveLength(pictured.length);
    expectWords(
      pdf.pages,
      pictured.map((entry) => entry.text),
    );
    const withoutPicture = list.filter((entry) => !entry.picture);
    if (withoutPicture.length > 0) expect(pdf.pages[0]).toContain(`Left out (no picture): ${withoutPicture[0]!.text}`);
  });

  it('shuffles the words so none is beside its picture, and says so when no entry has a picture', async () => {
    for (const page of planMatching(LISTS[12], 3).pages) {
      expect([...page.words].sort()).toEqual([...page.pictures].sort());
      expect(page.words.some((word, i) => word === page.pictures[i])).toBe(false);
    }
    const bare = LISTS[12].map((entry) => ({ ...entry, picture: null }));
    const pdf = await readPdf(await make('matching', bare, {}));
    expect(pdf.pages).toHaveLength(1);
    expect(pdf.pages[0]).toContain('No word in this list has a picture');
  });
});

describe('Twister mat', () => {
  it.each(SIZES)('%i entries: the sheet map and a sheet per word (40 at most), in the embedded fonts', async (n) => {
    const pdf = await readPdf(await make('twister', LISTS[n], {}, 'letter'));
    const { words } = twisterMatWords(LISTS[n].map((entry) => entry.text));
    expect(pdf.pages).toHaveLength(matPageCount(words.length));
    expectWords(pdf.pages.slice(1), words);
    expect(pdf.title).toBe('Twister mat: Zoo 动物');
  });
});

describe('fonts and names', () => {
  it('asks for the Chinese font only for Chinese, and Latin Extended only beyond Western Europe', () => {
    expect(fontsNeeded(['apple', 'ice cream', 'café', 'Zoë'])).toEqual({ cjk: false, latinExt: false });
    expect(fontsNeeded(['apple', '苹果'])).toEqual({ cjk: true, latinExt: false });
    expect(fontsNeeded(['łódź'])).toEqual({ cjk: false, latinExt: true });
    expect(fontsNeeded(['名字：'])).toEqual({ cjk: true, latinExt: false });
  });

  it('writes with the fonts it was given: Latin alone prints a Chinese word as ?', async () => {
    const pdf = await readPdf(
      await makePrintable(
        { kind: 'flashcards', paper: 'a4', theme: 'Fruit', entries: LISTS[12].slice(0, 4), options: { perPage: 4 }, t },
        { latin: FONTS.latin },
      ),
    );
    expect(squeeze(pdf.pages[0]!)).toContain('??');
    expect(squeeze(pdf.pages[0]!)).toContain('icecream');
  });

  it('names the file after the kind, the theme and the paper', () => {
    expect(printableFileName('bingo', 'Farm Animals!', 'a4')).toBe('bingo-farm-animals-a4.pdf');
    expect(printableFileName('twister', 'Café', 'letter')).toBe('twister-mat-cafe-letter.pdf');
    expect(printableFileName('wordsearch', '水果', 'a4')).toBe('wordsearch-words-a4.pdf');
  });
});
