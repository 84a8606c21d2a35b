import type { Prisma } from "@/lib/generated/sqlite/client";
import type { Loan } from "@/lib/schemas/loan";
import type { PolicyEvaluation } from "@/lib/schemas/policy";
import type { LoanStatus } from "@/lib/schemas/loan-status";

/** What every loan read selects: the row with its co-applicants in order. */
export const loanRecordInclude = {
  coApplicants: { orderBy: { position: "asc" } },
} satisfies Prisma.LoanInclude;

export type LoanRecord = Prisma.LoanGetPayload<{ include: typeof loanRecordInclude }>;

// The body and the evaluation were validated before they were stored, and
// only this module's writers store them.
export const loanBodyOf = (record: { body: string }): Loan => JSON.parse(record.body) as Loan;
export const policyOf = (record: { policy: string }): PolicyEvaluation => JSON.parse(record.policy) as PolicyEvaluation;
export const statusOf = (record: { status: string }): LoanStatus => (record.status === "Approved" ? "Approved" : "Rejected");

/** A weak validator is enough: it changes with every write of the loan. */
export const etagOf = (record: { id: string; version: number }): string => `"${record.id}.${record.version}"`;
