import { AppError } from "@/lib/errors/app-error";
import type { PolicyConfig } from "@/lib/policy/config";
import { CREDIT_FIELDS } from "@/lib/policy/evaluate-policy";
import type { BookingConsents, Exposure } from "@/lib/policy/policy-rule";
import { ruleFor } from "@/lib/policy/partner-view";
import type { Loan } from "@/lib/schemas/loan";
import type { LoanFigures } from "@/lib/terms/loan-figures";
import type { LoanStatus } from "@/lib/schemas/loan-status";
import { changedFields } from "./merge-patch";
import { decide, type Decision } from "@/lib/loan-records/policy-evaluations";

const isCreditField = (field: string): boolean => (CREDIT_FIELDS as readonly string[]).includes(field);

/** Whether an update given as these top-level fields could change what the policy reads. */
export const mayChangeCredit = (fields: readonly string[]): boolean => fields.some(isCreditField);

/**
 * Contract section 5: an update that changes a credit-relevant field is
 * decided by the current policy on the loan as it would stand. An Approved
 * loan gets the new decision (the evaluation and what it was given) to
 * store with the update, if it still approves; otherwise the update is
 * refused, naming the failed rules. A Rejected loan takes no such change.
 * Null when no credit-relevant field changes: the stored evaluation stands.
 */
export function reevaluateUpdate({
  status,
  before,
  after,
  exposure,
  consents,
  judgedOn,
  figures,
  policy,
}: {
  status: LoanStatus;
  before: Loan;
  after: Loan;
  /** The customer's other live Approved loans, this one excluded. */
  exposure: Exposure | null;
  /** The consents recorded with the booking: the consent rule judges them against the booking's day, not the update's. */
  consents: BookingConsents;
  /** The IST date of the update: the start of a loan with no principal tranche. */
  judgedOn: string;
  /** The updated loan's figures on `judgedOn`, worked out for the terms checks. */
  figures: LoanFigures;
  /** The policy version in force. */
  policy: PolicyConfig;
}): Decision | null {
  const changed = changedFields(before, after).filter(isCreditField);
  if (changed.length === 0) return null;
  if (status !== "Approved") {
    throw new AppError(
      "loan_rejected",
      `The loan was rejected, so its credit terms cannot be changed (${changed.join(", ")}); book a new application instead`,
      { fields: changed },
    );
  }
  const decision = decide({ loan: after, judgedOn, exposure, consents }, policy, figures);
  const { evaluation } = decision;
  if (evaluation.outcome !== "Approved") {
    // Only partners change loans, so the refusal is worded as they may see it.
    const rules = evaluation.rules.filter((rule) => rule.passed === false).map((rule) => ruleFor("partner", rule)).map(({ code, message }) => ({ code, message }));
    throw new AppError(
      "policy_rejects_update",
      `The policy would no longer approve the loan with this update, so nothing was stored: ${rules.map((rule) => rule.message).join("; ")}`,
      { rules },
    );
  }
  return decision;
}
