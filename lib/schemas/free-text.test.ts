import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { loanPatchSchema, loanSchema } from "./loan";
import { bankResponseSchema } from "./nach";
import { partnerCreateSchema } from "./partner";
import { staffUserCreateSchema } from "./staff";

// Verhoeff-valid 12-digit numbers that start with 2-9: shaped like Aadhaar numbers.
const AADHAAR = "234567890124";
const AADHAAR_2 = "987654321096";
// The same digits with a wrong check digit.
const NOT_VERHOEFF = "234567890125";

function body(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    partner_loan_id: "PL-2026-000123",
    mobile_number: "9876543210",
    full_name: "Priya Sharma",
    gender: "female",
    date_of_birth: "1990-03-15",
    pincode: 560034,
    monthly_income: 85000,
    loan_application_date: "2026-11-02",
    loan_tenure: 24,
    loan_amount: 300000,
    interest_rate: 14.5,
    bank_account: { ac_number: "50100234567890", ifsc_code: "HDFC0001234", ac_name: "Priya Sharma", nach_type: "physical" },
    kyc: [
      { kyc_type: "pan", identifier: "ABCPS1234K", kyc_name: "Priya Sharma", verification_id: "REF-1" },
      { kyc_type: "aadhaar", identifier: "4321", address: "12 MG Road, Bengaluru" },
    ],
    co_applicant_details: [{ co_full_name: "Ravi Sharma", co_relation: "spouse", co_address: "12 MG Road" }],
    ...overrides,
  };
}

/** The paths of a refusal, and every message, checked never to hold the digits sent. */
function refusedPaths(schema: z.ZodType, input: unknown, secret?: string): string[] {
  const result = schema.safeParse(input);
  expect(result.success, "refused").toBe(false);
  if (secret) expect(JSON.stringify(result.error?.issues)).not.toContain(secret);
  return (result.error?.issues ?? []).map((issue) => issue.path.join("."));
}

const FREE_TEXT: [string, (text: string) => Record<string, unknown>][] = [
  ["full_name", (text) => body({ full_name: `Priya ${text}` })],
  ["fathers_name", (text) => body({ fathers_name: `Rakesh ${text}` })],
  ["mothers_name", (text) => body({ mothers_name: `Sunita ${text}` })],
  ["address", (text) => body({ address: `Flat 4, ${text}, Pune` })],
  ["company_name", (text) => body({ company_name: `Acme ${text}` })],
  ["bank_account.ac_name", (text) => body({ bank_account: { ...(body().bank_account as object), ac_name: `Priya ${text}` } })],
  ["bank_account.nach_umrn", (text) => body({ bank_account: { ...(body().bank_account as object), nach_umrn: text } })],
  ["kyc.0.verification_id", (text) => body({ kyc: [{ kyc_type: "pan", identifier: "ABCPS1234K", verification_id: text }] })],
  ["kyc.0.kyc_name", (text) => body({ kyc: [{ kyc_type: "pan", identifier: "ABCPS1234K", kyc_name: `Priya ${text}` }] })],
  ["kyc.1.address", (text) => body({ kyc: [{ kyc_type: "pan", identifier: "ABCPS1234K" }, { kyc_type: "aadhaar", identifier: "4321", address: `Near ${text}` }] })],
  ["co_applicant_details.0.co_full_name", (text) => body({ co_applicant_details: [{ co_full_name: `Ravi ${text}`, co_relation: 1 }] })],
  ["co_applicant_details.0.co_address", (text) => body({ co_applicant_details: [{ co_full_name: "Ravi", co_relation: 1, co_address: `Plot ${text}` }] })],
];

