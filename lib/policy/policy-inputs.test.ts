import { describe, expect, it } from "vitest";
import { additionalVariablesSchema, loanFields, loanSchema } from "@/lib/schemas/loan";
import { evaluatePolicy } from "./evaluate-policy";
import { NEEDED_FOR_APPROVAL } from "./policy-inputs";
import { consentFacts } from "@/tests/support/loan-fixtures";

const BUREAU = { no_of_enquiries: 2, no_of_tradeline_30_plus_3_month: 0, no_of_tradeline_60_plus_6_month: 0, no_of_tradeline_90_plus_ever: 0, foir: 0.1, iir: 0.1 };

const APPROVED: Record<string, unknown> = {
  partner_loan_id: "PL-INPUTS-1",
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
  kyc: [{ kyc_type: "pan", identifier: "abcps1234k", verified_using: "registry-api" }],
  additional_variables: BUREAU,
};

const outcomeWithout = (path: string) => {
  const [top = "", child] = path.split(".");
  const body = structuredClone(APPROVED);
  if (child === undefined) delete body[top];
  else delete (body[top] as Record<string, unknown>)[child];
  return evaluatePolicy(loanSchema.parse(body), { exposure: { loans: 0, amount: 0 }, judgedOn: "2026-11-02", consents: consentFacts("2026-11-02") }).outcome;
};

const optional = (schema: { safeParse: (value: unknown) => { success: boolean } }) => schema.safeParse(undefined).success;

// Every field the API takes absent, top level and inside additional_variables.
const OPTIONAL_PATHS = [
  ...Object.entries(loanFields).filter(([, schema]) => optional(schema)).map(([name]) => name),
  ...Object.entries(additionalVariablesSchema.shape).filter(([, schema]) => optional(schema)).map(([name]) => `additional_variables.${name}`),
];

describe("fields needed for approval", () => {
  it("starts from a loan the policy approves", () => {
    expect(evaluatePolicy(loanSchema.parse(APPROVED), { exposure: { loans: 0, amount: 0 }, judgedOn: "2026-11-02", consents: consentFacts("2026-11-02") }).outcome).toBe("Approved");
  });

  it.each(OPTIONAL_PATHS)("%s is listed exactly when leaving it out rejects the loan", (path) => {
    expect(outcomeWithout(path) === "Rejected").toBe(NEEDED_FOR_APPROVAL.has(path));
  });

  it("lists only fields the API takes absent", () => {
    for (const path of NEEDED_FOR_APPROVAL) expect(OPTIONAL_PATHS).toContain(path);
  });
});
