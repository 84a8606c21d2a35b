import { stringify } from "csv-stringify/sync";
import { spreadsheetSafe } from "@/lib/csv/spreadsheet-safe";

/** A cell as an export writes it: text, a number already formatted, or nothing. */
export type CsvCell = string | null;

/** UTF-8's byte order mark: without it Excel reads the file as the machine's code page and garbles Indian names. */
export const BYTE_ORDER_MARK = "\uFEFF";

/**
 * Lines of an RFC 4180 file (CRLF, a field quoted when it holds a comma, a
 * quote or a line break), each cell made spreadsheet-safe first, so a name
 * such as `=HYPERLINK(...)` is shown and never run. A file is its header
 * line with the byte order mark, then its rows' lines, written as they come.
 */
export const csvLines = (rows: readonly (readonly CsvCell[])[]): string =>
  stringify(
    rows.map((row) => row.map((cell) => spreadsheetSafe(cell ?? ""))),
    // With CRLF records csv-stringify quotes a field holding CRLF but not a lone LF or CR, which Excel and RFC 4180 readers take as a line's end.
    { record_delimiter: "windows", quoted_match: /[\r\n]/ },
  );

export const csvHeader = (columns: readonly string[]): string => BYTE_ORDER_MARK + csvLines([columns]);

/** Rupees with two decimals and no grouping, as a spreadsheet reads a number: 125000 → "125000.00". */
export const rupeesCell = (amount: number | null): CsvCell => (amount === null ? null : amount.toFixed(2));
