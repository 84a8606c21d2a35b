import { describe, expect, it } from "vitest";
import { api } from "./client";
import { countRows } from "./database";
import { book, dataOf, expectError, LOANS, loanPath, readLoan } from "./helpers";
import { approvedLoan, daysAgo, individualPan, updateBody } from "../support/loan-fixtures";

// Contract section 1: an optional field sent as "" or null is not sent; in PATCH it removes the field.

const issuesOf = (response: { body: { error?: { details: Record<string, unknown> } } }) =>
  response.body.error?.details.fields as { path: string; message: string }[];

const updatedEventsNaming = (leadId: string, field: string) =>
  countRows("LoanEvent", `"loanId" = $1 AND "type" = 'updated' AND "data" LIKE $2`, [leadId, `%"${field}"%`]);

/** A booking whose optional fields at every level are sent as "" or null. */
function withEmptyOptionals(empty: "" | null): Record<string, unknown> {
  const body = approvedLoan();
  return {
    ...body,
    email: empty,
    fathers_name: empty,
    address: empty,
    monthly_emi: empty,
    credit_score: empty,
    agreement_date: empty,
    repayment_schedule: empty,
    ckyc_no: empty,
    bank_account: { ...(body.bank_account as Record<string, unknown>), nach_umrn: empty },
    additional_variables: { foir: 0.3, iir: empty, no_of_enquiries: empty },
    kyc: [
      { kyc_type: "pan", identifier: individualPan(), verified_using: "registry-api", kyc_name: empty, verification_id: empty },
      { kyc_type: "aadhaar", identifier: "1234", verified_using: "offline-eKYC", address: empty },
    ],
    disbursal_detail: [{ date: daysAgo(3), amount: 200000, processing_fee: empty, gst: 360 }],
    co_applicant_details: [{ co_full_name: "Ravi Verma", co_relation: "spouse", co_email: empty, co_phone: empty, co_pincode: empty }],
  };
}

describe("empty optional values on booking (POST)", () => {
  it.each([
    ["an empty string", "" as const],
    ["null", null],
  ])("books a loan whose optional fields are %s, and the read lacks them", async (_name, empty) => {
    const booking = await book(withEmptyOptionals(empty));

    const { loan } = await readLoan(booking.lead_id);
    for (const key of ["email", "fathers_name", "address", "monthly_emi", "credit_score", "agreement_date", "repayment_schedule", "ckyc_no"]) {
      expect(loan, key).not.toHaveProperty(key);
    }
    expect(loan.bank_account).not.toHaveProperty("nach_umrn");
    expect(loan.additional_variables).toEqual({ foir: 0.3 });
    expect(loan.kyc[0]).not.toHaveProperty("kyc_name");
    expect(loan.kyc[0]).not.toHaveProperty("verification_id");
    expect(loan.kyc[1]).not.toHaveProperty("address");
    expect(loan.disbursal_detail?.[0]).toEqual({ date: daysAgo(3), amount: 200000, disbursal_type: 0, gst: 360 });
    expect(loan.co_applicant_details?.[0]).not.toHaveProperty("co_email");
    expect(loan.co_applicant_details?.[0]).not.toHaveProperty("co_phone");
    expect(loan.co_applicant_details?.[0]).not.toHaveProperty("co_pincode");
  });

  it.each([
    ["full_name", { full_name: "" }],
    ["mobile_number", { mobile_number: null }],
    ["monthly_income", { monthly_income: "" }],
    ["bank_account.ac_name", { bank_account: { ac_number: "123456789012", ifsc_code: "HDFC0001234", nach_type: 1, ac_name: "" } }],
    ["kyc[0].identifier", { kyc: [{ kyc_type: "pan", identifier: null }] }],
    ["co_applicant_details[0].co_relation", { co_applicant_details: [{ co_full_name: "Ravi Verma", co_relation: "" }] }],
  ])("refuses a required %s sent empty, naming it as required", async (path, override) => {
    const response = await api("POST", LOANS, { body: approvedLoan(override) });

    expectError(response, 400, "validation_error");
    expect(issuesOf(response)).toContainEqual({ path, message: "is required" });
  });

  it("keeps an empty account number invalid: ac_number's items are not optional fields", async () => {
    const body = approvedLoan();
    const response = await api("POST", LOANS, {
      body: { ...body, bank_account: { ...(body.bank_account as Record<string, unknown>), ac_number: ["123456789012", ""] } },
    });

    expectError(response, 400, "validation_error");
    expect(issuesOf(response).map((issue) => issue.path)).toContainEqual(expect.stringMatching(/^bank_account\.ac_number/));
  });

  it("still refuses an unknown field sent empty", async () => {
    const response = await api("POST", LOANS, { body: approvedLoan({ status: "" }) });

    expectError(response, 400, "validation_error");
    expect(issuesOf(response)).toContainEqual({ path: "status", message: "is not a field of this resource" });
  });
});

