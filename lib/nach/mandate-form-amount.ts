import { ToWords } from "to-words";

const words = new ToWords({ localeCode: "en-IN" });
const figures = new Intl.NumberFormat("en-IN", { minimumFractionDigits: 2, maximumFractionDigits: 2 });

function inPaise(amount: number): number {
  return Math.round(amount * 100);
}

/**
 * The amount as the form's words line reads, in the Indian system:
 * "Rupees One Lakh Twenty Thousand Only", with paise when it has them. Words
 * and figures must agree or the bank rejects the mandate (NPCI M024).
 */
export function amountInWords(amount: number): string {
  const paise = inPaise(amount);
  const rupees = Math.floor(paise / 100);
  const rest = paise % 100;
  const paiseWords = rest > 0 ? ` and ${words.convert(rest)} Paise` : "";
  return `Rupees ${words.convert(rupees)}${paiseWords} Only`;
}

/** The amount in figures with Indian digit grouping: 1,20,000.00. */
export function amountInFigures(amount: number): string {
  return figures.format(inPaise(amount) / 100);
}
