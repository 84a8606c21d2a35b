import { parse } from "csv-parse/sync";
import { assertRowLimit, isEmptyCell, unreadableSheet, type Sheet, type SheetKind, type SheetRow } from "./sheet";

// csv-parse's own messages quote the file's text; these say what is wrong without repeating it.
const CSV_PROBLEMS: Readonly<Record<string, string>> = {
  CSV_QUOTE_NOT_CLOSED: "a quoted cell is never closed",
  CSV_INVALID_CLOSING_QUOTE: "a double quote inside a quoted cell is not doubled",
  CSV_NON_TRIMABLE_CHAR_AFTER_CLOSING_QUOTE: "a quoted cell has other characters after its closing quote",
};

const NUL = /\u0000/;

/** csv-parse's refusal of the text: its code and line (its class is not one object across its module builds, so it is known by its code). */
function csvErrorOf(error: unknown): { code: string; lines?: number } | null {
  if (!(error instanceof Error) || !("code" in error) || typeof error.code !== "string" || !error.code.startsWith("CSV_")) return null;
  return { code: error.code, lines: "lines" in error && typeof error.lines === "number" ? error.lines : undefined };
}

/**
 * The text of a CSV file: UTF-8, with or without a byte order mark (Excel's
 * "CSV UTF-8" writes one). Another encoding would turn Indian names into
 * other letters, so it is refused rather than guessed.
 */
export function csvText(kind: SheetKind, bytes: Uint8Array): string {
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    throw unreadableSheet(kind, "The file is neither an XLSX workbook nor UTF-8 text: save it from the spreadsheet as \"CSV UTF-8\" or as an Excel workbook (.xlsx)");
  }
  if (NUL.test(text)) throw unreadableSheet(kind, "The file holds NUL characters, so it is no CSV text: upload the CSV or the .xlsx workbook itself");
  return text;
}

function misalignment(cells: readonly string[], columns: number): string | undefined {
  if (cells.length < columns) return `has ${cells.length} cells where the header has ${columns} columns, so its values may be under the wrong columns`;
  if (cells.slice(columns).some((cell) => !isEmptyCell(cell))) {
    return `has values past the header's ${columns} columns, so its values may be under the wrong columns`;
  }
  return undefined;
}

/**
 * The rows of a CSV file (RFC 4180: commas, double quotes, line breaks
 * inside quoted cells; CRLF or LF). Each record is one row, numbered as a
 * spreadsheet numbers it; a row whose cells are all empty is skipped.
 */
export function readCsv(kind: SheetKind, bytes: Uint8Array): Sheet {
  let records: string[][];
  try {
    records = parse(csvText(kind, bytes), { bom: true, relax_column_count: true, skip_empty_lines: false }) as string[][];
  } catch (error) {
    const csvError = csvErrorOf(error);
    if (!csvError) throw error;
    const line = csvError.lines === undefined ? "" : ` at line ${csvError.lines}`;
    throw unreadableSheet(kind, `The CSV could not be read${line}: ${CSV_PROBLEMS[csvError.code] ?? "it is not well-formed CSV"}`);
  }
  const [header, ...data] = records;
  if (!header || header.every(isEmptyCell)) throw unreadableSheet(kind, `The file is empty: its first row must name the columns (${kind.columnsHelp})`);
  const rows: SheetRow[] = [];
  data.forEach((cells, index) => {
    if (cells.every(isEmptyCell)) return;
    rows.push({ rowNumber: index + 2, cells: cells.slice(0, header.length), misaligned: misalignment(cells, header.length) });
  });
  assertRowLimit(kind, rows.length);
  return { format: "csv", headers: header, rows };
}
