// The list's pictures into the PDF, fast: pdf-lib's own PNG embedding decodes each PNG in plain JavaScript and
// deflates it again with pako, about 100 ms a 256 px emoji on a busy classroom laptop, so 30 pictures took seconds.
// Here an 8-bit PNG without alpha goes in as it is (PDF's Flate filter reads PNG rows through its PNG predictor);
// one with alpha is inflated and split into its colour and its alpha (the soft mask) with fflate, several times
// faster. Any other PNG (palette, 16-bit, interlaced, a transparent colour key) goes through pdf-lib.
import { type PDFDocument, type PDFRef } from '@cantoo/pdf-lib';
import { unzlibSync, zlibSync } from 'fflate';

/** A picture in the document: its image object and its size in pixels. */
export interface Picture {
  ref: PDFRef;
  width: number;
  height: number;
}

const SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

interface Png {
  width: number;
  height: number;
  bitDepth: number;
  colourType: number;
  interlace: number;
  /** The IDAT chunks' data joined: the zlib stream of the filtered rows. */
  data: Uint8Array;
  /** A palette or a transparent colour key (tRNS), which the fast path does not handle. */
  extras: boolean;
}

/** The PNG's header and image data; null when the bytes are not a PNG. */
export function readPng(bytes: Uint8Array): Png | null {
  if (bytes.length < 33 || SIGNATURE.some((byte, i) => bytes[i] !== byte)) return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const idat: Uint8Array[] = [];
  let header: Omit<Png, 'data' | 'extras'> | null = null;
  let extras = false;
  for (let at = 8; at + 8 <= bytes.length;) {
    const length = view.getUint32(at);
    const type = String.fromCharCode(...bytes.subarray(at + 4, at + 8));
    const data = bytes.subarray(at + 8, at + 8 + length);
    if (type === 'IHDR') {
      header = {
        width: view.getUint32(at + 8),
        height: view.getUint32(at + 12),
        bitDepth: bytes[at + 16]!,
        colourType: bytes[at + 17]!,
        interlace: bytes[at + 20]!,
      };
    } else if (type === 'IDAT') idat.push(data);
    else if (type === 'PLTE' || type === 'tRNS') extras = true;
    else if (type === 'IEND') break;
    at += 12 + length;
  }
  if (!header || idat.length === 0) return null;
  const data = idat.length === 1 ? idat[0]! : joinBytes(idat);
  return { ...header, data, extras };
}

function joinBytes(parts: readonly Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

/** The rows' bytes without their PNG filters (each row's first byte names its filter). */
export function unfilter(filtered: Uint8Array, width: number, height: number, bytesPerPixel: number): Uint8Array {
  const stride = width * bytesPerPixel;
  const out = new Uint8Array(stride * height);
  const bpp = bytesPerPixel;
  for (let y = 0; y < height; y++) {
    const filter = filtered[y * (stride + 1)]!;
    const from = y * (stride + 1) + 1;
    const row = y * stride;
    const above = row - stride;
    // One loop per filter, so the per-byte work has no branch on the filter (a row of a 256 px picture is 1 KB).
    if (filter === 0 || (filter === 2 && y === 0)) out.set(filtered.subarray(from, from + stride), row);
    else if (filter === 1) {
      for (let x = 0; x < stride; x++) {
        out[row + x] = (filtered[from + x]! + (x >= bpp ? out[row + x - bpp]! : 0)) & 0xff;
      }
    } else if (filter === 2) {
      for (let x = 0; x < stride; x++) out[row + x] = (filtered[from + x]! + out[above + x]!) & 0xff;
    } else if (filter === 3) {
      for (let x = 0; x < stride; x++) {
        const left = x >= bpp ? out[row + x - bpp]! : 0;
        const up = y > 0 ? out[above + x]! : 0;
        out[row + x] = (filtered[from + x]! + ((left + up) >> 1)) & 0xff;
      }
    } else if (filter === 4) {
      for (let x = 0; x < stride; x++) {
        const left = x >= bpp ? out[row + x - bpp]! : 0;
        const up = y > 0 ? out[above + x]! : 0;
        const upLeft = y > 0 && x >= bpp ? out[above + x - bpp]! : 0;
        const p = left + up - upLeft;
        const pa = Math.abs(p - left);
        const pb = Math.abs(p - up);
        const pc = Math.abs(p - upLeft);
        out[row + x] = (filtered[from + x]! + (pa <= pb && pa <= pc ? left : pb <= pc ? up : upLeft)) & 0xff;
      }
    } else throw new RangeError(`PNG row filter ${filter}`);
  }
  return out;
}

/** Puts the PNG in the document as an image (with its alpha as a soft mask); null when it cannot be read. */
export async function embedPicture(doc: PDFDocument, bytes: Uint8Array): Promise<Picture | null> {
  const png = readPng(bytes);
  if (!png) return null;
  const { width, height, bitDepth, colourType } = png;
  const simple = bitDepth === 8 && png.interlace === 0 && !png.extras && [0, 2, 4, 6].includes(colourType);
  if (!simple) {
    try {
      const image = await doc.embedPng(bytes);
      return { ref: image.ref, width: image.width, height: image.height };
    } catch {
      return null;
    }
  }
  const context = doc.context;
  const colours = colourType === 0 || colourType === 4 ? 1 : 3;
  const ColorSpace = colours === 1 ? 'DeviceGray' : 'DeviceRGB';
  const image = { Type: 'XObject', Subtype: 'Image', Width: width, Height: height, BitsPerComponent: 8, ColorSpace };
  try {
    if (colourType === 0 || colourType === 2) {
      // No alpha: the PNG's own compressed rows, read through the PNG predictor.
      const DecodeParms = { Predictor: 15, Colors: colours, BitsPerComponent: 8, Columns: width };
      const ref = context.register(context.stream(png.data, { ...image, Filter: 'FlateDecode', DecodeParms }));
      return { ref, width, height };
    }
    const pixels = unfilter(unzlibSync(png.data), width, height, colours + 1);
    const colour = new Uint8Array(width * height * colours);
    const alpha = new Uint8Array(width * height);
    let opaque = true;
    for (let i = 0, c = 0; i < alpha.length; i++) {
      for (let k = 0; k < colours; k++) colour[c++] = pixels[i * (colours + 1) + k]!;
      const a = pixels[i * (colours + 1) + colours]!;
      alpha[i] = a;
      if (a !== 255) opaque = false;
    }
    // Level 3: a third of level 6's time for pictures a tenth larger (flat emoji compress well either way).
    const deflated = (data: Uint8Array) => zlibSync(data, { level: 3 });
    const SMask = opaque
      ? undefined
      : context.register(
          context.stream(deflated(alpha), { ...image, ColorSpace: 'DeviceGray', Filter: 'FlateDecode' }),
        );
    const ref = context.register(
      context.stream(deflated(colour), { ...image, Filter: 'FlateDecode', ...(SMask && { SMask }) }),
    );
    return { ref, width, height };
  } catch {
    return null; // A damaged PNG: the word prints without its picture.
  }
}
