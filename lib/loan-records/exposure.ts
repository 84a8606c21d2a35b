import "server-only";
import { sql, type ExpressionBuilder } from "kysely";
import { env } from "@/lib/config/env";
import { notIndexed } from "@/lib/db/sql-functions";
import type { Queries } from "@/lib/db/transactions";
import type { DB } from "@/lib/db/tables";
import { borrowerPan, panLookupHashes } from "@/lib/crypto/pan-lookup";
import type { Exposure } from "@/lib/policy/policy-rule";
import { todayInIndia } from "@/lib/calendar/india-day";
import type { Loan } from "@/lib/schemas/loan";

const DAY_MS = 86_400_000;

/** What the exposure rule needs looked up: a PAN's live loans. */
export interface ExposureQuery {
  /** The PAN's hash under every configured key, the current key's first; each names a lock bookings of the PAN take turns on. */
  hashes: string[];
  /** Today in India, `YYYY-MM-DD`: a disbursed loan with an instalment due today or later is live. */
  today: string;
  /** An Approved loan not yet disbursed is live when booked at or after this instant (APPROVAL_VALIDITY_DAYS ago). */
  bookedSince: Date;
}

/**
 * The lookup the exposure rule needs for a loan: its borrower's PAN as
 * keyed hashes (the PAN itself goes into no query, index or log), under
 * every configured key so that rows the key rotation has not reached yet
 * still count. Null without a PAN: the rule then fails on missing input.
 */
export function exposureQuery(loan: Pick<Loan, "kyc">, now: Date = new Date(), approvalValidityDays: number = env().APPROVAL_VALIDITY_DAYS): ExposureQuery | null {
  const pan = borrowerPan(loan);
  return pan === null ? null : { hashes: panLookupHashes(pan), today: todayInIndia(now), bookedSince: new Date(now.getTime() - approvalValidityDays * DAY_MS) };
}

type LoanExpression = ExpressionBuilder<DB, "Loan">;

/**
 * A disbursed loan is live while its last instalment is still ahead; one
 * whose last instalment falls due today still counts, and a null
 * `maturesOn` (a row the data steps could not date) counts, the safe side.
 * A completed cooling-off exit (contract v3 section 12) ends it early: the
 * loan is repaid.
 */
const runningDisbursal = (eb: LoanExpression, { today }: ExposureQuery) =>
  eb.and([eb("disbursedAt", "is not", null), eb("exitedAt", "is", null), eb.or([eb("maturesOn", "is", null), eb("maturesOn", ">=", today)])]);

/** An approval not disbursed is live for APPROVAL_VALIDITY_DAYS after booking: the partner may still pay it out. */
const openApproval = (eb: LoanExpression, { bookedSince }: ExposureQuery) => eb.and([eb("disbursedAt", "is", null), eb("createdAt", ">=", bookedSince)]);

/**
 * The PAN's live loans (contract v3 section 5), every partner's, as one
 * read of the PAN's index entries per hash: Approved, and either disbursed
 * and still running or undisbursed and booked within the approval's
 * validity. Only Approved loans are ever disbursed. The status is compared
 * as an expression no index serves: with statistics taken while the table
 * was small, PostgreSQL's plan (kept for the prepared statement) read every
 * Approved loan through the status's index instead, inside the booking's
 * transaction (2026-11-27).
 */
export function exposureSelect(queries: Queries, query: ExposureQuery, excludeLoanId: string | null) {
  const select = queries
    .selectFrom("Loan")
    .select((eb) => [eb.fn.countAll<number>().as("loans"), eb.fn.coalesce(eb.fn.sum<number>("loanAmount"), sql<number>`0`).as("amount")])
    .where("panHash", "in", query.hashes)
    .where(notIndexed<string>("status"), "=", "Approved")
    .where((eb) => eb.or([runningDisbursal(eb, query), openApproval(eb, query)]));
  return excludeLoanId === null ? select : select.where("id", "<>", excludeLoanId);
}

export async function getExposure(queries: Queries, query: ExposureQuery, excludeLoanId: string | null): Promise<Exposure> {
  // An aggregate without GROUP BY always gives one row; the layer reads COUNT and SUM as numbers on both databases.
  const { loans, amount } = await exposureSelect(queries, query, excludeLoanId).executeTakeFirstOrThrow();
  return { loans, amount };
}
