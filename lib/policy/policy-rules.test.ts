import { describe, expect, it } from "vitest";
import { loanFields, loanSchema } from "@/lib/schemas/loan";
import { consentFacts, minimalLoan, updateBody } from "@/tests/support/loan-fixtures";
import { todayInIndia } from "@/lib/calendar/india-day";
import { POLICY } from "./config";
import { evaluatePolicy } from "./evaluate-policy";
import { POLICY_RULES, ruleName, ruleOf } from "./policy-rules";

/** What an evaluation of the README's approved booking records, as a personal or an education loan. */
const recorded = (loanType: number) => evaluatePolicy(loanSchema.parse(updateBody(minimalLoan({ loan_type: loanType }))), { exposure: { loans: 0, amount: 0 }, judgedOn: todayInIndia(), consents: consentFacts(todayInIndia()) }).rules;

describe("each rule's entry in POLICY_RULES", () => {
  it("documents the threshold an evaluation of a personal loan records", () => {
    for (const result of recorded(1)) {
      expect(ruleOf(result.code)?.documented(POLICY).threshold.startsWith(result.threshold ?? "")).toBe(true);
    }
  });

  it("documents an education loan's thresholds too", () => {
    for (const result of recorded(2)) {
      const { passes, threshold } = ruleOf(result.code)?.documented(POLICY) ?? { passes: "", threshold: "" };
      expect(`${threshold} ${passes}`).toContain(result.threshold ?? "");
    }
  });

  it("names every rule for the portal, and a code it does not know as itself", () => {
    expect(POLICY_RULES.every((rule) => rule.name.length > 0)).toBe(true);
    expect(new Set(POLICY_RULES.map((rule) => rule.name)).size).toBe(POLICY_RULES.length);
    expect(ruleName("foir")).toBe("FOIR");
    expect(ruleName("a_later_rule")).toBe("a_later_rule");
  });

  it("names, as the field a person changes, a field of the loan body that the rule reads", () => {
    for (const rule of POLICY_RULES.filter((entry) => entry.field !== undefined)) {
      const top = rule.field?.split(".")[0] ?? "";
      expect(Object.keys(loanFields)).toContain(top);
      expect(rule.reads).toContain(top);
    }
  });
});
