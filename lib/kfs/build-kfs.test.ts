import { describe, expect, it } from "vitest";
import { addDays, addMonths } from "@/lib/calendar/calendar-date";
import { AppError } from "@/lib/errors/app-error";
import { disbursalBreakdown } from "@/lib/loans/disbursal-amount";
import { sumPaise, toPaise } from "@/lib/money/paise";
import { kfsSchema, type Kfs } from "@/lib/schemas/kfs";
import type { Loan } from "@/lib/schemas/loan";
import { buildKfs, type KfsSubject } from "./build-kfs";
import { SAMPLE_LENDER, SAMPLE_PARTNER, sampleLoan } from "./sample-kfs";

const START = "2026-11-21";
const LEAD_ID = "0193a3a0-0000-7000-8000-000000000001";

// RBI's Annex B loan: ₹20,000 at 15 % for 24 months, ₹240 to the lender (a
// processing fee and its GST) and ₹160 of insurance to a third party.
const annexB = (overrides: Partial<Loan> = {}, start = START): Loan =>
  sampleLoan({
    disbursal_detail: [{ disbursal_type: 0, date: start, amount: 20000, processing_fee: 203.39, gst: 36.61, insurance: 160 }],
    ...overrides,
  });

const NOW = new Date("2026-11-26T10:00:00.000Z"); // a Thursday in India
const build = (loan: Loan, { now = NOW, partner = {}, lender = {} }: { now?: Date; partner?: Partial<KfsSubject["partner"]>; lender?: Partial<typeof SAMPLE_LENDER> } = {}): Kfs =>
  kfsSchema.parse(buildKfs({ leadId: LEAD_ID, loanAccountNumber: "LD0000000001", loan, partner: { ...SAMPLE_PARTNER, ...partner } }, { ...SAMPLE_LENDER, ...lender }, now));

/** Every row adds up, and the totals are the instalments' (contract v3 section 11). */
function expectAddsUp(kfs: Kfs) {
  for (const row of kfs.repayment_schedule) expect(toPaise(row.principal) + toPaise(row.interest), `row ${row.number}`).toBe(toPaise(row.instalment));
  const instalments = sumPaise(kfs.repayment_schedule.map((row) => row.instalment));
  expect(toPaise(kfs.total_payable)).toBe(instalments);
  expect(toPaise(kfs.total_interest)).toBe(instalments - toPaise(kfs.loan_amount));
}

/**
 * A 12 % annuity-due loan: instalment 1 due on the start and deducted from
 * the payout as the upfront EMI, the others a month apart, each row's
 * interest on the balance after the previous one.
 */
function annuityDue(amount: number, rate: number, months: number, start: string) {
  const i = rate / 1200;
  const instalment = Math.round(((amount * i) / (1 - (1 + i) ** -months) / (1 + i)) * 100) / 100;
  let balance = toPaise(amount);
  const rows = Array.from({ length: months }, (_, index) => {
    const interest = index === 0 ? 0 : Math.round(balance * i);
    const principal = index === months - 1 ? balance : toPaise(instalment) - interest;
    balance -= principal;
    return { due_date: addMonths(start, index), due_amount: (principal + interest) / 100, principal_amount: principal / 100, interest_amount: interest / 100 };
  });
  return { instalment, rows };
}

