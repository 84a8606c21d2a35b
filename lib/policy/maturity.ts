import { loanFigures, type FigureTerms, type LoanFigures } from "@/lib/terms/loan-figures";

/**
 * The day the last instalment falls due, kept as `Loan.maturesOn` for the
 * exposure rule: the last row of the schedule the loan is judged by (the
 * partner's, or the one computed from the start), the date `age_at_maturity`
 * reads, so the loan the policy judged and the loan the exposure rule counts
 * end on one day. `judgedOn` (the IST date of the booking or the update that
 * evaluated it) is the start of a loan with no principal tranche. Null when
 * the terms give no schedule (frequency `other` without rows): such a loan
 * fails `age_at_maturity`, so it is never Approved.
 */
export function maturesOn(loan: FigureTerms, judgedOn: string, figures: Pick<LoanFigures, "lastDueDate"> = loanFigures(loan, judgedOn)): string | null {
  return figures.lastDueDate;
}
