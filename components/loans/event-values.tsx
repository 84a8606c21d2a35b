import { labelFor, withoutUnit } from "@/components/loans/form/labels";

interface Change {
  path: string;
  from: unknown;
  to: unknown;
}

const isChange = (value: unknown): value is Change => value !== null && typeof value === "object" && typeof (value as Change).path === "string";

/** An update event's changes as recorded (masked), or none for an event written before they were kept. */
export const changesOf = (data: Record<string, unknown>): Change[] | null => (Array.isArray(data.changes) ? data.changes.filter(isChange) : null);

const isPlain = (value: unknown) => value === null || ["string", "number", "boolean"].includes(typeof value);

/** A value in a line of text; lists of rows and objects open on demand, as the schedule can run to hundreds of rows. */
function Value({ value }: { value: unknown }) {
  if (value === null || value === undefined) return <span className="text-slate-500 italic">none</span>;
  if (isPlain(value)) return <span className="font-mono">{String(value)}</span>;
  if (Array.isArray(value) && value.every(isPlain)) return <span className="font-mono">{value.map(String).join(", ")}</span>;
  return (
    <details className="inline-block align-top">
      <summary className="cursor-pointer text-indigo-700">{Array.isArray(value) ? `${value.length} ${value.length === 1 ? "row" : "rows"}` : "details"}</summary>
      <pre className="mt-1 max-h-64 overflow-auto rounded bg-slate-50 p-2 text-xs">{JSON.stringify(value, null, 2)}</pre>
    </details>
  );
}

/** Each change of an update as before → after. */
export function ChangeList({ changes }: { changes: Change[] }) {
  return (
    <ul aria-label="Changes" className="mt-1 space-y-1 text-sm text-slate-700">
      {changes.map((change) => (
        <li key={change.path}>
          {withoutUnit(labelFor(change.path))}: <Value value={change.from} /> → <Value value={change.to} />
        </li>
      ))}
    </ul>
  );
}

/** The loan body as booked (masked), shown when asked for. */
export function BookedBody({ body }: { body: unknown }) {
  return (
    <details className="mt-1 text-sm">
      <summary className="cursor-pointer text-indigo-700">The loan as booked</summary>
      <pre className="mt-1 max-h-96 overflow-auto rounded bg-slate-50 p-2 text-xs">{JSON.stringify(body, null, 2)}</pre>
    </details>
  );
}
