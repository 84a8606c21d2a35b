import "server-only";
import { needsNewVerification, verifyAccount } from "@/lib/bank-verification/verify-account";
import { todayInIndia } from "@/lib/calendar/india-day";
import { AppError } from "@/lib/errors/app-error";
import { loanPatchSchema, loanSchema, type Loan } from "@/lib/schemas/loan";
import type { UpdateResult } from "@/lib/schemas/loan-responses";
import { parseInput } from "@/lib/schemas/parse";
import { maturesOn } from "@/lib/policy/maturity";
import { releasedPolicy } from "@/lib/policy-versions/released-policy";
import { assertMandateAllows } from "@/lib/nach/mandate-guard";
import { eventRows, policyEvaluatedEvent, type LoanEvent } from "@/lib/loan-records/audit";
import { updateDetail } from "./audit-values";
import { coApplicantRows } from "./co-applicants";
import { assertIdentifiersUnchanged } from "./customer-identifiers";
import { exposureQuery, type ExposureQuery } from "@/lib/loan-records/exposure";
import { recordRefusedUpdate, refusedOnExposure, watchExposureProbes } from "@/lib/loan-records/exposure-probes";
import { assertKnownIfsc } from "./ifsc-check";
import { assertKycVerified } from "./kyc-check";
import { ifMatchAllows } from "./if-match";
import { etagOf, loanBodyOf, sealLoanBody, statusOf, type LoanRecord } from "@/lib/loan-records/loan-record";
import { bookingConsentsOf } from "./consent-records";
import { changeLoan, type ConsentsFor, type ExposureFor } from "./loan-store";
import { changedFields, mergePatch } from "./merge-patch";
import { mayChangeCredit, reevaluateUpdate } from "./policy-on-update";
import { evaluationRow } from "@/lib/loan-records/policy-evaluations";
import { presentUpdate } from "./present-loan";
import { loanFigures } from "@/lib/terms/loan-figures";
import { assertTermsConsistent } from "./terms-consistency";
import { issuedEventData } from "@/lib/kfs/current-version";
import { versionOnChange } from "@/lib/kfs/issue-on-change";

export type UpdateMode = "put" | "patch";

const disbursedError = () => new AppError("loan_disbursed", "The loan has been disbursed; its details can no longer be updated");

/**
 * A full (PUT) or partial (PATCH) update, decided on the loan as it stands
 * inside the write (lib/loans/loan-store.ts), so an update can never land
 * after a disbursal, whatever the timing, and the policy re-runs on what is
 * actually stored. Checks in this order: 404, 409 loan_disbursed, 412, 400
 * (the merged body), 409 nach_mandate_active (whatever else the update
 * does, the mandate's bank and amount bind it), 422 kyc_not_verified, 422
 * customer_identifier_immutable, 422 inconsistent_terms, 409 loan_rejected,
 * 422 policy_rejects_update.
 */
export async function updateLoan({
  partnerId,
  leadId,
  input,
  mode,
  ifMatch,
  actor,
}: {
  partnerId: string;
  leadId: string;
  input: unknown;
  mode: UpdateMode;
  ifMatch?: string | null;
  actor: string;
}): Promise<{ result: UpdateResult; etag: string }> {
  const replacement = mode === "put" ? parseInput(loanSchema, input) : null;
  const patch = mode === "patch" ? parseInput(loanPatchSchema, input) : null;

  // Only an update that may change what the policy reads, of a loan it
  // would re-run on, takes the PAN lock and counts the customer's loans.
  const mayReevaluate = mode === "put" || mayChangeCredit(Object.keys(patch ?? {}));
  // The PAN the policy counted, if it did: its verdict is one more the partner has had on that customer.
  const counted: { probe: { leadId: string; query: ExposureQuery } | null } = { probe: null };
  const reevaluable = (record: LoanRecord) => mayReevaluate && !record.disbursedAt && statusOf(record) === "Approved";
  const exposureFor: ExposureFor = (record) => {
    const query = reevaluable(record) ? exposureQuery(loanBodyOf(record)) : null;
    counted.probe = query && { leadId: record.id, query };
    return query;
  };
  const consentsFor: ConsentsFor = reevaluable;

  const policy = await releasedPolicy();
  const updated = await changeLoan(partnerId, leadId, (record, { exposure, activeMandate, bookingConsents, kfs }) => {
    if (record.disbursedAt) throw disbursedError();
    const match = ifMatch ? ifMatchAllows(ifMatch, etagOf(record)) : ({ allowed: true } as const);
    if (!match.allowed) {
      const message = match.weak
        ? "A weak ETag (W/...) never matches If-Match; send the loan's ETag as it was given"
        : "The loan has changed since the given ETag";
      throw new AppError("precondition_failed", message, { etag: etagOf(record) });
    }
    const before = loanBodyOf(record);
    const after: Loan = replacement ?? parseInput(loanSchema, mergePatch(before, patch ?? {}));
    assertKnownIfsc(after);
    assertMandateAllows({ active: activeMandate, before, after });
    assertKycVerified(after);
    assertIdentifiersUnchanged(before, after);
    const now = new Date();
    const judgedOn = todayInIndia(now);
    const figures = loanFigures(after, judgedOn);
    assertTermsConsistent(after, judgedOn, figures);
    // Read whenever the policy may re-run; otherwise the decision below never reaches the consent rule.
    const consents = bookingConsents ?? bookingConsentsOf([], record.createdAt);
    const decision = reevaluateUpdate({ status: statusOf(record), before, after, exposure, consents, judgedOn, figures, policy });
    const evaluation = decision?.evaluation;
    const fields = changedFields(before, after);
    const events: LoanEvent[] = [
      { loanId: record.id, partnerId, actor, type: "updated", data: { method: mode.toUpperCase(), fields }, detail: updateDetail(before, after) },
    ];
    if (evaluation) events.push({ loanId: record.id, partnerId, actor, type: "policy_evaluated", data: policyEvaluatedEvent(evaluation, "update") });
    // Contract v3 section 12: a change of the terms hash issues a KFS version in the update's transaction.
    const issued = kfs ? versionOnChange(kfs, record, after, figures, now) : null;
    if (issued) events.push({ loanId: record.id, partnerId, actor, type: "kfs_issued", data: issuedEventData(issued.kfs, "update") });
    return {
      ...sealLoanBody(record.id, after),
      loanAmount: after.loan_amount,
      // Every field the schedule is worked from is credit-relevant: without a new evaluation the last due date stands.
      maturesOn: decision ? maturesOn(after, judgedOn, decision.figures) : record.maturesOn,
      policy: evaluation ? JSON.stringify(evaluation) : record.policy,
      policyVersion: evaluation?.version ?? record.policyVersion,
      coApplicants: fields.includes("co_applicant_details") ? coApplicantRows(record.id, after.co_applicant_details, record.coApplicants) : null,
      events: eventRows(events, now),
      evaluation: decision ? evaluationRow({ loanId: record.id, partnerId, trigger: "update", decision, now }) : null,
      kfsVersion: issued?.row ?? null,
      verification: statusOf(record) === "Approved" && needsNewVerification(before, after) ? verifyAccount({ loanId: record.id, loan: after, actor, now }) : null,
    };
  }, exposureFor, consentsFor).catch(async (error: unknown) => {
    if (counted.probe && refusedOnExposure(error)) await recordRefusedUpdate({ partnerId, actor, ...counted.probe });
    throw error;
  });
  if (counted.probe) await watchExposureProbes({ partnerId, ...counted.probe });
  return { result: presentUpdate(updated), etag: etagOf(updated) };
}
