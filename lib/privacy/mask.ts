/**
 * Numbers and identifiers shown masked: their last characters, the rest
 * hidden. The API's records hide every other digit with an X, so the length
 * shows (`XXXXXXXXXX7890`, contract section 6's example); the portal's screens
 * show at most eight dots, so a long number stays short in a table.
 */
export type MaskStyle = "record" | "screen";

const HIDDEN_AT_MOST: Readonly<Record<MaskStyle, number>> = { record: Infinity, screen: 8 };
const GLYPH: Readonly<Record<MaskStyle, string>> = { record: "X", screen: "•" };

function masked(value: string, shown: number, style: MaskStyle): string {
  const hidden = Math.max(0, value.length - shown);
  return GLYPH[style].repeat(Math.min(hidden, HIDDEN_AT_MOST[style])) + value.slice(hidden);
}

// Contract v3 section 6: four digits of a short account number (5-7 digits)
// would leave one to three hidden, next to nothing, so it shows two.
const LONG_ACCOUNT_NUMBER = 8;
const accountDigitsShown = (number: string): number => (number.length >= LONG_ACCOUNT_NUMBER ? 4 : 2);

/**
 * A bank account number, wherever one is shown (disbursal record, portal,
 * mandate views): its last 4 digits when it has 8 or more, else its last 2.
 */
export const maskAccountNumber = (number: string, style: MaskStyle): string => masked(number, accountDigitsShown(number), style);

/** A PAN or a CKYC number on the portal's screens: "••••••234K". */
export const maskIdentifier = (value: string): string => masked(value, 4, "screen");

/**
 * A PAN in the audit trail (contract v3 section 12): its first 3 and last
 * character, `ABC******F`. Stars, not X: X is itself a letter a PAN may hold.
 */
export const maskPan = (pan: string): string => pan.slice(0, 3) + "*".repeat(Math.max(0, pan.length - 4)) + pan.slice(-1);

/** A CKYC number in the API's records: its last 4 digits, the length kept. */
export const maskCkycNumber = (value: string): string => masked(value, 4, "record");
