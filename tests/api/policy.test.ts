import { describe, expect, it } from "vitest";
import { addDays } from "@/lib/calendar/calendar-date";
import { book, readLoan } from "./helpers";
import { approvedLoan, daysAgo, today } from "../support/loan-fixtures";

const APPLIED = daysAgo(5);
const BUREAU = { no_of_enquiries: 1, no_of_tradeline_30_plus_3_month: 0, no_of_tradeline_60_plus_6_month: 0, no_of_tradeline_90_plus_ever: 0 };

/** The day `years` whole years before `date` (29 February falls back to the 28th), moved by `days`. */
function yearsBefore(date: string, years: number, days = 0): string {
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  const day = m === 2 && d === 29 ? 28 : d;
  return addDays(`${y - years}-${String(m).padStart(2, "0")}-${String(day).padStart(2, "0")}`, days);
}

/** approvedLoan() with these changes; without tranches, so a changed amount is the only change to the terms. */
const loanWith = (overrides: Record<string, unknown>) => approvedLoan({ loan_application_date: APPLIED, disbursal_detail: undefined, ...overrides });

async function bookAndRead(body: Record<string, unknown>) {
  const booking = await book(body);
  const { loan } = await readLoan(booking.lead_id);
  const failed = loan.policy.rules.filter((rule) => rule.passed === false);
  return { booking, loan, failed, codes: failed.map((rule) => rule.code) };
}

describe("policy 2026-11.4 at booking: each rule alone", () => {
  const cases: [string, Record<string, unknown>, string[]][] = [
    ["age: 20 at application", { date_of_birth: yearsBefore(APPLIED, 20) }, ["age"]],
    // 60 at application with a 10-year education loan: 70 at the last instalment.
    ["age_at_maturity: 70 at the last instalment", { date_of_birth: yearsBefore(APPLIED, 60), loan_type: "education_loan", loan_tenure: 120, repayment_count: 120 }, ["age_at_maturity"]],
    ["employment: not given", { employment_type: undefined }, ["employment"]],
    ["employment: unemployed", { employment_type: "unemployed", company_name: undefined }, ["employment"]],
    ["income: 14,999 a month", { monthly_income: 14999, monthly_emi: 0, loan_amount: 50000, additional_variables: BUREAU }, ["income"]],
    ["credit_score: 600", { credit_score: 600 }, ["credit_score"]],
    ["credit_score: not given", { credit_score: undefined }, ["credit_score"]],
    ["credit_score: new to credit", { credit_score: 5 }, ["credit_score"]],
    ["enquiries: 7", { additional_variables: { ...BUREAU, no_of_enquiries: 7 } }, ["enquiries"]],
    ["delinquency: one 30+ days past due", { additional_variables: { ...BUREAU, no_of_tradeline_30_plus_3_month: 1 } }, ["delinquency"]],
    ["foir: 9,000 declared + the new EMI on 20,000", { monthly_income: 20000, monthly_emi: 9000, additional_variables: BUREAU }, ["foir"]],
    ["loan_amount: 500,001 for a personal loan", { loan_amount: 500001, additional_variables: BUREAU }, ["loan_amount"]],
    ["loan_tenure: 61 months for a personal loan", { loan_tenure: 61, repayment_count: 61 }, ["loan_tenure"]],
    ["interest_rate: 36.5%", { interest_rate: 36.5 }, ["interest_rate"]],
  ];

  it.each(cases)("rejects %s, naming that rule in policy and rejection_reason", async (_name, overrides, expected) => {
    const { booking, loan, failed, codes } = await bookAndRead(loanWith(overrides));

    expect(booking.status).toBe("Rejected");
    expect(codes).toEqual(expected);
    expect(loan.policy.version).toBe("2026-11.4");
    expect(loan.rejection_reason).toBe(booking.rejection_reason);
    expect(booking.rejection_reason).toMatch(/^Rejected by policy 2026-11\.4: /);
    for (const rule of failed) expect(booking.rejection_reason?.toLowerCase()).toContain(String((rule as { message?: string }).message).toLowerCase());
  });

  it("rejects missing bureau data: the rule that reads a missing count fails too, never reading it as 0", async () => {
    const noTradeline = await bookAndRead(loanWith({ additional_variables: { ...BUREAU, no_of_tradeline_90_plus_ever: undefined } }));
    expect(noTradeline.codes).toEqual(["bureau_data", "delinquency"]);
    expect(noTradeline.failed.find((rule) => rule.code === "delinquency")?.observed).toBeNull();

    const noEnquiries = await bookAndRead(loanWith({ additional_variables: { ...BUREAU, no_of_enquiries: undefined } }));
    expect(noEnquiries.codes).toEqual(["bureau_data", "enquiries"]);

    const none = await bookAndRead(loanWith({ additional_variables: undefined }));
    expect(none.codes).toEqual(["bureau_data", "enquiries", "delinquency"]);
    expect(none.booking.rejection_reason).toContain("bureau data is incomplete");
  });

  it("rejects a loan without a PAN on pan_kyc, and counts none of the customer's other loans", async () => {
    const { codes, loan } = await bookAndRead(loanWith({ kyc: [{ kyc_type: "aadhaar", identifier: "1234", verified_using: "offline-eKYC" }] }));
    expect(codes).toEqual(["pan_kyc"]);
    expect(loan.policy.rules.find((rule) => rule.code === "exposure")).toMatchObject({ passed: null, observed: null });
  });

  it("does not let a partner FOIR of 0.01 loosen the check on high declared obligations", async () => {
    const { booking, failed } = await bookAndRead(loanWith({ monthly_income: 20000, monthly_emi: 9000, additional_variables: { ...BUREAU, foir: 0.01 } }));
    expect(booking.status).toBe("Rejected");
    expect(failed.map((rule) => rule.code)).toEqual(["foir"]);
    // (9,000 + 9,650.57 new EMI) / 20,000
    expect(failed[0]?.observed).toBe(0.9325);
  });

  it("takes a partner FOIR above the declared obligations, which makes the check stricter", async () => {
    const { codes } = await bookAndRead(loanWith({ monthly_emi: 0, additional_variables: { ...BUREAU, foir: 0.55 } }));
    expect(codes).toEqual(["foir"]);
  });
});

