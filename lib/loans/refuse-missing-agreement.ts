import "server-only";
import { AppError } from "@/lib/errors/app-error";
import { acceptedCurrentVersion } from "@/lib/kfs/accepted-terms";
import type { Refusal } from "@/lib/loan-records/disbursal-refusal";
import { findAgreement } from "./loan-agreement";

export const agreementBeforeKfs = (acceptedAt: Date) =>
  new AppError("agreement_before_kfs", "The agreement was executed before the borrower accepted the current Key Facts Statement: record the agreement executed after the acceptance", {
    accepted_at: acceptedAt.toISOString(),
  });

/**
 * Contract v3 section 6: 409 `agreement_missing` without an agreement
 * record (an `agreement_date` in the body does not count), and
 * `agreement_before_kfs` for one executed at or before the acceptance the
 * disbursal relies on: a later acceptance of new terms needs a new agreement.
 */
export const agreementRecorded: Refusal = async (queries, { record }) => {
  const agreement = await findAgreement(queries, record.id);
  if (!agreement) {
    throw new AppError("agreement_missing", "The loan has no agreement recorded: POST the executed agreement to .../agreement/ first (an agreement_date in the loan body does not count)");
  }
  const accepted = await acceptedCurrentVersion(queries, record);
  if (accepted?.acceptedAt && new Date(agreement.executed_at).getTime() <= accepted.acceptedAt.getTime()) throw agreementBeforeKfs(accepted.acceptedAt);
};
