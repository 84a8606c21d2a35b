import { ToWords } from "to-words";
import { toPaise } from "./paise";

const words = new ToWords({ localeCode: "en-IN" });

/**
 * An amount in words in the Indian system, as a mandate form's amount line
 * reads: "Rupees One Lakh Twenty Thousand Only", with "and ... Paise" when it
 * has paise. Words and figures must agree or the bank rejects the mandate
 * (NPCI M024).
 */
export function amountInWords(amount: number): string {
  const paise = toPaise(amount);
  const rupees = Math.floor(paise / 100);
  const rest = paise % 100;
  const paiseWords = rest > 0 ? ` and ${words.convert(rest)} Paise` : "";
  return `Rupees ${words.convert(rupees)}${paiseWords} Only`;
}
