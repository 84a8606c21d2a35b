import { describe, expect, it } from "vitest";
import { POLICY_RULES } from "@/lib/policy/evaluate-policy";
import { openApiDocument } from "./document";
import { POLICY_RULE_DOCS } from "./policy-rules";
import { CONTRACT_POLICY_RULES as CONTRACT_RULES } from "@/tests/contract/policy-rules";


describe("the policy rules in the OpenAPI document", () => {
  it("describes every rule the policy evaluates", () => {
    const undescribed = POLICY_RULES.map((rule) => rule.code).filter((code) => !POLICY_RULE_DOCS[code]);
    expect(undescribed).toEqual([]);
  });

  it("describes every rule of contract section 5's table, each with its threshold", () => {
    expect(Object.keys(POLICY_RULE_DOCS).sort()).toEqual([...CONTRACT_RULES].sort());
    for (const code of CONTRACT_RULES) expect(POLICY_RULE_DOCS[code]?.threshold).not.toBe("");
  });

  it("puts the rule table on the policy object of a read", () => {
    const extras = openApiDocument().components.schemas.LoanReadExtras as { properties: { policy: { description: string } } };
    for (const code of CONTRACT_RULES) expect(extras.properties.policy.description).toContain(`\`${code}\``);
  });
});
