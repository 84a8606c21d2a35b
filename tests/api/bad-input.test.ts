import { randomUUID } from "node:crypto";
import { describe, expect, inject, it } from "vitest";
import { api, basic, DEMO, type ApiResponse } from "./client";
import { book, countLoans, dataOf, disbursePath, expectError, fieldPaths, LOANS, loanPath, readLoan, type Booking, type LoanList } from "./helpers";
import { REQUIRED_LOAN_FIELDS, approvedLoan, individualPan, updateBody } from "../support/loan-fixtures";

/** Posts a booking and returns the answer with how many loans its partner_loan_id now has. */
async function bookExpectingRefusal(body: Record<string, unknown>, partnerLoanId = String(body.partner_loan_id)) {
  const response = await api("POST", LOANS, { body });
  expect(response.status, response.text).not.toBe(500);
  return { response, stored: await countLoans(partnerLoanId) };
}

function without(body: Record<string, unknown>, path: string): Record<string, unknown> {
  const [head, tail] = path.split(".") as [string, string | undefined];
  if (tail === undefined) {
    const { [head]: _dropped, ...rest } = body;
    return rest;
  }
  return { ...body, [head]: without(body[head] as Record<string, unknown>, tail) };
}

const REQUIRED = [
  ...REQUIRED_LOAN_FIELDS,
  "bank_account.ac_number",
  "bank_account.ifsc_code",
  "bank_account.ac_name",
  "bank_account.nach_type",
];

