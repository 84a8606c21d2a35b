import bankNames from "ifsc/src/banknames.json";
import banks from "ifsc/src/banks.json";
import customSublets from "ifsc/src/custom-sublets.json";
import sublets from "ifsc/src/sublet.json";

/** What the published IFSC data says of the bank that holds an account. */
export interface IfscBank {
  /** NPCI's 4-letter bank code: a sub-member bank's own, not its sponsor's IFSC prefix. */
  code: string;
  name: string;
  /** Whether the bank takes ACH debits, which paper NACH mandates use (`nach_debit` is for API e-mandates). */
  achDebit: boolean;
}

const names: Record<string, string | undefined> = bankNames;
const bankFlags: Record<string, { ach_debit?: boolean } | undefined> = banks;
const subletBanks: Record<string, string | undefined> = sublets;
// Longest first, so a narrower leased range wins over a wider one.
const subletRanges = Object.entries(customSublets as Record<string, string>).sort(([a], [b]) => b.length - a.length);

/**
 * The bank behind an IFSC, as the `ifsc` package's own libraries read it: a
 * branch leased to a smaller bank (a sub-member, e.g. a co-operative bank on
 * HDFC's IFSCs) is that bank's, by the exact code or by a leased prefix;
 * otherwise the IFSC's first four letters name it. Null when the bank list
 * does not know the bank, so nothing can be said of its ACH debits.
 * Server code only, like ./ifsc-check.ts.
 */
export function ifscBank(ifsc: string): IfscBank | null {
  const upper = ifsc.toUpperCase();
  const code = subletBanks[upper] ?? subletRanges.find(([prefix]) => upper.startsWith(prefix))?.[1] ?? upper.slice(0, 4);
  const flags = bankFlags[code];
  if (!flags) return null;
  return { code, name: names[code] ?? code, achDebit: flags.ach_debit === true };
}
