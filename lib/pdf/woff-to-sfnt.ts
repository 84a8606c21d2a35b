import { inflateSync } from "node:zlib";

const WOFF_SIGNATURE = 0x774f4646; // "wOFF"
const WOFF_HEADER = 44;
const WOFF_ENTRY = 20;
const SFNT_HEADER = 12;
const SFNT_ENTRY = 16;

const tag = (name: string) => [...name].reduce((value, char) => value * 256 + char.charCodeAt(0), 0);
const GLYF = tag("glyf");
const LOCA = tag("loca");
const HEAD = tag("head");
const MAXP = tag("maxp");

interface Table {
  tag: number;
  data: Uint8Array;
}

/**
 * The glyf table with every glyph on a 4-byte boundary, and its loca in the
 * long format. Noto Sans Telugu's glyphs have odd lengths (its loca is
 * long), and fontkit's subsetter halves its offsets into the short format
 * when the subset is small, corrupting every glyph after an odd one: they
 * printed blank.
 */
function alignGlyphs(tables: Table[]): Table[] {
  const find = (wanted: number) => tables.find((table) => table.tag === wanted)?.data;
  const [glyf, loca, head, maxp] = [find(GLYF), find(LOCA), find(HEAD), find(MAXP)];
  if (!glyf || !loca || !head || !maxp) return tables;
  const view = (bytes: Uint8Array) => new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const numGlyphs = view(maxp).getUint16(4);
  const long = view(head).getInt16(50) === 1;
  const offsetOf = (index: number) => (long ? view(loca).getUint32(4 * index) : 2 * view(loca).getUint16(2 * index));
  const glyphs = Array.from({ length: numGlyphs }, (_, index) => glyf.subarray(offsetOf(index), offsetOf(index + 1)));
  const padded = (length: number) => (length + 3) & ~3;
  const newGlyf = new Uint8Array(glyphs.reduce((sum, glyph) => sum + padded(glyph.byteLength), 0));
  const newLoca = new Uint8Array(4 * (numGlyphs + 1));
  let offset = 0;
  for (const [index, glyph] of glyphs.entries()) {
    view(newLoca).setUint32(4 * index, offset);
    newGlyf.set(glyph, offset);
    offset += padded(glyph.byteLength);
  }
  view(newLoca).setUint32(4 * numGlyphs, offset);
  const newHead = head.slice();
  view(newHead).setInt16(50, 1);
  const replaced = new Map([
    [GLYF, newGlyf],
    [LOCA, newLoca],
    [HEAD, newHead],
  ]);
  return tables.map((table) => ({ tag: table.tag, data: replaced.get(table.tag) ?? table.data }));
}

/** OpenType's table checksum: the sum of its big-endian 32-bit words, the last one zero-padded. */
function checksum(data: Uint8Array): number {
  const words = new Uint8Array((data.byteLength + 3) & ~3);
  words.set(data);
  const view = new DataView(words.buffer);
  let sum = 0;
  for (let offset = 0; offset < words.byteLength; offset += 4) sum = (sum + view.getUint32(offset)) >>> 0;
  return sum;
}

/**
 * A WOFF 1.0 font (what @fontsource publishes) as the plain OpenType file it
 * wraps: HarfBuzz reads only the latter. Each table is inflated where WOFF
 * compressed it and laid out as OpenType does, on 4-byte boundaries, in the
 * WOFF's table order (already sorted by tag, as both formats require), with
 * its glyphs aligned for fontkit's subsetter (alignGlyphs).
 */
export function woffToSfnt(woff: Uint8Array): Uint8Array {
  const input = new DataView(woff.buffer, woff.byteOffset, woff.byteLength);
  if (input.getUint32(0) !== WOFF_SIGNATURE) throw new Error("Not a WOFF 1.0 font");
  const flavor = input.getUint32(4);
  const numTables = input.getUint16(12);
  const wrapped: Table[] = Array.from({ length: numTables }, (_, index) => {
    const entry = WOFF_HEADER + index * WOFF_ENTRY;
    const offset = input.getUint32(entry + 4);
    const compLength = input.getUint32(entry + 8);
    const origLength = input.getUint32(entry + 12);
    const stored = woff.subarray(offset, offset + compLength);
    const data = compLength < origLength ? new Uint8Array(inflateSync(stored)) : stored;
    if (data.byteLength !== origLength) throw new Error("A WOFF table does not inflate to its declared length");
    return { tag: input.getUint32(entry), data };
  });
  const tables = alignGlyphs(wrapped);

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
    output.setUint32(entry + 4, checksum(table.data));
    output.setUint32(entry + 8, offset);
    output.setUint32(entry + 12, table.data.byteLength);
    sfnt.set(table.data, offset);
    offset += padded(table.data.byteLength);
  }
  return sfnt;
}
