import { write } from "@/lib/db/client";
import { AppError } from "@/lib/errors/app-error";
import { loanPatchSchema, loanSchema, type Loan } from "@/lib/schemas/loan";
import type { UpdateResult } from "@/lib/schemas/loan-responses";
import { parseInput } from "@/lib/schemas/parse";
import { recordEvents } from "./audit";
import { replaceCoApplicants } from "./co-applicants";
import { assertIdentifiersUnchanged } from "./customer-identifiers";
import { findPartnerLoan, findPartnerLoanForUpdate } from "./find-loan";
import { assertKycVerified } from "./kyc-check";
import { etagOf, loanBodyOf } from "./loan-record";
import { changedFields, mergePatch } from "./merge-patch";
import { presentUpdate } from "./present-loan";

export type UpdateMode = "put" | "patch";

/** Lost a race with another write of the same loan; the update is tried again. */
class ConcurrentWrite extends Error {}

const ATTEMPTS = 5;

function matchesEtag(ifMatch: string, etag: string): boolean {
  return ifMatch
    .split(",")
    .map((tag) => tag.trim().replace(/^W\//, ""))
    .some((tag) => tag === "*" || tag === etag);
}

const disbursedError = () => new AppError("loan_disbursed", "The loan has been disbursed; its details can no longer be updated");

/**
 * A full (PUT) or partial (PATCH) update. The write is conditional on the
 * version read and on the loan not being disbursed, so an update can never
 * land after a disbursal, whatever the timing.
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

  for (let attempt = 1; ; attempt++) {
    try {
      return await write(async (tx) => {
        const record = await findPartnerLoanForUpdate(tx, partnerId, leadId);
        if (record.disbursedAt) throw disbursedError();
        if (ifMatch && !matchesEtag(ifMatch, etagOf(record))) {
          throw new AppError("precondition_failed", "The loan has changed since the given ETag", { etag: etagOf(record) });
        }
        const before = loanBodyOf(record);
        const after: Loan = replacement ?? parseInput(loanSchema, mergePatch(before, patch ?? {}));
        assertKycVerified(after);
        assertIdentifiersUnchanged(before, after);
        const fields = changedFields(before, after);

        const { count } = await tx.loan.updateMany({
          where: { id: record.id, version: record.version, disbursedAt: null },
          data: { body: JSON.stringify(after), loanAmount: after.loan_amount, version: { increment: 1 } },
        });
        if (count === 0) throw new ConcurrentWrite();
        if (fields.includes("co_applicant_details")) {
          await replaceCoApplicants(tx, record.id, after.co_applicant_details, record.coApplicants);
        }
        await recordEvents(tx, [{ loanId: record.id, partnerId, actor, type: "updated", data: { method: mode.toUpperCase(), fields } }]);
        const updated = await findPartnerLoan(tx, partnerId, leadId);
        return { result: presentUpdate(updated), etag: etagOf(updated) };
      });
    } catch (error) {
      if (!(error instanceof ConcurrentWrite) || attempt >= ATTEMPTS) throw error;
    }
  }
}
