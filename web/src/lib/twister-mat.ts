// Printing Twister's floor mat (issue 14) from My Wordlists and from the game (the host page answers the game's
// 'print' message: its frame cannot save a file). The PDF is made here in the browser, its library loaded only now.
import { twisterMatWords, type MatPaper } from '@playwords/common';
import { drawTextPicture } from './image-canvas';

/** What a button offers: 'Print Twister mat (A4)'. */
export const TWISTER_MAT_PRINT_TEXT = 'Print Twister mat';

/** Hands the bytes to the browser as a downloaded file. */
export function saveFile(bytes: Uint8Array, name: string, type: string): void {
  const url = URL.createObjectURL(new Blob([bytes as BlobPart], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // The download has its own copy once it started; the next task is late enough.
  window.setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** Makes the list's mat (its first 40 words, as the game spins them) on this paper and saves it as a PDF. */
export async function downloadTwisterMat(theme: string, entries: readonly string[], paper: MatPaper): Promise<void> {
  const { words } = twisterMatWords(entries);
  if (words.length === 0) throw new Error('This wordlist has no words to put on a mat.');
  const { buildTwisterMatPdf, twisterMatFileName } = await import('./twister-mat-pdf');
  const pdf = await buildTwisterMatPdf({
    theme,
    words: words.map((text) => ({ text })),
    paper,
    textPicture: async (text) => {
      const png = await drawTextPicture(text);
      return png ? { png } : null;
    },
  });
  saveFile(pdf, twisterMatFileName(theme, paper), 'application/pdf');
}
