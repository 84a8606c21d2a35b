import { describe, it, expect } from "vitest";
import { repaymentItemSchema } from "@/lib/schemas/loan";
import { computedSchedule } from "@/lib/terms/loan-schedule";
import { amortise, asRepaymentRows, equatedInstalment, type Rounding } from "./amortisation";

const paise = (rupees: number) => Math.round(rupees * 100);

const monthlyEmi = (principal: number, annualRatePercent: number, months: number) => equatedInstalment({ principal, annualRatePercent, count: months }, "paisa");

interface Terms {
  principal: number;
  annualRatePercent: number;
  months: number;
  /** The principal tranches' date: instalment k is due addMonths(start, k). */
  start: string;
}

/** The monthly schedule the service computes (contract v3 section 4), its rows dated from the start. */
const amortisationSchedule = ({ principal, annualRatePercent, months, start }: Terms, rounding: Rounding) =>
  computedSchedule({ loan_amount: principal, interest_rate: annualRatePercent, loan_tenure: months }, start, rounding) ?? [];
const rupeeSchedule = (input: Terms) => asRepaymentRows(amortisationSchedule(input, "rupee"));

describe("the EMI to the paisa", () => {
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

describe("the schedule in whole rupees, as a repayment_schedule", () => {
  const cases = [
    { principal: 100000, annualRatePercent: 12, months: 12, start: "2026-12-05" },
    { principal: 300000, annualRatePercent: 14.5, months: 36, start: "2026-11-10" },
    { principal: 2000000, annualRatePercent: 9.75, months: 120, start: "2027-05-01" },
    { principal: 100000, annualRatePercent: 0, months: 3, start: "2026-12-01" },
    { principal: 5000, annualRatePercent: 36, months: 60, start: "2026-12-01" },
    // Tiny EMI rounded up on a long tenure: early rows overpay, so the tail must not go negative.
    { principal: 5100, annualRatePercent: 0, months: 600, start: "2026-12-01" },
  ];

  it.each(cases)("$principal at $annualRatePercent% over $months: one row a month, principal sums exactly", (input) => {
    const rows = rupeeSchedule(input);
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
    const rows = rupeeSchedule({ principal: 100000, annualRatePercent: 12, months: 12, start: "2026-12-05" });
    expect(rows[0]).toEqual({ due_date: "2027-01-05", due_amount: 8885, principal_amount: 7885, interest_amount: 1000 });
    expect(rows.slice(0, -1).every((row) => row.due_amount === 8885)).toBe(true);
    // The last row takes the remaining 8,795.50 of principal plus its interest, rounded up.
    expect(rows[11]).toEqual({ due_date: "2027-12-05", due_amount: 8884, principal_amount: 8795.5, interest_amount: 88.5 });
  });

  it("splits a 0% loan evenly and puts the remainder in the last row", () => {
    const rows = rupeeSchedule({ principal: 100000, annualRatePercent: 0, months: 3, start: "2026-12-01" });
    expect(rows.map((row) => [row.due_amount, row.principal_amount, row.interest_amount])).toEqual([
      [33333, 33333, 0],
      [33333, 33333, 0],
      [33334, 33334, 0],
    ]);
  });

  it("adds k months to the start in one step, clamped to the end of shorter months", () => {
    const dates = rupeeSchedule({ principal: 60000, annualRatePercent: 12, months: 14, start: "2027-10-31" }).map((row) => row.due_date);
    expect(dates).toEqual([
      "2027-11-30",
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
    ]);
    expect(rupeeSchedule({ principal: 6000, annualRatePercent: 0, months: 2, start: "2028-12-30" }).map((r) => r.due_date)).toEqual([
      "2029-01-30",
      "2029-02-28",
    ]);
  });

  it("is deterministic", () => {
    const input = { principal: 250000, annualRatePercent: 18, months: 24, start: "2027-02-15" };
    expect(rupeeSchedule(input)).toEqual(rupeeSchedule({ ...input }));
  });

  it.each(["2027-02-30", "05-Jan-2027", "2027-13-01", ""])("refuses start %j", (start) => {
    expect(() => rupeeSchedule({ principal: 1000, annualRatePercent: 12, months: 3, start })).toThrow(RangeError);
  });
});

const sum = (values: number[]) => Math.round(values.reduce((total, value) => total + value * 100, 0)) / 100;

describe("the paisa-exact amortisation schedule", () => {
  // RBI's Annex C illustration: ₹20,000 at 15 % for 24 months.
  const annexC = amortisationSchedule({ principal: 20000, annualRatePercent: 15, months: 24, start: "2025-12-31" }, "paisa");

  it("reproduces RBI's Annex C rows to the paisa", () => {
    expect(annexC[0]).toEqual({ number: 1, due_date: "2026-01-31", opening_principal: 20000, principal: 719.73, interest: 250, instalment: 969.73, upfront: false });
    expect(annexC[1]).toMatchObject({ due_date: "2026-02-28", opening_principal: 19280.27, instalment: 969.73 });
    expect(Math.round(annexC[2]?.opening_principal ?? 0)).toBe(18552);
    expect(annexC[23]).toMatchObject({ number: 24, due_date: "2027-12-31" });
    expect(Math.round(annexC[23]?.opening_principal ?? 0)).toBe(958);
  });

  it("repays exactly the principal, each instalment its principal plus its interest", () => {
    expect(sum(annexC.map((row) => row.principal))).toBe(20000);
    for (const row of annexC) expect(Math.round((row.principal + row.interest) * 100)).toBe(Math.round(row.instalment * 100));
  });

  it("splits a zero-interest loan into equal instalments, the last taking the paise left", () => {
    const rows = amortisationSchedule({ principal: 10000, annualRatePercent: 0, months: 3, start: "2026-02-15" }, "paisa");
    expect(rows.map((row) => row.instalment)).toEqual([3333.33, 3333.33, 3333.34]);
    expect(rows.every((row) => row.interest === 0)).toBe(true);
  });

  it("keeps a 600-month schedule exact", () => {
    const rows = amortisationSchedule({ principal: 1_000_000, annualRatePercent: 12, months: 600, start: "2026-12-05" }, "paisa");
    expect(rows).toHaveLength(600);
    expect(rows[0]?.instalment).toBe(10025.6);
    expect(sum(rows.map((row) => row.principal))).toBe(1_000_000);
    expect(rows.at(-1)?.due_date).toBe("2076-12-05");
  });
});

describe("the instalments alone", () => {
  it("are the schedule's instalments", () => {
    const terms = { principal: 123456.78, annualRatePercent: 11.25, months: 37 };
    expect(amortise({ ...terms, count: terms.months }, "paisa").map((row) => row.instalment)).toEqual(amortisationSchedule({ ...terms, start: "2026-12-31" }, "paisa").map((row) => row.instalment));
  });
});

describe("the EMI in decimal arithmetic, rounded half-up (contract v3 section 4)", () => {
  // Where the policy's FOIR and the KFS each computed the EMI in binary
  // floating point (docs/decisions/0088-exact-emi.md): each gave 1,484,403.91 for an EMI of
  // exactly 1,484,403.915, and they gave 41,609.91 and 41,609.90 for one of
  // 41,609.905.
  it.each([
    { principal: 1_463_368, annualRatePercent: 17.25, count: 1, paisa: 1_484_403.92, rupee: 1_484_404 },
    { principal: 627_285, annualRatePercent: 79.6, count: 578, paisa: 41_609.91, rupee: 41_610 },
    { principal: 1_027_187, annualRatePercent: 90, count: 512, paisa: 77_039.03, rupee: 77_039 },
    { principal: 100, annualRatePercent: 6, count: 1, paisa: 100.5, rupee: 101 },
  ])("$principal at $annualRatePercent% over $months count: $paisa, or ₹$rupee", ({ paisa, rupee, ...terms }) => {
    expect(equatedInstalment(terms, "paisa")).toBe(paisa);
    expect(equatedInstalment(terms, "rupee")).toBe(rupee);
    expect(amortise(terms, "paisa")[0]?.instalment).toBe(paisa);
  });

  it("gives RBI's Annex B schedule: 969.73 x 23, then 969.79", () => {
    const instalments = amortise({ principal: 20000, annualRatePercent: 15, count: 24 }, "paisa").map((row) => row.instalment);
    expect(instalments.slice(0, 23).every((amount) => amount === 969.73)).toBe(true);
    expect(instalments[23]).toBe(969.79);
  });
});
