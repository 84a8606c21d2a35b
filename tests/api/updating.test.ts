import { describe, expect, it } from "vitest";
import { api } from "./client";
import { countRows } from "./database";
import { book, countEvents, dataOf, expectError, fieldPaths, LEAD_ID, loanPath, readLoan, type LoanRead, type UpdateResult } from "./helpers";
import { approvedLoan, daysAgo, individualPan, panOf, today, updateBody } from "../support/loan-fixtures";

/** A read without the fields every write is expected to move. */
function stable(loan: LoanRead): Record<string, unknown> {
  const { updated_at: _updatedAt, ...rest } = loan;
  return rest;
}

const updatedEventsNaming = (leadId: string, field: string) =>
  countRows("LoanEvent", `"loanId" = $1 AND "type" = 'updated' AND "data" LIKE $2`, [leadId, `%"${field}"%`]);

describe("full update (PUT /api/v1/client/loan/<lead_id>/)", () => {
  it("replaces the data and answers with lead_id, loan_account_number, status and co_applicants", async () => {
    const body = approvedLoan();
    const booking = await book(body);
    const replacement = {
      ...updateBody(body),
      // The same date of birth in the other accepted format is the same value.
      date_of_birth: "1990-03-12",
      email: "asha.new@example.com",
      monthly_income: 90000,
      address: "221B Residency Road, Bengaluru",
      co_applicant_details: [
        { co_full_name: "Ravi Verma", co_relation: "spouse" },
        { co_full_name: "Meera Verma", co_relation: "mother", co_phone: "9812345678" },
      ],
    };

    const response = await api("PUT", loanPath(booking.lead_id), { body: replacement });

    expect(response.status, response.text).toBe(200);
    const result = dataOf<UpdateResult>(response);
    expect(result).toEqual({
      lead_id: booking.lead_id,
      loan_account_number: booking.loan_account_number,
      status: "Approved",
      co_applicants: [
        { co_applicant_id: expect.stringMatching(LEAD_ID), co_full_name: "Ravi Verma", co_relation: 1 },
        { co_applicant_id: expect.stringMatching(LEAD_ID), co_full_name: "Meera Verma", co_relation: 3 },
      ],
    });
    const { loan } = await readLoan(booking.lead_id);
    expect(loan).toEqual(
      expect.objectContaining({ email: "asha.new@example.com", monthly_income: 90000, address: "221B Residency Road, Bengaluru" }),
    );
    expect(loan.co_applicant_details).toEqual([
      expect.objectContaining({ co_full_name: "Ravi Verma", co_relation: 1 }),
      expect.objectContaining({ co_full_name: "Meera Verma", co_relation: 3, co_phone: "9812345678" }),
    ]);
  });

  it("drops optional fields the complete body leaves out", async () => {
    const body = approvedLoan();
    const booking = await book(body);
    const { email: _email, co_applicant_details: _co, ...withoutEmail } = updateBody(body);

    const response = await api("PUT", loanPath(booking.lead_id), { body: withoutEmail });

    expect(response.status, response.text).toBe(200);
    expect(dataOf<UpdateResult>(response).co_applicants).toEqual([]);
    const { loan } = await readLoan(booking.lead_id);
    expect(loan).not.toHaveProperty("email");
    expect(loan).not.toHaveProperty("co_applicant_details");
  });

  it("refuses an incomplete body with 400 and changes nothing", async () => {
    const body = approvedLoan();
    const booking = await book(body);
    const before = await readLoan(booking.lead_id);
    const incomplete: Record<string, unknown> = { ...updateBody(body), email: "changed@example.com" };
    delete incomplete.bank_account;

    const response = await api("PUT", loanPath(booking.lead_id), { body: incomplete });

    expectError(response, 400, "validation_error");
    expect(fieldPaths(response)).toContain("bank_account");
    const after = await readLoan(booking.lead_id);
    expect(after.loan).toEqual(before.loan);
    expect(after.etag).toBe(before.etag);
  });
});

