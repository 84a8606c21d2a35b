import { describe, expect, it } from "vitest";
import { kfsSchema } from "@/lib/schemas/kfs";
import type { Loan } from "@/lib/schemas/loan";
import { buildKfs } from "./build-kfs";
import { SAMPLE_LENDER, sampleLoan } from "./sample-kfs";

// RBI's Annex B loan: ₹20,000 at 15 % for 24 months, ₹240 to the lender (a
// processing fee and its GST) and ₹160 of insurance to a third party; the
// merchant's subvention is no charge of the borrower's.
const annexB = (overrides: Partial<Loan> = {}): Loan =>
  sampleLoan({
    disbursal_detail: [
      { disbursal_type: 0, date: "2026-11-21", amount: 20000, processing_fee: 203.39, gst: 36.61, insurance: 160, subvention: 500 },
    ],
    ...overrides,
  });

const NOW = new Date("2026-11-26T10:00:00.000Z"); // a Thursday in India
const build = (loan: Loan) => kfsSchema.parse(buildKfs({ leadId: "0193a3a0-0000-7000-8000-000000000001", loanAccountNumber: "LD0000000001", loan, partnerName: "Acme Finance" }, SAMPLE_LENDER, NOW));

describe("the Key Facts Statement", () => {
  it("states RBI's Annex B figures: fees split by payee, net 19,600, APR 17.07 %", () => {
    const kfs = build(annexB());
    expect(kfs.fees).toEqual({
      to_lender: [{ type: "processing_fee", amount: 203.39 }, { type: "gst", amount: 36.61 }],
      to_third_parties: [{ type: "insurance", amount: 160 }],
    });
    expect(kfs.net_disbursed).toBe(19600);
    expect(kfs.apr).toBe(17.07);
    expect(kfs.instalments).toEqual({ type: "monthly", count: 24, amount: 969.73, first_due_date: "2026-12-21" });
    expect(kfs.total_payable).toBe(Math.round((20000 + kfs.total_interest) * 100) / 100);
    expect(kfs.total_interest).toBeCloseTo(24 * 969.73 - 20000, 0);
  });

  it("gives the interest rate as the APR when nothing is deducted, and lists no fee", () => {
    const kfs = build(annexB({ disbursal_detail: undefined }));
    expect(kfs.apr).toBe(15);
    expect(kfs.fees).toEqual({ to_lender: [], to_third_parties: [] });
    expect(kfs.net_disbursed).toBe(20000);
    expect(kfs.disbursal_schedule).toEqual([{ disbursal_type: 0, date: null, amount: 20000 }]);
  });

  it("sums each fee over every tranche and keeps the withhold tranche in the disbursal schedule", () => {
    const kfs = build(
      annexB({
        loan_amount: 200000,
        disbursal_detail: [
          { disbursal_type: 0, date: "2026-11-21", amount: 150000, processing_fee: 2000, gst: 360, pre_emi: 500, upfront_emi: 1000, insurance: 1200 },
          { disbursal_type: 1, date: "2026-11-25", amount: 50000, processing_fee: 1000, gst: 180 },
        ],
      }),
    );
    expect(kfs.disbursal_schedule).toEqual([
      { disbursal_type: 0, date: "2026-11-21", amount: 150000 },
      { disbursal_type: 1, date: "2026-11-25", amount: 50000 },
    ]);
    expect(kfs.fees.to_lender).toEqual([
      { type: "processing_fee", amount: 3000 },
      { type: "gst", amount: 540 },
      { type: "pre_emi", amount: 500 },
      { type: "upfront_emi", amount: 1000 },
    ]);
    expect(kfs.net_disbursed).toBe(200000 - 3000 - 540 - 500 - 1000 - 1200);
    expect(kfs.apr).toBeGreaterThan(15);
  });

  it("lists the partner's schedule as sent, deriving the split it left out", () => {
    const kfs = build(
      annexB({
        loan_tenure: 3,
        disbursal_detail: undefined,
        repayment_schedule: [
          { due_date: "2026-12-20", due_amount: 7000, principal_amount: 6750, interest_amount: 250 },
          { due_date: "2027-01-20", due_amount: 7000 },
          { due_date: "2027-02-20", due_amount: 6750, principal_amount: 6583 },
        ],
      }),
    );
    expect(kfs.repayment_schedule).toEqual([
      { number: 1, due_date: "2026-12-20", opening_principal: 20000, principal: 6750, interest: 250, instalment: 7000 },
      { number: 2, due_date: "2027-01-20", opening_principal: 13250, principal: 6834.37, interest: 165.63, instalment: 7000 },
      { number: 3, due_date: "2027-02-20", opening_principal: 6415.63, principal: 6583, interest: 167, instalment: 6750 },
    ]);
    expect(kfs.instalments).toEqual({ type: "monthly", count: 3, amount: 7000, first_due_date: "2026-12-20" });
  });

  it("takes the contingent charges and Part 2 from the lender's configuration, and the partner as the LSP", () => {
    const kfs = build(annexB());
    expect(kfs.lender_name).toBe("Acme Capital Ltd.");
    expect(kfs.contingent_charges).toEqual({ penal_charges: SAMPLE_LENDER.penalCharges, foreclosure_charges: SAMPLE_LENDER.foreclosureCharges, other_charges: SAMPLE_LENDER.otherCharges });
    expect(kfs.part_2).toEqual({
      recovery_agents_clause: SAMPLE_LENDER.recoveryAgentsClause,
      grievance_officer: { name: "Asha Rao", phone: "+91 80 4000 1234", email: "gro@acme.example" },
      transferable: false,
      cooling_off_days: 5,
      lending_service_provider: "Acme Finance",
    });
  });

  it("holds for three working days after the day it was generated", () => {
    const kfs = build(annexB());
    expect(kfs.generated_on).toBe("2026-11-26T10:00:00.000Z");
    expect(kfs.valid_until).toBe("2026-12-01"); // Thursday + Fri, Mon, Tue
  });
});
