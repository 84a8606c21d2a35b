import { isVerhoeffValid } from "./verhoeff";

/**
 * Where a written-out Aadhaar number may start: 12 digits, the first 2-9,
 * plain or in groups of four joined by a space, a no-break space or a
 * hyphen, with no digit right before or after. The lookahead finds every
 * start, so groups inside a longer grouped number are each tried too.
 */
const CANDIDATE = /(?<!\d)(?=([2-9]\d{3}[ \u00a0-]?\d{4}[ \u00a0-]?\d{4})(?!\d))/g;
const SEPARATORS = /[ \u00a0-]/g;

/**
 * Whether text holds what is almost certainly a full Aadhaar number: such a
 * run whose last digit is its Verhoeff check digit. A run of 13 or more
 * digits (an account number) does not count.
 */
export function containsAadhaarNumber(text: string): boolean {
  for (const match of text.matchAll(CANDIDATE)) {
    if (isVerhoeffValid((match[1] ?? "").replace(SEPARATORS, ""))) return true;
  }
  return false;
}
