import "server-only";
import { todayInIndia } from "@/lib/calendar/india-day";
import { AppError, validationError } from "@/lib/errors/app-error";
import { acceptedCurrentVersion } from "@/lib/kfs/accepted-terms";
import { notAcceptedError } from "@/lib/kfs/refuse-unaccepted-kfs";
import { agreementRequestSchema, type Agreement } from "@/lib/schemas/agreement";
import type { Loan } from "@/lib/schemas/loan";
import { parseInput } from "@/lib/schemas/parse";
import { recordEvents } from "@/lib/loan-records/audit";
import { changeLockedLoan } from "@/lib/loan-records/find-loan";
import { storeAgreement } from "./loan-agreement";
import { loanBodyOf, sealLoanBody } from "@/lib/loan-records/loan-record";
import { agreementBeforeKfs } from "./refuse-missing-agreement";
import type { LoanCommand } from "@/lib/loan-records/loan-command";

/**
 * Records the executed loan agreement (contract v3 section 12), in this
 * order: 400 (the body; executed_at in the future), 404, 409
 * `loan_not_approved`, 409 `already_disbursed`, 409
 * `disbursal_date_missing`, 409 `kfs_not_accepted` (no acceptance of the
 * loan's terms as they stand), 409 `agreement_before_kfs`. It replaces the
 * loan's earlier agreement (kept in its events) and sets `agreement_date`
 * (executed_at's IST date) and `agreement_signature_type` in the body,
 * without re-running the policy: neither is credit-relevant.
 */
export async function recordAgreement({ partnerId, leadId, input, actor, now = new Date() }: LoanCommand): Promise<Agreement> {
  const request = parseInput(agreementRequestSchema, input);
  if (request.executed_at.getTime() > now.getTime()) throw validationError([{ path: "executed_at", message: "must not be in the future" }]);
  return changeLockedLoan(partnerId, leadId, async (queries, record) => {
    if (record.status !== "Approved") throw new AppError("loan_not_approved", "Only an Approved loan takes an agreement", { status: record.status });
    if (record.disbursedAt) {
      throw new AppError("already_disbursed", "The loan has already been disbursed: its agreement can no longer change", { disbursed_at: record.disbursedAt.toISOString() });
    }
    const accepted = await acceptedCurrentVersion(queries, record);
    if (!accepted?.acceptedAt) throw notAcceptedError();
    if (request.executed_at.getTime() <= accepted.acceptedAt.getTime()) throw agreementBeforeKfs(accepted.acceptedAt);
    const agreement: Agreement = {
      lead_id: record.id,
      executed_at: request.executed_at.toISOString(),
      signature_type: request.signature_type,
      document_sha256: request.document_sha256,
      reference: request.reference ?? null,
      kfs_id: accepted.id,
      recorded_at: now.toISOString(),
    };
    await storeAgreement(queries, agreement);
    const loan: Loan = { ...loanBodyOf(record), agreement_date: todayInIndia(request.executed_at), agreement_signature_type: request.signature_type };
    await queries
      .updateTable("Loan")
      .set((eb) => ({ body: sealLoanBody(record.id, loan).body, version: eb("version", "+", 1), updatedAt: now }))
      .where("id", "=", record.id)
      .execute();
    await recordEvents(queries, [{ loanId: record.id, partnerId, actor, type: "agreement_recorded", data: { ...agreement } }]);
    return agreement;
  });
}
