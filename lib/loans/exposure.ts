import { sql } from "kysely";
import type { Queries } from "@/lib/db/client";
import { borrowerPan, panLookupHashes } from "@/lib/crypto/pan-lookup";
import type { Exposure } from "@/lib/policy/policy-rule";
import { todayInIndia } from "@/lib/calendar/india-day";
import type { Loan } from "@/lib/schemas/loan";

/** What the exposure rule needs looked up: a PAN's live Approved loans. */
export interface ExposureQuery {
  /** The PAN's hash under every configured key, the current key's first; each names a lock bookings of the PAN take turns on. */
  hashes: string[];
  /** Today in India, `YYYY-MM-DD`: loans with an instalment due today or later are live. */
  today: string;
}

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

/**
 * The PAN's live Approved loans, every partner's, as one range read of the
 * (panHash, status, maturesOn) index per hash. A loan whose last instalment
 * falls due today still counts; a null `maturesOn` (a row the 0007 data step
 * could not read) counts as live, the safe side.
 */
export function exposureSelect(queries: Queries, query: ExposureQuery, excludeLoanId: string | null) {
  const select = queries
    .selectFrom("Loan")
    .select((eb) => [eb.fn.countAll<number>().as("loans"), eb.fn.coalesce(eb.fn.sum<number>("loanAmount"), sql<number>`0`).as("amount")])
    .where("panHash", "in", query.hashes)
    .where("status", "=", "Approved")
    .where((eb) => eb.or([eb("maturesOn", "is", null), eb("maturesOn", ">=", query.today)]));
  return excludeLoanId === null ? select : select.where("id", "<>", excludeLoanId);
}

export async function readExposure(queries: Queries, query: ExposureQuery, excludeLoanId: string | null): Promise<Exposure> {
  // An aggregate without GROUP BY always gives one row; the layer reads COUNT and SUM as numbers on both databases.
  const { loans, amount } = await exposureSelect(queries, query, excludeLoanId).executeTakeFirstOrThrow();
  return { loans, amount };
}
