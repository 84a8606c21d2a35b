import { loanFigures, type LoanFigures } from "@/lib/terms/loan-figures";
import type { Loan } from "@/lib/schemas/loan";

/**
 * The money side of the Key Facts Statement comes from the loan's figures
 * (lib/terms): the read computes its `apr` from the same figures, so the two
 * can never disagree. `judgedOn` is the start of a loan with no principal
 * tranche yet.
 */
export const kfsFigures = (loan: Loan, judgedOn: string): LoanFigures => loanFigures(loan, judgedOn);

/** The APR of the loan as it stands. */
export const loanApr = (loan: Loan, judgedOn: string): number | null => kfsFigures(loan, judgedOn).apr;
