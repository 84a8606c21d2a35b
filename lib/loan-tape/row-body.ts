import type { Cell } from "@/lib/csv/sheet";
import type { FieldIssue } from "@/lib/errors/app-error";
import { issuePath } from "@/lib/schemas/parse";
import type { ColumnTarget } from "./tape-columns";


type Value = { value: unknown } | { issue: string };

// A spreadsheet keeps 15 significant digits: a longer number typed into a
// cell not formatted as text has already lost its last digits.
const EXACT_DIGITS = 1e15;
const NUMBER = /^[+-]?(\d+(\.\d*)?|\.\d+)$/;
const BOOLEAN = /^(true|false)$/i;

const pad = (n: number) => String(n).padStart(2, "0");

/**
 * A workbook's date cell: a spreadsheet has no time zones, so a date with a
 * time is read as India's (contract section 1), and one without a time is a
 * calendar date. The cell's value holds the wall-clock time as UTC.
 */
function dateText(date: Date): string {
  const day = `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
  const midnight = date.getUTCHours() === 0 && date.getUTCMinutes() === 0 && date.getUTCSeconds() === 0;
  return midnight ? day : `${day}T${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}:${pad(date.getUTCSeconds())}+05:30`;
}

function fromText(text: string, accepts: ReadonlySet<string>): Value {
  if (accepts.has("array") && text.trimStart().startsWith("[")) {
    try {
      return { value: JSON.parse(text) as unknown };
    } catch {
      return { issue: "is not a JSON array: check its brackets, commas and double quotes" };
    }
  }
  if (accepts.has("string")) return { value: text };
  if ((accepts.has("number") || accepts.has("integer")) && NUMBER.test(text.trim())) return { value: Number(text.trim()) };
  if (accepts.has("boolean") && BOOLEAN.test(text.trim())) return { value: text.trim().toLowerCase() === "true" };
  // Anything else goes to the booking as it is, which refuses it with the field's own message.
  return { value: text };
}

function fromNumber(value: number, accepts: ReadonlySet<string>): Value {
  if (accepts.has("number") || accepts.has("integer")) return { value };
  if (Number.isInteger(value) && Math.abs(value) >= EXACT_DIGITS) {
    return { issue: "was kept by the spreadsheet as a number of more than 15 digits, which loses the last ones: format the column as text and enter it again" };
  }
  return { value: accepts.has("string") ? String(value) : value };
}

/** What a non-empty cell sends as its field's JSON value, taking the type the field takes. */
export function cellValue(cell: Exclude<Cell, null | "">, accepts: ReadonlySet<string>): Value {
  if (typeof cell === "string") return fromText(cell, accepts);
  if (typeof cell === "number") return fromNumber(cell, accepts);
  if (typeof cell === "boolean") return { value: accepts.has("boolean") || !accepts.has("string") ? cell : String(cell) };
  return { value: dateText(cell) };
}

type Container = Record<string, unknown>;

/** Lists are built as objects keyed by index while cells are placed, then closed up in index order. */
const LIST = Symbol("list");
type Slot = Container & { [LIST]?: true };

function containerAt(root: Slot, path: readonly (string | number)[], create: boolean): Slot | null {
  let node = root;
  for (const [at, part] of path.entries()) {
    const key = String(part);
    let child = node[key] as Slot | undefined;
    if (!child) {
      if (!create) return null;
      child = typeof path[at + 1] === "number" ? { [LIST]: true } : {};
      node[key] = child;
    }
    node = child;
  }
  return node;
}

function closeLists(node: unknown): unknown {
  if (typeof node !== "object" || node === null || Array.isArray(node)) return node;
  const slot = node as Slot;
  if (slot[LIST]) {
    return Object.keys(slot)
      .map(Number)
      .sort((a, b) => a - b)
      .map((index) => closeLists(slot[String(index)]));
  }
  return Object.fromEntries(Object.entries(slot).map(([key, value]) => [key, closeLists(value)]));
}

/**
 * The booking body a row gives, as the API would have been sent it. A
 * column left out sends nothing; an empty cell sends `""`, which the
 * booking takes as the API does (an optional field not sent, a required one
 * missing), but only where its object or list item has another cell filled
 * in: a list item whose cells are all empty is not sent, and the items
 * given close up in their numbers' order.
 */
export function rowBody(columns: readonly (ColumnTarget | null)[], cells: readonly Cell[]): { body: Record<string, unknown>; issues: FieldIssue[] } {
  const root: Slot = {};
  const issues: FieldIssue[] = [];
  const empty: ColumnTarget[] = [];
  columns.forEach((column, index) => {
    if (!column) return;
    const cell = cells[index] ?? null;
    if (cell === null || cell === "") {
      empty.push(column);
      return;
    }
    const value = cellValue(cell, column.accepts);
    if ("issue" in value) {
      issues.push({ path: issuePath(column.path), message: value.issue });
      return;
    }
    const parent = containerAt(root, column.path.slice(0, -1), true);
    if (parent) parent[String(column.path.at(-1))] = value.value;
  });
  for (const column of empty) {
    const parent = containerAt(root, column.path.slice(0, -1), false);
    if (parent) parent[String(column.path.at(-1))] = "";
  }
  return { body: closeLists(root) as Record<string, unknown>, issues };
}
