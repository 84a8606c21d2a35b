import { panLookupHashes } from "@/lib/crypto/pan-lookup";
import { isUuid } from "@/lib/ids/ids";
import type { SearchField } from "@/lib/schemas/loan-filter";
import { nameTokens } from "./name-tokens";

/** One way a search term finds loans: a column it must equal, or the words of the name it must all have. */
export type SearchTarget =
  | { field: "lead_id" | "mobile" | "loan_account_number" | "partner_loan_id"; value: string }
  | { field: "pan"; hashes: string[] }
  | { field: "name"; words: string[] };

const PAN = /^[A-Z]{5}\d{4}[A-Z]$/;
const MOBILE = /^[6-9]\d{9}$/;
const LOAN_ACCOUNT_NUMBER = /^LD\d{10}$/;

/** A mobile number as people write it (+91 98765 43210, 098765-43210) as the ten digits the loan keeps. */
function tenDigits(term: string): string | null {
  const digits = term.replace(/[\s-]/g, "").replace(/^(\+91|0091|91|0)(?=\d{10}$)/, "");
  return MOBILE.test(digits) ? digits : null;
}

function targetFor(field: SearchField, term: string): SearchTarget | null {
  switch (field) {
    case "lead_id":
      return isUuid(term.toLowerCase()) ? { field, value: term.toLowerCase() } : null;
    case "pan":
      // Exact PAN only: the column holds its keyed hash under each data key, never the PAN.
      return PAN.test(term.toUpperCase()) ? { field, hashes: panLookupHashes(term.toUpperCase()) } : null;
    case "mobile": {
      const mobile = tenDigits(term);
      return mobile ? { field, value: mobile } : null;
    }
    case "loan_account_number":
      return { field, value: term.toUpperCase() };
    case "partner_loan_id":
      return { field, value: term };
    case "name": {
      const words = nameTokens(term);
      return words.length > 0 ? { field, words } : null;
    }
  }
}

/**
 * Where a search term is looked for: in `by` when the person chose, else
 * where it fits by its form. A term that fits an identifier's form is also
 * tried as a partner loan id (partners choose those freely); a term of
 * letters alone is a name. Any of the targets finding a loan shows it; no
 * target means nothing matches (a PAN that is not a PAN's form, say).
 */
export function searchTargets(term: string, by?: SearchField): SearchTarget[] {
  if (by) return [targetFor(by, term)].filter((target) => target !== null);
  const asPartnerLoanId: SearchTarget = { field: "partner_loan_id", value: term };
  if (isUuid(term.toLowerCase())) return [{ field: "lead_id", value: term.toLowerCase() }];
  if (PAN.test(term.toUpperCase())) return [{ field: "pan", hashes: panLookupHashes(term.toUpperCase()) }, asPartnerLoanId];
  const mobile = tenDigits(term);
  if (mobile) return [{ field: "mobile", value: mobile }, asPartnerLoanId];
  if (LOAN_ACCOUNT_NUMBER.test(term.toUpperCase())) return [{ field: "loan_account_number", value: term.toUpperCase() }, asPartnerLoanId];
  if (/\d/.test(term)) return [asPartnerLoanId, { field: "loan_account_number", value: term.toUpperCase() }];
  const words = nameTokens(term);
  return words.length > 0 ? [{ field: "name", words }] : [asPartnerLoanId];
}
