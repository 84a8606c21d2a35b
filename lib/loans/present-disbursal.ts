import type { DisbursalRecord } from "@/lib/schemas/loan-responses";

export function presentDisbursal(
  loan: { id: string; loanAccountNumber: string },
  disbursal: { amount: number; transactionTime: Date; transactionId: string | null },
): DisbursalRecord {
  return {
    lead_id: loan.id,
    loan_account_number: loan.loanAccountNumber,
    status: "Disbursed",
    amount: disbursal.amount,
    transaction_time: disbursal.transactionTime.toISOString(),
    transaction_id: disbursal.transactionId,
  };
}
