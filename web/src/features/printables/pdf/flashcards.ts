// Flashcards: the picture big and the word under it, 1, 2, 4 or 8 to a page, with dashed lines to cut along. A word
// without a picture is printed large on its own.
import { type Box, GREY, type Sheet } from './draw';
import { addSheet, type PageMaker } from './page-parts';
import type { FlashcardOptions, PrintEntry } from './types';
import type { Picture } from './png';

/** Columns × rows of a page: one card fills it, two are halves, four quarters, eight two by four. */
const GRID: Readonly<Record<FlashcardOptions['perPage'], [number, number]>> = {
  1: [1, 1],
  2: [1, 2],
  4: [2, 2],
  8: [2, 4],
};

/** How many pages a set of cards takes. */
export function flashcardPages(cards: number, perPage: FlashcardOptions['perPage']): number {
  return Math.max(1, Math.ceil(cards / perPage));
}

/** Draws the cards, `perPage` to a page; the list's title in small under each page. */
export async function drawFlashcards(
  maker: PageMaker,
  entries: readonly PrintEntry[],
  options: FlashcardOptions,
): Promise<void> {
  const [columns, rows] = GRID[options.perPage] ?? GRID[4];
  const pictures = await maker.pictures(entries);
  const cards = entries.map((entry, i) => ({ text: entry.text, picture: pictures[i] ?? null }));
  const { t, theme } = maker;
  const pages = flashcardPages(cards.length, options.perPage);
  for (let p = 0; p < pages; p++) {
    const sheet = addSheet(maker);
    const area = sheet.area;
    const footer = 14;
    const width = area.width / columns;
    const height = (area.height - footer) / rows;
    // The cutting lines: every card's edge, shared edges once.
    for (let c = 0; c <= columns; c++) {
      sheet.line(area.x + c * width, area.y, area.x + c * width, area.y + rows * height, { dash: true, colour: GREY });
    }
    for (let r = 0; r <= rows; r++) {
      sheet.line(area.x, area.y + r * height, area.x + area.width, area.y + r * height, { dash: true, colour: GREY });
    }
    sheet.fit(
      t('pdf.flashcards.title', { theme }),
      { x: area.x, y: area.y + area.height - footer + 3, width: area.width, height: footer - 3 },
      { maxSize: 9, minSize: 6, align: 'right', colour: GREY },
    );
    cards.slice(p * options.perPage, (p + 1) * options.perPage).forEach((card, i) => {
      const box = {
        x: area.x + (i % columns) * width,
        y: area.y + Math.floor(i / columns) * height,
        width,
        height,
      };
      drawCard(sheet, card, box);
    });
  }
}

function drawCard(sheet: Sheet, card: { text: string; picture: Picture | null }, cell: Box): void {
  const pad = Math.min(cell.width, cell.height) * 0.08;
  const inner = { x: cell.x + pad, y: cell.y + pad, width: cell.width - 2 * pad, height: cell.height - 2 * pad };
  // A card's word is as large as a child reads across the room: up to a fifth of the card's height.
  const maxSize = Math.min(inner.height * 0.2, inner.width * 0.22, 120);
  if (!card.picture) {
    sheet.fit(card.text, inner, { maxSize: maxSize * 1.6, minSize: maxSize * 0.5 });
    return;
  }
  const wordHeight = inner.height * 0.24;
  sheet.image(card.picture, { ...inner, height: inner.height - wordHeight - pad / 2 });
  sheet.fit(card.text, { ...inner, y: inner.y + inner.height - wordHeight, height: wordHeight }, { maxSize });
}