describe("bad input to booking", () => {
  it.each(REQUIRED)("refuses a body without %s with 400 validation_error naming it, storing nothing", async (path) => {
    const body = approvedLoan();

    const { response, stored } = await bookExpectingRefusal(without(body, path), String(body.partner_loan_id));

    expectError(response, 400, "validation_error");
    expect(fieldPaths(response)).toContain(path);
    expect(stored).toBe(0);
  });

  it("names every problem of a body at once", async () => {
    const { response } = await bookExpectingRefusal(approvedLoan({ mobile_number: "12345", pincode: 12, interest_rate: -1 }));

    expectError(response, 400, "validation_error");
    expect(fieldPaths(response)).toEqual(expect.arrayContaining(["mobile_number", "pincode", "interest_rate"]));
  });

  it.each([
    ["loan_amount as a string", { loan_amount: "200000" }, "loan_amount"],
    ["pincode as a string", { pincode: "560001" }, "pincode"],
    ["mobile_number as a number", { mobile_number: 9876543210 }, "mobile_number"],
    ["full_name as a number", { full_name: 42 }, "full_name"],
    ["interest_rate as a string", { interest_rate: "14.5" }, "interest_rate"],
    ["monthly_income as null", { monthly_income: null }, "monthly_income"],
    ["gender as a boolean", { gender: true }, "gender"],
    ["kyc as an object", { kyc: { kyc_type: "pan", identifier: individualPan() } }, "kyc"],
    ["an empty kyc list", { kyc: [] }, "kyc"],
    ["bank_account as a string", { bank_account: "123456789012" }, "bank_account"],
    ["is_verified as a string", { kyc: [{ kyc_type: "pan", identifier: individualPan(), is_verified: "yes" }] }, "kyc[0].is_verified"],
    ["additional_variables as an array", { additional_variables: [1, 2] }, "additional_variables"],
    ["a fractional loan_tenure", { loan_tenure: 12.5 }, "loan_tenure"],
    ["a negative loan_amount", { loan_amount: -5 }, "loan_amount"],
    ["a 5-digit pincode", { pincode: 56000 }, "pincode"],
    ["a mobile number starting with 5", { mobile_number: "5876543210" }, "mobile_number"],
    ["a bad IFSC", { bank_account: { ac_number: ["123456789012"], ifsc_code: "HDFC1234567", nach_type: 1, ac_name: "A" } }, "bank_account.ifsc_code"],
    ["a bad PAN", { kyc: [{ kyc_type: "pan", identifier: "ABCD1234F" }] }, "kyc[0].identifier"],
    ["a credit score of 200", { credit_score: 200 }, "credit_score"],
    ["an interest rate over 100", { interest_rate: 100.5 }, "interest_rate"],
    ["an e-mail that is not one", { email: "not-an-email" }, "email"],
  ])("refuses %s with 400 validation_error, storing nothing", async (_name, overrides, path) => {
    const body = approvedLoan(overrides);

    const { response, stored } = await bookExpectingRefusal(body);

    expectError(response, 400, "validation_error");
    expect(fieldPaths(response)).toContain(path);
    expect(stored).toBe(0);
  });

  it.each([
    ["gender code 9", { gender: 9 }, "gender"],
    ["gender word 'robot'", { gender: "robot" }, "gender"],
    ["employment_type code 7", { employment_type: 7 }, "employment_type"],
    ["nach_type word 'cheque'", { bank_account: { ac_number: ["123456789012"], ifsc_code: "HDFC0001234", nach_type: "cheque", ac_name: "A" } }, "bank_account.nach_type"],
    ["kyc_type code 3", { kyc: [{ kyc_type: 3, identifier: individualPan() }] }, "kyc[0].kyc_type"],
    ["co_relation word 'friend'", { co_applicant_details: [{ co_full_name: "X Y", co_relation: "friend" }] }, "co_applicant_details[0].co_relation"],
    ["loan_type code 0", { loan_type: 0 }, "loan_type"],
  ])("refuses %s with 400 validation_error", async (_name, overrides, path) => {
    const { response, stored } = await bookExpectingRefusal(approvedLoan(overrides));

    expectError(response, 400, "validation_error");
    expect(fieldPaths(response)).toContain(path);
    expect(stored).toBe(0);
  });

  it.each([
    ["date_of_birth", { date_of_birth: "1990-02-30" }],
    ["date_of_birth", { date_of_birth: "31-Apr-1990" }],
    ["date_of_birth", { date_of_birth: "29-Feb-1991" }],
    ["date_of_birth", { date_of_birth: "12/03/1990" }],
    ["loan_application_date", { loan_application_date: "2026-13-01" }],
    ["loan_application_date", { loan_application_date: "01-Foo-2026" }],
  ])("refuses an impossible or malformed %s (%j) with 400 validation_error", async (path, overrides) => {
    const { response, stored } = await bookExpectingRefusal(approvedLoan(overrides));

    expectError(response, 400, "validation_error");
    expect(fieldPaths(response)).toContain(path);
    expect(stored).toBe(0);
  });

  it.each([
    ["as a string", "987654321098"],
    ["as a number", 987654321098],
    ["with spaces", "9876 5432 1098"],
  ])("refuses a full 12-digit Aadhaar number %s and never echoes it", async (_name, identifier) => {
    const body = approvedLoan({
      kyc: [
        { kyc_type: "pan", identifier: individualPan() },
        { kyc_type: "aadhaar", identifier },
      ],
    });

    const { response, stored } = await bookExpectingRefusal(body);

    expectError(response, 400, "validation_error");
    expect(fieldPaths(response)).toContain("kyc[1].identifier");
    expect(response.text).not.toContain("987654321098");
    expect(response.text).not.toContain("9876 5432 1098");
    expect(stored).toBe(0);
  });

  it("refuses a full Aadhaar number as a co-applicant's co_aadhaar and never echoes it", async () => {
    const { response, stored } = await bookExpectingRefusal(
      approvedLoan({ co_applicant_details: [{ co_full_name: "Ravi Verma", co_relation: 1, co_aadhaar: "987654321098" }] }),
    );

    expectError(response, 400, "validation_error");
    expect(fieldPaths(response)).toContain("co_applicant_details[0].co_aadhaar");
    expect(response.text).not.toContain("987654321098");
    expect(stored).toBe(0);
  });

  it.each([
    ["loan_amount", { loan_amount: 2147483648 }],
    ["repayment_count", { repayment_count: 2147483648 }],
    ["credit_score", { credit_score: 2147483648 }],
  ])("refuses %s beyond int32 with 400 validation_error", async (path, overrides) => {
    const { response, stored } = await bookExpectingRefusal(approvedLoan(overrides));

    expectError(response, 400, "validation_error");
    expect(fieldPaths(response)).toContain(path);
    expect(stored).toBe(0);
  });

  it("refuses 11 KYC items with 400 validation_error", async () => {
    const kyc = Array.from({ length: 11 }, () => ({ kyc_type: "pan", identifier: individualPan() }));

    const { response, stored } = await bookExpectingRefusal(approvedLoan({ kyc }));

    expectError(response, 400, "validation_error");
    expect(fieldPaths(response)).toContain("kyc");
    expect(stored).toBe(0);
  });

  it("refuses 11 co-applicants and 4 account numbers with 400 validation_error", async () => {
    const co_applicant_details = Array.from({ length: 11 }, (_, i) => ({ co_full_name: `Person ${i}`, co_relation: 7 }));
    const bank_account = { ac_number: ["11111", "22222", "33333", "44444"], ifsc_code: "HDFC0001234", nach_type: 1, ac_name: "A" };

    const { response, stored } = await bookExpectingRefusal(approvedLoan({ co_applicant_details, bank_account }));

    expectError(response, 400, "validation_error");
    expect(fieldPaths(response)).toEqual(expect.arrayContaining(["co_applicant_details", "bank_account.ac_number"]));
    expect(stored).toBe(0);
  });

  it("refuses unknown and server-owned fields with 400 validation_error naming them", async () => {
    const body = approvedLoan({
      status: "Approved",
      lead_id: "0190a6c4-0000-7000-8000-000000000000",
      loan_ac_no: "LD0000000001",
      loan_account_number: "LD0000000002",
      favourite_colour: "blue",
      bank_account: { ac_number: ["123456789012"], ifsc_code: "HDFC0001234", nach_type: 1, ac_name: "Asha Verma", branch: "MG Road" },
    });

    const { response, stored } = await bookExpectingRefusal(body);

    expectError(response, 400, "validation_error");
    expect(fieldPaths(response)).toEqual(
      expect.arrayContaining(["status", "lead_id", "loan_ac_no", "loan_account_number", "favourite_colour", "bank_account.branch"]),
    );
    expect(stored).toBe(0);
  });

  it("declines a booking with an unverified KYC item with 422 kyc_not_verified, storing nothing", async () => {
    const body = approvedLoan({
      kyc: [
        { kyc_type: "pan", identifier: individualPan(), is_verified: true },
        { kyc_type: "aadhaar", identifier: "1234", is_verified: false },
      ],
    });

    const { response, stored } = await bookExpectingRefusal(body);

    expectError(response, 422, "kyc_not_verified");
    expect(stored).toBe(0);
  });
});

