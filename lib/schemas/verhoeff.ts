/**
 * The Verhoeff check digit (the last digit of an Aadhaar number), with the
 * standard tables: d is the multiplication table of the dihedral group D5,
 * p the position permutations.
 */
const D = [
  [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
  [1, 2, 3, 4, 0, 6, 7, 8, 9, 5],
  [2, 3, 4, 0, 1, 7, 8, 9, 5, 6],
  [3, 4, 0, 1, 2, 8, 9, 5, 6, 7],
  [4, 0, 1, 2, 3, 9, 5, 6, 7, 8],
  [5, 9, 8, 7, 6, 0, 4, 3, 2, 1],
  [6, 5, 9, 8, 7, 1, 0, 4, 3, 2],
  [7, 6, 5, 9, 8, 2, 1, 0, 4, 3],
  [8, 7, 6, 5, 9, 3, 2, 1, 0, 4],
  [9, 8, 7, 6, 5, 4, 3, 2, 1, 0],
];
const P = [
  [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
  [1, 5, 7, 6, 2, 8, 3, 0, 9, 4],
  [5, 8, 0, 3, 7, 9, 6, 1, 4, 2],
  [8, 9, 1, 6, 0, 4, 3, 5, 2, 7],
  [9, 4, 5, 3, 1, 2, 6, 8, 7, 0],
  [4, 2, 8, 6, 5, 7, 3, 9, 0, 1],
  [2, 7, 9, 3, 8, 0, 6, 4, 1, 5],
  [7, 0, 4, 6, 9, 1, 3, 2, 5, 8],
];
const INVERSE = [0, 4, 3, 2, 1, 5, 6, 7, 8, 9];

const at = (table: number[][], row: number, column: number): number => table[row]?.[column] ?? 0;

/** The checksum of a string of digits, check digit included; 0 means valid. */
function checksum(digits: string, hasCheckDigit: boolean): number {
  let c = 0;
  const offset = hasCheckDigit ? 0 : 1;
  for (let i = 0; i < digits.length; i++) {
    const digit = digits.charCodeAt(digits.length - 1 - i) - 48;
    c = at(D, c, at(P, (i + offset) % 8, digit));
  }
  return c;
}

/** Whether a string of ASCII digits ends in its correct Verhoeff check digit. */
export const isVerhoeffValid = (digits: string): boolean => /^\d+$/.test(digits) && checksum(digits, true) === 0;

/** The check digit to append to a string of ASCII digits. */
export function verhoeffCheckDigit(digits: string): string {
  if (!/^\d+$/.test(digits)) throw new RangeError("Verhoeff check digits are for strings of digits");
  return String(INVERSE[checksum(digits, false)]);
}
