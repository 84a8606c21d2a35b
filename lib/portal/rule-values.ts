import { formatRupees, formatPercent } from "@/lib/format/indian-format";
import { ruleOf } from "@/lib/policy/policy-rules";

const NUMBER = /\d[\d,]*(?:\.\d+)?/g;
// Counts that sit beside an amount in the same text ("2 loans, 1,500,000"), and shares of one ("8% of loan_amount").
const COUNT_FOLLOWS = /^\s*(loans?|months|each|given)\b|^%/;

/**
 * A rule's recorded figures (its threshold, or what it saw) as the portal
 * shows them: the policy stores plain grouped numbers ("<= 0.60",
 * ">= 15,000", "2 loans, 15,00,000"; evaluations stored before issue 32
 * group them the international way, "1,500,000", and read the same), the
 * portal says "at most 60%", "at least ₹15,000", "2 loans, ₹15,00,000", by
 * the rule's unit (lib/policy/policy-rules.ts). Other rules' numbers and any
 * other text stay as recorded.
 */
export function ruleFigures(code: string, text: string): string {
  const worded = text.replace(/(^|, )<=\s*/g, "$1at most ").replace(/(^|, )>=\s*/g, "$1at least ");
  const unit = ruleOf(code)?.unit;
  if (unit === undefined) return worded;
  return worded.replace(NUMBER, (number, offset: number) => {
    if (COUNT_FOLLOWS.test(worded.slice(offset + number.length))) return number;
    const value = Number(number.replace(/,/g, ""));
    return unit === "ratio" ? formatPercent(value) : formatRupees(value);
  });
}