describe("partial update (PATCH /api/v1/client/loan/<lead_id>/)", () => {
  it("changes only the fields it sends", async () => {
    const booking = await book();
    const before = await readLoan(booking.lead_id);

    const response = await api("PATCH", loanPath(booking.lead_id), { body: { email: "asha@newmail.example.com", monthly_emi: 7000 } });

    expect(response.status, response.text).toBe(200);
    expect(dataOf<UpdateResult>(response)).toEqual({
      lead_id: booking.lead_id,
      loan_account_number: booking.loan_account_number,
      status: "Approved",
      co_applicants: [{ co_applicant_id: expect.stringMatching(LEAD_ID), co_full_name: "Ravi Verma", co_relation: 1 }],
    });
    const after = await readLoan(booking.lead_id);
    expect(stable(after.loan)).toEqual({ ...stable(before.loan), email: "asha@newmail.example.com", monthly_emi: 7000 });
    expect(after.etag).not.toBe(before.etag);
    expect(Date.parse(after.loan.updated_at)).toBeGreaterThanOrEqual(Date.parse(before.loan.updated_at));
  });

  it("merges bank_account and additional_variables key by key", async () => {
    const booking = await book();

    const response = await api("PATCH", loanPath(booking.lead_id), {
      body: { bank_account: { ifsc_code: "ICIC0004321" }, additional_variables: { no_of_enquiries: 3, iir: 0.2 } },
    });

    expect(response.status, response.text).toBe(200);
    const { loan } = await readLoan(booking.lead_id);
    expect(loan.bank_account).toEqual({ ac_number: ["123456789012"], ifsc_code: "ICIC0004321", nach_type: 1, ac_name: "Asha Verma" });
    expect(loan.additional_variables).toEqual({ ...(approvedLoan().additional_variables as object), no_of_enquiries: 3, iir: 0.2 });
  });

  it("replaces arrays whole", async () => {
    const booking = await book();

    const response = await api("PATCH", loanPath(booking.lead_id), {
      body: {
        disbursal_detail: [
          { date: today(), amount: 150000, processing_fee: 1500 },
          { date: today(), amount: 50000 },
        ],
        bank_account: { ac_number: ["5550001112223"] },
      },
    });

    expect(response.status, response.text).toBe(200);
    const { loan } = await readLoan(booking.lead_id);
    expect(loan.disbursal_detail).toEqual([
      { date: today(), amount: 150000, processing_fee: 1500, disbursal_type: 0 },
      { date: today(), amount: 50000, disbursal_type: 0 },
    ]);
    expect(loan.bank_account.ac_number).toEqual(["5550001112223"]);
  });

  it("keeps a co-applicant's id when the same co-applicant is sent again, and replaces the rest", async () => {
    const booking = await book();
    const first = dataOf<UpdateResult>(await api("PATCH", loanPath(booking.lead_id), { body: { email: "a@example.com" } }));
    const raviId = first.co_applicants[0]?.co_applicant_id;
    expect(raviId).toMatch(LEAD_ID);

    const both = await api("PATCH", loanPath(booking.lead_id), {
      body: {
        co_applicant_details: [
          { co_full_name: "Meera Verma", co_relation: "sibling" },
          { co_full_name: "Ravi Verma", co_relation: "spouse", co_email: "ravi@example.com" },
        ],
      },
    });

    expect(both.status, both.text).toBe(200);
    const afterBoth = dataOf<UpdateResult>(both).co_applicants;
    expect(afterBoth.map((co) => co.co_full_name)).toEqual(["Meera Verma", "Ravi Verma"]);
    expect(afterBoth[1]?.co_applicant_id).toBe(raviId);
    expect(afterBoth[0]?.co_applicant_id).not.toBe(raviId);

    const onlyMeera = await api("PATCH", loanPath(booking.lead_id), {
      body: { co_applicant_details: [{ co_full_name: "Meera Verma", co_relation: 4 }] },
    });

    expect(onlyMeera.status, onlyMeera.text).toBe(200);
    expect(dataOf<UpdateResult>(onlyMeera).co_applicants).toEqual([
      { co_applicant_id: afterBoth[0]?.co_applicant_id, co_full_name: "Meera Verma", co_relation: 4 },
    ]);
    const { loan } = await readLoan(booking.lead_id);
    expect(loan.co_applicant_details).toEqual([{ co_full_name: "Meera Verma", co_relation: 4 }]);
  });

  it("refuses an empty body, unknown fields and invalid values with 400, changing nothing", async () => {
    const booking = await book();
    const before = await readLoan(booking.lead_id);

    const empty = await api("PATCH", loanPath(booking.lead_id), { body: {} });
    const unknown = await api("PATCH", loanPath(booking.lead_id), { body: { email: "x@example.com", status: "Approved" } });
    const invalid = await api("PATCH", loanPath(booking.lead_id), { body: { bank_account: { ifsc_code: "NOT-AN-IFSC" } } });

    expectError(empty, 400, "validation_error");
    expectError(unknown, 400, "validation_error");
    expect(fieldPaths(unknown)).toContain("status");
    expectError(invalid, 400, "validation_error");
    expect(fieldPaths(invalid)).toContain("bank_account.ifsc_code");
    const after = await readLoan(booking.lead_id);
    expect(after.loan).toEqual(before.loan);
    expect(after.etag).toBe(before.etag);
  });

  it("records an 'updated' event naming the changed fields", async () => {
    const booking = await book();

    const response = await api("PATCH", loanPath(booking.lead_id), { body: { email: "audit@example.com", monthly_income: 99000 } });

    expect(response.status, response.text).toBe(200);
    expect(await countEvents(booking.lead_id, "updated")).toBe(1);
    expect(await updatedEventsNaming(booking.lead_id, "email")).toBe(1);
    expect(await updatedEventsNaming(booking.lead_id, "monthly_income")).toBe(1);
    expect(await updatedEventsNaming(booking.lead_id, "full_name")).toBe(0);
  });
});

