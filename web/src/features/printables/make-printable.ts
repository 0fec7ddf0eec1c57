// 'Make PDF': the list's pictures and the fonts its texts need are fetched, the PDF library (loaded only now) makes
// the printable, and the browser saves it as a file named from the kind, the theme and the paper.
import { saveFile } from '../../lib/twister-mat';
import type { PrintTranslate } from './pdf/types';
import type { PrintableList } from '../../lib/printables';
import { printRequest, usesPictures, type PrintChoice } from './printable-choices';

/**
 * Makes the chosen printable of the list and saves it ('bingo-farm-animals-a4.pdf'). `printed` is a text the PDF
 * prints in her language (a title), so a Chinese page fetches the font that writes it. Rejects when anything fails.
 */
export async function makeAndSavePrintable(
  list: PrintableList,
  choice: PrintChoice,
  t: PrintTranslate,
  printed: readonly string[],
): Promise<void> {
  const [{ fontsNeeded, makePrintable, printableFileName }, { loadFonts, loadPictures }] = await Promise.all([
    import('./pdf'),
    import('./load-assets'),
  ]);
  const urls = usesPictures(choice.kind) ? list.words.map((_, i) => list.pictures[i] ?? null) : [];
  const [pictures, fonts] = await Promise.all([
    loadPictures(urls),
    loadFonts(fontsNeeded([list.theme, ...list.words, ...printed])),
  ]);
  const entries = list.words.map((text, i) => ({ text, picture: pictures[i] ?? null }));
  const pdf = await makePrintable(printRequest(choice, list.theme, entries, t), fonts);
  saveFile(pdf, printableFileName(choice.kind, list.theme, choice.paper), 'application/pdf');
}
