const END_OF_DIRECTORY = 0x06054b50;
const DIRECTORY_ENTRY = 0x02014b50;
const END_RECORD_BYTES = 22;
const MAX_COMMENT_BYTES = 0xffff;
/** Sizes and counts of this value in the classic record mean "see the ZIP64 record". */
const ZIP64_MARK = 0xffffffff;

/**
 * What a ZIP archive's central directory says it holds: its entries'
 * count and their uncompressed bytes in all. The workbook reader inflates
 * every part into memory, so a small file that inflates to gigabytes must be
 * refused before it is read; an archive too big to say so without ZIP64 is
 * no spreadsheet this service takes. Null when the bytes are no ZIP archive.
 */
export function zipContents(bytes: Uint8Array): { entries: number; uncompressedBytes: number } | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const earliest = Math.max(0, bytes.byteLength - END_RECORD_BYTES - MAX_COMMENT_BYTES);
  let end = -1;
  for (let at = bytes.byteLength - END_RECORD_BYTES; at >= earliest; at--) {
    if (view.getUint32(at, true) === END_OF_DIRECTORY) {
      end = at;
      break;
    }
  }
  if (end < 0) return null;
  const entries = view.getUint16(end + 10, true);
  let at = view.getUint32(end + 16, true);
  let uncompressedBytes = 0;
  for (let index = 0; index < entries; index++) {
    if (at + 46 > bytes.byteLength || view.getUint32(at, true) !== DIRECTORY_ENTRY) return null;
    const size = view.getUint32(at + 24, true);
    if (size === ZIP64_MARK) return { entries, uncompressedBytes: Infinity };
    uncompressedBytes += size;
    at += 46 + view.getUint16(at + 28, true) + view.getUint16(at + 30, true) + view.getUint16(at + 32, true);
  }
  return { entries, uncompressedBytes };
}
