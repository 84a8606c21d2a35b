import { AppError } from "@/lib/errors/app-error";
import { loanPatchSchema, loanSchema, type Loan } from "@/lib/schemas/loan";
import type { UpdateResult } from "@/lib/schemas/loan-responses";
import { parseInput } from "@/lib/schemas/parse";
import { eventRows } from "./audit";
import { coApplicantRows } from "./co-applicants";
import { assertIdentifiersUnchanged } from "./customer-identifiers";
import { assertKnownIfsc } from "./ifsc-check";
import { assertKycVerified } from "./kyc-check";
import { etagOf, loanBodyOf, sealLoanBody } from "./loan-record";
import { changeLoan } from "./loan-store";
import { changedFields, mergePatch } from "./merge-patch";
import { presentUpdate } from "./present-loan";
import { assertTermsConsistent } from "./terms-consistency";

export type UpdateMode = "put" | "patch";

function matchesEtag(ifMatch: string, etag: string): boolean {
  return ifMatch
    .split(",")
    .map((tag) => tag.trim().replace(/^W\//, ""))
    .some((tag) => tag === "*" || tag === etag);
}

const disbursedError = () => new AppError("loan_disbursed", "The loan has been disbursed; its details can no longer be updated");

/**
 * A full (PUT) or partial (PATCH) update, decided on the loan as it stands
 * inside the write (lib/loans/loan-store.ts), so an update can never land
 * after a disbursal, whatever the timing.
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

  const updated = await changeLoan(partnerId, leadId, (record) => {
    if (record.disbursedAt) throw disbursedError();
    if (ifMatch && !matchesEtag(ifMatch, etagOf(record))) {
      throw new AppError("precondition_failed", "The loan has changed since the given ETag", { etag: etagOf(record) });
    }
    const before = loanBodyOf(record);
    const after: Loan = replacement ?? parseInput(loanSchema, mergePatch(before, patch ?? {}));
    assertKnownIfsc(after);
    assertKycVerified(after);
    assertIdentifiersUnchanged(before, after);
    assertTermsConsistent(after);
    const fields = changedFields(before, after);
    return {
      ...sealLoanBody(record.id, after),
      loanAmount: after.loan_amount,
      coApplicants: fields.includes("co_applicant_details") ? coApplicantRows(record.id, after.co_applicant_details, record.coApplicants) : null,
      events: eventRows([{ loanId: record.id, partnerId, actor, type: "updated", data: { method: mode.toUpperCase(), fields } }]),
    };
  });
  return { result: presentUpdate(updated), etag: etagOf(updated) };
}
