import { describe, expect, it } from "vitest";
import { POLICY } from "@/lib/policy/config";
import { POLICY_RULES } from "@/lib/policy/policy-rules";
import { openApiDocument } from "./document";
import { policyRulesTable } from "./policy-rules";
import { CONTRACT_POLICY_RULES as CONTRACT_RULES } from "@/tests/contract/policy-rules";

describe("the policy rules in the OpenAPI document", () => {
  it("describes every rule the policy evaluates", () => {
    const table = policyRulesTable();
    const undescribed = POLICY_RULES.map((rule) => rule.code).filter((code) => !table.includes(`| \`${code}\` |`));
    expect(undescribed).toEqual([]);
  });

  it("describes every rule of contract section 5's table, each with its threshold", () => {
    expect(POLICY_RULES.map((rule) => rule.code).sort()).toEqual([...CONTRACT_RULES].sort());
    for (const rule of POLICY_RULES) {
      expect(rule.documented(POLICY).threshold).not.toBe("");
      expect(rule.documented(POLICY).passes).not.toBe("");
    }
  });

  it("puts the rule table on the policy object of a read", () => {
    const extras = openApiDocument().components.schemas.LoanReadExtras as { properties: { policy: { description: string } } };
    for (const code of CONTRACT_RULES) expect(extras.properties.policy.description).toContain(`\`${code}\``);
  });

  it("states the thresholds in force, not a copy of them", () => {
    const table = policyRulesTable();
    expect(table).toContain("| `age` | 21-60 | Age at loan_application_date is 21-60 (18-60 for an education loan). |");
    expect(table).toContain("| `income` | >= 15,000 | monthly_income is at least 15,000. |");
    const stricter = { ...POLICY, rules: { ...POLICY.rules, income: { min: 20_000 } } };
    expect(POLICY_RULES.find((rule) => rule.code === "income")?.documented(stricter)).toEqual({
      passes: "monthly_income is at least 20,000.",
      threshold: ">= 20,000",
    });
  });
});