describe("a full Aadhaar number in free text, and names that show nothing", () => {
  // Verhoeff-valid and starting with 2-9: shaped like an Aadhaar number.
  const AADHAAR = "234567890124";

  it.each([
    ["address", (text: string) => ({ address: `Flat 4, ${text}` })],
    ["full_name", (text: string) => ({ full_name: `Asha ${text}` })],
    ["kyc[0].verification_id", (text: string) => ({ kyc: [{ kyc_type: "pan", identifier: individualPan(), verification_id: text }] })],
    ["kyc[1].address", (text: string) => ({ kyc: [{ kyc_type: "pan", identifier: individualPan() }, { kyc_type: "aadhaar", identifier: "0124", address: text }] })],
    ["co_applicant_details[0].co_address", (text: string) => ({ co_applicant_details: [{ co_full_name: "Ravi Verma", co_relation: 1, co_address: text }] })],
  ])("refuses one in %s, plain, spaced or hyphenated, naming the field and never echoing it", async (path, build) => {
    for (const written of [AADHAAR, "2345 6789 0124", "2345-6789-0124"]) {
      const { response, stored } = await bookExpectingRefusal(approvedLoan(build(written)));

      expectError(response, 400, "validation_error");
      expect(fieldPaths(response)).toContain(path);
      expect(response.text).not.toContain("0124");
      expect(stored).toBe(0);
    }
  });

  // Review 2: the separators and scripts the first filter missed, in every free-text field and the e-mail addresses.
  it.each([
    ["address", (text: string) => ({ address: `Flat 4, ${text}` })],
    ["company_name", (text: string) => ({ company_name: `Traders ${text}` })],
    ["kyc[0].verification_id", (text: string) => ({ kyc: [{ kyc_type: "pan", identifier: individualPan(), verification_id: text }] })],
    ["email", (text: string) => ({ email: `uid.${text.replace(/\D/g, "")}@example.com` })],
    ["co_applicant_details[0].co_email", (text: string) => ({ co_applicant_details: [{ co_full_name: "Ravi Verma", co_relation: 1, co_email: `uid.${text.replace(/\D/g, "")}@example.com` }] })],
  ])("refuses one in %s whatever separates its groups, naming the field", async (path, build) => {
    const forms = ["2345.6789.0124", "2345/6789/0124", "2345_6789_0124", "2345 - 6789 - 0124", "2345\u20136789\u20130124", "2345,6789,0124", "2345\t6789\t0124", "(2345) 6789-0124", "2345\u200b6789\u200b0124"];
    const devanagari = "\u0968\u0969\u096a\u096b \u096c\u096d\u096e\u096f \u0966\u0967\u0968\u096a";
    for (const written of path.endsWith("email") ? forms.slice(0, 1) : [...forms, devanagari]) {
      const { response, stored } = await bookExpectingRefusal(approvedLoan(build(written)));

      expectError(response, 400, "validation_error");
      expect(fieldPaths(response), written).toContain(path);
      expect(response.text).not.toMatch(/0124|\u0966\u0967\u0968\u096a/);
      expect(stored).toBe(0);
    }
  });

  it.each([
    ["a line break", "PL-1\n2"],
    ["a tab", "PL\t1"],
    ["a control character", "P\u0007L-1"],
    ["a bidi override", "PL-\u202e1"],
    ["a zero-width space", "PL\u200b1"],
    ["a letter outside ASCII", "PL-\u00e91"],
    ["a space at its start", " PL-1"],
  ])("refuses a partner_loan_id with %s, which would print as ? on the mandate form or reorder the portal's text", async (_name, id) => {
    const { response, stored } = await bookExpectingRefusal(approvedLoan({ partner_loan_id: `${id}-${randomUUID().slice(0, 8)}` }));

    expectError(response, 400, "validation_error");
    expect(fieldPaths(response)).toEqual(["partner_loan_id"]);
    expect(stored).toBe(0);
  });

  it("refuses one sent in a PATCH, changing nothing", async () => {
    const booking = await book();

    const response = await api("PATCH", loanPath(booking.lead_id), { body: { address: `Near ${AADHAAR}` } });

    expectError(response, 400, "validation_error");
    expect(fieldPaths(response)).toEqual(["address"]);
    expect(response.text).not.toContain(AADHAAR);
  });

  it("accepts 12 digits that fail the check digit, and a partner_loan_id of 12 digits", async () => {
    const body = approvedLoan({ address: "Plot 234567890125, Pune", partner_loan_id: `${AADHAAR}-${randomUUID()}` });

    const booking = await book(body);

    expect((await readLoan(booking.lead_id)).loan.address).toBe("Plot 234567890125, Pune");
  });

  it.each([
    ["zero-width spaces", "\u200b\u200b"],
    ["bidi overrides", "\u202e\u202d"],
    ["bidi isolates around a name", "\u2066Asha Verma\u2069"],
    ["a Hangul filler", "\u3164"],
    ["digits", "12345"],
  ])("refuses a full_name and an ac_name of %s", async (_name, value) => {
    const { response, stored } = await bookExpectingRefusal(
      approvedLoan({ full_name: value, bank_account: { ac_number: ["123456789012"], ifsc_code: "HDFC0001234", nach_type: 1, ac_name: value } }),
    );

    expectError(response, 400, "validation_error");
    expect(fieldPaths(response)).toEqual(expect.arrayContaining(["full_name", "bank_account.ac_name"]));
    expect(stored).toBe(0);
  });

  it("stores a Devanagari name as sent and a decomposed one in NFC", async () => {
    const booking = await book(
      approvedLoan({ full_name: "आशा वर्मा", co_applicant_details: [{ co_full_name: "Re\u0301ne\u0301 Verma", co_relation: "spouse" }] }),
    );

    const { loan } = await readLoan(booking.lead_id);
    expect(loan.full_name).toBe("आशा वर्मा");
    expect(loan.co_applicant_details?.[0]?.co_full_name).toBe("R\u00e9n\u00e9 Verma");
  });
});

