import { describe, it, expect } from "vitest";
import { loanSchema, type Loan, type LoanInput } from "@/lib/schemas/loan";
import { policyEvaluationSchema } from "@/lib/schemas/policy";
import { evaluatePolicy, POLICY_RULES } from "@/lib/policy/evaluate-policy";
import { POLICY } from "@/lib/policy/config";

// A realistic booking that passes every rule: age 36, score 742, FOIR about 0.26.
const APPROVED_BODY = {
  partner_loan_id: "PL-2026-000123",
  mobile_number: "9876543210",
  full_name: "Priya Sharma",
  email: "priya.sharma@example.in",
  gender: "female",
  date_of_birth: "15-Mar-1990",
  pincode: 560034,
  monthly_income: 85000,
  monthly_emi: 12000,
  credit_score: 742,
  employment_type: "salaried",
  loan_application_date: "2026-11-02",
  loan_amount: 300000,
  loan_tenure: "36",
  interest_rate: 14.5,
  loan_type: 1,
  bank_account: { ac_number: "50100234567890", ifsc_code: "hdfc0001234", ac_name: "Priya Sharma", nach_type: 1 },
  kyc: [
    { kyc_type: "pan", identifier: "abcps1234k", verified_using: "registry-api" },
    { kyc_type: 1, identifier: "4321", verified_using: 3 },
  ],
  additional_variables: {
    no_of_enquiries: 2,
    no_of_tradeline_30_plus_3_month: 0,
    no_of_tradeline_60_plus_6_month: 0,
    no_of_tradeline_90_plus_ever: 0,
  },
} satisfies Record<string, unknown>;

type Overrides = { [K in keyof LoanInput]?: LoanInput[K] | undefined };

/** Parses through the real schema so the policy sees exactly what booking would store. */
function loan(overrides: Overrides = {}): Loan {
  const body: Record<string, unknown> = { ...APPROVED_BODY, ...overrides };
  for (const key of Object.keys(body)) if (body[key] === undefined) delete body[key];
  return loanSchema.parse(body);
}

/** Date of birth making the customer exactly `years` old on 2026-11-02, or one day short of it. */
function bornYearsAgo(years: number, oneDayShort = false): string {
  return `${2026 - years}-11-${oneDayShort ? "03" : "02"}`;
}

function rule(l: Loan, code: string) {
  const found = evaluatePolicy(l).rules.find((r) => r.code === code);
  if (!found) throw new Error(`rule ${code} not reported`);
  return found;
}

describe("evaluatePolicy: the approved baseline", () => {
  it("approves a loan that passes every rule and reports each rule in a fixed order", () => {
    const result = evaluatePolicy(loan());
    expect(result.outcome).toBe("Approved");
    expect(result.rejection_reason).toBeNull();
    expect(result.version).toBe(POLICY.version);
    expect(result.rules.map((r) => r.code)).toEqual([
      "age",
      "credit_score",
      "foir",
      "enquiries",
      "delinquency",
      "loan_amount",
      "loan_tenure",
      "interest_rate",
      "pan_kyc",
    ]);
    expect(result.rules.every((r) => r.passed)).toBe(true);
    expect(policyEvaluationSchema.parse(result)).toEqual(result);
  });

  it("is deterministic and does not mutate the loan", () => {
    const input = loan({ credit_score: 600, loan_amount: 900000 });
    const snapshot = structuredClone(input);
    const first = evaluatePolicy(input);
    expect(evaluatePolicy(input)).toEqual(first);
    expect(evaluatePolicy(structuredClone(input))).toEqual(first);
    expect(input).toEqual(snapshot);
  });

  it("keeps its rule table as data, one entry per code", () => {
    expect(new Set(POLICY_RULES.map((r) => r.code)).size).toBe(POLICY_RULES.length);
  });
});

