// What the PDF library needs from the network, fetched on 'Make PDF': the fonts the texts need (the 1.6 MB Chinese
// font only for a Chinese word or page) and the list's pictures as PNG bytes. Vite gives each font file a hashed
// URL (`?url`); nothing is fetched before a print.
import latinUrl from '@fontsource/nunito/files/nunito-latin-800-normal.woff?url';
import latinExtUrl from '@fontsource/nunito/files/nunito-latin-ext-800-normal.woff?url';
import cjkUrl from './fonts/noto-sans-sc-chinese-simplified-700-normal.woff?url';
import type { FontsNeeded, PrintFonts } from './pdf/types';

async function fetchBytes(url: string): Promise<Uint8Array> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return new Uint8Array(await response.arrayBuffer());
}

/** The fonts a print needs (`fontsNeeded` of its texts), fetched side by side. Rejects when one fails. */
export async function loadFonts(needed: FontsNeeded): Promise<PrintFonts> {
  const [latin, latinExt, cjk] = await Promise.all([
    fetchBytes(latinUrl),
    needed.latinExt ? fetchBytes(latinExtUrl) : undefined,
    needed.cjk ? fetchBytes(cjkUrl) : undefined,
  ]);
  return { latin, ...(latinExt && { latinExt }), ...(cjk && { cjk }) };
}

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47];

/**
 * Each word's picture (`WordPicture.url`, or null) as PNG bytes, in the same order. A picture that fails to load,
 * or is not a PNG, is null: the word prints without it rather than the print failing.
 */
export function loadPictures(urls: readonly (string | null)[]): Promise<(Uint8Array | null)[]> {
  const cache = new Map<string, Promise<Uint8Array | null>>();
  return Promise.all(
    urls.map((url) => {
      if (!url) return null;
      let bytes = cache.get(url);
      if (!bytes) {
        bytes = fetchBytes(url).then(
          (data) => (PNG_SIGNATURE.every((byte, i) => data[i] === byte) ? data : null),
          () => null,
        );
        cache.set(url, bytes);
      }
      return bytes;
    }),
  );
}
