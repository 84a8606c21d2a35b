import { describe, expect, it } from "vitest";
import { DISBURSAL_TYPE, PAYMENT_FREQUENCY } from "@/lib/schemas/enums";
import { maturesOn } from "./maturity";

describe("maturesOn", () => {
  const terms = { loan_amount: 100_000, interest_rate: 12, loan_tenure: 12, payment_frequency: PAYMENT_FREQUENCY.monthly };

  it("is the computed schedule's last due date, counted from the principal tranches' date", () => {
    const paidOn = { ...terms, disbursal_detail: [{ date: "2026-01-31", amount: 100_000, disbursal_type: DISBURSAL_TYPE.principal }] };
    expect(maturesOn(paidOn, "2026-01-05")).toBe("2027-01-31");
  });

  it("counts from the day judged on for a loan whose payout is not planned yet", () => {
    expect(maturesOn(terms, "2026-03-31")).toBe("2027-03-31");
  });

  it("is the partner's last row when the partner sent a schedule, whatever the tenure says", () => {
    const rows = [
      { due_date: "2026-12-10", due_amount: 50_000 },
      { due_date: "2027-01-10", due_amount: 51_000 },
    ];
    expect(maturesOn({ ...terms, repayment_schedule: rows }, "2026-11-10")).toBe("2027-01-10");
  });

  it("is null for terms with no schedule to read", () => {
    expect(maturesOn({ ...terms, payment_frequency: PAYMENT_FREQUENCY.other }, "2026-11-10")).toBeNull();
  });
});