describe("the Key Facts Statement", () => {
  it("states RBI's Annex B figures: fees split by payee, net 19,600 paid at disbursal, APR 17.07 %", () => {
    const kfs = build(annexB());
    expect(kfs.fees).toEqual({
      to_lender: [{ type: "processing_fee", amount: 203.39 }, { type: "gst", amount: 36.61 }],
      to_third_parties: [{ type: "insurance", amount: 160 }],
    });
    expect(kfs.net_disbursed).toBe(19600);
    expect(kfs.paid_at_disbursal).toBe(19600);
    expect(kfs.released_later).toEqual([]);
    expect(kfs.apr).toBe(17.07);
    expect(kfs.instalments).toEqual({ type: "monthly", count: 24, amount: 969.73, first_due_date: "2026-12-21" });
    expect(kfs.repayment_schedule.at(-1)?.instalment).toBe(969.79);
    expect(kfs.total_payable).toBe(Math.round((23 * 969.73 + 969.79) * 100) / 100);
    expectAddsUp(kfs);
  });

  it.each(["2027-01-28", "2027-01-29", "2027-01-30", "2027-01-31"])("gives Annex B's 17.07 % from a start on %s", (start) => {
    const kfs = build(annexB({ loan_application_date: "2027-01-20" }, start), { now: new Date(`${start}T04:00:00.000Z`) });
    expect(kfs.apr).toBe(17.07);
    expect(kfs.instalments.first_due_date).toBe(addMonths(start, 1));
    expect(kfs.repayment_schedule.map((row) => row.due_date)).toEqual(Array.from({ length: 24 }, (_, k) => addMonths(start, k + 1)));
  });

  it("counts subvention as a fee to the lender, and the upfront EMI as instalment 1, never a fee", () => {
    const start = START;
    const { instalment, rows } = annuityDue(100000, 12, 12, start);
    const kfs = build(
      sampleLoan({
        loan_amount: 100000,
        interest_rate: 12,
        loan_tenure: 12,
        repayment_schedule: rows,
        disbursal_detail: [{ disbursal_type: 0, date: start, amount: 100000, subvention: 500, upfront_emi: instalment }],
      }),
    );
    expect(kfs.fees).toEqual({ to_lender: [{ type: "subvention", amount: 500 }], to_third_parties: [] });
    expect(kfs.net_disbursed).toBe(99500);
    expect(kfs.paid_at_disbursal).toBe(Math.round((99500 - instalment) * 100) / 100);
    expect(kfs.repayment_schedule[0]).toMatchObject({ number: 1, due_date: start, instalment, collected_at_disbursal: true });
    expect(kfs.repayment_schedule.slice(1).every((row) => !row.collected_at_disbursal)).toBe(true);
    expect(kfs.instalments).toMatchObject({ count: 12, first_due_date: start, amount: instalment });
    expectAddsUp(kfs);
  });

  it("gives an annuity-due 12 % loan with its upfront EMI an APR of 12.00 %, not 30.05 %", () => {
    const { instalment, rows } = annuityDue(100000, 12, 12, START);
    const kfs = build(
      sampleLoan({
        loan_amount: 100000,
        interest_rate: 12,
        loan_tenure: 12,
        repayment_schedule: rows,
        disbursal_detail: [{ disbursal_type: 0, date: START, amount: 100000, upfront_emi: instalment }],
      }),
    );
    expect(kfs.fees).toEqual({ to_lender: [], to_third_parties: [] });
    expect(kfs.net_disbursed).toBe(100000);
    expect(kfs.apr).toBe(12);
  });

  it("states what the disbursal pays and what is released later, to the paisa of the disbursal record", () => {
    const release = addDays(START, 91);
    const { instalment, rows } = annuityDue(200000, 14, 24, START);
    const loan = sampleLoan({
      loan_amount: 200000,
      interest_rate: 14,
      repayment_schedule: rows,
      disbursal_detail: [
        { disbursal_type: 0, date: START, amount: 150000, processing_fee: 2000, gst: 360, pre_emi: 500, insurance: 1200, subvention: 700, upfront_emi: instalment },
        { disbursal_type: 1, date: release, amount: 50000 },
      ],
    });
    const kfs = build(loan);
    expect(kfs.net_disbursed).toBe(200000 - 2000 - 360 - 500 - 1200 - 700);
    expect(kfs.paid_at_disbursal).toBe(Math.round((kfs.net_disbursed - 50000 - instalment) * 100) / 100);
    expect(kfs.paid_at_disbursal).toBe(disbursalBreakdown(loan).net);
    expect(kfs.released_later).toEqual([{ date: release, amount: 50000 }]);
    expect(kfs.disbursal_schedule).toEqual([
      { disbursal_type: 0, date: START, amount: 150000 },
      { disbursal_type: 1, date: release, amount: 50000 },
    ]);
    // Money received later is worth less to the borrower: the APR is above what the same fees would give paid at once.
    expect(kfs.apr).toBeGreaterThan(14);
    expectAddsUp(kfs);
  });

  it("pays what the tranches pay when they sum to loan_amount within ₹1 but not exactly, as the disbursal does", () => {
    const loan = annexB({ disbursal_detail: [{ disbursal_type: 0, date: START, amount: 19999.4, processing_fee: 203.39, gst: 36.61, insurance: 160 }] });
    const kfs = build(loan);
    expect(kfs.net_disbursed).toBe(19600);
    expect(kfs.paid_at_disbursal).toBe(19599.4);
    expect(kfs.paid_at_disbursal).toBe(disbursalBreakdown(loan).net);
  });

  it("lists the partner's schedule, its interest the instalment less the principal, so every row adds up", () => {
    const kfs = build(
      annexB({
        loan_tenure: 3,
        repayment_schedule: [
          { due_date: "2026-12-21", due_amount: 7000, principal_amount: 6750, interest_amount: 250 },
          { due_date: "2027-01-21", due_amount: 7000 },
          { due_date: "2027-02-21", due_amount: 6750.5, principal_amount: 6583, interest_amount: 167 },
        ],
      }),
    );
    expect(kfs.repayment_schedule).toEqual([
      { number: 1, due_date: "2026-12-21", opening_principal: 20000, principal: 6750, interest: 250, instalment: 7000, collected_at_disbursal: false },
      { number: 2, due_date: "2027-01-21", opening_principal: 13250, principal: 6834.37, interest: 165.63, instalment: 7000, collected_at_disbursal: false },
      { number: 3, due_date: "2027-02-21", opening_principal: 6415.63, principal: 6583, interest: 167.5, instalment: 6750.5, collected_at_disbursal: false },
    ]);
    expect(kfs.instalments).toEqual({ type: "monthly", count: 3, amount: 7000, first_due_date: "2026-12-21" });
    // The principal sent sums to ₹20,167.37: the total interest is still the instalments less the sanctioned amount.
    expect(kfs.total_payable).toBe(20750.5);
    expect(kfs.total_interest).toBe(750.5);
    expectAddsUp(kfs);
  });

  it("names the loan's frequency, computed weekly and fortnightly schedules included, and states an APR for frequency other", () => {
    expect(build(annexB({ payment_frequency: 2 })).instalments).toMatchObject({ type: "weekly", count: 104, first_due_date: addDays(START, 7) });
    expect(build(annexB({ payment_frequency: 3 })).instalments).toMatchObject({ type: "fortnightly", count: 52, first_due_date: addDays(START, 14) });
    const rows = build(annexB()).repayment_schedule.map((row) => ({ due_date: row.due_date, due_amount: row.instalment }));
    const other = build(annexB({ payment_frequency: 4, repayment_schedule: rows }));
    expect(other.instalments.type).toBe("other");
    expect(other.apr).toBe(17.07);
  });

  it("has no statement without a principal tranche: 409 disbursal_date_missing", () => {
    for (const disbursal_detail of [undefined, [{ disbursal_type: 1 as const, date: START, amount: 20000 }]]) {
      expect(() => build(annexB({ disbursal_detail }))).toThrow(expect.objectContaining({ code: "disbursal_date_missing" }));
    }
    const error = (() => {
      try {
        build(annexB({ disbursal_detail: undefined }));
      } catch (caught) {
        return caught;
      }
    })();
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).status).toBe(409);
  });

  it("takes the contingent charges and Part 2 from the lender's configuration, and the partner as a digital LSP that is no recovery agent", () => {
    const kfs = build(annexB());
    expect(kfs.lender_name).toBe("Acme Capital Ltd.");
    expect(kfs.contingent_charges).toEqual({ penal_charges: SAMPLE_LENDER.penalCharges, foreclosure_charges: SAMPLE_LENDER.foreclosureCharges, other_charges: SAMPLE_LENDER.otherCharges });
    expect(kfs.part_2).toEqual({
      recovery_agents_clause: SAMPLE_LENDER.recoveryAgentsClause,
      grievance_clause: "Clause 15 of the loan agreement",
      grievance_officer: { name: "Asha Rao", phone: "+91 80 4000 1234", email: "gro@acme.example" },
      transferable: false,
      digital_loan: true,
      cooling_off_days: 5,
      cooling_off_pay_days: 7,
      lending_service_provider: "Acme Finance",
      lsp_recovery_agent: false,
    });
  });

  it("names the LSP as a recovery agent only where the partner is one, and has no cooling-off rows for a loan that is not digital", () => {
    expect(build(annexB(), { partner: { lspRecoveryAgent: true } }).part_2).toMatchObject({ digital_loan: true, cooling_off_days: 5, lsp_recovery_agent: true });
    expect(build(annexB(), { partner: { digitalLending: false, lspRecoveryAgent: true } }).part_2).toMatchObject({
      digital_loan: false,
      cooling_off_days: null,
      cooling_off_pay_days: null,
      lsp_recovery_agent: false,
      lending_service_provider: "Acme Finance",
    });
  });

  it("holds until the end of the third working day after the IST day it was generated, skipping configured holidays", () => {
    const kfs = build(annexB());
    expect(kfs.generated_on).toBe("2026-11-26T10:00:00.000Z");
    expect(kfs.valid_until).toBe("2026-12-01T18:29:59.999Z"); // Thursday + Fri, Mon, Tue; 23:59:59.999 IST
    expect(build(annexB(), { lender: { holidays: ["2026-11-30"] } }).valid_until).toBe("2026-12-02T18:29:59.999Z");
    // 01:30 on Saturday in India: Mon, Tue, Wed.
    expect(build(annexB(), { now: new Date("2026-11-27T20:00:00.000Z") }).valid_until).toBe("2026-12-02T18:29:59.999Z");
  });

  it("carries a stable kfs_id and version 1: the same terms give the same id whenever generated, other terms another", () => {
    const first = build(annexB());
    const later = build(annexB(), { now: new Date("2026-11-27T10:00:00.000Z") });
    expect(first.version).toBe(1);
    expect(first.kfs_id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-8[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(first.terms_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(later.generated_on).not.toBe(first.generated_on);
    expect(later.kfs_id).toBe(first.kfs_id);
    expect(later.terms_hash).toBe(first.terms_hash);
    expect(build(annexB({ interest_rate: 15.5 })).kfs_id).not.toBe(first.kfs_id);
    expect(build(annexB(), { partner: { lspRecoveryAgent: true } }).terms_hash).not.toBe(first.terms_hash);
  });
});