describe("bad bodies at the HTTP level", () => {
  const post = (rawBody: string | Buffer, contentType = "application/json") =>
    api("POST", LOANS, { rawBody, headers: { "content-type": contentType } });

  it("refuses a 2 MiB body with 413 payload_too_large", async () => {
    const body = approvedLoan({ address: "x".repeat(2 * 1024 * 1024) });

    const response = await post(JSON.stringify(body));

    expectError(response, 413, "payload_too_large");
    expect(await countLoans(String(body.partner_loan_id))).toBe(0);
    // The client's next request is answered normally, whichever connection it goes out on.
    expect((await api("GET", "/api/health/live", { auth: null })).status).toBe(200);
  });

  it("refuses a 2 MiB body sent in chunks without a Content-Length with 413 payload_too_large", async () => {
    const chunk = new TextEncoder().encode(`"${"x".repeat(64 * 1024)}",`);
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent === 0) controller.enqueue(new TextEncoder().encode("["));
        if (sent >= 2 * 1024 * 1024) {
          controller.enqueue(new TextEncoder().encode('"end"]'));
          controller.close();
          return;
        }
        controller.enqueue(chunk);
        sent += chunk.byteLength;
      },
    });

    const response = await fetch(`${inject("baseUrl")}${LOANS}`, {
      method: "POST",
      headers: { authorization: basic(DEMO), "content-type": "application/json" },
      body: stream,
      duplex: "half",
    } as RequestInit & { duplex: "half" }).catch((error: unknown) => error);

    // The server may stop reading and answer before the upload ends; the answer it gives must be the 413.
    if (response instanceof Response) {
      expect(response.status).toBe(413);
      const envelope = (await response.json()) as ApiResponse["body"];
      expect(envelope.error?.code).toBe("payload_too_large");
    } else {
      expect.fail(`The request failed without an answer: ${String(response)}`);
    }
    // The client's next request is answered normally, whichever connection it goes out on.
    const next = await api("POST", LOANS, { rawBody: "{oops", headers: { "content-type": "application/json" } });
    expectError(next, 400, "invalid_json");
  });

  it.each([
    ['{"partner_loan_id": "PL-1",', "truncated JSON"],
    ["{partner_loan_id: 'PL-1'}", "JavaScript, not JSON"],
    ["partner_loan_id=PL-1", "a form body"],
  ])("refuses %j (%s) with 400 invalid_json", async (rawBody) => {
    expectError(await post(rawBody), 400, "invalid_json");
  });

  it("refuses bytes that are not UTF-8 with 400 invalid_json", async () => {
    expectError(await post(Buffer.from([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x7d])), 400, "invalid_json");
  });

  it.each([
    ["[]", "an empty array"],
    [JSON.stringify([approvedLoan()]), "an array holding a loan"],
    ["null", "null"],
    ['"a loan"', "a string"],
    ["42", "a number"],
  ])("refuses %s (%s) as the body with 400 validation_error", async (rawBody) => {
    expectError(await post(rawBody), 400, "validation_error");
  });

  it("refuses an empty body with 400 validation_error", async () => {
    expectError(await post(""), 400, "validation_error");
  });

  it.each(["text/plain", "application/x-www-form-urlencoded", "multipart/form-data; boundary=x", "application/xml"])(
    "refuses a body with Content-Type %s with 415 unsupported_media_type",
    async (contentType) => {
      const body = approvedLoan();

      const response = await post(JSON.stringify(body), contentType);

      expectError(response, 415, "unsupported_media_type");
      expect(await countLoans(String(body.partner_loan_id))).toBe(0);
    },
  );

  it("refuses a body without a Content-Type with 415 unsupported_media_type", async () => {
    const body = approvedLoan();

    const response = await api("POST", LOANS, { rawBody: Buffer.from(JSON.stringify(body)) });

    expectError(response, 415, "unsupported_media_type");
    expect(await countLoans(String(body.partner_loan_id))).toBe(0);
  });

  it("accepts application/json with a charset parameter", async () => {
    const body = approvedLoan();

    const response = await post(JSON.stringify(body), "application/json; charset=utf-8");

    expect(response.status, response.text).toBe(201);
  });

  it("refuses a non-JSON body on PATCH and on a disbursal too", async () => {
    const booking = await book();

    const patch = await api("PATCH", loanPath(booking.lead_id), { rawBody: "{oops", headers: { "content-type": "application/json" } });
    const disburse = await api("POST", disbursePath(booking.lead_id), { rawBody: "{oops", headers: { "content-type": "application/json" } });
    const disburseText = await api("POST", disbursePath(booking.lead_id), { rawBody: "amount=5", headers: { "content-type": "text/plain" } });

    expectError(patch, 400, "invalid_json");
    expectError(disburse, 400, "invalid_json");
    expectError(disburseText, 415, "unsupported_media_type");
    expect((await readLoan(booking.lead_id)).loan.disbursed).toBe(false);
  });
});

