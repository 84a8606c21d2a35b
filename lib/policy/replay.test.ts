import { describe, expect, it } from "vitest";
import { loanSchema } from "@/lib/schemas/loan";
import { approvedLoan, consentFacts, today, updateBody } from "@/tests/support/loan-fixtures";
import { POLICY, type PolicyConfig } from "./config";
import { evaluatePolicy } from "./evaluate-policy";
import type { Exposure } from "./policy-rule";
import { POLICY_RULES } from "./policy-rules";
import { replay, type ReplayCase } from "./replay";

const NO_OTHER_LOANS: Exposure = { loans: 0, amount: 0 };

/** A case as booking would have stored it: decided under `config` on the day it was judged. */
function decidedCase(leadId: string, overrides: Record<string, unknown>, { exposure = NO_OTHER_LOANS, config = POLICY }: { exposure?: Exposure; config?: PolicyConfig } = {}): ReplayCase {
  const loan = loanSchema.parse(updateBody(approvedLoan(overrides)));
  const judgedOn = today();
  const consents = consentFacts(judgedOn);
  return { leadId, partnerId: "partner-a", loan, judgedOn, exposure, consents, decided: evaluatePolicy(loan, { exposure, judgedOn, consents }, config) };
}

const withRules = (version: string, change: (rules: PolicyConfig["rules"]) => Partial<PolicyConfig["rules"]>): PolicyConfig => ({
  version,
  rules: { ...POLICY.rules, ...change(POLICY.rules) },
});

const bureau = (enquiries: number) => ({ no_of_enquiries: enquiries, no_of_tradeline_30_plus_3_month: 0, no_of_tradeline_60_plus_6_month: 0, no_of_tradeline_90_plus_ever: 0 });

const CASES = [
  decidedCase("score-680", { credit_score: 680 }),
  decidedCase("score-720", { credit_score: 720 }),
  decidedCase("score-600", { credit_score: 600 }),
  decidedCase("enquiries-6", { additional_variables: bureau(6) }),
  decidedCase("both", { credit_score: 690, additional_variables: bureau(5) }),
];

const countsOf = (report: ReturnType<typeof replay>, code: string) => report.byRule.find((rule) => rule.code === code);

describe("replay: a draft's decisions over stored inputs, against the version in force", () => {
  it("finds no difference for a draft that is the version in force, whatever version the cases were decided under", () => {
    const same = { ...POLICY, version: "draft" };
    const report = replay(same, CASES, POLICY);

    expect(report).toMatchObject({ replayed: CASES.length, baseline: POLICY.version, approvedToRejected: 0, rejectedToApproved: 0, changed: [] });
    expect(report.byRule.map((rule) => rule.code)).toEqual(POLICY_RULES.map((rule) => rule.code));
    expect(report.byRule.every((rule) => rule.approvedToRejected === 0 && rule.rejectedToApproved === 0)).toBe(true);

    // Cases decided under an earlier, looser version are re-run under the one in force first.
    const looser = withRules("older", ({ creditScore }) => ({ creditScore: { ...creditScore, min: 550 } }));
    const decidedEarlier = CASES.map((c) => ({ ...c, decided: evaluatePolicy(c.loan, { exposure: c.exposure, judgedOn: c.judgedOn, consents: c.consents }, looser) }));
    expect(decidedEarlier.find((c) => c.leadId === "score-600")?.decided.outcome).toBe("Approved");
    expect(replay(same, decidedEarlier, POLICY).changed).toEqual([]);
  });

  it("raising the minimum credit score rejects the approved loans below it, and only those", () => {
    const report = replay(withRules("draft", ({ creditScore }) => ({ creditScore: { ...creditScore, min: 700 } })), CASES, POLICY);

    expect(report.changed).toEqual([
      { leadId: "score-680", partnerId: "partner-a", from: "Approved", to: "Rejected", rules: ["credit_score"] },
      { leadId: "both", partnerId: "partner-a", from: "Approved", to: "Rejected", rules: ["credit_score"] },
    ]);
    expect(report).toMatchObject({ approvedToRejected: 2, rejectedToApproved: 0 });
    expect(countsOf(report, "credit_score")).toEqual({ code: "credit_score", approvedToRejected: 2, rejectedToApproved: 0 });
    // The exposure rule, skipped once the score fails, did not turn.
    expect(countsOf(report, "exposure")).toEqual({ code: "exposure", approvedToRejected: 0, rejectedToApproved: 0 });
  });

  it("lowering it approves the rejected loan above the new minimum, its exposure now evaluated and passing", () => {
    const report = replay(withRules("draft", ({ creditScore }) => ({ creditScore: { ...creditScore, min: 600 } })), CASES, POLICY);

    expect(report.changed).toEqual([{ leadId: "score-600", partnerId: "partner-a", from: "Rejected", to: "Approved", rules: ["credit_score"] }]);
    expect(countsOf(report, "credit_score")).toEqual({ code: "credit_score", approvedToRejected: 0, rejectedToApproved: 1 });
  });

  it("counts a decision under every rule that turned it", () => {
    const report = replay(
      withRules("draft", ({ creditScore }) => ({ creditScore: { ...creditScore, min: 700 }, enquiries: { max: 4 } })),
      CASES,
      POLICY,
    );

    expect(report.changed.map(({ leadId, rules }) => [leadId, rules])).toEqual([
      ["score-680", ["credit_score"]],
      ["enquiries-6", ["enquiries"]],
      ["both", ["credit_score", "enquiries"]],
    ]);
    expect(report).toMatchObject({ approvedToRejected: 3, rejectedToApproved: 0 });
    expect(countsOf(report, "credit_score")?.approvedToRejected).toBe(2);
    expect(countsOf(report, "enquiries")?.approvedToRejected).toBe(2);
    expect(report.byRule.filter((rule) => rule.approvedToRejected + rule.rejectedToApproved > 0).map((rule) => rule.code)).toEqual(["credit_score", "enquiries"]);
  });

  it("replays the exposure rule on the customer's other loans as they stood when the loan was decided", () => {
    const heavy = decidedCase("third-loan", {}, { exposure: { loans: 3, amount: 400_000 } });
    expect(heavy.decided.outcome).toBe("Rejected");

    const report = replay(withRules("draft", () => ({ exposure: { maxLoans: 4, maxAmount: 1_000_000 } })), [heavy, ...CASES], POLICY);

    expect(report.changed).toEqual([{ leadId: "third-loan", partnerId: "partner-a", from: "Rejected", to: "Approved", rules: ["exposure"] }]);
    expect(countsOf(report, "exposure")).toEqual({ code: "exposure", approvedToRejected: 0, rejectedToApproved: 1 });
  });
});
