import { describe, it, expect } from "vitest";
import { loanSchema, type Loan, type LoanInput } from "@/lib/schemas/loan";
import { policyEvaluationSchema } from "@/lib/schemas/policy";
import { CREDIT_FIELDS, evaluatePolicy } from "@/lib/policy/evaluate-policy";
import type { Exposure } from "@/lib/policy/policy-rule";
import { POLICY_RULES } from "@/lib/policy/policy-rules";
import { POLICY, type PolicyConfig } from "@/lib/policy/config";
import { CONTRACT_POLICY_RULES } from "@/tests/contract/policy-rules";
import { consentFacts } from "@/tests/support/loan-fixtures";

// A realistic booking that passes every rule: age 36, score 742, FOIR about 0.26.
const BUREAU = {
  no_of_enquiries: 2,
  no_of_tradeline_30_plus_3_month: 0,
  no_of_tradeline_60_plus_6_month: 0,
  no_of_tradeline_90_plus_ever: 0,
};
/** The customer has no other live approved loan. */
const NO_OTHER_LOANS: Exposure = { loans: 0, amount: 0 };

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
  additional_variables: BUREAU,
} satisfies Record<string, unknown>;

/** The policy judged on the application day, the start of these loans, which give no principal tranche. */
const evaluateOn = (l: Loan, exposure: Exposure | null, config: PolicyConfig = POLICY) => evaluatePolicy(l, { exposure, judgedOn: l.loan_application_date, consents: consentFacts(l.loan_application_date) }, config);

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

/** additional_variables with all four bureau counts given, and `extra` over them. */
const withBureau = (extra: Record<string, number | undefined>) => ({ ...BUREAU, ...extra });

function rule(l: Loan, code: string, exposure: Exposure | null = NO_OTHER_LOANS) {
  const found = evaluateOn(l, exposure).rules.find((r) => r.code === code);
  if (!found) throw new Error(`rule ${code} not reported`);
  return found;
}

describe("evaluatePolicy: the approved baseline", () => {
  it("approves a loan that passes every rule and reports each rule in a fixed order", () => {
    const result = evaluateOn(loan(), NO_OTHER_LOANS);
    expect(result.outcome).toBe("Approved");
    expect(result.rejection_reason).toBeNull();
    expect(result.version).toBe(POLICY.version);
    expect(result.rules.map((r) => r.code)).toEqual(CONTRACT_POLICY_RULES);
    expect(result.rules.every((r) => r.passed)).toBe(true);
    expect(policyEvaluationSchema.parse(result)).toEqual(result);
  });

  it("is deterministic and does not mutate the loan", () => {
    const input = loan({ credit_score: 600, loan_amount: 900000 });
    const snapshot = structuredClone(input);
    const first = evaluateOn(input, NO_OTHER_LOANS);
    expect(evaluateOn(input, NO_OTHER_LOANS)).toEqual(first);
    expect(evaluateOn(structuredClone(input), { loans: 0, amount: 0 })).toEqual(first);
    expect(input).toEqual(snapshot);
  });

  it("keeps its rule table as data, one entry per code", () => {
    expect(new Set(POLICY_RULES.map((r) => r.code)).size).toBe(POLICY_RULES.length);
  });

  it("derives the credit-relevant fields from what the rules read", () => {
    expect([...CREDIT_FIELDS].sort()).toEqual(
      [
        "additional_variables",
        "credit_score",
        "date_of_birth",
        "employment_type",
        "interest_rate",
        "kyc",
        "loan_amount",
        "loan_application_date",
        "loan_tenure",
        "loan_type",
        "monthly_emi",
        "monthly_income",
        // Contract v3: every field that changes what the borrower pays or receives.
        "payment_frequency",
        "repayment_count",
        "repayment_schedule",
        "disbursal_detail",
      ].sort(),
    );
  });
});

