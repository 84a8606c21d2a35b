import { describe, expect, it } from "vitest";
import { maturesOn, tenureEnd } from "./maturity";

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