describe("age rule (21-60 at loan_application_date)", () => {
  it.each([
    { dob: bornYearsAgo(21), age: 21, passed: true },
    { dob: bornYearsAgo(21, true), age: 20, passed: false },
    { dob: bornYearsAgo(20), age: 20, passed: false },
    { dob: bornYearsAgo(60), age: 60, passed: true },
    { dob: bornYearsAgo(61, true), age: 60, passed: true },
    { dob: bornYearsAgo(61), age: 61, passed: false },
  ])("born $dob: age $age, passed $passed", ({ dob, age, passed }) => {
    const result = rule(loan({ date_of_birth: dob }), "age");
    expect(result).toMatchObject({ observed: age, passed, threshold: "21-60" });
  });

  it("explains a failure in whole years", () => {
    expect(rule(loan({ date_of_birth: bornYearsAgo(20) }), "age").message).toBe(
      "Age 20 years at application is below the minimum of 21 years",
    );
    expect(rule(loan({ date_of_birth: bornYearsAgo(61) }), "age").message).toBe(
      "Age 61 years at application is above the maximum of 60 years",
    );
  });

  it("counts a 29 February birthday as a year older only from 1 March in common years", () => {
    const dob = "2004-02-29";
    expect(rule(loan({ date_of_birth: dob, loan_application_date: "2025-02-28" }), "age").observed).toBe(20);
    expect(rule(loan({ date_of_birth: dob, loan_application_date: "2025-03-01" }), "age").observed).toBe(21);
  });
});

describe("credit_score rule (>= 650)", () => {
  it.each([
    { score: 650, passed: true, message: "Credit score 650 meets the minimum of 650" },
    { score: 900, passed: true, message: "Credit score 900 meets the minimum of 650" },
    { score: 649, passed: false, message: "Credit score 649 is below the minimum of 650" },
    { score: 300, passed: false, message: "Credit score 300 is below the minimum of 650" },
    { score: 5, passed: false, message: "Credit score 5 marks a new-to-credit customer; the minimum is 650" },
    { score: -1, passed: false, message: "Credit score -1 marks a new-to-credit customer; the minimum is 650" },
  ])("score $score: passed $passed", ({ score, passed, message }) => {
    expect(rule(loan({ credit_score: score }), "credit_score")).toEqual({
      code: "credit_score",
      passed,
      observed: score,
      threshold: ">= 650",
      message,
    });
  });

  it("fails a missing score and observes null", () => {
    expect(rule(loan({ credit_score: undefined }), "credit_score")).toMatchObject({
      passed: false,
      observed: null,
      message: "No credit score was given",
    });
  });
});

describe("foir rule (<= 0.60)", () => {
  it("computes existing EMI plus the new loan's amortised EMI over income (checked by hand)", () => {
    // 100,000 at 12% p.a. over 12 months: r = 0.01, EMI = 1000 * 1.01^12 / (1.01^12 - 1) = 8,884.88.
    // (5,000 + 8,884.88) / 30,000 = 0.46283 -> 0.4628.
    const l = loan({ loan_amount: 100000, interest_rate: 12, loan_tenure: 12, monthly_emi: 5000, monthly_income: 30000 });
    expect(rule(l, "foir")).toMatchObject({ passed: true, observed: 0.4628, threshold: "<= 0.60" });
  });

  it("treats a missing monthly_emi as 0 and a 0% loan as principal over months", () => {
    // 120,000 at 0% over 12 months = 10,000 a month; 10,000 / 20,000 = 0.5.
    const l = loan({ loan_amount: 120000, interest_rate: 0, loan_tenure: 12, monthly_emi: undefined, monthly_income: 20000 });
    expect(rule(l, "foir").observed).toBe(0.5);
  });

  it.each([
    { income: 20000, observed: 0.6, passed: true },
    { income: 19999, observed: 0.6, passed: true }, // 0.600030 rounds to 0.6000
    { income: 19990, observed: 0.6003, passed: false },
  ])("12,000 of EMI on income $income: FOIR $observed, passed $passed", ({ income, observed, passed }) => {
    // 10,000 new EMI (120,000 at 0% over 12 months) plus 2,000 existing.
    const l = loan({ loan_amount: 120000, interest_rate: 0, loan_tenure: 12, monthly_emi: 2000, monthly_income: income });
    expect(rule(l, "foir")).toMatchObject({ observed, passed });
  });

  it("uses additional_variables.foir instead of the computed figure when given", () => {
    const computedHigh = { monthly_income: 10000, monthly_emi: 9000 };
    expect(rule(loan(computedHigh), "foir").passed).toBe(false);
    const overridden = loan({ ...computedHigh, additional_variables: { foir: 0.35 } });
    expect(rule(overridden, "foir")).toMatchObject({ passed: true, observed: 0.35 });
    const overriddenHigh = loan({ additional_variables: { foir: 0.72 } });
    expect(rule(overriddenHigh, "foir")).toMatchObject({
      passed: false,
      observed: 0.72,
      message: "FOIR 0.72 is above the maximum of 0.60",
    });
    expect(rule(loan({ additional_variables: { foir: 0.6 } }), "foir").passed).toBe(true);
    expect(rule(loan({ additional_variables: { foir: 0.6001 } }), "foir").message).toBe(
      "FOIR 0.6001 is above the maximum of 0.60",
    );
  });

  it("fails a monthly income of 0, with or without a partner FOIR", () => {
    expect(rule(loan({ monthly_income: 0 }), "foir")).toMatchObject({ passed: false, observed: null });
    expect(rule(loan({ monthly_income: 0, additional_variables: { foir: 0.2 } }), "foir")).toMatchObject({
      passed: false,
      observed: 0.2,
      message: "Monthly income is 0, so no EMI can be serviced",
    });
  });
});

