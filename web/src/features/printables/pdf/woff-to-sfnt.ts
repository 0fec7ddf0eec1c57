// WOFF (1.0) to the sfnt (TTF/OTF) it wraps: fontkit subsets only sfnt fonts well, and @fontsource ships WOFF. A
// WOFF is the sfnt's tables, each zlib-compressed when that made it smaller, behind a table directory of its own
// (https://www.w3.org/TR/WOFF/): inflate each, lay them out again 4-byte aligned behind an sfnt header.
import { unzlibSync } from 'fflate';

const WOFF_SIGNATURE = 0x774f4646; // 'wOFF'
const WOFF_HEADER = 44;
const WOFF_ENTRY = 20;
const SFNT_HEADER = 12;
const SFNT_ENTRY = 16;

interface Table {
  tag: number;
  checksum: number;
  data: Uint8Array;
}

/** Whether the bytes are a WOFF 1.0 font. */
export function isWoff(bytes: Uint8Array): boolean {
  return bytes.length >= WOFF_HEADER && new DataView(bytes.buffer, bytes.byteOffset).getUint32(0) === WOFF_SIGNATURE;
}

/** The sfnt font a WOFF wraps (an sfnt is returned as it is). Throws on a damaged file. */
export function woffToSfnt(bytes: Uint8Array): Uint8Array {
  if (!isWoff(bytes)) return bytes;
  const woff = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const flavor = woff.getUint32(4);
  const numTables = woff.getUint16(12);
  if (WOFF_HEADER + numTables * WOFF_ENTRY > bytes.length) throw new RangeError('WOFF table directory is cut short');
  const tables: Table[] = [];
  for (let i = 0; i < numTables; i++) {
    const entry = WOFF_HEADER + i * WOFF_ENTRY;
    const offset = woff.getUint32(entry + 4);
    const compLength = woff.getUint32(entry + 8);
    const origLength = woff.getUint32(entry + 12);
    if (offset + compLength > bytes.length) throw new RangeError('WOFF table runs past the end of the file');
    const stored = bytes.subarray(offset, offset + compLength);
    const data = compLength < origLength ? unzlibSync(stored, { out: new Uint8Array(origLength) }) : stored;
    if (data.length !== origLength) throw new RangeError('WOFF table inflates to the wrong length');
    tables.push({ tag: woff.getUint32(entry), checksum: woff.getUint32(entry + 16), data });
  }

  // The sfnt: its header, a record per table (WOFF keeps them sorted by tag, as sfnt wants), the tables padded to 4.
  let size = SFNT_HEADER + numTables * SFNT_ENTRY;
  for (const table of tables) size += (table.data.length + 3) & ~3;
  const out = new Uint8Array(size);
  const sfnt = new DataView(out.buffer);
  const power = 2 ** Math.floor(Math.log2(Math.max(1, numTables)));
  sfnt.setUint32(0, flavor);
  sfnt.setUint16(4, numTables);
  sfnt.setUint16(6, power * 16); // searchRange
  sfnt.setUint16(8, Math.log2(power)); // entrySelector
  sfnt.setUint16(10, numTables * 16 - power * 16); // rangeShift
  let offset = SFNT_HEADER + numTables * SFNT_ENTRY;
  tables.forEach((table, i) => {
    const record = SFNT_HEADER + i * SFNT_ENTRY;
    sfnt.setUint32(record, table.tag);
    sfnt.setUint32(record + 4, table.checksum);
    sfnt.setUint32(record + 8, offset);
    sfnt.setUint32(record + 12, table.data.length);
    out.set(table.data, offset);
    offset += (table.data.length + 3) & ~3;
  });
  return out;
}
