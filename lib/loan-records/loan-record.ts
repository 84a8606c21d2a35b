import { loanPanHash } from "@/lib/crypto/pan-lookup";
import { LOAN_BODY, openText, sealText } from "@/lib/crypto/sealed-columns";
import type { CoApplicantRow, LoanRow } from "@/lib/db/tables";
import type { Loan } from "@/lib/schemas/loan";
import type { PolicyEvaluation } from "@/lib/schemas/policy";
import type { LoanStatus } from "@/lib/schemas/loan-status";

/** A loan as it is read: the row with its co-applicants in order. */
export type LoanRecord = LoanRow & { coApplicants: CoApplicantRow[] };

/**
 * `Loan.body` is kept encrypted, bound to the loan's id, with the keyed hash
 * of the borrower's PAN beside it. It is decrypted only by the code paths
 * that show or change the body; lists and searches use the copied columns.
 */
export const sealLoanBody = (leadId: string, loan: Loan): { body: string; panHash: string | null } => ({
  body: sealText(LOAN_BODY, leadId, JSON.stringify(loan)),
  panHash: loanPanHash(loan),
});

export const loanBodyTextOf = (record: { id: string; body: string }): string => openText(LOAN_BODY, record.id, record.body);

// The body and the evaluation were validated before they were stored, and
// only this module's writers store them.
export const loanBodyOf = (record: { id: string; body: string }): Loan => JSON.parse(loanBodyTextOf(record)) as Loan;
export const policyOf = (record: { policy: string }): PolicyEvaluation => JSON.parse(record.policy) as PolicyEvaluation;
export const statusOf = (record: { status: string }): LoanStatus => (record.status === "Approved" ? "Approved" : "Rejected");

/** A weak validator is enough: it changes with every write of the loan. */
export const etagOf = (record: { id: string; version: number }): string => `"${record.id}.${record.version}"`;
