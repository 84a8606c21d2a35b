import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it, vi } from "vitest";
import { loanPanHash } from "@/lib/crypto/pan-lookup";
import { LOAN_BODY, sealText } from "@/lib/crypto/sealed-columns";
import { evaluatePolicy } from "@/lib/policy/evaluate-policy";
import { maturesOn } from "@/lib/policy/maturity";
import { loanFields, loanSchema } from "@/lib/schemas/loan";
import { loanReadExtrasSchema } from "@/lib/schemas/loan-responses";
import { consentFacts, updateBody } from "@/tests/support/loan-fixtures";
import type { LoanRecord } from "@/lib/loan-records/loan-record";
import { presentLoan, presentLoanJson, type LoanReadParts } from "./present-loan";

// The benchmark's booking: a full, realistic body with co-applicants.
const loan = loanSchema.parse(updateBody(JSON.parse(readFileSync(path.join(__dirname, "../../bench/loan-body.json"), "utf8"))));
const evaluation = evaluatePolicy(loan, { exposure: { loans: 0, amount: 0 }, judgedOn: loan.loan_application_date, consents: consentFacts(loan.loan_application_date) });
const created = new Date("2026-11-02T10:00:00.000Z");
const NOTHING_BESIDE: LoanReadParts = { physicalNach: null, consents: [], coolingOffExit: null, verification: null, agreement: null };
const LEAD_ID = "01a20615-a66d-7558-bd81-a0ba9cdc501a";

vi.stubEnv("LOANDESK_DATA_KEY", randomBytes(32).toString("base64"));

function record(overrides: Partial<LoanRecord> = {}): LoanRecord {
  return {
    id: LEAD_ID,
    partnerId: "01a20615-a405-732f-a497-8f501314bfc7",
    partnerLoanId: loan.partner_loan_id,
    loanAccountNumber: "LD0123456789",
    status: evaluation.outcome,
    rejectionReason: evaluation.rejection_reason ?? null,
    mobileNumber: loan.mobile_number,
    fullName: loan.full_name,
    loanAmount: loan.loan_amount,
    body: sealText(LOAN_BODY, LEAD_ID, JSON.stringify(loan)),
    panHash: loanPanHash(loan),
    maturesOn: maturesOn(loan, "2026-11-02"),
    policy: JSON.stringify(evaluation),
    policyVersion: evaluation.version,
    version: 3,
    disbursedAt: null,
    nachStatus: null,
    exitedAt: null,
    createdAt: created,
    updatedAt: new Date("2026-11-03T11:00:00.000Z"),
    coApplicants: [{ id: "01a20615-a66d-7558-bd81-a0ba9cdc5020", loanId: LEAD_ID, position: 0, fullName: "Ravi Kumar", relation: 2 }],
    ...overrides,
  };
}

describe("presentLoanJson", () => {
  it.each([
    ["an approved loan", record()],
    ["a rejected, disbursed loan", record({ status: "Rejected", rejectionReason: "Credit score below 650", disbursedAt: created })],
  ])("is the read's JSON, byte for byte, for %s", (_, stored) => {
    const mandate = {
      mandate_date: "2026-11-24", sponsor_bank_code: "LDSK0000001", utility_code: "NACH00000000000001", creditor_name: "LoanDesk Demo Finance Pvt. Ltd.",
      ac_number: "123456789012", ac_name: "आशा वर्मा", account_type: "savings" as const, bank_name: "HDFC Bank", ifsc_code: "HDFC0001234",
      debit_type: "maximum" as const, amount: 14500, frequency: "monthly" as const, start_date: "2026-12-19", end_date: null, until_cancelled: true,
      signatories: ["आशा वर्मा"], reference_1: "LDSK0000000001", reference_2: "PL-1", phone: "9876543210", email: null,
    };
    const nach = { physical_nach_id: "01a20615-a66d-7558-bd81-a0ba9cdc5099", status: "registered" as const, umrn: "HDFC7000000000000001", mandate };
    expect(presentLoanJson(stored, { ...NOTHING_BESIDE, physicalNach: nach })).toBe(JSON.stringify(presentLoan(stored, { ...NOTHING_BESIDE, physicalNach: nach }, "partner")));
    expect(presentLoanJson(stored, NOTHING_BESIDE)).toBe(JSON.stringify(presentLoan(stored, NOTHING_BESIDE, "partner")));
  });

  it("starts with the body exactly as it was stored before encryption", () => {
    expect(record().body).not.toContain(loan.partner_loan_id);
    expect(presentLoanJson(record(), NOTHING_BESIDE).startsWith(`${JSON.stringify(loan).slice(0, -1)},"lead_id":`)).toBe(true);
  });

  it("relies on no body field sharing a name with a server field", () => {
    const serverFields = Object.keys(loanReadExtrasSchema.shape);
    expect(Object.keys(loanFields).filter((field) => serverFields.includes(field))).toEqual([]);
  });
});
