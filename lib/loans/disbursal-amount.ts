import { AppError, fieldsError, type FieldIssue } from "@/lib/errors/app-error";
import { DISBURSAL_TYPE } from "@/lib/schemas/enums";
import type { DisbursalBreakdown } from "@/lib/schemas/disbursal";
import type { Loan } from "@/lib/schemas/loan";
import { sumPaise, toPaise, toRupees, withinOneRupee } from "@/lib/money/paise";

type Terms = Pick<Loan, "loan_amount" | "disbursal_detail">;
type Tranche = NonNullable<Loan["disbursal_detail"]>[number];

// The deductions contract section 4 names. The downpayment is paid by the
// customer, the coupon given to them and hold_amount is not a charge, so none
// of them reduces what is paid out.
export const TRANCHE_DEDUCTIONS = ["processing_fee", "gst", "pre_emi", "subvention", "upfront_emi", "insurance"] as const satisfies readonly (keyof Tranche &
  keyof DisbursalBreakdown)[];

const isPrincipal = (tranche: Tranche) => tranche.disbursal_type === DISBURSAL_TYPE.principal;
const deductedPaise = (tranche: Tranche) => sumPaise(TRANCHE_DEDUCTIONS.map((field) => tranche[field] ?? 0));

/**
 * What a disbursal pays, component by component: the principal tranches'
 * amounts and deductions summed, the withhold tranches' amounts as withheld.
 * `net` is not floored, so terms that pay nothing show as such.
 */
export function disbursalBreakdown(terms: Terms): DisbursalBreakdown {
  const tranches = terms.disbursal_detail;
  const principal = tranches?.filter(isPrincipal) ?? [];
  const gross = tranches === undefined ? toPaise(terms.loan_amount) : sumPaise(principal.map((tranche) => tranche.amount));
  const deductions = Object.fromEntries(TRANCHE_DEDUCTIONS.map((field) => [field, sumPaise(principal.map((tranche) => tranche[field] ?? 0))])) as Record<
    (typeof TRANCHE_DEDUCTIONS)[number],
    number
  >;
  const withheld = sumPaise(tranches?.filter((tranche) => !isPrincipal(tranche)).map((tranche) => tranche.amount) ?? []);
  const net = gross - TRANCHE_DEDUCTIONS.reduce((total, field) => total + deductions[field], 0);
  return {
    gross: toRupees(gross),
    ...(Object.fromEntries(TRANCHE_DEDUCTIONS.map((field) => [field, toRupees(deductions[field])])) as Record<(typeof TRANCHE_DEDUCTIONS)[number], number>),
    withheld: toRupees(withheld),
    net: toRupees(net),
  };
}

/**
 * Why the terms pay out nothing, or less than nothing: a principal tranche
 * whose deductions take all of it (booking refuses these since contract v2,
 * older loans may hold them), or no principal tranche at all.
 */
export function nothingToPayIssues(terms: Terms): FieldIssue[] {
  const issues: FieldIssue[] = [];
  terms.disbursal_detail?.forEach((tranche, index) => {
    if (isPrincipal(tranche) && deductedPaise(tranche) >= toPaise(tranche.amount)) {
      issues.push({ path: `disbursal_detail[${index}]`, message: "deductions take the whole tranche: nothing of it would be paid out" });
    }
  });
  if (issues.length === 0 && toPaise(disbursalBreakdown(terms).net) <= 0) {
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

/** What a disbursal would pay now, for showing before it is confirmed: the breakdown, or why nothing can be paid. */
export type DisbursalDue = { payable: true; breakdown: DisbursalBreakdown } | { payable: false; reasons: string[] };

export function disbursalDue(terms: Terms): DisbursalDue {
  const issues = nothingToPayIssues(terms);
  if (issues.length > 0) return { payable: false, reasons: issues.map((issue) => `${issue.path} ${issue.message}`) };
  return { payable: true, breakdown: disbursalBreakdown(terms) };
}
