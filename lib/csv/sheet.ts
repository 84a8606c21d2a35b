import { AppError } from "@/lib/errors/app-error";

/** A cell as a file gives it: CSV gives text only, a workbook also numbers, booleans and dates; null is empty. */
export type Cell = string | number | boolean | Date | null;

/** One data row of a sheet: its number as a spreadsheet shows it (the header is row 1) and its cells under the header's columns. */
export interface SheetRow {
  rowNumber: number;
  cells: Cell[];
  /** Set when the row's cells do not line up with the header's columns, so none of them can be trusted to be under the right one. */
  misaligned?: string;
}

export interface Sheet {
  format: "csv" | "xlsx";
  headers: string[];
  rows: SheetRow[];
}

/**
 * What kind of file a reader is reading, for its limits and for the words
 * of its refusals: a loan tape, a bank's response file.
 */
export interface SheetKind {
  /** The file as its messages call it: "loan tape". */
  name: string;
  /** Shorter, where the message names it again: "tape". */
  short: string;
  /** What one row holds, plural: "loans". */
  rowsHold: string;
  /** The request field a refusal names. */
  field: string;
  /** Where the column names are explained, for a file without them: "download the template". */
  columnsHelp: string;
  maxBytes: number;
  maxRows: number;
  /** The refusal of a file over `maxBytes`, with what to do. */
  tooLarge: string;
}

/** A file the service cannot read as `kind`, with what to do about it; nothing of it is used. */
export const unreadableSheet = (kind: Pick<SheetKind, "field">, message: string) => new AppError("validation_error", message, { fields: [{ path: kind.field, message }] });

export const isEmptyCell = (cell: Cell) => cell === null || (typeof cell === "string" && cell.trim() === "");

export function assertRowLimit(kind: SheetKind, rows: number): void {
  if (rows > kind.maxRows) {
    throw unreadableSheet(kind, `The ${kind.short} has ${rows} rows of ${kind.rowsHold}; a ${kind.short} takes at most ${kind.maxRows}: split it into several files`);
  }
}
