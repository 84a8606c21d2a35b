import type { Loan } from "../schemas/loan";
import type { PolicyEvaluation, PolicyRuleResult } from "../schemas/policy";
import { POLICY, type PolicyConfig } from "./config";
import { ruleFor } from "./partner-view";
import type { Exposure } from "./policy-rule";
import { POLICY_RULES } from "./policy-rules";

/**
 * The fields contract section 5 calls credit-relevant: whatever any rule
 * reads. A change to one of them re-runs the policy (lib/loans/update-loan.ts).
 */
export const CREDIT_FIELDS: readonly (keyof Loan)[] = [...new Set(POLICY_RULES.flatMap((policyRule) => policyRule.reads))];

/** "Credit score ..." -> "credit score ...", but "FOIR ..." and "PAN ..." keep their capitals. */
function inSentence(message: string): string {
  return /^[A-Z][a-z]/.test(message) ? message.charAt(0).toLowerCase() + message.slice(1) : message;
}

/**
 * The sentence a Rejected loan carries, naming its failed rules as partners
 * may see them: it goes to the partner with the booking and the read, so
 * the exposure rule says only that the lender's limit was passed.
 */
export function rejectionReason(version: string, rules: readonly PolicyRuleResult[]): string | null {
  const failed = rules.filter((result) => !result.passed);
  if (failed.length === 0) return null;
  return `Rejected by policy ${version}: ${failed.map((result) => inSentence(ruleFor("partner", result).message)).join("; ")}.`;
}

/**
 * Runs every rule, even after one fails, so the stored evaluation shows the
 * whole picture. Pure: the same loan, exposure and config always give the
 * same result; the caller reads the exposure (lib/loans/loan-store.ts).
 */
export function evaluatePolicy(loan: Loan, exposure: Exposure | null, config: PolicyConfig = POLICY): PolicyEvaluation {
  const rules = POLICY_RULES.map((policyRule) => ({ code: policyRule.code, ...policyRule.evaluate(loan, config, exposure) }));
  return {
    version: config.version,
    outcome: rules.every((result) => result.passed) ? "Approved" : "Rejected",
    rules,
    rejection_reason: rejectionReason(config.version, rules),
  };
}
