import { aprForRead } from "@/lib/kfs/read-apr";
import { rejectionReason } from "@/lib/policy/evaluate-policy";
import { rulesFor, type RuleAudience } from "@/lib/policy/partner-view";
import type { CoolingOffExit } from "@/lib/schemas/cooling-off-exit";
import type { StoredConsent } from "@/lib/schemas/consents";
import type { Loan } from "@/lib/schemas/loan";
import type { CoApplicantSummary, LoanReadExtras, LoanSummary, UpdateResult } from "@/lib/schemas/loan-responses";
import { loanBodyOf, loanBodyTextOf, policyOf, statusOf, type LoanRecord } from "@/lib/loan-records/loan-record";

export function coApplicantSummaries(record: Pick<LoanRecord, "coApplicants">): CoApplicantSummary[] {
  return record.coApplicants.map((row) => ({ co_applicant_id: row.id, co_full_name: row.fullName, co_relation: row.relation }));
}

export type LoanView = Loan & LoanReadExtras;

/** What the read shows beside the loan row, each kept in a table of its own. */
export interface LoanReadParts {
  /** The latest mandate, or null. */
  physicalNach: LoanReadExtras["physical_nach"];
  consents: StoredConsent[];
  coolingOffExit: CoolingOffExit | null;
  verification: LoanReadExtras["bank_account_verification"];
  agreement: LoanReadExtras["agreement"];
}

/**
 * The server's fields of the read, which follow the body's. The decision is
 * shown as `audience` may see it; the rejection reason is made again from
 * the stored rules, so that a reason stored before partners stopped seeing
 * the exposure rule's figures shows none either.
 */
function readExtras(record: LoanRecord, { physicalNach, consents, coolingOffExit, verification, agreement }: LoanReadParts, audience: RuleAudience): LoanReadExtras {
  const status = statusOf(record);
  const policy = policyOf(record);
  return {
    lead_id: record.id,
    status,
    loan_account_number: record.loanAccountNumber,
    ...(status === "Approved" ? { loan_ac_no: record.loanAccountNumber, apr: aprForRead(record) } : { rejection_reason: rejectionReason(policy.version, policy.rules) ?? record.rejectionReason ?? "" }),
    disbursed: record.disbursedAt !== null,
    disbursed_at: record.disbursedAt?.toISOString() ?? null,
    physical_nach: physicalNach,
    cooling_off_exit: coolingOffExit,
    agreement,
    bank_account_verification: verification,
    co_applicants: coApplicantSummaries(record),
    consents,
    policy: { version: policy.version, rules: rulesFor(audience, policy.rules) },
    created_at: record.createdAt.toISOString(),
    updated_at: record.updatedAt.toISOString(),
  };
}

/** The read of contract section 6: the body as it stands plus the server's fields, for `audience`. */
export function presentLoan(record: LoanRecord, parts: LoanReadParts, audience: RuleAudience): LoanView {
  return { ...loanBodyOf(record), ...readExtras(record, parts, audience) };
}

/**
 * `JSON.stringify(presentLoan(...))`, made without parsing the stored body:
 * decrypted, it is already the normalised JSON the read starts with, so it is joined to
 * the server's fields as text (parsing and re-serialising some 3 KB was a
 * tenth of an API read, docs/performance.md). The loan schema is strict, so
 * no body field shares a name with a server field, and has required fields,
 * so the body is never `{}`.
 */
export function presentLoanJson(record: LoanRecord, parts: LoanReadParts): string {
  const extras = JSON.stringify(readExtras(record, parts, "partner"));
  return `${loanBodyTextOf(record).slice(0, -1)},${extras.slice(1)}`;
}

export function presentUpdate(record: LoanRecord): UpdateResult {
  return {
    lead_id: record.id,
    loan_account_number: record.loanAccountNumber,
    status: statusOf(record),
    co_applicants: coApplicantSummaries(record),
  };
}

type SummaryFields = Pick<
  LoanRecord,
  "id" | "partnerLoanId" | "loanAccountNumber" | "status" | "fullName" | "loanAmount" | "disbursedAt" | "createdAt" | "updatedAt"
>;

export function presentSummary(record: SummaryFields): LoanSummary {
  return {
    lead_id: record.id,
    partner_loan_id: record.partnerLoanId,
    loan_account_number: record.loanAccountNumber,
    status: statusOf(record),
    full_name: record.fullName,
    loan_amount: record.loanAmount,
    disbursed: record.disbursedAt !== null,
    disbursed_at: record.disbursedAt?.toISOString() ?? null,
    created_at: record.createdAt.toISOString(),
    updated_at: record.updatedAt.toISOString(),
  };
}
