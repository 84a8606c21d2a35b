import { describe, expect, it } from "vitest";
import { addDays } from "@/lib/calendar/calendar-date";
import { evaluatePolicy } from "@/lib/policy/evaluate-policy";
import { ruleOf } from "@/lib/policy/policy-rules";
import { loanSchema } from "@/lib/schemas/loan";
import { loanFigures } from "@/lib/terms/loan-figures";
import { consentFacts, minimalLoan, updateBody } from "../../tests/support/loan-fixtures";
import { PREVIEW_RULES, previewTermsIssues, termsPreview } from "./terms-preview";

const START = "2027-01-10";
const LIMITS = { withholdMaxPct: 25, withholdMaxDays: 120 };

/** The README's booking, paid out on START, as a person might enter it. */
const entered = (overrides: Record<string, unknown> = {}) =>
  loanSchema.parse(updateBody(minimalLoan({ loan_application_date: addDays(START, -3), disbursal_detail: [{ disbursal_type: 0, date: START, amount: 200000 }], ...overrides })));

describe("what the wizard shows of the terms before submission", () => {
  it("gives the figures and the terms rules' verdicts the policy works out, in its words", () => {
    const loan = entered({ disbursal_detail: [{ disbursal_type: 0, date: START, amount: 200000, processing_fee: 4000, gst: 720 }] });
    const preview = termsPreview(loan, "2027-01-01");
    if (!preview.ok) throw new Error("the terms are complete");
    expect(preview.figures).toEqual(loanFigures(loan, "2027-01-01"));
    expect(preview.totalPayable).toBeCloseTo(preview.figures.schedule.reduce((sum, row) => sum + row.instalment, 0), 2);
    const policy = evaluatePolicy(loan, { exposure: null, judgedOn: "2027-01-01", consents: consentFacts("2027-01-01") });
    expect(preview.verdicts).toEqual(policy.rules.filter((rule) => (PREVIEW_RULES as readonly string[]).includes(rule.code)));
    expect(preview.verdicts.map((verdict) => verdict.passed)).toEqual([true, true]);
  });

  it("shows a failing upfront_charges rule before submission", () => {
    const preview = termsPreview(entered({ disbursal_detail: [{ disbursal_type: 0, date: START, amount: 200000, processing_fee: 17000 }] }), START);
    expect(preview.ok && preview.verdicts.find((verdict) => verdict.code === "upfront_charges")?.passed).toBe(false);
  });

  it("runs rules that read nothing but the terms it parses", () => {
    const previewed = new Set(["loan_type", "loan_amount", "interest_rate", "loan_tenure", "payment_frequency", "repayment_count", "repayment_schedule", "disbursal_detail", "loan_application_date"]);
    for (const code of PREVIEW_RULES) expect(ruleOf(code)?.reads.every((field) => previewed.has(field))).toBe(true);
  });

  it("names the figure fields still missing", () => {
    expect(termsPreview({ loan_type: 1, loan_tenure: 12, loan_application_date: START }, START)).toEqual({ ok: false, missing: ["loan_amount", "interest_rate"] });
  });

  it("dates the cash flows the APR is worked from: payout at 0, withheld money on its date, instalments but the upfront one", () => {
    const loan = entered({
      disbursal_detail: [
        { disbursal_type: 0, date: START, amount: 150000, processing_fee: 2000 },
        { disbursal_type: 1, date: addDays(START, 91), amount: 50000 },
      ],
    });
    const preview = termsPreview(loan, START);
    if (!preview.ok) throw new Error("the terms are complete");
    expect(preview.flows[0]).toEqual({ kind: "payout", date: START, time: 0, amount: 148000 });
    expect(preview.flows[1]).toMatchObject({ kind: "release", date: addDays(START, 91), amount: 50000 });
    expect(preview.flows.slice(2)).toHaveLength(preview.figures.schedule.length);
    expect(preview.flows[2]).toMatchObject({ kind: "instalment", instalment: 1, date: preview.figures.schedule[0]?.due_date, time: 1 });
  });

  it("names a staged principal tranche as the API does", () => {
    const staged = entered({ disbursal_detail: [{ disbursal_type: 0, date: START, amount: 100000 }, { disbursal_type: 0, date: addDays(START, 30), amount: 100000 }] });
    expect(previewTermsIssues(staged, START, LIMITS).map((issue) => issue.path)).toEqual(["disbursal_detail[1].date"]);
  });
});
