import { validate as inIfscList } from "ifsc";
import { describe, expect, it } from "vitest";
import { addDays } from "@/lib/calendar/calendar-date";
import { api } from "./client";
import { book, countLoans, expectError, fieldPaths, LOANS, loanPath, readLoan } from "./helpers";
import { approvedLoan, daysAgo, individualPan } from "../support/loan-fixtures";

// Contract v2 section 4: booking checks, each a 400 validation_error naming the field's path.

/** Books a body the contract refuses: 400 validation_error naming `path`, nothing stored, never a 500. */
async function expectRefused(body: Record<string, unknown>, path: string) {
  const response = await api("POST", LOANS, { body });
  expectError(response, 400, "validation_error");
  expect(fieldPaths(response)).toContain(path);
  expect(await countLoans(String(body.partner_loan_id))).toBe(0);
  return response;
}

/** The date `years` whole years before an ISO date (29 February becomes 1 March). */
function yearsBefore(iso: string, years: number): string {
  const [y, m, d] = iso.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(y - years, m - 1, d)).toISOString().slice(0, 10);
}

const applied = daysAgo(5);
const coApplicant = (fields: Record<string, unknown>) => ({ co_full_name: "Ravi Verma", co_relation: "spouse", ...fields });
const panKyc = (identifier: string) => [
  { kyc_type: "pan", identifier, verified_using: "registry-api" },
  { kyc_type: "aadhaar", identifier: "1234", verified_using: "offline-eKYC" },
];

describe("individuals' PANs", () => {
  it.each([
    ["a company's PAN (fourth letter C) as the borrower's", { kyc: panKyc("AAACH1234L") }, "kyc[0].identifier"],
    ["a trust's PAN (fourth letter T) as the borrower's", { kyc: panKyc("AABTS1234K") }, "kyc[0].identifier"],
    ["a company's PAN as a co-applicant's", { co_applicant_details: [coApplicant({ co_pancard: "AAACH1234L" })] }, "co_applicant_details[0].co_pancard"],
  ])("refuses %s", async (_name, overrides, path) => {
    const response = await expectRefused(approvedLoan(overrides), path);
    expect(response.text).toContain("fourth letter P");
  });

  it("refuses a co-applicant PAN equal to the borrower's, in any case", async () => {
    const pan = individualPan();
    await expectRefused(approvedLoan({ kyc: panKyc(pan), co_applicant_details: [coApplicant({ co_pancard: pan.toLowerCase() })] }), "co_applicant_details[0].co_pancard");
  });

  it("refuses two co-applicants with one PAN, naming the second", async () => {
    const pan = individualPan();
    const response = await expectRefused(
      approvedLoan({ co_applicant_details: [coApplicant({ co_pancard: pan }), coApplicant({ co_full_name: "Mohan Verma", co_relation: "father", co_pancard: pan })] }),
      "co_applicant_details[1].co_pancard",
    );
    expect(fieldPaths(response)).not.toContain("co_applicant_details[0].co_pancard");
  });

  it("refuses a second, different borrower PAN, which would let the exposure rule count the loan under a PAN that is not the customer's", async () => {
    const kyc = [...panKyc(individualPan()), { kyc_type: "pan", identifier: individualPan(), verified_using: "image" }];
    const response = await expectRefused(approvedLoan({ kyc }), "kyc[2].identifier");
    expect(response.text).toContain("a borrower has one PAN");
  });

  it("books distinct individual PANs", async () => {
    const pans = [individualPan(), individualPan()];
    const booking = await book(approvedLoan({ co_applicant_details: pans.map((co_pancard, i) => coApplicant({ co_full_name: `Co ${"AB"[i]}`, co_pancard })) }));
    const { loan } = await readLoan(booking.lead_id);
    expect(loan.co_applicant_details?.map((co) => co.co_pancard)).toEqual(pans);
  });
});

describe("aadhaar last 4 and ckyc_no", () => {
  it.each([1234, 123, "123"])("refuses the aadhaar last 4 digits %j: a string of 4 digits, never padded", async (identifier) => {
    const kyc = [{ kyc_type: "pan", identifier: individualPan() }, { kyc_type: "aadhaar", identifier }];
    await expectRefused(approvedLoan({ kyc }), "kyc[1].identifier");
  });

  it("refuses a co-applicant's co_aadhaar sent as a number", async () => {
    await expectRefused(approvedLoan({ co_applicant_details: [coApplicant({ co_aadhaar: 4321 })] }), "co_applicant_details[0].co_aadhaar");
  });

  it.each(["1234567890123", "123456789012345", "1234567890123X", 12345678901234])("refuses the ckyc_no %j: 14 digits, as a string", async (ckyc_no) => {
    await expectRefused(approvedLoan({ ckyc_no }), "ckyc_no");
  });

  it("keeps a 14-digit ckyc_no, changes it by PATCH and removes it when sent empty", async () => {
    const booking = await book(approvedLoan({ ckyc_no: "00012345678901" }));
    expect((await readLoan(booking.lead_id)).loan.ckyc_no).toBe("00012345678901");

    const changed = await api("PATCH", loanPath(booking.lead_id), { body: { ckyc_no: "99912345678901" } });
    expect(changed.status, changed.text).toBe(200);
    expect((await readLoan(booking.lead_id)).loan.ckyc_no).toBe("99912345678901");

    const removed = await api("PATCH", loanPath(booking.lead_id), { body: { ckyc_no: "" } });
    expect(removed.status, removed.text).toBe(200);
    expect((await readLoan(booking.lead_id)).loan).not.toHaveProperty("ckyc_no");
  });
});

