import { isVerhoeffValid } from "./verhoeff";

/**
 * The digit zero of each Indian script (Devanagari, Bengali, Gurmukhi,
 * Gujarati, Odia, Tamil, Telugu, Kannada, Malayalam) and of Arabic-Indic
 * digits; the other nine follow it. Full-width and mathematical digits
 * become ASCII by NFKC.
 */
const ZEROS = [0x0966, 0x09e6, 0x0a66, 0x0ae6, 0x0b66, 0x0be6, 0x0c66, 0x0ce6, 0x0d66, 0x0660, 0x06f0];

function digitValue(char: string): string | null {
  if (char >= "0" && char <= "9") return char;
  const code = char.codePointAt(0) ?? 0;
  const zero = ZEROS.find((start) => code >= start && code <= start + 9);
  return zero === undefined ? null : String(code - zero);
}

/** What may stand between the groups of one written number: one to three characters that are neither letters, digits nor marks (spaces, dots, dashes, slashes, ...). */
const SEPARATION = /^[^\p{L}\p{N}\p{M}]{1,3}$/u;

/** How an Aadhaar number's 12 digits are written: together, or in groups of four (also 4 + 8 and 8 + 4). */
const SHAPES = new Set(["12", "4,8", "8,4", "4,4,4"]);

interface DigitGroup {
  digits: string;
  start: number;
  end: number;
}

/** The runs of digits of NFKC text, in any script, with where each stands. */
function digitGroups(text: string): DigitGroup[] {
  const groups: DigitGroup[] = [];
  let index = 0;
  for (const char of text) {
    const digit = digitValue(char);
    const last = groups.at(-1);
    if (digit !== null && last && last.end === index) {
      last.digits += digit;
      last.end += char.length;
    } else if (digit !== null) {
      groups.push({ digits: digit, start: index, end: index + char.length });
    }
    index += char.length;
  }
  return groups;
}

/**
 * Whether text holds what is almost certainly a full Aadhaar number: 12
 * digits starting 2-9, in any script, written together or in groups of four
 * with any short separation between the groups ("2345.6789.0124",
 * "2345 / 6789 / 0124", "२३४५ ६७८९ ०१२४"), whose last digit is their
 * Verhoeff check digit. Whole groups only: a run of 13 or more digits (an
 * account number) is not split, but three groups of four inside a longer
 * grouped number are each tried.
 */
export function containsAadhaarNumber(text: string): boolean {
  const normal = text.normalize("NFKC");
  const groups = digitGroups(normal);
  for (let first = 0; first < groups.length; first++) {
    let digits = "";
    const sizes: number[] = [];
    for (let next = first; next < groups.length && digits.length < 12; next++) {
      const group = groups[next] as DigitGroup;
      const previous = groups[next - 1];
      if (next > first && previous && !SEPARATION.test(normal.slice(previous.end, group.start))) break;
      digits += group.digits;
      sizes.push(group.digits.length);
      if (digits.length === 12 && SHAPES.has(sizes.join(",")) && /^[2-9]/.test(digits) && isVerhoeffValid(digits)) return true;
    }
  }
  return false;
}