describe("age rule (21-60 at loan_application_date; education loans 18-60)", () => {
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
      "Age 20 years at application is below the minimum of 21 years for a personal loan",
    );
    expect(rule(loan({ date_of_birth: bornYearsAgo(61) }), "age").message).toBe(
      "Age 61 years at application is above the maximum of 60 years for a personal loan",
    );
  });

  it("takes an 18-year-old for an education loan but not for a personal loan", () => {
    const eighteen = { date_of_birth: bornYearsAgo(18), loan_tenure: 36 };
    expect(rule(loan({ ...eighteen, loan_type: "education_loan" }), "age")).toMatchObject({ passed: true, observed: 18, threshold: "18-60" });
    expect(rule(loan({ ...eighteen, loan_type: "personal_loan" }), "age")).toMatchObject({ passed: false, observed: 18, threshold: "21-60" });
    expect(rule(loan({ date_of_birth: bornYearsAgo(18, true), loan_type: "education_loan" }), "age").passed).toBe(false);
  });

  it("counts a 29 February birthday as a year older only from 1 March in common years", () => {
    const dob = "2004-02-29";
    expect(rule(loan({ date_of_birth: dob, loan_application_date: "2025-02-28" }), "age").observed).toBe(20);
    expect(rule(loan({ date_of_birth: dob, loan_application_date: "2025-03-01" }), "age").observed).toBe(21);
  });
});

describe("age_at_maturity rule (at most 65 at application date + tenure)", () => {
  // Applied 2026-11-02 for 36 months: the last instalment is 2029-11-02.
  it.each([
    { dob: "1964-11-02", age: 65, passed: true },
    { dob: "1963-11-03", age: 65, passed: true }, // 66 the day after the last instalment
    { dob: "1963-11-02", age: 66, passed: false }, // 66 on the day of the last instalment
  ])("born $dob: $age at maturity, passed $passed", ({ dob, age, passed }) => {
    expect(rule(loan({ date_of_birth: dob }), "age_at_maturity")).toMatchObject({ observed: age, passed, threshold: "<= 65" });
  });

  it("names the date of the last instalment", () => {
    expect(rule(loan({ date_of_birth: "1963-11-02" }), "age_at_maturity").message).toBe(
      "Age 66 years at the last instalment (2029-11-02) is above the maximum of 65 years",
    );
  });
});

describe("employment rule (given and not unemployed)", () => {
  it.each([
    { employment_type: "salaried", passed: true, observed: 1 },
    { employment_type: "agriculture", passed: true, observed: 4 },
    { employment_type: "unemployed", passed: false, observed: 0 },
    { employment_type: undefined, passed: false, observed: null },
  ])("$employment_type: passed $passed", ({ employment_type, passed, observed }) => {
    expect(rule(loan({ employment_type }), "employment")).toMatchObject({ passed, observed, threshold: "given, not unemployed" });
  });

  it("says what is missing", () => {
    expect(rule(loan({ employment_type: undefined }), "employment").message).toBe("No employment type was given");
  });
});

describe("income rule (>= 15,000 a month)", () => {
  it.each([
    { income: 15000, passed: true },
    { income: 14999.99, passed: false },
  ])("income $income: passed $passed", ({ income, passed }) => {
    expect(rule(loan({ monthly_income: income }), "income")).toMatchObject({ observed: income, passed, threshold: ">= 15,000" });
  });
});

