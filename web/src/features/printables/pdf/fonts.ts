// The fonts a PDF writes the teacher's words in: Nunito (Latin, then Latin Extended) and Noto Sans SC (Chinese),
// each embedded as a subset (only the glyphs used). A text is cut into runs, each in the first font that has its
// letters, so 'T恤 shirt' is Nunito, Noto, Nunito.
import fontkit from '@cantoo/fontkit';
import type { PDFDocument, PDFFont } from '@cantoo/pdf-lib';
import type { PrintFonts } from './types';
import { woffToSfnt } from './woff-to-sfnt';

/** A piece of text one font writes. */
export interface Run {
  text: string;
  font: PDFFont;
}

/** The embedded fonts, in the order they are tried. */
export interface TextFonts {
  /** The text's runs; a letter no font has is written as '?' in the first font. */
  runs(text: string): Run[];
  /** The text's width in points at this size. */
  width(text: string, size: number): number;
  /** A run's width in points at this size. */
  advance(run: Run, size: number): number;
}

// Converting a 1.6 MB WOFF takes a few milliseconds; a print session reuses the same bytes.
const sfnts = new WeakMap<Uint8Array, Uint8Array>();
const sfntOf = (woff: Uint8Array): Uint8Array => {
  let sfnt = sfnts.get(woff);
  if (!sfnt) {
    sfnt = woffToSfnt(woff);
    sfnts.set(woff, sfnt);
  }
  return sfnt;
};

// Marks that join the letter before them, and invisible joiners: they stay in the run they follow.
const MARK = /\p{M}/u;
const joins = (char: string, code: number) =>
  MARK.test(char) || (code >= 0x200b && code <= 0x200d) || (code >= 0xfe00 && code <= 0xfe0f);

/** Embeds the given fonts (subset) in the document. */
export async function embedFonts(doc: PDFDocument, given: PrintFonts): Promise<TextFonts> {
  doc.registerFontkit(fontkit);
  const files = [given.latin, given.latinExt, given.cjk].filter((bytes): bytes is Uint8Array => bytes !== undefined);
  const fonts = await Promise.all(files.map((bytes) => doc.embedFont(sfntOf(bytes), { subset: true })));
  const sets = fonts.map((font) => new Set(font.getCharacterSet()));
  const first = fonts[0]!;
  const fontFor = (code: number) => fonts.find((_, i) => sets[i]!.has(code));

  // Laying a text out (fontkit shapes it) is the costly part of measuring, and fitting measures a word several
  // times: each text's runs and each run's width at size 1 (widths scale with the size) are kept.
  const runsOf = new Map<string, Run[]>();
  const unitAdvances = new Map<PDFFont, Map<string, number>>(fonts.map((font) => [font, new Map()]));
  const advance = (run: Run, size: number) => {
    const known = unitAdvances.get(run.font)!;
    let unit = known.get(run.text);
    if (unit === undefined) {
      unit = run.font.widthOfTextAtSize(run.text, 1);
      known.set(run.text, unit);
    }
    return unit * size;
  };

  const layOut = (text: string): Run[] => {
    const out: Run[] = [];
    let current = null as Run | null;
    for (let char of text.normalize('NFC')) {
      const code = char.codePointAt(0)!;
      let font: PDFFont | undefined;
      if (current && (sets[fonts.indexOf(current.font)]!.has(code) || joins(char, code))) font = current.font;
      else font = fontFor(code);
      if (!font) {
        if (joins(char, code)) continue;
        font = current?.font ?? first;
        char = '?';
      }
      if (current && current.font === font) current.text += char;
      else {
        current = { text: char, font };
        out.push(current);
      }
    }
    return out;
  };
  const runs = (text: string): Run[] => {
    let found = runsOf.get(text);
    if (!found) {
      found = layOut(text);
      runsOf.set(text, found);
    }
    return found;
  };
  const width = (text: string, size: number) => runs(text).reduce((sum, run) => sum + advance(run, size), 0);
  return { runs, width, advance };
}
