import { isEmptyCell, unreadableSheet, type Cell, type Sheet, type SheetKind } from "@/lib/csv/sheet";

/** A column a bank file is read for: the names sponsor banks give it (docs/bank-files.md), and whether a file must have it. */
export interface FileColumn<Name extends string> {
  name: Name;
  label: string;
  synonyms: readonly string[];
  required: boolean;
}

/**
 * A header as it is compared: case, spaces, underscores, dots, slashes and
 * other punctuation do not count, so "Loan A/C No." and "loan_ac_no" are one.
 */
export const headerKey = (header: string): string => header.toLowerCase().replace(/[^a-z0-9]/g, "");

export interface FileLayout<Name extends string> {
  /** The index of each column read, by its name. */
  at: Partial<Record<Name, number>>;
  /** The file's other columns, as it names them: a bank's file carries many this service does not read. */
  ignored: string[];
}

/**
 * Where each column is in the file. A bank's file has columns of its own
 * (the customer's name, the amount), which are left aside and listed; a
 * column this service reads given twice, or one it needs missing, refuses
 * the file: the rows could not be read as the bank meant them.
 */
export function fileLayout<Name extends string>(kind: SheetKind, sheet: Pick<Sheet, "headers">, columns: readonly FileColumn<Name>[], needOneOf: readonly Name[] = []): FileLayout<Name> {
  const at: Partial<Record<Name, number>> = {};
  const ignored: string[] = [];
  const twice = new Set<string>();
  sheet.headers.forEach((header, index) => {
    const key = headerKey(header);
    const column = key === "" ? undefined : columns.find((one) => one.synonyms.some((synonym) => headerKey(synonym) === key));
    if (!column) {
      if (header.trim() !== "") ignored.push(header.trim());
      return;
    }
    if (at[column.name] !== undefined) twice.add(column.label);
    at[column.name] = index;
  });
  if (twice.size > 0) throw unreadableSheet(kind, `These columns are given more than once, under one name or another: ${[...twice].join(", ")}; keep one of each`);
  const missing = columns.filter((column) => column.required && at[column.name] === undefined).map((column) => column.label);
  if (needOneOf.length > 0 && needOneOf.every((name) => at[name] === undefined)) {
    missing.push(needOneOf.map((name) => columns.find((column) => column.name === name)?.label ?? name).join(" or "));
  }
  if (missing.length > 0) {
    throw unreadableSheet(kind, `The file has no column for ${missing.join(", ")}: name its columns as the page lists them (docs/bank-files.md)`);
  }
  return { at, ignored };
}

const pad = (n: number) => String(n).padStart(2, "0");

/** A cell's text as the file gives it, trimmed; null when empty. A workbook's date is written as its day, a number as its digits. */
export function cellText(cell: Cell | undefined): string | null {
  if (cell === undefined || isEmptyCell(cell)) return null;
  if (cell instanceof Date) return `${cell.getUTCFullYear()}-${pad(cell.getUTCMonth() + 1)}-${pad(cell.getUTCDate())}`;
  return String(cell).trim();
}

/** A status or result as it is compared: lower case, words separated by single spaces. */
export const wordsOf = (text: string): string => text.toLowerCase().replace(/[^a-z0-9]+/g, " ").trim();
