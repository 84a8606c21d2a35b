import type { MandateSnapshot } from "@/lib/schemas/nach";

/** A mandate for the form's tests and the sample in docs/: a Devanagari-named account holder. */
export const SAMPLE_MANDATE: MandateSnapshot = {
  mandate_date: "2026-11-24",
  sponsor_bank_code: "LDSK0000001",
  utility_code: "NACH00000000012345",
  creditor_name: "LoanDesk Demo Finance Pvt. Ltd.",
  ac_number: "50100234567891",
  ac_name: "आशा वर्मा",
  account_type: "savings",
  bank_name: "HDFC Bank",
  ifsc_code: "HDFC0000123",
  debit_type: "maximum",
  amount: 120000,
  frequency: "monthly",
  start_date: "2026-12-05",
  end_date: "2028-06-05",
  until_cancelled: false,
  signatories: ["आशा वर्मा"],
  reference_1: "LD2026110000042",
  reference_2: "PARTNER-LOAN-8841",
  phone: "9876543210",
  email: "asha.verma@example.in",
};