describe("customer identifier information", () => {
  const changes: [string, Record<string, unknown>, string][] = [
    ["mobile_number", { mobile_number: "9123456780" }, "mobile_number"],
    ["full_name", { full_name: "Asha V. Sharma" }, "full_name"],
    ["date_of_birth", { date_of_birth: "1991-03-12" }, "date_of_birth"],
    ["partner_loan_id", { partner_loan_id: "PL-changed-by-update" }, "partner_loan_id"],
    // Contract v2: the policy's ages and the loan's maturity count from it.
    ["loan_application_date", { loan_application_date: daysAgo(6) }, "loan_application_date"],
    [
      "a PAN identifier",
      { kyc: [{ kyc_type: "pan", identifier: individualPan(), verified_using: "registry-api" }, { kyc_type: "aadhaar", identifier: "1234" }] },
      "kyc",
    ],
    ["an aadhaar identifier", { kyc: [{ kyc_type: "pan", identifier: individualPan() }, { kyc_type: "aadhaar", identifier: "9999" }] }, "kyc"],
    ["a removed kyc item", { kyc: [{ kyc_type: "pan", identifier: individualPan() }] }, "kyc"],
  ];

  it.each(changes)("refuses a PATCH changing %s with 422 customer_identifier_immutable and changes nothing", async (_name, patch, field) => {
    const booking = await book();
    const before = await readLoan(booking.lead_id);

    const response = await api("PATCH", loanPath(booking.lead_id), { body: { ...patch, email: "changed@example.com" } });

    expectError(response, 422, "customer_identifier_immutable");
    expect(response.body.error?.details.fields).toEqual([field]);
    const after = await readLoan(booking.lead_id);
    expect(after.loan).toEqual(before.loan);
    expect(after.etag).toBe(before.etag);
    expect(await countEvents(booking.lead_id, "updated")).toBe(0);
  });

  it("refuses a PUT changing identifiers, naming each of them", async () => {
    const body = approvedLoan();
    const booking = await book(body);
    const before = await readLoan(booking.lead_id);

    const response = await api("PUT", loanPath(booking.lead_id), {
      body: { ...updateBody(body), mobile_number: "9000000001", full_name: "Another Person", email: "changed@example.com" },
    });

    expectError(response, 422, "customer_identifier_immutable");
    expect(response.body.error?.details.fields).toEqual(expect.arrayContaining(["mobile_number", "full_name"]));
    expect(response.body.error?.details.fields).toHaveLength(2);
    expect((await readLoan(booking.lead_id)).loan).toEqual(before.loan);
  });

  it("accepts the same identifiers sent again, in any accepted format", async () => {
    const body = approvedLoan();
    const booking = await book(body);

    const response = await api("PATCH", loanPath(booking.lead_id), {
      body: {
        partner_loan_id: body.partner_loan_id,
        mobile_number: body.mobile_number,
        full_name: body.full_name,
        date_of_birth: "1990-03-12",
        loan_application_date: body.loan_application_date,
        // Same (type, identifier) pairs, listed in another order, written differently, verified another way.
        kyc: [
          { kyc_type: 1, identifier: "1234", verified_using: "image" },
          { kyc_type: "PAN", identifier: panOf(body).toLowerCase(), verified_using: "image" },
        ],
        email: "same.ids@example.com",
      },
    });

    expect(response.status, response.text).toBe(200);
    const { loan } = await readLoan(booking.lead_id);
    expect(loan.email).toBe("same.ids@example.com");
  });

  it("refuses a kyc item with is_verified false in an update with 422 kyc_not_verified", async () => {
    const booking = await book();
    const before = await readLoan(booking.lead_id);

    const response = await api("PATCH", loanPath(booking.lead_id), {
      body: {
        kyc: [
          { kyc_type: "pan", identifier: individualPan(), is_verified: false },
          { kyc_type: "aadhaar", identifier: "1234" },
        ],
      },
    });

    expectError(response, 422, "kyc_not_verified");
    expect((await readLoan(booking.lead_id)).loan).toEqual(before.loan);
  });
});

