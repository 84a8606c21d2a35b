import type { PolicyRuleResult, PolicyRuleView } from "@/lib/schemas/policy";

/**
 * Who is shown a decision. Partners see every rule in full but the exposure
 * rule, which counts the customer's loans with every partner: of it they
 * see only whether it passed (contract v3, section 5). The lender's staff
 * see the figures.
 */
export type RuleAudience = "partner" | "lender";

/** The two sentences partners are shown for the exposure rule, whatever the figures. */
export const EXPOSURE_WITHIN = "within the lender's limit";
export const EXPOSURE_ABOVE = "above the lender's limit";

/** A rule's verdict as `audience` may see it. */
export function ruleFor(audience: RuleAudience, rule: PolicyRuleResult): PolicyRuleView {
  if (audience === "lender" || rule.code !== "exposure") return rule;
  // Not evaluated (another rule failed): nothing was counted, so there is no verdict to word.
  if (rule.passed === null) return { ...rule, observed: null, threshold: null };
  if (rule.observed === null) return rule;
  return { code: rule.code, passed: rule.passed, observed: null, threshold: null, message: rule.passed ? EXPOSURE_WITHIN : EXPOSURE_ABOVE };
}

export const rulesFor = (audience: RuleAudience, rules: readonly PolicyRuleResult[]): PolicyRuleView[] => rules.map((rule) => ruleFor(audience, rule));
