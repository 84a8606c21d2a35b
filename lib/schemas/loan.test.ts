import { describe, it, expect } from "vitest";
import type { z } from "zod";
import { addDays } from "@/lib/calendar/calendar-date";
import { todayInIndia } from "@/lib/calendar/india-day";
import { LIST_LIMITS, loanPatchSchema, loanSchema } from "@/lib/schemas/loan";

const APPLIED = addDays(todayInIndia(), -5);

/** A booking as a partner would send it, using both words and codes for the enumerated fields. */
function validBody(): Record<string, unknown> {
  return {
    partner_loan_id: "PL-2026-000123",
    mobile_number: "9876543210",
    full_name: "Priya Sharma",
    email: "priya.sharma@example.in",
    gender: "Female",
    date_of_birth: "15-Mar-1990",
    fathers_name: "Rakesh Sharma",
    pincode: 560034,
    monthly_income: 85000.5,
    monthly_emi: 12000,
    credit_score: 742,
    employment_type: "salaried",
    company_name: "Acme Technologies Pvt Ltd",
    loan_application_date: APPLIED,
    loan_tenure: "24",
    agreement_date: APPLIED,
    loan_amount: 300000,
    interest_rate: 14.5,
    payment_frequency: 1,
    agreement_signature_type: "e-signature",
    bank_account: { ac_number: "50100234567890", ifsc_code: "hdfc0001234", ac_name: "Priya Sharma", nach_type: "physical" },
    kyc: [
      { kyc_type: "pan", identifier: "abcps1234k", verified_using: "registry-api" },
      { kyc_type: 1, identifier: "4321", verified_using: 3, address: "12 MG Road, Bengaluru" },
    ],
    additional_variables: { foir: 0.35, no_of_enquiries: 2 },
  };
}

function withOut(path: string[]): Record<string, unknown> {
  const body = validBody();
  const [top, inner] = path as [string, string | undefined];
  if (inner === undefined) delete body[top];
  else delete (body[top] as Record<string, unknown>)[inner];
  return body;
}

function issues(schema: z.ZodType, body: unknown) {
  const result = schema.safeParse(body);
  expect(result.success).toBe(false);
  return result.error?.issues ?? [];
}

function issueAt(schema: z.ZodType, body: unknown, path: (string | number)[]) {
  const found = issues(schema, body).find((issue) => JSON.stringify(issue.path) === JSON.stringify(path));
  expect(found, `an issue at ${path.join(".")}`).toBeDefined();
  return found;
}

describe("loanSchema: a valid body", () => {
  it("passes and is normalised", () => {
    const loan = loanSchema.parse(validBody());
    expect(loan).toMatchObject({
      gender: 2,
      date_of_birth: "1990-03-15",
      employment_type: 1,
      loan_tenure: 24,
      agreement_date: APPLIED,
      agreement_signature_type: 2,
      loan_type: 1, // default
      bank_account: { ac_number: ["50100234567890"], ifsc_code: "HDFC0001234", nach_type: 1 },
      kyc: [
        { kyc_type: 2, identifier: "ABCPS1234K", verified_using: 2, is_verified: true },
        { kyc_type: 1, identifier: "4321", verified_using: 3, is_verified: true },
      ],
    });
  });

  it("keeps an array of up to 3 account numbers and the aadhaar last 4 as a string", () => {
    const body = validBody();
    body.bank_account = { ...(body.bank_account as object), ac_number: ["50100234567890", "12345678"] };
    body.kyc = [{ kyc_type: "pan", identifier: " ABCPS1234K " }, { kyc_type: "aadhaar", identifier: "0042" }];
    const loan = loanSchema.parse(body);
    expect(loan.bank_account.ac_number).toEqual(["50100234567890", "12345678"]);
    expect(loan.kyc.map((item) => item.identifier)).toEqual(["ABCPS1234K", "0042"]);
  });

  it("keeps SQL-looking and non-ASCII strings literally", () => {
    const body = validBody();
    body.full_name = "Robert'); DROP TABLE loans;--";
    body.fathers_name = "राकेश शर्मा";
    body.company_name = "Ünïcödé & <b>Co</b> \"quoted\" 1=1 OR '1'='1'";
    body.partner_loan_id = "PL-1' OR '1'='1";
    const loan = loanSchema.parse(body);
    expect(loan.full_name).toBe("Robert'); DROP TABLE loans;--");
    expect(loan.fathers_name).toBe("राकेश शर्मा");
    expect(loan.company_name).toBe("Ünïcödé & <b>Co</b> \"quoted\" 1=1 OR '1'='1'");
    expect(loan.partner_loan_id).toBe("PL-1' OR '1'='1");
  });

  it("accepts is_verified false (declining it is the route's job, with its own error code)", () => {
    const body = validBody();
    body.kyc = [{ kyc_type: 2, identifier: "ABCPS1234K", is_verified: false }];
    expect(loanSchema.parse(body).kyc[0]?.is_verified).toBe(false);
  });
});