describe("a full Aadhaar number in free text", () => {
  it.each(FREE_TEXT)("is refused in %s, plain, spaced or hyphenated, never echoed", (path, build) => {
    for (const written of [AADHAAR, "2345 6789 0124", "2345-6789-0124", AADHAAR_2, "9876 5432 1096"]) {
      expect(refusedPaths(loanSchema, build(written), written), written).toContain(path);
    }
  });

  it.each(FREE_TEXT)("is refused in %s by a partial update too", (path, build) => {
    const { partner_loan_id: _id, ...patch } = build("2345 6789 0124");
    expect(refusedPaths(loanPatchSchema, patch)).toContain(path);
  });

  it("lets through 12 digits that are not an Aadhaar number or are part of a longer number", () => {
    for (const text of [
      NOT_VERHOEFF, // wrong check digit
      "123456789010", // valid check digit, but Aadhaar numbers never start with 0 or 1
      "012345678905",
      `9${AADHAAR}`, // 13 digits
      `${AADHAAR}7`,
      "2345 6789 01245", // the last group runs on
      "23456789012", // 11 digits
      "Phone 98765 43210",
    ]) {
      expect(loanSchema.safeParse(body({ address: `Near ${text}` })).success, text).toBe(true);
    }
  });

  it("leaves identifiers with their own format alone: partner_loan_id, account number", () => {
    const parsed = loanSchema.safeParse(
      body({ partner_loan_id: AADHAAR, bank_account: { ac_number: AADHAAR, ifsc_code: "HDFC0001234", ac_name: "Priya Sharma", nach_type: 1 } }),
    );
    expect(parsed.success).toBe(true);
  });

  it("is refused in the portal's free text: staff and partner names; the bank's response has none (a UMRN's form and a listed reason code)", () => {
    expect(refusedPaths(bankResponseSchema, { status: "failed", reason_code: AADHAAR }, AADHAAR)).toContain("reason_code");
    expect(refusedPaths(bankResponseSchema, { status: "registered", umrn: `UMRN${AADHAAR}` })).toContain("umrn");
    const user = { email: "a@example.com", name: `Asha ${AADHAAR}`, role: "support", password: "correct horse battery" };
    expect(refusedPaths(staffUserCreateSchema, user, AADHAAR)).toContain("name");
    expect(refusedPaths(partnerCreateSchema, { name: `Acme ${AADHAAR}` }, AADHAAR)).toContain("name");
  });
});

const NAME_PATHS: [string, (name: string) => Record<string, unknown>][] = [
  ["full_name", (name) => body({ full_name: name })],
  ["fathers_name", (name) => body({ fathers_name: name })],
  ["mothers_name", (name) => body({ mothers_name: name })],
  ["bank_account.ac_name", (name) => body({ bank_account: { ...(body().bank_account as object), ac_name: name } })],
  ["kyc.0.kyc_name", (name) => body({ kyc: [{ kyc_type: "pan", identifier: "ABCPS1234K", kyc_name: name }] })],
  ["co_applicant_details.0.co_full_name", (name) => body({ co_applicant_details: [{ co_full_name: name, co_relation: 1 }] })],
];

describe("person and account names", () => {
  it.each(NAME_PATHS)("%s must have a letter and no invisible or bidi-control characters", (path, build) => {
    for (const name of [
      "\u200b\u200b", // zero-width spaces
      "\u202e\u202d", // bidi overrides
      "\u2066\u2069", // bidi isolates
      "\u3164", // Hangul filler: a letter that shows nothing
      "\u00ad", // soft hyphen
      "\ufeff",
      "12345",
      " - . ",
      "Asha\u202e amreV", // an override that reverses what follows
      "Asha \u2067Verma\u2069",
      "Asha\u200bVerma",
      "Asha\nVerma",
    ]) {
      expect(refusedPaths(loanSchema, build(name)), JSON.stringify(name)).toContain(path);
    }
  });

  it.each(NAME_PATHS)("%s keeps Devanagari with its combining marks, ZWJ and ZWNJ", (path, build) => {
    for (const name of ["आशा वर्मा", "क्‍ष", "क्‌ष", "Ünïcödé O'Brien-Smith", "Asha 🌸 Verma"]) {
      expect(loanSchema.safeParse(build(name)).success, JSON.stringify(name)).toBe(true);
    }
  });

  it("stores names in NFC", () => {
    const decomposed = "Re\u0301ne\u0301 Dubois"; // é written as e + combining acute
    const loan = loanSchema.parse(
      body({ full_name: decomposed, co_applicant_details: [{ co_full_name: decomposed, co_relation: 1 }], kyc: [{ kyc_type: "pan", identifier: "ABCPS1234K", kyc_name: decomposed }] }),
    );
    expect(loan.full_name).toBe("R\u00e9n\u00e9 Dubois");
    expect(loan.co_applicant_details?.[0]?.co_full_name).toBe(decomposed.normalize("NFC"));
    expect(loan.kyc[0]?.kyc_name).toBe(decomposed.normalize("NFC"));
  });

  it("applies to staff names and partner names in the portal", () => {
    const user = { email: "a@example.com", role: "support", password: "correct horse battery" };
    expect(refusedPaths(staffUserCreateSchema, { ...user, name: "\u202e\u200b" })).toContain("name");
    expect(staffUserCreateSchema.parse({ ...user, name: "आशा वर्मा" }).name).toBe("आशा वर्मा");
    expect(refusedPaths(partnerCreateSchema, { name: "\u2066\u2069" })).toContain("name");
    expect(partnerCreateSchema.parse({ name: "Acme Finance" }).name).toBe("Acme Finance");
  });

  it("leaves free text that is not a name as sent (tabs and newlines in an address)", () => {
    expect(loanSchema.parse(body({ address: "Line one\nLine two\t\u200b" })).address).toBe("Line one\nLine two\t\u200b");
  });
});
