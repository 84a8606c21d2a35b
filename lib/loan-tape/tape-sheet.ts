import { AppError } from "@/lib/errors/app-error";
import type { Cell } from "./row-body";

/** One data row of a tape: its number as a spreadsheet shows it (the header is row 1) and its cells under the header's columns. */
export interface SheetRow {
  rowNumber: number;
  cells: Cell[];
  /** Set when the row's cells do not line up with the header's columns, so none of them can be trusted to be under the right one. */
  misaligned?: string;
}

export interface TapeSheet {
  format: "csv" | "xlsx";
  headers: string[];
  rows: SheetRow[];
}

/**
 * A tape of more rows is refused whole: at the measured pace (docs/loan-tape.md)
 * it books in a few minutes, and a partner with more splits it.
 */
export const MAX_TAPE_ROWS = 5000;

/** A file the service cannot take as a tape, with what to do about it; nothing of it is booked. */
export const unreadableTape = (message: string) => new AppError("validation_error", message, { fields: [{ path: "tape", message }] });

export const isEmptyCell = (cell: Cell) => cell === null || (typeof cell === "string" && cell.trim() === "");

export function assertRowLimit(rows: number): void {
  if (rows > MAX_TAPE_ROWS) throw unreadableTape(`The tape has ${rows} rows of loans; a tape takes at most ${MAX_TAPE_ROWS}: split it into several files`);
}
