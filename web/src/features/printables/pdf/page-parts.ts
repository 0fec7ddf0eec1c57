// What several printables' pages share: the heading (the title with the list's theme, and a 'Name:' line to write
// on), and a line listing the entries left out, cut short when it would run long.
import type { PDFDocument } from '@cantoo/pdf-lib';
import { type Box, fitText, GREY, INK, PAPER_SIZES, Sheet } from './draw';
import type { TextFonts } from './fonts';
import type { Paper, PrintEntry, PrintTranslate } from './types';
import type { Picture } from './png';

/** What a printable's module draws with: the document, its fonts, the request's paper, theme, texts and seed. */
export interface PageMaker {
  doc: PDFDocument;
  fonts: TextFonts;
  paper: Paper;
  theme: string;
  t: PrintTranslate;
  seed: number;
  /** Embeds these entries' pictures (each once), in their order; null for none or an unreadable one. */
  pictures(entries: readonly PrintEntry[]): Promise<(Picture | null)[]>;
}

/** A new page on the request's paper. */
export function addSheet(maker: PageMaker): Sheet {
  const size = PAPER_SIZES[maker.paper];
  return new Sheet(maker.doc.addPage([size.width, size.height]), maker.fonts);
}

const HEADING_HEIGHT = 30;

/** The page's title (and a 'Name:' line on the right); returns where the page's content starts. */
export function drawHeading(sheet: Sheet, title: string, name?: string): number {
  const { x, y, width } = sheet.area;
  const titleWidth = name === undefined ? width : width * 0.6;
  sheet.fit(title, { x, y, width: titleWidth, height: HEADING_HEIGHT }, { maxSize: 22, minSize: 12, align: 'left' });
  if (name !== undefined) {
    const left = x + width * 0.64;
    sheet.write(name, left, y + HEADING_HEIGHT / 2 + 4, 12, { colour: GREY });
    const lineStart = left + sheet.fonts.width(name, 12) + 4;
    sheet.line(lineStart, y + HEADING_HEIGHT / 2 + 10, x + width, y + HEADING_HEIGHT / 2 + 10, { colour: GREY });
  }
  return y + HEADING_HEIGHT + 12;
}

/**
 * 'Not in this puzzle: …' with the entries, on at most `maxLines` lines in the box's width: when they run longer,
 * the last ones are counted instead ('… and 12 more').
 */
export function leftOutText(
  sheet: Sheet,
  t: PrintTranslate,
  key: string,
  entries: readonly string[],
  box: Box,
  size: number,
  maxLines = 3,
): void {
  if (entries.length === 0) return;
  const fits = (text: string) => {
    const fitted = fitText(sheet.fonts, text, box, { maxSize: size, minSize: size, maxLines });
    return fitted.size >= size - 0.01;
  };
  let shown = entries.length;
  let text = t(key, { words: entries.join(', ') });
  while (shown > 1 && !fits(text)) {
    shown = Math.max(1, Math.floor(shown * 0.8));
    text = t(key, {
      words: `${entries.slice(0, shown).join(', ')} ${t('pdf.more', { count: entries.length - shown })}`,
    });
  }
  sheet.fit(text, box, { maxSize: size, minSize: size, maxLines, align: 'left', colour: INK });
}
