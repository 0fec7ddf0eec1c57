// One printable's document: its metadata title, the fonts and pictures embedded once, then the kind's pages.
import { embedPictures, newDocument } from './draw';
import { embedFonts, type TextFonts } from './fonts';
import { drawFlashcards } from './flashcards';
import { drawBingo } from './bingo';
import { drawMatching } from './matching';
import { drawWordSearch } from './wordsearch';
import { drawTwisterMat } from './twister';
import type { PageMaker } from './page-parts';
import type { PrintEntry, PrintFonts, PrintRequest } from './types';

const TITLE_KEYS = {
  flashcards: 'pdf.flashcards.title',
  bingo: 'pdf.bingo.title',
  wordsearch: 'pdf.wordsearch.title',
  matching: 'pdf.matching.title',
} as const;

/** The PDF of one printable. */
export async function renderPrintable(request: PrintRequest, fonts: PrintFonts): Promise<Uint8Array> {
  const entries = request.entries
    .map((entry) => ({ text: entry.text.trim(), picture: entry.picture }))
    .filter((entry) => entry.text !== '');
  if (entries.length === 0) throw new RangeError('A printable needs at least one word');
  const seed = request.seed ?? Math.floor(Math.random() * 2 ** 32);
  const { t, theme, paper } = request;
  if (request.kind === 'twister') return drawTwisterMat(fonts, paper, theme, entries);

  const doc = await newDocument(t(TITLE_KEYS[request.kind], { theme }));
  const text: TextFonts = await embedFonts(doc, fonts);
  // Each module embeds the pictures of the entries it prints (an embedded picture costs bytes even unused).
  const pictures = (used: readonly PrintEntry[]) =>
    embedPictures(
      doc,
      used.map((entry) => entry.picture),
    );
  const page: PageMaker = { doc, fonts: text, paper, theme, t, seed, pictures };
  switch (request.kind) {
    case 'flashcards':
      await drawFlashcards(page, entries, request.options);
      break;
    case 'bingo':
      await drawBingo(page, entries, request.options);
      break;
    case 'wordsearch':
      await drawWordSearch(page, entries, request.options);
      break;
    case 'matching':
      await drawMatching(page, entries);
      break;
  }
  return doc.save();
}
