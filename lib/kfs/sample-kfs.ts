import { DEMO_LENDER, type LenderConfig } from "@/lib/config/lender";
import { kfsSchema, type Kfs } from "@/lib/schemas/kfs";
import type { Loan } from "@/lib/schemas/loan";
import { buildKfs, type KfsSubject } from "./build-kfs";

/*
 * A statement for the renderer's tests and the sample in docs/: RBI's
 * Annex B loan (₹20,000 at 15 % for 24 months, ₹240 to the lender and ₹160
 * of insurance), borrowed by a Devanagari-named customer.
 */

export const SAMPLE_BORROWER = "आशा वर्मा";

export const SAMPLE_LENDER: LenderConfig = {
  ...DEMO_LENDER,
  nachCategory: "L001",
  holidays: [],
  coolingOffPayDays: 7,
  name: "Acme Capital Ltd.",
  grievanceClause: "Clause 15 of the loan agreement",
  grievanceOfficer: { name: "Asha Rao", phone: "+91 80 4000 1234", email: "gro@acme.example" },
  coolingOffDays: 5,
  loansTransferable: false,
};

export const sampleLoan = (overrides: Partial<Loan> = {}): Loan =>
  ({
    partner_loan_id: "PL-1",
    mobile_number: "9876543210",
    full_name: SAMPLE_BORROWER,
    gender: 2,
    date_of_birth: "1990-03-12",
    pincode: 560001,
    monthly_income: 85000,
    loan_application_date: "2026-11-20",
    agreement_date: "2026-11-21",
    loan_tenure: 24,
    loan_amount: 20000,
    interest_rate: 15,
    loan_type: 1,
    bank_account: { ac_number: ["123456789012"], ifsc_code: "HDFC0001234", nach_type: 1, ac_name: "Asha Verma" },
    kyc: [{ kyc_type: 2, identifier: "ABCPV1234K", is_verified: true }],
    disbursal_detail: [{ disbursal_type: 0, date: "2026-11-21", amount: 20000, processing_fee: 203.39, gst: 36.61, insurance: 160 }],
    ...overrides,
  }) as Loan;

export const SAMPLE_GENERATED_ON = new Date("2026-11-26T10:00:00.000Z");

/** A digital lending service provider that is not a recovery agent (the defaults). */
export const SAMPLE_PARTNER: KfsSubject["partner"] = { name: "Acme Finance", digitalLending: true, lspRecoveryAgent: false };

export function sampleKfs(overrides: Partial<Loan> = {}, partner: Partial<KfsSubject["partner"]> = {}): Kfs {
  return kfsSchema.parse(
    buildKfs(
      { leadId: "0193a3a0-0000-7000-8000-000000000001", loanAccountNumber: "LD0000000001", loan: sampleLoan(overrides), partner: { ...SAMPLE_PARTNER, ...partner } },
      SAMPLE_LENDER,
      SAMPLE_GENERATED_ON,
    ),
  );
}
