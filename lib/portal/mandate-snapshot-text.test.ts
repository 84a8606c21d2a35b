import { describe, expect, it } from "vitest";
import type { MandateSnapshot } from "@/lib/schemas/nach";
import { mandateSnapshotRows, mandateTermsRows } from "./mandate-snapshot-text";

const MANDATE: MandateSnapshot = {
  mandate_date: "2026-11-24",
  sponsor_bank_code: "LDSK0000001",
  utility_code: "NACH00000000000001",
  creditor_name: "LoanDesk Demo Finance Pvt. Ltd.",
  ac_number: "50100012345678",
  ac_name: "आशा वर्मा",
  account_type: "sb_nro",
  bank_name: "HDFC Bank",
  ifsc_code: "HDFC0000001",
  debit_type: "maximum",
  amount: 120000,
  frequency: "as_presented",
  start_date: "2026-12-05",
  end_date: null,
  until_cancelled: true,
  signatories: ["आशा वर्मा", "Ravi Verma"],
  reference_1: "LD0000000042",
  reference_2: "PL-42",
  phone: "9876543210",
  email: null,
};

describe("the mandate's printed values for staff", () => {
  const rows = new Map(mandateSnapshotRows(MANDATE));

  it("prints dates as the form does, DD/MM/YYYY, and an open-ended period as until cancelled", () => {
    expect(rows.get("Date")).toBe("24/11/2026");
    expect(rows.get("From")).toBe("05/12/2026");
    expect(rows.get("To")).toBe("Until cancelled");
  });

  it("names the ticked boxes in the form's words and the amount in Indian grouping", () => {
    expect(rows.get("Account type")).toBe("SB-NRO");
    expect(rows.get("Frequency")).toBe("As and when presented");
    expect(rows.get("Amount")).toBe("₹1,20,000");
    expect(rows.get("Signatories")).toBe("आशा वर्मा, Ravi Verma");
  });

  it("prints an end date when the mandate has one", () => {
    const ended = new Map(mandateSnapshotRows({ ...MANDATE, until_cancelled: false, end_date: "2029-06-05" }));
    expect(ended.get("To")).toBe("05/06/2029");
  });
});

describe("a mandate's terms on the loan page", () => {
  it("lists what staff chose at the start in the form's words, the period open-ended or closed", () => {
    expect(mandateTermsRows({ ...MANDATE, ac_number: "••••••••5678" })).toEqual([
      ["Frequency", "As and when presented"],
      ["Amount", "₹1,20,000, maximum amount"],
      ["Period", "05/12/2026 until cancelled"],
      ["Account", "SB-NRO ••••••••5678"],
      ["Signatories", "आशा वर्मा, Ravi Verma"],
    ]);
    const closed = new Map(mandateTermsRows({ ...MANDATE, debit_type: "fixed", until_cancelled: false, end_date: "2028-06-05" }));
    expect(closed.get("Period")).toBe("05/12/2026 to 05/06/2028");
    expect(closed.get("Amount")).toBe("₹1,20,000, fixed amount");
  });
});