describe("strings stored literally", () => {
  it.each([
    ["SQL-looking", `Robert'); DROP TABLE "Loan";--`, `1'; DELETE FROM "Loan" WHERE '1'='1`],
    ["Devanagari", "अनन्या शर्मा", "फ्लैट 4, शिवाजी नगर, पुणे"],
    ["emoji", "Asha 🌸 Verma", "Flat 4 🏠, Koramangala, Bengaluru 🇮🇳"],
    ["quoted and escaped", 'Asha "AV" \\ Verma', "Line one\nLine two\t<script>alert(1)</script>"],
  ])("stores and returns a %s full_name and address exactly", async (_name, fullName, address) => {
    const partnerLoanId = `PL'; DROP TABLE "Loan";--${randomUUID()}`;
    const body = approvedLoan({ partner_loan_id: partnerLoanId, full_name: fullName, address });

    const booking = await book(body);

    const { loan } = await readLoan(booking.lead_id);
    expect(loan.full_name).toBe(fullName);
    expect(loan.address).toBe(address);
    expect(loan.partner_loan_id).toBe(partnerLoanId);
    const list = dataOf<LoanList>(await api("GET", `${LOANS}?partner_loan_id=${encodeURIComponent(partnerLoanId)}`));
    expect(list.items).toEqual([expect.objectContaining({ lead_id: booking.lead_id, full_name: fullName, partner_loan_id: partnerLoanId })]);
    expect(await countLoans(partnerLoanId)).toBe(1);
  });
});

