import { describe, expect, it } from "vitest";
import { addDays, addMonths } from "@/lib/calendar/calendar-date";
import { asRepaymentRows } from "@/lib/money/amortisation";
import { DISBURSAL_TYPE, PAYMENT_FREQUENCY } from "@/lib/schemas/enums";
import { loanFigures, type FigureTerms } from "./loan-figures";
import { computedSchedule } from "./loan-schedule";

const principal = (date: string, fields: object = {}) => ({ disbursal_type: DISBURSAL_TYPE.principal, date, amount: 20000, ...fields });

/** RBI's Annex B example: ₹20,000 at 15 % over 24 months, ₹240 of fees to the lender and ₹160 of insurance. */
const annexB = (start: string): FigureTerms => ({
  loan_amount: 20000,
  interest_rate: 15,
  loan_tenure: 24,
  disbursal_detail: [principal(start, { processing_fee: 240, insurance: 160 })],
});

describe("the loan's figures (contract v3 sections 4, 5 and 11)", () => {
  it.each(["2027-01-15", "2027-01-28", "2027-01-29", "2027-01-30", "2027-01-31", "2028-01-31"])("gives RBI's 17.07 % from a start on %s", (start) => {
    const figures = loanFigures(annexB(start), "2026-12-01");
    expect(figures.apr).toBe(17.07);
    expect(figures.impliedRate).toBe(15);
    expect(figures.netDisbursed).toBe(19600);
    expect(figures.schedule.slice(0, 23).every((row) => row.instalment === 969.73)).toBe(true);
    expect(figures.schedule[23]?.instalment).toBe(969.79);
    expect(figures.schedule[0]?.due_date).toBe(addMonths(start, 1));
  });

  it("starts a loan with no principal tranche on the day it is judged", () => {
    const figures = loanFigures({ loan_amount: 20000, interest_rate: 15, loan_tenure: 24 }, "2027-03-31");
    expect(figures).toMatchObject({ start: "2027-03-31", planned: false, lastDueDate: "2029-03-31", apr: 15, paidAtDisbursal: 20000 });
  });

  it("counts an upfront EMI as instalment 1 netted from the payout, never a fee: a 12 % loan's APR is 12.00", () => {
    const start = "2027-01-10";
    const first = 8796.91;
    const rows = [
      { due_date: start, due_amount: first, principal_amount: first, interest_amount: 0 },
      ...asRepaymentRows(computedSchedule({ loan_amount: 100000 - first, interest_rate: 12, loan_tenure: 11 }, start, "paisa") ?? []),
    ];
    const figures = loanFigures(
      { loan_amount: 100000, interest_rate: 12, loan_tenure: 12, repayment_schedule: rows, disbursal_detail: [{ ...principal(start), amount: 100000, upfront_emi: first }] },
      start,
    );
    expect(figures.apr).toBe(12);
    expect(figures.upfrontCharges).toBe(0);
    expect(figures.netDisbursed).toBe(100000);
    expect(figures.paidAtDisbursal).toBe(100000 - first);
    expect(figures.schedule[0]?.upfront).toBe(true);
    // FOIR weighs the regular instalment, not the one collected upfront.
    expect(figures.largestMonthlyInstalment).toBeCloseTo(8796.91, 0);
  });

  it("receives withheld money on its tranche's date: the APR rises, the payout falls", () => {
    const start = "2027-01-10";
    const terms = (tranches: FigureTerms["disbursal_detail"]): FigureTerms => ({ loan_amount: 100000, interest_rate: 12, loan_tenure: 12, disbursal_detail: tranches });
    const whole = loanFigures(terms([{ ...principal(start), amount: 100000, processing_fee: 1000 }]), start);
    const held = loanFigures(
      terms([
        { ...principal(start), amount: 75000, processing_fee: 1000 },
        { disbursal_type: DISBURSAL_TYPE.withhold, date: addDays(start, 91), amount: 25000 },
      ]),
      start,
    );
    expect(held.paidAtDisbursal).toBe(74000);
    expect(held.netDisbursed).toBe(99000);
    expect(held.releasedLater).toEqual([{ date: addDays(start, 91), amount: 25000 }]);
    expect(held.apr).toBeGreaterThan(whole.apr ?? 0);
  });

  it("states an APR for frequency other, timed in months", () => {
    const start = "2027-01-10";
    const rows = Array.from({ length: 6 }, (_, index) => ({ due_date: addDays(start, 45 * (index + 1)), due_amount: 18000, principal_amount: 16666.67, interest_amount: 1333.33 }));
    rows[5] = { ...rows[5]!, principal_amount: 16666.65, due_amount: 17999.98 };
    const figures = loanFigures({ loan_amount: 100000, interest_rate: 12, loan_tenure: 9, payment_frequency: PAYMENT_FREQUENCY.other, repayment_schedule: rows, disbursal_detail: [{ ...principal(start), amount: 100000 }] }, start);
    expect(figures.apr).not.toBeNull();
    // The most due in one calendar month, for the FOIR.
    expect(figures.largestMonthlyInstalment).toBe(18000);
  });

  it("weighs a weekly instalment as a monthly amount, x 52 / 12", () => {
    const figures = loanFigures({ loan_amount: 52000, interest_rate: 0, loan_tenure: 12, payment_frequency: PAYMENT_FREQUENCY.weekly }, "2027-01-10");
    expect(figures.schedule).toHaveLength(52);
    expect(figures.schedule[1]?.due_date).toBe("2027-01-24");
    expect(figures.largestMonthlyInstalment).toBeCloseTo((1000 * 52) / 12, 2);
    expect(figures.apr).toBe(0);
  });
});
