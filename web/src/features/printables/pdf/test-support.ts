// What the printables' tests share (Node only): the fonts read from disk once, small PNGs made by hand, lists of
// entries with phrases and Chinese among them, and a PDF read back with pdf.js (each page's text joined).
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { zlibSync } from 'fflate';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import en from '@playwords/common/i18n/en/printables';
import type { PrintEntry, PrintFonts, PrintTranslate } from './types';

const fontFile = (name: string) => readFileSync(fileURLToPath(import.meta.resolve(`@fontsource/nunito/files/${name}`)));

/** The fonts as the browser fetches them (WOFF). */
export const FONTS: PrintFonts = {
  latin: new Uint8Array(fontFile('nunito-latin-800-normal.woff')),
  latinExt: new Uint8Array(fontFile('nunito-latin-ext-800-normal.woff')),
  cjk: new Uint8Array(
    readFileSync(new URL('../fonts/noto-sans-sc-chinese-simplified-700-normal.woff', import.meta.url)),
  ),
};

/** The English catalogue's `t`, as i18next would give it ({{values}} filled in). */
export const t: PrintTranslate = (key, values = {}) => {
  const text = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], en);
  if (typeof text !== 'string') throw new Error(`No text ${key}`);
  return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? `{{${name}}}`));
};

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (bytes: Uint8Array) => {
  let c = 0xffffffff;
  for (const byte of bytes) c = CRC_TABLE[(c ^ byte) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};

/**
 * A PNG of these pixels (rows of `channels` bytes a pixel: 1 grey or palette index, 3 RGB, 4 RGBA), each row
 * written with the PNG filter `filters` gives it (cycling), so a decoder meets every filter.
 */
export function encodePng(
  pixels: Uint8Array,
  width: number,
  height: number,
  colourType: 0 | 2 | 3 | 6,
  options: { filters?: readonly number[]; palette?: Uint8Array } = {},
): Uint8Array {
  const bpp = { 0: 1, 2: 3, 3: 1, 6: 4 }[colourType];
  const stride = width * bpp;
  const filters = options.filters ?? [0];
  const raw = new Uint8Array(height * (stride + 1));
  for (let y = 0; y < height; y++) {
    const filter = filters[y % filters.length]!;
    raw[y * (stride + 1)] = filter;
    for (let x = 0; x < stride; x++) {
      const at = y * stride + x;
      const left = x >= bpp ? pixels[at - bpp]! : 0;
      const up = y > 0 ? pixels[at - stride]! : 0;
      const upLeft = y > 0 && x >= bpp ? pixels[at - stride - bpp]! : 0;
      const p = left + up - upLeft;
      const paeth =
        Math.abs(p - left) <= Math.abs(p - up) && Math.abs(p - left) <= Math.abs(p - upLeft)
          ? left
          : Math.abs(p - up) <= Math.abs(p - upLeft)
            ? up
            : upLeft;
      const predicted = [0, left, up, (left + up) >> 1, paeth][filter]!;
      raw[y * (stride + 1) + 1 + x] = (pixels[at]! - predicted) & 0xff;
    }
  }
  const chunk = (type: string, data: Uint8Array) => {
    const out = new Uint8Array(12 + data.length);
    const view = new DataView(out.buffer);
    view.setUint32(0, data.length);
    out.set(new TextEncoder().encode(type), 4);
    out.set(data, 8);
    view.setUint32(8 + data.length, crc32(out.subarray(4, 8 + data.length)));
    return out;
  };
  const header = new Uint8Array(13);
  const view = new DataView(header.buffer);
  view.setUint32(0, width);
  view.setUint32(4, height);
  header.set([8, colourType, 0, 0, 0], 8);
  const parts = [
    Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    ...(options.palette ? [chunk('PLTE', options.palette)] : []),
    chunk('IDAT', zlibSync(raw)),
    chunk('IEND', new Uint8Array()),
  ];
  const png = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    png.set(part, offset);
    offset += part.length;
  }
  return png;
}

/** A size × size RGBA PNG: a disc of this colour on a transparent square (an emoji's shape, more or less). */
export function discPng(rgb: [number, number, number], size = 48): Uint8Array {
  const pixels = new Uint8Array(size * size * 4);
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const inside = (x - size / 2) ** 2 + (y - size / 2) ** 2 < (size / 2.2) ** 2;
      pixels.set(inside ? [...rgb, 255] : [0, 0, 0, 0], (y * size + x) * 4);
    }
  }
  return encodePng(pixels, size, size, 6, { filters: [0, 1, 2, 3, 4] });
}

const PICTURES = [
  discPng([230, 60, 60]),
  discPng([60, 160, 70]),
  discPng([60, 90, 220]),
  discPng([240, 190, 40]),
  discPng([150, 70, 190]),
];

const FIRST = [
  'apple',
  'ice cream',
  '苹果',
  'cat',
  'school bus',
  'banana',
  'T恤',
  'zebra',
  'café',
  'teddy bear',
  'fish',
  'łódź',
];

/** The n-th made-up word after the first twelve: 'bo' + letters ('boab', 'boac'…), each different. */
const madeUp = (n: number) =>
  `bo${String.fromCharCode(97 + (Math.floor(n / 26) % 26))}${String.fromCharCode(97 + (n % 26))}`;

/** A list of `count` entries: words, phrases, Chinese and Polish first; every entry but each third has a picture. */
export function entries(count: number): PrintEntry[] {
  return Array.from({ length: count }, (_, i) => ({
    text: i < FIRST.length ? FIRST[i]! : madeUp(i),
    picture: i % 3 === 2 ? null : PICTURES[i % PICTURES.length]!,
  }));
}

/** The PDF read back by pdf.js: its page count, each page's size and text (its runs joined), and its title. */
export async function readPdf(
  bytes: Uint8Array,
): Promise<{ pages: string[]; sizes: [number, number][]; title: string }> {
  const pdf = await getDocument({ data: bytes.slice(), useSystemFonts: false, isEvalSupported: false }).promise;
  const pages: string[] = [];
  const sizes: [number, number][] = [];
  for (let n = 1; n <= pdf.numPages; n++) {
    const page = await pdf.getPage(n);
    const content = await page.getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(''));
    const [, , width, height] = page.view;
    sizes.push([Math.round(width!), Math.round(height!)]);
  }
  const meta = await pdf.getMetadata();
  await pdf.destroy();
  return { pages, sizes, title: String((meta.info as { Title?: string }).Title ?? '') };
}

/** Text as compared: without spaces (a phrase may wrap onto two lines; runs of two fonts are two items). */
export const squeeze = (text: string) => text.normalize('NFC').replace(/\s+/g, '');
