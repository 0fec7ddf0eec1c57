// The printables' PDF library (issue 20): `makePrintable` makes any printable from a list, `fontsNeeded` says which
// fonts to fetch first. Pure: no React, no DOM (it runs in the browser and in Node tests). Loaded on demand.
import { themeSlug, twisterMatFileName } from '../../../lib/twister-mat-pdf';
import type { FontsNeeded, Paper, PrintableKind, PrintFonts, PrintRequest } from './types';

export * from './types';

/** The PDF of a printable, on its paper, the list's words drawn with the embedded fonts (subset). */
export async function makePrintable(request: PrintRequest, fonts: PrintFonts): Promise<Uint8Array> {
  const { renderPrintable } = await import('./render');
  return renderPrintable(request, fonts);
}

// Nunito's 'latin' file covers these (its @font-face unicode-range); the rest of Latin is in 'latin-ext'.
const LATIN: readonly (readonly [number, number])[] = [
  [0x0000, 0x00ff],
  [0x0131, 0x0131],
  [0x0152, 0x0153],
  [0x02bb, 0x02bc],
  [0x02c6, 0x02c6],
  [0x02da, 0x02da],
  [0x02dc, 0x02dc],
  [0x0300, 0x036f], // combining marks: a letter + its accent is one glyph once the text is normalised (NFC)
  [0x2000, 0x206f],
  [0x20ac, 0x20ac],
  [0x2122, 0x2122],
  [0x2190, 0x2193],
  [0x2212, 0x2215],
  [0xfe00, 0xfe0f], // variation selectors: drawn as nothing
  [0xfeff, 0xfeff],
  [0xfffd, 0xfffd],
];
const LATIN_EXT: readonly (readonly [number, number])[] = [
  [0x0100, 0x02ff],
  [0x1d00, 0x1dbf],
  [0x1e00, 0x1eff],
  [0x20a0, 0x20c0],
  [0x2113, 0x2113],
  [0x2c60, 0x2c7f],
  [0xa720, 0xa7ff],
];
// What the Noto Sans SC file draws: Han, kana, bopomofo, CJK punctuation and full-width forms.
const CJK: readonly (readonly [number, number])[] = [
  [0x2e80, 0x2fdf],
  [0x3000, 0x312f],
  [0x3190, 0x9fff],
  [0xf900, 0xfaff],
  [0xfe30, 0xfe4f],
  [0xff00, 0xffef],
];
const within = (ranges: readonly (readonly [number, number])[], code: number) =>
  ranges.some(([from, to]) => code >= from && code <= to);

/**
 * Which optional fonts these texts need (the theme, the entries, and on a Chinese page one of its printed texts):
 * the browser fetches the 1.6 MB CJK font only when a character needs it.
 */
export function fontsNeeded(texts: Iterable<string>): FontsNeeded {
  const needed = { cjk: false, latinExt: false };
  for (const text of texts) {
    for (const char of text.normalize('NFC')) {
      const code = char.codePointAt(0)!;
      if (within(LATIN, code)) continue;
      if (within(LATIN_EXT, code)) needed.latinExt = true;
      else if (within(CJK, code)) needed.cjk = true;
    }
  }
  return needed;
}

/** The file a printable is saved as: 'bingo-farm-animals-a4.pdf' ('words' for a theme with no Latin letters). */
export function printableFileName(kind: PrintableKind, theme: string, paper: Paper): string {
  return kind === 'twister' ? twisterMatFileName(theme, paper) : `${kind}-${themeSlug(theme)}-${paper}.pdf`;
}