describe("lead ids that are not one of the partner's loans", () => {
  const paths = [
    ["a non-UUID", "not-a-uuid"],
    ["an encoded path traversal", "..%2F..%2Fetc%2Fpasswd"],
    ["a double-encoded path traversal", "..%252F..%252Fetc%252Fpasswd"],
    ["an encoded NUL", "%00"],
    ["a SQL-looking id", "1'%20OR%20'1'%3D'1"],
    ["a valid-format unknown UUID", "0190a6c4-0000-7000-8000-000000000000"],
    ["a UUID with braces", "%7B0190a6c4-0000-7000-8000-000000000000%7D"],
  ];

  it.each(paths)("answers %s on read, PUT, PATCH and disbursal with 404 not_found", async (_name, leadId) => {
    const responses: ApiResponse[] = [
      await api("GET", loanPath(leadId)),
      await api("PUT", loanPath(leadId), { body: updateBody(approvedLoan()) }),
      await api("PATCH", loanPath(leadId), { body: { email: "x@example.com" } }),
      await api("POST", disbursePath(leadId)),
      await api("GET", disbursePath(leadId)),
    ];

    for (const response of responses) expectError(response, 404, "not_found");
  });

  it("answers the upper-case form of a real lead_id without a server error", async () => {
    const booking = await book();

    const response = await api("GET", loanPath(booking.lead_id.toUpperCase()));

    expect([200, 404]).toContain(response.status);
    if (response.status === 200) expect(dataOf<Booking>(response).lead_id).toBe(booking.lead_id);
    else expectError(response, 404, "not_found");
  });
});

describe("credentials", () => {
  const badHeaders: [string, string | null][] = [
    ["no Authorization header", null],
    ["Basic !!!", "Basic !!!"],
    ["Bearer x", "Bearer x"],
    ["Basic with nothing after it", "Basic "],
    ["Basic without a colon", `Basic ${Buffer.from("demo-secret").toString("base64")}`],
    ["Basic with an empty client id", `Basic ${Buffer.from(":demo-secret").toString("base64")}`],
    ["the wrong secret", basic({ clientId: "demo", secret: "wrong-secret" })],
    ["the secret with a trailing space", basic({ clientId: "demo", secret: "demo-secret " })],
    ["another partner's secret", basic({ clientId: "demo", secret: "demo2-secret" })],
    ["an unknown client", basic({ clientId: "nobody", secret: "demo-secret" })],
    ["an over-long client id", basic({ clientId: "d".repeat(5000), secret: "demo-secret" })],
  ];

  it.each(badHeaders)("answers %s with 401 unauthorized and WWW-Authenticate", async (_name, authorization) => {
    const headers: Record<string, string> = authorization === null ? {} : { authorization };
    const body = approvedLoan();

    const list = await api("GET", LOANS, { auth: null, headers });
    const booking = await api("POST", LOANS, { auth: null, headers, body });

    for (const response of [list, booking]) {
      expectError(response, 401, "unauthorized");
      expect(response.headers.get("www-authenticate")).toBe('Basic realm="loandesk"');
    }
    expect(await countLoans(String(body.partner_loan_id))).toBe(0);
  });

  it("asks for credentials before anything else about the request", async () => {
    const booking = await book();

    const badBody = await api("POST", LOANS, { auth: null, rawBody: "{oops", headers: { "content-type": "text/plain" } });
    const known = await api("GET", loanPath(booking.lead_id), { auth: null });
    const unknown = await api("GET", loanPath("not-a-uuid"), { auth: null });

    for (const response of [badBody, known, unknown]) expectError(response, 401, "unauthorized");
  });
});
