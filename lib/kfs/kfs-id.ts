import { createHash } from "node:crypto";
import type { KfsTerms } from "@/lib/schemas/kfs";

type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

/**
 * RFC 8785 (JSON Canonicalization Scheme) for the values a statement holds:
 * members sorted by their names' UTF-16 code units (JavaScript's default
 * sort), no whitespace, numbers and strings as ECMAScript's JSON.stringify
 * writes them, which is what the RFC prescribes.
 */
export function canonicalJson(value: Json): string {
  if (typeof value === "number" && !Number.isFinite(value)) throw new RangeError("JSON has no non-finite numbers");
  if (value === null || typeof value !== "object") return JSON.stringify(value);
  // Concatenated in loops: a statement holds a few hundred values, hashed with every booking and update.
  if (Array.isArray(value)) {
    let text = "[";
    for (let index = 0; index < value.length; index += 1) text += `${index === 0 ? "" : ","}${canonicalJson(value[index] ?? null)}`;
    return `${text}]`;
  }
  let text = "";
  for (const key of Object.keys(value).sort()) {
    const member = value[key];
    if (member !== undefined) text += `${text === "" ? "" : ","}${JSON.stringify(key)}:${canonicalJson(member)}`;
  }
  return `{${text}}`;
}

/**
 * The terms hash of contract v3 section 12: SHA-256 of the canonical JSON
 * of the statement without what identifies and dates one issue of it, so
 * the same terms, Part 2 and contingent charges give the same hash
 * whenever the statement is generated.
 */
export const termsHash = (terms: KfsTerms): string => createHash("sha256").update(canonicalJson(terms as Json)).digest("hex");

/**
 * The statement's number (RBI's unique proposal number): a UUID (version 8,
 * RFC 9562's form for ids derived by the application) of the first 128 bits
 * of SHA-256 over the lead id, the version and the terms hash. It is
 * stable: the same loan, version and terms give the same id on every
 * request, and any change of terms gives another.
 */
export function kfsId(leadId: string, version: number, hash: string): string {
  const bytes = createHash("sha256").update(`${leadId}\n${version}\n${hash}`).digest().subarray(0, 16);
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x80;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = bytes.toString("hex");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