describe("loanSchema: required fields", () => {
  const required = [
    ["partner_loan_id"],
    ["mobile_number"],
    ["full_name"],
    ["date_of_birth"],
    ["gender"],
    ["pincode"],
    ["monthly_income"],
    ["loan_application_date"],
    ["loan_amount"],
    ["loan_tenure"],
    ["interest_rate"],
    ["bank_account"],
    ["kyc"],
    ["bank_account", "ac_number"],
    ["bank_account", "ifsc_code"],
    ["bank_account", "ac_name"],
    ["bank_account", "nach_type"],
  ];

  it.each(required.map((path) => [path.join("."), path] as const))("missing %s gives an issue at that path", (_name, path) => {
    issueAt(loanSchema, withOut([...path]), [...path]);
  });

  it("has no other required field", () => {
    const minimal = validBody();
    for (const key of Object.keys(minimal)) if (!required.some((path) => path.length === 1 && path[0] === key)) delete minimal[key];
    expect(loanSchema.safeParse(minimal).success).toBe(true);
  });

  it("refuses an empty kyc list", () => {
    const body = validBody();
    body.kyc = [];
    expect(issueAt(loanSchema, body, ["kyc"])?.message).toBe("must have at least one item");
  });
});

describe("loanSchema: refused input", () => {
  it.each([["status"], ["lead_id"], ["loan_ac_no"], ["loan_account_number"], ["nickname"]])(
    "refuses the unknown or server-owned field %s",
    (field) => {
      const body = { ...validBody(), [field]: "Approved" };
      const issue = issueAt(loanSchema, body, []);
      expect(issue).toMatchObject({ code: "unrecognized_keys", keys: [field] });
    },
  );

  it("refuses unknown fields inside nested objects", () => {
    const body = validBody();
    body.bank_account = { ...(body.bank_account as object), status: "verified" };
    expect(issueAt(loanSchema, body, ["bank_account"])).toMatchObject({ code: "unrecognized_keys", keys: ["status"] });
  });

  it.each([
    { identifier: "123456789012", sentAs: "a string" },
    { identifier: "1234 5678 9012", sentAs: "a string with spaces" },
    { identifier: 123456789012, sentAs: "a number" },
  ])("refuses a full aadhaar number sent as $sentAs without repeating it", ({ identifier }) => {
    const body = validBody();
    body.kyc = [{ kyc_type: "aadhaar", identifier }];
    const result = loanSchema.safeParse(body);
    expect(result.success).toBe(false);
    const issue = result.error?.issues.find((i) => i.path.join(".") === "kyc.0.identifier");
    expect(issue?.message).toBe(
      "must be only the last 4 digits of the Aadhaar number; a full Aadhaar number is never accepted",
    );
    for (const text of [JSON.stringify(result.error?.issues), result.error?.message ?? "", String(result.error)]) {
      expect(text).not.toMatch(/1234|5678|9012/);
    }
  });

  it.each(["123", "12345", "12a4", 1234, 123, 12345, -1, 12.5])("refuses the aadhaar identifier %j: a string of 4 digits, a number never padded", (identifier) => {
    const body = validBody();
    body.kyc = [{ kyc_type: 1, identifier }];
    expect(issueAt(loanSchema, body, ["kyc", 0, "identifier"])?.message).toBe(
      'must be only the last 4 digits of the Aadhaar number, as a string of 4 digits such as "0123"',
    );
  });

  it.each(["ABCP1234K", "ABCPS12345", "1234567890", 1234567890, "ABCDE1234F", "AAACH1234L", "AABTS1234K"])("refuses the pan identifier %j: only an individual's PAN (fourth letter P)", (identifier) => {
    const body = validBody();
    body.kyc = [{ kyc_type: 2, identifier }];
    issueAt(loanSchema, body, ["kyc", 0, "identifier"]);
  });

  it(`refuses more than ${LIST_LIMITS.kyc} kyc items`, () => {
    const body = validBody();
    const items = Array.from({ length: LIST_LIMITS.kyc + 1 }, () => ({ kyc_type: 2, identifier: "ABCPS1234K" }));
    body.kyc = items;
    expect(issueAt(loanSchema, body, ["kyc"])?.message).toBe("must have at most 10 items");
    body.kyc = items.slice(0, LIST_LIMITS.kyc);
    expect(loanSchema.safeParse(body).success).toBe(true);
  });

  it("refuses int32 overflow and accepts int32 max", () => {
    expect(issueAt(loanSchema, { ...validBody(), loan_amount: 2147483648 }, ["loan_amount"])?.message).toBe(
      "must be a whole number within int32",
    );
    expect(loanSchema.safeParse({ ...validBody(), loan_amount: 2147483647 }).success).toBe(true);
  });

  it("refuses registry-api on an aadhaar item and offline-eKYC on a pan item", () => {
    const body = validBody();
    body.kyc = [
      { kyc_type: "aadhaar", identifier: "4321", verified_using: "registry-api" },
      { kyc_type: "pan", identifier: "ABCPS1234K", verified_using: "offline-eKYC" },
    ];
    expect(issueAt(loanSchema, body, ["kyc", 0, "verified_using"])?.message).toBe("registry-api applies to pan items only");
    expect(issueAt(loanSchema, body, ["kyc", 1, "verified_using"])?.message).toBe("offline-eKYC applies to aadhaar items only");
  });

  it.each([
    ["partner_loan_id", 123],
    ["mobile_number", 9876543210],
    ["full_name", ["Priya"]],
    ["gender", true],
    ["pincode", "560034"],
    ["monthly_income", "85000"],
    ["loan_amount", "300000"],
    ["loan_amount", 300000.5],
    ["loan_tenure", 24.5],
    ["loan_tenure", "24 months"],
    ["interest_rate", "14.5"],
    ["credit_score", "742"],
    ["bank_account", "50100234567890"],
    ["kyc", { kyc_type: 2, identifier: "ABCPS1234K" }],
    ["additional_variables", [0.3]],
    ["email", 42],
    ["date_of_birth", 19900315],
  ])("refuses %s with the wrong JSON type %j", (field, value) => {
    issueAt(loanSchema, { ...validBody(), [field]: value }, [field]);
  });

  it("words a bad loan_tenure for partners, not with the pattern it failed", () => {
    expect(issueAt(loanSchema, { ...validBody(), loan_tenure: "24 months" }, ["loan_tenure"])?.message).toBe(
      "must be a whole number of months",
    );
  });

  it.each([
    ["mobile_number", "5876543210"],
    ["mobile_number", "98765 43210"],
    ["pincode", 56003],
    ["pincode", 1560034],
    ["email", "not-an-email"],
    ["credit_score", 299],
    ["credit_score", 901],
    ["credit_score", 11],
    ["credit_score", -2],
    ["loan_tenure", 0],
    ["loan_tenure", 601],
    ["interest_rate", -1],
    ["interest_rate", 100.01],
    ["monthly_income", -1],
    ["full_name", "   "],
    ["date_of_birth", "1990-02-30"],
    ["date_of_birth", APPLIED], // not before loan_application_date
    ["ckyc_no", "1234567890123"],
    ["ckyc_no", "123456789012345"],
    ["ckyc_no", 12345678901234],
    ["ckyc_no", "1234567890123A"],
  ])("refuses %s %j", (field, value) => {
    issueAt(loanSchema, { ...validBody(), [field]: value }, [field]);
  });

  it.each([
    ["ifsc_code", "HDFC1001234"],
    ["ifsc_code", "HDF0001234"],
    ["ac_number", "1234"],
    ["ac_number", ["50100234567890", "1", "2", "3"]],
    ["ac_number", []],
    ["nach_type", "e-mandate"],
  ])("refuses bank_account.%s %j", (field, value) => {
    const body = validBody();
    body.bank_account = { ...(body.bank_account as object), [field]: value };
    expect(issues(loanSchema, body).some((issue) => issue.path[0] === "bank_account" && issue.path[1] === field)).toBe(true);
  });

  it("keeps a 14-digit ckyc_no and takes an empty one as not sent", () => {
    expect(loanSchema.parse({ ...validBody(), ckyc_no: "00012345678901" }).ckyc_no).toBe("00012345678901");
    expect(loanSchema.parse({ ...validBody(), ckyc_no: "" })).not.toHaveProperty("ckyc_no", expect.anything());
  });

  it("accepts the new-to-credit scores -1 and 10", () => {
    expect(loanSchema.safeParse({ ...validBody(), credit_score: -1 }).success).toBe(true);
    expect(loanSchema.safeParse({ ...validBody(), credit_score: 10 }).success).toBe(true);
  });
});

