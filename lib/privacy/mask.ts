/**
 * Numbers and identifiers shown masked: their last characters, the rest
 * hidden. The API's records hide every other digit with an X, so the length
 * shows (`XXXXXXXXXX7890`, contract section 6's example); the portal's screens
 * show at most eight dots, so a long number stays short in a table.
 */
export type MaskStyle = "record" | "screen";

const SHOWN = 4;
const HIDDEN_AT_MOST: Readonly<Record<MaskStyle, number>> = { record: Infinity, screen: 8 };
const GLYPH: Readonly<Record<MaskStyle, string>> = { record: "X", screen: "•" };

function masked(value: string, shown: number, style: MaskStyle): string {
  const hidden = Math.max(0, value.length - shown);
  return GLYPH[style].repeat(Math.min(hidden, HIDDEN_AT_MOST[style])) + value.slice(hidden);
}

/** A bank account number, wherever one is shown: its last 4 digits. */
export const maskAccountNumber = (number: string, style: MaskStyle): string => masked(number, SHOWN, style);

/** A PAN or a CKYC number on the portal's screens: "••••••234K". */
export const maskIdentifier = (value: string): string => masked(value, SHOWN, "screen");
