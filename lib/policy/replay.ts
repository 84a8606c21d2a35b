import { loanFigures } from "@/lib/terms/loan-figures";
import type { Loan } from "../schemas/loan";
import type { LoanStatus } from "../schemas/loan-status";
import type { PolicyEvaluation, PolicyRuleResult } from "../schemas/policy";
import type { PolicyConfig } from "./config";
import { evaluatePolicy } from "./evaluate-policy";
import type { BookingConsents, Exposure } from "./policy-rule";
import { POLICY_RULES } from "./policy-rules";

/** One stored decision to replay: what the policy was given, and what it decided under which version. */
export interface ReplayCase {
  leadId: string;
  partnerId: string;
  loan: Loan;
  judgedOn: string;
  exposure: Exposure | null;
  consents: BookingConsents;
  decided: Pick<PolicyEvaluation, "version" | "outcome" | "rules">;
}

export interface ChangedDecision {
  leadId: string;
  partnerId: string;
  from: LoanStatus;
  to: LoanStatus;
  /** The rules whose verdict turned (passed to failed or back), in the policy's order. */
  rules: string[];
}

export interface RuleChanges {
  code: string;
  approvedToRejected: number;
  rejectedToApproved: number;
}

export interface ReplayReport {
  replayed: number;
  /** The version the draft is compared with: the one in force. */
  baseline: string;
  approvedToRejected: number;
  rejectedToApproved: number;
  /** Every rule of the policy, in its order, with the decisions it turned. */
  byRule: RuleChanges[];
  changed: ChangedDecision[];
}

/**
 * A rule turned when it gave a verdict both times and the verdicts differ.
 * "Not evaluated" is no verdict: the exposure rule is skipped whenever
 * another rule fails, which says nothing about the customer's exposure.
 */
function turnedRules(before: readonly PolicyRuleResult[], after: readonly PolicyRuleResult[]): string[] {
  const verdictBefore = new Map(before.map((result) => [result.code, result.passed]));
  return after.flatMap((result) => {
    const earlier = verdictBefore.get(result.code);
    return earlier === undefined || earlier === null || result.passed === null || earlier === result.passed ? [] : [result.code];
  });
}

/**
 * What the draft would have decided on each case's stored inputs, against
 * what the version in force decides on them. A case decided under that
 * version keeps its stored verdicts (re-running one gives them again,
 * contract v3 section 5); any other is re-run under it, so the report shows
 * the draft's effect alone, not that of versions published since. Pure: the
 * caller reads the cases (lib/policy-versions/replay-draft.ts).
 */
export function replay(draft: PolicyConfig, cases: readonly ReplayCase[], baseline: PolicyConfig): ReplayReport {
  const changed: ChangedDecision[] = [];
  for (const { leadId, partnerId, loan, judgedOn, exposure, consents, decided } of cases) {
    const figures = loanFigures(loan, judgedOn);
    const before = decided.version === baseline.version ? decided : evaluatePolicy(loan, { exposure, judgedOn, consents, figures }, baseline);
    const after = evaluatePolicy(loan, { exposure, judgedOn, consents, figures }, draft);
    if (after.outcome !== before.outcome) changed.push({ leadId, partnerId, from: before.outcome, to: after.outcome, rules: turnedRules(before.rules, after.rules) });
  }
  const turning = (code: string, to: LoanStatus) => changed.filter((decision) => decision.to === to && decision.rules.includes(code)).length;
  return {
    replayed: cases.length,
    baseline: baseline.version,
    approvedToRejected: changed.filter((decision) => decision.to === "Rejected").length,
    rejectedToApproved: changed.filter((decision) => decision.to === "Approved").length,
    byRule: POLICY_RULES.map(({ code }) => ({ code, approvedToRejected: turning(code, "Rejected"), rejectedToApproved: turning(code, "Approved") })),
    changed,
  };
}
