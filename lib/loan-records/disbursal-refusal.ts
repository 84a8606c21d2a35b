import type { Queries } from "@/lib/db/transactions";
import type { Loan } from "@/lib/schemas/loan";
import type { LoanRecord } from "./loan-record";

/** A disbursal about to be recorded, as its refusals (lib/loans/disburse-loan.ts, REFUSALS) read it. */
export interface PendingDisbursal {
  record: LoanRecord;
  loan: Loan;
  transactionTime: Date;
}

/** One answer of the contract's order: throws its refusal, or lets the disbursal go on. */
export type Refusal = (queries: Queries, pending: PendingDisbursal) => void | Promise<void>;
