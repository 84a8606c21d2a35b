import type { DisbursalBreakdown } from "@/lib/schemas/disbursal";
import type { DisbursalRecord } from "@/lib/schemas/loan-responses";
import { shownBeneficiary } from "./disbursal-beneficiary";

/** A disbursal row as stored; `breakdown` and `beneficiary` are null on rows from before migration 0010. */
export interface StoredDisbursal {
  id: string;
  amount: number;
  transactionTime: Date;
  transactionId: string | null;
  breakdown: string | null;
  beneficiary: string | null;
}

export function presentDisbursal(loan: { id: string; loanAccountNumber: string }, disbursal: StoredDisbursal): DisbursalRecord {
  return {
    lead_id: loan.id,
    loan_account_number: loan.loanAccountNumber,
    status: "Disbursed",
    amount: disbursal.amount,
    transaction_time: disbursal.transactionTime.toISOString(),
    transaction_id: disbursal.transactionId,
    // Written by disburseLoan from a validated breakdown.
    breakdown: disbursal.breakdown === null ? null : (JSON.parse(disbursal.breakdown) as DisbursalBreakdown),
    beneficiary: disbursal.beneficiary === null ? null : shownBeneficiary(disbursal.id, disbursal.beneficiary),
  };
}
