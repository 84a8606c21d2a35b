import { sumPaise, toRupees } from "@/lib/money/paise";
import type { KfsFee } from "@/lib/schemas/kfs";
import type { Loan } from "@/lib/schemas/loan";
import { principalTranches } from "./loan-start";

/**
 * The upfront charges of contract v3 sections 5 and 11: what is deducted
 * from the borrower's payout other than an instalment. Payable to the lender:
 * the processing fee, its GST, pre-EMI interest and subvention (deducted from
 * the borrower's payout, so the borrower bears it); to a third party through
 * the lender: insurance. An upfront EMI is instalment 1, never a fee; the
 * downpayment, coupon and hold amount must be 0 (section 4).
 */
export const FEES_TO_LENDER = ["processing_fee", "gst", "pre_emi", "subvention"] as const;
export const FEES_TO_THIRD_PARTIES = ["insurance"] as const;
export type FeeType = KfsFee["type"];

/** A deduction summed over the principal tranches, in paise (withhold tranches carry none). */
export const deductedPaise = (loan: Pick<Loan, "disbursal_detail">, field: FeeType | "upfront_emi"): number =>
  sumPaise(principalTranches(loan).map((tranche) => tranche[field] ?? 0));

const feesOf = (loan: Pick<Loan, "disbursal_detail">, types: readonly FeeType[]): KfsFee[] =>
  types.map((type) => ({ type, amount: toRupees(deductedPaise(loan, type)) })).filter((fee) => fee.amount > 0);

export const upfrontFees = (loan: Pick<Loan, "disbursal_detail">): { to_lender: KfsFee[]; to_third_parties: KfsFee[] } => ({
  to_lender: feesOf(loan, FEES_TO_LENDER),
  to_third_parties: feesOf(loan, FEES_TO_THIRD_PARTIES),
});

/** Every upfront charge together, in paise: what the `upfront_charges` rule limits and RBI's row 6 sums. */
export const upfrontChargesPaise = (loan: Pick<Loan, "disbursal_detail">): number =>
  [...FEES_TO_LENDER, ...FEES_TO_THIRD_PARTIES].reduce((sum, type) => sum + deductedPaise(loan, type), 0);
