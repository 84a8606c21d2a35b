import type { LoanChange } from "@/lib/schemas/loan-history";

type Fields = Record<string, unknown>;

const isFields = (value: unknown): value is Fields => value !== null && typeof value === "object" && !Array.isArray(value);

function sameValue(a: unknown, b: unknown): boolean {
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((item, index) => sameValue(item, b[index]));
  if (isFields(a) && isFields(b)) {
    const keys = Object.keys(a);
    return keys.length === Object.keys(b).length && keys.every((key) => key in b && sameValue(a[key], b[key]));
  }
  return a === b;
}

function changesAt(path: string, before: unknown, after: unknown): LoanChange[] {
  if (sameValue(before, after)) return [];
  const nested = (isFields(before) || before === undefined) && (isFields(after) || after === undefined);
  if (!nested) return [{ path, from: before ?? null, to: after ?? null }];
  const from: Fields = before ?? {};
  const to: Fields = after ?? {};
  const keys = [...new Set([...Object.keys(from), ...Object.keys(to)])];
  return keys.flatMap((key) => changesAt(path === "" ? key : `${path}.${key}`, from[key], to[key]));
}

/**
 * What an update changed, for the audit trail (contract v3 section 12):
 * objects compared key by key down to their leaves, each array as one value
 * (a replaced array is one change with the whole old and new arrays). A key
 * on one side only is a change from or to null. Unmasked: the caller masks.
 */
export const changesBetween = (before: Fields, after: Fields): LoanChange[] => changesAt("", before, after);
