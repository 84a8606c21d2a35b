import { describe, expect, it } from "vitest";
import { POLICY } from "@/lib/policy/config";
import { policyDraftSchema, policyThresholdsSchema } from "./policy-config";

describe("policyThresholdsSchema", () => {
  it("takes the code's own thresholds back from the JSON a version row stores", () => {
    expect(policyThresholdsSchema.parse(JSON.parse(JSON.stringify(POLICY.rules)))).toEqual(POLICY.rules);
  });

  it("refuses a minimum above its maximum, a threshold out of its bounds, and a key it does not know, by path", () => {
    const result = policyDraftSchema.safeParse({
      based_on: POLICY.version,
      rules: { ...POLICY.rules, income: { min: -1 }, foir: { max: 1.5 }, creditScore: { ...POLICY.rules.creditScore, newToCredit: { min: 10, max: -1 } } },
      surprise: 1,
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path.join("."))).toEqual(
      expect.arrayContaining(["rules.income.min", "rules.foir.max", "rules.creditScore.newToCredit.max", ""]),
    );
  });
});
