import { createHash } from "node:crypto";

/** A strong ETag naming a value: a hash of its JSON. */
export const contentEtag = (value: unknown): string => `"${createHash("sha256").update(JSON.stringify(value)).digest("base64url")}"`;

/** Whether an If-None-Match header names this ETag (weak comparison, as RFC 9110 asks for this header). */
export function matchesIfNoneMatch(ifNoneMatch: string | null, etag: string): boolean {
  if (ifNoneMatch === null) return false;
  return ifNoneMatch
    .split(",")
    .map((tag) => tag.trim().replace(/^W\//, ""))
    .some((tag) => tag === "*" || tag === etag);
}
