import { ToWords } from "to-words";
import { toPaise } from "./paise";

const words = new ToWords({ localeCode: "en-IN" });

/** "Paisa" for one, "Paise" for any other count, as Indian cheques and mandates write it. */
const paiseWord = (paise: number) => (paise === 1 ? "Paisa" : "Paise");

/**
 * An amount in words in the Indian system, as a mandate form's amount line
 * reads: "Rupees One Lakh Twenty Thousand Only", with "and ... Paise" when it
 * has paise. The phrase carries "Rupees" and "Only" itself, once, so the
 * form's label must not say "Rupees" again. Words and figures must agree or
 * the bank rejects the mandate (NPCI M024).
 */
export function amountInWords(amount: number): string {
  const paise = toPaise(amount);
  const rupees = Math.floor(paise / 100);
  const rest = paise % 100;
  const paiseWords = rest > 0 ? ` and ${words.convert(rest)} ${paiseWord(rest)}` : "";
  return `Rupees ${words.convert(rupees)}${paiseWords} Only`;
}
