import { borrowerPan, panLookupHashes } from "@/lib/crypto/pan-lookup";
import { todayInIndia } from "@/lib/schemas/dates";
import type { Loan } from "@/lib/schemas/loan";
import type { ExposureQuery } from "./loan-store";

/**
 * The lookup the exposure rule needs for a loan: its borrower's PAN as
 * keyed hashes (the PAN itself goes into no query, index or log), under
 * every configured key so that rows the key rotation has not reached yet
 * still count. Null without a PAN: the rule then fails on missing input.
 */
export function exposureQuery(loan: Pick<Loan, "kyc">, now: Date = new Date()): ExposureQuery | null {
  const pan = borrowerPan(loan);
  return pan === null ? null : { hashes: panLookupHashes(pan), today: todayInIndia(now) };
}
