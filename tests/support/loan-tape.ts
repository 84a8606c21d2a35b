import { stringify } from "csv-stringify/sync";

/** A booking body's cells under the tape's column names: objects by field, lists of objects by numbered items, other lists as JSON. */
function cellsOf(value: unknown, prefix: string, into: Map<string, string>): void {
  if (Array.isArray(value)) {
    if (prefix === "repayment_schedule" || value.some((item) => typeof item !== "object" || item === null)) {
      into.set(prefix, value.length === 1 && typeof value[0] === "string" ? value[0] : JSON.stringify(value));
      return;
    }
    value.forEach((item, index) => cellsOf(item, `${prefix}.${index}`, into));
    return;
  }
  if (typeof value === "object" && value !== null) {
    for (const [key, child] of Object.entries(value)) cellsOf(child, prefix ? `${prefix}.${key}` : key, into);
    return;
  }
  into.set(prefix, value === undefined || value === null ? "" : String(value));
}

/** The header and rows of a tape holding these booking bodies, one per row; a column any body has, the others leave empty. */
export function tapeRows(bodies: readonly Record<string, unknown>[]): string[][] {
  const rows = bodies.map((body) => {
    const cells = new Map<string, string>();
    cellsOf(body, "", cells);
    return cells;
  });
  const header = [...new Set(rows.flatMap((row) => [...row.keys()]))];
  return [header, ...rows.map((row) => header.map((name) => row.get(name) ?? ""))];
}

/** These bodies as a CSV tape: UTF-8, CRLF, with a byte order mark unless `bom` is false. */
export function tapeCsv(bodies: readonly Record<string, unknown>[], { bom = true, lineEnd = "\r\n" }: { bom?: boolean; lineEnd?: "\r\n" | "\n" } = {}): Buffer {
  return Buffer.from(stringify(tapeRows(bodies), { bom, record_delimiter: lineEnd === "\r\n" ? "windows" : "unix" }), "utf8");
}