describe("enquiries rule (<= 6)", () => {
  it.each([
    { enquiries: 0, passed: true },
    { enquiries: 6, passed: true },
    { enquiries: 7, passed: false },
  ])("$enquiries enquiries: passed $passed", ({ enquiries, passed }) => {
    const result = rule(loan({ additional_variables: { no_of_enquiries: enquiries } }), "enquiries");
    expect(result).toMatchObject({ observed: enquiries, passed, threshold: "<= 6" });
  });

  it("counts missing enquiries, or missing additional_variables, as 0", () => {
    expect(rule(loan({ additional_variables: {} }), "enquiries")).toMatchObject({ observed: 0, passed: true });
    expect(rule(loan({ additional_variables: undefined }), "enquiries")).toMatchObject({ observed: 0, passed: true });
  });
});

describe("delinquency rule (all three tradeline counts 0)", () => {
  it.each([
    { counts: {}, observed: 0, passed: true },
    { counts: { no_of_tradeline_30_plus_3_month: 1 }, observed: 1, passed: false },
    { counts: { no_of_tradeline_60_plus_6_month: 1 }, observed: 1, passed: false },
    { counts: { no_of_tradeline_90_plus_ever: 2 }, observed: 2, passed: false },
    {
      counts: { no_of_tradeline_30_plus_3_month: 1, no_of_tradeline_60_plus_6_month: 2, no_of_tradeline_90_plus_ever: 3 },
      observed: 6,
      passed: false,
    },
  ])("$counts: sum $observed, passed $passed", ({ counts, observed, passed }) => {
    const result = rule(loan({ additional_variables: counts }), "delinquency");
    expect(result).toMatchObject({ observed, passed });
  });

  it("names each non-zero count in the message", () => {
    const result = rule(
      loan({ additional_variables: { no_of_tradeline_30_plus_3_month: 1, no_of_tradeline_90_plus_ever: 2 } }),
      "delinquency",
    );
    expect(result.message).toBe(
      "Delinquent tradelines were reported (30+ days past due in 3 months: 1, 90+ days past due ever: 2)",
    );
  });
});

