// @vitest-environment node
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import fontkit, { type Font } from '@cantoo/fontkit';
import { zlibSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { isWoff, woffToSfnt } from './woff-to-sfnt';

const nunito = readFileSync(
  fileURLToPath(import.meta.resolve('@fontsource/nunito/files/nunito-latin-800-normal.woff')),
);
const noto = readFileSync(new URL('../fonts/noto-sans-sc-chinese-simplified-700-normal.woff', import.meta.url));

/** A WOFF made by hand around two tables: one stored as it is, one compressed. */
function handMadeWoff(): { woff: Uint8Array; tables: Record<string, Uint8Array> } {
  const plain = Uint8Array.from([1, 2, 3, 4, 5]);
  const big = new Uint8Array(64).fill(7);
  const packed = zlibSync(big);
  const header = 44 + 2 * 20;
  const woff = new Uint8Array(header + 8 + ((packed.length + 3) & ~3));
  const view = new DataView(woff.buffer);
  view.setUint32(0, 0x774f4646);
  view.setUint32(4, 0x00010000);
  view.setUint32(8, woff.length);
  view.setUint16(12, 2);
  const entries: [string, Uint8Array, number][] = [
    ['aaaa', plain, plain.length],
    ['bbbb', packed, big.length],
  ];
  let offset = header;
  entries.forEach(([tag, data, origLength], i) => {
    const at = 44 + i * 20;
    for (let c = 0; c < 4; c++) woff[at + c] = tag.charCodeAt(c);
    view.setUint32(at + 4, offset);
    view.setUint32(at + 8, data.length);
    view.setUint32(at + 12, origLength);
    view.setUint32(at + 16, 0x12345678 + i);
    woff.set(data, offset);
    offset += (data.length + 3) & ~3;
  });
  return { woff, tables: { aaaa: plain, bbbb: big } };
}

describe('woffToSfnt', () => {
  it('inflates the compressed tables and lays them out behind an sfnt header', () => {
    const { woff, tables } = handMadeWoff();
    const sfnt = woffToSfnt(woff);
    const view = new DataView(sfnt.buffer, sfnt.byteOffset);
    expect(view.getUint32(0)).toBe(0x00010000);
    expect(view.getUint16(4)).toBe(2);
    expect([view.getUint16(6), view.getUint16(8), view.getUint16(10)]).toEqual([32, 1, 0]);
    for (let i = 0; i < 2; i++) {
      const record = 12 + i * 16;
      const tag = String.fromCharCode(...sfnt.subarray(record, record + 4));
      const offset = view.getUint32(record + 8);
      expect(offset % 4).toBe(0);
      expect(view.getUint32(record + 4)).toBe(0x12345678 + i);
      expect(sfnt.subarray(offset, offset + view.getUint32(record + 12))).toEqual(tables[tag]);
    }
  });

  it('gives fonts fontkit reads as TrueType, with the same glyphs as the WOFF', () => {
    for (const woff of [nunito, noto]) {
      expect(isWoff(woff)).toBe(true);
      const sfnt = woffToSfnt(woff);
      expect(isWoff(sfnt)).toBe(false);
      const fromWoff = fontkit.create(Buffer.from(woff)) as Font;
      const fromSfnt = fontkit.create(Buffer.from(sfnt)) as Font;
      expect(fromSfnt.type).toBe('TTF');
      expect(fromSfnt.numGlyphs).toBe(fromWoff.numGlyphs);
      expect(fromSfnt.characterSet.length).toBe(fromWoff.characterSet.length);
      expect(fromSfnt.layout('Apple').advanceWidth).toBe(fromWoff.layout('Apple').advanceWidth);
    }
    expect((fontkit.create(Buffer.from(woffToSfnt(noto))) as Font).hasGlyphForCodePoint('苹'.codePointAt(0)!)).toBe(
      true,
    );
  });

  it('returns an sfnt as it is and refuses a damaged WOFF', () => {
    const sfnt = woffToSfnt(nunito);
    expect(woffToSfnt(sfnt)).toBe(sfnt);
    expect(() => woffToSfnt(nunito.subarray(0, 200))).toThrow(RangeError);
  });
});
