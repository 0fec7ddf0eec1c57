// @vitest-environment node
// The dialog's requests as the real PDF library reads them: each printable, on the options the dialog starts with and
// on its other choices, made for a small list (a phrase and Chinese among its words) and read back with pdf.js.
import { describe, expect, it } from 'vitest';
import { makePrintable } from './pdf';
import { discPng, FONTS, readPdf, squeeze, t } from './pdf/test-support';
import type { PrintEntry } from './pdf/types';
import { initialChoice, printRequest, type PrintChoice } from './printable-choices';

const list = { theme: 'Zoo', words: ['cat', 'ice cream', '苹果'], pictures: ['/pictures/cat.png', null, null] };
const entries: PrintEntry[] = [
  { text: 'cat', picture: discPng([230, 60, 60]) },
  { text: 'ice cream', picture: null },
  { text: '苹果', picture: discPng([60, 160, 70]) },
];
const start = initialChoice(list, {
  paper: 'letter',
  wordSearch: { size: 10, directions: 'across-down', words: 'auto' },
});

async function made(choice: PrintChoice) {
  return readPdf(await makePrintable(printRequest(choice, list.theme, entries, t), FONTS));
}

describe("the dialog's requests, made by the PDF library", () => {
  it.each(['flashcards', 'bingo', 'wordsearch', 'matching', 'twister'] as const)(
    '%s on the first options, on Letter, with the words in it',
    async (kind) => {
      const pdf = await made({ ...start, kind });
      expect(pdf.pages.length).toBeGreaterThan(0);
      expect(pdf.sizes[0]).toEqual([612, 792]);
      const text = squeeze(pdf.pages.join(''));
      // Matching leaves out the word without a picture; the word search writes its words in the list to find.
      for (const word of kind === 'matching' ? ['cat', '苹果'] : ['cat', 'ice cream']) {
        expect(text).toContain(squeeze(word));
      }
    },
    30_000,
  );

  it('makes as many bingo cards as asked, and the flashcards per page she chose', async () => {
    const bingo = await made({ ...start, kind: 'bingo', paper: 'a4', bingo: { cards: 6, size: 3 } });
    expect(bingo.sizes[0]).toEqual([595, 842]);
    expect(bingo.pages.join('')).toContain('Card 6 of 6');
    const one = await made({ ...start, kind: 'flashcards', flashcards: { perPage: 1 } });
    const eight = await made({ ...start, kind: 'flashcards', flashcards: { perPage: 8 } });
    expect(one.pages.length).toBeGreaterThan(eight.pages.length);
  }, 30_000);
});
