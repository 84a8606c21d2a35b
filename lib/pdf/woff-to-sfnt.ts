import { inflateSync } from "node:zlib";

const WOFF_SIGNATURE = 0x774f4646; // "wOFF"
const WOFF_HEADER = 44;
const WOFF_ENTRY = 20;
const SFNT_HEADER = 12;
const SFNT_ENTRY = 16;

/**
 * A WOFF 1.0 font (what @fontsource publishes) as the plain OpenType file it
 * wraps: HarfBuzz reads only the latter. Each table is inflated where WOFF
 * compressed it and laid out as OpenType does, on 4-byte boundaries, in the
 * WOFF's table order (already sorted by tag, as both formats require).
 */
export function woffToSfnt(woff: Uint8Array): Uint8Array {
  const input = new DataView(woff.buffer, woff.byteOffset, woff.byteLength);
  if (input.getUint32(0) !== WOFF_SIGNATURE) throw new Error("Not a WOFF 1.0 font");
  const flavor = input.getUint32(4);
  const numTables = input.getUint16(12);
  const tables = Array.from({ length: numTables }, (_, index) => {
    const entry = WOFF_HEADER + index * WOFF_ENTRY;
    const offset = input.getUint32(entry + 4);
    const compLength = input.getUint32(entry + 8);
    const origLength = input.getUint32(entry + 12);
    const stored = woff.subarray(offset, offset + compLength);
    const data = compLength < origLength ? new Uint8Array(inflateSync(stored)) : stored;
    if (data.byteLength !== origLength) throw new Error("A WOFF table does not inflate to its declared length");
    return { tag: input.getUint32(entry), checksum: input.getUint32(entry + 16), data };
  });

  const padded = (length: number) => (length + 3) & ~3;
  const size = tables.reduce((sum, table) => sum + padded(table.data.byteLength), SFNT_HEADER + numTables * SFNT_ENTRY);
  const sfnt = new Uint8Array(size);
  const output = new DataView(sfnt.buffer);
  // The binary-search fields of the OpenType table directory.
  const entrySelector = Math.floor(Math.log2(numTables));
  const searchRange = 2 ** entrySelector * 16;
  output.setUint32(0, flavor);
  output.setUint16(4, numTables);
  output.setUint16(6, searchRange);
  output.setUint16(8, entrySelector);
  output.setUint16(10, numTables * 16 - searchRange);
  let offset = SFNT_HEADER + numTables * SFNT_ENTRY;
  for (const [index, table] of tables.entries()) {
    const entry = SFNT_HEADER + index * SFNT_ENTRY;
    output.setUint32(entry, table.tag);
    output.setUint32(entry + 4, table.checksum);
    output.setUint32(entry + 8, offset);
    output.setUint32(entry + 12, table.data.byteLength);
    sfnt.set(table.data, offset);
    offset += padded(table.data.byteLength);
  }
  return sfnt;
}
