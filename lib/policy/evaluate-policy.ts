import { loanFigures, type LoanFigures } from "@/lib/terms/loan-figures";
import type { Loan } from "../schemas/loan";
import type { PolicyEvaluation, PolicyRuleResult } from "../schemas/policy";
import { POLICY, type PolicyConfig } from "./config";
import { ruleFor } from "./partner-view";
import type { BookingConsents, Exposure } from "./policy-rule";
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
  const failed = rules.filter((result) => result.passed === false);
  if (failed.length === 0) return null;
  return `Rejected by policy ${version}: ${failed.map((result) => inSentence(ruleFor("partner", result).message)).join("; ")}.`;
}

/** The rule that runs last, and only when every other rule passed (contract v3 section 5). */
const LAST_RULE = "exposure";

/**
 * Runs every rule, even after one fails, so the stored evaluation shows the
 * whole picture; the exposure rule only when all the others pass, since each
 * of its verdicts tells the partner something of the customer's borrowing
 * elsewhere. Pure: the same loan, day, exposure and config always give the
 * same result; the caller reads the exposure (lib/loans/loan-store.ts) and
 * the booking's consents (lib/loans/consent-records.ts). `judgedOn` (an IST
 * date) is the start of a loan with no principal tranche.
 */
export function evaluatePolicy(
  loan: Loan,
  {
    exposure,
    judgedOn,
    consents,
    figures = loanFigures(loan, judgedOn),
  }: { exposure: Exposure | null; judgedOn: string; consents: BookingConsents; figures?: LoanFigures },
  config: PolicyConfig = POLICY,
): PolicyEvaluation {
  const facts = { exposure, figures, consents };
  const first = POLICY_RULES.filter((policyRule) => policyRule.code !== LAST_RULE).map((policyRule) => ({ code: policyRule.code, ...policyRule.evaluate(loan, config, facts) }));
  const allPassed = first.every((result) => result.passed);
  const rules = POLICY_RULES.map(
    (policyRule) =>
      first.find((result) => result.code === policyRule.code) ??
      (allPassed
        ? { code: policyRule.code, ...policyRule.evaluate(loan, config, facts) }
        : { code: policyRule.code, passed: null, observed: null, threshold: policyRule.documented(config).threshold, message: "Not evaluated: another rule failed" }),
  );
  return {
    version: config.version,
    outcome: rules.every((result) => result.passed === true) ? "Approved" : "Rejected",
    rules,
    rejection_reason: rejectionReason(config.version, rules),
  };
}
