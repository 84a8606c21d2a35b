import { AppError, fieldsError, type FieldIssue } from "@/lib/errors/app-error";
import { sumPaise, toPaise, toRupees, withinOneRupee } from "@/lib/money/paise";
import type { DisbursalBreakdown, WithheldRelease } from "@/lib/schemas/disbursal";
import type { Loan } from "@/lib/schemas/loan";
import { paidAtDisbursalPaise, releasedLater } from "@/lib/terms/cash-flows";
import { deductedPaise, FEES_TO_LENDER, FEES_TO_THIRD_PARTIES } from "@/lib/terms/charges";
import { isPrincipalTranche, principalTranches, withholdTranches, type Tranche } from "@/lib/terms/loan-start";
import { disbursalDateRefusal } from "./disbursal-date";

type Terms = Pick<Loan, "loan_amount" | "disbursal_detail">;

// The deductions contract section 4 names, in the breakdown's order: the
// upfront charges and the upfront EMI, which is instalment 1, not a charge,
// but is kept back from the payout all the same. The downpayment is paid by
// the customer, the coupon given to them and hold_amount is not a charge, so
// none of them reduces what is paid out.
export const TRANCHE_DEDUCTIONS = [...FEES_TO_LENDER, "upfront_emi", ...FEES_TO_THIRD_PARTIES] as const satisfies readonly (keyof Tranche &
  keyof DisbursalBreakdown)[];

const trancheDeductedPaise = (tranche: Tranche) => sumPaise(TRANCHE_DEDUCTIONS.map((field) => tranche[field] ?? 0));

/** Each withhold tranche's release, due on its date, none recorded yet: operations record them later (contract v3 section 6). */
export const pendingReleases = (terms: Terms): WithheldRelease[] =>
  releasedLater(terms).map(({ date }) => ({ date, released_at: null, amount: null, transaction_id: null }));

/**
 * What a disbursal pays, component by component (contract v3 section 6):
 * `net` is the Key Facts Statement's `paid_at_disbursal`, `gross` the
 * principal tranches' amounts (the whole amount without tranches), so that
 * gross less the deductions is net. `net` is not floored, so terms that pay nothing show as
 * such.
 */
export function disbursalBreakdown(terms: Terms): DisbursalBreakdown {
  const withheld = sumPaise(withholdTranches(terms).map((tranche) => tranche.amount));
  const deductions = Object.fromEntries(TRANCHE_DEDUCTIONS.map((field) => [field, toRupees(deductedPaise(terms, field))])) as Record<
    (typeof TRANCHE_DEDUCTIONS)[number],
    number
  >;
  return {
    gross: terms.disbursal_detail === undefined ? terms.loan_amount : toRupees(sumPaise(principalTranches(terms).map((tranche) => tranche.amount))),
    ...deductions,
    withheld: toRupees(withheld),
    net: toRupees(paidAtDisbursalPaise(terms)),
    withheld_releases: pendingReleases(terms),
  };
}

/**
 * Why the terms pay out nothing, or less than nothing: a principal tranche
 * whose deductions take all of it (booking refuses these since contract v2,
 * older loans may hold them), or no principal money left at all.
 */
export function nothingToPayIssues(terms: Terms): FieldIssue[] {
  const issues: FieldIssue[] = [];
  terms.disbursal_detail?.forEach((tranche, index) => {
    if (isPrincipalTranche(tranche) && trancheDeductedPaise(tranche) >= toPaise(tranche.amount)) {
      issues.push({ path: `disbursal_detail[${index}]`, message: "deductions take the whole tranche: nothing of it would be paid out" });
    }
  });
  if (issues.length === 0 && paidAtDisbursalPaise(terms) <= 0) {
    issues.push({ path: "disbursal_detail", message: "pays out nothing: there is no principal tranche left after deductions (withhold tranches are not paid out)" });
  }
  return issues;
}

/** The breakdown of the net amount due, or 422 `inconsistent_terms` when the terms would pay nothing. */
export function netAmountDue(terms: Terms): DisbursalBreakdown {
  const issues = nothingToPayIssues(terms);
  if (issues.length > 0) throw fieldsError("inconsistent_terms", "The loan's tranches leave nothing to pay out", issues);
  return disbursalBreakdown(terms);
}

/** A stated amount must be the net amount due within ₹1, else 422 `disbursal_amount_mismatch` naming the expected one. */
export function assertAmountMatches(stated: number | undefined, due: DisbursalBreakdown): void {
  if (stated === undefined || withinOneRupee(stated, due.net)) return;
  throw new AppError("disbursal_amount_mismatch", `The amount is not the net amount due, ${due.net.toFixed(2)}`, { expected: due.net });
}

/** What a disbursal now would pay, for showing before it is confirmed: the breakdown, or why it cannot happen now. */
export type DisbursalDue = { payable: true; breakdown: DisbursalBreakdown } | { payable: false; reasons: string[] };

export function disbursalDue(terms: Terms, now: Date = new Date()): DisbursalDue {
  const refusal = disbursalDateRefusal(terms, now);
  if (refusal) return { payable: false, reasons: [refusal.message] };
  const issues = nothingToPayIssues(terms);
  if (issues.length > 0) return { payable: false, reasons: issues.map((issue) => `The loan's tranches leave nothing to pay out: ${issue.path} ${issue.message}`) };
  return { payable: true, breakdown: disbursalBreakdown(terms) };
}
