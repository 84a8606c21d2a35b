import { describe, expect, it } from "vitest";
import { bookingSchemaAt, loanSchemaAt } from "./loan";

/** 23:59 UTC on 24 Nov 2026 is 05:29 on 25 Nov in India: "today" is the 25th. */
const clock = () => new Date("2026-11-24T23:59:00Z");
const booking = bookingSchemaAt(clock);
const stored = loanSchemaAt(clock);

function body(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    partner_loan_id: "PL-RULES-1",
    mobile_number: "9876543210",
    full_name: "Priya Sharma",
    gender: 2,
    date_of_birth: "1990-03-15",
    pincode: 560034,
    monthly_income: 85000,
    loan_application_date: "2026-11-20",
    loan_tenure: 12,
    loan_amount: 100000,
    interest_rate: 12,
    bank_account: { ac_number: "50100234567890", ifsc_code: "HDFC0001234", ac_name: "Priya Sharma", nach_type: 1 },
    kyc: [{ kyc_type: 2, identifier: "ABCPS1234K" }],
    ...overrides,
  };
}

function problems(schema: typeof booking | typeof stored, input: unknown): Record<string, string> {
  const result = schema.safeParse(input);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join("."), issue.message]));
}

describe("the application-date window, at booking, in India's calendar", () => {
  it.each([
    ["today in India (already the 25th at 23:59 UTC on the 24th)", "2026-11-25"],
    ["30 days before today", "2026-10-26"],
  ])("accepts %s", (_name, date) => {
    expect(problems(booking, body({ loan_application_date: date }))).toEqual({});
  });

  it.each([
    ["tomorrow in India", "2026-11-26", "must not be after today (India time)"],
    ["31 days before today", "2026-10-25", "must be at most 30 days before today (India time)"],
  ])("refuses %s", (_name, date, message) => {
    expect(problems(booking, body({ loan_application_date: date }))).toEqual({ loan_application_date: message });
  });

  it("is not a rule of the stored loan: an update of an older loan is not refused for it", () => {
    expect(problems(stored, body({ loan_application_date: "2026-01-05" }))).toEqual({});
  });

  it("reads the clock at every parse, not once when the schema is built", () => {
    let now = new Date("2026-11-24T18:29:00Z");
    const moving = bookingSchemaAt(() => now);
    expect(problems(moving, body({ loan_application_date: "2026-11-25" }))).toHaveProperty("loan_application_date");
    now = new Date("2026-11-24T18:30:00Z");
    expect(problems(moving, body({ loan_application_date: "2026-11-25" }))).toEqual({});
  });
});

describe("dates of every stored loan", () => {
  it("refuses an agreement before the application or after today", () => {
    expect(problems(stored, body({ agreement_date: "2026-11-19" }))).toEqual({ agreement_date: "must not be before loan_application_date" });
    expect(problems(stored, body({ agreement_date: "2026-11-26" }))).toEqual({ agreement_date: "must not be after today (India time)" });
    expect(problems(stored, body({ agreement_date: "2026-11-25" }))).toEqual({});
  });

  it("wants dates of birth in the past", () => {
    expect(problems(stored, body({ date_of_birth: "2026-11-25" }))).toEqual({ date_of_birth: "must be in the past" });
    expect(problems(stored, body({ co_applicant_details: [{ co_full_name: "Ravi", co_relation: 1, co_dob: "2026-12-01" }] }))).toEqual({
      "co_applicant_details.0.co_dob": "must be in the past",
    });
  });

  it("reports every problem at once, with the booking window's", () => {
    const found = problems(booking, body({ loan_application_date: "2026-12-01", agreement_date: "2026-12-02", date_of_birth: "2026-12-03" }));
    expect(Object.keys(found).sort()).toEqual(["agreement_date", "date_of_birth", "loan_application_date"]);
  });
});

