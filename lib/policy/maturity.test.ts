import { describe, expect, it } from "vitest";
import { addMonths, maturesOn, tenureEnd } from "./maturity";

describe("addMonths", () => {
  it.each([
    ["2026-01-15", 1, "2026-02-15"],
    ["2026-01-31", 1, "2026-02-28"],
    ["2028-01-31", 1, "2028-02-29"],
    ["2026-11-30", 3, "2027-02-28"],
    ["2026-12-31", 12, "2027-12-31"],
    ["2026-05-17", 600, "2076-05-17"],
  ])("%s + %i months = %s", (date, months, expected) => {
    expect(addMonths(date, months)).toBe(expected);
  });
});

describe("maturesOn", () => {
  const terms = { loan_application_date: "2026-11-02", loan_tenure: 12 };

  it("is the application date plus the tenure without a schedule", () => {
    expect(tenureEnd(terms)).toBe("2027-11-02");
    expect(maturesOn(terms)).toBe("2027-11-02");
  });

  it("is the schedule's last due date when that is later, and the tenure's end otherwise", () => {
    const row = (due_date: string) => ({ due_date, due_amount: 1 });
    expect(maturesOn({ ...terms, repayment_schedule: [row("2027-11-10"), row("2027-10-10")] })).toBe("2027-11-10");
    expect(maturesOn({ ...terms, repayment_schedule: [row("2027-10-10")] })).toBe("2027-11-02");
  });
});
