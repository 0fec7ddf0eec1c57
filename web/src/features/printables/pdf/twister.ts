// Twister's floor mat through the printables: the existing mat (web/src/lib/twister-mat-pdf.ts, which the game's
// title also prints) with its texts in the embedded fonts, so 苹果 prints as letters, and the words' pictures.
import { twisterMatWords } from '@playwords/common';
import { buildTwisterMatPdf } from '../../../lib/twister-mat-pdf';
import { embedFonts } from './fonts';
import type { Paper, PrintEntry, PrintFonts } from './types';

/** The mat's PDF: the list's first 40 words as the game spins them, each with its picture when it has one. */
export function drawTwisterMat(
  fonts: PrintFonts,
  paper: Paper,
  theme: string,
  entries: readonly PrintEntry[],
): Promise<Uint8Array> {
  const { words } = twisterMatWords(entries.map((entry) => entry.text));
  if (words.length === 0) throw new RangeError('A Twister mat needs a word with a letter or digit');
  // The mat's words are the entries trimmed and lower-cased: each finds its picture that way.
  const pictures = new Map<string, Uint8Array>();
  for (const entry of entries) {
    const key = entry.text.trim().replace(/\s+/g, ' ').toLowerCase();
    if (entry.picture && !pictures.has(key)) pictures.set(key, entry.picture);
  }
  return buildTwisterMatPdf({
    theme,
    paper,
    words: words.map((text) => {
      const png = pictures.get(text);
      return png ? { text, picture: { png } } : { text };
    }),
    embedText: (doc) => embedFonts(doc, fonts),
  });
}