describe("empty optional values on a full update (PUT)", () => {
  it("stores the loan without the optional fields sent empty", async () => {
    const body = approvedLoan();
    const booking = await book(body);

    const response = await api("PUT", loanPath(booking.lead_id), {
      body: { ...updateBody(body), email: "", company_name: null, additional_variables: { ...(body.additional_variables as object), foir: "", no_of_enquiries: 2 } },
    });

    expect(response.status, response.text).toBe(200);
    const { loan } = await readLoan(booking.lead_id);
    expect(loan).not.toHaveProperty("email");
    expect(loan).not.toHaveProperty("company_name");
    expect(loan.additional_variables).toEqual({ no_of_enquiries: 2, no_of_tradeline_30_plus_3_month: 0, no_of_tradeline_60_plus_6_month: 0, no_of_tradeline_90_plus_ever: 0 });
  });
});

describe("empty optional values on a partial update (PATCH)", () => {
  it.each([
    ["an empty string", "" as const],
    ["null", null],
  ])("removes an optional field sent as %s, and the audit event names it", async (_name, empty) => {
    const booking = await book();
    expect((await readLoan(booking.lead_id)).loan.email).toBe("asha.verma@example.com");

    const response = await api("PATCH", loanPath(booking.lead_id), { body: { email: empty } });

    expect(response.status, response.text).toBe(200);
    expect(dataOf(response)).toMatchObject({ lead_id: booking.lead_id });
    const { loan } = await readLoan(booking.lead_id);
    expect(loan).not.toHaveProperty("email");
    expect(loan.full_name).toBe("Asha Verma");
    expect(await updatedEventsNaming(booking.lead_id, "email")).toBe(1);
  });

  it("removes keys of bank_account and additional_variables one by one, keeping the others", async () => {
    const body = approvedLoan();
    const booking = await book({ ...body, bank_account: { ...(body.bank_account as Record<string, unknown>), nach_umrn: "HDFC7000000000000001" } });

    const response = await api("PATCH", loanPath(booking.lead_id), {
      body: { bank_account: { nach_umrn: "" }, additional_variables: { foir: null } },
    });

    expect(response.status, response.text).toBe(200);
    const { loan } = await readLoan(booking.lead_id);
    expect(loan.bank_account).toEqual({ ac_number: ["123456789012"], ifsc_code: "HDFC0001234", nach_type: 1, ac_name: "Asha Verma" });
    const { foir: _removed, ...kept } = body.additional_variables as Record<string, unknown>;
    expect(loan.additional_variables).toEqual(kept);
    expect(await updatedEventsNaming(booking.lead_id, "bank_account")).toBe(1);
    expect(await updatedEventsNaming(booking.lead_id, "additional_variables")).toBe(1);
  });

  it.each([
    ["bank_account.ac_name", { bank_account: { ac_name: "" } }],
    ["loan_amount", { loan_amount: null }],
    ["gender", { gender: "" }],
  ])("refuses to remove the required %s, and changes nothing", async (path, patch) => {
    const booking = await book();
    const before = await readLoan(booking.lead_id);

    const response = await api("PATCH", loanPath(booking.lead_id), { body: patch });

    expectError(response, 400, "validation_error");
    expect(issuesOf(response)).toContainEqual({ path, message: "is required" });
    expect((await readLoan(booking.lead_id)).etag).toBe(before.etag);
  });
});
