import { describe, expect, it } from "vitest";
import { paisaAmortisationSchedule, paisaInstalments } from "./paisa-amortisation";

const sum = (values: number[]) => Math.round(values.reduce((total, value) => total + value * 100, 0)) / 100;

describe("the paisa-exact amortisation schedule", () => {
  // RBI's Annex C illustration: ₹20,000 at 15 % for 24 months.
  const annexC = paisaAmortisationSchedule({ principal: 20000, annualRatePercent: 15, months: 24, firstDueDate: "2026-01-31" });

  it("reproduces RBI's Annex C rows to the paisa", () => {
    expect(annexC[0]).toEqual({ number: 1, due_date: "2026-01-31", opening_principal: 20000, principal: 719.73, interest: 250, instalment: 969.73 });
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
    const rows = paisaAmortisationSchedule({ principal: 10000, annualRatePercent: 0, months: 3, firstDueDate: "2026-03-15" });
    expect(rows.map((row) => row.instalment)).toEqual([3333.33, 3333.33, 3333.34]);
    expect(rows.every((row) => row.interest === 0)).toBe(true);
  });

  it("keeps a 600-month schedule exact", () => {
    const rows = paisaAmortisationSchedule({ principal: 1_000_000, annualRatePercent: 12, months: 600, firstDueDate: "2027-01-05" });
    expect(rows).toHaveLength(600);
    expect(rows[0]?.instalment).toBe(10025.6);
    expect(sum(rows.map((row) => row.principal))).toBe(1_000_000);
    expect(rows.at(-1)?.due_date).toBe("2076-12-05");
  });
});

describe("the instalments alone", () => {
  it("are the schedule's instalments", () => {
    const terms = { principal: 123456.78, annualRatePercent: 11.25, months: 37 };
    expect(paisaInstalments(terms)).toEqual(paisaAmortisationSchedule({ ...terms, firstDueDate: "2027-01-31" }).map((row) => row.instalment));
  });
});
