import type { Loan } from "@/lib/schemas/loan";

type Tranche = NonNullable<Loan["disbursal_detail"]>[number];

// What the lender keeps back from the first release. The downpayment is paid
// by the customer and the coupon given to them, so neither reduces it.
const DEDUCTIONS = ["processing_fee", "gst", "pre_emi", "subvention", "upfront_emi", "insurance", "hold_amount"] as const satisfies readonly (keyof Tranche)[];

/** The amount released when the disbursal call names none: loan amount net of the first tranche's deductions. */
export function defaultDisbursalAmount(loan: Pick<Loan, "loan_amount" | "disbursal_detail">): number {
  const first = loan.disbursal_detail?.[0];
  const deducted = first ? DEDUCTIONS.reduce((sum, field) => sum + (first[field] ?? 0), 0) : 0;
  return Math.max(0, Math.round((loan.loan_amount - deducted) * 100) / 100);
}