describe("IFSC in the published list", () => {
  // The right shape, absent from the ifsc package's list: an unknown branch of a known bank, and an unknown bank.
  const UNKNOWN = ["SBIN0999999", "ZZZZ0000001"];

  it("uses codes the list does not hold", () => {
    for (const code of UNKNOWN) expect(inIfscList(code), code).toBe(false);
    expect(inIfscList("HDFC0001234")).toBe(true);
  });

  it.each(UNKNOWN)("refuses %s at booking", async (ifsc_code) => {
    const bank_account = { ac_number: ["123456789012"], ifsc_code, nach_type: "physical", ac_name: "Asha Verma" };
    const response = await expectRefused(approvedLoan({ bank_account }), "bank_account.ifsc_code");
    expect(response.body.error?.details.fields).toEqual([{ path: "bank_account.ifsc_code", message: "must be an IFSC code in the published IFSC list" }]);
  });

  it("refuses one in an update, changing nothing", async () => {
    const booking = await book();
    const before = await readLoan(booking.lead_id);

    const response = await api("PATCH", loanPath(booking.lead_id), { body: { bank_account: { ifsc_code: "sbin0999999" } } });

    expectError(response, 400, "validation_error");
    expect(fieldPaths(response)).toEqual(["bank_account.ifsc_code"]);
    const after = await readLoan(booking.lead_id);
    expect(after.loan).toEqual(before.loan);
    expect(after.etag).toBe(before.etag);
  });

  it("accepts another listed branch by PATCH", async () => {
    const booking = await book();
    const response = await api("PATCH", loanPath(booking.lead_id), { body: { bank_account: { ifsc_code: "icic0004321" } } });
    expect(response.status, response.text).toBe(200);
    expect((await readLoan(booking.lead_id)).loan.bank_account.ifsc_code).toBe("ICIC0004321");
  });
});

describe("dates, in India's calendar", () => {
  it.each([
    ["today", daysAgo(0)],
    ["30 days ago", daysAgo(30)],
  ])("books an application dated %s", async (_name, loan_application_date) => {
    const booking = await book(approvedLoan({ loan_application_date, agreement_date: loan_application_date, disbursal_detail: undefined }));
    expect((await readLoan(booking.lead_id)).loan.loan_application_date).toBe(loan_application_date);
  });

  it.each([
    ["tomorrow", daysAgo(-1), "must not be after today (India time)"],
    ["31 days ago", daysAgo(31), "must be at most 30 days before today (India time)"],
  ])("refuses an application dated %s", async (_name, loan_application_date, message) => {
    const response = await expectRefused(approvedLoan({ loan_application_date, agreement_date: undefined, disbursal_detail: undefined }), "loan_application_date");
    expect(response.body.error?.details.fields).toEqual([{ path: "loan_application_date", message }]);
  });

  it.each([
    ["before the application", addDays(applied, -1)],
    ["after today", daysAgo(-1)],
  ])("refuses an agreement dated %s", async (_name, agreement_date) => {
    await expectRefused(approvedLoan({ loan_application_date: applied, agreement_date }), "agreement_date");
  });

  it("refuses an agreement date after today in an update", async () => {
    const booking = await book();
    const response = await api("PATCH", loanPath(booking.lead_id), { body: { agreement_date: daysAgo(-1) } });
    expectError(response, 400, "validation_error");
    expect(fieldPaths(response)).toEqual(["agreement_date"]);
  });

  it.each([
    ["a date of birth of today", { date_of_birth: daysAgo(0) }, "date_of_birth"],
    ["a co-applicant born tomorrow", { co_applicant_details: [coApplicant({ co_dob: daysAgo(-1) })] }, "co_applicant_details[0].co_dob"],
  ])("refuses %s: dates of birth are in the past", async (_name, overrides, path) => {
    await expectRefused(approvedLoan(overrides), path);
  });
});

describe("co-applicants' ages at the application date", () => {
  it.each([
    ["17 (a day short of 18)", addDays(yearsBefore(applied, 18), 1)],
    ["71", yearsBefore(applied, 71)],
  ])("refuses a co-applicant aged %s", async (_name, co_dob) => {
    const response = await expectRefused(approvedLoan({ loan_application_date: applied, co_applicant_details: [coApplicant({ co_dob })] }), "co_applicant_details[0].co_dob");
    expect(response.text).toContain("18 to 70 years old");
  });

  it.each([
    ["18", yearsBefore(applied, 18)],
    ["70 (a day short of 71)", addDays(yearsBefore(applied, 71), 1)],
  ])("books a co-applicant aged %s", async (_name, co_dob) => {
    await book(approvedLoan({ loan_application_date: applied, co_applicant_details: [coApplicant({ co_dob })] }));
  });
});

describe("every problem at once", () => {
  it("names each failed check of one body", async () => {
    const pan = individualPan();
    const response = await expectRefused(
      approvedLoan({
        kyc: panKyc(pan),
        ckyc_no: "123",
        loan_application_date: daysAgo(-1),
        co_applicant_details: [coApplicant({ co_pancard: pan })],
      }),
      "ckyc_no",
    );
    expect(fieldPaths(response)).toEqual(expect.arrayContaining(["ckyc_no", "loan_application_date", "co_applicant_details[0].co_pancard"]));
  });
});
