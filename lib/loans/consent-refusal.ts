import { AppError } from "@/lib/errors/app-error";
import { consentRowsOf } from "./consent-records";
import { DISBURSAL_CONSENTS, purposesNotInForce } from "./consents-in-force";
import type { Refusal } from "@/lib/loan-records/disbursal-refusal";

/**
 * 409 `consent_missing` (contract v3 section 6): the borrower's consents to
 * the bureau pull and to data processing must both be in force when the
 * money is paid; `details.purposes` names those missing or revoked.
 */
export const consentsInForce: Refusal = async (queries, { record }) => {
  const missing = purposesNotInForce(await consentRowsOf(queries, record.id), DISBURSAL_CONSENTS);
  if (missing.length > 0) {
    throw new AppError("consent_missing", `The loan cannot be disbursed without the borrower's consent in force for ${missing.join(" and ")}`, { purposes: missing });
  }
};
