import { describe, it, expect } from "vitest";
import { amortisationSchedule, monthlyEmi } from "@/lib/policy/amortisation";
import { repaymentItemSchema } from "@/lib/schemas/loan";

const paise = (rupees: number) => Math.round(rupees * 100);

describe("monthlyEmi", () => {
  it.each([
    // r = 0.01: 100,000 * 0.01 * 1.01^12 / (1.01^12 - 1), worked by hand.
    { principal: 100000, rate: 12, months: 12, emi: 8884.88 },
    // A common bank-calculator figure: 5 lakh at 10.5% over 5 years.
    { principal: 500000, rate: 10.5, months: 60, emi: 10746.95 },
    { principal: 300000, rate: 14.5, months: 36, emi: 10326.29 },
    { principal: 120000, rate: 0, months: 12, emi: 10000 },
    { principal: 100000, rate: 0, months: 3, emi: 33333.33 },
    { principal: 5000, rate: 24, months: 1, emi: 5100 },
    { principal: 0, rate: 12, months: 12, emi: 0 },
  ])("$principal at $rate% over $months months is $emi", ({ principal, rate, months, emi }) => {
    expect(monthlyEmi(principal, rate, months)).toBe(emi);
  });

  it.each([
    { principal: -1, rate: 12, months: 12 },
    { principal: 1000, rate: -1, months: 12 },
    { principal: 1000, rate: 12, months: 0 },
    { principal: 1000, rate: 12, months: 1.5 },
    { principal: Number.NaN, rate: 12, months: 12 },
  ])("refuses impossible terms $principal / $rate / $months", ({ principal, rate, months }) => {
    expect(() => monthlyEmi(principal, rate, months)).toThrow(RangeError);
  });
});

describe("amortisationSchedule", () => {
  const cases = [
    { principal: 100000, annualRatePercent: 12, months: 12, firstDueDate: "2027-01-05" },
    { principal: 300000, annualRatePercent: 14.5, months: 36, firstDueDate: "2026-12-10" },
    { principal: 2000000, annualRatePercent: 9.75, months: 120, firstDueDate: "2027-06-01" },
    { principal: 100000, annualRatePercent: 0, months: 3, firstDueDate: "2027-01-01" },
    { principal: 5000, annualRatePercent: 36, months: 60, firstDueDate: "2027-01-01" },
    // Tiny EMI rounded up on a long tenure: early rows overpay, so the tail must not go negative.
    { principal: 5100, annualRatePercent: 0, months: 600, firstDueDate: "2027-01-01" },
  ];

  it.each(cases)("$principal at $annualRatePercent% over $months: one row a month, principal sums exactly", (input) => {
    const rows = amortisationSchedule(input);
    expect(rows).toHaveLength(input.months);
    expect(rows.reduce((sum, row) => sum + paise(row.principal_amount), 0)).toBe(paise(input.principal));
    for (const row of rows) {
      expect(Number.isInteger(row.due_amount)).toBe(true);
      expect(paise(row.principal_amount) + paise(row.interest_amount)).toBe(row.due_amount * 100);
      expect(row.principal_amount).toBeGreaterThanOrEqual(0);
      expect(row.interest_amount).toBeGreaterThanOrEqual(0);
      // Two decimals at most: the value is exactly what its paise would print as.
      expect(paise(row.principal_amount) / 100).toBe(row.principal_amount);
      expect(paise(row.interest_amount) / 100).toBe(row.interest_amount);
      // The rows must be storable as the loan's repayment_schedule.
      expect(repaymentItemSchema.parse(row)).toEqual(row);
    }
  });

  it("charges the EMI rounded to whole rupees and splits the first row on the full balance", () => {
    const rows = amortisationSchedule({ principal: 100000, annualRatePercent: 12, months: 12, firstDueDate: "2027-01-05" });
    expect(rows[0]).toEqual({ due_date: "2027-01-05", due_amount: 8885, principal_amount: 7885, interest_amount: 1000 });
    expect(rows.slice(0, -1).every((row) => row.due_amount === 8885)).toBe(true);
    // The last row takes the remaining 8,795.50 of principal plus its interest, rounded up.
    expect(rows[11]).toEqual({ due_date: "2027-12-05", due_amount: 8884, principal_amount: 8795.5, interest_amount: 88.5 });
  });

  it("splits a 0% loan evenly and puts the remainder in the last row", () => {
    const rows = amortisationSchedule({ principal: 100000, annualRatePercent: 0, months: 3, firstDueDate: "2027-01-01" });
    expect(rows.map((row) => [row.due_amount, row.principal_amount, row.interest_amount])).toEqual([
      [33333, 33333, 0],
      [33333, 33333, 0],
      [33334, 33334, 0],
    ]);
  });

  it("keeps the first due date's day, clamped to the end of shorter months", () => {
    const dates = amortisationSchedule({ principal: 60000, annualRatePercent: 12, months: 14, firstDueDate: "2027-12-31" }).map(
      (row) => row.due_date,
    );
    expect(dates).toEqual([
      "2027-12-31",
      "2028-01-31",
      "2028-02-29",
      "2028-03-31",
      "2028-04-30",
      "2028-05-31",
      "2028-06-30",
      "2028-07-31",
      "2028-08-31",
      "2028-09-30",
      "2028-10-31",
      "2028-11-30",
      "2028-12-31",
      "2029-01-31",
    ]);
    expect(amortisationSchedule({ principal: 6000, annualRatePercent: 0, months: 2, firstDueDate: "2029-01-30" }).map((r) => r.due_date)).toEqual([
      "2029-01-30",
      "2029-02-28",
    ]);
  });

  it("is deterministic", () => {
    const input = { principal: 250000, annualRatePercent: 18, months: 24, firstDueDate: "2027-03-15" };
    expect(amortisationSchedule(input)).toEqual(amortisationSchedule({ ...input }));
  });

  it.each(["2027-02-30", "05-Jan-2027", "2027-13-01", ""])("refuses first due date %j", (firstDueDate) => {
    expect(() => amortisationSchedule({ principal: 1000, annualRatePercent: 12, months: 3, firstDueDate })).toThrow(RangeError);
  });
});
