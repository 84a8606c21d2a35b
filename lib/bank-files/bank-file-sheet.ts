import type { SheetKind } from "@/lib/csv/sheet";

/** A day's responses for 500 mandates is about 50 KiB of CSV; a bank's file with every column it keeps stays far below this. */
export const MAX_BANK_FILE_BYTES = 2 * 1024 * 1024;
/** The rows a file may have: ten days of an operations desk's 500 mandates, previewed well within the measured 5 s (docs/bank-files.md). */
export const MAX_BANK_FILE_ROWS = 5000;

/** A bank's file as the shared reader (lib/csv) reads it: its limits and the words of its refusals. */
export const bankFileSheet = (name: string, rowsHold: string): SheetKind => ({
  name,
  short: "file",
  rowsHold,
  field: "file",
  columnsHelp: "the page lists the columns it reads",
  maxBytes: MAX_BANK_FILE_BYTES,
  maxRows: MAX_BANK_FILE_ROWS,
  tooLarge: `The file is larger than ${MAX_BANK_FILE_BYTES / 1024 / 1024} MiB, the most a ${name} may be: split it into several files`,
});
