import type { Queries } from "@/lib/db/transactions";
import type { WithheldReleaseRow } from "@/lib/db/tables";
import { newId } from "@/lib/ids/ids";
import type { Loan } from "@/lib/schemas/loan";
import type { WithheldRelease } from "@/lib/schemas/disbursal";
import { releasedLater } from "@/lib/terms/cash-flows";

/**
 * The rows of a loan's withheld money, one per withhold tranche in the
 * loan's order, written with the disbursal: each due on its tranche's date,
 * none released yet (contract v3 section 6).
 */
export function withheldReleaseRows(loanId: string, loan: Pick<Loan, "loan_amount" | "disbursal_detail" | "payment_frequency">, now: Date): WithheldReleaseRow[] {
  return releasedLater(loan).map(({ date, amount }, position) => ({
    id: newId(),
    loanId,
    position,
    dueOn: date,
    amount,
    releasedAt: null,
    transactionId: null,
    releasedBy: null,
    cancelledAt: null,
    alertedAt: null,
    createdAt: now,
  }));
}

export const loanWithheldReleases = (queries: Queries, loanId: string): Promise<WithheldReleaseRow[]> =>
  queries.selectFrom("WithheldRelease").selectAll().where("loanId", "=", loanId).orderBy("position").execute();

/** A release as the disbursal record's `breakdown.withheld_releases` lists it: nulls until operations record it. */
export const presentWithheldRelease = (row: Pick<WithheldReleaseRow, "dueOn" | "releasedAt" | "amount" | "transactionId">): WithheldRelease => ({
  date: row.dueOn,
  released_at: row.releasedAt?.toISOString() ?? null,
  amount: row.releasedAt ? row.amount : null,
  transaction_id: row.transactionId,
});
