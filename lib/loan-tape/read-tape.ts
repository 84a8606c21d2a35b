import { AppError } from "@/lib/errors/app-error";
import { readCsv } from "./read-csv";
import { readXlsx } from "./read-xlsx";
import type { TapeSheet } from "./tape-sheet";

/** The largest tape taken: 5,000 loans with 24-row schedules fit in about 4 MiB of CSV. */
export const MAX_TAPE_BYTES = 5 * 1024 * 1024;
export const TAPE_TOO_LARGE = `The file is larger than ${MAX_TAPE_BYTES / 1024 / 1024} MiB, the most a loan tape may be: split it into several files`;

const startsWith = (bytes: Uint8Array, magic: readonly number[]) => magic.every((byte, index) => bytes[index] === byte);

const ZIP = [0x50, 0x4b, 0x03, 0x04];
const OLE2 = [0xd0, 0xcf, 0x11, 0xe0];

/**
 * A tape's rows, its format known from its content and not its name or
 * declared type: a workbook is a ZIP archive; anything else must be CSV
 * text. An Excel 97-2003 file is refused with what to do instead.
 */
export async function readTape(bytes: Uint8Array): Promise<TapeSheet> {
  if (bytes.byteLength > MAX_TAPE_BYTES) {
    throw new AppError("payload_too_large", TAPE_TOO_LARGE, { limit_bytes: MAX_TAPE_BYTES });
  }
  if (bytes.byteLength === 0) throw new AppError("validation_error", "The file is empty", { fields: [{ path: "tape", message: "is empty" }] });
  if (startsWith(bytes, ZIP)) return readXlsx(bytes);
  if (startsWith(bytes, OLE2)) {
    throw new AppError("unsupported_media_type", "Excel 97-2003 workbooks (.xls) are not read: save the file as .xlsx or as \"CSV UTF-8\"");
  }
  return readCsv(bytes);
}
