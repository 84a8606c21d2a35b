import { columnTarget, type ColumnTarget } from "./tape-columns";
import { isEmptyCell, type Sheet } from "@/lib/csv/sheet";
import { unreadableTape } from "./tape-sheet";

const NAMED_AT_MOST = 10;

const listed = (names: readonly string[]) =>
  names
    .slice(0, NAMED_AT_MOST)
    .map((name) => `"${name}"`)
    .join(", ") + (names.length > NAMED_AT_MOST ? ` and ${names.length - NAMED_AT_MOST} more` : "");

const isPrefix = (shorter: readonly unknown[], longer: readonly unknown[]) => shorter.length < longer.length && shorter.every((part, index) => longer[index] === part);

/**
 * The field under each of the header's columns, or the whole file refused:
 * a column that names no field of the loan body (a typo would otherwise
 * drop that field from every loan), one named twice, a list given both
 * whole and by numbered columns, or a column without a name that holds
 * values. An unnamed, empty column is left aside (null).
 */
export function headerColumns({ headers, rows }: Pick<Sheet, "headers" | "rows">): (ColumnTarget | null)[] {
  const names = headers.map((header) => header.trim().toLowerCase());
  const unnamedWithValues = names.flatMap((name, index) => (name === "" && rows.some((row) => !isEmptyCell(row.cells[index] ?? null)) ? [index + 1] : []));
  if (unnamedWithValues.length > 0) throw unreadableTape(`Column ${unnamedWithValues.join(", ")} holds values but has no name in the first row`);
  const columns = names.map((name) => (name === "" ? null : columnTarget(name)));
  const unknown = names.filter((name, index) => name !== "" && columns[index] === null);
  if (unknown.length > 0) {
    const semicolons = unknown.some((name) => name.includes(";")) ? " The file seems to separate its cells with semicolons: save it as \"CSV UTF-8 (comma delimited)\"." : "";
    throw unreadableTape(`These columns are no field of the loan body: ${listed(unknown)}. Use the template's column names (docs: Loan tapes).${semicolons}`);
  }
  const twice = names.filter((name, index) => name !== "" && names.indexOf(name) !== index);
  if (twice.length > 0) throw unreadableTape(`These columns appear more than once: ${listed([...new Set(twice)])}`);
  const given = columns.filter((column): column is ColumnTarget => column !== null);
  const both = given.filter((whole) => given.some((part) => isPrefix(whole.path, part.path))).map((column) => column.name);
  if (both.length > 0) throw unreadableTape(`These lists are given both whole, as JSON, and by numbered columns: ${listed(both)}; use one or the other`);
  return columns;
}
