/**
 * Whether an `If-Match` header allows a change to a loan whose current ETag
 * is `etag` (always strong and quoted: etagOf in loan-record.ts).
 *
 * RFC 9110 section 13.1.1: `*` matches any current loan, a list matches when
 * any member does, and the comparison is strong, so a weak tag (`W/"…"`)
 * never matches. One leniency beyond it: a member without its quotes (many
 * HTTP wrappers strip them) is compared as if quoted. It cannot match any
 * version but the current one, so it lets no lost update through.
 */
export function ifMatchAllows(header: string, etag: string): { allowed: true } | { allowed: false; weak: boolean } {
  const members = header
    .split(",")
    .map((member) => member.trim())
    .filter((member) => member !== "");
  if (members.some((member) => member === "*" || quoted(member) === etag)) return { allowed: true };
  return { allowed: false, weak: members.some((member) => member.startsWith("W/")) };
}

function quoted(member: string): string | null {
  if (member.startsWith("W/")) return null;
  if (member.length >= 2 && member.startsWith('"') && member.endsWith('"')) return member;
  return member.includes('"') ? null : `"${member}"`;
}
