import { AppError } from "@/lib/errors/app-error";
import { readCsv } from "./read-csv";
import { readXlsx } from "./read-xlsx";
import type { Sheet, SheetKind } from "./sheet";

const startsWith = (bytes: Uint8Array, magic: readonly number[]) => magic.every((byte, index) => bytes[index] === byte);

const ZIP = [0x50, 0x4b, 0x03, 0x04];
const OLE2 = [0xd0, 0xcf, 0x11, 0xe0];

/**
 * A file's rows, its format known from its content and not its name or
 * declared type: a workbook is a ZIP archive; anything else must be CSV
 * text. An Excel 97-2003 file is refused with what to do instead.
 */
export async function readSheet(kind: SheetKind, bytes: Uint8Array): Promise<Sheet> {
  if (bytes.byteLength > kind.maxBytes) {
    throw new AppError("payload_too_large", kind.tooLarge, { limit_bytes: kind.maxBytes });
  }
  if (bytes.byteLength === 0) throw new AppError("validation_error", "The file is empty", { fields: [{ path: kind.field, message: "is empty" }] });
  if (startsWith(bytes, ZIP)) return readXlsx(kind, bytes);
  if (startsWith(bytes, OLE2)) {
    throw new AppError("unsupported_media_type", "Excel 97-2003 workbooks (.xls) are not read: save the file as .xlsx or as \"CSV UTF-8\"");
  }
  return readCsv(kind, bytes);
}