describe("If-Match on updates", () => {
  it("applies an update whose If-Match is the current ETag and answers with the new ETag", async () => {
    const booking = await book();
    const { etag } = await readLoan(booking.lead_id);
    expect(etag).toBeTruthy();

    const response = await api("PATCH", loanPath(booking.lead_id), {
      body: { email: "if-match@example.com" },
      headers: { "if-match": String(etag) },
    });

    expect(response.status, response.text).toBe(200);
    const newEtag = response.headers.get("etag");
    expect(newEtag).toBeTruthy();
    expect(newEtag).not.toBe(etag);
    expect((await readLoan(booking.lead_id)).etag).toBe(newEtag);
  });

  it("refuses a PATCH or PUT with a stale If-Match with 412 precondition_failed and changes nothing", async () => {
    const body = approvedLoan();
    const booking = await book(body);
    const stale = (await readLoan(booking.lead_id)).etag;
    const first = await api("PATCH", loanPath(booking.lead_id), { body: { email: "first@example.com" } });
    expect(first.status, first.text).toBe(200);
    const current = await readLoan(booking.lead_id);

    const patch = await api("PATCH", loanPath(booking.lead_id), {
      body: { email: "second@example.com" },
      headers: { "if-match": String(stale) },
    });
    const put = await api("PUT", loanPath(booking.lead_id), {
      body: { ...updateBody(body), email: "third@example.com" },
      headers: { "if-match": String(stale) },
    });

    expectError(patch, 412, "precondition_failed");
    expectError(put, 412, "precondition_failed");
    const after = await readLoan(booking.lead_id);
    expect(after.loan).toEqual(current.loan);
    expect(after.loan.email).toBe("first@example.com");
    expect(after.etag).toBe(current.etag);
  });

  it("reads If-Match as RFC 9110 does, and takes the current ETag without its quotes", async () => {
    const booking = await book();
    const patchWith = async (ifMatch: string, email: string) =>
      api("PATCH", loanPath(booking.lead_id), { body: { email }, headers: { "if-match": ifMatch } });
    const bare = async () => String((await readLoan(booking.lead_id)).etag).replace(/^"|"$/g, "");

    const unquoted = await patchWith(await bare(), "unquoted@example.com");
    expect(unquoted.status, unquoted.text).toBe(200);
    const listed = await patchWith(`"${booking.lead_id}.0", ${String((await readLoan(booking.lead_id)).etag)}`, "listed@example.com");
    expect(listed.status, listed.text).toBe(200);
    const any = await patchWith("*", "any@example.com");
    expect(any.status, any.text).toBe(200);

    const current = await readLoan(booking.lead_id);
    const weak = await patchWith(`W/${String(current.etag)}`, "weak@example.com");
    expectError(weak, 412, "precondition_failed");
    expect(weak.body.error?.message).toMatch(/weak ETag/);
    expect(weak.body.error?.details).toEqual({ etag: current.etag });
    expect((await readLoan(booking.lead_id)).loan.email).toBe("any@example.com");
  });

  it("applies a PUT whose If-Match is the current ETag", async () => {
    const body = approvedLoan();
    const booking = await book(body);
    const { etag } = await readLoan(booking.lead_id);

    const response = await api("PUT", loanPath(booking.lead_id), {
      body: { ...updateBody(body), company_name: "Wipro" },
      headers: { "if-match": String(etag) },
    });

    expect(response.status, response.text).toBe(200);
    expect((await readLoan(booking.lead_id)).loan.company_name).toBe("Wipro");
  });
});