describe("co-applicants", () => {
  const co = (fields: Record<string, unknown>) => ({ co_full_name: "Ravi Sharma", co_relation: "spouse", ...fields });

  it.each([
    ["18 on the application date", "2008-11-20"],
    ["70 on the application date, a day before turning 71", "1955-11-21"],
  ])("accepts one aged %s", (_name, dob) => {
    expect(problems(stored, body({ co_applicant_details: [co({ co_dob: dob })] }))).toEqual({});
  });

  it.each([
    ["17, a day before turning 18", "2008-11-21"],
    ["71 on the application date", "1955-11-20"],
  ])("refuses one aged %s", (_name, dob) => {
    expect(problems(stored, body({ co_applicant_details: [co({ co_dob: dob })] }))).toEqual({
      "co_applicant_details.0.co_dob": "must make the co-applicant 18 to 70 years old on loan_application_date",
    });
  });

  it("refuses a co-applicant PAN equal to the borrower's or to another co-applicant's, and a company's PAN", () => {
    const found = problems(
      stored,
      body({
        co_applicant_details: [co({ co_pancard: "abcps1234k" }), co({ co_pancard: "XYZPQ9876R" }), co({ co_pancard: "XYZPQ9876R" }), co({ co_pancard: "AAACH1234L" })],
      }),
    );
    expect(found).toEqual({
      "co_applicant_details.0.co_pancard": "must differ from the borrower's PAN and from every other co-applicant's",
      "co_applicant_details.2.co_pancard": "must differ from the borrower's PAN and from every other co-applicant's",
      "co_applicant_details.3.co_pancard": "must be an individual's PAN (fourth letter P), such as ABCPE1234F",
    });
  });

  it("accepts distinct individual PANs", () => {
    expect(problems(stored, body({ co_applicant_details: [co({ co_pancard: "XYZPQ9876R" }), co({ co_pancard: "LMNPK1111Z" })] }))).toEqual({});
  });
});

describe("a body that fails field checks too", () => {
  it("is refused with its problems, never thrown, whichever field failed", () => {
    const co = [{ co_full_name: "Ravi", co_relation: 1, co_dob: "2015-01-01", co_pancard: "ABCPS1234K" }];
    for (const kyc of [[{ kyc_type: 1, identifier: 1234 }], [{ kyc_type: 2, identifier: "AAACH1234L" }], "not a list"]) {
      expect(() => booking.safeParse(body({ kyc, co_applicant_details: co, loan_application_date: "2027-01-01" }))).not.toThrow();
      expect(problems(booking, body({ kyc, co_applicant_details: co }))).toHaveProperty(typeof kyc === "string" ? "kyc" : "kyc.0.identifier");
    }
  });
});

describe("impossible dates", () => {
  it.each(["date_of_birth", "loan_application_date", "agreement_date"])("in %s are refused as such, never thrown", (field) => {
    expect(problems(booking, body({ [field]: "2021-02-30" }))).toHaveProperty(field, "must be a real date as YYYY-MM-DD or DD-MMM-YYYY");
  });

  it("in a co-applicant's co_dob is refused as such, never thrown", () => {
    const co = [{ co_full_name: "Ravi", co_relation: 1, co_dob: "2021-02-30", co_pancard: "ABCPS1234K" }];
    expect(problems(booking, body({ co_applicant_details: co }))).toHaveProperty("co_applicant_details.0.co_dob", "must be a real date as YYYY-MM-DD or DD-MMM-YYYY");
  });
});

describe("the borrower's PAN", () => {
  it("refuses a second pan item with another PAN, which the exposure rule would not count the loan under", () => {
    const kyc = [
      { kyc_type: 2, identifier: "ABCPS1234K" },
      { kyc_type: 1, identifier: "1234" },
      { kyc_type: 2, identifier: "XYZPQ9876R" },
    ];
    expect(problems(stored, body({ kyc }))).toEqual({ "kyc.2.identifier": "must be the same PAN as the loan's first pan item: a borrower has one PAN" });
  });

  it("accepts the same PAN twice, written in either case", () => {
    expect(problems(stored, body({ kyc: [{ kyc_type: 2, identifier: "ABCPS1234K" }, { kyc_type: 2, identifier: "abcps1234k" }] }))).toEqual({});
  });
});