describe("policy 2026-11.4 at booking: boundaries", () => {
  it.each([
    ["21 today", yearsBefore(APPLIED, 21), "Approved"],
    ["21 tomorrow", yearsBefore(APPLIED, 21, 1), "Rejected"],
    ["60, 61 tomorrow", yearsBefore(APPLIED, 61, 1), "Approved"],
    ["61 today", yearsBefore(APPLIED, 61), "Rejected"],
    ["61 yesterday", yearsBefore(APPLIED, 61, -1), "Rejected"],
  ])("a borrower %s at application: %s", async (_name, dateOfBirth, status) => {
    const { booking, codes } = await bookAndRead(loanWith({ date_of_birth: dateOfBirth }));
    expect(booking.status).toBe(status);
    expect(codes).toEqual(status === "Approved" ? [] : ["age"]);
  });

  it("takes 65 at the last instalment and refuses 66", async () => {
    // 60 months from today, the start of a loan with no tranche yet: 65 on the day of the last instalment, 66 the day after.
    const bornDayAfter = yearsBefore(today(), 61, 1);
    const sixtyFive = await bookAndRead(loanWith({ date_of_birth: bornDayAfter, loan_tenure: 60, repayment_count: 60 }));
    expect(sixtyFive.codes).toEqual([]);
    expect(sixtyFive.loan.policy.rules.find((rule) => rule.code === "age_at_maturity")?.observed).toBe(65);
    // An education loan of 72 months for the same borrower ends at 66.
    const sixtySix = await bookAndRead(loanWith({ date_of_birth: bornDayAfter, loan_type: "education_loan", loan_tenure: 72, repayment_count: 72 }));
    expect(sixtySix.codes).toEqual(["age_at_maturity"]);
  });

  it("takes an 18-year-old for an education loan but not for a personal loan", async () => {
    const eighteen = yearsBefore(APPLIED, 18);
    expect((await bookAndRead(loanWith({ date_of_birth: eighteen, loan_type: "education_loan" }))).booking.status).toBe("Approved");
    const personal = await bookAndRead(loanWith({ date_of_birth: eighteen, loan_type: "personal_loan" }));
    expect(personal.codes).toEqual(["age"]);
    expect(personal.booking.rejection_reason).toContain("below the minimum of 21 years for a personal loan");
  });

  it("approves a FOIR of exactly 0.60 and refuses one just above", async () => {
    // 120,000 at 0% over 12 months is 10,000 a month; + 2,000 declared = 12,000 on 20,000.
    const terms = { loan_amount: 120000, interest_rate: 0, loan_tenure: 12, repayment_count: 12, monthly_emi: 2000, additional_variables: BUREAU };
    const atLimit = await bookAndRead(loanWith({ ...terms, monthly_income: 20000 }));
    expect(atLimit.booking.status).toBe("Approved");
    expect(atLimit.loan.policy.rules.find((rule) => rule.code === "foir")).toMatchObject({ observed: 0.6, threshold: "<= 0.60" });
    const above = await bookAndRead(loanWith({ ...terms, monthly_income: 19990 }));
    expect(above.codes).toEqual(["foir"]);
  });
});
