import { describe, expect, it, vi } from 'vitest';
import { PDFDocument } from '@cantoo/pdf-lib';
import { matPageCount } from '@playwords/common';
import { buildTwisterMatPdf, twisterMatFileName } from './twister-mat-pdf';

// A 1 × 1 PNG: a word's picture, or the browser's picture of a word the standard font cannot write.
const PNG = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=='),
  (c) => c.charCodeAt(0),
);
const words = (texts: string[]) => texts.map((text) => ({ text }));

describe("the Twister mat's PDF", () => {
  it('is a sheet map and a sheet per word, on A4 or Letter', async () => {
    for (const [paper, size] of [
      ['a4', [595, 842]],
      ['letter', [612, 792]],
    ] as const) {
      const bytes = await buildTwisterMatPdf({ theme: 'Zoo', words: words(['cat', 'dog', 'ice cream']), paper });
      expect(new TextDecoder().decode(bytes.subarray(0, 5))).toBe('%PDF-');
      const pdf = await PDFDocument.load(bytes);
      expect(pdf.getPageCount()).toBe(matPageCount(3));
      expect(pdf.getPageCount()).toBe(4);
      for (const page of pdf.getPages()) {
        expect([Math.round(page.getWidth()), Math.round(page.getHeight())]).toEqual(size);
      }
      expect(pdf.getTitle()).toBe('Twister mat: Zoo');
    }
  });

  it('prints 40 words on 41 pages', async () => {
    const forty = words(Array.from({ length: 40 }, (_, i) => `word ${i + 1}`));
    const pdf = await PDFDocument.load(await buildTwisterMatPdf({ theme: 'Long', words: forty, paper: 'a4' }));
    expect(pdf.getPageCount()).toBe(41);
  });

  it("draws a word the standard font cannot write as the browser's picture of it, and a word's picture", async () => {
    const textPicture = vi.fn(() => Promise.resolve({ png: PNG }));
    const bytes = await buildTwisterMatPdf({
      theme: '水果',
      words: [{ text: 'apple', picture: { png: PNG } }, { text: '苹果' }, { text: 'café' }],
      paper: 'a4',
      textPicture,
    });
    // café is Windows-1252: the font writes it; 苹果 is not.
    expect(textPicture.mock.calls).toEqual([['苹果']]);
    expect((await PDFDocument.load(bytes)).getPageCount()).toBe(4);
  });

  it('never fails on a word it cannot write: without a picture its letters print as ?', async () => {
    const bytes = await buildTwisterMatPdf({ theme: 'Фрукты', words: words(['яблоко', 'cat']), paper: 'letter' });
    expect((await PDFDocument.load(bytes)).getPageCount()).toBe(3);
  });

  it("is named after the list's theme and the paper", () => {
    expect(twisterMatFileName('Farm Animals!', 'a4')).toBe('twister-mat-farm-animals-a4.pdf');
    expect(twisterMatFileName('Café', 'letter')).toBe('twister-mat-cafe-letter.pdf');
    expect(twisterMatFileName('水果', 'a4')).toBe('twister-mat-words-a4.pdf');
  });
});