describe("bureau_data rule (the enquiry count and three tradeline counts all given)", () => {
  it("passes with all four, zeros included", () => {
    expect(rule(loan(), "bureau_data")).toMatchObject({ passed: true, observed: 4, threshold: "all 4 given" });
  });

  it("fails and names what is missing", () => {
    expect(rule(loan({ additional_variables: withBureau({ no_of_tradeline_90_plus_ever: undefined }) }), "bureau_data")).toMatchObject({
      passed: false,
      observed: 3,
      message: "Bureau data is incomplete: no_of_tradeline_90_plus_ever not given",
    });
    expect(rule(loan({ additional_variables: undefined }), "bureau_data")).toMatchObject({ passed: false, observed: 0 });
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

  it("cannot be loosened by a partner FOIR: 0.01 with high declared obligations still fails", () => {
    // 9,000 declared + 10,000 new EMI on 20,000: 0.95, whatever the partner says.
    const declaredHigh = { loan_amount: 120000, interest_rate: 0, loan_tenure: 12, monthly_emi: 9000, monthly_income: 20000 };
    expect(rule(loan(declaredHigh), "foir")).toMatchObject({ passed: false, observed: 0.95 });
    expect(rule(loan({ ...declaredHigh, additional_variables: withBureau({ foir: 0.01 }) }), "foir")).toMatchObject({ passed: false, observed: 0.95 });
  });

  it("takes the partner FOIR as existing obligations when it is the larger, so it can make the check stricter", () => {
    // Partner FOIR 0.3 of 20,000 = 6,000 existing, above the 2,000 declared; + 10,000 new EMI = 0.80.
    const l = loan({ loan_amount: 120000, interest_rate: 0, loan_tenure: 12, monthly_emi: 2000, monthly_income: 20000, additional_variables: withBureau({ foir: 0.3 }) });
    expect(rule(l, "foir")).toMatchObject({ passed: false, observed: 0.8, message: "FOIR 0.80 is above the maximum of 0.60" });
    // Partner FOIR 0.1 = 2,000 existing: exactly 0.60 passes.
    const atLimit = loan({ loan_amount: 120000, interest_rate: 0, loan_tenure: 12, monthly_emi: undefined, monthly_income: 20000, additional_variables: withBureau({ foir: 0.1 }) });
    expect(rule(atLimit, "foir")).toMatchObject({ passed: true, observed: 0.6, message: "FOIR 0.60 is within the maximum of 0.60" });
  });

  it("fails a monthly income of 0, with or without a partner FOIR", () => {
    expect(rule(loan({ monthly_income: 0 }), "foir")).toMatchObject({ passed: false, observed: null });
    expect(rule(loan({ monthly_income: 0, additional_variables: withBureau({ foir: 0.2 }) }), "foir")).toMatchObject({
      passed: false,
      observed: null,
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
    const result = rule(loan({ additional_variables: withBureau({ no_of_enquiries: enquiries }) }), "enquiries");
    expect(result).toMatchObject({ observed: enquiries, passed, threshold: "<= 6" });
  });

  it("fails when the count is missing, never reading it as 0", () => {
    const expected = { observed: null, passed: false, message: "The number of credit enquiries was not given" };
    expect(rule(loan({ additional_variables: withBureau({ no_of_enquiries: undefined }) }), "enquiries")).toMatchObject(expected);
    expect(rule(loan({ additional_variables: undefined }), "enquiries")).toMatchObject(expected);
  });
});

describe("delinquency rule (all three tradeline counts 0)", () => {
  it.each([
    { counts: {}, observed: 0, passed: true },
    { counts: { no_of_tradeline_60_plus_6_month: undefined }, observed: null, passed: false },
    { counts: { no_of_tradeline_30_plus_3_month: 1 }, observed: 1, passed: false },
    { counts: { no_of_tradeline_60_plus_6_month: 1 }, observed: 1, passed: false },
    { counts: { no_of_tradeline_90_plus_ever: 2 }, observed: 2, passed: false },
    {
      counts: { no_of_tradeline_30_plus_3_month: 1, no_of_tradeline_60_plus_6_month: 2, no_of_tradeline_90_plus_ever: 3 },
      observed: 6,
      passed: false,
    },
  ])("$counts: sum $observed, passed $passed", ({ counts, observed, passed }) => {
    const result = rule(loan({ additional_variables: withBureau(counts) }), "delinquency");
    expect(result).toMatchObject({ observed, passed });
  });

  it("fails when a count is missing and names it", () => {
    expect(rule(loan({ additional_variables: { no_of_enquiries: 0 } }), "delinquency").message).toBe(
      "Tradeline counts were not given: no_of_tradeline_30_plus_3_month, no_of_tradeline_60_plus_6_month, no_of_tradeline_90_plus_ever",
    );
  });

  it("names each non-zero count in the message", () => {
    const result = rule(
      loan({ additional_variables: withBureau({ no_of_tradeline_30_plus_3_month: 1, no_of_tradeline_90_plus_ever: 2 }) }),
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
    expect(result).toMatchObject({ observed: amount, passed, threshold: loan_type === 1 ? "5,000-5,00,000" : "5,000-20,00,000" });
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
      "Loan amount 6,00,000 is above the maximum of 5,00,000 for a personal loan",
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

describe("exposure rule (at most 3 live approved loans and 10,00,000 per PAN, this one included)", () => {
  // The baseline loan is 300,000.
  it.each([
    { others: { loans: 0, amount: 0 }, observed: "1 loan, 3,00,000", passed: true },
    { others: { loans: 2, amount: 600000 }, observed: "3 loans, 9,00,000", passed: true },
    { others: { loans: 3, amount: 300000 }, observed: "4 loans, 6,00,000", passed: false },
    { others: { loans: 1, amount: 700000 }, observed: "2 loans, 10,00,000", passed: true },
    { others: { loans: 1, amount: 700001 }, observed: "2 loans, 10,00,001", passed: false },
  ])("other loans $others: $observed, passed $passed", ({ others, observed, passed }) => {
    expect(rule(loan(), "exposure", others)).toMatchObject({ observed, passed, threshold: "<= 3 loans, <= 10,00,000" });
  });

  it("says which limit was passed, in counts and totals only", () => {
    expect(rule(loan(), "exposure", { loans: 3, amount: 900000 }).message).toBe(
      "With this one the customer would have 4 live approved loans for 12,00,000, above the maximum of 3 loans and 10,00,000",
    );
    expect(rule(loan(), "exposure", { loans: 1, amount: 800000 }).message).toBe(
      "With this one the customer would have 2 live approved loans for 11,00,000, above the maximum of 10,00,000",
    );
  });

  it("is not evaluated for a loan without a PAN: the pan_kyc rule has failed it already", () => {
    expect(rule(loan({ kyc: [{ kyc_type: "aadhaar", identifier: "4321" }] }), "exposure", null)).toMatchObject({
      passed: null,
      observed: null,
      message: "Not evaluated: another rule failed",
    });
  });

  it("runs only when every other rule passes, so a refused loan tells nothing of the customer's other loans", () => {
    const result = evaluateOn(loan({ credit_score: 600 }), { loans: 5, amount: 5_000_000 });
    expect(result.rules.find((r) => r.code === "exposure")).toMatchObject({ passed: null, observed: null });
    expect(result.rejection_reason).not.toMatch(/exposure|limit/);
  });
});

describe("rejection_reason", () => {
  it("names every failed rule in one sentence, in rule order", () => {
    const result = evaluateOn(
      loan({
        credit_score: 612,
        // Partner FOIR 0.72 of 85,000 = 61,200 existing, + 10,327 new EMI = 0.8415.
        additional_variables: withBureau({ foir: 0.72 }),
        kyc: [{ kyc_type: 1, identifier: "4321" }],
      }),
      null,
    );
    expect(result.outcome).toBe("Rejected");
    expect(result.rules.filter((r) => r.passed === false).map((r) => r.code)).toEqual(["credit_score", "foir", "pan_kyc"]);
    expect(result.rejection_reason).toBe(
      `Rejected by policy ${POLICY.version}: credit score 612 is below the minimum of 650; ` +
        "FOIR 0.8415 is above the maximum of 0.60; " +
        "no PAN KYC item was given.",
    );
  });

  it("rejects on a single failure and names only that rule", () => {
    const result = evaluateOn(loan({ credit_score: undefined }), NO_OTHER_LOANS);
    expect(result.outcome).toBe("Rejected");
    expect(result.rejection_reason).toBe(`Rejected by policy ${POLICY.version}: no credit score was given.`);
  });

  it("reports the version of the configuration it was given", () => {
    const stricter = { ...POLICY, version: "test-2", rules: { ...POLICY.rules, creditScore: { ...POLICY.rules.creditScore, min: 750 } } };
    const result = evaluateOn(loan(), NO_OTHER_LOANS, stricter);
    expect(result.version).toBe("test-2");
    expect(result.rejection_reason).toBe("Rejected by policy test-2: credit score 742 is below the minimum of 750.");
  });
});
