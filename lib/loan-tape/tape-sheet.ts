import { unreadableSheet, type SheetKind } from "@/lib/csv/sheet";

/** The largest tape taken: 5,000 loans with 24-row schedules fit in about 4 MiB of CSV. */
export const MAX_TAPE_BYTES = 5 * 1024 * 1024;
export const TAPE_TOO_LARGE = `The file is larger than ${MAX_TAPE_BYTES / 1024 / 1024} MiB, the most a loan tape may be: split it into several files`;

/**
 * A tape of more rows is refused whole: at the measured pace (docs/loan-tape.md)
 * it books in a few minutes, and a partner with more splits it.
 */
export const MAX_TAPE_ROWS = 5000;

export const TAPE_SHEET: SheetKind = {
  name: "loan tape",
  short: "tape",
  rowsHold: "loans",
  field: "tape",
  columnsHelp: "download the template",
  maxBytes: MAX_TAPE_BYTES,
  maxRows: MAX_TAPE_ROWS,
  tooLarge: TAPE_TOO_LARGE,
};

/** A file the service cannot take as a tape, with what to do about it; nothing of it is booked. */
export const unreadableTape = (message: string) => unreadableSheet(TAPE_SHEET, message);