describe("empty values (contract section 1)", () => {
  it.each(["", null])("takes an optional field sent as %j as not sent, at every level", (empty) => {
    const body = validBody();
    const bank = body.bank_account as Record<string, unknown>;
    const loan = loanSchema.parse({ ...body, email: empty, credit_score: empty, bank_account: { ...bank, nach_umrn: empty }, additional_variables: { foir: empty } });
    expect(JSON.parse(JSON.stringify(loan))).not.toHaveProperty("email");
    expect(loan.credit_score).toBeUndefined();
    expect(loan.bank_account.nach_umrn).toBeUndefined();
    expect(JSON.parse(JSON.stringify(loan.additional_variables))).toEqual({});
  });

  it.each(["", null])("refuses a required field sent as %j as missing", (empty) => {
    expect(issueAt(loanSchema, { ...validBody(), full_name: empty }, ["full_name"])).toMatchObject({ code: "invalid_type" });
    expect(issueAt(loanPatchSchema, { bank_account: { ac_name: empty } }, ["bank_account", "ac_name"])).toMatchObject({ code: "invalid_type" });
  });

  it.each(["", null])("refuses %j where the default would be the permissive value: a KYC item's is_verified, a tranche's disbursal_type", (empty) => {
    const body = validBody();
    const kyc = (body.kyc as Record<string, unknown>[])[0];
    expect(issueAt(loanSchema, { ...body, kyc: [{ ...kyc, is_verified: empty }] }, ["kyc", 0, "is_verified"])?.message).toBe("must be true or false");
    const tranche = { date: APPLIED, amount: 200000, disbursal_type: empty };
    expect(issueAt(loanSchema, { ...body, disbursal_detail: [tranche] }, ["disbursal_detail", 0, "disbursal_type"])).toBeDefined();
  });

  it("keeps an optional field sent empty in a patch as a key without a value: the removal mergePatch applies", () => {
    const patch = loanPatchSchema.parse({ email: "", additional_variables: { foir: null } });
    expect(Object.keys(patch)).toEqual(["email", "additional_variables"]);
    expect(patch.email).toBeUndefined();
    expect(Object.keys(patch.additional_variables ?? {})).toEqual(["foir"]);
  });
});

describe("loanPatchSchema", () => {
  it("refuses an empty object", () => {
    expect(issueAt(loanPatchSchema, {}, [])?.message).toBe("must contain at least one field");
  });

  it("accepts a partial bank_account and normalises what it has", () => {
    expect(loanPatchSchema.parse({ bank_account: { ifsc_code: "icic0004321" } })).toEqual({
      bank_account: { ifsc_code: "ICIC0004321" },
    });
  });

  it("accepts a single field and does not add defaults for fields not sent", () => {
    expect(loanPatchSchema.parse({ loan_tenure: "36" })).toEqual({ loan_tenure: 36 });
  });

  it("still refuses unknown and server-owned fields and bad values", () => {
    expect(issueAt(loanPatchSchema, { status: "Approved" }, [])).toMatchObject({ code: "unrecognized_keys" });
    issueAt(loanPatchSchema, { loan_amount: 2147483648 }, ["loan_amount"]);
    issueAt(loanPatchSchema, { bank_account: { ac_number: "12" } }, ["bank_account", "ac_number"]);
    issueAt(loanPatchSchema, { kyc: [{ kyc_type: 1, identifier: "123456789012" }] }, ["kyc", 0, "identifier"]);
  });
});
