import { describe, expect, it } from "vitest";
import { computedSchedule, firstDueDate } from "./computed-schedule";

describe("the schedule the service draws up", () => {
  it("makes the first instalment due a month after the agreement, else the application", () => {
    expect(firstDueDate({ loan_application_date: "2026-11-02", agreement_date: "2026-11-05" })).toBe("2026-12-05");
    expect(firstDueDate({ loan_application_date: "2026-12-15" })).toBe("2027-01-15");
  });

  it("keeps the day where the next month has it, else takes the month's last day", () => {
    expect(firstDueDate({ loan_application_date: "2026-01-31" })).toBe("2026-02-28");
    expect(firstDueDate({ loan_application_date: "2028-01-31" })).toBe("2028-02-29");
  });

  it("runs monthly over the tenure from there, in whole rupees or to the paisa", () => {
    const terms = { loan_amount: 20000, interest_rate: 15, loan_tenure: 24, loan_application_date: "2026-01-02", agreement_date: "2026-01-31" };
    const toThePaisa = computedSchedule(terms, "paisa");
    expect(toThePaisa).toHaveLength(24);
    expect(toThePaisa[0]).toMatchObject({ number: 1, due_date: "2026-02-28", instalment: 969.73 });
    // Later instalments are counted from the first due date, so they keep its clamped day.
    expect(toThePaisa[1]?.due_date).toBe("2026-03-28");
    expect(computedSchedule(terms, "rupee")[0]).toMatchObject({ due_date: "2026-02-28", instalment: 970 });
  });
});