describe("loan_amount and loan_tenure rules, by loan type", () => {
  it.each([
    { loan_type: 1, amount: 5000, passed: true },
    { loan_type: 1, amount: 4999, passed: false },
    { loan_type: 1, amount: 500000, passed: true },
    { loan_type: 1, amount: 500001, passed: false },
    { loan_type: 2, amount: 4999, passed: false },
    { loan_type: 2, amount: 500001, passed: true },
    { loan_type: 2, amount: 2000000, passed: true },
    { loan_type: 2, amount: 2000001, passed: false },
  ])("type $loan_type, amount $amount: passed $passed", ({ loan_type, amount, passed }) => {
    const result = rule(loan({ loan_type, loan_amount: amount }), "loan_amount");
    expect(result).toMatchObject({ observed: amount, passed, threshold: loan_type === 1 ? "5,000-500,000" : "5,000-2,000,000" });
  });

  it.each([
    { loan_type: 1, tenure: 3, passed: true },
    { loan_type: 1, tenure: 2, passed: false },
    { loan_type: 1, tenure: 60, passed: true },
    { loan_type: 1, tenure: 61, passed: false },
    { loan_type: 2, tenure: 2, passed: false },
    { loan_type: 2, tenure: 61, passed: true },
    { loan_type: 2, tenure: 120, passed: true },
    { loan_type: 2, tenure: 121, passed: false },
  ])("type $loan_type, tenure $tenure: passed $passed", ({ loan_type, tenure, passed }) => {
    const result = rule(loan({ loan_type, loan_tenure: tenure }), "loan_tenure");
    expect(result).toMatchObject({ observed: tenure, passed, threshold: loan_type === 1 ? "3-60" : "3-120" });
  });

  it("defaults to personal-loan limits and says which limits applied", () => {
    expect(rule(loan({ loan_type: undefined, loan_amount: 600000 }), "loan_amount").message).toBe(
      "Loan amount 600,000 is above the maximum of 500,000 for a personal loan",
    );
    expect(rule(loan({ loan_type: "education_loan", loan_tenure: 121 }), "loan_tenure").message).toBe(
      "Loan tenure 121 months is above the maximum of 120 months for an education loan",
    );
  });
});

describe("interest_rate rule (<= 36)", () => {
  it.each([
    { rate: 0, passed: true },
    { rate: 36, passed: true },
    { rate: 36.01, passed: false },
  ])("rate $rate: passed $passed", ({ rate, passed }) => {
    expect(rule(loan({ interest_rate: rate }), "interest_rate")).toMatchObject({ observed: rate, passed, threshold: "<= 36" });
  });

  it("explains a failure", () => {
    expect(rule(loan({ interest_rate: 40 }), "interest_rate").message).toBe("Interest rate 40% is above the maximum of 36%");
  });
});

describe("pan_kyc rule (at least one pan item)", () => {
  it("fails when only aadhaar is given", () => {
    const result = rule(loan({ kyc: [{ kyc_type: "aadhaar", identifier: "4321" }] }), "pan_kyc");
    expect(result).toMatchObject({ passed: false, observed: 0, threshold: ">= 1", message: "No PAN KYC item was given" });
  });

  it("passes with one pan item and counts them", () => {
    expect(rule(loan({ kyc: [{ kyc_type: 2, identifier: "ABCPS1234K" }] }), "pan_kyc")).toMatchObject({
      passed: true,
      observed: 1,
      message: "1 PAN KYC item was given",
    });
  });
});

describe("rejection_reason", () => {
  it("names every failed rule in one sentence, in rule order", () => {
    const result = evaluatePolicy(
      loan({
        credit_score: 612,
        additional_variables: { foir: 0.72 },
        kyc: [{ kyc_type: 1, identifier: "4321" }],
      }),
    );
    expect(result.outcome).toBe("Rejected");
    expect(result.rules.filter((r) => !r.passed).map((r) => r.code)).toEqual(["credit_score", "foir", "pan_kyc"]);
    expect(result.rejection_reason).toBe(
      "Rejected by policy 2026-11.1: credit score 612 is below the minimum of 650; " +
        "FOIR 0.72 is above the maximum of 0.60; " +
        "no PAN KYC item was given.",
    );
  });

  it("rejects on a single failure and names only that rule", () => {
    const result = evaluatePolicy(loan({ credit_score: undefined }));
    expect(result.outcome).toBe("Rejected");
    expect(result.rejection_reason).toBe("Rejected by policy 2026-11.1: no credit score was given.");
  });

  it("reports the version of the configuration it was given", () => {
    const stricter = { ...POLICY, version: "test-2", rules: { ...POLICY.rules, creditScore: { ...POLICY.rules.creditScore, min: 750 } } };
    const result = evaluatePolicy(loan(), stricter);
    expect(result.version).toBe("test-2");
    expect(result.rejection_reason).toBe("Rejected by policy test-2: credit score 742 is below the minimum of 750.");
  });
});
