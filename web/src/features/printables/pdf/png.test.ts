// @vitest-environment node
import { type PDFDict, PDFDocument, PDFName, type PDFRawStream } from '@cantoo/pdf-lib';
import { describe, expect, it } from 'vitest';
import { embedPicture, readPng, unfilter } from './png';
import { encodePng } from './test-support';
import { unzlibSync } from 'fflate';

/** Pixels that vary every way (so each filter predicts something). */
const pattern = (width: number, height: number, channels: number) =>
  Uint8Array.from({ length: width * height * channels }, (_, i) => (i * 37 + Math.floor(i / 7) * 11) & 0xff);

const streamOf = (doc: PDFDocument, ref: Parameters<PDFDocument['context']['lookup']>[0]) =>
  doc.context.lookup(ref) as PDFRawStream;

describe('the pictures put in a PDF', () => {
  it('reads every PNG row filter back to the pixels', () => {
    for (const [colourType, channels] of [
      [6, 4],
      [2, 3],
      [0, 1],
    ] as const) {
      const pixels = pattern(9, 10, channels);
      const png = readPng(encodePng(pixels, 9, 10, colourType, { filters: [0, 1, 2, 3, 4] }))!;
      expect([png.width, png.height, png.colourType]).toEqual([9, 10, colourType]);
      expect(unfilter(unzlibSync(png.data), 9, 10, channels)).toEqual(pixels);
    }
  });

  it('splits a transparent picture into its colour and its soft mask', async () => {
    const doc = await PDFDocument.create();
    const pixels = pattern(6, 5, 4);
    const picture = (await embedPicture(doc, encodePng(pixels, 6, 5, 6, { filters: [4, 1] })))!;
    expect([picture.width, picture.height]).toEqual([6, 5]);
    const image = streamOf(doc, picture.ref);
    expect(image.dict.get(PDFName.of('ColorSpace'))).toBe(PDFName.of('DeviceRGB'));
    const colour = unzlibSync(image.contents);
    expect(colour).toEqual(Uint8Array.from(pixels.filter((_, i) => i % 4 !== 3)));
    const mask = doc.context.lookup(image.dict.get(PDFName.of('SMask'))) as PDFRawStream;
    expect(unzlibSync(mask.contents)).toEqual(Uint8Array.from(pixels.filter((_, i) => i % 4 === 3)));
  });

  it('puts an opaque picture without a mask, and one with no alpha as its own rows', async () => {
    const doc = await PDFDocument.create();
    const opaque = pattern(4, 4, 4).map((value, i) => (i % 4 === 3 ? 255 : value));
    const solid = streamOf(doc, (await embedPicture(doc, encodePng(opaque, 4, 4, 6)))!.ref);
    expect(solid.dict.get(PDFName.of('SMask'))).toBeUndefined();
    const rgb = encodePng(pattern(4, 4, 3), 4, 4, 2, { filters: [2] });
    const image = streamOf(doc, (await embedPicture(doc, rgb))!.ref);
    expect(image.contents).toEqual(readPng(rgb)!.data);
    const parms = image.dict.get(PDFName.of('DecodeParms')) as PDFDict;
    expect(parms.get(PDFName.of('Predictor'))?.toString()).toBe('15');
    expect(parms.get(PDFName.of('Columns'))?.toString()).toBe('4');
  });

  it('hands a palette PNG to pdf-lib, and gives no picture for bytes that are not one', async () => {
    const doc = await PDFDocument.create();
    const palette = Uint8Array.from([255, 0, 0, 0, 0, 255]);
    const indexed = encodePng(Uint8Array.from([0, 1, 1, 0]), 2, 2, 3, { palette });
    expect(await embedPicture(doc, indexed)).toMatchObject({ width: 2, height: 2 });
    expect(await embedPicture(doc, new TextEncoder().encode('GIF89a not a png at all, really'))).toBeNull();
    const broken = encodePng(pattern(4, 4, 4), 4, 4, 6);
    broken[41] = 0xff; // The zlib stream's first byte (after the signature, IHDR and IDAT's length and type).
    expect(await embedPicture(doc, broken)).toBeNull();
  });
});
